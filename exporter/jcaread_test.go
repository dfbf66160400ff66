package exporter

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// The packages below are our own, written in the layout JCZ's client
// installs (farin/JCloisterZone-Client, src/renderer/plugins/addons.js,
// install and _readAddon; docs/jcz-addon.md sections 1-2): one folder,
// the add-on id, holding jcz-addon.json and the tile files it names.

const (
	jcaTiles = `<?xml version="1.0"?><expansion name="MYADDON"><tile id="MY/1"/></expansion>`
	jcaRiver = `<?xml version="1.0"?><expansion name="MYRIVER"><tile id="MY/R"/></expansion>`
)

// jcaManifest is a jcz-addon.json our exporter's way, with expansions.
func jcaManifest(expansions string) string {
	return `{
  "title": "My add-on",
  "version": 1,
  "minimumJczVersion": "5.10.0",
  "expansions": ` + expansions + `,
  "artworks": []
}`
}

// jcaPackage is a good package: two tile files, one in a sub-folder.
func jcaPackage(manifest string) []zipEntry {
	return []zipEntry{
		{name: "myaddon/"},
		{name: "myaddon/jcz-addon.json", data: []byte(manifest)},
		{name: "myaddon/more/river.xml", data: []byte(jcaRiver)},
		{name: "myaddon/tiles.xml", data: []byte(jcaTiles)},
	}
}

// writeJCA writes entries as myaddon.jca in a fresh folder.
func writeJCA(t *testing.T, entries []zipEntry) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "myaddon.jca")
	makeZip(t, path, entries)
	return path
}

// TestReadJCA: a good package gives its tile files in the order its
// manifest names them, named "<package>:<entry>", with their bytes, and
// warns of what an import leaves out or JCZ would refuse to install.
func TestReadJCA(t *testing.T) {
	type source struct{ file, data string }
	tests := []struct {
		name     string
		entries  []zipEntry
		want     []source
		warnings []string
	}{
		{"our export's shape", jcaPackage(jcaManifest(`["tiles.xml"]`)),
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}}, nil},
		{"two files, the manifest's order", jcaPackage(jcaManifest(`["more/river.xml", "tiles.xml"]`)),
			[]source{{"PKG:myaddon/more/river.xml", jcaRiver}, {"PKG:myaddon/tiles.xml", jcaTiles}}, nil},
		{"no folder entries", jcaPackage(jcaManifest(`["tiles.xml", "more/river.xml"]`))[1:],
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}, {"PKG:myaddon/more/river.xml", jcaRiver}}, nil},
		{"a path JCZ's path.join cleans", jcaPackage(jcaManifest(`["./more/../tiles.xml"]`)),
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}}, nil},
		{"a file listed twice is read once", jcaPackage(jcaManifest(`["tiles.xml", "more/river.xml", "./tiles.xml"]`)),
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}, {"PKG:myaddon/more/river.xml", jcaRiver}},
			[]string{`PKG:myaddon/jcz-addon.json:5:49: warning: /expansions/2: names myaddon/tiles.xml again (item 1 named it): it is read once`}},
		{"a file listed many times is warned of once", jcaPackage(jcaManifest(`["tiles.xml", "tiles.xml", "tiles.xml"]`)),
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}},
			[]string{`PKG:myaddon/jcz-addon.json:5:31: warning: /expansions/1: names myaddon/tiles.xml again (item 1 named it): it is read once`}},
		{"artwork, warned of once", jcaPackage(strings.Replace(jcaManifest(`["tiles.xml"]`), `[]`, `["classic", "simplified"]`, 1)),
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}},
			[]string{`PKG:myaddon/jcz-addon.json:6:3: warning: /artworks: artwork is not imported: the pack's tiles get our own pictures`}},
		{"what JCZ would refuse to install", jcaPackage(`{"id": "other", "version": "1", "minimum_jcz_version": "5.6.0",` + "\n" + ` "expansions": ["tiles.xml"]}`),
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}},
			[]string{
				`PKG:myaddon/jcz-addon.json:1:2: warning: /id: JCloisterZone takes the add-on's id from its folder, "myaddon", and ignores this one`,
				`PKG:myaddon/jcz-addon.json:1:17: warning: /version: JCloisterZone would not install this add-on: its "version" must be a whole number, such as 1; its tiles are read all the same`,
				`PKG:myaddon/jcz-addon.json:1:1: warning: /minimumJczVersion: JCloisterZone would not install this add-on: it names no "minimumJczVersion" ("minimum_jcz_version" is the field's older name); its tiles are read all the same`,
			}},
		{"a version JCZ cannot compare", jcaPackage(`{"version": 2.5, "minimumJczVersion": 5, "expansions": ["tiles.xml"]}`),
			[]source{{"PKG:myaddon/tiles.xml", jcaTiles}},
			[]string{
				`PKG:myaddon/jcz-addon.json:1:2: warning: /version: JCloisterZone would not install this add-on: its "version" must be a whole number, such as 1; its tiles are read all the same`,
				`PKG:myaddon/jcz-addon.json:1:39: warning: /minimumJczVersion: JCloisterZone would not install this add-on: "minimumJczVersion" is a number, not a version such as "5.10.0"; its tiles are read all the same`,
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeJCA(t, tc.entries)
			id, sources, warnings, err := ReadJCA(path)
			if err != nil {
				t.Fatal(err)
			}
			if id != "myaddon" {
				t.Errorf("id %q, want myaddon", id)
			}
			var got []source
			for _, s := range sources {
				got = append(got, source{strings.ReplaceAll(s.File, path, "PKG"), string(s.Data)})
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("sources\n%v\nwant\n%v", got, tc.want)
			}
			var gotWarnings []string
			for _, w := range warnings {
				gotWarnings = append(gotWarnings, strings.ReplaceAll(w.String(), path, "PKG"))
			}
			if strings.Join(gotWarnings, "\n") != strings.Join(tc.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(gotWarnings, "\n"), strings.Join(tc.warnings, "\n"))
			}
		})
	}
}

