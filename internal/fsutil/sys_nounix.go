//go:build !unix

package fsutil

import (
	"io/fs"
	"os"
)

// ownerOf: files have no numeric owner here.
func ownerOf(fs.FileInfo) (uid, gid int, ok bool) { return 0, 0, false }

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
