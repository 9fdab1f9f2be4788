//go:build !unix

package setups

import "os"

// openNonBlocking opens a file for reading. Outside Unix no file that
// passed os.Stat as an ordinary one blocks when opened.
func openNonBlocking(name string) (*os.File, error) { return os.Open(name) }
