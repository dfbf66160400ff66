package exporter

import (
	"bytes"
	"io"
	"os"
)

// IsPNGFile reports whether the file at path begins as a PNG does. It
// reads its first 8 bytes, opening it without waiting (a named pipe put
// there is no PNG), so that a command about to replace the file can tell a
// picture it drew before from a file of someone else's.
func IsPNGFile(path string) (bool, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return false, err
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return false, err
	}
	head := make([]byte, len(pngSignature)) // pdfimage.go
	if _, err := io.ReadFull(f, head); err != nil {
		return false, nil // shorter than a signature
	}
	return bytes.Equal(head, pngSignature), nil
}
