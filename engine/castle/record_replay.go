package castle

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// errRecordEnds stops a replay whose record ends before the game does.
var errRecordEnds = errors.New("the record ends here")

// recordReplay plays a record's moves through the game's chance events
// and decisions: each tile drawn as the record names it (Force), its
// placement, its follower, the order of its scorings, the wall tiles
// turned up (Force) and the wall tiles played (Answer). The game asks
// every follower and scoring of it, even those with one answer
// (turnState.askEvery), so that each entry of a move is checked.
type recordReplay struct {
	g     *Game
	moves []Move
	final bool
	// next is the number of moves begun; cur is the tile move under way.
	next int
	cur  *Move
	// scored and took are the entries of cur's "scoring" and "took" used;
	// wallDue is a scoring entry's wall tile not yet asked for.
	scored, tookN int
	wallDue       int
}

// play plays the record's moves until the game is over, the record ends
// (errRecordEnds) or a move does not fit.
func (rc *recordReplay) play() error {
	g := rc.g
	for {
		var err error
		switch g.phase {
		case phaseOver:
			return rc.leftover()
		case phaseDraw:
			err = rc.draw(g)
		case phaseTake:
			err = rc.took(g)
		default:
			var i int
			if i, err = rc.decide(g); err == nil {
				g.answer(i)
			}
		}
		if err != nil {
			return err
		}
	}
}

// decide answers the decision the game stands at as the record says.
func (rc *recordReplay) decide(g *Game) (int, error) {
	switch g.phase {
	case phasePlace:
		return rc.place(g, g.buf.placements)
	case phaseFollower:
		j, err := rc.spot(g, g.buf.spots)
		return j + 1, err
	case phaseOrder:
		return rc.order(g, g.buf.order)
	case phaseDouble:
		yes, err := rc.double(g, g.held[g.seat][g.wallAt].kind, g.scoring)
		if yes {
			return 0, err
		}
		return 1, err
	case phaseExtraTurn:
		yes, err := rc.extraTurn(g, g.held[g.seat][g.wallAt].kind)
		if yes {
			return 0, err
		}
		return 1, err
	}
	return rc.endTile(g, g.held[g.endSeat][g.wallAt].kind, g.buf.targets)
}

// leftover says what the move under way lists that the game did not do.
func (rc *recordReplay) leftover() error {
	m := rc.cur
	switch {
	case m == nil:
		return nil
	case rc.wallDue != 0:
		return fmt.Errorf("%w: \"scoring\" entry %d: wall tile %d cannot double that scoring (it must be the placing player's, tile 2 on a tower or 3 on a house, taken in an earlier turn): remove \"wallTile\"", ErrMove, rc.scored, rc.wallDue)
	case m.Scoring != nil && rc.scored < len(m.Scoring):
		return fmt.Errorf("%w: \"scoring\" lists %d scorings, but the tile scores %d territories: remove the rest", ErrMove, len(m.Scoring), rc.scored)
	case m.Took != nil && rc.tookN < len(m.Took):
		return fmt.Errorf("%w: \"took\" lists %s, but the markers stopped on %d: remove the rest", ErrMove, count(len(m.Took), "wall tile"), rc.tookN)
	}
	return nil
}

// draw draws the tile of the record's next move (Force), or ends the
// game where a "final" record says so.
func (rc *recordReplay) draw(g *Game) error {
	if err := rc.leftover(); err != nil {
		return err
	}
	rc.cur, rc.scored, rc.tookN, rc.wallDue = nil, 0, 0, 0
	switch {
	case rc.final && (rc.next == len(rc.moves) || rc.moves[rc.next].atEnd()):
		g.end() // "final": the game ends here, the moves left play wall tiles at the end
		return nil
	case rc.next == len(rc.moves):
		return errRecordEnds
	}
	m := &rc.moves[rc.next]
	rc.next++
	seat := g.current
	switch {
	case m.WallTile != 0:
		return fmt.Errorf("%w: a wall tile is played on its own only at the end of its player's turn (another turn) or of the game (on a territory); here %s draws a tile", ErrMove, g.names[seat])
	case m.Player != "" && m.Player != g.names[seat]:
		return fmt.Errorf("%w: it is %s's turn, not %s's", ErrMove, g.names[seat], m.Player)
	case m.Tile == "":
		return fmt.Errorf("%w: the move names no tile: give \"tile\"", ErrMove)
	}
	def, ok := g.core.Set.Tile(m.Tile)
	if !ok || def.Start {
		return fmt.Errorf("%w: pack %s has no castle tile %q", ErrMove, g.core.Set.Pack.ID, m.Tile)
	}
	if !g.core.Pile().Has(def.Index) {
		return fmt.Errorf("%w: no copy of tile %s is left to draw", ErrMove, m.Tile)
	}
	g.buf.placements = g.core.AppendPlacementsOf(g.buf.placements[:0], def.Index)
	if len(g.buf.placements) == 0 && !m.Discard {
		return fmt.Errorf("%w: tile %s fits nowhere and leaves the game: write \"discard\": true", ErrMove, m.Tile)
	}
	rc.cur = m
	return g.Force(def.Index)
}

