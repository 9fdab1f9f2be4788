//go:build unix

package setups

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// within fails the test if f does not return in good time; a named pipe
// that is opened for reading waits for a writer for ever.
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s does not return: it waits on a named pipe or reads a device", what)
	}
}

// A named pipe, a link to /dev/zero and a folder named as setups are
// problems like bad files; none of them stops the folder from being read.
func TestSpecialFilesInTheSetupsFolder(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "x.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Mkdir(filepath.Join(dir, "folder.toml"), 0o755)
	os.WriteFile(filepath.Join(dir, "good.toml"), []byte(goodFile), 0o644)
	zero := filepath.Join(dir, "zero.toml")
	_, err := os.Stat("/dev/zero")
	haveZero := err == nil
	if haveZero {
		os.Symlink("/dev/zero", zero)
	}
	c := &Catalog{UserDir: dir}
	var list []*Setup
	var problems []error
	within(t, "List", func() { list, problems = c.List("terrace") })
	if !strings.Contains(strings.Join(setupNames(list), ","), "Test") {
		t.Errorf("the good file is not listed: %v", setupNames(list))
	}
	var texts []string
	for _, p := range problems {
		texts = append(texts, p.Error())
	}
	all := strings.Join(texts, "\n")
	want := []string{
		fifo + ": not read: it is a named pipe, not an ordinary file",
		filepath.Join(dir, "folder.toml") + ": not read: it is a folder, not an ordinary file",
	}
	if haveZero {
		want = append(want, zero+": not read: it is a device, not an ordinary file")
	}
	for _, w := range want {
		if !strings.Contains(all, w) {
			t.Errorf("problems:\n%s\nlack %q", all, w)
		}
	}
	if len(problems) != len(want) {
		t.Errorf("%d problems, want %d:\n%s", len(problems), len(want), all)
	}
	within(t, "ReadFile of a named pipe", func() { _, err = ReadFile(fifo) })
	if err == nil || !strings.Contains(err.Error(), "named pipe") {
		t.Errorf("ReadFile of a named pipe: %v", err)
	}
	if haveZero {
		within(t, "ReadFile of /dev/zero", func() { _, err = ReadFile(zero) })
		if err == nil || !strings.Contains(err.Error(), "device") {
			t.Errorf("ReadFile of /dev/zero: %v", err)
		}
	}
	// Opened as ReadLimited opens it, a named pipe does not wait.
	within(t, "opening a named pipe", func() {
		if f, err := openNonBlocking(fifo); err == nil {
			f.Close()
		}
	})
}
