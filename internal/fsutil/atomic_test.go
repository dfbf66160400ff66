package fsutil

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileAtomic(t *testing.T) {
	tests := []struct {
		name     string
		existing string // "" means no file before
		perm     os.FileMode
	}{
		{"new file", "", 0o644},
		{"replaces and keeps permissions", "old contents", 0o600},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "pack.json")
			if tt.existing != "" {
				if err := os.WriteFile(path, []byte(tt.existing), tt.perm); err != nil {
					t.Fatal(err)
				}
			}
			if err := WriteFileAtomic(path, []byte("new contents")); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(path)
			if err != nil || string(got) != "new contents" {
				t.Fatalf("read back %q, %v", got, err)
			}
			info, _ := os.Stat(path)
			if info.Mode().Perm() != tt.perm {
				t.Errorf("permissions %v, want %v", info.Mode().Perm(), tt.perm)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Errorf("temporary files left behind: %v", entries)
			}
		})
	}
}

func TestWriteFileAtomicFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A directory where the file should be makes the final rename fail,
	// as a crash between write and rename would: the old data must stay.
	target := filepath.Join(dir, "sub")
	if err := os.MkdirAll(filepath.Join(target, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(target, []byte("new")); err == nil {
		t.Fatal("rename over a non-empty directory succeeded")
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("old file changed to %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("temporary files left behind after a failure: %v", entries)
	}
}
