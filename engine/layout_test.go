package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// castleBoard are rules that lay the-castle's board: its cells as the
// shape (the wall closes the ports facing it) and its start spaces at
// set-up.
type castleBoard struct{ opts engine.Options }

func (r castleBoard) Options() engine.Options             { return r.opts }
func (castleBoard) ScoreTurn(*engine.Game, []engine.Node) {}
func (castleBoard) ScoreFinal(*engine.Game)               {}

// TestStartSpaces: The Castle's start spaces are laid at set-up on the
// wall, outside the board's cells; the first tile goes against one of
// them (digest: "The first tile goes with a full edge against one of the
// 7 start spaces"), inside the wall, and a start space's segment counts as
// a tile of the territory it joins ("Start spaces printed on the wall
// carry territory segments too ... and count as one tile").
func TestStartSpaces(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	if len(set.StartSpaces) != 7 {
		t.Fatalf("%d start spaces compiled, want 7", len(set.StartSpaces))
	}
	var cells []engine.Pos
	for y, row := range set.Pack.Rules.Castle.Board.Cells {
		for x, c := range row {
			if c == '#' {
				cells = append(cells, engine.Pos{X: x, Y: y})
			}
		}
	}
	shape := engine.Mask(cells, true)
	rules := castleBoard{engine.Options{MinPlayers: 2, MaxPlayers: 2, Followers: 6, FollowerKinds: 0xff,
		Shape: shape, Layout: set.StartSpaces}}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: set.Pack.Mixes[0].ID, Players: []string{"A", "B"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Board()) != 7 {
		t.Fatalf("%d tiles on the board at set-up, want the 7 start spaces", len(g.Board()))
	}
	nextTo := map[engine.Pos]bool{}
	for _, sp := range set.StartSpaces {
		if shape.Contains(sp.X, sp.Y) {
			t.Errorf("start space at (%d,%d) lies inside the wall", sp.X, sp.Y)
		}
		for _, d := range []engine.Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}} {
			nextTo[engine.Pos{X: sp.X + d.X, Y: sp.Y + d.Y}] = true
		}
	}
	if !g.Begin() {
		t.Fatal("the game is over before its first tile")
	}
	ps := g.AppendPlacements(nil)
	if len(ps) == 0 {
		t.Fatal("the first tile fits nowhere")
	}
	for _, p := range ps {
		x, y := g.PlacementXY(p)
		if !shape.Contains(x, y) || !nextTo[engine.Pos{X: x, Y: y}] {
			t.Fatalf("a first placement at (%d,%d): not inside the wall against a start space", x, y)
		}
	}
	// Every start space's segment joins what the first tile puts against
	// it: the feature then lies on two tiles.
	p := ps[0]
	g.PlaceUnchecked(p)
	x, y := g.PlacementXY(p)
	placed, _ := g.At(x, y)
	joined := false
	for fi := range set.Tiles[placed.Tile].Features {
		if g.Tiles(placed.Node(fi)) == 2 {
			joined = true
		}
	}
	if !joined {
		t.Errorf("the first tile at (%d,%d) joins no start space's segment", x, y)
	}
}
