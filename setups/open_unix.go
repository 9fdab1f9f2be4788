//go:build unix

package setups

import (
	"os"
	"syscall"
)

// openNonBlocking opens a file for reading so that the opening never waits:
// opening a named pipe without O_NONBLOCK waits for a writer, for ever if
// none comes. (An ordinary file reads the same either way.)
func openNonBlocking(name string) (*os.File, error) {
	return os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
