package engine_test

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// hostileSet compiles the winter pack and then gives its WD mix counts and
// start tiles that validation would refuse, as an editor holding an
// unvalidated pack could: NewGame must refuse them by itself.
func hostileSet(t testing.TB, counts schema.Counts, start []schema.Placement) *engine.Set {
	t.Helper()
	set, err := engine.Compile(freshWinter(t))
	if err != nil {
		t.Fatal(err)
	}
	m := &set.Pack.Mixes[0]
	if m.ID != "WD" {
		t.Fatalf("the winter pack's first mix is %s, not WD", m.ID)
	}
	m.Counts, m.Start = counts, start
	return set
}

// freshWinter decodes the built-in winter pack anew (tilesets.Load shares
// one pack, which tests must not change). The pack keeps its source, so
// Compile validates the file as it was, whatever the test changes in the
// model afterwards.
func freshWinter(t testing.TB) *schema.Pack { return testpacks.FreshPack(t, "winter-edition") }

// allocatedBy returns the bytes f allocates.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestNewGameLimits feeds NewGame the hostile mixes directly: each
// is refused with a message naming the mix and the limit, and the refusal
// allocates next to nothing (it used to ask for 25 GB or panic).
func TestNewGameLimits(t *testing.T) {
	at := func(tile string, x, y int) []schema.Placement { return []schema.Placement{{Tile: tile, X: x, Y: y}} }
	d := func(n int) schema.Counts { return schema.Counts{{Tile: "D", Count: n}} }
	for _, tc := range []struct {
		name   string
		counts schema.Counts
		start  []schema.Placement
		limit  bool // wraps ErrLimit
		want   string
	}{
		{"20,007 tiles", d(20007), at("D", 0, 0), true,
			"the mix is beyond the engine's limits: mix WD holds 20007 tiles: a mix holds at most 1000, start tiles included"},
		{"10^7 tiles", d(10_000_000), at("D", 0, 0), true,
			"the mix is beyond the engine's limits: mix WD holds 10000000 tiles: a mix holds at most 1000, start tiles included"},
		{"1001 tiles", schema.Counts{{Tile: "D", Count: 1}, {Tile: "E", Count: 1000}}, at("D", 0, 0), true,
			"the mix is beyond the engine's limits: mix WD holds 1001 tiles: a mix holds at most 1000, start tiles included"},
		{"counts whose sum wraps", schema.Counts{{Tile: "D", Count: math.MaxInt}, {Tile: "E", Count: math.MaxInt}, {Tile: "F", Count: 2}}, at("D", 0, 0), true,
			"the mix is beyond the engine's limits: mix WD holds more than 9223372036854775807 tiles: a mix holds at most 1000, start tiles included"},
		{"a negative count", schema.Counts{{Tile: "D", Count: 5}, {Tile: "E", Count: -3}}, at("D", 0, 0), true,
			"the mix is beyond the engine's limits: mix WD counts -3 copies of tile E: a count is a whole number from 0 to 1000"},
		{"start at x = 10^9", d(10), at("D", 1_000_000_000, 0), true,
			"the mix is beyond the engine's limits: mix WD puts start tile D at (1000000000,0): start tiles lie at x and y from -64 to 64"},
		{"start at x = 10^5", d(10), at("D", 100_000, 0), true,
			"the mix is beyond the engine's limits: mix WD puts start tile D at (100000,0): start tiles lie at x and y from -64 to 64"},
		{"start at x = 2^62", d(10), at("D", 1<<62, 0), true,
			"the mix is beyond the engine's limits: mix WD puts start tile D at (4611686018427387904,0): start tiles lie at x and y from -64 to 64"},
		{"start at y = -2^63", d(10), at("D", 0, math.MinInt), true,
			"the mix is beyond the engine's limits: mix WD puts start tile D at (0,-9223372036854775808): start tiles lie at x and y from -64 to 64"},
		{"start at x = 65", d(10), at("D", 65, 0), true,
			"the mix is beyond the engine's limits: mix WD puts start tile D at (65,0): start tiles lie at x and y from -64 to 64"},
		{"unknown tile", schema.Counts{{Tile: "D", Count: 1}, {Tile: "Q9", Count: 1}}, at("D", 0, 0), false,
			`mix WD counts tile "Q9", which the pack does not have`},
		{"unknown start tile", d(2), at("Q9", 0, 0), false,
			`mix WD starts with tile "Q9", which the pack does not have`},
		{"more start tiles than tiles", d(1), []schema.Placement{{Tile: "D"}, {Tile: "D", X: 1}}, false,
			"mix WD has 2 start tiles but holds only 1 tiles: count every start tile in the mix"},
		{"start rotation", d(2), []schema.Placement{{Tile: "D", Rot: 450}}, false,
			"mix WD turns start tile D at (0,0) by 450: a rotation is 0, 90, 180 or 270"},
		{"two start tiles on one cell", d(3), []schema.Placement{{Tile: "D"}, {Tile: "D", Rot: 90}}, false,
			"mix WD puts start tiles D and D both at (0,0): give each its own cell"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := hostileSet(t, tc.counts, tc.start)
			rules, err := classic.Ruleset{}.Bind(set, nil)
			if err != nil {
				t.Fatal(err)
			}
			var g *classic.Game
			bytes := allocatedBy(func() {
				g, err = classic.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"Red", "Blue"}})
			})
			if err == nil {
				t.Fatalf("NewGame accepted the mix (board of %d bytes)", g.BoardBytes())
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error\n%s\nwant\n%s", got, tc.want)
			}
			if errors.Is(err, engine.ErrLimit) != tc.limit {
				t.Errorf("errors.Is(err, ErrLimit) = %v, want %v", !tc.limit, tc.limit)
			}
			if bytes > 1<<20 {
				t.Errorf("the refused NewGame allocated %d bytes; want under 1 MiB", bytes)
			}
			// CheckSetup refuses it with the same words.
			if err := engine.CheckSetup(set, rules, engine.Setup{Mix: "WD", Players: []string{"Red", "Blue"}}); err == nil || err.Error() != tc.want {
				t.Errorf("CheckSetup: %v\nwant\n%s", err, tc.want)
			}
		})
	}
}

