package engine

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/schema"
)

// Errors of the checked path; a MoveError wraps one of them.
var (
	ErrWrongPlayer   = errors.New("not this player's turn")
	ErrUnknownTile   = errors.New("unknown tile")
	ErrNoCopyLeft    = errors.New("no copy of the tile left")
	ErrBadRotation   = errors.New("bad rotation")
	ErrOccupied      = errors.New("cell already holds a tile")
	ErrNoContact     = errors.New("tile touches no placed tile")
	ErrEdgeMismatch  = errors.New("edges do not match")
	ErrOffTable      = errors.New("cell is off the table")
	ErrPlaceable     = errors.New("tile can be placed")
	ErrBadSpot       = errors.New("no such follower spot")
	ErrNoFollower    = errors.New("no follower left")
	ErrFeatureTaken  = errors.New("feature already holds a follower")
	ErrFollowerKind  = errors.New("followers may not stand there")
	ErrStaysInGame   = errors.New("the tile set aside stays in the game")
	ErrNothingToDraw = errors.New("no tile left to draw")
)

// MoveError explains why a move is illegal.
type MoveError struct {
	// Number is the move's 1-based number in a record (0 outside Replay).
	Number int
	Move   Move
	Err    error  // one of the Err* values
	Why    string // the explanation a user reads
}

func (e *MoveError) Error() string {
	if e.Number > 0 {
		return fmt.Sprintf("move %d (%s): %s", e.Number, e.Move, e.Why)
	}
	return "" + e.Why
}
func (e *MoveError) Unwrap() error { return e.Err }

func moveErrorf(m Move, err error, format string, args ...any) *MoveError {
	return &MoveError{Move: m, Err: err, Why: fmt.Sprintf(format, args...)}
}

// Play is the checked path: it plays one move for the seat whose turn it
// is, or returns a *MoveError that says what is wrong and changes nothing.
// The tile is taken from the pile by name (a record says which tile was
// drawn). With the hand-size house rule the checked path knows how many
// tiles each seat holds but not which (a record names a tile only when it
// is played), so it keeps the turn order of the fast path — a seat whose
// hand is empty once the bag is empty is passed over — without checking
// that the tile was in the hand; a game is played either through Play or
// through the fast path, not both. After the last tile the game ends and
// final scoring runs.
func (g *Game) Play(m Move) error {
	if err := g.PlayUnscored(m); err != nil {
		return err
	}
	if !m.Discard {
		g.EndTurn()
	}
	g.FinishPlay()
	return nil
}

// playTile checks move m of the current seat and plays it: the tile placed
// with its follower, or set aside. It does not score or pass the turn.
func (g *Game) playTile(m Move) error {
	seat := g.current
	if m.Player != "" && m.Player != g.names[seat] {
		return moveErrorf(m, ErrWrongPlayer, "it is %s's turn, not %s's", g.names[seat], m.Player)
	}
	def, ok := g.Set.Tile(m.Tile)
	if !ok {
		return moveErrorf(m, ErrUnknownTile, "pack %s has no tile %q", g.Set.Pack.ID, m.Tile)
	}
	if !g.pile.Has(def.Index) {
		return moveErrorf(m, ErrNoCopyLeft, "no copy of tile %s is left to draw (mix %s has %d)", m.Tile, g.mix.ID, g.mix.Counts.Of(m.Tile))
	}
	if m.OutOfGame && !m.Discard {
		return moveErrorf(m, ErrStaysInGame, "tile %s is placed, so it cannot leave the game (outOfGame goes with discard)", m.Tile)
	}
	if m.Discard {
		if m.Meeple != nil {
			return moveErrorf(m, ErrBadSpot, "a tile set aside cannot take a follower")
		}
		if ps := g.AppendPlacementsOf(nil, def.Index); len(ps) > 0 {
			x, y := g.xy(ps[0].Cell)
			return moveErrorf(m, ErrPlaceable, "tile %s cannot be set aside: it fits, e.g. at (%d,%d) rot %d", m.Tile, x, y, int(ps[0].Rot)*90)
		}
		// The tile itself fits nowhere, so whether a tile left fits does
		// not depend on taking it first.
		back := g.returnsToBag()
		if m.OutOfGame && back {
			if g.heldTotal() == 1 {
				// No other tile is in a hand: the rest of the pile is the
				// bag, and a tile in it fits.
				return moveErrorf(m, ErrStaysInGame, "tile %s cannot leave the game: the returnUnplaceable house rule puts it back into the bag while a tile left to draw fits (%s)", m.Tile, g.Set.Tiles[g.firstPlaceableLeft()].ID)
			}
			back = false // the record says the tiles that fit are in hands
		}
		g.pile.Take(def.Index)
		g.held[seat]--
		g.setAside(seat, def.Index, back)
		return nil
	}
	c, q, err := g.checkPlacement(m, def)
	if err != nil {
		return err
	}
	fi := -1
	if m.Meeple != nil {
		if fi, err = g.checkSpot(m, def, c, q); err != nil {
			return err
		}
	}
	g.pile.Take(def.Index)
	g.held[seat]--
	g.PlaceUnchecked(Placement{Cell: c, Tile: int16(def.Index), Rot: int8(q)})
	if fi >= 0 {
		g.DeployUnchecked(Spot{Node: g.placed[g.lastTile].node + Node(fi), Feature: fi})
	}
	return nil
}

