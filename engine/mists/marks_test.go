package mists

import (
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestCellMarks: the board's marks count every ghost on the board
// ("ghosts are placed on the tile": mists.md), each on the cell of the tile
// holding it, as the game goes.
func TestCellMarks(t *testing.T) {
	for _, level := range []int{2, 3} {
		t.Run("level-"+strconv.Itoa(level), func(t *testing.T) {
			g := newLevel(t, level, 2, 7)
			m := NewMatch(g)
			defer m.Close()
			team, err := NewTeam("coop")
			if err != nil {
				t.Fatal(err)
			}
			agent := TeamAgent{Team: team}
			for turn := 0; m.Pending() != nil && turn < 400; turn++ {
				marked := 0
				for _, mk := range m.CellMarks() {
					pl, ok := g.Core().At(mk.X, mk.Y)
					if !ok {
						t.Fatalf("mark %q on empty cell (%d,%d)", mk.Text, mk.X, mk.Y)
					}
					if n, rest, ok := strings.Cut(mk.Text, " "); ok && strings.HasPrefix(rest, "ghost") {
						k, _ := strconv.Atoi(n)
						marked += k
						if pi := g.Core().PlacedIndex(pl.Cell()); g.Ghosts(pi) != k {
							t.Fatalf("mark %q on a tile with %d ghosts", mk.Text, g.Ghosts(pi))
						}
					}
				}
				if marked != g.GhostsOnBoard() {
					t.Fatalf("marks count %d ghosts, the board holds %d", marked, g.GhostsOnBoard())
				}
				d := m.Pending()
				i, err := agent.Decide(m, d)
				if err != nil {
					t.Fatal(err)
				}
				if err := m.Answer(i); err != nil {
					t.Fatal(err)
				}
			}
			var _ engine.Marker = m
		})
	}
}
