package fsutil

import (
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"testing"
)

// TestDirFS: DirFS reads like os.DirFS.
func TestDirFS(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "art", "u.png"), "png", 0o644)
	fsys := DirFS(dir)
	tests := []struct {
		name string
		run  func(t *testing.T) error
	}{
		{"a file is read", func(t *testing.T) error {
			data, err := fs.ReadFile(fsys, "art/u.png")
			if err == nil && string(data) != "png" {
				t.Errorf("read %q, want png", data)
			}
			return err
		}},
		{"a folder is walked", func(t *testing.T) error {
			var got []string
			err := fs.WalkDir(fsys, ".", func(path string, _ fs.DirEntry, err error) error {
				got = append(got, path)
				return err
			})
			if want := []string{".", "art", "art/u.png"}; err == nil && !slices.Equal(got, want) {
				t.Errorf("walked %q, want %q", got, want)
			}
			return err
		}},
		{"a missing file is fs.ErrNotExist", func(t *testing.T) error {
			_, err := fsys.Open("art/gone.png")
			var pe *fs.PathError
			if !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &pe) || pe.Path != "art/gone.png" {
				t.Errorf("err = %v, want art/gone.png not found", err)
			}
			return nil
		}},
		{"a path out of the folder is refused", func(t *testing.T) error {
			if _, err := fsys.Open("../x"); !errors.Is(err, fs.ErrInvalid) {
				t.Errorf("err = %v, want %v", err, fs.ErrInvalid)
			}
			return nil
		}},
		{"stat", func(t *testing.T) error {
			info, err := fs.Stat(fsys, "art/u.png")
			if err == nil && info.Size() != 3 {
				t.Errorf("size %d, want 3", info.Size())
			}
			return err
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.run(t); err != nil {
				t.Fatal(err)
			}
		})
	}
}