// TestReadJCARefuses: what JCZ's client refuses to install or load, and
// what our safety rules refuse, is refused with a message naming the
// package and the entry (PKG stands for the package's path).
func TestReadJCARefuses(t *testing.T) {
	good := func(expansions string) []zipEntry { return jcaPackage(jcaManifest(expansions)) }
	with := func(extra ...zipEntry) []zipEntry { return append(good(`["tiles.xml"]`), extra...) }
	manifest := func(text string) []zipEntry { return jcaPackage(text) }
	var many []zipEntry
	for i := range MaxImportEntries {
		many = append(many, zipEntry{name: fmt.Sprintf("myaddon/f%d.xml", i)})
	}
	const layout = "a .jca holds exactly one folder, named after the add-on, with jcz-addon.json in it"
	tests := []struct {
		name    string
		entries []zipEntry // nil: the file holds notZip
		want    string
	}{
		{"not a zip", nil, "import PKG: it is not a zip archive, so not a JCloisterZone add-on package (.jca)"},
		{"an empty zip", []zipEntry{}, "import PKG: the package is empty: " + layout},
		{"__MACOSX beside the folder", with(zipEntry{name: "__MACOSX/myaddon/._tiles.xml", data: []byte("x")}),
			`import PKG: the package holds "__MACOSX" beside the add-on folder "myaddon": JCloisterZone installs a .jca only if the add-on's folder is alone at the top; zip that folder alone`},
		{"a README and a folder beside", with(zipEntry{name: "README.txt"}, zipEntry{name: "extra/"}),
			`import PKG: the package holds "README.txt", "extra" beside the add-on folder "myaddon": JCloisterZone installs a .jca only if the add-on's folder is alone at the top; zip that folder alone`},
		{"the folder's contents zipped", []zipEntry{{name: "jcz-addon.json", data: []byte(jcaManifest(`["tiles.xml"]`))}, {name: "tiles.xml"}},
			"import PKG: the package holds the add-on's files at the top (jcz-addon.json among them): " + layout + "; zip the add-on's folder, not what is in it"},
		{"two folders, no manifest", []zipEntry{{name: "a/x.xml"}, {name: "b/y.xml"}}, `import PKG: the package holds "a", "b" at the top: ` + layout},
		{"one file", []zipEntry{{name: "tiles.xml"}}, `import PKG: the package holds only the file "tiles.xml": ` + layout},
		{"no manifest", []zipEntry{{name: "myaddon/tiles.xml"}}, "import PKG: the package has no myaddon/jcz-addon.json, so it is not a JCloisterZone add-on"},
		{"the manifest a folder too deep", []zipEntry{{name: "myaddon/myaddon/jcz-addon.json"}},
			"import PKG: the package has no myaddon/jcz-addon.json, so it is not a JCloisterZone add-on (it has myaddon/myaddon/jcz-addon.json: zip the add-on's own folder)"},
		{"the manifest a folder", []zipEntry{{name: "myaddon/jcz-addon.json/"}}, "import PKG: myaddon/jcz-addon.json is a folder: it should be the add-on's JSON file"},
		{"the manifest not JSON", manifest("{\n  \"expansions\": [\"tiles.xml\",]\n}"),
			"import PKG: myaddon/jcz-addon.json:2:30: not valid JSON: invalid character ']' looking for beginning of value"},
		{"the manifest cut short", manifest(`{"expansions": [`), "import PKG: myaddon/jcz-addon.json:1:17: not valid JSON: unexpected end of JSON input"},
		{"the manifest a list", manifest(` ["tiles.xml"]`), "import PKG: myaddon/jcz-addon.json holds a list, not a JSON object with the add-on's fields"},
		{"no expansions", manifest(`{"version": 1, "minimumJczVersion": "5.10.0", "artworks": ["classic"]}`),
			`import PKG: the add-on names no tile files: nothing to import (myaddon/jcz-addon.json has no "expansions")`},
		{"expansions null", good(`null`), `import PKG: the add-on names no tile files: nothing to import (myaddon/jcz-addon.json has no "expansions")`},
		{"expansions empty", good(`[]`), `import PKG: the add-on names no tile files: nothing to import (the "expansions" list of myaddon/jcz-addon.json is empty)`},
		{"expansions a string", good(`"tiles.xml"`), `import PKG: myaddon/jcz-addon.json:5:17: "expansions" is a string, not a list of the add-on's tile files`},
		{"an item a number", good(`["tiles.xml", 2]`), `import PKG: myaddon/jcz-addon.json:5:31: "expansions" item 2 is a number, not the path of a tile file`},
		{"an item an object", good(`[{"path": "tiles.xml"}]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1 is an object, not the path of a tile file`},
		{"an empty item", good(`[""]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "", is empty: it should be the path of a tile file in the add-on folder, such as "tiles.xml"`},
		{"an absolute item", good(`["/myaddon/tiles.xml"]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "/myaddon/tiles.xml", is an absolute path: give the path inside the add-on folder, such as "tiles.xml"`},
		{"a drive letter", good(`["C:/tiles.xml"]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "C:/tiles.xml", is an absolute path: give the path inside the add-on folder, such as "tiles.xml"`},
		{"an item climbing out", good(`["../other/tiles.xml"]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "../other/tiles.xml", climbs out of the add-on folder with "..": a tile file must be inside it`},
		{"an item climbing out inside", good(`["more/../../tiles.xml"]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "more/../../tiles.xml", climbs out of the add-on folder with "..": a tile file must be inside it`},
		{"a backslash", good(`["more\\river.xml"]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "more\\river.xml", has a backslash: write the path inside the add-on folder with forward slashes`},
		{"the folder itself", good(`["."]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, ".", names the add-on folder itself, not a tile file`},
		{"a file not in the package", good(`["tiles.xml", "basic.xml"]`), `import PKG: myaddon/jcz-addon.json:5:31: "expansions" item 2, "basic.xml", names myaddon/basic.xml, which is not in the package`},
		{"a name differing in case", good(`["Tiles.xml"]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "Tiles.xml", names myaddon/Tiles.xml, which is not in the package (it has myaddon/tiles.xml: the names must match in case)`},
		{"a folder", good(`["more"]`), `import PKG: myaddon/jcz-addon.json:5:18: "expansions" item 1, "more", names the folder myaddon/more, not a tile file`},
		{"a tile file too big", jcaPackage(jcaManifest(`["tiles.xml"]`))[:3:3], ""}, // filled in below
		{"an entry climbing out", with(zipEntry{name: "../evil.xml"}), `import PKG: refused: entry "../evil.xml" climbs out with "..": it would be written outside the folder`},
		{"a symbolic link", with(zipEntry{name: "myaddon/link.xml", data: []byte("/etc/passwd"), mode: fs.ModeSymlink | 0o777}),
			`import PKG: refused: entry "myaddon/link.xml" is a symbolic link; a JCloisterZone add-on we import holds plain files only`},
		{"too many entries", append(with(), many...), "import PKG: refused: the archive's directory lists 4100 entries; a JCloisterZone add-on we import has at most 4096"},
		{"a tile file lying about its size", good(`["tiles.xml", "big.xml"]`), ""}, // filled in below
		{"a manifest too big", []zipEntry{{name: "myaddon/jcz-addon.json", data: []byte("{}"), claim: 5 << 20}},
			"import PKG: refused: myaddon/jcz-addon.json unpacks to 5242880 bytes; at most 4 MiB"},
	}
	for i := range tests {
		switch tests[i].name {
		case "a tile file too big":
			tests[i].entries = append(tests[i].entries, zipEntry{name: "myaddon/tiles.xml", data: []byte(jcaTiles), claim: MaxJCZXMLSize + 1})
			tests[i].want = "import PKG: myaddon/tiles.xml unpacks to 16777217 bytes; a tile file is at most 16 MiB: split it"
		case "a tile file lying about its size":
			tests[i].entries = append(tests[i].entries, zipEntry{name: "myaddon/big.xml", data: bytes.Repeat([]byte("<x/>"), 4096), claim: 100})
			tests[i].want = `import PKG: refused: entry "myaddon/big.xml" is damaged or unpacks to more than the 100 bytes its header declares: zip: not a valid zip file`
		}
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "myaddon.jca")
			if tc.entries == nil {
				os.WriteFile(path, []byte("<?xml version=\"1.0\"?><expansion/>"), 0o644)
			} else {
				makeZip(t, path, tc.entries)
			}
			id, sources, _, err := ReadJCA(path)
			if err == nil {
				t.Fatalf("read %q with %d sources, want the error %q", id, len(sources), tc.want)
			}
			if got := strings.ReplaceAll(err.Error(), path, "PKG"); got != tc.want {
				t.Errorf("error\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestReadJCADeepNames: entries some 30,000 folders deep are read in a
// moment: finding the package's folders does not list every parent of
// every entry (which took 1.7 s an entry, over an hour for 4096 of them).
func TestReadJCADeepNames(t *testing.T) {
	entries := jcaPackage(jcaManifest(`["tiles.xml"]`))
	for i := range 40 {
		entries = append(entries, zipEntry{name: "myaddon/" + strings.Repeat("d/", 30_000) + fmt.Sprint(i)})
	}
	path := writeJCA(t, entries)
	start := time.Now()
	if _, sources, _, err := ReadJCA(path); err != nil || len(sources) != 1 {
		t.Fatalf("read %d sources, error %v; want tiles.xml", len(sources), err)
	}
	if took := time.Since(start); took > 20*time.Second {
		t.Errorf("reading took %v", took)
	}
}

// TestReadJCANotAFile: a folder or a missing file is named as such.
func TestReadJCANotAFile(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, path, want string }{
		{"a folder", dir, dir + " is a folder: name a JCloisterZone add-on package (.jca)"},
		{"a missing file", filepath.Join(dir, "none.jca"), "cannot read " + filepath.Join(dir, "none.jca") + ": "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := ReadJCA(tc.path)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want one starting %q", err, tc.want)
			}
		})
	}
}

// TestReadJCAOwnExport: a .jca our exporter writes reads back: its id,
// its tiles.xml byte for byte, and the one warning that its artwork is
// left out.
func TestReadJCAOwnExport(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	for _, mix := range []string{"", "WE3"} {
		t.Run("winter-edition "+mix, func(t *testing.T) {
			data := exportJCA(t, r, mix, false)
			path := filepath.Join(t.TempDir(), "winter.jca")
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			id, sources, warnings, err := ReadJCA(path)
			if err != nil {
				t.Fatal(err)
			}
			if want := JCZAddonID(r.Pack().ID, mix); id != want {
				t.Errorf("id %q, want %q", id, want)
			}
			want := unpackJCA(t, data)[id+"/"+JCZTilesFile].Data
			if len(sources) != 1 || sources[0].File != path+":"+id+"/"+JCZTilesFile || !bytes.Equal(sources[0].Data, want) || len(want) == 0 {
				t.Errorf("sources %v, want the add-on's %s", sourceNames(sources), JCZTilesFile)
			}
			if len(warnings) != 1 || warnings[0].Pointer != "/artworks" || warnings[0].File != path+":"+id+"/jcz-addon.json" {
				t.Errorf("warnings %v, want the one on artworks", warnings)
			}
		})
	}
}

func sourceNames(sources []JCZSource) []string {
	var names []string
	for _, s := range sources {
		names = append(names, s.File)
	}
	return names
}

// FuzzReadJCA feeds arbitrary bytes to ReadJCA as a package: it must
// never panic, and a package it reads gives at least one tile file.
func FuzzReadJCA(f *testing.F) {
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte("not a zip"))
	for _, entries := range [][]zipEntry{
		jcaPackage(jcaManifest(`["tiles.xml", "more/river.xml", "tiles.xml"]`)),
		jcaPackage(`{"expansions": ["../x", 2]}`),
		append(jcaPackage(jcaManifest(`["tiles.xml"]`)), zipEntry{name: "__MACOSX/x"}),
	} {
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for _, e := range entries {
			w, _ := zw.Create(e.name)
			w.Write(e.data)
		}
		zw.Close()
		f.Add(buf.Bytes())
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "fuzz.jca")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, sources, _, err := ReadJCA(path)
		if err == nil && len(sources) == 0 {
			t.Fatal("read a package with no tile files")
		}
	})
}
