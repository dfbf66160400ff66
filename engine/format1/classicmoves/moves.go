// Package classicmoves reads records of format 1 of classic's turn: one
// move a tile played or set aside (engine.Move), which every build before
// issue 33 wrote and which is a convenient format to write by hand
// (docs/engine.md, "Game records"). It replays them on the checked path
// (play.go), which takes each tile from the tiles not yet played as the
// record names it and explains what is wrong with a move, over the
// classic game's public moves. Since then a record holds the game's steps
// (format 2, engine.History), and nothing writes these moves; they still
// read, to the same result. The Messages module's reader
// (engine/format1/messagesmoves) plays its tiles on the same checked path.
package classicmoves

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Record is a record of format 1 of classic's turn.
type Record = engine.GameRecord[engine.Move]

// Reader is the registry's reader of classic's records (rulesets.Hooks'
// DecodeMoves).
var Reader = rulesets.MovesReader(Decode, replay)

// Decode reads a record of classic's turn. Errors name the file, line and
// column.
func Decode(file string, data []byte) (*Record, error) {
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

// replay replays a record of classic (Replay with classic's rules), which
// takes each move's tile from the tiles not yet played — with hands the
// draw order differs from the play order, so a replay cannot draw.
func replay(set *engine.Set, r *Record) (classic.Replayed, error) {
	g, err := Replay(set, classic.Ruleset{}, r)
	return classic.Replayed{G: g}, err
}

// Replay plays a record with the rules rs binds to set (classic's, or a
// ruleset that plays classic's turn) through the checked path and returns
// the game. An illegal move stops the replay with an error that names its
// move number; the returned game then holds the moves before it.
func Replay(set *engine.Set, rs engine.Ruleset, r *Record) (*classic.Game, error) {
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
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: r.Mix, Players: r.Players, Seed: r.Seed, Events: true})
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := Play(g, m); err != nil {
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
