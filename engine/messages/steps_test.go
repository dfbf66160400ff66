package messages_test

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
)

// A game's record is its steps (format 2): the History of a match writes
// them, as `tilesmith play` and the editor do. The helpers here play a
// game that way and replay its record, for the tests that check a played
// game replays as it was played; the rule tests replay records of moves
// (format 1) written by hand, which every build still reads.

// playMatch plays a game of the set-up as `tilesmith play` does: a match
// whose steps a History writes down, each seat's decisions answered by
// its bot. It returns the game and its record.
func playMatch(t testing.TB, set *engine.Set, opts []byte, mix string, players []string, seed uint64, bots ...string) (*messages.Game, []byte) {
	t.Helper()
	g, err := messages.NewGame(set, opts, mix, players, seed, true)
	if err != nil {
		t.Fatal(err)
	}
	h := engine.NewHistory(messages.NewMatch(g))
	agents := make([]engine.Agent, len(bots))
	for i, b := range newBots(t, bots...) {
		agents[i] = messages.BotAgent{Bot: b}
	}
	if err := engine.Drive(h, agents); err != nil {
		t.Fatal(err)
	}
	data, err := h.EncodeRecord(set.Pack.ID, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g, data
}

// replaySteps reads a record of steps and replays them on a new game of
// the set-up its header names.
func replaySteps(set *engine.Set, data []byte) (*messages.Game, error) {
	rec, err := engine.DecodeGameRecord[engine.Step]("game.json", data)
	if err != nil {
		return nil, err
	}
	if rec.Format != engine.HistoryFormat || rec.Ruleset.Name != "classic" || !slices.Equal(rec.Ruleset.Modules, []string{messages.Module}) {
		return nil, fmt.Errorf("the record is format %d of %s with %v, not the steps of classic with messages", rec.Format, rec.Ruleset.Name, rec.Ruleset.Modules)
	}
	g, err := messages.NewGame(set, rec.Ruleset.Options, rec.Mix, rec.Players, rec.Seed, true)
	if err != nil {
		return nil, err
	}
	return g, engine.ReplaySteps(messages.NewMatch(g), rec.Moves)
}

// sameGame says how game got differs from game want: its score document
// (scores, every scoring event, the figures and the messages taken, each
// with its move), its board, the followers on it, or what each seat
// counted; nil when it does not.
func sameGame(got, want *messages.Game) error {
	gotDoc, err := got.EncodeScore()
	if err != nil {
		return err
	}
	wantDoc, err := want.EncodeScore()
	if err != nil {
		return err
	}
	gc, wc := got.Core(), want.Core()
	switch {
	case !bytes.Equal(gotDoc, wantDoc):
		return fmt.Errorf("the score documents differ:\n%s\nwant\n%s", gotDoc, wantDoc)
	case !reflect.DeepEqual(gc.Board(), wc.Board()):
		return fmt.Errorf("the boards differ")
	case !reflect.DeepEqual(gc.Followers(), wc.Followers()):
		return fmt.Errorf("the followers differ: %v, want %v", gc.Followers(), wc.Followers())
	case gc.Over() != wc.Over():
		return fmt.Errorf("over=%v, want %v", gc.Over(), wc.Over())
	}
	for seat := range wc.Players() {
		if !reflect.DeepEqual(got.Stats(seat), want.Stats(seat)) || !reflect.DeepEqual(gc.Stats(seat), wc.Stats(seat)) {
			return fmt.Errorf("seat %d counts %+v %+v, want %+v %+v", seat, got.Stats(seat), gc.Stats(seat), want.Stats(seat), wc.Stats(seat))
		}
	}
	return nil
}

// checkSteps plays the game g was played as on the fast path (its set-up
// and bots) as a match, and checks that the match plays g's game and that
// its record replays to it.
func checkSteps(t *testing.T, set *engine.Set, g *messages.Game, opts []byte, bots ...string) {
	t.Helper()
	core := g.Core()
	seed := core.Seed()
	m, data := playMatch(t, set, opts, core.Mix().ID, core.Players(), seed, bots...)
	if err := sameGame(m, g); err != nil {
		t.Fatalf("seed %d: the match played another game than the fast path: %v", seed, err)
	}
	back, err := replaySteps(set, data)
	if err != nil {
		t.Fatalf("seed %d: %v\n%s", seed, err, data)
	}
	if err := sameGame(back, g); err != nil {
		t.Fatalf("seed %d: the record replays to another game: %v\n%s", seed, err, data)
	}
}