// TestCheckSetup: a set-up check passes where NewGame does, on a board
// for the start tiles alone whatever the mix holds, and leaves a game that
// refuses every move.
func TestCheckSetup(t *testing.T) {
	mixOf := func(n int) schema.Counts {
		return schema.Counts{{Tile: "D", Count: 1}, {Tile: "B", Count: n / 2}, {Tile: "E", Count: n - 1 - n/2}}
	}
	for _, tc := range []struct {
		name    string
		tiles   int
		start   []schema.Placement
		players int
		want    string // the error of both NewGame and CheckSetup
	}{
		{"1000 tiles", 1000, []schema.Placement{{Tile: "D"}}, 2, ""},
		{"1000 tiles from x = 64", 1000, []schema.Placement{{Tile: "D", X: 64, Y: -64}}, 5, ""},
		{"1000 tiles, three start tiles", 1000, []schema.Placement{{Tile: "D"}, {Tile: "B", X: 1}, {Tile: "E", Y: 1, Rot: 90}}, 2, ""},
		{"a start tile with no copy", 10, []schema.Placement{{Tile: "D"}, {Tile: "D", X: 1}}, 2,
			"mix WD has no copy of start tile D to place"},
		{"seven players", 10, []schema.Placement{{Tile: "D"}}, 7,
			"wrong number of players: 7 (the classic rules allow 2 to 5)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := hostileSet(t, mixOf(tc.tiles), tc.start)
			rules, err := classic.Ruleset{}.Bind(set, nil)
			if err != nil {
				t.Fatal(err)
			}
			setup := engine.Setup{Mix: "WD", Players: []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey", "Pink"}[:tc.players]}
			var checkErr error
			bytes := allocatedBy(func() { checkErr = engine.CheckSetup(set, rules, setup) })
			_, newErr := classic.NewGame(set, rules, setup)
			for _, got := range []struct {
				name string
				err  error
			}{{"CheckSetup", checkErr}, {"NewGame", newErr}} {
				if msg := fmt.Sprint(got.err); got.err == nil && tc.want != "" || got.err != nil && msg != tc.want {
					t.Errorf("%s: %v, want %q", got.name, got.err, tc.want)
				}
			}
			// The board reaches the farthest start tile: at most 133×133
			// cells of 16 bytes (a game of 1000 tiles from x = 64 needs 72 MB).
			if bytes > 512<<10 {
				t.Errorf("CheckSetup allocated %d bytes; want at most 512 KiB", bytes)
			}
			if tc.want != "" {
				return
			}
			setup.CheckOnly = true
			g, err := classic.NewGame(set, rules, setup)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Board()) != len(tc.start) || !g.Over() {
				t.Errorf("a checked set-up has %d tiles on the board and over = %v; want the %d start tiles and over", len(g.Board()), g.Over(), len(tc.start))
			}
			if err := classicmoves.Play(g, engine.Move{Tile: "B", X: 0, Y: -1}); !errors.Is(err, engine.ErrGameOver) {
				t.Errorf("a move in a checked set-up: %v, want ErrGameOver", err)
			}
			if g.Begin() {
				t.Errorf("a checked set-up begins a turn on the fast path")
			}
		})
	}
}

