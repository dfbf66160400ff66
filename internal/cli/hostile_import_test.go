package cli

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/tilesmith/tilesmith/exporter"
)

// Issue 31, "Hostile input, round two: the files that come from
// elsewhere": a file from elsewhere is checked for size, shape and
// internal consistency before anything is allocated in proportion to what
// it claims, and whatever validate accepts, every command runs.

// miniWithArt is the schema's small classic pack with artwork art on its
// first tile, D.
func miniWithArt(t *testing.T, art string) string {
	t.Helper()
	var p map[string]any
	if err := json.Unmarshal([]byte(miniPack(t)), &p); err != nil {
		t.Fatal(err)
	}
	p["tiles"].([]any)[0].(map[string]any)["art"] = art
	data, err := json.MarshalIndent(p, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// packZip is an archive as 'export --format zip' writes one: the files
// and a manifest.json whose sizes and hashes agree with them, whatever
// they hold.
func packZip(t *testing.T, files map[string][]byte) []byte {
	t.Helper()
	m := exporter.Manifest{Format: 1, Pack: "classic-mini"}
	names := slices.Sorted(func(yield func(string) bool) {
		for name := range files {
			if !yield(name) {
				return
			}
		}
	})
	for _, name := range names {
		sum := sha256.Sum256(files[name])
		m.Files = append(m.Files, exporter.ManifestEntry{Path: name, Size: int64(len(files[name])), SHA256: hex.EncodeToString(sum[:])})
	}
	manifest, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range append(names, exporter.ManifestFile) {
		data := manifest
		if name != exporter.ManifestFile {
			data = files[name]
		}
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// zipWithArt writes name, a pack archive whose tile D has art/D.png
// holding art, its manifest made to agree.
func zipWithArt(art []byte) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		writeTestFile(t, filepath.Join(dir, "pack.zip"), packZip(t, map[string][]byte{
			"pack.json": []byte(miniWithArt(t, "art/D.png")), "art/D.png": art,
		}))
	}
}

// fifo makes a named pipe at name in dir, or skips the case.
func fifo(name string) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Skip("no named pipes here:", err)
		}
	}
}

// bigPortList writes ports.xml: 16 MB of one <city> listing edge N eight
// million times.
func bigPortList(t *testing.T, dir string) {
	head, tail := "<tile-definitions><tile id=\"X\"><city>", "</city></tile></tile-definitions>\n"
	writeTestFile(t, filepath.Join(dir, "ports.xml"), []byte(head+strings.Repeat("N ", 8_000_000)+tail))
}

