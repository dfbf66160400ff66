package engine_test

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/schema"
)

// shapedRules are classic's rules on a board shape of the test's choosing.
type shapedRules struct {
	engine.Rules
	shape engine.Shape
}

func (r shapedRules) Options() engine.Options {
	o := r.Rules.Options()
	o.Shape = r.shape
	return o
}

// shapedGame starts a 2-player classic game of the winter pack's WD mix on
// shape (classic options on top, "" for none).
func shapedGame(t *testing.T, shape engine.Shape, options string, seed uint64) *classic.Game {
	t.Helper()
	set := winterSet(t)
	var opts []byte
	if options != "" {
		opts = []byte(options)
	}
	rules, err := classic.Ruleset{}.Bind(set, opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, shapedRules{rules, shape}, engine.Setup{Mix: "WD", Players: []string{"Red", "Blue"}, Seed: seed, Events: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// rectCells lists the cells of classic's w×h table around (0,0).
func rectCells(w, h int) []engine.Pos {
	var cells []engine.Pos
	for y := -(h - 1) / 2; y <= h/2; y++ {
		for x := -(w - 1) / 2; x <= w/2; x++ {
			cells = append(cells, engine.Pos{X: x, Y: y})
		}
	}
	return cells
}

// TestTableShapeIsClassicBoard: the classic house rules "a bounded table:
// tiles may not go past a fixed board size" and "the table edge completes
// features (like an abbey would)" (classic.md) are the rectangle shape;
// the same rectangle given as a mask of cells plays every game the same
// way, tile for tile, point for point.
func TestTableShapeIsClassicBoard(t *testing.T) {
	tests := []struct {
		name   string
		w, h   int
		closes bool
	}{
		{"5×5, edge open", 5, 5, false},
		{"5×5, the edge completes features", 5, 5, true},
		{"8×3, the edge completes features", 8, 3, true},
		{"1×9, edge open", 1, 9, false},
	}
	var pl classic.Player
	bs := []engine.Bot{bots.Random{}, bots.Random{}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			options := fmt.Sprintf(`{"board": {"width": %d, "height": %d}, "edgeCompletes": %v}`, tt.w, tt.h, tt.closes)
			for seed := uint64(1); seed <= 40; seed++ {
				house := newGame(t, "WD", 2, seed, options)
				if want := engine.Rectangle(tt.w, tt.h, tt.closes); !reflect.DeepEqual(house.Options().Shape, want) {
					t.Fatalf("the house rules give %v, want %v", house.Options().Shape, want)
				}
				mask := shapedGame(t, engine.Mask(rectCells(tt.w, tt.h), tt.closes), "", seed)
				pl.Play(house, bs)
				pl.Play(mask, bs)
				if !reflect.DeepEqual(house.Board(), mask.Board()) || !reflect.DeepEqual(house.Events(), mask.Events()) ||
					house.Score(0) != mask.Score(0) || house.Score(1) != mask.Score(1) {
					t.Fatalf("seed %d: the table and the mask of its cells play differently (%d-%d vs %d-%d)",
						seed, house.Score(0), house.Score(1), mask.Score(0), mask.Score(1))
				}
			}
		})
	}
}

// ring is the border of the 4×4 square from (0,0) to (3,3): 12 cells
// around a hole of 4, so its edge runs inside as well as outside.
func ring() []engine.Pos {
	var cells []engine.Pos
	for y := range 4 {
		for x := range 4 {
			if x == 0 || x == 3 || y == 0 || y == 3 {
				cells = append(cells, engine.Pos{X: x, Y: y})
			}
		}
	}
	return cells
}

// ell is an L of 7 cells with its corner on the start tile.
func ell() []engine.Pos {
	return []engine.Pos{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {0, 2}, {0, 3}}
}

// sideStep is the cell across each side (N, E, S, W).
var sideStep = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// openPorts counts, by brute force over the board, the ports of n's set
// that face neither a tile nor, when the shape's edge closes ports, a cell
// outside the shape.
func openPorts(g *classic.Game, n engine.Node) int {
	shape := g.Shape()
	open := 0
	g.Members(n, func(m engine.Node) {
		p := g.PlacedOf(m)
		fi := int(m - p.Node(0))
		rot := &g.Set.Tiles[p.Tile].Rot[p.Rot]
		for port := range schema.NumPorts {
			if int(rot.Feature[port]) != fi {
				continue
			}
			x, y := p.X+sideStep[port/3][0], p.Y+sideStep[port/3][1]
			if _, taken := g.At(x, y); taken || (!shape.Contains(x, y) && shape.EdgeCloses()) {
				continue
			}
			open++
		}
	})
	return open
}

// TestMaskShape: on a board of any outline, tiles go only on its cells
// and, when its edge closes ports, a feature that runs into the edge is
// closed there — castle.md: "Tower: complete when enclosed by paths,
// houses, courtyards and the wall, no gaps"; classic.md's house rule: "the
// table edge completes features (like an abbey would)". Every placement
// listed lies on the shape, every tile laid does, and every feature is
// complete exactly when no port of it faces an empty cell of the shape
// (or, with an open edge, any empty cell).
func TestMaskShape(t *testing.T) {
	tests := []struct {
		name   string
		cells  []engine.Pos
		closes bool
	}{
		{"a ring whose edge closes ports", ring(), true},
		{"a ring whose edge stays open", ring(), false},
		{"an L whose edge closes ports", ell(), true},
		{"an L whose edge stays open", ell(), false},
	}
	var pl classic.Player
	bot := bots.Random{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			shape := engine.Mask(tt.cells, tt.closes)
			completes := 0
			for seed := uint64(1); seed <= 60; seed++ {
				g := shapedGame(t, shape, "", seed)
				for g.Begin() {
					for _, td := range g.Set.Tiles {
						for _, p := range g.AppendPlacementsOf(nil, td.Index) {
							if x, y := g.PlacementXY(p); !shape.Contains(x, y) {
								t.Fatalf("seed %d: tile %s may go to (%d,%d), off the shape", seed, td.ID, x, y)
							}
						}
					}
					pl.Turn(g, bot)
				}
				for _, p := range g.Board() {
					if !shape.Contains(p.X, p.Y) {
						t.Fatalf("seed %d: tile %s lies at (%d,%d), off the shape", seed, g.Set.Tiles[p.Tile].ID, p.X, p.Y)
					}
					def := g.Set.Tiles[p.Tile]
					for _, fi := range def.Terrain {
						n := p.Node(fi)
						want := openPorts(g, n) == 0
						if g.Complete(n) != want {
							t.Fatalf("seed %d: the %s of tile %s at (%d,%d): complete %v, want %v (%d ports open)",
								seed, def.Features[fi].KindName, def.ID, p.X, p.Y, g.Complete(n), want, openPorts(g, n))
						}
						if want {
							completes++
						}
					}
				}
			}
			if completes == 0 {
				t.Fatal("no feature completed in 60 games: the test checks nothing")
			}
		})
	}
}

