package atomicfile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

func TestAFileIsReplacedOnlyWhenTheWriterCloses(t *testing.T) {
	test.NewTempApp(t)
	Install()
	name := filepath.Join(t.TempDir(), "game.toml")
	os.WriteFile(name, []byte("the old game"), 0o600)

	w, err := storage.Writer(storage.NewFileURI(name))
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(name); string(data) != "the old game" {
		t.Fatalf("opening the writer changed the file to %q", data)
	}
	w.Write([]byte("the new "))
	w.Write([]byte("game"))
	if data, _ := os.ReadFile(name); string(data) != "the old game" {
		t.Fatalf("writing changed the file before Close: %q", data)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(name)
	info, _ := os.Stat(name)
	if string(data) != "the new game" || info.Mode().Perm() != 0o600 {
		t.Errorf("after Close the file holds %q with mode %v", data, info.Mode().Perm())
	}
	// Fyne's own repository still does the rest.
	if ok, _ := storage.Exists(storage.NewFileURI(name)); !ok {
		t.Error("the file is not found through storage")
	}
}

// A write that fails leaves the old file exactly as it was.
func TestAFailedWriteLeavesTheOldFile(t *testing.T) {
	test.NewTempApp(t)
	Install()
	dir := t.TempDir()
	name := filepath.Join(dir, "game.toml")
	os.WriteFile(name, []byte("the old game"), 0o644)

	w, _ := storage.Writer(storage.NewFileURI(name))
	w.Write([]byte("the start of a game"))
	if _, err := w.Write(make([]byte, maxSize)); err == nil {
		t.Fatal("a write beyond the limit was taken")
	}
	if err := w.Close(); err == nil {
		t.Error("Close after a failed write reported no problem")
	}
	if data, _ := os.ReadFile(name); string(data) != "the old game" {
		t.Errorf("after a failed save the file holds %q", data)
	}
	// The folder can no longer hold the file: the old one stays too.
	gone := filepath.Join(dir, "folder-gone", "game.toml")
	w, _ = storage.Writer(storage.NewFileURI(gone))
	w.Write([]byte("x"))
	if err := w.Close(); err == nil || !strings.Contains(err.Error(), "folder-gone") {
		t.Errorf("writing into a missing folder gave %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the failed saves left files behind: %d in the folder", len(entries))
	}
}

func TestAFailedWriteIsExplained(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "game.toml")
	os.WriteFile(old, []byte("x"), 0o644)
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{old, &os.PathError{Op: "write", Path: dir + "/.game.toml.123.tmp", Err: syscall.ENOSPC}, "game.toml cannot be written: the disk is full. The file is as it was"},
		{filepath.Join(dir, "new.toml"), &os.PathError{Op: "open", Path: "x", Err: syscall.EACCES}, "new.toml cannot be written: Boardshelf may not write there"},
		{filepath.Join(dir, "gone", "a.toml"), &os.PathError{Op: "open", Path: "x", Err: syscall.ENOENT}, "a.toml cannot be written: its folder is not there"},
	} {
		got := Explain(tc.name, tc.err).Error()
		if !strings.HasSuffix(got, tc.want) || strings.Contains(got, ".tmp") {
			t.Errorf("%v: %q, want it to end %q", tc.err, got, tc.want)
		}
	}
}
