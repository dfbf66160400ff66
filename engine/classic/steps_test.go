package classic_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/classic/classictest"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
)

// A game's record is its steps (format 2): the History of a match writes
// them, as `tilesmith play` and the editor do. Records of moves (format 1)
// are no longer written, but every build reads them and replays them on
// the checked path (classicmoves.Play), forever; to keep sweeping games of
// bots through that path, the tests write down a game's moves as it is
// played.

// game is a game played through the match protocol: the game, the History
// that wrote its steps down, and its moves as builds before issue 33
// wrote them — each tile placed, with its follower, and each tile set
// aside, in the order they were played, naming the player; a tile set
// aside says outOfGame when it left the game under returnUnplaceable,
// which a replay cannot tell while players hold hands.
type game struct {
	g     *classic.Game
	h     *engine.History
	moves []engine.Move
}

// playMatch plays a game of the set-up as `tilesmith play` does — a match
// whose steps a History writes down, each seat's decisions answered by its
// bot, as engine.Drive answers them — and writes its moves down.
func playMatch(t testing.TB, set *engine.Set, mix, options string, seed uint64, bs []engine.Bot) game {
	t.Helper()
	g := classictest.NewGame(t, set, mix, len(bs), seed, options)
	m := classic.NewMatch(g)
	p := game{g: g, h: engine.NewHistory(m)}
	fail := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("move %d: %v", len(p.moves)+1, err)
		}
	}
	fail(p.setAsides(m))
	for {
		if m.Chance() != nil {
			p.h.Deal()
			fail(p.setAsides(m))
			continue
		}
		d := p.h.Pending()
		if d == nil {
			return p
		}
		i, err := classic.BotAgent{Bot: bs[d.Seat()]}.Decide(m, d)
		fail(err)
		var mv engine.Move
		fail(json.Unmarshal([]byte(d.Option(i).JSON), &mv))
		switch d.Kind() {
		case engine.DecidePlacement:
			mv.Player = g.Players()[d.Seat()]
			p.moves = append(p.moves, mv)
		case engine.DecideFollower:
			p.moves[len(p.moves)-1].Meeple = mv.Meeple
		}
		fail(p.h.Answer(i))
		fail(p.setAsides(m))
	}
}

// setAsides lets the rules set aside what fits nowhere before the next
// draw or decision (Match.Chance) and writes those tiles down, seat by
// seat in turn order from the seat that moves next, as the rules go
// round.
func (p *game) setAsides(m *classic.Match) error {
	g := p.g
	names := g.Players()
	from := g.Current()
	before := make([][]int16, len(names))
	unplaceable := 0
	for s := range names {
		before[s] = append([]int16(nil), g.HandOf(s)...)
		unplaceable -= g.Stats(s).Unplaceable
	}
	discarded := g.Discarded()
	m.Chance()
	var aside []engine.Move
	for k := range names {
		s := (from + k) % len(names)
		left := append([]int16(nil), g.HandOf(s)...)
		for _, t := range before[s] {
			if i := slices.Index(left, t); i >= 0 {
				left = slices.Delete(left, i, i+1)
				continue
			}
			aside = append(aside, engine.Move{Tile: g.Set.Tiles[t].ID, Player: names[s], Discard: true})
		}
		if len(left) > 0 {
			return fmt.Errorf("%s's hand gained tiles %v without a draw", names[s], left)
		}
		unplaceable += g.Stats(s).Unplaceable
	}
	out := g.Discarded() - discarded
	switch {
	case unplaceable != len(aside):
		return fmt.Errorf("%d tiles set aside, but %d left the hands", unplaceable, len(aside))
	case out != 0 && out != len(aside):
		return fmt.Errorf("of %d tiles set aside at once, %d left the game", len(aside), out)
	}
	for i := range aside {
		aside[i].OutOfGame = out > 0 && g.Options().ReturnUnplaceable
	}
	p.moves = append(p.moves, aside...)
	return nil
}