// TestHostileImportJCZ: a JCloisterZone tile file is held to the limits of
// a pack as it is read (issue 31, item 1: a 16 MB file listing one port 8
// million times ran out of memory after 30 s).
func TestHostileImportJCZ(t *testing.T) {
	tiles := func(n int) string {
		var b strings.Builder
		b.WriteString("<defs>\n")
		for i := range n {
			b.WriteString("<tile id='T" + itoa(i) + "'><city>N E S W</city></tile>\n")
		}
		return b.String() + "</defs>\n"
	}
	runHostile(t, []hostileCase{
		{
			name: "a 16 MB city listing one edge 8 million times is refused at the city", bounded: true,
			setup: bigPortList,
			args:  []string{"import", "ports.xml", "--out", "p.json"},
			code:  ExitInvalid, stderr: "ports.xml:1:32: warning: tile X is left out: <city> lists edge N twice (list each edge once)\n" +
				"tilesmith: ports.xml:1:1: every tile was left out (the warnings above say why): nothing to import\n",
		},
		{
			name: "a field listing one half edge millions of times", bounded: true,
			setup: files("f.xml", "<defs>\n <tile id='X'><city>N</city><field>"+strings.Repeat("EL ", 5_000_000)+"</field></tile></defs>"),
			args:  []string{"import", "f.xml", "--out", "p.json"},
			code:  ExitInvalid, stderr: "f.xml:2:29: warning: tile X is left out: <field> lists EL twice (list each half edge once)\n" +
				"tilesmith: f.xml:1:1: every tile was left out (the warnings above say why): nothing to import\n",
		},
		{
			name: "a field bordering millions of edges that are no city's is one warning", bounded: true,
			setup: files("f.xml", "<defs><tile id='X'><city>N</city><field city='"+strings.Repeat("W ", 5_000_000)+"'>EL ER SL SR WL WR</field></tile></defs>"),
			args:  []string{"import", "f.xml", "--out", "p.json"},
			code:  ExitOK, outputs: []string{"p.json"},
			stderr: "f.xml:1:34: warning: tile X: the field borders \"W\", \"W\", \"W\", \"W\", \"W\" and 4999995 more, which are no edges of a city of this tile: those borders are left out\n" +
				"f.xml:1:1: warning: no <tile-set> with tiles of these files: the pack gets one mix, \"all\", with one copy of every tile\n",
			stdout: "imported f.xml as pack f (1 tile, 1 mix, 2 warnings) to p.json",
		},
		{
			name: "elements nested a million deep", bounded: true,
			setup: files("deep.xml", strings.Repeat("<a>", 1_000_000)+strings.Repeat("</a>", 1_000_000)),
			args:  []string{"import", "deep.xml", "--out", "p.json"},
			code:  ExitInvalid, stderr: "tilesmith: deep.xml:1:193: <a> is nested 65 levels deep, past the 64 a tile definition file may use\n",
		},
		{
			name: "text cut into a million pieces by comments is gathered once", bounded: true,
			setup: files("c.xml", "<defs><tile id='X'><city>N"+strings.Repeat("<!---->", 1_500_000)+"</city></tile></defs>"),
			args:  []string{"import", "c.xml", "--out", "p.json"},
			code:  ExitOK, outputs: []string{"p.json"},
			stderr: "c.xml:1:7: warning: tile X: ports EL E ER SL S SR WL W WR belong to no feature of the tile: they become a field of their own\n" +
				"c.xml:1:1: warning: no <tile-set> with tiles of these files: the pack gets one mix, \"all\", with one copy of every tile\n",
		},
		{
			name: "more tiles than a pack holds", bounded: true,
			setup: files("t.xml", tiles(2500)),
			args:  []string{"import", "t.xml", "--out", "p.json"},
			code:  ExitInvalid, stderr: "tilesmith: t.xml:2002:1: the files define 2500 tiles, past the 2000 a pack may hold (this is tile 2001): split them\n",
		},
		{
			name:  "a tile-set past a mix's 1000 tiles",
			setup: files("s.xml", "<defs><tile id='T'><city>N E S W</city></tile>\n<tile-set id='s'>"+strings.Repeat("<ref tile='T' count='999'/>", 3)+"</tile-set></defs>"),
			args:  []string{"import", "s.xml", "--out", "p.json"},
			code:  ExitInvalid, stderr: "tilesmith: s.xml:2:45: tile-set s holds 1998 tiles with this ref, past the 1000 a mix may hold: lower its counts or split it\n",
		},
		{
			name:  "a tile id given twice is refused where it repeats, not at a line of a pack never written",
			setup: files("d.xml", "<defs>\n<tile id='T'><city>N E S W</city></tile>\n<tile id='T'><city>N E S W</city></tile>\n</defs>"),
			args:  []string{"import", "d.xml", "--out", "p.json"},
			code:  ExitInvalid, stderr: "tilesmith: d.xml:3:1: tile \"T\" is defined twice (first at line 2, column 1): give each tile its own id\n",
		},
		{
			name:  "a tile defined in two files is refused where it repeats, naming the first file",
			setup: files("a.xml", "<defs>\n<tile id='T'><city>N E S W</city></tile>\n</defs>", "b.xml", "<defs>\n\n<tile id='T'><city>N E S W</city></tile>\n</defs>"),
			args:  []string{"import", "a.xml", "b.xml", "--out", "p.json"},
			code:  ExitInvalid, stderr: "tilesmith: b.xml:3:1: tile \"T\" is defined twice (first at a.xml, line 2, column 1): give each tile its own id\n",
		},
		{
			name: "150,000 refs to tiles of another file: 100 warnings and a count", bounded: true,
			setup: files("r.xml", "<defs><tile id='T'><city>N E S W</city></tile><tile-set id='s'><ref tile='T' count='1'/>"+strings.Repeat("<ref tile='Q' count='1'/>", 150_000)+"</tile-set></defs>"),
			args:  []string{"import", "r.xml", "--out", "p.json"},
			code:  ExitOK, outputs: []string{"p.json"},
			stderr: "r.xml:1:89: warning: tile-set s: tile \"Q\" is defined in no file imported…",
			stdout: "imported r.xml as pack r (1 tile, 1 mix, 150001 warnings) to p.json",
		},
	})
}

