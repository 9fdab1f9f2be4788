//go:build unix

package records

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A record file that is a named pipe is refused at once, not waited on.
func TestReadFileOfANamedPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "game.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := ReadFile(fifo)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("got %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ReadFile waits on a named pipe")
	}
}
