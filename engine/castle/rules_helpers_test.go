package castle_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/format1"
	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
	"github.com/tilesmith/tilesmith/schema"
)

// The rule tests play records on the checked path (castlemoves.Decode,
// castlemoves.Replay) on small boards built here from castle-mini.json: its
// rules block with the board, the tiles and the track replaced, all 18
// wall tiles of the-castle (two of each kind 1–9 at the seed's values),
// and one mix holding exactly the tiles the record places, so that the
// game ends after its last tile and final scoring runs. A record's
// "took" says which wall tile lay on a corner (the engine swaps it in
// from the face-down ones).

// board is a test board: its cells (rows of "#" and "."), start spaces
// and the score track's length and corners.
type board struct {
	cells   []string
	starts  []schema.StartSpace
	length  int
	corners [][]int
	// spare are tiles of the mix the record does not place.
	spare []string
}

// row is a board of one row of cells with a start space without
// segments above every cell, so that a tile may go on any cell at any
// time, and a track of 100 spaces with the 0/1 corner and corners.
func row(cells string, corners ...[2]int) board {
	b := board{cells: []string{cells}, length: 100, corners: [][]int{{0, 1}}}
	for x, c := range cells {
		if c == '#' {
			b.starts = append(b.starts, blank(x, -1))
		}
	}
	for _, c := range corners {
		b.corners = append(b.corners, []int{c[0], c[1]})
	}
	return b
}

// blank is a start space at (x, y) without segments: it closes the ports
// facing it, like the wall.
func blank(x, y int) schema.StartSpace {
	return schema.StartSpace{ID: strings.ReplaceAll(fmt.Sprintf("s%d_%d", x, y), "-", "m"), X: x, Y: y, Features: []schema.Feature{}}
}

// start is a start space at (x, y) with one segment of kind on ports.
func start(x, y int, kind schema.Kind, ports string) schema.StartSpace {
	s := blank(x, y)
	s.Features = []schema.Feature{feat(kind, ports)}
	return s
}

// feat is a territory of kind on the ports named, space-separated.
func feat(kind schema.Kind, ports string, edits ...func(*schema.Feature)) schema.Feature {
	f := schema.Feature{ID: string(kind), Kind: kind}
	for _, name := range strings.Fields(ports) {
		p, ok := schema.ParsePort(name)
		if !ok {
			panic("no port " + name)
		}
		f.Ports = append(f.Ports, p)
	}
	for _, e := range edits {
		e(&f)
	}
	return f
}

func named(id string) func(*schema.Feature) { return func(f *schema.Feature) { f.ID = id } }
func fountain(f *schema.Feature)            { f.Fountain = true }
func square(f *schema.Feature)              { f.EndsAt = "square" }
func stalls(n int) func(*schema.Feature)    { return func(f *schema.Feature) { f.Stalls = n } }

// Port groups, in the engine's sense of left and right (NL is the west
// part of the north edge, EL the north part of the east edge, SL the east
// part of the south edge, WL the south part of the west edge).
const (
	all       = "N NL NR E EL ER S SL SR W WL WR"
	northHalf = "WR NL N NR EL"
	southHalf = "ER SL S SR WL"
	westHalf  = "NL N WR W WL S SR"
	eastHalf  = "NR E EL ER SL"
)

