package citymoves

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/schema"
)

// replay plays a record's moves through the game's chance event and
// decisions: each move's tile drawn as the record names it (Force), then
// its placement, its follower and its wall round answered (Answer). Each
// entry is checked first, with a message that says what is wrong, in the
// order and the words the reader has always used.
type replay struct {
	g     *city.Game
	core  *engine.Game
	names []string
	// scratch: placements and follower spots
	placements []engine.Placement
	spots      []engine.Spot
}

// decision is the decision the game waits for; nil while it waits for
// its draw (Pending would deal it), once it is over, or stopped on an
// error.
func (rc *replay) decision() engine.Decision {
	if rc.g.Chance() != nil {
		return nil
	}
	return rc.g.Pending()
}

// grid is the board as the wall sees it (city.Grid): the cells holding a
// tile face up.
type grid struct{ core *engine.Game }

func (b grid) Placed(x, y int) bool {
	p, ok := b.core.At(x, y)
	return ok && !p.FaceDown
}

// move plays one record move or says why it cannot be played.
func (rc *replay) move(m Move) error {
	g, core := rc.g, rc.core
	if g.Over() {
		return fmt.Errorf("%w: the game is over", ErrMove)
	}
	seat := g.Current()
	if m.Player != "" && m.Player != rc.names[seat] {
		return fmt.Errorf("%w: it is %s's turn, not %s's", ErrMove, rc.names[seat], m.Player)
	}
	def, ok := core.Set.Tile(m.Tile)
	if !ok {
		return fmt.Errorf("%w: pack %s has no tile %q", ErrMove, core.Set.Pack.ID, m.Tile)
	}
	if !core.Pile().Has(def.Index) {
		return fmt.Errorf("%w: no copy of tile %s is left to draw", ErrMove, m.Tile)
	}
	if m.Discard {
		return rc.setAside(m, def.Index)
	}
	if err := rc.place(m, def.Index); err != nil {
		return err
	}
	if err := rc.follower(m, seat); err != nil {
		return err
	}
	return rc.round(m.Wall)
}

// setAside draws tile t, which the move sets aside, once it is checked
// to fit nowhere: the turn then sets it aside and the seat draws again.
func (rc *replay) setAside(m Move, t int) error {
	if m.Meeple != nil {
		return fmt.Errorf("%w: a tile set aside takes no follower", ErrMove)
	}
	if p, ok := rc.firstPlacement(t); ok {
		x, y := rc.core.PlacementXY(p)
		return fmt.Errorf("%w: tile %s cannot be set aside: it fits, e.g. at (%d,%d) rot %d", ErrMove, m.Tile, x, y, int(p.Rot)*90)
	}
	return rc.g.Force(t)
}

// firstPlacement is the first of tile t's legal placements, as the
// placement decision would list them: where its streets meet streets,
// and, once the gate stands, where the wall allows it.
func (rc *replay) firstPlacement(t int) (engine.Placement, bool) {
	wall := rc.g.Wall()
	_, walled := wall.Gate()
	rc.placements = rc.core.AppendPlacementsOf(rc.placements[:0], t)
	for _, p := range rc.placements {
		if x, y := rc.core.PlacementXY(p); !walled || wall.Allows(grid{rc.core}, x, y) == nil {
			return p, true
		}
	}
	return engine.Placement{}, false
}

// place checks the move's placement, beyond the wall first (the board
// bars those cells too, where it would say "off the table": the player is
// told of the wall), then on the board, then for the wall's shape; then
// draws its tile and answers where it goes.
func (rc *replay) place(m Move, t int) error {
	g, core := rc.g, rc.core
	if g.Wall().Barred(m.X, m.Y) {
		return fmt.Errorf("%w: tile %s at (%d,%d): %w", ErrMove, m.Tile, m.X, m.Y, city.ErrBeyondWall)
	}
	p, err := core.CheckPlacement(m.Placement())
	if err != nil {
		return err // the core's own words and error (engine.ErrNoContact, ...)
	}
	if err := g.Wall().Allows(grid{core}, m.X, m.Y); err != nil {
		return fmt.Errorf("%w: tile %s at (%d,%d): %w", ErrMove, m.Tile, m.X, m.Y, err)
	}
	if err := g.Force(t); err != nil {
		return err
	}
	want := core.PlacementOption(p)
	if d := rc.decision(); d != nil && d.Kind() == engine.DecidePlacement {
		for i := range d.Options() {
			if o := d.Option(i); o.X == want.X && o.Y == want.Y && o.JSON == want.JSON {
				return g.Answer(i)
			}
		}
	}
	return fmt.Errorf("%w: tile %s at (%d,%d) rot %d is not among its placements", ErrMove, m.Tile, m.X, m.Y, m.Rot)
}