// TestHostileImportInputs: every input of import, render and export that
// is not a regular file is refused at once, without waiting on it (issue
// 31, item 2: import of a named pipe called .zip hung).
func TestHostileImportInputs(t *testing.T) {
	runHostile(t, []hostileCase{
		{
			name: "a named pipe called .zip", bounded: true, setup: fifo("pipe.zip"),
			args: []string{"import", "pipe.zip", "--out", "out"},
			code: ExitInvalid, stderr: "tilesmith: pipe.zip is not a regular file (a named pipe): name a zip file ('tilesmith export --format zip' writes one)\n",
		},
		{
			name: "a named pipe called .jca", bounded: true, setup: fifo("pipe.jca"),
			args: []string{"import", "pipe.jca", "--out", "p.json"},
			code: ExitInvalid, stderr: "tilesmith: pipe.jca is not a regular file (a named pipe): name a JCloisterZone add-on package (.jca)\n",
		},
		{
			name: "a named pipe called .xml", bounded: true, setup: fifo("pipe.xml"),
			args: []string{"import", "pipe.xml", "--out", "p.json"},
			code: ExitInvalid, stderr: "tilesmith: pipe.xml is not a regular file: name a tile definition file\n",
		},
		{
			name: "a device as a zip", bounded: true,
			args: []string{"import", "/dev/zero", "--from", "zip", "--out", "out"},
			code: ExitInvalid, stderr: "tilesmith: /dev/zero is not a regular file (a device): name a zip file ('tilesmith export --format zip' writes one)\n",
		},
		{
			name: "a folder called .zip", setup: func(t *testing.T, dir string) { os.Mkdir(filepath.Join(dir, "d.zip"), 0o755) },
			args: []string{"import", "d.zip", "--out", "out"},
			code: ExitInvalid, stderr: "tilesmith: d.zip is a folder: name a zip file ('tilesmith export --format zip' writes one)\n",
		},
		{
			name: "a named pipe as artwork, exported", bounded: true,
			setup: both(files("pack.json", miniWithArt(t, "art/D.png")), fifo("art/D.png")),
			args:  []string{"export", "pack.json", "--format", "zip", "--out", "o.zip"},
			code:  ExitInvalid, stdout: "error: /tiles/0/art: tile D: artwork art/D.png is not a regular file: name a PNG file\n",
			stderr: "tilesmith: pack.json has errors (listed above); fix them first\n",
		},
		{
			name: "a named pipe as the pack, rendered", bounded: true, setup: fifo("pack.json"),
			args: []string{"render", "pack.json", "--out", "tiles"},
			code: ExitInvalid, stderr: "tilesmith: pack.json is not a regular file: name a pack file\n",
		},
		{
			name: "a named pipe as an expansion, exported", bounded: true, setup: fifo("exp.json"),
			args: []string{"export", "winter-edition", "--with", "exp.json", "--format", "zip", "--out", "o.zip"},
			code: ExitInvalid, stderr: "tilesmith: exp.json is not a regular file: name a pack file\n",
		},
		{
			name: "a named pipe as a record's pack", bounded: true,
			setup: both(fifo("p.json"), files("game.json", `{"pack": "p.json", "mix": "base", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "moves": []}`)),
			args:  []string{"render", "game.json", "--pack", "p.json", "--out", "b.png"},
			code:  ExitInvalid, stderr: "tilesmith: p.json is not a regular file: name a pack file\n",
		},
	})
}