func (rc *recordReplay) place(g *Game, ps []engine.Placement) (int, error) {
	m := rc.cur
	if m.Discard {
		x, y := g.core.PlacementXY(ps[0])
		return 0, fmt.Errorf("%w: tile %s cannot be set aside: it fits, e.g. at (%d,%d) rot %d", ErrMove, m.Tile, x, y, int(ps[0].Rot)*90)
	}
	for i, p := range ps {
		if x, y := g.core.PlacementXY(p); x == m.X && y == m.Y && int(p.Rot)*90 == m.Rot {
			return i, nil
		}
	}
	if _, err := g.core.CheckPlacement(engine.Move{Tile: m.Tile, X: m.X, Y: m.Y, Rot: m.Rot}); err != nil {
		return 0, err // the core's own words and error (engine.ErrNoContact, ...)
	}
	return 0, fmt.Errorf("%w: tile %s does not fit at (%d,%d) rot %d", ErrMove, m.Tile, m.X, m.Y, m.Rot)
}

func (rc *recordReplay) spot(g *Game, spots []engine.Spot) (int, error) {
	at := rc.cur.Meeple
	if at == nil {
		return -1, nil
	}
	root, kind, err := rc.territory(g, at.At, "follower at")
	if err != nil {
		return 0, err
	}
	for i, s := range spots {
		if g.core.Find(s.Node) == root {
			return i, nil
		}
	}
	switch {
	case g.core.Supply(g.current) == 0:
		return 0, fmt.Errorf("%w: follower at %s: %s has no follower left", ErrMove, at.At, g.names[g.current])
	case g.core.Occupied(root):
		return 0, fmt.Errorf("%w: follower at %s: that %s already holds a follower, connected across tiles", ErrMove, at.At, kind)
	}
	return 0, fmt.Errorf("%w: follower at %s: a follower stands on a path, tower, house or courtyard", ErrMove, at.At)
}

// territory finds the territory at a port of the tile just placed.
func (rc *recordReplay) territory(g *Game, at, what string) (engine.Node, schema.Kind, error) {
	return territoryOn(g.core.Board()[g.core.LastPlaced()], g, at, what)
}

// territoryOn finds the territory at a port of placed tile pl.
func territoryOn(pl engine.Placed, g *Game, at, what string) (engine.Node, schema.Kind, error) {
	def := g.core.Set.Tiles[pl.Tile]
	port, ok := schema.ParsePort(at)
	if !ok {
		return 0, "", fmt.Errorf("%w: %s %q: name a port, like N or EL", ErrMove, what, at)
	}
	fi := int(def.Rot[pl.Rot].Feature[port])
	if fi < 0 {
		return 0, "", fmt.Errorf("%w: %s %s: the tile has no territory there", ErrMove, what, at)
	}
	return g.core.Find(pl.Node(fi)), def.Features[fi].KindName, nil
}

func (rc *recordReplay) order(g *Game, ns []engine.Node) (int, error) {
	if err := rc.leftover(); err != nil && rc.wallDue != 0 {
		return 0, err
	}
	m := rc.cur
	if m.Scoring == nil {
		return 0, nil
	}
	if rc.scored == len(m.Scoring) {
		return 0, fmt.Errorf("%w: the tile scores more territories than \"scoring\" lists (%d): add them in the order they score", ErrMove, len(m.Scoring))
	}
	e := m.Scoring[rc.scored]
	rc.scored++
	what := fmt.Sprintf("\"scoring\" entry %d:", rc.scored)
	var root engine.Node
	var kind schema.Kind
	var err error
	switch {
	case e.X == nil && e.Y == nil:
		root, kind, err = rc.territory(g, e.At, what)
	case e.X == nil || e.Y == nil:
		err = fmt.Errorf("%w: %s give both \"x\" and \"y\" of the tile the territory lies on, or neither for the tile just placed", ErrMove, what)
	default:
		pl, ok := g.core.At(*e.X, *e.Y)
		if !ok {
			err = fmt.Errorf("%w: %s no tile lies at (%d,%d)", ErrMove, what, *e.X, *e.Y)
			break
		}
		root, kind, err = territoryOn(pl, g, e.At, what)
	}
	if err != nil {
		return 0, err
	}
	for i, n := range ns {
		if g.core.Find(n) == root {
			rc.wallDue = e.WallTile
			return i, nil
		}
	}
	return 0, fmt.Errorf("%w: \"scoring\" entry %d: the %s at %s does not score now (the placing player's own scorings come first, then the opponent's; a tie scores nothing)", ErrMove, rc.scored, kind, scoreName(e))
}

