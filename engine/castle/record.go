package castle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// Record is a game record of The Castle of format 1, its moves: what
// every build before issue 33 wrote. It is read (DecodeRecord, Replay),
// never written: a game's records are its steps (engine.History).
type Record = engine.GameRecord[Move]

// Move is one move of a Castle record: a tile placed, with its follower,
// the order its scorings went in and the wall tiles they turned up; a
// drawn tile set aside because it fits nowhere; or a wall tile played on
// its own — 1 for another turn at the end of a turn, 4 to 7 on a
// territory at the end of the game.
type Move struct {
	Tile    string             `json:"tile,omitempty"`
	X       int                `json:"x"`
	Y       int                `json:"y"`
	Rot     int                `json:"rot"`
	Meeple  *engine.MeepleMove `json:"meeple,omitempty"`
	Player  string             `json:"player,omitempty"`
	Discard bool               `json:"discard,omitempty"`
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
var ErrMove = errors.New("the move does not fit the game")

// RecordHeader is the header of a record of the game so far
// (engine.RecordHeaderWriter); not while final scoring waits for a wall
// tile. It names wallTile7OnTop, which records written before the option
// existed leave out.
func (g *Game) RecordHeader(pack string, _ []byte) (engine.RecordHeader, error) {
	if g.ending && g.Pending() != nil {
		return engine.RecordHeader{}, fmt.Errorf("final scoring is under way, with %s: finish it, then save the record", g.pendingEnd())
	}
	return engine.RecordHeader{Pack: pack, Mix: g.core.Mix().ID,
		Ruleset: engine.RecordRuleset{Name: "castle", Options: withOption(g.options, optionWallTile7OnTop, g.rules.options.WallTile7OnTop)},
		Players: g.names, Seed: g.core.Seed()}, nil
}

// DecodeRecord reads a Castle record; errors name the file, line and
// column.
func DecodeRecord(file string, data []byte) (*Record, error) {
	return engine.DecodeGameRecord[Move](file, data)
}

// Replay plays a record and returns the game; a move that does not fit
// stops it with an error naming the move, and the game holds the moves
// before it. Each move takes its tile from the tiles not yet drawn, as the
// record names it. A record that ends before the last tile leaves the game
// under way, unless it says "final".
func Replay(set *engine.Set, r *Record) (*Game, error) {
	if r.Ruleset.Name != "castle" {
		return nil, fmt.Errorf("the record is a %s game, not one of The Castle", r.Ruleset.Name)
	}
	// A record that does not name wallTile7OnTop was written before the
	// option existed, when wall tile 7 scored on top of the courtyard's 3
	// per stall: it replays so, to the score it was played to. Every record
	// written since names the option (Game.Record).
	g, err := NewGame(set, withOption(r.Ruleset.Options, optionWallTile7OnTop, true), r.Mix, r.Players, r.Seed, true)
	if err != nil {
		return nil, err
	}
	rc := &recordReplay{g: g, moves: r.Moves, final: r.Final}
	g.askEvery = true
	err = rc.play()
	g.askEvery = false
	if errors.Is(err, errRecordEnds) {
		if g.ending {
			// Final scoring stopped at a wall tile to play: the game is
			// neither under way nor over.
			return g, fmt.Errorf("after the last move: %w: the record ends during final scoring, with %s", ErrMove, g.pendingEnd())
		}
		err = nil
	}
	if err == nil && rc.next < len(r.Moves) {
		err = fmt.Errorf("%w: %s", ErrMove, g.afterEnd(r.Moves[rc.next]))
		rc.next++
	}
	if err != nil {
		return g, fmt.Errorf("move %d (%s): %w", rc.next, describe(r.Moves, rc.next), err)
	}
	return g, nil
}

// withOption returns options (a JSON object, or nothing) naming option
// name: as they are when they name it or are not an object (Bind says
// what is wrong with them), else with "name": value added at the end, so
// that an error in them keeps its place.
func withOption(options json.RawMessage, name string, value bool) json.RawMessage {
	var fields map[string]json.RawMessage
	trimmed := bytes.TrimSpace(options)
	if len(trimmed) > 0 && (json.Unmarshal(trimmed, &fields) != nil || fields == nil && !bytes.Equal(trimmed, []byte("null"))) {
		return options
	}
	if _, ok := fields[name]; ok {
		return options
	}
	field := fmt.Sprintf("%q: %t", name, value)
	end := bytes.LastIndexByte(trimmed, '}')
	if len(fields) == 0 || end < 0 {
		return json.RawMessage("{" + field + "}")
	}
	out := append([]byte(nil), trimmed[:end]...)
	out = append(out, ", "...)
	out = append(out, field...)
	return append(out, trimmed[end:]...)
}

// afterEnd says why move m, left over when the game is over, cannot be
// played: a wall tile at the end with no territory to score, or any
// other move.
func (g *Game) afterEnd(m Move) string {
	what := map[string]string{effectIncompletePath: "an incomplete path", effectIncompleteTower: "an incomplete tower",
		effectIncompleteHouse: "an incomplete house", effectCourtyard: "a courtyard"}[g.rules.wallEffect(m.WallTile)]
	seat := slices.Index(g.names, m.Player)
	switch {
	case m.WallTile == 0 || m.At == "" || seat < 0 || what == "":
		return "the game is over"
	case !slices.Contains(g.Held(seat), m.WallTile):
		return fmt.Sprintf("the game is over and %s holds no wall tile %d to play", m.Player, m.WallTile)
	}
	return fmt.Sprintf("wall tile %d has no territory to score: it scores %s where %s has more followers than the opponent, one per territory; it stays unplayed", m.WallTile, what, m.Player)
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
