package castlemoves

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/schema"
)

// errRecordEnds stops a replay whose record ends before the game does.
var errRecordEnds = errors.New("the record ends here")

// replay plays a record's moves through the game's chance events and
// decisions: each tile drawn as the record names it (Force), its
// placement, its follower, the order of its scorings, the wall tiles
// turned up (Force) and the wall tiles played (Answer). The game asks
// every follower and scoring of it, even those with one answer
// (castle.Game.AskEvery), so that each entry of a move is checked.
type replay struct {
	g     *castle.Game
	names []string
	moves []Move
	final bool
	// next is the number of moves begun; cur is the tile move under way.
	next int
	cur  *Move
	// scored and tookN are the entries of cur's "scoring" and "took"
	// used; wallDue is a scoring entry's wall tile not yet asked for, and
	// scoringKind the kind of the territory that entry named.
	scored, tookN int
	wallDue       int
	scoringKind   schema.Kind
	spots         []engine.Spot
}

// play plays the record's moves until the game is over, the record ends
// (errRecordEnds) or a move does not fit.
func (rc *replay) play() error {
	g := rc.g
	for {
		var err error
		ev := g.Chance()
		switch {
		case g.Over():
			return rc.leftover()
		case ev != nil && ev.Kind() == engine.ChanceDraw:
			err = rc.draw()
		case ev != nil:
			err = rc.took()
		default:
			d := g.Pending()
			var i int
			if i, err = rc.decide(d); err == nil {
				err = g.Answer(i)
			}
		}
		if err != nil {
			return err
		}
	}
}

// decide answers decision d as the record says.
func (rc *replay) decide(d engine.Decision) (int, error) {
	switch d.Kind() {
	case engine.DecidePlacement:
		return rc.place(d)
	case engine.DecideFollower:
		j, err := rc.spot(d)
		return j + 1, err
	case castle.DecideOrder:
		return rc.order(d)
	case castle.DecideDouble:
		return yesNo(rc.double(d, offered(d)))
	case castle.DecideExtraTurn:
		return yesNo(rc.extraTurn(d, offered(d)))
	}
	return rc.endTile(d, offered(d))
}

// yesNo is the option of a yes-or-no decision: 0 plays the wall tile, 1
// keeps it.
func yesNo(yes bool, err error) (int, error) {
	if yes {
		return 0, err
	}
	return 1, err
}

// option is what a decision's option names, as its JSON gives it.
type option struct {
	X, Y     *int
	Rot      int
	At       string
	WallTile int
}

func optionOf(d engine.Decision, i int) option {
	var o option
	if err := json.Unmarshal([]byte(d.Option(i).JSON), &o); err != nil {
		panic(fmt.Sprintf("castlemoves: a %s option is not JSON: %v", d.Kind(), err))
	}
	return o
}

// offered is the wall tile a decision offers to play (its first option).
func offered(d engine.Decision) int { return optionOf(d, 0).WallTile }

