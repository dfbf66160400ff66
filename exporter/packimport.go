package exporter

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

// What an imported archive may hold at most: more is refused as unsafe.
const (
	MaxImportEntries   = 4096
	MaxImportFileSize  = 64 << 20
	MaxImportTotalSize = 512 << 20
	maxManifestSize    = 4 << 20
)

// archiveKind words the refusals of one kind of archive we read: the
// safety rules are the same for all, only the names differ.
type archiveKind struct {
	holds string // what such an archive is, e.g. "an exported pack"
	want  string // what to name instead of a folder or a device
}

// packArchive is an archive 'tilesmith export --format zip' writes.
var packArchive = archiveKind{
	holds: "an exported pack",
	want:  "a zip file ('tilesmith export --format zip' writes one)",
}

// ImportZip checks the exported pack archive at zipPath and unpacks it
// into dir, which must not exist or be empty. It refuses unsafe archives —
// paths that leave the folder, links, too many entries, files bigger than
// they claim or than the limits — archives whose files do not match their
// manifest, and archives whose pack is not valid or whose artwork an
// export could not read (CheckArtwork, on the unpacked files); a refused
// archive writes nothing: files go to a temporary folder beside dir and
// move into dir only when every check has passed. A symbolic link to a
// folder is followed and kept. Anything but a regular file at zipPath (a
// named pipe, a device) is refused without waiting on it.
func ImportZip(zipPath, dir string) (*schema.Pack, error) {
	return ImportZipChecked(zipPath, dir, nil)
}

// ImportZipChecked is ImportZip with a check of its own on the unpacked
// pack, run with its artwork in place before anything moves into dir: the
// command line runs there what validate runs besides the schema and the
// artwork (the engine's set-up of every mix). Its errors refuse the
// archive; its diagnostics are told at pack.json's lines.
func ImportZipChecked(zipPath, dir string, check func(*schema.Pack) schema.Diagnostics) (*schema.Pack, error) {
	f, size, err := openArchive(zipPath, packArchive)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := checkArchiveSize(f, size, packArchive); err != nil {
		return nil, fmt.Errorf("import %s: refused: %w", zipPath, err)
	}
	zr, err := zip.NewReader(f, size)
	if errors.Is(err, zip.ErrInsecurePath) {
		err = nil // checkEntries names the entry and why
	}
	switch {
	case errors.Is(err, zip.ErrFormat), errors.Is(err, zip.ErrAlgorithm), errors.Is(err, zip.ErrChecksum):
		return nil, fmt.Errorf("%s is not a zip archive ('tilesmith export --format zip' writes one): nothing was written", zipPath)
	case err != nil:
		return nil, fmt.Errorf("cannot read %s: %s; nothing was written", zipPath, systemReason(err))
	}
	if err := checkEntries(zr.File, packArchive); err != nil {
		return nil, fmt.Errorf("import %s: refused: %w", zipPath, err)
	}
	manifest, err := readManifest(zr.File)
	if err != nil {
		return nil, fmt.Errorf("import %s: %w", zipPath, err)
	}
	var p *schema.Pack
	var unpackErr error // the checks' own errors, already worded
	err = fsutil.WriteFiles(dir, fsutil.DirOptions{}, func(tmp string) error {
		p, unpackErr = unpack(zipPath, zr.File, manifest, tmp, check)
		return unpackErr
	})
	switch {
	case err != nil && err == unpackErr:
		return nil, err
	case err != nil:
		return nil, fmt.Errorf("import %s: %w", zipPath, err)
	}
	return p, nil
}

// openArchive opens the file at path for reading as an archive: only a
// regular file, checked before it is opened (a named pipe would wait for a
// writer) and again once open, without waiting where the system can.
func openArchive(path string, kind archiveKind) (*os.File, int64, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, 0, fmt.Errorf("cannot read %s: %s", path, systemReason(err))
	}
	if err := archiveIsFile(path, info, kind); err != nil {
		return nil, 0, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, 0, fmt.Errorf("cannot read %s: %s", path, systemReason(err))
	}
	if info, err = f.Stat(); err == nil {
		err = archiveIsFile(path, info, kind)
	}
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, info.Size(), nil
}

