package fsutil

import (
	"io/fs"
	"os"
	"path/filepath"
)

// DirFS is os.DirFS(dir) whose Open does not wait on a named pipe: it
// opens without blocking where the system can (O_NONBLOCK), so a reader
// that checks f.Stat() after Open refuses a pipe at once, even one that
// replaced a file after an fs.Stat. Like os.DirFS it follows symbolic
// links, also out of dir. It implements fs.StatFS; it deliberately does
// not implement fs.ReadFileFS, whose os.ReadFile would wait.
func DirFS(dir string) fs.FS { return dirFS{dir: dir, os: os.DirFS(dir)} }

type dirFS struct {
	dir string
	os  fs.FS
}

func (d dirFS) Open(name string) (fs.File, error) {
	if openNonblock == 0 {
		return d.os.Open(name) // nothing waits here; os.DirFS checks the name
	}
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	f, err := os.OpenFile(filepath.Join(d.dir, name), os.O_RDONLY|openNonblock, 0)
	if err != nil {
		if pe, ok := err.(*fs.PathError); ok {
			pe.Path = name // as os.DirFS names it
		}
		return nil, err
	}
	return f, nil
}

func (d dirFS) Stat(name string) (fs.FileInfo, error) { return fs.Stat(d.os, name) }
