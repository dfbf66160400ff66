package fsutil

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// DirOptions change how WriteFiles treats an existing folder.
type DirOptions struct {
	// Flag is how the folder was named on the command line ("--out"),
	// for messages; "" for an argument.
	Flag string
	// Merge lets WriteFiles write into a folder that already holds files:
	// each new file is moved in on its own, atomically, replacing a file
	// of the same name (keeping its permissions and owner). Without it a
	// folder with anything in it is refused with ErrNotEmpty.
	Merge bool
	// Force and ForceHint are as in WriteOptions, for the files Merge
	// replaces.
	Force     bool
	ForceHint string
	// Inputs are files the command reads: a merge that would replace one
	// is refused with ErrIsInput.
	Inputs []Input
}

// WriteFiles writes many files into the folder dir so that a failure
// leaves nothing partial: write fills a new temporary folder (it is given
// its path) beside dir, whose files are then synced and moved in.
//
//   - A symbolic link to a folder (or a dangling one) is followed: the
//     folder it points to is made or filled and the link stays a link.
//     Links inside the folder are not: an entry that is a symbolic link
//     where a new file or folder goes is refused (ErrLink).
//   - A new folder is the temporary one, renamed: it appears whole, with
//     the permission 0755 less the umask. Missing folders above it are
//     made, and removed again when the write fails.
//   - An empty folder is kept (its permissions, owner, anyone's working
//     directory in it) and filled by moving the new entries in; should a
//     move fail, those moved are taken out again.
//   - A folder holding files is refused (ErrNotEmpty), or with
//     opts.Merge checked first — no new file may replace a folder, a
//     device, a read-only file or an input — and then each file is moved
//     in with a rename. A failure among the renames (after those checks,
//     unlikely) takes out the files that were new but cannot restore the
//     ones replaced. A file replaced that has other names (hard links)
//     gets a new file under this name; the other names keep the old one.
//
// The temporary folder is removed on every path; write's own error is
// returned as it is. Other errors are *Error values worded for the user.
func WriteFiles(dir string, opts DirOptions, write func(tmpDir string) error) (err error) {
	label := withFlag(opts.Flag, dir)
	target, info, err := resolve(dir)
	if err != nil {
		return failure(label, "write into", err, "nothing was written")
	}
	if target, err = filepath.Abs(target); err != nil {
		return failure(label, "write into", err, "nothing was written")
	}
	empty := true
	if info != nil {
		if !info.IsDir() {
			return refusal(dir, ErrNotFile, "%s exists and is not a folder: choose a folder; nothing was written", label)
		}
		if empty, err = isEmpty(target); err != nil {
			return failure(label, "write into", err, "nothing was written")
		}
		if !empty && !opts.Merge {
			return refusal(dir, ErrNotEmpty, "%s is not empty: choose a new or empty folder; nothing was written", label)
		}
	}
	parent := filepath.Dir(target)
	made, err := mkdirParents(parent)
	if err != nil {
		return failure(label, "write into", err, "nothing was written")
	}
	defer func() {
		if err != nil {
			removeMade(made) // runs last, once the temporary folder is gone
		}
	}()
	tmp, err := tempDir(parent, target, info != nil)
	if err != nil {
		return failure(label, "write into", err, "nothing was written")
	}
	defer func() {
		if rmErr := os.RemoveAll(tmp); rmErr != nil && err == nil {
			err = failure(label, "remove the temporary folder "+tmp+" of", rmErr, "the files were written")
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	if err := syncTree(tmp); err != nil {
		return failure(label, "write into", err, "nothing was written")
	}
	if info == nil {
		if err := os.Rename(tmp, target); err != nil {
			return failure(label, "write into", err, "nothing was written")
		}
		if err := syncDir(parent); err != nil {
			return failure(label, "sync", err, "the files were written but may not survive a power cut")
		}
		return nil
	}
	w := &folderWrite{dir: dir, label: label, opts: opts}
	return w.moveIn(tmp, target)
}

// tempDir makes the temporary folder beside target, or inside the
// existing folder target when that is the only place the files can be
// renamed from (target is a mount point) or the only one writable. When
// target is new the temporary folder becomes it, so it is made with 0755
// for the kernel to apply the umask; otherwise it is private.
func tempDir(parent, target string, exists bool) (string, error) {
	base := filepath.Base(target)
	if !exists {
		return mkdirTemp(parent, base, 0o755)
	}
	if !sameDevice(parent, target) {
		return mkdirTemp(target, base, 0o700)
	}
	tmp, err := mkdirTemp(parent, base, 0o700)
	if err != nil && errors.Is(err, fs.ErrPermission) {
		return mkdirTemp(target, base, 0o700)
	}
	return tmp, err
}

// mkdirTemp makes a new folder ".<base>.tmp-<n>" in dir with the
// permission perm less the umask.
func mkdirTemp(dir, base string, perm fs.FileMode) (string, error) {
	for try := 0; ; try++ {
		name := tempName(dir, base)
		err := os.Mkdir(name, perm)
		if err == nil {
			return name, nil
		}
		if !errors.Is(err, fs.ErrExist) || try == 100 {
			return "", err
		}
	}
}

// mkdirParents makes the folder dir and the missing ones above it, like
// os.MkdirAll, and returns those it made, the topmost first.
func mkdirParents(dir string) (made []string, err error) {
	var missing []string
	for p := dir; ; p = filepath.Dir(p) {
		_, err := os.Stat(p)
		if err == nil {
			break
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		missing = append(missing, p)
		if filepath.Dir(p) == p {
			break
		}
	}
	for i := len(missing) - 1; i >= 0; i-- {
		err := os.Mkdir(missing[i], 0o755)
		if err == nil {
			made = append(made, missing[i])
			continue
		}
		if info, statErr := os.Stat(missing[i]); statErr == nil && info.IsDir() {
			continue // made meanwhile by someone else
		}
		removeMade(made)
		return nil, err
	}
	return made, nil
}

// removeMade removes the folders mkdirParents made, deepest first, as long
// as they are empty: a folder someone else wrote into meanwhile stays.
func removeMade(made []string) {
	for i := len(made) - 1; i >= 0; i-- {
		if os.Remove(made[i]) != nil {
			return
		}
	}
}

// isEmpty reports whether the folder dir holds nothing.
func isEmpty(dir string) (bool, error) {
	f, err := os.Open(dir)
	if err != nil {
		return false, err
	}
	defer f.Close()
	if _, err := f.Readdirnames(1); err != io.EOF {
		return false, err
	}
	return true, nil
}

// syncTree flushes every file and folder under root to disk.
func syncTree(root string) error {
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && !d.Type().IsRegular() {
			return nil
		}
		if d.IsDir() {
			return syncDir(path)
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		return f.Sync()
	})
}
