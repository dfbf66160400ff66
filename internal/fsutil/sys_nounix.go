//go:build !unix

package fsutil

import (
	"io/fs"
	"os"
)

// ownerOf: files have no numeric owner here.
func ownerOf(fs.FileInfo) (uid, gid int, ok bool) { return 0, 0, false }

// openNonblock: opening does not wait here (no named pipes in the file
// system).
const openNonblock = 0

// linkCount: the link count is not in a FileInfo here.
func linkCount(fs.FileInfo) (n uint64, ok bool) { return 0, false }

// renameDir renames the folder from onto to, removing to first when it is
// an empty folder (os.Remove refuses a folder with anything in it).
func renameDir(from, to string) error {
	if info, err := os.Lstat(to); err == nil && info.IsDir() {
		if err := os.Remove(to); err != nil {
			return err
		}
	}
	return os.Rename(from, to)
}

// syncDir: folders cannot be synced here; renames are durable enough.
func syncDir(string) error { return nil }

// sameDevice: no device numbers here; let the rename tell.
func sameDevice(a, b string) bool { return true }