// TestMaskRefusesOffShapeMoves: the checked path refuses a tile on a cell
// outside the shape, even one next to a placed tile, as it refuses one
// beyond classic's bounded table.
func TestMaskRefusesOffShapeMoves(t *testing.T) {
	tests := []struct {
		name  string
		cells []engine.Pos
		x, y  int
	}{
		{"the ring's hole", ring(), 1, 1},
		{"west of the ring", ring(), -1, 0},
		{"inside the L's bend", ell(), 1, 1},
		{"north of the L", ell(), 0, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := shapedGame(t, engine.Mask(tt.cells, true), "", 1)
			// Any tile, any rotation: the cell is refused before the edges.
			m := engine.Move{Tile: g.Set.Tiles[0].ID, X: tt.x, Y: tt.y}
			if _, err := g.CheckPlacement(m); !errors.Is(err, engine.ErrOffTable) {
				t.Fatalf("CheckPlacement at (%d,%d): %v, want the cell refused as off the table", tt.x, tt.y, err)
			}
		})
	}
}

// TestShapeRefusesNoCells: a board with no cell cannot be played.
func TestShapeRefusesNoCells(t *testing.T) {
	tests := []struct {
		name  string
		shape engine.Shape
	}{
		{"an empty mask", engine.Mask(nil, true)},
		{"a table with no column", engine.Rectangle(0, 3, false)},
	}
	set := winterSet(t)
	rules, err := classic.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := classic.NewGame(set, shapedRules{rules, tt.shape}, engine.Setup{Mix: "WD", Players: []string{"Red", "Blue"}, Seed: 1})
			if err == nil {
				t.Fatal("NewGame accepted a board with no cell")
			}
		})
	}
}

