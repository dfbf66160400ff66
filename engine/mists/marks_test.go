package mists

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestCellMarks: the board's marks count every ghost on the board
// ("ghosts are placed on the tile": mists.md), each on the cell of the tile
// holding it, and name every dog on the board on the cell of the tile whose
// meeple it stands by, as the game goes.
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
			sawGhosts, sawDogs := false, false
			for turn := 0; m.Pending() != nil && turn < 400; turn++ {
				marked, dogs := 0, 0
				for i, name := range g.Dogs() {
					pi, on := g.DogAt(i)
					if !on {
						continue
					}
					dogs++
					p := g.Core().Board()[pi]
					if !slices.Contains(m.CellMarks(), engine.Mark{X: p.X, Y: p.Y, Text: name}) {
						t.Fatalf("dog %s stands at (%d,%d) but no mark names it there: %v", name, p.X, p.Y, m.CellMarks())
					}
				}
				sawDogs = sawDogs || dogs > 0
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
				sawGhosts = sawGhosts || marked > 0
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
			if !sawGhosts {
				t.Error("no ghost was ever marked: the game tests nothing")
			}
			if level >= 3 && !sawDogs {
				t.Errorf("level %d: no dog was ever on the board in this game: choose another seed", level)
			}
			var _ engine.Marker = m
		})
	}
}
