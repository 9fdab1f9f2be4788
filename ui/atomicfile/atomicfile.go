// Package atomicfile makes every file written through Fyne's storage (the
// file dialogs above all) replace its file in one step, when the writer is
// closed, so that a failed save leaves the old file exactly as it was.
//
// Fyne's save dialog opens the file chosen with os.Create, which empties
// it, before it hands the writer to the app: a full disk or any other
// failure then leaves nothing of the old file. Install serves the file://
// scheme with Fyne's own repository for everything but writing, and with
// writers that collect what is written and put it in place only on Close.
package atomicfile

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"boardshelf/rules"
	"boardshelf/setups"
)

// maxSize is the most a writer takes: far more than any record or setup.
const maxSize = 64 << 20

// fileRepository is what Fyne's repository for file:// URIs can do.
type fileRepository interface {
	repository.WritableRepository
	repository.AppendableRepository
	repository.DeleteAllRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.MovableRepository
	repository.CopyableRepository
}

// files is Fyne's file repository with safe writers.
type files struct{ fileRepository }

// Install puts safe writers in place of Fyne's for file:// URIs. It is
// called once the app (and so its driver's file repository) exists; it
// does nothing when they are there already.
func Install() {
	current, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := current.(files); done {
		return
	}
	if inner, ok := current.(fileRepository); ok {
		repository.Register("file", files{inner})
	}
}

// Writer gives a writer that replaces the file when it is closed.
func (f files) Writer(u fyne.URI) (fyne.URIWriteCloser, error) { return &writer{uri: u}, nil }

type writer struct {
	uri    fyne.URI
	data   bytes.Buffer
	err    error // a write failed: the file is left alone
	closed bool
}

// tooLarge is why a writer took no more: errTooLarge in words to translate.
var (
	tooLarge    = rules.Explain("too much to write in one file")
	errTooLarge = errors.New(tooLarge.String())
)

func (w *writer) URI() fyne.URI { return w.uri }

func (w *writer) Write(p []byte) (int, error) {
	if w.closed {
		return 0, os.ErrClosed
	}
	if w.err == nil && w.data.Len()+len(p) > maxSize {
		w.err = errTooLarge
	}
	if w.err != nil {
		return 0, w.err
	}
	return w.data.Write(p)
}

// Close writes the file: all of it, or nothing when that fails or a
// write failed before.
func (w *writer) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	if w.err != nil {
		return w.err
	}
	return setups.WriteFile(w.uri.Path(), w.data.Bytes())
}

// Explain words a failed write of the file at name for people: the file,
// what went wrong in a few words, and that the file is as it was. The error
// is a rules.Explanation, which the UI translates (i18n.Error).
func Explain(name string, err error) error {
	why := reason(err)
	if _, statErr := os.Stat(name); statErr == nil {
		return rules.Explain("%s cannot be written: %s. The file is as it was", name, why)
	}
	return rules.Explain("%s cannot be written: %s", name, why)
}

// reason says why a write failed: in a few words to translate where the
// reason is a common one, else in the system's.
func reason(err error) any {
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return rules.Explain("the disk is full")
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return rules.Explain("Boardshelf may not write there")
	case errors.Is(err, fs.ErrNotExist):
		return rules.Explain("its folder is not there")
	case errors.Is(err, errTooLarge):
		return tooLarge
	}
	var e rules.Explanation
	if errors.As(err, &e) {
		return e
	}
	var perr *fs.PathError
	if errors.As(err, &perr) {
		return perr.Err.Error()
	}
	return err.Error()
}
