//go:build unix

package fsutil

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// ownerOf gives the numeric owner and group of a file.
func ownerOf(info fs.FileInfo) (uid, gid int, ok bool) {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, false
	}
	return int(st.Uid), int(st.Gid), true
}

// openNonblock opens without waiting: a named pipe opens at once instead
// of blocking until a writer comes (then refused as not a regular file).
const openNonblock = syscall.O_NONBLOCK

// linkCount gives how many names (hard links) a file has.
func linkCount(info fs.FileInfo) (n uint64, ok bool) {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return uint64(st.Nlink), true
}

// renameDir renames the folder from onto to, replacing to when it is an
// empty folder, in one step (os.Rename refuses an existing folder).
func renameDir(from, to string) error {
	if err := syscall.Rename(from, to); err != nil {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
	}
	return nil
}

// syncDir flushes a folder's entries (names made or renamed in it) to
// disk. File systems that cannot sync a folder say EINVAL: nothing to do.
func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) {
		return err
	}
	return nil
}

// sameDevice reports whether two existing paths are on one file system,
// so that a rename between them can work.
func sameDevice(a, b string) bool {
	ia, errA := os.Stat(a)
	ib, errB := os.Stat(b)
	if errA != nil || errB != nil {
		return true // let the rename tell
	}
	sa, okA := ia.Sys().(*syscall.Stat_t)
	sb, okB := ib.Sys().(*syscall.Stat_t)
	return !okA || !okB || sa.Dev == sb.Dev
}
