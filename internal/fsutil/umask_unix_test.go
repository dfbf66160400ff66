//go:build unix

package fsutil

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// withUmask runs the rest of a test with the umask mask (process-wide:
// these tests are not parallel).
func withUmask(t *testing.T, mask int) {
	old := syscall.Umask(mask)
	t.Cleanup(func() { syscall.Umask(old) })
}

// TestWriteAtomicUmask: a new file gets its permission less the umask,
// as with os.WriteFile; a file replaced keeps its own mode.
func TestWriteAtomicUmask(t *testing.T) {
	tests := []struct {
		name     string
		umask    int
		perm     fs.FileMode // WriteOptions.Perm
		existing fs.FileMode // mode of the file replaced; 0: a new file
		want     fs.FileMode
	}{
		{name: "umask 022", umask: 0o022, want: 0o644},
		{name: "umask 077 keeps a new file private", umask: 0o077, want: 0o600},
		{name: "umask 027", umask: 0o027, want: 0o640},
		{name: "umask 0 and a chosen permission", umask: 0, perm: 0o664, want: 0o664},
		{name: "umask 077 and a chosen permission", umask: 0o077, perm: 0o664, want: 0o600},
		{name: "a file replaced keeps its mode whatever the umask", umask: 0o077, existing: 0o666, want: 0o666},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tempModes(t, func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "pack.json")
				if tt.existing != 0 {
					writeFile(t, path, "old", tt.existing)
				}
				withUmask(t, tt.umask)
				if err := WriteFileAtomicOpts(path, []byte("new"), WriteOptions{Perm: tt.perm}); err != nil {
					t.Fatal(err)
				}
				info, err := os.Stat(path)
				if err != nil {
					t.Fatal(err)
				}
				if got := info.Mode() & keptMode; got != tt.want {
					t.Errorf("mode %v, want %v", got, tt.want)
				}
				assertContent(t, path, "new")
			})
		})
	}
}

// TestWriteFilesUmask: a new folder gets 0755 less the umask, as with
// os.Mkdir; the files in it are as the callback made them.
func TestWriteFilesUmask(t *testing.T) {
	tests := []struct {
		name  string
		umask int
		want  fs.FileMode
	}{
		{"umask 022", 0o022, 0o755},
		{"umask 077", 0o077, 0o700},
		{"umask 027", 0o027, 0o750},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			withUmask(t, tt.umask)
			out := filepath.Join(root, "out")
			if err := WriteFiles(out, DirOptions{}, newFiles); err != nil {
				t.Fatal(err)
			}
			info, err := os.Stat(out)
			if err != nil {
				t.Fatal(err)
			}
			if got := info.Mode().Perm(); got != tt.want {
				t.Errorf("mode %v, want %v", got, tt.want)
			}
			assertTree(t, root, under("out", written, nil))
		})
	}
}
