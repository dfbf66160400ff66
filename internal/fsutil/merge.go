package fsutil

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// folderWrite moves the files of a temporary folder into an existing one.
type folderWrite struct {
	dir, label string // the folder as named, and with its flag
	opts       DirOptions
	moves      []move
}

// move is one rename planned: src into dst, new when dst does not exist
// yet.
type move struct {
	src, dst, shown string
	isNew           bool
}

// moveIn checks every move first, then renames: entries target lacks move
// in whole, folders both hold are merged, files are replaced (only with
// Merge). Should a rename fail, the new entries moved are taken out again.
func (w *folderWrite) moveIn(tmp, target string) error {
	if err := w.plan(tmp, target, w.dir); err != nil {
		return err
	}
	for i, m := range w.moves {
		if err := rename(m); err != nil {
			return failure(w.label, "write into", err, w.takeBack(w.moves[:i]))
		}
	}
	synced := map[string]bool{}
	for _, m := range w.moves {
		if d := filepath.Dir(m.dst); !synced[d] {
			synced[d] = true
			if err := syncDir(d); err != nil {
				return failure(w.label, "sync", err, "the files were written but may not survive a power cut")
			}
		}
	}
	return nil
}

// plan lists the moves of the entries of src into dst, refusing before
// anything moves when one may not be made. shown is dst as the user
// would name it.
//
// Only the folder the user named is followed if it is a link: an entry
// inside it that is a symbolic link is refused (ErrLink), never written
// through, so that a folder from someone else holding D.png -> ~/.bashrc
// cannot make a render replace ~/.bashrc. A rename replaces a name, never
// what it points to, so a link made after this check is replaced itself.
func (w *folderWrite) plan(src, dst, shown string) error {
	entries, err := os.ReadDir(src)
	if err != nil {
		return failure(w.label, "write into", err, "nothing was written")
	}
	for _, e := range entries {
		m := move{src: filepath.Join(src, e.Name()), dst: filepath.Join(dst, e.Name()), shown: filepath.Join(shown, e.Name())}
		_, info, err := lstat(m.dst)
		if err != nil {
			return failure(m.shown, "write", err, "nothing was written")
		}
		switch {
		case info == nil:
			m.isNew = true
		case !w.opts.Merge:
			return refusal(w.dir, ErrNotEmpty, "%s is no longer empty (something else wrote to it): choose a new or empty folder; nothing was written", w.label)
		case info.Mode()&fs.ModeSymlink != 0:
			return linkRefusal(m.shown, m.dst, "choose another folder")
		case e.IsDir() && info.IsDir():
			if err := w.plan(m.src, m.dst, m.shown); err != nil {
				return err
			}
			continue
		case e.IsDir():
			return refusal(m.shown, ErrNotFile, "%s is a file where a folder of new files goes: move it away or choose another folder; nothing was written", m.shown)
		default:
			if err := w.checkReplace(m, info); err != nil {
				return err
			}
		}
		w.moves = append(w.moves, m)
	}
	return nil
}

// checkReplace refuses to replace what Merge may not, and gives the new
// file the permissions and owner of the one it replaces. A file with
// other names (hard links) is replaced: its other names keep the old
// content, and nothing outside the folder changes.
func (w *folderWrite) checkReplace(m move, old fs.FileInfo) error {
	err := checkReplaceable(m.shown, m.shown, old, WriteOptions{Force: w.opts.Force, ForceHint: w.opts.ForceHint}, false)
	if err != nil {
		return err
	}
	for _, in := range w.opts.Inputs {
		if inInfo, err := os.Stat(in.Path); err == nil && os.SameFile(old, inInfo) {
			which := in.role()
			if filepath.Clean(in.Path) != filepath.Clean(m.shown) {
				which += " (" + in.Path + ")"
			}
			return refusal(m.shown, ErrIsInput, "%s would replace %s, which is %s: choose another folder; nothing was written",
				w.label, m.shown, which)
		}
	}
	f, err := os.Open(m.src)
	if err != nil {
		return failure(m.shown, "write", err, "nothing was written")
	}
	defer f.Close()
	if err := keepOwner(f, m.shown, old); err != nil {
		return err
	}
	if err := f.Chmod(old.Mode() & keptMode); err != nil {
		return failure(m.shown, "write", err, "nothing was written")
	}
	return nil
}

// osRename is os.Rename, replaced by tests to fail a move.
var osRename = os.Rename

// rename makes one move; a file replaced on another disk (a folder inside
// the output folder is a mount point) is copied there atomically instead.
func rename(m move) error {
	err := osRename(m.src, m.dst)
	if err == nil || !errors.Is(err, syscall.EXDEV) || m.isNew {
		return err
	}
	f, err := os.Open(m.src)
	if err != nil {
		return err
	}
	defer f.Close()
	return WriteAtomic(m.dst, WriteOptions{Force: true, NoFollow: true}, func(w io.Writer) error {
		_, err := io.Copy(w, f)
		return err
	})
}

// takeBack moves the new entries of moves back out, after a failure, and
// says what was left.
func (w *folderWrite) takeBack(moves []move) string {
	replaced, failed := 0, 0
	for _, m := range moves {
		if !m.isNew {
			replaced++
		} else if err := os.Rename(m.dst, m.src); err != nil {
			failed++
		}
	}
	switch {
	case replaced == 0 && failed == 0:
		return "nothing was written"
	case failed == 0:
		return fmt.Sprintf("%d file(s) of the same name were already replaced, nothing else was written", replaced)
	}
	return fmt.Sprintf("%d file(s) were written or replaced before the failure", replaced+failed)
}
