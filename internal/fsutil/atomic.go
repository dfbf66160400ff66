// Package fsutil holds small file-system helpers shared by the CLI and the
// editor: atomic file writes, folder writes that leave nothing partial,
// and a guard against writing over a command's own input.
package fsutil

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// WriteOptions change how WriteAtomic treats an existing file.
type WriteOptions struct {
	// Force writes over a read-only file (one without its owner's write
	// permission) and over a file with other names (hard links), which
	// then keep the old content while this name gets the new file;
	// without it such a file is refused with ErrReadOnly or ErrHardLink.
	Force bool
	// ForceHint says how the user forces the write, ending the refusal's
	// message; "" means "pass --force". The editor might say "choose
	// Save Anyway".
	ForceHint string
	// Perm is the permission of a new file; 0 means 0644. As with
	// os.WriteFile the umask (or the folder's default ACL) takes bits
	// away. Only the permission bits count. An existing file keeps its
	// own mode.
	Perm fs.FileMode
	// NoFollow refuses a path that is itself a symbolic link (ErrLink),
	// where WriteAtomic would otherwise write the file it points to. Set
	// it for a file whose name the command made up rather than the user
	// (render --tile --out DIR writes DIR/<id>.png), so that a link left
	// in DIR cannot send the write elsewhere. The folders on the way are
	// still followed: they are what the user named.
	NoFollow bool
}

// keptMode is the part of a file's mode a rewrite keeps.
const keptMode = fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky

// maxLinks is how many symbolic links a path may go through, as Linux.
const maxLinks = 40

// WriteFileAtomic writes data to path with the default WriteOptions: see
// WriteAtomic.
func WriteFileAtomic(path string, data []byte) error {
	return WriteFileAtomicOpts(path, data, WriteOptions{})
}

