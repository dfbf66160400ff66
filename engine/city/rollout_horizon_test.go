package city

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestEndPlayoutScoresAsClosing: a playout stopped at its horizon scores
// as if the wall had first closed round the city as at the game's end
// (which completes and scores streets and markets along it) — endPlayout
// leaves the closing out — at each draw of games played at random, before
// the gate and with walls standing, for 2 to 4 players.
func TestEndPlayoutScoresAsClosing(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	tests := []struct {
		name    string
		players int
		seed    uint64
	}{
		{"2 players", 2, 1},
		{"2 players, another deal", 2, 7},
		{"3 players", 3, 2},
		{"4 players", 4, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(set, nil, "base", []string{"Red", "Blue", "Green", "Yellow"}[:tc.players], tc.seed, false)
			if err != nil {
				t.Fatal(err)
			}
			short, closed := g.NewTwin(), g.NewTwin()
			draws, walled := 0, 0
			for d := g.Pending(); d != nil; d = g.Pending() {
				if g.turn.phase == phasePlace {
					draws++
					if _, ok := g.wall.Gate(); ok {
						walled++
					}
					short.CopyFrom(g)
					short.endPlayout()
					closed.CopyFrom(g)
					closed.endPlayoutClosing()
					if a, b := short.Scores(nil), closed.Scores(nil); !slices.Equal(a, b) {
						t.Fatalf("draw %d: endPlayout scores %v, closing the wall first %v", draws, a, b)
					}
				}
				if err := g.Answer(g.core.Rand().IntN(d.Options())); err != nil {
					t.Fatal(err)
				}
			}
			if walled == 0 {
				t.Fatalf("no draw of %d had the wall standing", draws)
			}
		})
	}
}

// endPlayoutClosing is endPlayout with the wall closed round the city
// first, as the game's end closes it.
func (g *Game) endPlayoutClosing() {
	g.encloseCity()
	g.endPlayout()
}