// tiles are the castle tiles of the rule tests. Rotations turn them
// clockwise: 90 brings the west edge north, 180 east.
var tiles = map[string][]schema.Feature{
	// T, H, Y: a tower, a house, a courtyard with 2 market stalls over
	// the whole tile.
	"T": {feat(schema.KindTower, all)},
	"H": {feat(schema.KindHouse, all)},
	"Y": {feat(schema.KindCourtyard, all, stalls(2))},
	// Tc: a tower on the north and west edges, a house on the east and
	// south edges.
	"Tc": {feat(schema.KindTower, "NL N NR WL W WR"), feat(schema.KindHouse, "EL E ER SL S SR")},
	// TH: a tower on the west half, a house on the east half.
	"TH": {feat(schema.KindTower, westHalf), feat(schema.KindHouse, eastHalf)},
	// TT: two towers, west and east, with a sliver of house between them
	// on the north and south centres.
	"TT": {feat(schema.KindTower, "NL WR W WL SR", named("west")), feat(schema.KindHouse, "N S"),
		feat(schema.KindTower, "NR EL E ER SL", named("east"))},
	// HH: two houses, west and east, a sliver of tower between them.
	"HH": {feat(schema.KindHouse, "NL WR W WL SR", named("west")), feat(schema.KindTower, "N S"),
		feat(schema.KindHouse, "NR EL E ER SL", named("east"))},
	// Pe, Pf: a straight path west–east (Pf with a fountain), a tower on
	// the north half and a house on the south half.
	"Pe": {feat(schema.KindPath, "W E"), feat(schema.KindTower, northHalf), feat(schema.KindHouse, southHalf)},
	"Pf": {feat(schema.KindPath, "W E", fountain), feat(schema.KindTower, northHalf), feat(schema.KindHouse, southHalf)},
	// X: a crossing of paths on every edge, towers in the corners.
	"X": {feat(schema.KindPath, "N E S W"), feat(schema.KindTower, "NL NR EL ER SL SR WL WR")},
	// Pq: a path from the west ending at a square in a courtyard
	// without stalls; Pqf the same with a fountain.
	"Pq":  {feat(schema.KindPath, "W", square), feat(schema.KindCourtyard, "N NL NR E EL ER S SL SR WL WR")},
	"Pqf": {feat(schema.KindPath, "W", square, fountain), feat(schema.KindCourtyard, "N NL NR E EL ER S SL SR WL WR")},
}