func (rc *recordReplay) double(g *Game, kind int, n engine.Node) (bool, error) {
	seat := g.seat
	due := rc.wallDue
	rc.wallDue = 0
	if due != 0 && due != kind {
		return false, fmt.Errorf("%w: \"scoring\" entry %d: wall tile %d cannot double a %s; %s holds wall tile %d for it", ErrMove, rc.scored, due, g.core.Set.Kinds[g.core.KindOf(n)].Kind, g.names[seat], kind)
	}
	return due == kind, nil
}

// took turns up the wall tile the record's move says its player took
// (Force), or the one lying there when the move lists none.
func (rc *recordReplay) took(g *Game) error {
	m, seat := rc.cur, g.takeSeat
	if m == nil || m.Took == nil {
		g.Deal()
		return nil
	}
	if rc.tookN == len(m.Took) {
		return fmt.Errorf("%w: %s's marker stopped on a corner holding a wall tile, which \"took\" does not list: add {\"player\": %q, \"wallTile\": N}", ErrMove, g.names[seat], g.names[seat])
	}
	e := m.Took[rc.tookN]
	rc.tookN++
	if e.Player != g.names[seat] {
		return fmt.Errorf("%w: \"took\" entry %d: %s took the next wall tile, not %s", ErrMove, rc.tookN, g.names[seat], e.Player)
	}
	if g.rules.wallEffect(e.WallTile) == "" {
		return fmt.Errorf("%w: \"took\" entry %d: the pack has no wall tile %d", ErrMove, rc.tookN, e.WallTile)
	}
	if err := g.Force(e.WallTile); err != nil {
		return fmt.Errorf("%w: %s took wall tile %d, but no wall tile %d is left face down", ErrMove, g.names[seat], e.WallTile, e.WallTile)
	}
	return nil
}

func (rc *recordReplay) extraTurn(g *Game, kind int) (bool, error) {
	seat := g.seat
	if err := rc.leftover(); err != nil {
		return false, err
	}
	if rc.next == len(rc.moves) {
		return false, nil
	}
	m := rc.moves[rc.next]
	if m.Tile != "" || m.WallTile != kind || m.At != "" {
		return false, nil
	}
	if m.Player != "" && m.Player != g.names[seat] {
		return false, fmt.Errorf("%w: move %d: %s plays wall tile %d, but %s's turn just ended", ErrMove, rc.next+1, m.Player, kind, g.names[seat])
	}
	rc.cur = nil
	rc.next++
	return true, nil
}

func (rc *recordReplay) endTile(g *Game, kind int, targets []Target) (int, error) {
	seat := g.endSeat
	if err := rc.leftover(); err != nil {
		return 0, err
	}
	rc.cur = nil
	if rc.next == len(rc.moves) {
		return 0, errRecordEnds
	}
	m := rc.moves[rc.next]
	rc.next++
	switch {
	case m.WallTile != kind || m.Tile != "":
		return 0, fmt.Errorf("%w: final scoring plays %s's wall tile %d next: give {\"player\": %q, \"wallTile\": %d, \"x\": X, \"y\": Y, \"at\": PORT}", ErrMove, g.names[seat], kind, g.names[seat], kind)
	case m.Player != "" && m.Player != g.names[seat]:
		return 0, fmt.Errorf("%w: final scoring plays %s's wall tile %d next, not %s's", ErrMove, g.names[seat], kind, m.Player)
	}
	p, ok := g.core.At(m.X, m.Y)
	port, okPort := schema.ParsePort(m.At)
	if ok && okPort {
		def := g.core.Set.Tiles[p.Tile]
		if fi := int(def.Rot[p.Rot].Feature[port]); fi >= 0 {
			root := g.core.Find(p.Node(fi))
			for i, t := range targets {
				if g.core.Find(t.Node) == root {
					return i, nil
				}
			}
		}
	}
	return 0, fmt.Errorf("%w: wall tile %d cannot score the territory at (%d,%d) %s: it scores an incomplete one of its kind (a courtyard for 7) where %s has more followers, one per territory (e.g. (%d,%d) %s)",
		ErrMove, kind, m.X, m.Y, m.At, g.names[seat], targets[0].X, targets[0].Y, targets[0].At)
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