// archiveIsFile refuses anything but a regular file as an archive.
func archiveIsFile(path string, info fs.FileInfo, kind archiveKind) error {
	switch {
	case info.Mode().IsRegular():
		return nil
	case info.IsDir():
		return fmt.Errorf("%s is a folder: name %s", path, kind.want)
	}
	return fmt.Errorf("%s is not a regular file (%s): name %s", path, fileKind(info.Mode()), kind.want)
}

// fileKind names the kind of a file that is not a regular one.
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "not a plain file"
}

// unpack writes the archive's files under tmp, checking each against the
// manifest, and checks the pack they make as validate would: the schema,
// the artwork as the exports read it, and check.
func unpack(zipPath string, files []*zip.File, manifest *importManifest, tmp string, check func(*schema.Pack) schema.Diagnostics) (*schema.Pack, error) {
	var packData []byte
	for _, f := range files {
		if f.FileInfo().IsDir() {
			continue
		}
		data, err := readEntry(f)
		if err != nil {
			return nil, fmt.Errorf("import %s: refused: %w", zipPath, err)
		}
		if f.Name == PackFile {
			packData = data
		}
		if err := manifest.check(f.Name, data); err != nil {
			return nil, fmt.Errorf("import %s: %w", zipPath, err)
		}
		if err := writeUnder(tmp, f.Name, data); err != nil {
			return nil, fmt.Errorf("import %s: cannot write %s: %w; nothing was written", zipPath, f.Name, err)
		}
	}
	if err := manifest.complete(); err != nil {
		return nil, fmt.Errorf("import %s: %w", zipPath, err)
	}
	if packData == nil {
		return nil, fmt.Errorf("import %s: the archive has no %s: it is not an exported pack", zipPath, PackFile)
	}
	p, diags := schema.Check(PackFile, packData)
	if !diags.HasErrors() {
		diags = append(diags, unpackedArtwork(p, tmp)...)
	}
	if !diags.HasErrors() && check != nil {
		diags = append(diags, check(p)...)
	}
	if diags.HasErrors() {
		return nil, fmt.Errorf("import %s: its %s is not a valid pack, so nothing was written:\n%s", zipPath, PackFile, strings.TrimSuffix(diags.Normalize().String(), "\n"))
	}
	return p, nil
}

// unpackedArtwork checks the artwork of a pack unpacked into tmp as the
// exports read it, told at the tiles' "art" in pack.json.
func unpackedArtwork(p *schema.Pack, tmp string) schema.Diagnostics {
	if !slices.ContainsFunc(p.Tiles, func(t schema.Tile) bool { return t.Art != "" }) {
		return nil
	}
	at := func(pointer, msg string) schema.Diagnostic {
		pos := p.Source.Value(pointer)
		return schema.Diagnostic{File: PackFile, Line: pos.Line, Col: pos.Col, Pointer: pointer, Severity: schema.SeverityError, Message: msg}
	}
	var out schema.Diagnostics
	for _, problem := range CheckArtwork(p, ArtFolder(tmp)) {
		out = append(out, at(fmt.Sprintf("/tiles/%d/art", problem.Tile), problem.Err.Error()))
	}
	return out
}

// checkEntries refuses archives that could write outside the target
// folder, hold links or devices, or are too big, from their headers alone.
func checkEntries(files []*zip.File, kind archiveKind) error {
	if len(files) > MaxImportEntries {
		return fmt.Errorf("the archive has %d entries; %s has at most %d", len(files), kind.holds, MaxImportEntries)
	}
	seen := make(map[string]bool, len(files))
	var total uint64
	for _, f := range files {
		name := f.Name
		if err := checkEntryName(name); err != nil {
			return err
		}
		mode := f.Mode()
		if mode&fs.ModeSymlink != 0 {
			return fmt.Errorf("entry %q is a symbolic link; %s holds plain files only", name, kind.holds)
		}
		if !mode.IsRegular() && !mode.IsDir() {
			return fmt.Errorf("entry %q is not a plain file (%v)", name, mode.Type())
		}
		key := strings.TrimSuffix(name, "/")
		if seen[key] {
			return fmt.Errorf("entry %q appears twice", name)
		}
		seen[key] = true
		if f.UncompressedSize64 > MaxImportFileSize {
			return fmt.Errorf("entry %q unpacks to %d bytes; at most %d MiB per file", name, f.UncompressedSize64, MaxImportFileSize>>20)
		}
		total += f.UncompressedSize64
		if total > MaxImportTotalSize {
			return fmt.Errorf("the archive unpacks to more than %d MiB", MaxImportTotalSize>>20)
		}
	}
	return nil
}