// WriteFileAtomicOpts writes data to path like WriteAtomic.
func WriteFileAtomicOpts(path string, data []byte, opts WriteOptions) error {
	return WriteAtomic(path, opts, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteAtomic writes the file at path with what write writes, so that a
// failure or crash leaves either the old file or the new one, never a mix:
//
//   - A symbolic link (or a chain of them, or a link to a file not made
//     yet) is followed: the file it points to is replaced and the link
//     stays a link. With opts.NoFollow a link is refused (ErrLink).
//   - The new file keeps the old one's permissions, owner and group; when
//     they cannot be kept (ErrOwner) nothing is written. A new file gets
//     opts.Perm less the umask, as with os.WriteFile.
//   - A read-only file, a folder or a device is refused (ErrReadOnly,
//     ErrNotFile) unless opts.Force allows the read-only file.
//   - A file with other names (hard links) is refused (ErrHardLink)
//     unless opts.Force: the rename that makes the write atomic replaces
//     one name only, so forced, this name gets the new file and the other
//     names keep the old one, no longer linked to it. (Writing in place
//     would keep the link but could leave half a file; atomicity wins,
//     and the user decides.)
//   - The data goes to a file beside the target — on Linux one without a
//     name (O_TMPFILE), so a kill leaves nothing behind — which is synced,
//     linked in under a temporary name and renamed over the target, and
//     then the folder is synced. Every failure removes the temporary file.
//
// Errors are *Error values worded for the user; IsRefusal tells a refusal
// from a failure of the machine.
func WriteAtomic(path string, opts WriteOptions, write func(w io.Writer) error) (err error) {
	var (
		target string
		info   fs.FileInfo
	)
	if opts.NoFollow {
		if target, info, err = lstat(path); info != nil && info.Mode()&fs.ModeSymlink != 0 {
			return linkRefusal(path, path, "choose another folder")
		}
	} else {
		target, info, err = resolve(path)
	}
	if err != nil {
		return failure(path, "write", err, "nothing was written")
	}
	// A new file is made with its permission, so that the kernel applies
	// the umask; a file replaced is made private and given the old mode
	// (and owner) before it is linked in.
	perm := opts.Perm.Perm()
	if perm == 0 {
		perm = 0o644
	}
	after := "nothing was written"
	if info != nil {
		if err := checkReplaceable(path, target, info, opts, true); err != nil {
			return err
		}
		perm = 0o600
		after = path + " was left as it was"
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	tmp, err := newTemp(dir, base, perm)
	if err != nil {
		return failure(path, "write", err, after)
	}
	defer func() {
		if err != nil {
			tmp.discard()
		}
	}()
	if err = write(struct{ io.Writer }{tmp.f}); err != nil {
		return failure(path, "write", err, after)
	}
	if info != nil {
		if err = keepOwner(tmp.f, path, info); err != nil {
			return err
		}
		if err = tmp.f.Chmod(info.Mode() & keptMode); err != nil {
			return failure(path, "write", err, after)
		}
	}
	if err = tmp.f.Sync(); err != nil {
		return failure(path, "write", err, after)
	}
	if placed, err := tmp.commit(target, info == nil); err != nil {
		if placed {
			// The data was synced before the close failed: the file is whole.
			return failure(path, "close", err, path+" was written whole (its data was synced before the close failed)")
		}
		return failure(path, "write", err, after)
	}
	if err := syncDir(dir); err != nil {
		return failure(path, "sync the folder of", err, path+" was written but may not survive a power cut")
	}
	return nil
}

// linkRefusal refuses to write through the symbolic link at path (shown
// as shown), naming where it points; other is what else the user can do.
func linkRefusal(shown, path, other string) error {
	to := ""
	if dest, err := os.Readlink(path); err == nil {
		to = " (to " + dest + ")"
	}
	return refusal(shown, ErrLink, "%s is a symbolic link%s: remove it or %s; nothing was written", shown, to, other)
}

// resolve follows path through symbolic links to the file a write should
// replace or create, and stats it (nil when it does not exist yet). A
// dangling link resolves to the missing file it names.
func resolve(path string) (string, fs.FileInfo, error) {
	p := path
	for hops := 0; ; hops++ {
		info, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return p, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			return p, info, nil
		}
		if hops == maxLinks {
			return "", nil, fmt.Errorf("more than %d symbolic links in a row (a loop?)", maxLinks)
		}
		dest, err := os.Readlink(p)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(dest) {
			// The link's folder without links, so that ".." in dest
			// climbs where the kernel would.
			dir, err := filepath.EvalSymlinks(filepath.Dir(p))
			if err != nil {
				return "", nil, err
			}
			dest = filepath.Join(dir, dest)
		}
		p = dest
	}
}

// lstat is os.Lstat, with a nil FileInfo and no error for a path that
// does not exist; it returns the path too, like resolve.
func lstat(path string) (string, fs.FileInfo, error) {
	info, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return path, nil, nil
	}
	return path, info, err
}

// checkReplaceable refuses to replace anything but a writable regular
// file (or a read-only one when forced), and with hardLinks one with
// other names (unless forced).
func checkReplaceable(path, target string, info fs.FileInfo, opts WriteOptions, hardLinks bool) error {
	name := path
	if target != path {
		name = fmt.Sprintf("%s (a link to %s)", path, target)
	}
	switch mode := info.Mode(); {
	case mode.IsDir():
		return refusal(path, ErrNotFile, "%s is a folder: name a file to write; nothing was written", name)
	case !mode.IsRegular():
		return refusal(path, ErrNotFile, "%s is %s, not a file: name a file to write; nothing was written", name, typeName(mode))
	case opts.Force:
	case mode.Perm()&0o200 == 0:
		// Root may write anything, so the mode bits decide, not access(2).
		return refusal(path, ErrReadOnly, "%s is read-only: make it writable (chmod u+w) or %s; nothing was written", name, opts.forceHint())
	case hardLinks:
		if n, ok := linkCount(info); ok && n > 1 {
			return refusal(path, ErrHardLink, "%s has %d names (hard links) and a rewrite would give only this one the new content: "+
				"remove the other names or %s; nothing was written", name, n, opts.forceHint())
		}
	}
	return nil
}

// forceHint is how the user forces a write: opts.ForceHint or "pass --force".
func (opts WriteOptions) forceHint() string {
	if opts.ForceHint == "" {
		return "pass --force"
	}
	return opts.ForceHint
}

// typeName names a kind of file that is not regular.
func typeName(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// keepOwner gives f the owner and group of the file it replaces.
func keepOwner(f *os.File, path string, old fs.FileInfo) error {
	uid, gid, ok := ownerOf(old)
	if !ok {
		return nil
	}
	cur, err := f.Stat()
	if err != nil {
		return failure(path, "write", err, path+" was left as it was")
	}
	curUID, curGID, _ := ownerOf(cur)
	if curUID == uid && curGID == gid {
		return nil
	}
	err = fchown(f, uid, gid)
	if err == nil {
		return nil
	}
	cause := systemCause(err)
	var msg string
	switch {
	case curUID != uid:
		msg = fmt.Sprintf("cannot keep the owner of %s (user %d, group %d): %v; %s was left as it was (write it as its owner)",
			path, uid, gid, cause, path)
	case errors.Is(cause, fs.ErrPermission):
		// The file is ours but its group is one we are not in.
		msg = fmt.Sprintf("cannot keep the group of %s (group %d): you are not a member of it; %s was left as it was "+
			"(write it as a member of group %d, or give the file one of your groups with chgrp first)", path, gid, path, gid)
	default:
		msg = fmt.Sprintf("cannot keep the group of %s (group %d): %v; %s was left as it was", path, gid, cause, path)
	}
	return &Error{Path: path, Kind: ErrOwner, Err: cause, msg: msg}
}

// fchown is (*os.File).Chown, replaced by tests to fail as it does for a
// user outside the file's group.
var fchown = (*os.File).Chown

// tempFile is the new file while it is written: without a name (Linux's
// O_TMPFILE) until commit, or named ".<base>.tmp-<n>".
type tempFile struct {
	f         *os.File
	name      string // "" while it has no name
	dir, base string
}

// anonymousFiles turns files without a name off, for tests of the others.
var anonymousFiles = true

// newTemp makes the temporary file for base in dir with the permission
// perm, less the umask.
func newTemp(dir, base string, perm fs.FileMode) (*tempFile, error) {
	if anonymousFiles {
		if f, err := openAnonymous(dir, perm); err == nil {
			return &tempFile{f: f, dir: dir, base: base}, nil
		}
	}
	for try := 0; ; try++ {
		name := tempName(dir, base)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if err == nil {
			return &tempFile{f: f, name: name, dir: dir, base: base}, nil
		}
		if !errors.Is(err, fs.ErrExist) || try == 100 {
			return nil, err
		}
	}
}

// tempName is a name for a temporary file or folder beside base in dir.
func tempName(dir, base string) string {
	return filepath.Join(dir, "."+base+".tmp-"+strconv.FormatUint(uint64(rand.Uint32()), 10))
}

// discard closes and removes the file, on a failure.
func (t *tempFile) discard() {
	t.f.Close()
	if t.name != "" {
		os.Remove(t.name)
	}
}

// closeTemp is (*os.File).Close, replaced by tests to fail.
var closeTemp = (*os.File).Close

// commit puts the written, synced file at target. A new target (fresh) is
// linked in directly when the file has no name yet; otherwise the file
// gets a temporary name and is renamed over the target. placed says that
// the file is at target even though err is not nil (closing it failed).
func (t *tempFile) commit(target string, fresh bool) (placed bool, err error) {
	if t.name == "" {
		if fresh {
			err := linkAnonymous(t.f, target)
			if err == nil {
				if err := closeTemp(t.f); err != nil {
					return true, err
				}
				return true, nil
			}
			if !errors.Is(err, fs.ErrExist) {
				return false, err
			}
			// Made meanwhile by someone else: replace it after all.
		}
		for try := 0; ; try++ {
			name := tempName(t.dir, t.base)
			err := linkAnonymous(t.f, name)
			if err == nil {
				t.name = name
				break
			}
			if !errors.Is(err, fs.ErrExist) || try == 100 {
				return false, err
			}
		}
	}
	if err := closeTemp(t.f); err != nil {
		return false, err
	}
	if err := os.Rename(t.name, target); err != nil {
		return false, err
	}
	t.name = ""
	return true, nil
}
