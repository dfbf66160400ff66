package city_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/format1"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// playSteps plays a game of the-city's base mix between players with
// the seed, one bot per seat (named as Bots.New takes them), through a
// History, which writes its steps down as tilesmith play does.
func playSteps(t testing.TB, set *engine.Set, seed uint64, players, bots []string) (*city.Game, *engine.History) {
	t.Helper()
	g, err := city.NewGame(set, nil, "base", players, seed, true)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]city.Bot, len(bots))
	for i, b := range bots {
		if seats[i], err = city.Bots.New(b); err != nil {
			t.Fatal(err)
		}
	}
	h := engine.NewHistory(g)
	if err := engine.DriveWith(h, seats); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if err := g.Err(); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return g, h
}

// checkRecords checks that game g, played through h, replays to its
// score document and standing from both of its records: its steps
// (format 2) through the registry, and its moves (format 1, as movesOf
// reads them off the steps) on the checked path, citymoves.Replay. It returns
// the moves.
func checkRecords(t testing.TB, set *engine.Set, seed uint64, g *city.Game, h *engine.History) []citymoves.Move {
	t.Helper()
	data, err := h.EncodeRecord(set.Pack.ID, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulesets.DecodeRecord("steps.json", data)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	steps, err := rulesets.Replay(set, rec)
	if err != nil {
		t.Fatalf("seed %d: the steps do not replay: %v", seed, err)
	}
	sameGame(t, seed, "the steps", steps, g)
	moves, err := movesOf(g.Core().Players(), h.Steps())
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	r := &citymoves.Record{Format: engine.MovesFormat, Pack: set.Pack.ID, Mix: g.Core().Mix().ID,
		Ruleset: engine.RecordRuleset{Name: "city"}, Players: g.Core().Players(), Seed: g.Core().Seed(), Moves: moves}
	if data, err = r.Encode(); err != nil {
		t.Fatal(err)
	}
	if r, err = citymoves.Decode("moves.json", data); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	back, err := citymoves.Replay(set, r)
	if err != nil {
		t.Fatalf("seed %d: the moves do not replay: %v", seed, err)
	}
	sameGame(t, seed, "the moves", back, g)
	return moves
}

// sameGame checks that a game replayed from a record (what) scores and
// stands as the game played.
func sameGame(t testing.TB, seed uint64, what string, replayed rulesets.Replayed, played *city.Game) {
	t.Helper()
	want, err := played.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	got, err := replayed.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("seed %d: %s replay to the score\n%s\nthe game played\n%s", seed, what, got, want)
	}
	if got, want := replayed.Standing(), played.Standing(); !reflect.DeepEqual(got, want) {
		t.Fatalf("seed %d: %s replay to the standing\n%+v\nthe game played\n%+v", seed, what, got, want)
	}
}

// movesOf reads a game's steps as the moves of its record of format 1,
// in the form builds before issue 32 wrote (no "at" or "towerAt"): no
// build writes format 1 any more, and this is how the tests still feed
// its reader whole games. A placement's take is the move's tile, cell and
// rotation, a follower's is its "meeple", and the wall round's gate,
// pieces, guards and tower go in the move's "wall"; a tile drawn and not
// placed was set aside.
func movesOf(names []string, steps []engine.Step) ([]citymoves.Move, error) {
	var moves []citymoves.Move
	drawn, turn := "", -1 // the tile drawn and not placed; the turn's move
	// round is the turn's wall round, begun by its first step.
	round := func() *citymoves.RoundMove {
		if moves[turn].Wall == nil {
			moves[turn].Wall = &citymoves.RoundMove{}
		}
		return moves[turn].Wall
	}
	for i, st := range steps {
		var take struct {
			Tile   string             `json:"tile"`
			X      int                `json:"x"`
			Y      int                `json:"y"`
			Rot    int                `json:"rot"`
			Side   string             `json:"side"`
			Meeple *engine.MeepleMove `json:"meeple"`
			Way    string             `json:"way"`
			Guard  bool               `json:"guard"`
			Tower  string             `json:"tower"`
		}
		if err := json.Unmarshal(st.Take, &take); err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
		by := ""
		if st.By != nil {
			by = names[*st.By]
		}
		switch st.Decide {
		case "": // a chance step: The City's only one is the draw
			if drawn != "" {
				moves = append(moves, citymoves.Move{Placed: format1.Placed{Tile: drawn, Discard: true}})
			}
			drawn = take.Tile
		case engine.DecidePlacement:
			moves = append(moves, citymoves.Move{Placed: format1.Placed{Tile: take.Tile, X: take.X, Y: take.Y, Rot: take.Rot, Player: by}})
			drawn, turn = "", len(moves)-1
		case engine.DecideFollower:
			moves[turn].Meeple = take.Meeple
		case city.DecideGate:
			round().Gate = &citymoves.EdgeAt{X: take.X, Y: take.Y, Side: take.Side}
		case city.DecideWall:
			r := round()
			r.Walls = append(r.Walls, citymoves.WallMove{Player: by, Way: take.Way})
		case city.DecideGuard:
			r := round()
			r.Walls[len(r.Walls)-1].Guard = take.Guard
		case city.DecideTower:
			if take.Tower != "" { // {}: no tower
				round().Tower = take.Tower
			}
		default:
			return nil, fmt.Errorf("step %d: no move of format 1 says %q", i+1, st.Decide)
		}
	}
	if drawn != "" {
		moves = append(moves, citymoves.Move{Placed: format1.Placed{Tile: drawn, Discard: true}})
	}
	return moves, nil
}