// steps writes the game's record: its steps (format 2).
func (p *game) steps(set *engine.Set, options string) ([]byte, error) {
	return p.h.EncodeRecord(set.Pack.ID, optionsOf(options))
}

// formatOne writes the game's record of moves (format 1), as every build
// before issue 33 wrote it.
func (p *game) formatOne(set *engine.Set, options string) ([]byte, error) {
	head, err := p.h.State.(engine.RecordHeaderWriter).RecordHeader(set.Pack.ID, optionsOf(options))
	if err != nil {
		return nil, err
	}
	rec := classicmoves.Record{Format: engine.MovesFormat, Pack: head.Pack, Mix: head.Mix, Ruleset: head.Ruleset, Players: head.Players, Seed: head.Seed, Moves: p.moves}
	return rec.Encode()
}

// replaySteps reads a record of steps and replays them on a new game of
// the set-up its header names.
func replaySteps(set *engine.Set, data []byte) (*classic.Game, error) {
	rec, err := engine.DecodeGameRecord[engine.Step]("game.json", data)
	if err != nil {
		return nil, err
	}
	if rec.Format != engine.HistoryFormat || rec.Ruleset.Name != "classic" || rec.Ruleset.Modules != nil {
		return nil, fmt.Errorf("the record is format %d of %s with %v, not the steps of classic", rec.Format, rec.Ruleset.Name, rec.Ruleset.Modules)
	}
	g, err := newGameOf(set, rec.Header())
	if err != nil {
		return nil, err
	}
	return g, engine.ReplaySteps(classic.NewMatch(g), rec.Moves)
}

// newGameOf starts a game, with events, of the set-up a record's header
// names.
func newGameOf(set *engine.Set, head engine.RecordHeader) (*classic.Game, error) {
	rules, err := classic.Ruleset{}.Bind(set, head.Ruleset.Options)
	if err != nil {
		return nil, err
	}
	return classic.NewGame(set, rules, engine.Setup{Mix: head.Mix, Players: head.Players, Seed: head.Seed, Events: true})
}

// replayMoves reads a record of moves and replays it on the checked path.
func replayMoves(set *engine.Set, data []byte) (*classic.Game, error) {
	rec, err := classicmoves.Decode("game.json", data)
	if err != nil {
		return nil, err
	}
	return classicmoves.Replay(set, classic.Ruleset{}, rec)
}

// optionsOf is a test's options as a record holds them (nil for none).
func optionsOf(options string) []byte {
	if options == "" {
		return nil
	}
	return []byte(options)
}

// sameGame says how game got differs from game want: whether it is over,
// the scores, the board, the followers on it, the tiles that left the
// game, what each seat counted and, when want keeps them, the scoring
// events; nil when it does not.
func sameGame(got, want *classic.Game) error {
	switch {
	case got.Over() != want.Over():
		return fmt.Errorf("over=%v, want %v", got.Over(), want.Over())
	case !reflect.DeepEqual(got.Board(), want.Board()):
		return fmt.Errorf("the boards differ")
	case !reflect.DeepEqual(got.Followers(), want.Followers()):
		return fmt.Errorf("the followers differ: %v, want %v", got.Followers(), want.Followers())
	case got.Discarded() != want.Discarded():
		return fmt.Errorf("%d tiles left the game, want %d", got.Discarded(), want.Discarded())
	case want.EventsOn() && !reflect.DeepEqual(got.Events(), want.Events()):
		return fmt.Errorf("the events differ: %v, want %v", got.Events(), want.Events())
	}
	for seat, name := range want.Players() {
		if got.Score(seat) != want.Score(seat) {
			return fmt.Errorf("%s scores %d, want %d", name, got.Score(seat), want.Score(seat))
		}
		if !reflect.DeepEqual(got.Stats(seat), want.Stats(seat)) {
			return fmt.Errorf("%s counts %+v, want %+v", name, got.Stats(seat), want.Stats(seat))
		}
	}
	return nil
}
