package fsutil

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tree is a folder's whole content: a file's path maps to its data, a
// folder's to "/", a link's to "-> dest".
type tree map[string]string

func readTree(t *testing.T, root string) tree {
	t.Helper()
	got := tree{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || path == root {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			dest, err := os.Readlink(path)
			got[rel] = "-> " + dest
			return err
		case d.IsDir():
			got[rel] = "/"
		default:
			data, err := os.ReadFile(path)
			got[rel] = string(data)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func assertTree(t *testing.T, root string, want tree) {
	t.Helper()
	got := readTree(t, root)
	if !maps.Equal(got, want) {
		t.Errorf("%s holds\n  %v\nwant\n  %v", root, got, want)
	}
}

func mkdir(t *testing.T, path string, perm fs.FileMode) {
	t.Helper()
	if err := os.MkdirAll(path, perm); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, perm); err != nil {
		t.Fatal(err)
	}
}

// newFiles is what the write callbacks write: A.png and art/B.png.
func newFiles(tmp string) error {
	if err := os.WriteFile(filepath.Join(tmp, "A.png"), []byte("new A"), 0o644); err != nil {
		return err
	}
	if err := os.Mkdir(filepath.Join(tmp, "art"), 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(tmp, "art", "B.png"), []byte("new B"), 0o644)
}

var written = tree{"A.png": "new A", "art": "/", "art/B.png": "new B"}

// under puts a tree's paths under a folder, with more entries.
func under(dir string, t tree, more tree) tree {
	out := tree{dir: "/"}
	for k, v := range t {
		out[dir+"/"+k] = v
	}
	maps.Copy(out, more)
	return out
}

func TestWriteFiles(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(t *testing.T, root string)
		out     string
		opts    DirOptions
		want    tree        // the whole of root afterwards
		kept    string      // a folder that must stay the same folder
		mode    fs.FileMode // of out's folder, 0: not checked
		modeOf  map[string]fs.FileMode
		kind    error
		message string // in the error; "" means none
	}{
		{name: "new folder", out: "out", want: under("out", written, nil), mode: 0o755},
		{name: "new folder, parents made", out: "a/b/out", want: under("a/b/out", written, tree{"a": "/", "a/b": "/"})},
		{name: "empty folder kept with its mode", out: "out", kept: "out", mode: 0o750,
			setup: func(t *testing.T, root string) { mkdir(t, filepath.Join(root, "out"), 0o750) },
			want:  under("out", written, nil)},
		{name: "symlink to an empty folder: the link is kept", out: "out", kept: "real",
			setup: func(t *testing.T, root string) {
				mkdir(t, filepath.Join(root, "real"), 0o755)
				symlink(t, "real", filepath.Join(root, "out"))
			},
			want: under("real", written, tree{"out": "-> real"})},
		{name: "dangling symlink: its target is made", out: "out",
			setup: func(t *testing.T, root string) { symlink(t, "real", filepath.Join(root, "out")) },
			want:  under("real", written, tree{"out": "-> real"})},
		{name: "non-empty folder refused", out: "out", opts: DirOptions{Flag: "--out"},
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "out", "old.txt"), "old", 0o644) },
			want:  tree{"out": "/", "out/old.txt": "old"},
			kind:  ErrNotEmpty, message: "--out out is not empty: choose a new or empty folder; nothing was written"},
		{name: "symlink to a non-empty folder refused", out: "out",
			setup: func(t *testing.T, root string) {
				writeFile(t, filepath.Join(root, "real", "old.txt"), "old", 0o644)
				symlink(t, "real", filepath.Join(root, "out"))
			},
			want: tree{"out": "-> real", "real": "/", "real/old.txt": "old"},
			kind: ErrNotEmpty, message: "out is not empty"},
		{name: "a file refused", out: "out",
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "out"), "old", 0o644) },
			want:  tree{"out": "old"},
			kind:  ErrNotFile, message: "out exists and is not a folder: choose a folder; nothing was written"},
		{name: "merge: new files in, same names replaced, others kept", out: "out", kept: "out",
			opts: DirOptions{Merge: true},
			setup: func(t *testing.T, root string) {
				writeFile(t, filepath.Join(root, "out", "old.txt"), "old", 0o644)
				writeFile(t, filepath.Join(root, "out", "A.png"), "old A", 0o600)
				writeFile(t, filepath.Join(root, "out", "art", "C.png"), "old C", 0o644)
			},
			modeOf: map[string]fs.FileMode{"out/A.png": 0o600, "out/art/B.png": 0o644},
			want:   under("out", written, tree{"out/old.txt": "old", "out/art/C.png": "old C"})},
		{name: "merge: a link to a file outside is refused, not written through", out: "out",
			opts: DirOptions{Merge: true, Flag: "--out"},
			setup: func(t *testing.T, root string) {
				writeFile(t, filepath.Join(root, "home", "bashrc"), "rc", 0o644)
				mkdir(t, filepath.Join(root, "out"), 0o755)
				symlink(t, "../home/bashrc", filepath.Join(root, "out", "A.png"))
			},
			want: tree{"home": "/", "home/bashrc": "rc", "out": "/", "out/A.png": "-> ../home/bashrc"},
			kind: ErrLink, message: "out/A.png is a symbolic link (to ../home/bashrc): remove it or choose another folder; nothing was written"},
		{name: "merge: a dangling link is refused, its target not made", out: "out", opts: DirOptions{Merge: true},
			setup: func(t *testing.T, root string) {
				mkdir(t, filepath.Join(root, "out"), 0o755)
				symlink(t, "../made.png", filepath.Join(root, "out", "A.png"))
			},
			want: tree{"out": "/", "out/A.png": "-> ../made.png"},
			kind: ErrLink, message: "out/A.png is a symbolic link (to ../made.png): remove it or choose another folder; nothing was written"},
		{name: "merge: a link to a folder where a folder goes is refused", out: "out", opts: DirOptions{Merge: true},
			setup: func(t *testing.T, root string) {
				mkdir(t, filepath.Join(root, "elsewhere"), 0o755)
				mkdir(t, filepath.Join(root, "out"), 0o755)
				symlink(t, "../elsewhere", filepath.Join(root, "out", "art"))
			},
			want: tree{"elsewhere": "/", "out": "/", "out/art": "-> ../elsewhere"},
			kind: ErrNotFile, message: "out/art is a symbolic link (to ../elsewhere): remove it or choose another folder; nothing was written"},
		{name: "merge: a file with another name is replaced, the other name kept", out: "out",
			opts: DirOptions{Merge: true},
			setup: func(t *testing.T, root string) {
				writeFile(t, filepath.Join(root, "keep.png"), "old A", 0o644)
				mkdir(t, filepath.Join(root, "out"), 0o755)
				if err := os.Link(filepath.Join(root, "keep.png"), filepath.Join(root, "out", "A.png")); err != nil {
					t.Fatal(err)
				}
			},
			want: under("out", written, tree{"keep.png": "old A"})},
		{name: "merge: read-only file refused", out: "out", opts: DirOptions{Merge: true, Flag: "--out"},
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "out", "A.png"), "old A", 0o444) },
			want:  tree{"out": "/", "out/A.png": "old A"},
			kind:  ErrReadOnly, message: "out/A.png is read-only: make it writable (chmod u+w) or pass --force; nothing was written"},
		{name: "merge: read-only file forced", out: "out", opts: DirOptions{Merge: true, Force: true},
			setup:  func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "out", "A.png"), "old A", 0o444) },
			modeOf: map[string]fs.FileMode{"out/A.png": 0o444},
			want:   under("out", written, nil)},
		{name: "merge: an input is not replaced", out: "out",
			opts: DirOptions{Merge: true, Flag: "--out", Inputs: []Input{{Path: "pack.json", Role: "the pack being rendered"}}},
			setup: func(t *testing.T, root string) {
				writeFile(t, filepath.Join(root, "pack.json"), "pack", 0o644)
				mkdir(t, filepath.Join(root, "out", "art"), 0o755)
				if err := os.Link(filepath.Join(root, "pack.json"), filepath.Join(root, "out", "art", "B.png")); err != nil {
					t.Fatal(err)
				}
			},
			want: tree{"pack.json": "pack", "out": "/", "out/art": "/", "out/art/B.png": "pack"},
			kind: ErrIsInput, message: "--out out would replace out/art/B.png, which is the pack being rendered (pack.json): choose another folder; nothing was written"},
		{name: "merge: a folder where a file goes", out: "out", opts: DirOptions{Merge: true},
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "out", "A.png", "x"), "x", 0o644) },
			want:  tree{"out": "/", "out/A.png": "/", "out/A.png/x": "x"},
			kind:  ErrNotFile, message: "out/A.png is a folder: name a file to write; nothing was written"},
		{name: "merge: a file where a folder goes", out: "out", opts: DirOptions{Merge: true},
			setup: func(t *testing.T, root string) { writeFile(t, filepath.Join(root, "out", "art"), "x", 0o644) },
			want:  tree{"out": "/", "out/art": "x"},
			kind:  ErrNotFile, message: "out/art is a file where a folder of new files goes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			t.Chdir(root)
			if tt.setup != nil {
				tt.setup(t, root)
			}
			var before fs.FileInfo
			if tt.kept != "" {
				before, _ = os.Stat(tt.kept)
			}
			err := WriteFiles(tt.out, tt.opts, newFiles)
			assertTree(t, root, tt.want)
			if tt.message == "" {
				if err != nil {
					t.Fatal(err)
				}
			} else {
				if err == nil || !strings.Contains(err.Error(), tt.message) {
					t.Errorf("error %v, want one saying %q", err, tt.message)
				}
				if !errors.Is(err, tt.kind) {
					t.Errorf("error %v is not %v", err, tt.kind)
				}
			}
			if tt.kept != "" {
				if after, err := os.Stat(tt.kept); err != nil || !os.SameFile(before, after) {
					t.Errorf("%s was replaced by another folder (%v)", tt.kept, err)
				}
			}
			if tt.mode != 0 {
				if info, err := os.Stat(tt.out); err != nil || info.Mode().Perm() != tt.mode {
					t.Errorf("%s: mode %v (%v), want %v", tt.out, info.Mode().Perm(), err, tt.mode)
				}
			}
			for name, mode := range tt.modeOf {
				if info, err := os.Stat(name); err != nil || info.Mode().Perm() != mode {
					t.Errorf("%s: mode %v (%v), want %v", name, info.Mode().Perm(), err, mode)
				}
			}
		})
	}
}
