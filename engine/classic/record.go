package classic

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Record is a game record of format 1 of classic's turn: its moves are
// engine.Move, one a tile played or set aside (docs/engine.md, "Game
// records"). Every build before issue 33 wrote it; records are a promise,
// so it reads and replays forever (DecodeRecord, Replay), and it is a
// convenient format to write by hand. No build writes it any more: a
// match's record is its steps (engine.History, format 2).
type Record = engine.GameRecord[engine.Move]

// Header is the header of a record of the game: the pack as the record
// names it, the game's mix, its ruleset (the set's: classic, or a ruleset
// that plays classic's turn, such as Road Race) with the options it was
// started with, its players and its seed. A History writes it above its
// steps (Match.RecordHeader); Messages adds its module.
func (g *Game) Header(pack string, options []byte) engine.RecordHeader {
	return engine.RecordHeader{Pack: pack, Mix: g.Mix().ID,
		Ruleset: engine.RecordRuleset{Name: g.Set.Ruleset.Name, Options: options},
		Players: g.Players(), Seed: g.Seed()}
}

// DecodeRecord reads a game record of classic's turn (format 1). Errors
// name the file, line and column.
func DecodeRecord(file string, data []byte) (*Record, error) {
	r, err := engine.DecodeGameRecord[engine.Move](file, data)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if m.Tile == "" {
			return nil, fmt.Errorf("%s: %w: move %d has no \"tile\"", file, engine.ErrBadRecord, i+1)
		}
	}
	return r, nil
}

// Replay plays a record with the rules rs binds to set through the
// checked path and returns the game. An illegal move stops the replay
// with an error that names its move number; the returned game then holds
// the moves before it.
func Replay(set *engine.Set, rs engine.Ruleset, r *Record) (*Game, error) {
	if r.Ruleset.Name != rs.Name() {
		return nil, fmt.Errorf("the record is a %s game, not %s", r.Ruleset.Name, rs.Name())
	}
	if set.Ruleset.Name != r.Ruleset.Name {
		return nil, fmt.Errorf("the record is a %s game but pack %s is for %s", r.Ruleset.Name, set.Pack.ID, set.Ruleset.Name)
	}
	rules, err := rs.Bind(set, r.Ruleset.Options)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(set, rules, engine.Setup{Mix: r.Mix, Players: r.Players, Seed: r.Seed, Events: true})
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.Play(m); err != nil {
			var me *engine.MoveError
			if errors.As(err, &me) {
				me.Number = i + 1
			}
			return g, err
		}
	}
	// A mix whose tiles are all start tiles leaves nothing to draw: the
	// game is over before its first move, as Begin finds when it is played.
	if !g.Over() && (r.Final || g.Pile().Remaining() == 0) {
		g.End()
	}
	return g, nil
}