// packOf builds the test pack of board b whose one mix "m" holds the
// tiles of moves, and compiles it; the pack must validate.
func packOf(t *testing.T, b board, moves []castlemoves.Move) *engine.Set {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "schema", "testdata", "valid", "castle-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Check("castle-mini.json", data)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	counts := map[string]int{}
	for _, id := range b.spare {
		counts[id]++
	}
	for _, m := range moves {
		if m.Tile != "" {
			counts[m.Tile]++
		}
	}
	p.Tiles = nil
	mix := schema.Mix{ID: "m", Name: "rule test"}
	for _, id := range slices.Sorted(maps.Keys(counts)) {
		fs, ok := tiles[id]
		if !ok {
			t.Fatalf("no test tile %s", id)
		}
		p.Tiles = append(p.Tiles, schema.Tile{ID: id, Name: id, Features: slices.Clone(fs)})
		mix.Counts = append(mix.Counts, schema.TileCount{Tile: id, Count: counts[id]})
		mix.Total += counts[id]
	}
	p.Mixes = []schema.Mix{mix}
	c := p.Rules.Castle
	c.WallTiles = []schema.WallTile{
		{Kind: 1, Count: 2, Effect: "extra-turn"}, {Kind: 2, Count: 2, Effect: "double-tower", Value: 4},
		{Kind: 3, Count: 2, Effect: "double-house", Value: 2}, {Kind: 4, Count: 2, Effect: "incomplete-path", Value: 1},
		{Kind: 5, Count: 2, Effect: "incomplete-tower", Value: 2}, {Kind: 6, Count: 2, Effect: "incomplete-house", Value: 1},
		{Kind: 7, Count: 2, Effect: "courtyard", Value: 4}, {Kind: 8, Count: 2, Effect: "keep-bonus", Value: 2},
		{Kind: 9, Count: 2, Effect: "points", Value: 5}}
	c.Board = schema.CastleBoard{Cells: b.cells, StartSpaces: b.starts, Track: schema.Track{Length: b.length, Corners: b.corners}}
	p.Source = nil
	if diags := schema.CheckPack(p); diags.HasErrors() {
		t.Fatalf("the test pack does not validate: %v", diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// replay builds the pack of board b for moves, writes the record (players
// A and B, rule options as JSON, "" for none), reads it back and replays
// it on the checked path.
func replay(t *testing.T, b board, options string, moves ...castlemoves.Move) (*castle.Game, error) {
	t.Helper()
	return replayRecord(t, b, options, false, moves...)
}

// oldRecord, as a test's options, writes a record without options, as
// every record written before the option wallTile7OnTop was: it replays
// with wall tile 7 on top of the courtyard's 3 per stall.
const oldRecord = "(a record written before wallTile7OnTop)"

// replayRecord is replay with the record's "final": the game ends after
// the last tile move even if tiles remain. The record names
// wallTile7OnTop (false unless the options set it), as every record
// Game.Record writes does; options oldRecord write none.
func replayRecord(t *testing.T, b board, options string, final bool, moves ...castlemoves.Move) (*castle.Game, error) {
	t.Helper()
	set := packOf(t, b, moves)
	r := &castlemoves.Record{Format: engine.RecordFormat, Pack: set.Pack.ID, Mix: "m",
		Ruleset: engine.RecordRuleset{Name: "castle"}, Players: []string{"A", "B"}, Seed: 1, Moves: moves, Final: final}
	if options != oldRecord {
		r.Ruleset.Options = namingWallTile7(t, options)
	}
	data, err := r.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := castlemoves.Decode("rules.json", data)
	if err != nil {
		t.Fatal(err)
	}
	return castlemoves.Replay(set, back)
}

// namingWallTile7 returns options (JSON, "" for none) with
// "wallTile7OnTop" set to false unless they set it.
func namingWallTile7(t *testing.T, options string) json.RawMessage {
	t.Helper()
	fields := map[string]json.RawMessage{}
	if options != "" {
		if err := json.Unmarshal([]byte(options), &fields); err != nil {
			return json.RawMessage(options) // for tests of bad options
		}
	}
	if _, ok := fields["wallTile7OnTop"]; !ok {
		fields["wallTile7OnTop"] = json.RawMessage("false")
	}
	data, err := json.Marshal(fields)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// mustReplay is replay for a record that must replay.
func mustReplay(t *testing.T, b board, options string, moves ...castlemoves.Move) *castle.Game {
	t.Helper()
	g, err := replay(t, b, options, moves...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// tile is player's move placing tile id at (x, y) turned rot degrees.
func tile(player, id string, x, y, rot int) castlemoves.Move {
	return castlemoves.Move{Placed: format1.Placed{Player: player, Tile: id, X: x, Y: y, Rot: rot}}
}

// with puts a follower on the move's tile at port at.
func with(m castlemoves.Move, at string) castlemoves.Move {
	m.Meeple = &engine.MeepleMove{At: at}
	return m
}

// scoring lists the order of the move's scorings by ports of its tile;
// "E+2" plays wall tile 2 on the scoring at E.
func scoring(m castlemoves.Move, ats ...string) castlemoves.Move {
	for _, at := range ats {
		e := castlemoves.ScoreMove{At: at}
		if port, kind, ok := strings.Cut(at, "+"); ok {
			e = castlemoves.ScoreMove{At: port, WallTile: int(kind[0] - '0')}
		}
		m.Scoring = append(m.Scoring, e)
	}
	return m
}

// took lists the wall tiles markers stopped on during the move, as
// "A2" (player A took wall tile 2).
func took(m castlemoves.Move, takes ...string) castlemoves.Move {
	for _, tk := range takes {
		m.Took = append(m.Took, castlemoves.TookMove{Player: tk[:1], WallTile: int(tk[1] - '0')})
	}
	return m
}

// another is player's move playing wall tile 1 for another turn.
func another(player string) castlemoves.Move {
	return castlemoves.Move{Placed: format1.Placed{Player: player}, WallTile: 1}
}

// wallOn is player's move playing wall tile kind at the end on the
// territory at port at of the tile at (x, y).
func wallOn(player string, kind, x, y int, at string) castlemoves.Move {
	return castlemoves.Move{Placed: format1.Placed{Player: player, X: x, Y: y}, WallTile: kind, At: at}
}

// standing is what the tests check of a game: scores, followers in
// supply, keeps (tiles), wall tiles held, taken and played by kind, and
// those left on the track.
type standing struct {
	scores, supply, keeps [2]int
	held                  [2][]int
	taken, played         [2][]int
	onTrack               int
}

func standingOf(g *castle.Game) standing {
	var s standing
	for seat := range 2 {
		s.scores[seat] = g.Core().Score(seat)
		s.supply[seat] = g.Core().Supply(seat)
		s.keeps[seat] = g.KeepTiles(seat)
		s.held[seat] = slices.Sorted(slices.Values(g.Held(seat)))
		st := g.Stats(seat)
		s.taken[seat], s.played[seat] = kinds(st.Taken), kinds(st.Played)
	}
	s.onTrack = g.WallTilesOnTrack()
	return s
}

func kinds(count [10]int) []int {
	var out []int
	for k, n := range count {
		for range n {
			out = append(out, k)
		}
	}
	return out
}

// want is what a test checks of a game, seat A first: nil fields are
// not checked.
type want struct {
	scores, supply, keeps *[2]int
	held, taken, played   *[2][]int
	onTrack               *int
}

func pair(a, b int) *[2]int            { return &[2]int{a, b} }
func lists(a, b []int) *[2][]int       { return &[2][]int{a, b} }
func count(n int) *int                 { return &n }
func ints(kinds ...int) []int          { return kinds }
func equalLists(a, b [2][]int) bool    { return slices.Equal(a[0], b[0]) && slices.Equal(a[1], b[1]) }
func eventsOf(g *castle.Game) []string { return describeEvents(g.Core().Events()) }

func describeEvents(es []engine.Event) []string {
	var out []string
	for _, e := range es {
		out = append(out, fmt.Sprintf("%s %d to %v %s", e.Kind, e.Points, e.Players, e.Detail))
	}
	return out
}

// check compares the game with w, quoting rule in every failure.
func (w want) check(t *testing.T, g *castle.Game, rule string) {
	t.Helper()
	got := standingOf(g)
	fail := func(what string, got, want any) {
		t.Helper()
		t.Errorf("%s %v, want %v (rule: %s); events %q", what, got, want, rule, eventsOf(g))
	}
	if w.scores != nil && got.scores != *w.scores {
		fail("scores", got.scores, *w.scores)
	}
	if w.supply != nil && got.supply != *w.supply {
		fail("followers in supply", got.supply, *w.supply)
	}
	if w.keeps != nil && got.keeps != *w.keeps {
		fail("keeps (tiles)", got.keeps, *w.keeps)
	}
	if w.held != nil && !equalLists(got.held, *w.held) {
		fail("wall tiles held", got.held, *w.held)
	}
	if w.taken != nil && !equalLists(got.taken, *w.taken) {
		fail("wall tiles taken", got.taken, *w.taken)
	}
	if w.played != nil && !equalLists(got.played, *w.played) {
		fail("wall tiles played", got.played, *w.played)
	}
	if w.onTrack != nil && got.onTrack != *w.onTrack {
		fail("wall tiles on the track", got.onTrack, *w.onTrack)
	}
}

// wantRefused checks that err is a record's refusal (castlemoves.ErrMove, or
// the core's for a tile that does not fit) naming the move ("move N
// (...)") and saying text.
func wantRefused(t *testing.T, err error, text string) {
	t.Helper()
	if err == nil {
		t.Fatalf("the record replayed; want a refusal saying %q", text)
	}
	if !slices.ContainsFunc([]error{castlemoves.ErrMove, engine.ErrEdgeMismatch, engine.ErrNoContact}, func(e error) bool { return errors.Is(err, e) }) {
		t.Errorf("error %q wraps neither the record's error nor a placement's", err)
	}
	if !strings.HasPrefix(err.Error(), "move ") {
		t.Errorf("error %q does not name the move", err)
	}
	if !strings.Contains(err.Error(), text) {
		t.Errorf("error %q does not say %q", err, text)
	}
}