// beginChecked is Begin for the checked path, on hand sizes: the current
// seat draws up to its hand size from the bag, and a seat whose hand is
// still empty (the bag is empty) is passed over. Drawing up to the hand
// size is idempotent, so Play calls it both after a move (Current then
// names the next seat to move) and before one (for the first move).
func (g *Game) beginChecked() {
	if g.over {
		return
	}
	for range len(g.names) {
		seat := g.current
		if n := min(g.opts.hand()-g.held[seat], g.pile.Remaining()-g.heldTotal()); n > 0 {
			g.held[seat] += n
			g.stats[seat].Drawn += n
		}
		if g.held[seat] > 0 {
			return
		}
		g.current = (g.current + 1) % len(g.names)
	}
}

// heldTotal is how many tiles all seats hold on the checked path.
func (g *Game) heldTotal() int {
	n := 0
	for _, h := range g.held[:len(g.names)] {
		n += h
	}
	return n
}

// firstPlaceableLeft returns a tile still in the pile that fits (call it
// only when anyPlaceableLeft).
func (g *Game) firstPlaceableLeft() int {
	for _, t := range g.pile.undrawn() {
		if g.placeable(int(t)) {
			return int(t)
		}
	}
	return -1
}

// endIfPileEmpty ends the game after the last tile (checked path).
func (g *Game) endIfPileEmpty() {
	if g.pile.Remaining() == 0 {
		g.finish()
	}
}

// End ends the game now and runs final scoring (a record's "final": true).
func (g *Game) End() { g.finish() }

// checkSpot checks a move's follower and returns the feature index.
func (g *Game) checkSpot(m Move, def *TileDef, c int32, q int) (int, error) {
	at := m.Meeple.At
	fi := -1
	if p, ok := schema.ParsePort(at); ok {
		fi = int(def.Rot[q].Feature[p])
	} else {
		for _, pi := range def.Portless {
			if string(def.Features[pi].KindName) == at {
				fi = pi
			}
		}
	}
	if fi < 0 {
		return -1, moveErrorf(m, ErrBadSpot, "follower at %q: tile %s has no feature there (name a port: N NL NR E EL ER S SL SR W WL WR, in board orientation, or a portless feature's kind%s)",
			at, m.Tile, portlessKinds(def))
	}
	f := &def.Features[fi]
	if g.supply[g.current] == 0 {
		return -1, moveErrorf(m, ErrNoFollower, "follower at %s: %s has no follower left in supply", at, g.names[g.current])
	}
	if !g.opts.AllowsFollowerOn(f.Kind) {
		return -1, moveErrorf(m, ErrFollowerKind, "follower at %s: followers may not stand on a %s", at, f.KindName)
	}
	if who := g.holderOf(def, c, q, fi); who >= 0 {
		return -1, moveErrorf(m, ErrFeatureTaken, "follower at %s: that %s already holds a follower (%s's), connected across tiles", at, f.KindName, g.names[who])
	}
	return fi, nil
}

func portlessKinds(def *TileDef) string {
	var names []string
	for _, fi := range def.Portless {
		names = append(names, string(def.Features[fi].KindName))
	}
	if len(names) == 0 {
		return ""
	}
	return ": " + listNames(names)
}
