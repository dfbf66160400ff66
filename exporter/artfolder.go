package exporter

import (
	"errors"
	"io/fs"
	"os"
)

// ArtFolder is the folder dir as tile artwork is read from it: a path
// that leads out of dir, through a symbolic link or otherwise, is refused
// before anything outside is opened or even looked at (os.Root walks the
// path inside dir one name at a time), and a file is opened without
// waiting where the system can, so a named pipe is refused at once rather
// than waited on. It implements fs.StatFS.
func ArtFolder(dir string) (fs.FS, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return artFolder{root}, nil
}

// ErrOutside is a path of an ArtFolder that leads out of its folder.
var ErrOutside = errors.New("leads out of the folder")

type artFolder struct{ root *os.Root }

func (a artFolder) Open(name string) (fs.File, error) {
	if err := a.check("open", name); err != nil {
		return nil, err
	}
	f, err := a.root.OpenFile(name, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, a.outside("open", name, err)
	}
	return f, nil
}

func (a artFolder) Stat(name string) (fs.FileInfo, error) {
	if err := a.check("stat", name); err != nil {
		return nil, err
	}
	info, err := a.root.Stat(name)
	return info, a.outside("stat", name, err)
}

// check refuses a name that is not an fs.FS path, as os.DirFS does.
func (a artFolder) check(op, name string) error {
	if !fs.ValidPath(name) {
		return &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	return nil
}

// outside turns the root's refusal of a path that escapes it into
// ErrOutside; other errors pass unchanged. The root says so with an error
// of its own that os does not export: an absolute path is always refused
// with it, without a system call, so asking for "/" gives the value.
func (a artFolder) outside(op, name string, err error) error {
	if err == nil {
		return nil
	}
	_, probe := a.root.Lstat("/")
	var pe *fs.PathError
	if errors.As(probe, &pe) && errors.Is(err, pe.Err) {
		return &fs.PathError{Op: op, Path: name, Err: ErrOutside}
	}
	return err
}
