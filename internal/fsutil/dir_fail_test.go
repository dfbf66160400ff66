package fsutil

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var errDrawing = errors.New("tile D: drawing failed")

// TestWriteFilesFailureLeavesNothing: a write callback failing midway (a
// tile that cannot be drawn, a full disk) leaves the folder as it was and
// no temporary folder.
func TestWriteFilesFailureLeavesNothing(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, root string)
		out   string // "" is "out"
		opts  DirOptions
		want  tree
	}{
		{name: "new folder", want: tree{}},
		{name: "new folder, the folders made above it removed", out: "a/b/out", want: tree{}},
		{name: "new folder, only the folders made above it removed", out: "a/b/out",
			setup: func(t *testing.T, root string) { mkdir(t, filepath.Join(root, "a"), 0o755) },
			want:  tree{"a": "/"}},
		{name: "empty folder", setup: func(t *testing.T, root string) { mkdir(t, filepath.Join(root, "out"), 0o755) },
			want: tree{"out": "/"}},
		{name: "symlink to an empty folder",
			setup: func(t *testing.T, root string) {
				mkdir(t, filepath.Join(root, "real"), 0o755)
				symlink(t, "real", filepath.Join(root, "out"))
			},
			want: tree{"out": "-> real", "real": "/"}},
		{name: "merge", opts: DirOptions{Merge: true},
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "out", "A.png"), "old A", 0o644) },
			want:  tree{"out": "/", "out/A.png": "old A"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			if tt.setup != nil {
				tt.setup(t, root)
			}
			out := tt.out
			if out == "" {
				out = "out"
			}
			err := WriteFiles(filepath.Join(root, filepath.FromSlash(out)), tt.opts, func(tmp string) error {
				if err := newFiles(tmp); err != nil {
					return err
				}
				return errDrawing
			})
			if err != errDrawing {
				t.Errorf("error %v, want the callback's own", err)
			}
			assertTree(t, root, tt.want)
		})
	}
}

// TestWriteFilesMoveFails: a rename failing after others succeeded takes
// the new entries out again; replaced files are reported.
func TestWriteFilesMoveFails(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(t *testing.T, out string)
		opts    DirOptions
		want    tree
		message string
	}{
		{name: "empty folder stays empty", setup: func(t *testing.T, out string) { mkdir(t, out, 0o755) },
			want: tree{"out": "/"}, message: "cannot write into out: disk on fire; nothing was written"},
		{name: "merge reports the file replaced", opts: DirOptions{Merge: true},
			setup:   func(t *testing.T, out string) { writeFile(t, filepath.Join(out, "A.png"), "old A", 0o644) },
			want:    tree{"out": "/", "out/A.png": "new A"},
			message: "cannot write into out: disk on fire; 1 file(s) of the same name were already replaced, nothing else was written"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			t.Chdir(root)
			tt.setup(t, "out")
			calls := 0
			osRename = func(from, to string) error {
				if calls++; calls == 2 {
					return &os.LinkError{Op: "rename", Old: from, New: to, Err: errors.New("disk on fire")}
				}
				return os.Rename(from, to)
			}
			t.Cleanup(func() { osRename = os.Rename })
			err := WriteFiles("out", tt.opts, newFiles)
			if err == nil || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("error %v, want one saying %q", err, tt.message)
			}
			assertTree(t, root, tt.want)
		})
	}
}

// TestWriteFilesIntoWorkingFolder: "--out ." in an empty folder fills it
// and keeps it, so the shell standing in it sees the files.
func TestWriteFilesIntoWorkingFolder(t *testing.T) {
	root := t.TempDir()
	out := filepath.Join(root, "out")
	mkdir(t, out, 0o755)
	t.Chdir(out)
	before, _ := os.Stat(".")
	if err := WriteFiles(".", DirOptions{Flag: "--out"}, newFiles); err != nil {
		t.Fatal(err)
	}
	if after, err := os.Stat("."); err != nil || !os.SameFile(before, after) {
		t.Errorf("the working folder was replaced (%v)", err)
	}
	assertTree(t, root, under("out", written, nil))
}

func TestWriteFilesKeepsOwners(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root can give a file another owner")
	}
	root := t.TempDir()
	out := filepath.Join(root, "out")
	writeFile(t, filepath.Join(out, "A.png"), "old A", 0o644)
	for _, p := range []string{out, filepath.Join(out, "A.png")} {
		if err := os.Chown(p, 12345, 12345); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteFiles(out, DirOptions{Merge: true}, newFiles); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{out, filepath.Join(out, "A.png")} {
		info, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if uid, gid, _ := ownerOf(info); uid != 12345 || gid != 12345 {
			t.Errorf("%s: owner %d:%d, want 12345:12345", p, uid, gid)
		}
	}
	assertTree(t, root, under("out", written, nil))
}
