package cli

import (
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestCombinationArtwork: the renderer reads one folder, the base pack's,
// so an expansion's artwork is drawn only from that folder; elsewhere it
// is refused, not drawn wrongly.
func TestCombinationArtwork(t *testing.T) {
	withArt := &schema.Pack{ID: "extra", Tiles: []schema.Tile{{ID: "XV", Art: "art/XV.png"}}}
	noArt := &schema.Pack{ID: "extra", Tiles: []schema.Tile{{ID: "XV"}}}
	for _, tc := range []struct {
		name    string
		base    source
		exp     source
		pack    *schema.Pack
		refused bool
	}{
		{"same folder", source{name: "packs/base.json"}, source{name: "packs/./extra.json"}, withArt, false},
		{"another folder", source{name: "packs/base.json"}, source{name: "other/extra.json"}, withArt, true},
		{"built-in base", source{name: "tilesets/packs/winter-edition.json", builtin: true}, source{name: "extra.json"}, withArt, true},
		{"no artwork, any folder", source{name: "tilesets/packs/winter-edition.json", builtin: true}, source{name: "other/extra.json"}, noArt, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := combination{sources: []source{tc.base, tc.exp}, expansions: []*schema.Pack{tc.pack}}
			_, err := c.artwork()
			if refused := err != nil; refused != tc.refused {
				t.Fatalf("refused %v (%v), want %v", refused, err, tc.refused)
			}
			if err != nil && !strings.Contains(err.Error(), "put the two packs in one folder") {
				t.Errorf("error %q does not say how to fix it", err)
			}
		})
	}
}
