package exporter

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// TestTabletopMixes: "all" asks for every mix, unless the pack has a mix
// called all, which it then means; another unknown id is refused.
func TestTabletopMixes(t *testing.T) {
	p := &schema.Pack{ID: "p", Mixes: []schema.Mix{{ID: "a"}, {ID: "b"}}}
	for _, tc := range []struct {
		name, ask string
		want      []string
	}{
		{"one mix", "b", []string{"b"}},
		{"every mix", "all", []string{"a", "b"}},
		{"no such mix", "c", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mixes, err := tabletopMixes(p, tc.ask)
			var got []string
			for _, m := range mixes {
				got = append(got, m.ID)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) || (tc.want == nil) != (err != nil) {
				t.Errorf("mixes %v, error %v; want %v", got, err, tc.want)
			}
		})
	}
	t.Run("a mix called all", func(t *testing.T) {
		q := &schema.Pack{ID: "q", Mixes: []schema.Mix{{ID: "a"}, {ID: "all"}}}
		if mixes, err := tabletopMixes(q, "all"); err != nil || len(mixes) != 1 || mixes[0].ID != "all" {
			t.Errorf("mixes %v, %v: want the mix called all", mixes, err)
		}
	})
}

// TestTabletopMixCalledAll exports, as the CLI does, a Winter Edition
// whose WE2 is renamed "all": --mix all is that mix alone, one bag.
func TestTabletopMixCalledAll(t *testing.T) {
	c := ttsCase{"a mix called all", func(t testing.TB) *schema.Pack {
		p := testpacks.FreshPack(t, "winter-edition") // not the shared one: it is changed
		for i := range p.Mixes {
			if p.Mixes[i].ID == "WE2" {
				p.Mixes[i].ID = TabletopAllMixes
			}
		}
		return p
	}, TabletopAllMixes}
	_, save := exportTTS(t, c, "https://example.org/")
	var bags []string
	for _, o := range save["ObjectStates"].([]any) {
		if o := o.(map[string]any); o["Name"] == "Bag" {
			bags = append(bags, o["Nickname"].(string))
		}
	}
	if len(bags) != 1 || !strings.Contains(bags[0], "(WE2): 83 tiles") {
		t.Errorf("bags %q, want the one of the mix called all (WE2's 84 tiles but its start tile)", bags)
	}
}

// TestTabletopAllMixesSameBytes: the saved object of every mix, GUIDs
// and pictures included, is the same however often it is exported.
func TestTabletopAllMixesSameBytes(t *testing.T) {
	c := ttsCase{"winter-edition all", testpacks.WinterPack, TabletopAllMixes}
	first, _ := exportTTS(t, c, "https://example.org/all/")
	again, _ := exportTTS(t, c, "https://example.org/all/")
	files := 0
	err := filepath.WalkDir(first, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(first, path)
		if err != nil {
			return err
		}
		a, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		b, err := os.ReadFile(filepath.Join(again, rel))
		if err != nil {
			return err
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two exports of the same pack", rel)
		}
		files++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	written, err := filepath.Glob(filepath.Join(again, TabletopImages, "*"))
	if err != nil {
		t.Fatal(err)
	}
	if files != len(written)+2 { // the JSON and its picture
		t.Errorf("%d files in the first export, %d in the second", files, len(written)+2)
	}
}

// TestTabletopStartTilesBesideTheirBags: with every mix on the table, the
// first mix's start tiles lie where it places them, and each other mix's
// in front of its own bag (its x, further forward), saying which mix
// they start.
func TestTabletopStartTilesBesideTheirBags(t *testing.T) {
	for _, c := range ttsCases() {
		if c.mix != TabletopAllMixes {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			_, save := exportTTS(t, c, "https://example.org/")
			p := c.pack(t)
			type spot struct{ x, z float64 }
			bagAt := map[string]spot{} // by the mix's name
			var starts []map[string]any
			for _, o := range save["ObjectStates"].([]any) {
				o := o.(map[string]any)
				tr := o["Transform"].(map[string]any)
				at := spot{tr["posX"].(float64), tr["posZ"].(float64)}
				nick, _ := o["Nickname"].(string)
				if tags, _ := o["Tags"].([]any); len(tags) > 0 && tags[0] == "start tile" {
					starts = append(starts, o)
				}
				for _, m := range p.Mixes {
					if o["Name"] == "Bag" && strings.HasPrefix(nick, p.Name+" — "+m.Name+": ") {
						bagAt[m.Name] = at
					}
				}
			}
			want := 0
			for m, mix := range p.Mixes {
				bag, ok := bagAt[mix.Name]
				if !ok {
					t.Fatalf("no bag of mix %s among %v", mix.ID, bagAt)
				}
				var mine []map[string]any
				for _, o := range starts {
					d, _ := o["Description"].(string)
					if (m == 0 && d == "start tile") || (m > 0 && strings.Contains(d, "start tile of "+mix.Name+":")) {
						mine = append(mine, o)
					}
				}
				want += len(mix.Start)
				if len(mine) != len(mix.Start) {
					t.Errorf("mix %s: %d start tiles, want %d", mix.ID, len(mine), len(mix.Start))
					continue
				}
				for s, o := range mine {
					tr := o["Transform"].(map[string]any)
					at := spot{tr["posX"].(float64), tr["posZ"].(float64)}
					place := spot{float64(mix.Start[s].X) * ttsCell, -float64(mix.Start[s].Y) * ttsCell}
					if m > 0 {
						place = spot{bag.x, bag.z + ttsStartZ + float64(s)*ttsCell}
					}
					if at != place || tr["rotY"].(float64) != float64(mix.Start[s].Rot) {
						t.Errorf("mix %s: start tile %d at %v turned %v, want %v turned %d", mix.ID, s, at, tr["rotY"], place, mix.Start[s].Rot)
					}
				}
			}
			if len(starts) != want {
				t.Errorf("%d start tiles on the table, want %d, the mixes' own", len(starts), want)
			}
		})
	}
}
