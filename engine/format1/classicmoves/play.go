package classicmoves

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/schema"
)

// The checked path: a record's moves (engine.Move), each checked before it
// is played, with an error a user reads, played with the classic game's
// public moves (PlaceUnchecked, DeployUnchecked, SetAside, EndTurn) once
// checked. With the hand-size house rule it knows how many tiles each seat
// holds but not which (a record names a tile only when it is played): it
// deals them unnamed (classic.Game.HoldUnnamed) and keeps the turn order
// of the fast path — a seat whose hand is empty once the bag is empty is
// passed over — without checking that the tile was in the hand. A game is
// played either through the checked path or through the fast path, not
// both.

func moveErrorf(m engine.Move, err error, format string, args ...any) *engine.MoveError {
	return &engine.MoveError{Move: m, Err: err, Why: fmt.Sprintf(format, args...)}
}

// Play plays one move of g's current seat, or returns a *engine.MoveError
// that says what is wrong and changes nothing. The tile is taken from the
// pile by name (a record says which tile was drawn). After the last tile
// the game ends and final scoring runs.
func Play(g *classic.Game, m engine.Move) error {
	if err := PlayUnscored(g, m); err != nil {
		return err
	}
	if !m.Discard {
		g.EndTurn()
	}
	FinishPlay(g)
	return nil
}

// PlayUnscored is the first half of Play: it checks move m of the current
// seat and plays it (the tile placed with its follower, or set aside),
// without scoring it or passing the turn; FinishPlay is the last part.
// Messages' reader scores the tile and plays the module's round between
// the two.
func PlayUnscored(g *classic.Game, m engine.Move) error {
	if g.Over() {
		return moveErrorf(m, engine.ErrGameOver, "the game is over; no more moves")
	}
	beginChecked(g)
	return playTile(g, m)
}

// FinishPlay ends a move played by PlayUnscored once the turn is scored
// and passed (ScoreCompleted, PassTurn): after the last tile the game ends
// and final scoring runs, and the next seat draws, as Play does.
func FinishPlay(g *classic.Game) {
	if g.Pile().Remaining() == 0 {
		g.End()
	}
	beginChecked(g)
}

// PlayExtra is the checked path's one more tile in the middle of a turn
// (Messages' message 7): the current seat draws one more tile and plays
// move m with it (a placement, with its follower if any, or a tile set
// aside because it fits nowhere); the rules do not score it — the caller
// scores it. It returns engine.ErrNothingToDraw when no tile is left to
// draw or held, and a *engine.MoveError when m is not legal.
func PlayExtra(g *classic.Game, m engine.Move) error {
	seat := g.Current()
	if g.HeldUnnamed(seat) == 0 && g.Pile().Remaining() == heldTotal(g) {
		return moveErrorf(m, engine.ErrNothingToDraw, "no tile is left to draw for one more tile")
	}
	if g.Pile().Remaining() > heldTotal(g) {
		g.HoldUnnamed(seat, 1)
		g.Drew(seat, 1)
	}
	return playTile(g, m)
}

// playTile checks move m of the current seat and plays it: the tile placed
// with its follower, or set aside. It does not score or pass the turn.
func playTile(g *classic.Game, m engine.Move) error {
	seat := g.Current()
	names := g.Players()
	if m.Player != "" && m.Player != names[seat] {
		return moveErrorf(m, engine.ErrWrongPlayer, "it is %s's turn, not %s's", names[seat], m.Player)
	}
	def, ok := g.Set.Tile(m.Tile)
	if !ok {
		return moveErrorf(m, engine.ErrUnknownTile, "pack %s has no tile %q", g.Set.Pack.ID, m.Tile)
	}
	if !g.Pile().Has(def.Index) {
		return moveErrorf(m, engine.ErrNoCopyLeft, "no copy of tile %s is left to draw (mix %s has %d)", m.Tile, g.Mix().ID, g.Mix().Counts.Of(m.Tile))
	}
	if m.OutOfGame && !m.Discard {
		return moveErrorf(m, engine.ErrStaysInGame, "tile %s is placed, so it cannot leave the game (outOfGame goes with discard)", m.Tile)
	}
	if m.Discard {
		return discard(g, m, def)
	}
	p, err := g.CheckPlacementAsMoved(m)
	if err != nil {
		return err
	}
	fi := -1
	if m.Meeple != nil {
		if fi, err = checkSpot(g, m, def, p); err != nil {
			return err
		}
	}
	g.Pile().Take(def.Index)
	g.HoldUnnamed(seat, -1)
	g.PlaceUnchecked(p)
	if fi >= 0 {
		g.DeployUnchecked(engine.Spot{Node: g.Board()[g.LastPlaced()].Node(fi), Feature: fi})
	}
	return nil
}

