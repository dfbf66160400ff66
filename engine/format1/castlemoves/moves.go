// Package castlemoves reads records of The Castle of format 1, the
// game's own moves, which every build before issue 33 wrote: it replays
// each move as the chance outcomes and answers of the game's state
// (engine.State), through the same Force and Answer a match uses. Since
// then a record holds the game's steps (format 2, engine.History), and
// nothing writes these moves; they still read, to the same result.
package castlemoves

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/format1"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Record is a record of The Castle of format 1.
type Record = engine.GameRecord[Move]

// Move is one move of a record: a tile placed, with its follower, the
// order its scorings went in and the wall tiles they turned up; a drawn
// tile set aside because it fits nowhere; or a wall tile played on its
// own — 1 for another turn at the end of a turn, 4 to 7 on a territory at
// the end of the game.
type Move struct {
	format1.Placed
	// Scoring lists the territories the tile completed that scored, in
	// the order they scored, with the wall tile that doubled one.
	Scoring []ScoreMove `json:"scoring,omitempty"`
	// Took lists the wall tiles markers stopped on during the scoring.
	Took []TookMove `json:"took,omitempty"`
	// WallTile is the wall tile a move of its own plays; At (with X and
	// Y) names the territory a wall tile 4 to 7 scores.
	WallTile int    `json:"wallTile,omitempty"`
	At       string `json:"at,omitempty"`
}

// atEnd reports whether m plays a wall tile on a territory at the end of
// the game.
func (m Move) atEnd() bool { return m.Tile == "" && m.WallTile != 0 && m.At != "" }

// ScoreMove is one scoring of a tile: a port of the territory on the tile
// just placed (board orientation) — or, for a territory the tile closed
// without joining it (a house laid against a tower), X and Y name a tile
// of it and At a port there — and the wall tile (2 or 3) its placing
// player played on it.
type ScoreMove struct {
	X        *int   `json:"x,omitempty"`
	Y        *int   `json:"y,omitempty"`
	At       string `json:"at"`
	WallTile int    `json:"wallTile,omitempty"`
}

// TookMove is a wall tile taken from the track: who took it and its kind.
type TookMove struct {
	Player   string `json:"player"`
	WallTile int    `json:"wallTile"`
}

// ErrMove is wrapped by the errors of a record move that does not fit the
// game.
var ErrMove = format1.ErrMove

// Reader is the registry's reader of these records (rulesets.Hooks'
// DecodeMoves).
var Reader = rulesets.MovesReader(Decode, Replay)

// Decode reads a record; errors name the file, line and column.
func Decode(file string, data []byte) (*Record, error) {
	return engine.DecodeGameRecord[Move](file, data)
}

// Replay plays a record and returns the game; a move that does not fit
// stops it with an error naming the move, and the game holds the moves
// before it. Each move takes its tile from the tiles not yet drawn, as the
// record names it. A record that ends before the last tile leaves the game
// under way, unless it says "final".
func Replay(set *engine.Set, r *Record) (*castle.Game, error) {
	if r.Ruleset.Name != "castle" {
		return nil, fmt.Errorf("the record is a %s game, not one of The Castle", r.Ruleset.Name)
	}
	// A record that does not name wallTile7OnTop was written before the
	// option existed, when wall tile 7 scored on top of the courtyard's 3
	// per stall: it replays so, to the score it was played to. Every record
	// written since names the option.
	g, err := castle.NewGame(set, castle.OptionsNamingWallTile7(r.Ruleset.Options, true), r.Mix, r.Players, r.Seed, true)
	if err != nil {
		return nil, err
	}
	rc := &replay{g: g, names: r.Players, moves: r.Moves, final: r.Final}
	g.AskEvery(true)
	err = rc.play()
	g.AskEvery(false)
	if errors.Is(err, errRecordEnds) {
		if g.Ending() {
			// Final scoring stopped at a wall tile to play: the game is
			// neither under way nor over.
			return g, fmt.Errorf("after the last move: %w: the record ends during final scoring, with %s", ErrMove, g.WallTilesToPlay())
		}
		err = nil
	}
	if err == nil && rc.next < len(r.Moves) {
		err = fmt.Errorf("%w: %s", ErrMove, rc.afterEnd(r.Moves[rc.next]))
		rc.next++
	}
	if err != nil {
		return g, fmt.Errorf("move %d (%s): %w", rc.next, describe(r.Moves, rc.next), err)
	}
	return g, nil
}

func describe(moves []Move, n int) string {
	if n < 1 || n > len(moves) {
		return "after the last move"
	}
	m := moves[n-1]
	switch {
	case m.WallTile != 0 && m.At != "":
		return fmt.Sprintf("wall tile %d on (%d,%d) %s", m.WallTile, m.X, m.Y, m.At)
	case m.WallTile != 0:
		return fmt.Sprintf("wall tile %d", m.WallTile)
	case m.Discard:
		return m.Tile + " set aside"
	}
	return fmt.Sprintf("%s at (%d,%d) rot %d", m.Tile, m.X, m.Y, m.Rot)
}

// scoreName names a scoring entry's territory: "E", or "(2,0) E" on
// another tile than the one just placed.
func scoreName(e ScoreMove) string {
	if e.X != nil && e.Y != nil {
		return fmt.Sprintf("(%d,%d) %s", *e.X, *e.Y, e.At)
	}
	return e.At
}

// count says "1 wall tile", "2 wall tiles".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
