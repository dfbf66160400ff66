package exporter

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// exportJCA runs the jcz export of mix ("" for all) to a .jca file and
// returns its bytes.
func exportJCA(t *testing.T, r *Renderer, mix string, lossy bool) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "addon.jca")
	x := Export{Format: "jcz", Mix: mix, Out: out, TileSize: 48, Lossy: lossy}
	if _, _, err := x.Run(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// unpackJCA unpacks a .jca into a file system, as the client's installer
// unpacks it into a fresh folder.
func unpackJCA(t *testing.T, data []byte) fstest.MapFS {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("the .jca is not a zip: %v", err)
	}
	fsys := fstest.MapFS{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		fsys[f.Name] = &fstest.MapFile{Data: body}
	}
	return fsys
}

// TestJCZAddonConformance: every export of the built-in packs, unpacked,
// passes every step of docs/jcz-addon.md section 6 — among them, every
// tile the add-on defines has an image, and every feature a follower can
// stand on has a point and a clip (steps 19 and 20).
func TestJCZAddonConformance(t *testing.T) {
	winter := renderer(t, testpacks.WinterPack(t))
	mists := renderer(t, testpacks.FreshPack(t, "mists"))
	cases := []struct {
		name  string
		r     *Renderer
		mix   string
		lossy bool
	}{
		{"winter-edition, every mix", winter, "", false},
		{"mists, every mix, lossy", mists, "", true},
	}
	for _, m := range winter.Pack().Mixes {
		cases = append(cases, struct {
			name  string
			r     *Renderer
			mix   string
			lossy bool
		}{"winter-edition " + m.ID, winter, m.ID, false})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fsys := unpackJCA(t, exportJCA(t, tc.r, tc.mix, tc.lossy))
			checkJCZAddon(t, fsys)
			// The check must have had something to look at: the tiles of
			// the mixes, with their pictures and follower points.
			id := JCZAddonID(tc.r.Pack().ID, tc.mix)
			var art map[string]jczTileArt
			if err := json.Unmarshal(fsys[id+"/tilesmith/tiles.json"].Data, &art); err != nil {
				t.Fatal(err)
			}
			want := len(jczDefinedTiles(tc.r.Pack(), tc.mix, findJCZStart(tc.r.Pack())))
			if len(art) != want || want == 0 {
				t.Errorf("%d tiles with artwork, want the %d the add-on defines", len(art), want)
			}
		})
	}
}

// TestJCZAddonBytesRepeat: the same pack gives the same .jca, byte for byte.
func TestJCZAddonBytesRepeat(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	first, second := exportJCA(t, r, "WE3", false), exportJCA(t, r, "WE3", false)
	if !bytes.Equal(first, second) {
		t.Fatal("two exports of the same mix differ")
	}
	zr, err := zip.NewReader(bytes.NewReader(first), int64(len(first)))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		if !f.Modified.Equal(zipTime) {
			t.Errorf("%s carries the time %v", f.Name, f.Modified)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("entries are not sorted: %v", names)
	}
}

// TestJCZAddonFolder: --out DIR writes the add-on's one folder inside DIR,
// the same layout as the .jca, and it passes the check too.
func TestJCZAddonFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	x := Export{Format: "jcz", Mix: "WD", Out: dir, TileSize: 32}
	summary, _, err := x.Run(context.Background(), renderer(t, testpacks.WinterPack(t)))
	if err != nil {
		t.Fatal(err)
	}
	if want := "copy the folder " + filepath.Join(dir, "winter-edition-wd"); !strings.Contains(summary, want) {
		t.Errorf("summary %q does not say %q", summary, want)
	}
	checkJCZAddon(t, os.DirFS(dir))
}

func TestJCZAddonID(t *testing.T) {
	tests := []struct {
		pack, mix string
		modules   []string
		want      string
	}{
		{"winter-edition", "", nil, "winter-edition"},
		{"winter-edition", "WE3", nil, "winter-edition-we3"},
		{"winter-edition", "WE3", []string{"messages"}, "winter-edition-we3-messages"},
		{"winter-edition", "", []string{"messages"}, "winter-edition-messages"},
		{"mists", "level-3", nil, "mists-level-3"},
		{"mypack", "Ed_1.2", nil, "mypack-ed-1-2"},
		{"jcz", "", nil, "jcz-tilesmith"},
		{"classic", "", nil, "classic-tilesmith"},
		{"classic", "WD", nil, "classic-wd"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := JCZAddonID(tt.pack, tt.mix, tt.modules...); got != tt.want {
				t.Errorf("JCZAddonID(%q, %q, %q) = %q, want %q", tt.pack, tt.mix, tt.modules, got, tt.want)
			}
			if !addonIDPattern.MatchString(tt.want) {
				t.Errorf("%q is not a valid add-on id", tt.want)
			}
		})
	}
}