// TestHostileImportZip: import of a zip runs what validate runs on what it
// unpacked, and leaves nothing behind when that fails (issue 31, item 3:
// artwork replaced, its manifest entry made to agree, imported with exit 0
// and then failed validate).
func TestHostileImportZip(t *testing.T) {
	refused := func(what string) string {
		return "tilesmith: import pack.zip: its pack.json is not a valid pack, so nothing was written:\npack.json:89:11: error: /tiles/0/art: tile D: artwork art/D.png " + what + "\n"
	}
	nothing := func(t *testing.T, dir string) {
		if _, err := os.Lstat(filepath.Join(dir, "out")); err == nil {
			t.Error("out was written")
		}
	}
	runHostile(t, []hostileCase{
		{
			name: "artwork replaced by a 50000×50000 PNG header", bounded: true,
			setup: zipWithArt(pngHeader(50000, 50000)),
			args:  []string{"import", "pack.zip", "--out", "out"}, check: nothing,
			code: ExitInvalid, stderr: refused("is 50000×50000 pixels: at most 4096×4096; scale it down"),
		},
		{
			name:  "artwork replaced by garbage",
			setup: zipWithArt([]byte("this is not a picture at all\n")),
			args:  []string{"import", "pack.zip", "--out", "out"}, check: nothing,
			code: ExitInvalid, stderr: refused("is not a PNG picture (not a PNG file): save it as PNG"),
		},
		{
			name: "artwork whose pixels stop short", setup: func(t *testing.T, dir string) {
				zipWithArt([]byte(hostileData(t, "art/truncated.png")))(t, dir)
			},
			args: []string{"import", "pack.zip", "--out", "out"}, check: nothing,
			code: ExitInvalid, stderr: refused("is a damaged PNG picture (not enough pixel data): save it again as PNG"),
		},
		{
			name: "sound artwork imports, and validates", setup: func(t *testing.T, dir string) {
				zipWithArt([]byte(hostileData(t, "art/small.png")))(t, dir)
			},
			args: []string{"import", "pack.zip", "--out", "out"}, outputs: []string{"out"},
			code: ExitOK, stdout: "imported classic-mini (5 tiles, 1 mix) into out\n",
			check: func(t *testing.T, dir string) {
				var stdout, stderr bytes.Buffer
				if code := Run([]string{"validate", filepath.Join(dir, "out", "pack.json")}, &stdout, &stderr); code != ExitOK {
					t.Errorf("validate of the import: exit %d\n%s%s", code, stdout.String(), stderr.String())
				}
			},
		},
	})
}

// pngHeader is the signature and header of a PNG of w×h pixels, and
// nothing else.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := []byte{0, 0, 0, 13, 'I', 'H', 'D', 'R', byte(w >> 24), byte(w >> 16), byte(w >> 8), byte(w), byte(h >> 24), byte(h >> 16), byte(h >> 8), byte(h), 8, 2, 0, 0, 0}
	b.Write(ihdr)
	crc := crc32.ChecksumIEEE(ihdr[4:])
	b.Write([]byte{byte(crc >> 24), byte(crc >> 16), byte(crc >> 8), byte(crc)})
	return b.Bytes()
}

