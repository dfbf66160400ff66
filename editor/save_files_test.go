package editor

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// TestSaveKeepsWhatItWasGiven: saving never destroys a file the designer
// did not mean to replace — a read-only pack is refused with what to do in
// the editor, a symbolic link stays a link, and a device or a huge file is
// refused when opened.
func TestSaveKeepsWhatItWasGiven(t *testing.T) {
	open := func(t *testing.T) (*Document, string) {
		t.Helper()
		doc, err := OpenBuiltin("winter-edition")
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "pack.json")
		if err := doc.SaveAs(path); err != nil {
			t.Fatal(err)
		}
		return doc, path
	}
	t.Run("a read-only pack is refused and left as it was", func(t *testing.T) {
		doc, path := open(t)
		before, _ := os.ReadFile(path)
		if err := os.Chmod(path, 0o444); err != nil {
			t.Fatal(err)
		}
		err := doc.Save()
		if !errors.Is(err, fsutil.ErrReadOnly) {
			t.Fatalf("Save = %v, want a read-only refusal", err)
		}
		if !strings.HasPrefix(err.Error(), path) {
			t.Errorf("message %q does not start with the file it names", err)
		}
		if want := "is read-only: make it writable (chmod u+w) or use File, Save As… to save a copy elsewhere; nothing was written"; !strings.Contains(err.Error(), want) {
			t.Errorf("message %q does not say %q", err, want)
		}
		if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
			t.Error("the read-only pack changed")
		}
	})
	t.Run("saving through a symbolic link keeps the link", func(t *testing.T) {
		doc, path := open(t)
		link := filepath.Join(filepath.Dir(path), "link.json")
		if err := os.Symlink("pack.json", link); err != nil {
			t.Fatal(err)
		}
		if err := doc.SaveAs(link); err != nil {
			t.Fatal(err)
		}
		if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("link.json is no longer a link (%v)", err)
		}
	})
	t.Run("opening a device is refused without reading it", func(t *testing.T) {
		_, err := Open("/dev/zero")
		if !errors.Is(err, fsutil.ErrNotRegular) {
			t.Fatalf("Open(/dev/zero) = %v, want a refusal", err)
		}
	})
}
