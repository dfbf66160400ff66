package mists

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// Record is a Mists game record of format 1: the game's own moves, which
// carry the team's choices, as earlier builds wrote them. It is read and
// replayed, never written: a game is saved as its steps (format 2,
// engine.History).
type Record = engine.GameRecord[Move]

// DecodeRecord reads a Mists game record; errors name file, line and
// column.
func DecodeRecord(file string, data []byte) (*Record, error) {
	return engine.DecodeGameRecord[Move](file, data)
}

// Replay plays a record and returns the game; an illegal move stops it
// with an error naming the move, and the game holds the moves before it.
func Replay(set *engine.Set, r *Record) (*Game, error) {
	if r.Ruleset.Name != "mists" {
		return nil, fmt.Errorf("the record is a %s game", r.Ruleset.Name)
	}
	if r.Final {
		return nil, fmt.Errorf("\"final\": a Mists game ends when the team reaches the level's goal or loses, never early: remove \"final\"")
	}
	g, err := NewGame(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.PlayMove(m); err != nil {
			return g, fmt.Errorf("move %d (%s at (%d,%d) rot %d): %w", i+1, m.Tile, m.X, m.Y, m.Rot, err)
		}
	}
	return g, nil
}

// PlayMove is the checked path: it plays one record move, choices
// included, or returns an error and leaves the game as it was.
func (g *Game) PlayMove(m Move) error {
	if g.over {
		return ErrGameOver
	}
	if m.Player != "" && m.Player != g.names[g.current] {
		return fmt.Errorf("it is %s's turn, not %s's", g.names[g.current], m.Player)
	}
	def, ok := g.Rules.Set.Tile(m.Tile)
	if !ok {
		return fmt.Errorf("pack %s has no tile %q", g.Rules.Set.Pack.ID, m.Tile)
	}
	if !g.core.Pile().Has(def.Index) {
		return fmt.Errorf("no copy of tile %s is left to draw", m.Tile)
	}
	copyIndex, err := g.copyIndex(def.Index, m.Symbols)
	if err != nil {
		return err
	}
	t := def.Index
	if m.Colour != "" && m.Meeple == nil {
		return fmt.Errorf("%w: colour %q goes with a meeple: add \"meeple\" or remove \"colour\"", ErrChoice, m.Colour)
	}
	if err := g.checkScoreColoursField(&m); err != nil {
		return err
	}
	rt := &recordTeam{m: &m, bury: m.Bury}
	if m.Discard {
		if f := setAsideField(m); f != "" {
			return fmt.Errorf("%w: tile %s is set aside, so the turn has no %s: remove it, or remove \"discard\"", ErrChoice, m.Tile, f)
		}
		if g.core.CountPlacementsOf(t) > 0 {
			return fmt.Errorf("tile %s cannot be set aside: it fits", m.Tile)
		}
		if err := g.setUpScoreColours(rt); err != nil {
			return err
		}
		g.forceDraw(t, copyIndex)
		return nil
	}
	p, err := g.core.CheckPlacement(engine.Move{Tile: m.Tile, X: m.X, Y: m.Y, Rot: m.Rot})
	if err != nil {
		return err
	}
	// The move may be refused half-way through its turn: keep the game as
	// it stands (its score colours not yet set up) to put back.
	g.keep()
	if err := g.setUpScoreColours(rt); err != nil {
		return err
	}
	g.replay = rt
	g.forceDraw(t, copyIndex)
	rt.place = slices.Index(g.buf.ps, p)
	err = rt.playTurn(g)
	g.replay = nil
	if err == nil {
		err = rt.leftovers(g)
	}
	if err != nil {
		g.putBack()
	}
	return err
}

// setUpScoreColours sets up the score meeples from the record's first
// move when the team has not chosen them yet; a refusal changes nothing.
func (g *Game) setUpScoreColours(rt *recordTeam) error {
	if g.scoreChosen {
		return nil
	}
	cols, err := rt.ScoreColours(g, g.Rules.Level.SeparateScores)
	if err != nil {
		return err
	}
	return g.setScoreColours(cols)
}

// copyIndex finds the undrawn copy of t with the record's symbols.
func (g *Game) copyIndex(t int, symbols *int) (int, error) {
	if symbols == nil {
		if len(g.copies[t]) > 1 && !g.sameCopies(t) {
			return 0, fmt.Errorf("tile %s: its copies carry different ghost symbols (%s): say which with \"symbols\"", g.tileID(t), engine.Numbers(g.copies[t]))
		}
		return 0, nil
	}
	i := g.copyWith(t, *symbols)
	if i < 0 {
		return 0, fmt.Errorf("tile %s: no undrawn copy has %d ghost symbols (left: %s)", g.tileID(t), *symbols, engine.Numbers(g.copies[t]))
	}
	return i, nil
}

// keep copies the game as it stands into its twin g.undo (made on first
// use), for putBack.
func (g *Game) keep() {
	if g.undo == nil {
		g.undo = g.NewTwin()
	}
	g.undo.copyFrom(g, true)
}

// putBack makes the game again what it was when keep copied it, events
// included: a refused move changes nothing.
func (g *Game) putBack() { g.copyFrom(g.undo, true) }

// ErrChoice is wrapped by errors about a record's choices.
var ErrChoice = errors.New("bad choice")

// setAsideField names a choice a set-aside tile cannot have, "" for none.
// (x, y and rot cannot be told apart from 0 and are not checked.)
func setAsideField(m Move) string {
	switch {
	case m.Meeple != nil:
		return `"meeple"`
	case len(m.Bury) > 0:
		return `"bury"`
	case m.Graveyard != nil:
		return `"graveyard"`
	case len(m.Scores) > 0:
		return `"scores"`
	case len(m.Dogs) > 0:
		return `"dogs"`
	case len(m.ScoreTo) > 0:
		return `"scoreTo"`
	case m.FaceDown != nil:
		return `"faceDown"`
	}
	return ""
}
