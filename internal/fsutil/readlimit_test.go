package fsutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
)

func TestReadFileLimit(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.json")
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(small, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, make([]byte, 2049), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path string
		want       error
		msg        string
	}{
		{"a small file is read whole", small, nil, ""},
		{"a file past the limit is refused", big, ErrTooLarge, big + " is larger than 2 KiB, the most a pack may be"},
		{"a device is refused before reading", "/dev/zero", ErrNotRegular, "/dev/zero is not a regular file: name a pack file"},
		{"a folder is refused", dir, ErrNotRegular, dir + " is a folder: name a pack file"},
		{"a missing file keeps the os error", filepath.Join(dir, "gone"), os.ErrNotExist, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, err := ReadFileLimit(tt.path, 2048, "pack")
			if !errors.Is(err, tt.want) && !(tt.want == nil && err == nil) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if tt.want == nil && string(data) != "{}" {
				t.Errorf("data = %q", data)
			}
			if tt.msg != "" && err.Error() != tt.msg {
				t.Errorf("message:\n got %q\nwant %q", err.Error(), tt.msg)
			}
		})
	}
}

func TestStatRegular(t *testing.T) {
	fsys := fstest.MapFS{
		"art/u.png":  {Data: []byte("png")},
		"art/pipe":   {Mode: fs.ModeNamedPipe},
		"art/folder": {Mode: fs.ModeDir},
		"art/link":   {Data: []byte("u.png"), Mode: fs.ModeSymlink},
	}
	tests := []struct {
		name, path string
		want       error
		msg        string
	}{
		{"a file", "art/u.png", nil, ""},
		{"a link to a file is followed", "art/link", nil, ""},
		{"a named pipe is refused", "art/pipe", ErrNotRegular, "art/pipe is not a regular file: name a PNG file"},
		{"a folder is refused", "art/folder", ErrNotRegular, "art/folder is a folder: name a PNG file"},
		{"a missing file keeps the fs error", "art/gone.png", fs.ErrNotExist, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info, err := StatRegular(fsys, tt.path, "PNG")
			if tt.want == nil {
				if err != nil || !info.Mode().IsRegular() {
					t.Fatalf("StatRegular = %v, %v; want a regular file", info, err)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if tt.msg != "" && err.Error() != tt.msg {
				t.Errorf("message:\n got %q\nwant %q", err.Error(), tt.msg)
			}
		})
	}
}
