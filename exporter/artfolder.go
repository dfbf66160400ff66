package exporter

import (
	"errors"
	"io/fs"
	"os"
	"sync"
)

// ArtFolder is the folder dir as tile artwork is read from it: a path
// that leads out of dir, through a symbolic link or otherwise, is refused
// before anything outside is opened or even looked at (os.Root walks the
// path inside dir one name at a time), and a file is opened without
// waiting where the system can, so a named pipe is refused at once rather
// than waited on. It implements fs.StatFS. The folder is opened when a
// file is first asked for; if it cannot be, every file says why.
func ArtFolder(dir string) fs.FS {
	return &artFolder{open: sync.OnceValues(func() (*os.Root, error) { return os.OpenRoot(dir) })}
}

// ErrOutside is a path of an ArtFolder that leads out of its folder.
var ErrOutside = errors.New("leads out of the folder")

type artFolder struct {
	open func() (*os.Root, error)
}

func (a *artFolder) Open(name string) (fs.File, error) {
	root, err := a.root("open", name)
	if err != nil {
		return nil, err
	}
	f, err := root.OpenFile(name, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, outside(root, "open", name, err)
	}
	return f, nil
}

func (a *artFolder) Stat(name string) (fs.FileInfo, error) {
	root, err := a.root("stat", name)
	if err != nil {
		return nil, err
	}
	info, err := root.Stat(name)
	return info, outside(root, "stat", name, err)
}

// root is the folder, for a name that is an fs.FS path (refused as
// os.DirFS refuses it otherwise).
func (a *artFolder) root(op, name string) (*os.Root, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	root, err := a.open()
	if err != nil {
		return nil, &fs.PathError{Op: op, Path: name, Err: err}
	}
	return root, nil
}

// outside turns the root's refusal of a path that escapes it into
// ErrOutside; other errors pass unchanged. The root says so with an error
// of its own that os does not export: an absolute path is always refused
// with it, without a system call, so asking for "/" gives the value.
func outside(root *os.Root, op, name string, err error) error {
	if err == nil {
		return nil
	}
	_, probe := root.Lstat("/")
	var pe *fs.PathError
	if errors.As(probe, &pe) && errors.Is(err, pe.Err) {
		return &fs.PathError{Op: op, Path: name, Err: ErrOutside}
	}
	return err
}
