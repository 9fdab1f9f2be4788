package setups

import (
	"io"
	"io/fs"
	"os"
)

// ReadLimited reads a file of the given kind from disk as the app should
// read every setup and record: only an ordinary file (a link is followed),
// never more than kind.MaxSize bytes, and without ever waiting: a named
// pipe, a device such as /dev/zero or a folder is refused before it is
// opened, the file is opened so that nothing can block, and what is read is
// capped, should the file grow after it was looked at. Every refusal is an
// *Error naming the file.
func ReadLimited(name string, kind FileKind) ([]byte, error) {
	info, err := os.Stat(name)
	if err != nil {
		return nil, cannotRead(name, err)
	}
	if err := checkFile(name, info, kind); err != nil {
		return nil, err
	}
	f, err := openNonBlocking(name)
	if err != nil {
		return nil, cannotRead(name, err)
	}
	defer f.Close()
	// The name may point elsewhere by now: what counts is what was opened.
	if info, err = f.Stat(); err != nil {
		return nil, cannotRead(name, err)
	}
	if err := checkFile(name, info, kind); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, int64(kind.MaxSize)+1))
	if err != nil {
		return nil, cannotRead(name, err)
	}
	if len(data) > kind.MaxSize {
		return nil, NewError(name, 0, msgTooLarge(int64(len(data)), kind))
	}
	return data, nil
}

// checkFile refuses what is not an ordinary file, or is too large.
func checkFile(name string, info fs.FileInfo, kind FileKind) error {
	if !info.Mode().IsRegular() {
		return NewError(name, 0, msgNotRegular(info.Mode()))
	}
	if info.Size() > int64(kind.MaxSize) {
		return NewError(name, 0, msgTooLarge(info.Size(), kind))
	}
	return nil
}
