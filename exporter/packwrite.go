package exporter

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// zipTime is the time every entry of our zips carries, so that the same
// files make the same archive bytes.
var zipTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// ZipBytes packs files into a zip archive, deterministically: entries in
// the given order, a fixed time, PNGs stored (they are compressed
// already), everything else deflated.
func ZipBytes(files []File) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		h := &zip.FileHeader{Name: f.Path, Method: zip.Deflate, Modified: zipTime}
		if strings.HasSuffix(f.Path, ".png") {
			h.Method = zip.Store
		}
		h.SetMode(0o644)
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, fmt.Errorf("exporter: zip %s: %w", f.Path, err)
		}
		if _, err := w.Write(f.Data); err != nil {
			return nil, fmt.Errorf("exporter: zip %s: %w", f.Path, err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("exporter: zip: %w", err)
	}
	return buf.Bytes(), nil
}

// WriteZip writes files as a zip archive at path, atomically: a failure
// leaves the old file (if any) as it was.
func WriteZip(path string, files []File) error {
	data, err := ZipBytes(files)
	if err != nil {
		return err
	}
	if err := fsutil.WriteFileAtomic(path, data); err != nil {
		return fmt.Errorf("exporter: %w", err)
	}
	return nil
}

// WriteDir writes files into dir, which must not exist or be empty. They
// are written into a temporary folder beside dir that is then renamed to
// it, so a failure leaves nothing half-written.
func WriteDir(dir string, files []File) error {
	if err := checkFreeDir(dir); err != nil {
		return err
	}
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fmt.Errorf("exporter: %w", err)
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".tmp-*")
	if err != nil {
		return fmt.Errorf("exporter: %w", err)
	}
	defer os.RemoveAll(tmp) // gone after the rename; cleans up on failure
	for _, f := range files {
		target := filepath.Join(tmp, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return fmt.Errorf("exporter: %w", err)
		}
		if err := os.WriteFile(target, f.Data, 0o644); err != nil {
			return fmt.Errorf("exporter: %w", err)
		}
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return fmt.Errorf("exporter: %w", err)
	}
	_ = os.Remove(dir) // an empty folder is replaced
	if err := os.Rename(tmp, dir); err != nil {
		return fmt.Errorf("exporter: write %s: %w", dir, err)
	}
	return nil
}

// checkFreeDir refuses a folder that exists with something in it: an
// export never overwrites a designer's files.
func checkFreeDir(dir string) error {
	f, err := os.Open(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("exporter: %w", err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return fmt.Errorf("exporter: %w", err)
	}
	if !info.IsDir() {
		return fmt.Errorf("exporter: %s exists and is not a folder: choose another --out", dir)
	}
	if _, err := f.Readdirnames(1); err != io.EOF {
		return fmt.Errorf("exporter: %s is not empty: choose a new or empty folder, nothing was written", dir)
	}
	return nil
}