// TestHostileArtworkRead: artwork is checked as every export reads it, and
// a link leading out of the pack's folder is refused before what it leads
// to is looked at (issue 31, items 4 and 5).
func TestHostileArtworkRead(t *testing.T) {
	outside := func(target string) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			files("pack.json", miniWithArt(t, "art/D.png"))(t, dir)
			os.MkdirAll(filepath.Join(dir, "art"), 0o755)
			if target != "" && !filepath.IsAbs(target) {
				target = filepath.Join(filepath.Dir(dir), filepath.Base(dir)+"-"+target)
				writeTestFile(t, target, []byte(hostileData(t, "art/header-31337x4242.png")))
				if strings.HasSuffix(target, ".txt") {
					writeTestFile(t, target, []byte("secret"))
				}
			}
			if err := os.Symlink(target, filepath.Join(dir, "art", "D.png")); err != nil {
				t.Fatal(err)
			}
		}
	}
	escape := "error: /tiles/0/art: tile D: artwork art/D.png is a symbolic link leading out of the pack's folder: copy the picture into the folder\n"
	truncated := func(t *testing.T, dir string) {
		files("pack.json", miniWithArt(t, "art/D.png"), "art/D.png", hostileData(t, "art/truncated.png"))(t, dir)
	}
	damaged := "error: /tiles/0/art: tile D: artwork art/D.png is a damaged PNG picture (not enough pixel data): save it again as PNG\n"
	fixFirst := "tilesmith: pack.json has errors (listed above); fix them first\n"
	runHostile(t, []hostileCase{
		{name: "a link out to a picture: its size is not told", setup: outside("outside.png"),
			args: []string{"validate", "pack.json"}, code: ExitInvalid, stdout: escape, stderr: invalid("pack.json", 1)},
		{name: "a link out to a text file: its type is not told", setup: outside("outside.txt"),
			args: []string{"validate", "pack.json"}, code: ExitInvalid, stdout: escape, stderr: invalid("pack.json", 1)},
		{name: "a link out to nothing: its absence is not told", setup: outside("/nonexistent/secret.png"),
			args: []string{"validate", "pack.json"}, code: ExitInvalid, stdout: escape, stderr: invalid("pack.json", 1)},
		{name: "a link out to a device", setup: outside("/dev/zero"),
			args: []string{"validate", "pack.json"}, code: ExitInvalid, stdout: escape, stderr: invalid("pack.json", 1)},
		{name: "a link out, rendered", setup: outside("outside.png"),
			args: []string{"render", "pack.json", "--out", "tiles"}, code: ExitInvalid, stdout: escape, stderr: fixFirst},
		{name: "a truncated PNG does not validate", setup: truncated,
			args: []string{"validate", "pack.json"}, code: ExitInvalid, stdout: damaged, stderr: invalid("pack.json", 1)},
		{name: "nor export as jcz", setup: truncated,
			args: []string{"export", "pack.json", "--format", "jcz", "--out", "addon"}, code: ExitInvalid, stdout: damaged, stderr: fixFirst},
		{name: "nor export as zip", setup: truncated,
			args: []string{"export", "pack.json", "--format", "zip", "--out", "o.zip"}, code: ExitInvalid, stdout: damaged, stderr: fixFirst},
		{name: "nor render one tile (exit 1, not 2)", setup: truncated,
			args: []string{"render", "pack.json", "--tile", "D", "--out", "d.png"}, code: ExitInvalid, stdout: damaged, stderr: fixFirst},
	})
}

// TestDrawErrorExit: a picture that cannot be drawn because its artwork
// fails to decode — say it changed after the pack was checked — is a bad
// input file (exit 1); an unknown tile or size is bad usage (exit 2).
func TestDrawErrorExit(t *testing.T) {
	var e *exitError
	if err := drawError(&exporter.ArtError{Tile: "D", What: "artwork art/D.png is a damaged PNG picture"}); !errors.As(err, &e) || e.code != ExitInvalid {
		t.Errorf("artwork: %v, want exit %d", err, ExitInvalid)
	}
	if err := drawError(os.ErrInvalid); !errors.As(err, &e) || e.code != ExitUsage {
		t.Errorf("a bad request: %v, want exit %d", err, ExitUsage)
	}
}

