package exporter

import (
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestJCZFit: JCloisterZone plays packs of the base game's features with
// no module as they are; Mists and the Messages module only as a lossy
// export; The City and The Castle, whose features JCloisterZone has none
// of, not at all.
func TestJCZFit(t *testing.T) {
	for _, tc := range []struct {
		name, pack   string
		with         string
		exact, lossy bool
	}{
		{"the Winter Edition", "winter-edition", "", true, false},
		{"with the Messages module", "winter-edition", "messages", false, true},
		{"Mists over Carcassonne", "mists", "", false, true},
		{"The City", "the-city", "", false, false},
		{"The Castle", "the-castle", "", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := testpacks.FreshPack(t, tc.pack)
			if tc.with != "" {
				p.Modules = append(p.Modules, tc.with)
			}
			if got := JCZExports(p); got != tc.exact {
				t.Errorf("JCZExports = %v, want %v", got, tc.exact)
			}
			if got := JCZLossyExports(p); got != tc.lossy {
				t.Errorf("JCZLossyExports = %v, want %v", got, tc.lossy)
			}
		})
	}
}