// TestJCZManifest: jcz-addon.json has the fields the client reads, with
// the JSON types it wants (docs/jcz-addon.md section 2).
func TestJCZManifest(t *testing.T) {
	files, _ := jczFiles(t, testpacks.WinterPack(t), "WE3")
	var m map[string]any
	if err := json.Unmarshal(files[JCZAddonFile], &m); err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		field string
		want  any
	}{
		{"title", "Carcassonne: Winter Edition — Winter Edition, 2022 (WE3)"},
		{"version", 1.0}, // a JSON number, not "1"
		{"minimumJczVersion", "5.10.0"},
		{"expansions", []any{"tiles.xml"}},
		{"artworks", []any{"tilesmith"}},
	}
	for _, c := range checks {
		t.Run(c.field, func(t *testing.T) {
			if got, _ := json.Marshal(m[c.field]); string(got) != jsonShown(c.want) {
				t.Errorf("%s is %s, want %s", c.field, got, jsonShown(c.want))
			}
		})
	}
	for _, gone := range []string{"tileDefinitions", "tileSets", "id"} {
		if _, ok := m[gone]; ok {
			t.Errorf("the manifest still has %q, which the client does not read", gone)
		}
	}
}

// TestJCZArtworkJSON: artwork.json gives the tile size; each tile's entry
// names its picture, and each feature's key (§4.4) holds the point our
// board picture puts a follower at and a closed clip path, in pixels.
func TestJCZArtworkJSON(t *testing.T) {
	p := testpacks.WinterPack(t)
	r := renderer(t, p)
	files, _ := jczFiles(t, p, "")
	var aw map[string]any
	if err := json.Unmarshal(files["tilesmith/artwork.json"], &aw); err != nil {
		t.Fatal(err)
	}
	if aw["tileSize"] != 32.0 || aw["perspective"] != "rotate" || jsonShown(aw["tilesInclude"]) != `["tiles.json"]` {
		t.Errorf("artwork.json is %v", aw)
	}
	var art map[string]jczTileArt
	if err := json.Unmarshal(files["tilesmith/tiles.json"], &art); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		tile  string
		keys  []string // feature keys in the tile's feature order
		moved []string // keys whose follower is moved off the cloister
	}{
		// A's field stands off the cloister on our board picture too.
		{"A", []string{"Road/S", "Monastery/I", "Field/NL.NR.EL.ER.SL.SR.WL.WR"}, []string{"Road/S"}},
		{"animal-CFRC", []string{"City/NW", "Road/S", "Field/SR", "Field/EL.ER.SL"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.tile, func(t *testing.T) {
			entry, ok := art["winter-edition/"+tt.tile]
			if !ok {
				t.Fatalf("no artwork for tile %s", tt.tile)
			}
			if entry.Image != "tiles/"+tt.tile+".png" || files["tilesmith/"+entry.Image] == nil {
				t.Errorf("image %q", entry.Image)
			}
			if len(entry.Features) != len(tt.keys) {
				t.Errorf("features %v, want %v", sortedKeys(entry.Features), tt.keys)
			}
			for fi, key := range tt.keys {
				f, ok := entry.Features[key]
				if !ok {
					t.Errorf("no feature %s", key)
					continue
				}
				x, y, err := r.FeaturePoint(tt.tile, fi, 0)
				if err != nil {
					t.Fatal(err)
				}
				board := [2]float64{pixels(x, 32), pixels(y, 32)}
				if moved := slices.Contains(tt.moved, key); moved == (f.Point == board) {
					t.Errorf("%s stands at %v; our board picture puts it at %v (moved off the cloister: %v)", key, f.Point, board, moved)
				}
				if !strings.HasPrefix(f.Clip, "M") || !strings.HasSuffix(f.Clip, " Z") || strings.ContainsAny(f.Clip, "${}<>") {
					t.Errorf("%s: clip %q is not closed absolute path data", key, f.Clip)
				}
			}
		})
	}
	if _, ok := art["winter-edition/D"]; ok {
		t.Error("tile D is written as JCloisterZone's BA/RCr, which JCloisterZone draws, yet has artwork of ours")
	}
}

