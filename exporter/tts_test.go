package exporter

import (
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// ttsCase is one pack and mix exported for Tabletop Simulator in the tests.
type ttsCase struct {
	name string
	pack func(t testing.TB) *schema.Pack
	mix  string
}

func ttsCases() []ttsCase {
	mini := func(name string) func(testing.TB) *schema.Pack {
		return func(t testing.TB) *schema.Pack { return testpacks.Mini(t, name) }
	}
	builtin := func(id string) func(testing.TB) *schema.Pack {
		return func(t testing.TB) *schema.Pack { return testpacks.FreshPack(t, id) }
	}
	return []ttsCase{
		{"classic", mini("classic"), "base"},
		{"messages", mini("messages"), "base"},
		{"castle", mini("castle"), "base"},
		{"city", mini("city"), "base"},
		{"mists", mini("mists"), "level-3"},
		{"winter-edition WE3", testpacks.WinterPack, "WE3"},
		{"winter-edition all", testpacks.WinterPack, TabletopAllMixes},
		{"mists all", builtin("mists"), TabletopAllMixes},
		{"the-castle", builtin("the-castle"), "base"},
		{"the-city", builtin("the-city"), "base"},
		{"mists level-6", builtin("mists"), "level-6"},
	}
}

// exportTTS runs the tts export of c into a new folder and returns the
// folder and the decoded saved object.
func exportTTS(t *testing.T, c ttsCase, baseURL string) (string, map[string]any) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "tts")
	x := Export{Format: "tts", Mix: c.mix, Out: dir, TileSize: 64, BaseURL: baseURL}
	if _, _, err := x.Run(context.Background(), renderer(t, c.pack(t))); err != nil {
		t.Fatal(err)
	}
	p := c.pack(t)
	data, err := os.ReadFile(filepath.Join(dir, TabletopFile(p.ID, c.mix)))
	if err != nil {
		t.Fatal(err)
	}
	var save map[string]any
	if err := json.Unmarshal(data, &save); err != nil {
		t.Fatal(err)
	}
	return dir, save
}

// ttsObjects lists every object of a save, those in bags included.
func ttsObjects(save map[string]any) []map[string]any {
	var out []map[string]any
	var walk func(list any)
	walk = func(list any) {
		objs, _ := list.([]any)
		for _, o := range objs {
			obj := o.(map[string]any)
			out = append(out, obj)
			walk(obj["ContainedObjects"])
		}
	}
	walk(save["ObjectStates"])
	return out
}

// TestTabletopPictures opens each saved object as TTS would and checks
// that every picture it names exists where its URL says, with the size
// the JSON gives it: a custom tile's picture square and of the tile size
// asked for, a board's width over height its WidthScale, a token's
// square; that no picture is left unnamed; and that GUIDs are 6 hex
// digits, each once.
func TestTabletopPictures(t *testing.T) {
	for _, c := range ttsCases() {
		for _, base := range []string{"", "https://example.org/packs/"} {
			name := c.name + " file URLs"
			if base != "" {
				name = c.name + " base URL"
			}
			t.Run(name, func(t *testing.T) {
				dir, save := exportTTS(t, c, base)
				named := map[string]bool{}
				guids := map[string]bool{}
				for _, o := range ttsObjects(save) {
					guid, _ := o["GUID"].(string)
					if !regexp.MustCompile(`^[0-9a-f]{6}$`).MatchString(guid) || guids[guid] {
						t.Errorf("%s %q: GUID %q is not 6 hex digits of its own", o["Name"], o["Nickname"], guid)
					}
					guids[guid] = true
					img, _ := o["CustomImage"].(map[string]any)
					if img == nil {
						continue
					}
					for _, key := range []string{"ImageURL", "ImageSecondaryURL"} {
						u, _ := img[key].(string)
						if u == "" {
							continue
						}
						file := ttsPictureFile(t, dir, base, u)
						named[file] = true
						w, h := pngSize(t, file)
						switch o["Name"] {
						case "Custom_Tile":
							if w != h {
								t.Errorf("%s: a tile's picture is %d×%d, not square", u, w, h)
							}
							if tags := o["Tags"].([]any); tags[0] != "wall tile" && w != 64 {
								t.Errorf("%s: %d px, want the tile size asked for, 64", u, w)
							}
						case "Custom_Board":
							if ws := img["WidthScale"].(float64); math.Abs(ws-float64(w)/float64(h)) > 1e-9 {
								t.Errorf("%s: %d×%d, but WidthScale says %g", u, w, h, ws)
							}
						case "Custom_Token":
							if w != h {
								t.Errorf("%s: a token's picture is %d×%d, not square", u, w, h)
							}
						}
					}
				}
				written, err := filepath.Glob(filepath.Join(dir, TabletopImages, "*"))
				if err != nil {
					t.Fatal(err)
				}
				for _, f := range written {
					if !named[f] {
						t.Errorf("%s is written but no object names it", f)
					}
				}
				if len(named) != len(written) {
					t.Errorf("%d pictures named, %d written", len(named), len(written))
				}
			})
		}
	}
}

