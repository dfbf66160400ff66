package exporter

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzImportZip feeds arbitrary bytes to ImportZip as an archive: it must
// never panic, and whatever it refuses leaves nothing behind.
func FuzzImportZip(f *testing.F) {
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte("not a zip"))
	files, _ := smallExportF(f)
	if data, err := ZipBytes(files); err == nil {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		root := t.TempDir()
		archive := filepath.Join(root, "in.zip")
		if err := os.WriteFile(archive, data, 0o644); err != nil {
			t.Fatal(err)
		}
		work := filepath.Join(root, "work")
		if err := os.Mkdir(work, 0o755); err != nil {
			t.Fatal(err)
		}
		_, err := ImportZip(archive, filepath.Join(work, "out"))
		left, _ := os.ReadDir(work)
		if err != nil && len(left) != 0 {
			t.Fatalf("refused (%v) but left %v", err, left)
		}
		if top, _ := os.ReadDir(root); len(top) != 2 {
			t.Fatalf("wrote beside the archive: %v", top)
		}
	})
}
