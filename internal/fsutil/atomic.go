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
	// permission); without it such a file is refused with ErrReadOnly.
	Force bool
	// ForceHint says how the user forces the write, ending the read-only
	// message; "" means "pass --force". The editor might say "choose
	// Save Anyway".
	ForceHint string
	// Perm is the permission of a new file; 0 means 0644. An existing
	// file keeps its own.
	Perm fs.FileMode
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
//     stays a link.
//   - The new file keeps the old one's permissions and owner; when the
//     owner cannot be kept (ErrOwner) nothing is written.
//   - A read-only file, a folder or a device is refused (ErrReadOnly,
//     ErrNotFile) unless opts.Force allows the read-only file.
//   - The data goes to a file beside the target — on Linux one without a
//     name (O_TMPFILE), so a kill leaves nothing behind — which is synced,
//     linked in under a temporary name and renamed over the target, and
//     then the folder is synced. Every failure removes the temporary file.
//
// Errors are *Error values worded for the user.
func WriteAtomic(path string, opts WriteOptions, write func(w io.Writer) error) (err error) {
	target, info, err := resolve(path)
	if err != nil {
		return failure(path, "write", err, "nothing was written")
	}
	perm := opts.Perm
	if perm == 0 {
		perm = 0o644
	}
	after := "nothing was written"
	if info != nil {
		if err := checkReplaceable(path, target, info, opts); err != nil {
			return err
		}
		perm = info.Mode() & keptMode
		after = path + " was left as it was"
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	tmp, err := newTemp(dir, base)
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
	}
	if err = tmp.f.Chmod(perm); err != nil {
		return failure(path, "write", err, after)
	}
	if err = tmp.f.Sync(); err != nil {
		return failure(path, "write", err, after)
	}
	if err = tmp.commit(target, info == nil); err != nil {
		return failure(path, "write", err, after)
	}
	if err := syncDir(dir); err != nil {
		return failure(path, "sync the folder of", err, path+" was written but may not survive a power cut")
	}
	return nil
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

// checkReplaceable refuses to replace anything but a writable regular
// file (or a read-only one when forced).
func checkReplaceable(path, target string, info fs.FileInfo, opts WriteOptions) error {
	name := path
	if target != path {
		name = fmt.Sprintf("%s (a link to %s)", path, target)
	}
	switch mode := info.Mode(); {
	case mode.IsDir():
		return refusal(path, ErrNotFile, "%s is a folder: name a file to write; nothing was written", name)
	case !mode.IsRegular():
		return refusal(path, ErrNotFile, "%s is %s, not a file: name a file to write; nothing was written", name, typeName(mode))
	case mode.Perm()&0o200 == 0 && !opts.Force:
		// Root may write anything, so the mode bits decide, not access(2).
		hint := opts.ForceHint
		if hint == "" {
			hint = "pass --force"
		}
		return refusal(path, ErrReadOnly, "%s is read-only: make it writable (chmod u+w) or %s; nothing was written", name, hint)
	}
	return nil
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
	if curUID, curGID, _ := ownerOf(cur); curUID == uid && curGID == gid {
		return nil
	}
	if err := f.Chown(uid, gid); err != nil {
		return &Error{Path: path, Kind: ErrOwner, Err: systemCause(err), msg: fmt.Sprintf(
			"cannot keep the owner of %s (user %d, group %d): %v; %s was left as it was (write it as its owner)",
			path, uid, gid, systemCause(err), path)}
	}
	return nil
}

// tempFile is the new file while it is written: without a name (Linux's
// O_TMPFILE) until commit, or named ".<base>.tmp-<n>".
type tempFile struct {
	f         *os.File
	name      string // "" while it has no name
	dir, base string
}

// anonymousFiles turns files without a name off, for tests of the others.
var anonymousFiles = true

func newTemp(dir, base string) (*tempFile, error) {
	if anonymousFiles {
		if f, err := openAnonymous(dir); err == nil {
			return &tempFile{f: f, dir: dir, base: base}, nil
		}
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return nil, err
	}
	return &tempFile{f: f, name: f.Name(), dir: dir, base: base}, nil
}

// discard closes and removes the file, on a failure.
func (t *tempFile) discard() {
	t.f.Close()
	if t.name != "" {
		os.Remove(t.name)
	}
}

// commit puts the written, synced file at target. A new target (fresh) is
// linked in directly when the file has no name yet; otherwise the file
// gets a temporary name and is renamed over the target.
func (t *tempFile) commit(target string, fresh bool) error {
	if t.name == "" {
		if fresh {
			err := linkAnonymous(t.f, target)
			if err == nil {
				return t.f.Close()
			}
			if !errors.Is(err, fs.ErrExist) {
				return err
			}
			// Made meanwhile by someone else: replace it after all.
		}
		for try := 0; ; try++ {
			name := filepath.Join(t.dir, "."+t.base+".tmp-"+strconv.FormatUint(uint64(rand.Uint32()), 10))
			err := linkAnonymous(t.f, name)
			if err == nil {
				t.name = name
				break
			}
			if !errors.Is(err, fs.ErrExist) || try == 100 {
				return err
			}
		}
	}
	if err := t.f.Close(); err != nil {
		return err
	}
	if err := os.Rename(t.name, target); err != nil {
		return err
	}
	t.name = ""
	return nil
}