// ttsPictureFile is the file a picture URL of an export into dir names.
func ttsPictureFile(t *testing.T, dir, base, u string) string {
	t.Helper()
	if base != "" {
		name, ok := strings.CutPrefix(u, base)
		if !ok || strings.Contains(name, "/") {
			t.Fatalf("%s: not a file name under the base URL %s", u, base)
		}
		return filepath.Join(dir, TabletopImages, name)
	}
	parsed, err := url.Parse(u)
	if err != nil || parsed.Scheme != "file" {
		t.Fatalf("%s: not a file URL (%v)", u, err)
	}
	if !filepath.IsAbs(parsed.Path) {
		t.Fatalf("%s: not an absolute path", u)
	}
	return filepath.FromSlash(parsed.Path)
}

func pngSize(t *testing.T, file string) (int, int) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return cfg.Width, cfg.Height
}

// TestTabletopTable checks what lies on the table: one tile per copy of
// the mix (the start tiles face up on the table, the rest in a bag), each
// copy with its own look's picture; the followers of every seat; and the
// ruleset's board and pieces.
func TestTabletopTable(t *testing.T) {
	want := map[string]struct {
		boards, messages, ghosts, dogs, walls, towers int
	}{
		"classic":            {boards: 1},
		"messages":           {boards: 1, messages: 8}, // the deck of messages-mini.json
		"castle":             {boards: 1},
		"city":               {boards: 1},
		"mists":              {boards: 1},
		"winter-edition WE3": {boards: 1},
		"winter-edition all": {boards: 1},
		"mists all":          {boards: 1},
		"the-castle":         {boards: 1},
		"the-city":           {boards: 1},
		"mists level-6":      {boards: 1},
	}
	for _, c := range ttsCases() {
		t.Run(c.name, func(t *testing.T) {
			_, save := exportTTS(t, c, "https://example.org/")
			p := c.pack(t)
			mixes, err := tabletopMixes(p, c.mix)
			if err != nil {
				t.Fatal(err)
			}
			perMix, distinct := printLists(p, mixes)
			var copies []printedTile
			starts := 0
			for m, mix := range mixes {
				copies = append(copies, perMix[m]...)
				starts += len(mix.Start)
			}
			bags := map[string]int{} // the tiles in each bag of tiles, by its name
			for _, o := range save["ObjectStates"].([]any) {
				o := o.(map[string]any)
				if inside, ok := o["ContainedObjects"].([]any); ok && len(inside) > 0 {
					if tags, _ := inside[0].(map[string]any)["Tags"].([]any); len(tags) > 0 && tags[0] == "tile" {
						bags[o["Nickname"].(string)] = len(inside)
					}
				}
			}
			if len(bags) != len(mixes) {
				t.Errorf("%d bags of tiles (%v), want one per mix: %d", len(bags), bags, len(mixes))
			}
			for m, mix := range mixes {
				name := fmt.Sprintf("%s — %s: %s", p.Name, mix.Name, plural(len(perMix[m])-len(mix.Start), "tile"))
				if bags[name] != len(perMix[m])-len(mix.Start) {
					t.Errorf("mix %s: no bag %q of its %d copies but its start tiles (bags: %v)", mix.ID, name, len(perMix[m])-len(mix.Start), bags)
				}
			}
			if len(mixes) > 1 {
				// Nothing on the table lies on another: every mix's start
				// tiles and bag have places of their own.
				at := map[[2]float64]string{}
				for _, o := range save["ObjectStates"].([]any) {
					o := o.(map[string]any)
					tr := o["Transform"].(map[string]any)
					k := [2]float64{tr["posX"].(float64), tr["posZ"].(float64)}
					if other, ok := at[k]; ok {
						t.Errorf("%s and %s both lie at %v", other, o["Nickname"], k)
					}
					at[k], _ = o["Nickname"].(string)
				}
			}
			count := map[string]int{}
			fronts := map[string]bool{}
			for _, o := range ttsObjects(save) {
				tags, _ := o["Tags"].([]any)
				if len(tags) > 0 {
					count[tags[0].(string)]++
				}
				if len(tags) > 0 && (tags[0] == "tile" || tags[0] == "start tile") {
					fronts[o["CustomImage"].(map[string]any)["ImageURL"].(string)] = true
				}
				if o["Name"] == "Custom_Board" {
					count["board"]++
				}
			}
			if got := count["tile"] + count["start tile"]; got != len(copies) {
				t.Errorf("%d tiles on the table and in bags, want one per copy: %d", got, len(copies))
			}
			if count["start tile"] != starts {
				t.Errorf("%d start tiles placed, want %d", count["start tile"], starts)
			}
			if len(fronts) != len(distinct) {
				t.Errorf("%d tile pictures, want one per look: %d", len(fronts), len(distinct))
			}
			seats := tabletopSeats(p)
			followers := 0
			for _, s := range seats {
				followers += s.followers
			}
			if len(seats) == 0 || count["follower"] != followers {
				t.Errorf("%d followers for %d seats, want %d", count["follower"], len(seats), followers)
			}
			w := want[c.name]
			if count["board"] != w.boards || count["message"] != w.messages {
				t.Errorf("%d boards and %d messages, want %d and %d", count["board"], count["message"], w.boards, w.messages)
			}
			if r := p.Rules.City; r != nil && (count["wall piece"] != r.Walls.Pieces || count["tower"] != r.Walls.Towers) {
				t.Errorf("%d wall pieces and %d towers, want %d and %d", count["wall piece"], count["tower"], r.Walls.Pieces, r.Walls.Towers)
			}
			if r := p.Rules.Mists; r != nil && (count["ghost"] == 0 || count["dog"] == 0) {
				t.Errorf("%d ghosts and %d dogs, want some of each", count["ghost"], count["dog"])
			}
			if r := p.Rules.Castle; r != nil && count["wall tile"] == 0 {
				t.Error("no wall tiles")
			}
		})
	}
}

