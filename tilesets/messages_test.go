package tilesets

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestMessagesPack checks the built-in Messages expansion against the seed
// (shared/seeds/messages-mini-expansion.ro.txt) and the rules digest.
func TestMessagesPack(t *testing.T) {
	p, _, err := Load("messages")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("an expansion of classic bringing the messages module", func(t *testing.T) {
		// Seed: "Această extensie a fost dezvoltată pentru jocul de bază
		// Carcassonne. Toate regulile jocului de bază încă se aplică."
		if !p.Expansion || p.Ruleset != "classic" || !slices.Equal(p.Modules, []string{"messages"}) {
			t.Errorf("expansion %v, ruleset %q, modules %v: want an expansion of classic with module messages", p.Expansion, p.Ruleset, p.Modules)
		}
		if p.Rules.Classic != nil {
			t.Error("an expansion takes the classic rules from its base: no classic block")
		}
	})
	m := p.Rules.Messages
	if m == nil {
		t.Fatal("no messages rules block")
	}
	t.Run("two figures, dark spaces every 5, a 2-point seal", func(t *testing.T) {
		// Seed: "two counting figures on the scoreboard for each player";
		// "a dark number space (0, 5, 10, 15,...)"; "Score 2 points
		// immediately (shown in the seal on the lower right corner of the tile)".
		if m.Figures != 2 || m.DarkEvery != 5 || m.SealPoints != 2 {
			t.Errorf("figures %d, darkEvery %d, sealPoints %d: want 2, 5, 2", m.Figures, m.DarkEvery, m.SealPoints)
		}
	})
	want := []struct {
		name string
		msg  schema.Message
	}{
		// Seed (1): "The player selects a road on which he or she has at
		// least one follower ... the one that would be worth the fewest
		// points when scored at the end of the game."
		{"1 score smallest road", schema.Message{Number: 1, Action: "score-smallest", Feature: "road"}},
		// Seed (2): "Same as Message 1 but applies to cities."
		{"2 score smallest city", schema.Message{Number: 2, Action: "score-smallest", Feature: "city"}},
		// Seed (3): "Same as Message 1 but applies to cloisters."
		{"3 score smallest cloister", schema.Message{Number: 3, Action: "score-smallest", Feature: "cloister"}},
		// Seed (4): "2 points for each pennant in each city where he has at
		// least 1 follower".
		{"4 two points per pennant", schema.Message{Number: 4, Action: "per-pennant", Points: 2}},
		// Seed (5): "2 points for each of his or her knights (followers in a city)".
		{"5 two points per knight", schema.Message{Number: 5, Action: "per-follower", Feature: "city", Points: 2}},
		// Seed (6) and footnote 8: "the actual tile included is for 2 points".
		{"6 two points per farmer", schema.Message{Number: 6, Action: "per-follower", Feature: "field", Points: 2}},
		// Seed (7): "The active player draws another land tile and plays it."
		{"7 one more tile", schema.Message{Number: 7, Action: "extra-tile"}},
		// Seed (8): "If the player has the majority in the feature where the
		// selected follower stands, he or she scores that feature ... then
		// puts the chosen follower back in his or her supply."
		{"8 score a follower and remove it", schema.Message{Number: 8, Action: "score-and-return"}},
	}
	if len(m.Deck) != len(want) {
		t.Fatalf("deck of %d messages, want 8 (seed: \"8 cartonașe cu depeșă\")", len(m.Deck))
	}
	for i, w := range want {
		t.Run(w.name, func(t *testing.T) {
			if m.Deck[i] != w.msg {
				t.Errorf("message %+v, want %+v", m.Deck[i], w.msg)
			}
		})
	}
	t.Run("one crop-circle land tile, added to every base mix", func(t *testing.T) {
		// Seed: "1 cartonaș de teren nou cu cerc în lan"; "Cartonașe totale: 9 (8 + 1 cerc în lan)".
		if len(p.Tiles) != 1 || p.Tiles[0].CropCircle == "" {
			t.Fatalf("tiles %d, want one tile with a crop circle", len(p.Tiles))
		}
		if len(p.Mixes) != 1 || p.Mixes[0].Total != 1 || p.Mixes[0].Counts.Of(p.Tiles[0].ID) != 1 || len(p.Mixes[0].Start) != 0 {
			t.Errorf("mixes %+v: want one mix adding the crop-circle tile once, without a start", p.Mixes)
		}
		base, _, err := Load("winter-edition")
		if err != nil {
			t.Fatal(err)
		}
		combined, diags := schema.Combine(base, p)
		if diags.HasErrors() {
			t.Fatalf("winter-edition with messages:\n%s", diags)
		}
		if len(combined.Mixes) != len(base.Mixes) {
			t.Fatalf("%d mixes combined, want the base's %d", len(combined.Mixes), len(base.Mixes))
		}
		for i, mix := range combined.Mixes {
			was := base.Mixes[i]
			if mix.ID != was.ID || mix.Total != was.Total+1 || mix.Counts.Of(p.Tiles[0].ID) != 1 {
				t.Errorf("mix %s: %d tiles, want %s with %d (the base's and the crop-circle tile)", mix.ID, mix.Total, was.ID, was.Total+1)
			}
		}
	})
	t.Run("provenance says which crop-circle tile it is, is not known", func(t *testing.T) {
		for _, pv := range p.Provenance {
			if pv.Confidence == "unknown" && pv.Note != "" {
				return
			}
		}
		t.Error("no provenance entry of confidence unknown with its reason")
	})
}