// TestJCZFeatureKey: the spelling of §4.4 for each kind and location.
func TestJCZFeatureKey(t *testing.T) {
	ports := func(names ...string) []schema.Port {
		var out []schema.Port
		for _, n := range names {
			p, ok := schema.ParsePort(n)
			if !ok {
				panic(n)
			}
			out = append(out, p)
		}
		return out
	}
	tests := []struct {
		name string
		f    schema.Feature
		want string
	}{
		{"a through road", schema.Feature{Kind: schema.KindRoad, Ports: ports("E", "W")}, "Road/WE"},
		{"a road end", schema.Feature{Kind: schema.KindRoad, Ports: ports("S")}, "Road/S"},
		{"a curve", schema.Feature{Kind: schema.KindRoad, Ports: ports("S", "E")}, "Road/SE"},
		{"a city cap", schema.Feature{Kind: schema.KindCity, Ports: ports("NL", "N", "NR")}, "City/N"},
		{"a city on all but S", schema.Feature{Kind: schema.KindCity, Ports: ports("W", "N", "E")}, "City/_S"},
		{"a city everywhere", schema.Feature{Kind: schema.KindCity, Ports: ports("N", "E", "S", "W")}, "City/NWSE"},
		{"a field, halves out of order", schema.Feature{Kind: schema.KindField, Ports: ports("WR", "EL")}, "Field/EL.WR"},
		{"a field with a centre port", schema.Feature{Kind: schema.KindField, Ports: ports("ER", "SL", "S", "SR", "WL")}, "Field/ER.SL.SR.WL"},
		{"a cloister", schema.Feature{Kind: schema.KindCloister}, "Monastery/I"},
		{"fog", schema.Feature{Kind: schema.KindFog, Ports: ports("N")}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := jczFeatureKey(&tt.f); got != tt.want {
				t.Errorf("key %q, want %q", got, tt.want)
			}
		})
	}
}

// TestJCZFollowerPoints: on every tile of the built-in packs, each
// follower's point lies inside its feature's clip, and no follower but
// the monk stands on a cloister's square (where JCloisterZone would draw
// it over the monk).
func TestJCZFollowerPoints(t *testing.T) {
	for _, id := range []string{"winter-edition", "mists"} {
		t.Run(id, func(t *testing.T) {
			files, _ := jczFiles(t, testpacks.FreshPack(t, id), "")
			var art map[string]jczTileArt
			if err := json.Unmarshal(files["tilesmith/tiles.json"], &art); err != nil {
				t.Fatal(err)
			}
			for _, tile := range sortedKeys(art) {
				features := art[tile].Features
				monk, hasMonk := features["Monastery/I"]
				for _, key := range sortedKeys(features) {
					f := features[key]
					p := pt{f.Point[0] / 32, f.Point[1] / 32}
					if !insideClip(t, p, f.Clip) {
						t.Errorf("%s %s: the point %v is outside its clip %s", tile, key, f.Point, f.Clip)
					}
					if hasMonk && key != "Monastery/I" && insideClip(t, p, monk.Clip) {
						t.Errorf("%s %s: the point %v stands on the cloister", tile, key, f.Point)
					}
				}
			}
		})
	}
}

// insideClip reports whether p (tile units) lies inside clip, path data
// of closed "M x y L x y … Z" sub-paths in pixels of a 32-pixel tile, by
// the even-odd rule.
func insideClip(t *testing.T, p pt, clip string) bool {
	t.Helper()
	in := false
	for _, sub := range strings.Split(clip, "Z") {
		fields := strings.Fields(strings.NewReplacer("M", " ", "L", " ").Replace(sub))
		if len(fields) == 0 {
			continue
		}
		if len(fields)%2 != 0 {
			t.Fatalf("clip %q is not pairs of numbers", clip)
		}
		var poly []pt
		for i := 0; i < len(fields); i += 2 {
			x, errX := strconv.ParseFloat(fields[i], 64)
			y, errY := strconv.ParseFloat(fields[i+1], 64)
			if errX != nil || errY != nil {
				t.Fatalf("clip %q: %v %v", clip, errX, errY)
			}
			poly = append(poly, pt{x / 32, y / 32})
		}
		if insidePolygon(p, poly) {
			in = !in
		}
	}
	return in
}
