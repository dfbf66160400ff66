package exporter

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestImportCountsTheDirectoryFirst: an archive's claims about itself are
// checked before archive/zip reads its directory: its size, and how many
// entries its end record (or zip64 record) says the directory lists.
func TestImportCountsTheDirectoryFirst(t *testing.T) {
	end := func(entries uint16) []byte {
		b := make([]byte, 22)
		copy(b, "PK\x05\x06")
		binary.LittleEndian.PutUint16(b[8:], entries)
		binary.LittleEndian.PutUint16(b[10:], entries)
		return b
	}
	zip64 := func(entries uint64) []byte {
		rec := make([]byte, 56)
		copy(rec, "PK\x06\x06")
		binary.LittleEndian.PutUint64(rec[24:], entries)
		binary.LittleEndian.PutUint64(rec[32:], entries)
		loc := make([]byte, 20)
		copy(loc, "PK\x06\x07")
		binary.LittleEndian.PutUint64(loc[8:], 0) // the record is at offset 0
		return append(append(rec, loc...), end(0xffff)...)
	}
	for _, tc := range []struct {
		name string
		data []byte
		size int64 // a sparse file of this size, ending in data
		want string
	}{
		{"an end record claiming 60000 entries", end(60000), 0, "refused: the archive's directory lists 60000 entries; an exported pack has at most 4096"},
		{"a zip64 record claiming 2^40 entries", zip64(1 << 40), 0, "refused: the archive's directory lists 1099511627776 entries; an exported pack has at most 4096"},
		{"an archive of 600 MiB", end(1), 600 << 20, "refused: the archive is 600 MiB; an exported pack's is at most 528 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			archive := filepath.Join(root, "in.zip")
			f, err := os.Create(archive)
			if err != nil {
				t.Fatal(err)
			}
			if tc.size > 0 {
				f.Truncate(tc.size - int64(len(tc.data)))
				f.Seek(0, 2)
			}
			f.Write(tc.data)
			f.Close()
			_, err = ImportZip(archive, filepath.Join(root, "out"))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