// TestHostileExportJCZDrops: export --format jcz never drops silently
// (issue 31, item 6: --with messages dropped the message deck, both score
// figures and the dark spaces without a word, and exited 0).
func TestHostileExportJCZDrops(t *testing.T) {
	runHostile(t, []hostileCase{
		{
			name:   "the Messages module is refused without --lossy",
			args:   []string{"export", "winter-edition", "--with", "messages", "--format", "jcz", "--mix", "WD", "--out", "addon"},
			code:   ExitUsage,
			stderr: "tilesmith: pack winter-edition plays with the Messages module, whose rules JCloisterZone cannot play: an add-on would leave out the Messages module's deck of 8 messages, its 2 score figures per player and its dark spaces. Export it anyway with --lossy, which lists every one as a warning\n",
		},
		{
			name: "and with --lossy each thing left out is a warning",
			args: []string{"export", "winter-edition", "--with", "messages", "--format", "jcz", "--mix", "WD", "--lossy", "--size", "32", "--out", "addon"},
			code: ExitOK, outputs: []string{"addon"},
			stderr: "warning: pack winter-edition plays with the Messages module: JCloisterZone plays its tiles by the base game's rules, without the pack's own rules, and leaves out the Messages module's deck of 8 messages, its 2 score figures per player and its dark spaces\n" +
				"warning: the Messages module's deck of 8 messages is left out: an add-on holds land tiles, not messages\n" +
				"warning: the Messages module's 2 score figures per player are left out: JCloisterZone moves one score figure\n" +
				"warning: the Messages module's dark spaces (every 5 points), where a player takes a message or its seal's 2 points, are left out\n…",
			stdout: "(28 files, 5 warnings)",
		},
		{
			name:  "house rules are warnings",
			setup: func(t *testing.T, dir string) { files("mini.json", miniPack(t))(t, dir) },
			args:  []string{"export", "mini.json", "--format", "jcz", "--size", "32", "--out", "addon"},
			code:  ExitOK, outputs: []string{"addon"},
			stderr: "warning: the house rule of a hand of 3 tiles is left out: JCloisterZone plays by its own rules\n" +
				"warning: the house rule of returning a tile no one can place is left out: JCloisterZone plays by its own rules\n" +
				"warning: the house rule of a bounded table is left out: JCloisterZone plays by its own rules\n" +
				"warning: the house rule of features completed by the table's edge is left out: JCloisterZone plays by its own rules\n…",
			stdout: "warnings) to addon",
		},
	})
}

// meadowGame writes meadow.json, a pack of 999 meadow tiles, and game.json,
// a record that lays them in a staircase: a board of 500 × 500 cells.
func meadowGame(t *testing.T, dir string) {
	var p map[string]any
	if err := json.Unmarshal([]byte(miniPack(t)), &p); err != nil {
		t.Fatal(err)
	}
	p["id"], p["name"] = "meadow", "Meadow"
	p["tiles"] = []any{map[string]any{"id": "F", "name": "meadow", "features": []any{map[string]any{
		"id": "field", "kind": "field", "ports": []string{"NL", "N", "NR", "EL", "E", "ER", "SL", "S", "SR", "WL", "W", "WR"}}}}}
	p["mixes"] = []any{map[string]any{"id": "base", "name": "999 meadows", "total": 999, "counts": map[string]int{"F": 999},
		"start": []any{map[string]any{"tile": "F", "x": 0, "y": 0, "rot": 0}}}}
	delete(p["rules"].(map[string]any)["classic"].(map[string]any), "houseRules")
	var moves []map[string]any
	x, y := 0, 0
	for i := range 998 {
		if i%2 == 0 {
			x++
		} else {
			y++
		}
		moves = append(moves, map[string]any{"tile": "F", "x": x, "y": y, "rot": 0})
	}
	record := map[string]any{"pack": "meadow.json", "mix": "base", "ruleset": map[string]any{"name": "classic"}, "players": []string{"Red", "Blue"}, "seed": 1, "moves": moves}
	for name, v := range map[string]any{"meadow.json": p, "game.json": record} {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		writeTestFile(t, filepath.Join(dir, name), data)
	}
}

