package exporter

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// TestJCZAddonsTellApart: the add-ons of one pack — every mix, one mix,
// with and without the Messages module — have ids JCloisterZone installs
// side by side (it refuses an id it has) and titles, in the add-on list
// and in the game set-up, that name the pack, the mix and the module.
func TestJCZAddonsTellApart(t *testing.T) {
	winter := testpacks.FreshPack(t, "winter-edition")
	withMessages, diags := schema.Combine(testpacks.FreshPack(t, "winter-edition"), testpacks.FreshPack(t, "messages"))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	exports := []struct {
		name     string
		p        *schema.Pack
		mix      string
		id       string
		title    string
		setTitle string // the expansion of mix WE3, "" when it has none
	}{
		{"every mix", winter, "", "winter-edition", "Carcassonne: Winter Edition",
			"Carcassonne: Winter Edition — Winter Edition, 2022 (WE3)"},
		{"WE3", winter, "WE3", "winter-edition-we3", "Carcassonne: Winter Edition — Winter Edition, 2022 (WE3)",
			"Carcassonne: Winter Edition — Winter Edition, 2022 (WE3)"},
		{"WD", winter, "WD", "winter-edition-wd", "Carcassonne: Winter Edition — Winter Edition, 2011 (WD)", ""},
		// The combination's name names the expansion; the title names the
		// module as well, which changes how the tiles are played.
		{"every mix, with messages", withMessages, "", "winter-edition-messages", "Carcassonne: Winter Edition + The Messages, with the Messages module",
			"Carcassonne: Winter Edition + The Messages — Winter Edition, 2022 (WE3), with the Messages module"},
		{"WE3, with messages", withMessages, "WE3", "winter-edition-we3-messages",
			"Carcassonne: Winter Edition + The Messages — Winter Edition, 2022 (WE3), with the Messages module",
			"Carcassonne: Winter Edition + The Messages — Winter Edition, 2022 (WE3), with the Messages module"},
	}
	ids, titles := map[string]string{}, map[string]string{}
	for _, x := range exports {
		t.Run(x.name, func(t *testing.T) {
			addon, err := JCZAddon(context.Background(), renderer(t, x.p), JCZOptions{Mix: x.mix, Lossy: true, PackOptions: PackOptions{TileSize: 32}})
			if err != nil {
				t.Fatal(err)
			}
			if addon.ID != x.id || !addonIDPattern.MatchString(addon.ID) {
				t.Errorf("id %q, want %q", addon.ID, x.id)
			}
			if other, dup := ids[addon.ID]; dup {
				t.Errorf("id %q is the id of the export %s too: JCloisterZone would refuse to install the second", addon.ID, other)
			}
			ids[addon.ID] = x.name
			files := map[string][]byte{}
			for _, f := range addon.Files {
				files[strings.TrimPrefix(f.Path, addon.ID+"/")] = f.Data
			}
			var m jczManifest
			if err := json.Unmarshal(files[JCZAddonFile], &m); err != nil {
				t.Fatal(err)
			}
			if m.Title != x.title {
				t.Errorf("title %q, want %q", m.Title, x.title)
			}
			if other, dup := titles[m.Title]; dup {
				t.Errorf("title %q is the title of the export %s too", m.Title, other)
			}
			titles[m.Title] = x.name
			defs := parseJCZ(t, files[JCZTilesFile])
			got := ""
			for _, e := range defs.Expansions {
				if strings.HasSuffix(e.ID, "_WE3") {
					got = e.Title
				}
				if !strings.Contains(e.Title, x.p.Name+" — ") {
					t.Errorf("expansion %s is titled %q, which names no mix", e.ID, e.Title)
				}
			}
			if got != x.setTitle {
				t.Errorf("the expansion of WE3 is titled %q, want %q", got, x.setTitle)
			}
		})
	}
}