// leftover says what the move under way lists that the game did not do.
func (rc *replay) leftover() error {
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
func (rc *replay) draw() error {
	if err := rc.leftover(); err != nil {
		return err
	}
	g, core := rc.g, rc.g.Core()
	rc.cur, rc.scored, rc.tookN, rc.wallDue = nil, 0, 0, 0
	switch {
	case rc.final && (rc.next == len(rc.moves) || rc.moves[rc.next].atEnd()):
		g.EndEarly() // "final": the game ends here, the moves left play wall tiles at the end
		return nil
	case rc.next == len(rc.moves):
		return errRecordEnds
	}
	m := &rc.moves[rc.next]
	rc.next++
	seat := g.Current()
	switch {
	case m.WallTile != 0:
		return fmt.Errorf("%w: a wall tile is played on its own only at the end of its player's turn (another turn) or of the game (on a territory); here %s draws a tile", ErrMove, rc.names[seat])
	case m.Player != "" && m.Player != rc.names[seat]:
		return fmt.Errorf("%w: it is %s's turn, not %s's", ErrMove, rc.names[seat], m.Player)
	case m.Tile == "":
		return fmt.Errorf("%w: the move names no tile: give \"tile\"", ErrMove)
	}
	def, ok := core.Set.Tile(m.Tile)
	if !ok || def.Start {
		return fmt.Errorf("%w: pack %s has no castle tile %q", ErrMove, core.Set.Pack.ID, m.Tile)
	}
	if !core.Pile().Has(def.Index) {
		return fmt.Errorf("%w: no copy of tile %s is left to draw", ErrMove, m.Tile)
	}
	if len(core.AppendPlacementsOf(nil, def.Index)) == 0 && !m.Discard {
		return fmt.Errorf("%w: tile %s fits nowhere and leaves the game: write \"discard\": true", ErrMove, m.Tile)
	}
	rc.cur = m
	return g.Force(def.Index)
}

func (rc *replay) place(d engine.Decision) (int, error) {
	m := rc.cur
	if m.Discard {
		o := optionOf(d, 0)
		return 0, fmt.Errorf("%w: tile %s cannot be set aside: it fits, e.g. at (%d,%d) rot %d", ErrMove, m.Tile, *o.X, *o.Y, o.Rot)
	}
	for i := range d.Options() {
		if o := optionOf(d, i); *o.X == m.X && *o.Y == m.Y && o.Rot == m.Rot {
			return i, nil
		}
	}
	if _, err := rc.g.Core().CheckPlacement(m.Placement()); err != nil {
		return 0, err // the core's own words and error (engine.ErrNoContact, ...)
	}
	return 0, fmt.Errorf("%w: tile %s does not fit at (%d,%d) rot %d", ErrMove, m.Tile, m.X, m.Y, m.Rot)
}

// spot is the spot of the follower the move names (-1 for none) among
// the spots seat may put one on, which the decision offers after "no
// follower", in the kernel's order.
func (rc *replay) spot(d engine.Decision) (int, error) {
	at := rc.cur.Meeple
	if at == nil {
		return -1, nil
	}
	core, seat := rc.g.Core(), d.Seat()
	root, kind, err := rc.territory(core.Board()[core.LastPlaced()], at.At, "follower at")
	if err != nil {
		return 0, err
	}
	rc.spots = core.AppendSpotsFor(rc.spots[:0], seat)
	if len(rc.spots)+1 != d.Options() {
		panic(fmt.Sprintf("castlemoves: the follower decision offers %d options, the kernel %d spots", d.Options(), len(rc.spots)))
	}
	for i, s := range rc.spots {
		if core.Find(s.Node) == root {
			return i, nil
		}
	}
	switch {
	case core.Supply(seat) == 0:
		return 0, fmt.Errorf("%w: follower at %s: %s has no follower left", ErrMove, at.At, rc.names[seat])
	case core.Occupied(root):
		return 0, fmt.Errorf("%w: follower at %s: that %s already holds a follower, connected across tiles", ErrMove, at.At, kind)
	}
	return 0, fmt.Errorf("%w: follower at %s: a follower stands on a path, tower, house or courtyard", ErrMove, at.At)
}

// territory finds the territory at a port of placed tile pl.
func (rc *replay) territory(pl engine.Placed, at, what string) (engine.Node, schema.Kind, error) {
	core := rc.g.Core()
	def := core.Set.Tiles[pl.Tile]
	port, ok := schema.ParsePort(at)
	if !ok {
		return 0, "", fmt.Errorf("%w: %s %q: name a port, like N or EL", ErrMove, what, at)
	}
	fi := int(def.Rot[pl.Rot].Feature[port])
	if fi < 0 {
		return 0, "", fmt.Errorf("%w: %s %s: the tile has no territory there", ErrMove, what, at)
	}
	return core.Find(pl.Node(fi)), def.Features[fi].KindName, nil
}

// optionTerritory is the territory option i of d names: at a port of the
// tile at its x and y, or of the tile just placed when it gives none.
func (rc *replay) optionTerritory(d engine.Decision, i int) (engine.Node, bool) {
	core, o := rc.g.Core(), optionOf(d, i)
	pl := core.Board()[core.LastPlaced()]
	if o.X != nil && o.Y != nil {
		var ok bool
		if pl, ok = core.At(*o.X, *o.Y); !ok {
			return 0, false
		}
	}
	root, _, err := rc.territory(pl, o.At, "")
	return root, err == nil
}

func (rc *replay) order(d engine.Decision) (int, error) {
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
	core := rc.g.Core()
	var root engine.Node
	var kind schema.Kind
	var err error
	switch {
	case e.X == nil && e.Y == nil:
		root, kind, err = rc.territory(core.Board()[core.LastPlaced()], e.At, what)
	case e.X == nil || e.Y == nil:
		err = fmt.Errorf("%w: %s give both \"x\" and \"y\" of the tile the territory lies on, or neither for the tile just placed", ErrMove, what)
	default:
		pl, ok := core.At(*e.X, *e.Y)
		if !ok {
			err = fmt.Errorf("%w: %s no tile lies at (%d,%d)", ErrMove, what, *e.X, *e.Y)
			break
		}
		root, kind, err = rc.territory(pl, e.At, what)
	}
	if err != nil {
		return 0, err
	}
	for i := range d.Options() {
		if n, ok := rc.optionTerritory(d, i); ok && n == root {
			rc.wallDue, rc.scoringKind = e.WallTile, kind
			return i, nil
		}
	}
	return 0, fmt.Errorf("%w: \"scoring\" entry %d: the %s at %s does not score now (the placing player's own scorings come first, then the opponent's; a tie scores nothing)", ErrMove, rc.scored, kind, scoreName(e))
}

// double says whether the scoring under way is doubled with the wall
// tile offered, kind, as the scoring entry says.
func (rc *replay) double(d engine.Decision, kind int) (bool, error) {
	due := rc.wallDue
	rc.wallDue = 0
	if due != 0 && due != kind {
		return false, fmt.Errorf("%w: \"scoring\" entry %d: wall tile %d cannot double a %s; %s holds wall tile %d for it", ErrMove, rc.scored, due, rc.scoringKind, rc.names[d.Seat()], kind)
	}
	return due == kind, nil
}

// took turns up the wall tile the record's move says its player took
// (Force), or the one lying there when the move lists none.
func (rc *replay) took() error {
	g := rc.g
	m, seat := rc.cur, g.TakingSeat()
	if m == nil || m.Took == nil {
		g.Deal()
		return nil
	}
	if rc.tookN == len(m.Took) {
		return fmt.Errorf("%w: %s's marker stopped on a corner holding a wall tile, which \"took\" does not list: add {\"player\": %q, \"wallTile\": N}", ErrMove, rc.names[seat], rc.names[seat])
	}
	e := m.Took[rc.tookN]
	rc.tookN++
	if e.Player != rc.names[seat] {
		return fmt.Errorf("%w: \"took\" entry %d: %s took the next wall tile, not %s", ErrMove, rc.tookN, rc.names[seat], e.Player)
	}
	if rc.effect(e.WallTile) == "" {
		return fmt.Errorf("%w: \"took\" entry %d: the pack has no wall tile %d", ErrMove, rc.tookN, e.WallTile)
	}
	if err := g.Force(e.WallTile); err != nil {
		return fmt.Errorf("%w: %s took wall tile %d, but no wall tile %d is left face down", ErrMove, rc.names[seat], e.WallTile, e.WallTile)
	}
	return nil
}

// extraTurn says whether the seat whose turn ended plays wall tile kind
// for another turn: the record's next move plays it on its own.
func (rc *replay) extraTurn(d engine.Decision, kind int) (bool, error) {
	seat := d.Seat()
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
	if m.Player != "" && m.Player != rc.names[seat] {
		return false, fmt.Errorf("%w: move %d: %s plays wall tile %d, but %s's turn just ended", ErrMove, rc.next+1, m.Player, kind, rc.names[seat])
	}
	rc.cur = nil
	rc.next++
	return true, nil
}

// endTile is the territory final scoring's wall tile kind scores, as the
// record's next move names it.
func (rc *replay) endTile(d engine.Decision, kind int) (int, error) {
	seat := d.Seat()
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
		return 0, fmt.Errorf("%w: final scoring plays %s's wall tile %d next: give {\"player\": %q, \"wallTile\": %d, \"x\": X, \"y\": Y, \"at\": PORT}", ErrMove, rc.names[seat], kind, rc.names[seat], kind)
	case m.Player != "" && m.Player != rc.names[seat]:
		return 0, fmt.Errorf("%w: final scoring plays %s's wall tile %d next, not %s's", ErrMove, rc.names[seat], kind, m.Player)
	}
	core := rc.g.Core()
	if pl, ok := core.At(m.X, m.Y); ok {
		if root, _, err := rc.territory(pl, m.At, ""); err == nil {
			for i := range d.Options() {
				if n, ok := rc.optionTerritory(d, i); ok && n == root {
					return i, nil
				}
			}
		}
	}
	first := optionOf(d, 0)
	return 0, fmt.Errorf("%w: wall tile %d cannot score the territory at (%d,%d) %s: it scores an incomplete one of its kind (a courtyard for 7) where %s has more followers, one per territory (e.g. (%d,%d) %s)",
		ErrMove, kind, m.X, m.Y, m.At, rc.names[seat], *first.X, *first.Y, first.At)
}

// effect is what wall tile kind does, as the pack's rules name it ("" for
// no such wall tile).
func (rc *replay) effect(kind int) string {
	for _, w := range rc.g.Rules().Params().WallTiles {
		if w.Kind == kind {
			return w.Effect
		}
	}
	return ""
}

// afterEnd says why move m, left over when the game is over, cannot be
// played: a wall tile at the end with no territory to score, or any
// other move.
func (rc *replay) afterEnd(m Move) string {
	what := map[string]string{"incomplete-path": "an incomplete path", "incomplete-tower": "an incomplete tower",
		"incomplete-house": "an incomplete house", "courtyard": "a courtyard"}[rc.effect(m.WallTile)]
	seat := slices.Index(rc.names, m.Player)
	switch {
	case m.WallTile == 0 || m.At == "" || seat < 0 || what == "":
		return "the game is over"
	case !slices.Contains(rc.g.Held(seat), m.WallTile):
		return fmt.Sprintf("the game is over and %s holds no wall tile %d to play", m.Player, m.WallTile)
	}
	return fmt.Sprintf("wall tile %d has no territory to score: it scores %s where %s has more followers than the opponent, one per territory; it stays unplayed", m.WallTile, what, m.Player)
}
