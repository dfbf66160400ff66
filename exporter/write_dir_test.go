package exporter

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// listTree lists every path under root (slash-separated, links marked
// with "->"), to check that nothing temporary was left behind.
func listTree(t *testing.T, root string) []string {
	t.Helper()
	var got []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || path == root {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.Type()&fs.ModeSymlink != 0 {
			dest, err := os.Readlink(path)
			got = append(got, rel+" -> "+dest)
			return err
		}
		got = append(got, rel)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// filesUnder is the listing of files written under dir, with their folders.
func filesUnder(dir string, files []File, more ...string) []string {
	set := map[string]bool{dir: true}
	for _, m := range more {
		set[m] = true
	}
	for _, f := range files {
		p := dir + "/" + f.Path
		for p != dir {
			set[p] = true
			p = p[:strings.LastIndex(p, "/")]
		}
	}
	out := make([]string, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

// TestWriteDirAndImportTargets: export --format dir and import onto a new
// folder, an empty one, a link to an empty one (filled, the link kept)
// and full ones (refused, nothing written).
func TestWriteDirAndImportTargets(t *testing.T) {
	files, _ := smallExport(t)
	archive := filepath.Join(t.TempDir(), "winter.zip")
	if err := WriteZip(archive, files); err != nil {
		t.Fatal(err)
	}
	ops := []struct {
		name  string
		write func(dir string) error
	}{
		{"export", func(dir string) error { return WriteDir(dir, files) }},
		{"import", func(dir string) error { _, err := ImportZip(archive, dir); return err }},
	}
	tests := []struct {
		name    string
		setup   func(t *testing.T, root string)
		want    []string
		refused string
	}{
		{name: "new folder", want: filesUnder("out", files)},
		{name: "empty folder",
			setup: func(t *testing.T, root string) { mustMkdir(t, filepath.Join(root, "out")) },
			want:  filesUnder("out", files)},
		{name: "symlink to an empty folder",
			setup: func(t *testing.T, root string) {
				mustMkdir(t, filepath.Join(root, "real"))
				mustSymlink(t, "real", filepath.Join(root, "out"))
			},
			want: filesUnder("real", files, "out -> real")},
		{name: "non-empty folder",
			setup: func(t *testing.T, root string) {
				mustMkdir(t, filepath.Join(root, "out"))
				mustWrite(t, filepath.Join(root, "out", "notes.txt"))
			},
			want:    []string{"out", "out/notes.txt"},
			refused: "out is not empty: choose a new or empty folder; nothing was written"},
		{name: "symlink to a non-empty folder",
			setup: func(t *testing.T, root string) {
				mustMkdir(t, filepath.Join(root, "real"))
				mustWrite(t, filepath.Join(root, "real", "notes.txt"))
				mustSymlink(t, "real", filepath.Join(root, "out"))
			},
			want:    []string{"out -> real", "real", "real/notes.txt"},
			refused: "out is not empty: choose a new or empty folder; nothing was written"},
	}
	for _, op := range ops {
		for _, tt := range tests {
			t.Run(op.name+"/"+tt.name, func(t *testing.T) {
				root := t.TempDir()
				if tt.setup != nil {
					tt.setup(t, root)
				}
				err := op.write(filepath.Join(root, "out"))
				switch {
				case tt.refused == "" && err != nil:
					t.Errorf("refused: %v", err)
				case tt.refused != "" && (err == nil || !strings.Contains(err.Error(), tt.refused)):
					t.Errorf("error %v, want one saying %q", err, tt.refused)
				}
				if got := listTree(t, root); !slices.Equal(got, tt.want) {
					t.Errorf("%s holds\n  %q\nwant\n  %q", root, got, tt.want)
				}
				if tt.refused != "" {
					return
				}
				for _, f := range files {
					data, err := os.ReadFile(filepath.Join(root, "out", filepath.FromSlash(f.Path)))
					if err != nil || !bytes.Equal(data, f.Data) {
						t.Errorf("%s differs (%v)", f.Path, err)
					}
				}
			})
		}
	}
}

// TestImportRefusedLeavesNothing: an archive refused midway (a file not
// matching its manifest) leaves the folder, or the link's folder, empty.
func TestImportRefusedLeavesNothing(t *testing.T) {
	files, _ := smallExport(t)
	damaged := slices.Clone(files)
	for i, f := range damaged {
		if f.Path == PackFile {
			damaged[i].Data = append(slices.Clone(f.Data), ' ')
		}
	}
	archive := filepath.Join(t.TempDir(), "damaged.zip")
	data, err := ZipBytes(damaged)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(archive, data, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		setup func(t *testing.T, root string)
		want  []string
	}{
		{name: "new folder"},
		{name: "empty folder", setup: func(t *testing.T, root string) { mustMkdir(t, filepath.Join(root, "out")) },
			want: []string{"out"}},
		{name: "symlink to an empty folder",
			setup: func(t *testing.T, root string) {
				mustMkdir(t, filepath.Join(root, "real"))
				mustSymlink(t, "real", filepath.Join(root, "out"))
			},
			want: []string{"out -> real", "real"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			if tt.setup != nil {
				tt.setup(t, root)
			}
			_, err := ImportZip(archive, filepath.Join(root, "out"))
			if err == nil || !strings.Contains(err.Error(), "does not match its SHA-256") {
				t.Errorf("error %v, want a refused damaged archive", err)
			}
			if got := listTree(t, root); !slices.Equal(got, tt.want) {
				t.Errorf("%s holds %q, want %q", root, got, tt.want)
			}
		})
	}
}

func mustMkdir(t *testing.T, dir string) {
	t.Helper()
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
}

func mustSymlink(t *testing.T, dest, link string) {
	t.Helper()
	if err := os.Symlink(dest, link); err != nil {
		t.Fatal(err)
	}
}

func mustWrite(t *testing.T, path string) {
	t.Helper()
	if err := os.WriteFile(path, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWriteDirFailureLeavesNothing: a file that cannot be written midway
// (here a file where a folder must go) leaves no folder and no temporary
// one, and the message names the file, not the temporary folder.
func TestWriteDirFailureLeavesNothing(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, root string)
		want  []string
	}{
		{name: "new folder"},
		{name: "symlink to an empty folder",
			setup: func(t *testing.T, root string) {
				mustMkdir(t, filepath.Join(root, "real"))
				mustSymlink(t, "real", filepath.Join(root, "out"))
			},
			want: []string{"out -> real", "real"}},
	}
	files := []File{{Path: "pack.json", Data: []byte("{}")}, {Path: "tiles", Data: []byte("x")}, {Path: "tiles/A.png", Data: []byte("x")}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			if tt.setup != nil {
				tt.setup(t, root)
			}
			out := filepath.Join(root, "out")
			err := WriteDir(out, files)
			want := "cannot write tiles/A.png into " + out + ": not a directory; nothing was written"
			if err == nil || err.Error() != want {
				t.Errorf("error %v\nwant  %s", err, want)
			}
			if got := listTree(t, root); !slices.Equal(got, tt.want) {
				t.Errorf("%s holds %q, want %q", root, got, tt.want)
			}
		})
	}
}
