package exporter

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// smallExport makes the files of the winter pack's export with small
// pictures, to keep tests quick.
func smallExport(t *testing.T) ([]File, *schema.Pack) {
	t.Helper()
	return smallExportF(t)
}

func smallExportF(t testing.TB) ([]File, *schema.Pack) {
	t.Helper()
	p := testpacks.WinterPack(t)
	files, err := PackFiles(context.Background(), renderer(t, p), PackOptions{TileSize: 48, SheetTileSize: 40})
	if err != nil {
		t.Fatal(err)
	}
	return files, p
}

func TestPackFilesLayout(t *testing.T) {
	files, p := smallExport(t)
	var names []string
	for _, f := range files {
		names = append(names, f.Path)
	}
	if !slices.IsSorted(names) {
		t.Errorf("files not sorted: %v", names)
	}
	want := []string{ManifestFile, PackFile, SheetFile}
	for _, tile := range p.Tiles {
		want = append(want, "tiles/"+tile.ID+".png")
	}
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("files %v\nwant %v", names, want)
	}
	canonical, err := schema.Encode(p)
	if err != nil {
		t.Fatal(err)
	}
	if got := files[slices.Index(names, PackFile)].Data; !bytes.Equal(got, canonical) {
		t.Error("pack.json is not the pack's canonical encoding")
	}
}

func TestZipIsDeterministic(t *testing.T) {
	files, _ := smallExport(t)
	a, err := ZipBytes(files)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := smallExport(t)
	b, err := ZipBytes(again)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two exports of the same pack give different zips")
	}
}

// TestZipRoundTrip: export → import gives the identical pack and files.
func TestZipRoundTrip(t *testing.T) {
	files, p := smallExport(t)
	dir := t.TempDir()
	archive := filepath.Join(dir, "winter.zip")
	if err := WriteZip(archive, files); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "imported")
	got, err := ImportZip(archive, out)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := schema.Encode(p)
	again, _ := schema.Encode(got)
	if !bytes.Equal(want, again) {
		t.Error("the imported pack differs from the exported one")
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(f.Path)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, f.Data) {
			t.Errorf("%s differs after the round trip", f.Path)
		}
	}
	// Importing again into the now full folder is refused.
	if _, err := ImportZip(archive, out); err == nil || !strings.Contains(err.Error(), "is not empty") {
		t.Errorf("import into a full folder: %v", err)
	}
}

func TestWriteDir(t *testing.T) {
	files, _ := smallExport(t)
	dir := filepath.Join(t.TempDir(), "out")
	if err := WriteDir(dir, files); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.Path))); err != nil || !bytes.Equal(data, f.Data) {
			t.Errorf("%s: %v", f.Path, err)
		}
	}
	if err := WriteDir(dir, files); err == nil || !strings.Contains(err.Error(), "is not empty") {
		t.Errorf("writing into a full folder: %v, want a refusal", err)
	}
}

// zipEntry is one entry of a hand-made archive.
type zipEntry struct {
	name string
	data []byte
	mode fs.FileMode
	// claim, when set, is the uncompressed size the header declares.
	claim uint64
}

func makeZip(t *testing.T, path string, entries []zipEntry) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate}
		h.SetMode(cmpMode(e.mode))
		if e.claim == 0 {
			w, err := zw.CreateHeader(h)
			if err != nil {
				t.Fatal(err)
			}
			w.Write(e.data)
			continue
		}
		// A raw entry whose header lies about its size.
		var comp bytes.Buffer
		fw, _ := flate.NewWriter(&comp, flate.BestCompression)
		fw.Write(e.data)
		fw.Close()
		h.CompressedSize64 = uint64(comp.Len())
		h.UncompressedSize64 = e.claim
		w, err := zw.CreateRaw(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(comp.Bytes())
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func cmpMode(m fs.FileMode) fs.FileMode {
	if m == 0 {
		return 0o644
	}
	return m
}

// TestImportRefusesUnsafeArchives: every hostile archive is refused with
// a clear reason, and nothing is written: not the target folder, not a
// temporary one, not a file outside.
func TestImportRefusesUnsafeArchives(t *testing.T) {
	files, _ := smallExport(t)
	good := func() []zipEntry {
		var es []zipEntry
		for _, f := range files {
			es = append(es, zipEntry{name: f.Path, data: f.Data})
		}
		return es
	}
	many := good()
	for i := range 10000 {
		many = append(many, zipEntry{name: "tiles/x" + itoa(i) + ".png", data: []byte{1}})
	}
	zeros := make([]byte, 8<<20)
	tampered := good()
	for i := range tampered {
		if tampered[i].name == "tiles/A.png" {
			tampered[i].data = append([]byte(nil), tampered[i].data...)
			tampered[i].data[40] ^= 0xff
		}
	}
	var noManifest []zipEntry
	for _, e := range good() {
		if e.name != ManifestFile {
			noManifest = append(noManifest, e)
		}
	}
	tests := []struct {
		name    string
		entries []zipEntry
		want    string
	}{
		{"zip slip", append(good(), zipEntry{name: "../evil.txt", data: []byte("x")}), `"../evil.txt" climbs out`},
		{"zip slip inside", append(good(), zipEntry{name: "tiles/../../evil.txt", data: []byte("x")}), "not a clean relative path"},
		{"absolute path", append(good(), zipEntry{name: "/tmp/evil.txt", data: []byte("x")}), "absolute path"},
		{"backslash", append(good(), zipEntry{name: "..\\evil.txt", data: []byte("x")}), "backslash"},
		{"symlink", append(good(), zipEntry{name: "tiles/link.png", data: []byte("/etc/passwd"), mode: fs.ModeSymlink | 0o777}), "symbolic link"},
		{"10k entries", many, "entries; an exported pack has at most 4096"},
		{"bomb declared", append(good(), zipEntry{name: "big.bin", data: []byte{0}, claim: 1 << 40}), "at most 64 MiB per file"},
		{"bomb lying", append(good(), zipEntry{name: "big.bin", data: zeros, claim: 1000}), "unpacks to more than the 1000 bytes its header declares"},
		{"no manifest", noManifest, "has no manifest.json"},
		{"changed file", tampered, `"tiles/A.png" does not match its SHA-256`},
		{"missing file", slices.DeleteFunc(good(), func(e zipEntry) bool { return e.name == SheetFile }), `manifest.json lists "sheet.png", which the archive lacks`},
		{"extra file", append(good(), zipEntry{name: "notes.txt", data: []byte("hi")}), `"notes.txt" is not listed in manifest.json`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			work := filepath.Join(root, "work")
			os.Mkdir(work, 0o755)
			archive := filepath.Join(root, "hostile.zip")
			makeZip(t, archive, tc.entries)
			out := filepath.Join(work, "out")
			_, err := ImportZip(archive, out)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
			left, _ := os.ReadDir(work)
			if len(left) != 0 {
				t.Errorf("the refused import left %v in %s", left, work)
			}
			top, _ := os.ReadDir(root)
			if len(top) != 2 {
				t.Errorf("the refused import wrote beside the archive: %v", top)
			}
		})
	}
}