// TestShapeCells: what a shape holds and how it reads.
func TestShapeCells(t *testing.T) {
	tests := []struct {
		name    string
		shape   engine.Shape
		in, out []engine.Pos
		cells   int
		text    string
	}{
		{"unbounded", engine.Shape{}, []engine.Pos{{0, 0}, {-500, 900}}, nil, 0, "unbounded"},
		{"an even table runs one further east and south", engine.Rectangle(4, 2, true),
			[]engine.Pos{{-1, 0}, {2, 1}}, []engine.Pos{{-2, 0}, {3, 0}, {0, -1}, {0, 2}}, 8, "a 4×2 table whose edge closes features"},
		{"a ring has a hole", engine.Mask(ring(), false),
			[]engine.Pos{{0, 0}, {3, 3}, {1, 0}}, []engine.Pos{{1, 1}, {2, 2}, {4, 0}}, 12, "a board of 12 cells"},
		{"a cell given twice counts once", engine.Mask([]engine.Pos{{2, 1}, {0, 0}, {2, 1}}, true),
			[]engine.Pos{{2, 1}, {0, 0}}, []engine.Pos{{1, 0}, {1, 1}}, 2, "a board of 2 cells whose edge closes features"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, p := range tt.in {
				if !tt.shape.Contains(p.X, p.Y) {
					t.Errorf("(%d,%d) is not on the shape", p.X, p.Y)
				}
			}
			for _, p := range tt.out {
				if tt.shape.Contains(p.X, p.Y) {
					t.Errorf("(%d,%d) is on the shape", p.X, p.Y)
				}
			}
			if got := tt.shape.Cells(); got != tt.cells {
				t.Errorf("%d cells, want %d", got, tt.cells)
			}
			if got := tt.shape.String(); got != tt.text {
				t.Errorf("reads %q, want %q", got, tt.text)
			}
		})
	}
}

// TestResetKeepsTheShape: a shaped game after Reset plays exactly like a
// fresh one with the same seed, so the cells a game emptied are off the
// shape again where they were.
func TestResetKeepsTheShape(t *testing.T) {
	tests := []struct {
		name  string
		shape engine.Shape
	}{
		{"a ring", engine.Mask(ring(), true)},
		{"a 3×6 table", engine.Rectangle(3, 6, false)},
	}
	var pl classic.Player
	bs := []engine.Bot{bots.Random{}, bots.Random{}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reused := shapedGame(t, tt.shape, "", 1)
			for seed := uint64(1); seed <= 30; seed++ {
				if err := reused.Reset(seed); err != nil {
					t.Fatal(err)
				}
				pl.Play(reused, bs)
				fresh := shapedGame(t, tt.shape, "", seed)
				pl.Play(fresh, bs)
				if !reflect.DeepEqual(fresh.Board(), reused.Board()) || !reflect.DeepEqual(fresh.Events(), reused.Events()) {
					t.Fatalf("seed %d: the reused game differs from a fresh one", seed)
				}
			}
		})
	}
}
