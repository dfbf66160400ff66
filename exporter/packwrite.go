package exporter

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
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
			return nil, fmt.Errorf("zip %s: %w", f.Path, err)
		}
		if _, err := w.Write(f.Data); err != nil {
			return nil, fmt.Errorf("zip %s: %w", f.Path, err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("zip: %w", err)
	}
	return buf.Bytes(), nil
}

// WriteZip writes files as a zip archive at path, atomically: a failure
// leaves the old file (if any) as it was.
func WriteZip(path string, files []File) error {
	return writeZip(path, files, false)
}

// writeZip is WriteZip that, with force, also replaces a read-only file.
func writeZip(path string, files []File, force bool) error {
	data, err := ZipBytes(files)
	if err != nil {
		return err
	}
	if err := fsutil.WriteFileAtomicOpts(path, data, fsutil.WriteOptions{Force: force}); err != nil {
		return err
	}
	return nil
}

// WriteDir writes files into dir, which must not exist or be empty. They
// are written into a temporary folder beside dir and moved in only when
// all are written, so a failure leaves nothing half-written. A symbolic
// link to a folder is followed and kept.
func WriteDir(dir string, files []File) error {
	err := fsutil.WriteFiles(dir, fsutil.DirOptions{}, func(tmp string) error {
		for _, f := range files {
			if err := writeUnder(tmp, f.Path, f.Data); err != nil {
				return fmt.Errorf("cannot write %s into %s: %w; nothing was written", f.Path, dir, err)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return nil
}

// writeUnder writes one file at the slash-separated path name under root.
// Its errors are the system's alone ("no space left on device"), without
// the temporary folder's name.
func writeUnder(root, name string, data []byte) error {
	target := filepath.Join(root, filepath.FromSlash(name))
	err := os.MkdirAll(filepath.Dir(target), 0o755)
	if err == nil {
		err = os.WriteFile(target, data, 0o644)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
