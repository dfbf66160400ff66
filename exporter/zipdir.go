package exporter

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
)

// An archive's directory, at its end, says how many entries it holds;
// archive/zip reads every one of them before anyone can count them. So an
// import reads that count first and refuses an archive past the limits
// before its directory is read.

// maxImportArchive caps an archive's own size: MaxImportTotalSize of files
// stored as they are, with the headers of MaxImportEntries entries.
const maxImportArchive = MaxImportTotalSize + 16<<20

// checkArchiveSize refuses an archive larger than one of its kind can be,
// or whose directory lists more entries than one holds, reading only its
// last 64 KiB (and a zip64 record the end points to).
func checkArchiveSize(r io.ReaderAt, size int64, kind archiveKind) error {
	if size > maxImportArchive {
		return fmt.Errorf("the archive is %d MiB; %s's is at most %d MiB", size>>20, kind.holds, maxImportArchive>>20)
	}
	const endLen, zip64LocatorLen, zip64EndLen = 22, 20, 56
	tail := make([]byte, min(size, 0xffff+endLen))
	at := size - int64(len(tail))
	if _, err := r.ReadAt(tail, at); err != nil && err != io.EOF {
		return nil // archive/zip says what is wrong
	}
	end := -1
	for i := len(tail) - endLen; i >= 0; i-- {
		if bytes.HasPrefix(tail[i:], []byte("PK\x05\x06")) && i+endLen+int(binary.LittleEndian.Uint16(tail[i+20:])) <= len(tail) {
			end = i
			break
		}
	}
	if end < 0 {
		return nil // not a zip: archive/zip says so
	}
	entries := uint64(binary.LittleEndian.Uint16(tail[end+10:]))
	if entries == 0xffff && end >= zip64LocatorLen && bytes.HasPrefix(tail[end-zip64LocatorLen:], []byte("PK\x06\x07")) {
		rec := make([]byte, zip64EndLen)
		off := int64(binary.LittleEndian.Uint64(tail[end-zip64LocatorLen+8:]))
		if off >= 0 && off <= size-zip64EndLen {
			if _, err := r.ReadAt(rec, off); err == nil && bytes.HasPrefix(rec, []byte("PK\x06\x06")) {
				entries = binary.LittleEndian.Uint64(rec[32:])
			}
		}
	}
	if entries > MaxImportEntries {
		return fmt.Errorf("the archive's directory lists %d entries; %s has at most %d", entries, kind.holds, MaxImportEntries)
	}
	return nil
}
