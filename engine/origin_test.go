package engine_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/schema"
)

// TestFirstTileWithoutStart: a mix without a start tile (The City's:
// "The start player draws the first tile of stack 1, places it in the
// middle") offers the origin, in every distinct rotation, for the first
// tile, on the fast and on the checked path; any other cell is refused
// with a message that says where the first tile goes.
func TestFirstTileWithoutStart(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "schema", "testdata", "valid", "city-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Check("city-mini.json", data)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	newGame := func(seed uint64) *classic.Game {
		g, err := classic.NewGame(set, placeOnly{}, engine.Setup{Mix: "base", Players: []string{"A", "B"}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	t.Run("fast path: the origin in every rotation, then the game goes on", func(t *testing.T) {
		g := newGame(1)
		for seed := uint64(1); seed <= 3; seed++ {
			if err := g.Reset(seed); err != nil { // Reset opens the origin again
				t.Fatal(err)
			}
			if !g.Begin() {
				t.Fatal("the game is over before its first tile")
			}
			ps := g.AppendPlacements(nil)
			for _, pl := range ps {
				if x, y := g.PlacementXY(pl); x != 0 || y != 0 {
					t.Fatalf("first placement at (%d,%d), want the origin", x, y)
				}
			}
			if want := bitsOf(set.Tiles[g.Hand()[0]].Rotations); len(ps) != want {
				t.Fatalf("%d first placements, want one per distinct rotation (%d)", len(ps), want)
			}
			g.PlaceUnchecked(ps[0])
			g.EndTurn()
			if !g.Begin() || len(g.AppendPlacements(nil)) == 0 {
				t.Fatal("no placement for the second tile")
			}
		}
	})
	t.Run("checked path", func(t *testing.T) {
		g := newGame(1)
		err := classicmoves.Play(g, engine.Move{Tile: "01", X: 1, Y: 0})
		if !errors.Is(err, engine.ErrNoContact) || err.Error() != "tile 01 does not fit at (1,0) rot 0: the first tile goes in the middle, at (0,0)" {
			t.Fatalf("first tile off the origin: %v", err)
		}
		if err := classicmoves.Play(g, engine.Move{Tile: "01", X: 0, Y: 0, Rot: 90}); err != nil {
			t.Fatal(err)
		}
		if err := classicmoves.Play(g, engine.Move{Tile: "02", X: 5, Y: 5}); !errors.Is(err, engine.ErrNoContact) {
			t.Fatalf("a second tile away from the first: %v", err)
		}
	})
}

// placeOnly are rules that only place: no follower, no scoring.
type placeOnly struct{}

func (placeOnly) Options() engine.Options {
	return engine.Options{MinPlayers: 1, MaxPlayers: engine.MaxPlayers}
}
func (placeOnly) ScoreTurn(*engine.Game, []engine.Node) {}
func (placeOnly) ScoreFinal(*engine.Game)               {}

func bitsOf(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