// discard checks and plays move m, which sets tile def aside.
func discard(g *classic.Game, m engine.Move, def *engine.TileDef) error {
	if m.Meeple != nil {
		return moveErrorf(m, engine.ErrBadSpot, "a tile set aside cannot take a follower")
	}
	if ps := g.AppendPlacementsOf(nil, def.Index); len(ps) > 0 {
		x, y := g.CellXY(ps[0].Cell)
		return moveErrorf(m, engine.ErrPlaceable, "tile %s cannot be set aside: it fits, e.g. at (%d,%d) rot %d", m.Tile, x, y, int(ps[0].Rot)*90)
	}
	// The tile itself fits nowhere, so whether a tile left fits does
	// not depend on taking it first.
	back := g.ReturnsToBag()
	if m.OutOfGame && back {
		if heldTotal(g) == 1 {
			// No other tile is in a hand: the rest of the pile is the
			// bag, and a tile in it fits.
			return moveErrorf(m, engine.ErrStaysInGame, "tile %s cannot leave the game: the returnUnplaceable house rule puts it back into the bag while a tile left to draw fits (%s)", m.Tile, placeableLeft(g))
		}
		back = false // the record says the tiles that fit are in hands
	}
	seat := g.Current()
	g.Pile().Take(def.Index)
	g.HoldUnnamed(seat, -1)
	g.SetAside(seat, def.Index, back)
	return nil
}

// placeableLeft names the first tile left in the pile that fits, for an
// error.
func placeableLeft(g *classic.Game) string {
	for _, t := range g.Pile().Undrawn() {
		if g.Placeable(int(t)) {
			return g.Set.Tiles[t].ID
		}
	}
	return ""
}

// beginChecked is Begin for the checked path, on hand sizes: the current
// seat draws up to its hand size from the bag, unnamed, and a seat whose
// hand is still empty (the bag is empty) is passed over. Drawing up to the
// hand size is idempotent, so Play calls it both after a move (Current
// then names the next seat to move) and before one (for the first move).
func beginChecked(g *classic.Game) {
	if g.Over() {
		return
	}
	hand := max(g.Options().HandSize, 1) // as the fast path deals
	for range len(g.Players()) {
		seat := g.Current()
		if k := min(hand-g.HeldUnnamed(seat), g.Pile().Remaining()-heldTotal(g)); k > 0 {
			g.HoldUnnamed(seat, k)
			g.Drew(seat, k)
		}
		if g.HeldUnnamed(seat) > 0 {
			return
		}
		g.PassOver()
	}
}

// heldTotal is how many tiles all seats hold unnamed.
func heldTotal(g *classic.Game) int {
	n := 0
	for seat := range g.Players() {
		n += g.HeldUnnamed(seat)
	}
	return n
}

// checkSpot checks a move's follower on placement p of tile def and
// returns the feature index.
func checkSpot(g *classic.Game, m engine.Move, def *engine.TileDef, p engine.Placement) (int, error) {
	at := m.Meeple.At
	fi := -1
	if port, ok := schema.ParsePort(at); ok {
		fi = int(def.Rot[p.Rot].Feature[port])
	} else {
		for _, pi := range def.Portless {
			if string(def.Features[pi].KindName) == at {
				fi = pi
			}
		}
	}
	if fi < 0 {
		return -1, moveErrorf(m, engine.ErrBadSpot, "follower at %q: tile %s has no feature there (name a port: N NL NR E EL ER S SL SR W WL WR, in board orientation, or a portless feature's kind%s)",
			at, m.Tile, portlessKinds(def))
	}
	f := &def.Features[fi]
	names := g.Players()
	seat := g.Current()
	if g.Supply(seat) == 0 {
		return -1, moveErrorf(m, engine.ErrNoFollower, "follower at %s: %s has no follower left in supply", at, names[seat])
	}
	if !g.Options().AllowsFollowerOn(f.Kind) {
		return -1, moveErrorf(m, engine.ErrFollowerKind, "follower at %s: followers may not stand on a %s", at, f.KindName)
	}
	if who := g.HolderOf(p, fi); who >= 0 {
		return -1, moveErrorf(m, engine.ErrFeatureTaken, "follower at %s: that %s already holds a follower (%s's), connected across tiles", at, f.KindName, names[who])
	}
	return fi, nil
}

// portlessKinds lists a tile's portless features for an error: ":
// cloister".
func portlessKinds(def *engine.TileDef) string {
	var names []string
	for _, fi := range def.Portless {
		names = append(names, string(def.Features[fi].KindName))
	}
	if len(names) == 0 {
		return ""
	}
	return ": " + listNames(names)
}

// listNames joins names for messages: "a, b or c".
func listNames(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