// follower answers the follower decision as the move says: none, or the
// spot it names (spot).
//
// A seat is asked nothing when it has no follower left or no spot on the
// tile is free to it. When the tile's scoring then brings one of its
// followers home, the reader has always found the spot the move names
// after that scoring and played its number as the answer to the decision
// then pending, one of the wall round's, or nothing at the next draw or
// once the game is over; it still does, so that such a record replays
// as it did. (Once the game was over, it also placed the tile a second
// time, after the end; and where the number was out of range of the
// decision it crashed: this reader plays nothing more there, and refuses
// the move.)
func (rc *replay) follower(m Move, seat int) error {
	d := rc.decision()
	asked := d != nil && d.Kind() == engine.DecideFollower
	if m.Meeple == nil {
		if asked {
			return rc.g.Answer(0)
		}
		return nil
	}
	at := m.Meeple.At
	j, err := rc.spot(seat, at)
	switch {
	case err != nil:
		return err
	case asked:
		if d.Options() != 1+len(rc.spots) || d.Option(1+j).JSON != rc.core.SpotOption(&rc.spots[j]).JSON {
			panic(fmt.Sprintf("citymoves: the follower decision offers %d options, %s; the reader finds %d spots", d.Options(), d.Option(1+j).JSON, len(rc.spots)))
		}
	case d == nil:
		return nil
	case 1+j >= d.Options():
		return fmt.Errorf("%w: follower at %s: %s has no follower left", ErrMove, at, rc.names[seat])
	}
	return rc.g.Answer(1 + j)
}

// spot finds the follower spot a record names on the tile just placed, a
// port of the feature in board orientation, among the spots seat may put
// a follower on (spotsFor); else it says why none may go there.
func (rc *replay) spot(seat int, at string) (int, error) {
	core := rc.core
	pl := core.Board()[core.LastPlaced()]
	def := core.Set.Tiles[pl.Tile]
	port, ok := schema.ParsePort(at)
	if !ok {
		return 0, fmt.Errorf("%w: follower at %q: name a port, like N or EL", ErrMove, at)
	}
	fi := int(def.Rot[pl.Rot].Feature[port])
	if fi < 0 {
		return 0, fmt.Errorf("%w: follower at %s: the tile has no feature there", ErrMove, at)
	}
	n, kind := pl.Node(fi), def.Features[fi].KindName
	rc.spotsFor(seat)
	for j, s := range rc.spots {
		if core.Find(s.Node) == core.Find(n) {
			return j, nil
		}
	}
	switch {
	case core.Supply(seat) == 0:
		return 0, fmt.Errorf("%w: follower at %s: %s has no follower left", ErrMove, at, rc.names[seat])
	case rc.g.CompletedByTile(n):
		return 0, fmt.Errorf("%w: follower at %s: this tile completed that %s, which had no follower: no follower may go on it", ErrMove, at, kind)
	case core.Occupied(n):
		return 0, fmt.Errorf("%w: follower at %s: that %s already holds a follower, connected across tiles", ErrMove, at, kind)
	}
	return 0, fmt.Errorf("%w: follower at %s: a follower may stand on a street, a market or a residential area only", ErrMove, at)
}

// spotsFor lists in rc.spots the features of the tile just placed where
// seat may put a follower, as the follower decision offers them: the
// kernel's spots but those on a street or market the tile completed.
func (rc *replay) spotsFor(seat int) {
	all := rc.core.AppendSpotsFor(rc.spots[:0], seat)
	kept := all[:0]
	for _, s := range all {
		if !rc.g.CompletedByTile(s.Node) {
			kept = append(kept, s)
		}
	}
	rc.spots = kept
}
