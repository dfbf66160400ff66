//go:build linux

package fsutil

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// openAnonymous opens a file without a name in dir (O_TMPFILE), so that a
// crash or kill before it is linked in leaves nothing behind. It fails
// where the kernel or file system lacks O_TMPFILE, or where /proc is not
// mounted to link the file in by; the caller then uses a named file. perm
// is subject to the umask (and a default ACL), as for any new file.
func openAnonymous(dir string, perm fs.FileMode) (*os.File, error) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		return nil, err
	}
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_WRONLY|unix.O_CLOEXEC, uint32(perm.Perm()))
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: dir, Err: err}
	}
	return os.NewFile(uintptr(fd), filepath.Join(dir, "(new file)")), nil
}

// linkAnonymous gives the file f opened by openAnonymous the name path,
// which must not exist (the error is then EEXIST).
func linkAnonymous(f *os.File, path string) error {
	proc := "/proc/self/fd/" + strconv.Itoa(int(f.Fd()))
	err := unix.Linkat(unix.AT_FDCWD, proc, unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
	if err != nil {
		return &os.LinkError{Op: "link", Old: proc, New: path, Err: err}
	}
	return nil
}
