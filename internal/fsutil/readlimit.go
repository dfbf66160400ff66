package fsutil

import (
	"errors"
	"fmt"
	"io"
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
func ReadFileLimit(path string, limit int64, what string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		kind := "not a regular file"
		if info.IsDir() {
			kind = "a folder"
		}
		return nil, &readError{ErrNotRegular, fmt.Sprintf("%s is %s: name a %s file", path, kind, what)}
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