// TestBoardSize checks that the board is sized from what the game can
// reach: the largest mix the limits allow sets up and plays; a bounded
// table sizes it smaller; a table wider than the board cannot index out
// of it.
func TestBoardSize(t *testing.T) {
	mixOf := func(n int) schema.Counts {
		return schema.Counts{{Tile: "D", Count: 1}, {Tile: "B", Count: n / 2}, {Tile: "E", Count: n - 1 - n/2}}
	}
	for _, tc := range []struct {
		name    string
		tiles   int
		startX  int
		options string
		bytes   int // the board's bytes
	}{
		// (2·(999+2)+1)² cells of 16 bytes: the 64 MB for 1000 tiles that docs/cli.md quotes.
		{"1000 tiles", 1000, 0, "", 2003 * 2003 * 16},
		{"1000 tiles from x = 64", 1000, 64, "", 2131 * 2131 * 16},
		{"the 72 tiles of WD", 72, 0, "", 147 * 147 * 16},
		{"1000 tiles on a 9x9 table", 1000, 0, `{"board": {"width": 9, "height": 9}}`, 13 * 13 * 16},
		{"a table far wider than the board", 72, 0, `{"board": {"width": 2001, "height": 3}}`, 147 * 147 * 16},
		{"start tile off a 1x1 table", 72, 40, `{"board": {"width": 1, "height": 1}}`, 85 * 85 * 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := hostileSet(t, mixOf(tc.tiles), []schema.Placement{{Tile: "D", X: tc.startX}})
			rules, err := classic.Ruleset{}.Bind(set, []byte(tc.options))
			if err != nil {
				t.Fatal(err)
			}
			g, err := classic.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"Red", "Blue"}, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			if got := g.BoardBytes(); got != tc.bytes {
				t.Errorf("board of %d bytes, want %d", got, tc.bytes)
			}
			var pl classic.Player
			pl.Play(g, []engine.Bot{bots.Random{}, bots.Random{}})
			if !g.Over() {
				t.Errorf("the game did not end")
			}
		})
	}
}

// TestCompileLimits feeds Compile packs changed after decoding: whatever
// catches them, the answer is an error, not a panic.
func TestCompileLimits(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(p *schema.Pack)
	}{
		{"no tiles", func(p *schema.Pack) { p.Tiles = nil }},
		{"40 more features on a tile", func(p *schema.Pack) {
			f := p.Tiles[0].Features[0]
			for range 40 {
				p.Tiles[0].Features = append(p.Tiles[0].Features, f)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := freshWinter(t)
			tc.change(p)
			if _, err := engine.Compile(p); !errors.Is(err, engine.ErrInvalidPack) {
				t.Errorf("got %v, want an error wrapping ErrInvalidPack", err)
			}
		})
	}
}