// TestTabletopGolden pins the saved object of a small pack with the
// Messages module (run with -update to rewrite it): the same pack gives
// the same bytes, GUIDs included.
func TestTabletopGolden(t *testing.T) {
	c := ttsCases()[1]
	dir, _ := exportTTS(t, c, "https://example.org/messages-mini/")
	data, err := os.ReadFile(filepath.Join(dir, TabletopFile(c.pack(t).ID, c.mix)))
	if err != nil {
		t.Fatal(err)
	}
	assertGoldenText(t, "tts-messages-mini.json", string(data))
}

func TestTabletopRefuses(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	dir := t.TempDir()
	tests := []struct {
		name, want string
		x          Export
	}{
		{"several mixes and none chosen", "has 4 mixes: choose one (WD, WE1, WE2, WE3), or all: every mix on one table, a bag each", Export{Format: "tts", Out: filepath.Join(dir, "a")}},
		{"a mix of none of the pack's ids", `no mix "WE9" (its mixes: WD, WE1, WE2, WE3), or all: every mix on one table`, Export{Format: "tts", Mix: "WE9", Out: filepath.Join(dir, "c")}},
		{"all with pdf", `no mix "all" (its mixes: WD, WE1, WE2, WE3): all, every mix on one table, is for --format tts`, Export{Format: "pdf", Mix: "all", Out: filepath.Join(dir, "d.pdf")}},
		{"all with jcz", "leave --mix out and jcz exports every mix", Export{Format: "jcz", Mix: "all", Out: filepath.Join(dir, "e.jca")}},
		{"a file", "is a folder", Export{Format: "tts", Mix: "WE3", Out: filepath.Join(dir, "a.json")}},
		{"a base URL that is no web address", "give an http:// or https:// address", Export{Format: "tts", Mix: "WE3", Out: filepath.Join(dir, "b"), BaseURL: "ftp://x/"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := tc.x.Run(context.Background(), r)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to say %q", err, tc.want)
			}
		})
	}
}