// checkEntryName refuses names that are absolute, climb out with "..",
// use backslashes or drive letters, or are not in clean form.
func checkEntryName(name string) error {
	clean := strings.TrimSuffix(name, "/")
	switch {
	case clean == "" || clean == ".":
		return fmt.Errorf("an entry has an empty name")
	case strings.ContainsAny(name, "\\:\x00"):
		return fmt.Errorf("entry %q has a backslash, colon or NUL in its name", name)
	case strings.HasPrefix(name, "/"):
		return fmt.Errorf("entry %q has an absolute path: it would be written outside the folder", name)
	case path.Clean(clean) != clean:
		return fmt.Errorf("entry %q is not a clean relative path", name)
	case clean == ".." || strings.HasPrefix(clean, "../"):
		return fmt.Errorf("entry %q climbs out with \"..\": it would be written outside the folder", name)
	}
	return nil
}

// readEntry reads one entry, refusing one that unpacks to more than its
// header declared (a decompression bomb lies about its size).
func readEntry(f *zip.File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("entry %q: %w", f.Name, err)
	}
	defer rc.Close()
	limit := int64(min(f.UncompressedSize64, MaxImportFileSize))
	data, err := io.ReadAll(io.LimitReader(rc, limit+1))
	if errors.Is(err, zip.ErrFormat) || errors.Is(err, zip.ErrChecksum) {
		// archive/zip notices a stream longer than its header first.
		return nil, fmt.Errorf("entry %q is damaged or unpacks to more than the %d bytes its header declares: %w", f.Name, limit, err)
	}
	if err != nil {
		return nil, fmt.Errorf("entry %q: %w", f.Name, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("entry %q unpacks to more than the %d bytes its header declares", f.Name, limit)
	}
	return data, nil
}

// importManifest is an archive's manifest, tracking which files were seen.
type importManifest struct {
	entries map[string]ManifestEntry
	seen    map[string]bool
}

func readManifest(files []*zip.File) (*importManifest, error) {
	for _, f := range files {
		if f.Name != ManifestFile {
			continue
		}
		if f.UncompressedSize64 > maxManifestSize {
			return nil, fmt.Errorf("refused: %s is %d bytes", ManifestFile, f.UncompressedSize64)
		}
		data, err := readEntry(f)
		if err != nil {
			return nil, fmt.Errorf("refused: %w", err)
		}
		var m Manifest
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&m); err != nil {
			return nil, fmt.Errorf("%s: %w", ManifestFile, err)
		}
		im := &importManifest{entries: map[string]ManifestEntry{}, seen: map[string]bool{ManifestFile: true}}
		for _, e := range m.Files {
			im.entries[e.Path] = e
		}
		return im, nil
	}
	return nil, fmt.Errorf("the archive has no %s: it is not an exported pack (export one with 'tilesmith export --format zip')", ManifestFile)
}

// check verifies one file against the manifest.
func (m *importManifest) check(name string, data []byte) error {
	if name == ManifestFile {
		return nil
	}
	e, ok := m.entries[name]
	if !ok {
		return fmt.Errorf("entry %q is not listed in %s", name, ManifestFile)
	}
	sum := sha256.Sum256(data)
	if int64(len(data)) != e.Size || hex.EncodeToString(sum[:]) != e.SHA256 {
		return fmt.Errorf("entry %q does not match its SHA-256 in %s: the archive is damaged or was changed", name, ManifestFile)
	}
	m.seen[name] = true
	return nil
}

// complete reports a file the manifest lists but the archive lacks.
func (m *importManifest) complete() error {
	var missing []string
	for name := range m.entries {
		if !m.seen[name] {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		return fmt.Errorf("%s lists %q, which the archive lacks", ManifestFile, missing[0])
	}
	return nil
}