// TestHostileOutputs: issue 31, item 7 — a board picture stays within
// exporter.MaxBoardSide and says so, render replaces only PNGs, every
// output refuses a folder that is not there, and messages echo neither an
// empty flag nor a list of a thousand.
func TestHostileOutputs(t *testing.T) {
	decorated := func(t *testing.T, dir string) {
		var p map[string]any
		if err := json.Unmarshal([]byte(miniPack(t)), &p); err != nil {
			t.Fatal(err)
		}
		var tags []string
		for i := range 1000 {
			tags = append(tags, "d"+itoa(i))
		}
		p["tiles"].([]any)[2].(map[string]any)["decorations"] = tags // tile A
		delete(p["rules"].(map[string]any)["classic"].(map[string]any), "houseRules")
		data, _ := json.Marshal(p)
		writeTestFile(t, filepath.Join(dir, "pack.json"), data)
	}
	runHostile(t, []hostileCase{
		{
			name: "a 999-tile staircase is drawn within 8192 px, in smaller cells, and says so", setup: meadowGame,
			args: []string{"render", "game.json", "--out", "b.png"}, outputs: []string{"b.png"},
			code:   ExitOK,
			stdout: "the board of game.json (999 tiles placed) drawn at 8010 × 8127 px, in cells of 16 px (not 96: a board picture is at most 8192 px on a side) to b.png\n",
			check: func(t *testing.T, dir string) {
				data, err := os.ReadFile(filepath.Join(dir, "b.png"))
				if err != nil || len(data) < 24 || !bytes.Equal(data[16:24], []byte{0, 0, 0x1f, 0x4a, 0, 0, 0x1f, 0xbf}) {
					t.Errorf("b.png is not the 8010 × 8127 picture said")
				}
			},
		},
		{
			name:  "render into a folder refuses a file named like a tile that is not a PNG",
			setup: both(files("tiles/D.png", "my notes\n"), func(t *testing.T, dir string) { files("pack.json", miniPack(t))(t, dir) }),
			args:  []string{"render", "pack.json", "--size", "32", "--out", "tiles"},
			code:  ExitUsage, stderr: "tilesmith: --out tiles: tiles/D.png is not a PNG picture, and render replaces only the pictures it drew: move it or choose another folder (nothing was written)\n",
		},
		{
			name: "render into a folder whose parent is not there",
			args: []string{"render", "winter-edition", "--size", "32", "--out", "a/b/tiles"},
			code: ExitUsage, stderr: "tilesmith: --out a/b/tiles: the folder a/b does not exist: create it first, or choose another (nothing was written)\n",
		},
		{
			name: "render into a file whose folder is not there",
			args: []string{"render", "winter-edition", "--tile", "D", "--out", "a/d.png"},
			code: ExitUsage, stderr: "tilesmith: --out a/d.png: the folder a does not exist: create it first, or choose another (nothing was written)\n",
		},
		{
			name: "export into a folder whose parent is not there",
			args: []string{"export", "winter-edition", "--format", "dir", "--out", "a/out"},
			code: ExitUsage, stderr: "tilesmith: --out a/out: the folder a does not exist: create it first, or choose another (nothing was written)\n",
		},
		{
			name: "export into a file whose folder is not there",
			args: []string{"export", "winter-edition", "--format", "zip", "--out", "a/w.zip"},
			code: ExitUsage, stderr: "tilesmith: --out a/w.zip: the folder a does not exist: create it first, or choose another (nothing was written)\n",
		},
		{
			name: "import into a folder whose parent is not there", setup: zipWithArt([]byte("x")),
			args: []string{"import", "pack.zip", "--out", "a/out"},
			code: ExitUsage, stderr: "tilesmith: --out a/out: the folder a does not exist: create it first, or choose another (nothing was written)\n",
		},
		{
			name: "an empty --from is not quoted back", setup: files("f.zip", "x"),
			args: []string{"import", "f.zip", "--from", "", "--out", "out"},
			code: ExitUsage, stderr: "tilesmith: --from is empty: give --from zip (an exported pack) or --from jcz (JCloisterZone tile definitions)\n",
		},
		{
			name: "a file whose name does not say what it is", setup: files("tiles.txt", "x"),
			args: []string{"import", "tiles.txt", "--out", "out"},
			code: ExitUsage, stderr: "tilesmith: tiles.txt: import cannot tell what the file is from its name: give --from zip (a pack exported with 'tilesmith export --format zip') or --from jcz (JCloisterZone tile definitions: .xml files or an add-on .jca)\n",
		},
		{
			name: "a list of 1000 decorations is echoed by its first five", setup: decorated,
			args: []string{"export", "pack.json", "--format", "jcz", "--size", "32", "--out", "addon"}, outputs: []string{"addon"},
			code:   ExitOK,
			stderr: "warning: tile A: decorations [d0 d1 d2 d3 d4 and 995 more] have no JCloisterZone counterpart: left out (they show on the artwork)\n…",
		},
	})
}
