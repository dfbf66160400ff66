package fsutil

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrTooLarge is returned by ReadFileLimit for a file past its limit.
var ErrTooLarge = errors.New("file too large")

// ErrNotRegular is returned by ReadFileLimit for something that is not a
// regular file (a folder, a device such as /dev/zero, a pipe).
var ErrNotRegular = errors.New("not a regular file")

// ReadFileLimit reads the regular file at path, refusing one larger than
// limit bytes without reading past it: a reader never holds more than
// limit+1 bytes, whatever the path names. what names the file in
// messages ("pack", "game record").
//
// Anything but a regular file is refused before it is opened, so a named
// pipe does not wait for a writer; the file is opened without waiting
// where the system can (O_NONBLOCK) and checked again once open, so a
// file swapped for a pipe in between is refused too.
func ReadFileLimit(path string, limit int64, what string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(path, info, what); err != nil {
		return nil, err
	}
	afterStat(path)
	f, err := os.OpenFile(path, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := checkRegular(path, info, what); err != nil {
		return nil, err
	}
	if info.Size() > limit {
		return nil, tooLarge(path, limit, what)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(path, limit, what) // it grew while we read
	}
	return data, nil
}

// afterStat runs between ReadFileLimit's stat and its open; tests swap
// the file there.
var afterStat = func(string) {}

// StatRegular checks, without opening it, that name in fsys is a regular
// file (following links), so that reading it through fsys cannot wait on
// a named pipe or read a device without end. It returns the file's
// information, or an error matching ErrNotRegular ("art/a.png is not a
// regular file: name a <what> file"), or fs.Stat's error (fs.ErrNotExist
// and the like). Check the file again once open (f.Stat): fsys may not
// open without waiting, so a file swapped for a pipe between the two can
// still make Open wait; a folder on disk read with ReadFileLimit cannot.
func StatRegular(fsys fs.FS, name, what string) (fs.FileInfo, error) {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(name, info, what); err != nil {
		return nil, err
	}
	return info, nil
}

// checkRegular refuses anything but a regular file, with ErrNotRegular.
func checkRegular(path string, info fs.FileInfo, what string) error {
	if info.Mode().IsRegular() {
		return nil
	}
	kind := "not a regular file"
	if info.IsDir() {
		kind = "a folder"
	}
	return &readError{ErrNotRegular, fmt.Sprintf("%s is %s: name a %s file", path, kind, what)}
}

func tooLarge(path string, limit int64, what string) error {
	return &readError{ErrTooLarge, fmt.Sprintf("%s is larger than %s, the most a %s may be", path, sizeWords(limit), what)}
}

// readError is a refusal whose message stands alone but that still
// matches its sentinel with errors.Is.
type readError struct {
	kind error
	msg  string
}

func (e *readError) Error() string { return e.msg }
func (e *readError) Unwrap() error { return e.kind }

// sizeWords writes a byte count as people read it.
func sizeWords(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
