package mistsmoves

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// decide answers the team's pending decision d with the move's choice.
// The options of the placement and of a decision on meeples (the meeple
// placed, buried, or a dog goes to) are the kernel's own lists, in its
// order — the tile's placements, the spots of the new tile per colour,
// the followers on the board, the colours with meeples left — so the
// record's choice is found as the kernel finds it (a rotation the tile's
// symmetry makes the same, connected features, any port of a feature);
// the other options are matched by their JSON.
func (r *replay) decide(d engine.Decision) error {
	switch d.Kind() {
	case engine.DecidePlacement:
		return r.place(d)
	case mists.DecideBury:
		return r.bury(d)
	case mists.DecideGraveyard:
		return r.graveyard(d)
	case engine.DecideFollower:
		return r.meeple(d)
	case mists.DecideScore:
		return r.score(d)
	case mists.DecideScoreTo:
		return r.scoreTo(d)
	case mists.DecideDog:
		return r.dog(d)
	case mists.DecideFaceDown:
		return r.faceDown(d)
	}
	return fmt.Errorf("mistsmoves: a record move cannot answer a %s decision", d.Kind())
}

// place answers the placement: the drawn tile's placements are the
// kernel's, in its order.
func (r *replay) place(d engine.Decision) error {
	core, t := r.g.Core(), &r.turn
	ps := core.AppendPlacementsOf(nil, t.tile)
	if len(ps) != d.Options() {
		panic(fmt.Sprintf("mistsmoves: the placement decision offers %d options, the kernel %d placements", d.Options(), len(ps)))
	}
	for i, p := range ps {
		if x, y := core.CellXY(p.Cell); x == t.x && y == t.y && int(p.Rot)*90 == t.rot {
			return r.m.Answer(i)
		}
	}
	return choiceErr("the placement is not among the legal ones")
}

// tileAt finds the placed tile at (x, y).
func (r *replay) tileAt(x, y int) (int, bool) {
	core := r.g.Core()
	c, ok := core.CellAt(x, y)
	if !ok {
		return 0, false
	}
	pi := core.PlacedIndex(c)
	return pi, pi >= 0
}

// spotOf finds the node a MeepleOn names on placed tile pi: a port of
// the feature in board orientation, or the kind of a portless feature.
func (r *replay) spotOf(pi int, at string) (engine.Node, bool) {
	core := r.g.Core()
	p := core.Board()[pi]
	if p.FaceDown {
		return 0, false
	}
	def := core.Set.Tiles[p.Tile]
	fi := -1
	if port, ok := schema.ParsePort(at); ok {
		fi = int(def.Rot[p.Rot].Feature[port])
	} else {
		for _, f := range def.Portless {
			if string(def.Features[f].KindName) == at {
				fi = f
			}
		}
	}
	if fi < 0 {
		return 0, false
	}
	return p.Node(fi), true
}

// meepleIndex finds the follower a MeepleOn names among those on the
// board.
func (r *replay) meepleIndex(mo *mists.MeepleOn, fs []engine.Follower) (int, error) {
	if mo == nil || mo.X == nil || mo.Y == nil {
		return 0, choiceErr("name the meeple with \"x\", \"y\" and \"at\"")
	}
	pi, ok := r.tileAt(*mo.X, *mo.Y)
	if !ok {
		return 0, choiceErr("no tile at (%d,%d)", *mo.X, *mo.Y)
	}
	n, ok := r.spotOf(pi, mo.At)
	if !ok {
		return 0, choiceErr("tile at (%d,%d) has no feature at %q", *mo.X, *mo.Y, mo.At)
	}
	core := r.g.Core()
	for i, f := range fs {
		if core.Find(f.Node) == core.Find(n) && core.NodeTile(f.Node) == pi {
			return i, nil
		}
	}
	return 0, choiceErr("no unburied meeple stands at (%d,%d) %s", *mo.X, *mo.Y, mo.At)
}

// bury answers the meeple buried on the closing graveyard: one of the
// followers on the board, or with none there, a colour with meeples in
// its supply.
func (r *replay) bury(d engine.Decision) error {
	g, core, t := r.g, r.g.Core(), &r.turn
	at := optionOf[struct{ Graveyard mists.XY }](d, 0).Graveyard
	x, y := at.X, at.Y
	if len(t.bury) == 0 {
		return choiceErr("the graveyard at (%d,%d) closed: add to \"bury\" the meeple buried there", x, y)
	}
	b := t.bury[0]
	t.bury = t.bury[1:]
	if b.Graveyard.X != x || b.Graveyard.Y != y {
		return choiceErr("bury: the graveyard that closed is at (%d,%d), not (%d,%d)", x, y, b.Graveyard.X, b.Graveyard.Y)
	}
	fs := core.Followers()
	if len(fs) == 0 {
		if b.Meeple != nil {
			return choiceErr("bury: no meeple is on the board, so the graveyard at (%d,%d) takes one from a supply: remove \"meeple\" and name its \"colour\"", x, y)
		}
		i := 0
		for c := range g.ColoursInPlay() {
			if core.Supply(c) == 0 {
				continue
			}
			if mists.Colours[c] == b.Colour {
				return r.m.Answer(i)
			}
			i++
		}
		return choiceErr("bury: no meeple is on the board, and colour %q has none in its supply", b.Colour)
	}
	if len(fs) != d.Options() {
		panic(fmt.Sprintf("mistsmoves: the bury decision offers %d options, the kernel %d followers", d.Options(), len(fs)))
	}
	i, err := r.meepleIndex(b.Meeple, fs)
	if err != nil {
		return err
	}
	if c := mists.Colours[fs[i].Player]; b.Colour != "" && b.Colour != c {
		return choiceErr("bury: the meeple at (%d,%d) %s is %s, not %s: correct \"colour\"", *b.Meeple.X, *b.Meeple.Y, b.Meeple.At, c, b.Colour)
	}
	return r.m.Answer(i)
}

// graveyard answers the open graveyard that takes the extra ghost.
func (r *replay) graveyard(d engine.Decision) error {
	t := &r.turn
	t.askedGraveyard = true
	at := t.mv.Graveyard
	if at == nil {
		return choiceErr("ghosts were placed on fog while a graveyard is open: say which takes the extra ghost in \"graveyard\"")
	}
	for i := range d.Options() {
		if optionOf[struct{ Graveyard mists.XY }](d, i).Graveyard == *at {
			return r.m.Answer(i)
		}
	}
	return choiceErr("graveyard: no open graveyard at (%d,%d)", at.X, at.Y)
}

// meeple answers the meeple placed on the new tile (option 0: none); the
// others are, colour by colour of the current player, the kernel's spots
// for that colour.
func (r *replay) meeple(d engine.Decision) error {
	g, core, t := r.g, r.g.Core(), &r.turn
	t.askedMeeple = true
	mo := t.mv.Meeple
	if mo == nil {
		return r.m.Answer(0)
	}
	cols := g.ColoursOf(g.Current())
	colour := t.mv.Colour
	if colour == "" && len(cols) == 1 {
		colour = mists.Colours[cols[0]]
	}
	last := core.LastPlaced()
	p := core.Board()[last]
	if mo.X != nil && *mo.X != p.X || mo.Y != nil && *mo.Y != p.Y {
		return choiceErr("meeple: the move's meeple goes on the new tile at (%d,%d), but \"x\" and \"y\" name another cell: remove them", p.X, p.Y)
	}
	n, ok := r.spotOf(last, mo.At)
	if !ok {
		return choiceErr("meeple at %q: tile %s has no feature there", mo.At, core.Set.Tiles[p.Tile].ID)
	}
	option, found := 1, 0
	for _, c := range cols {
		r.spots = core.AppendSpotsFor(r.spots[:0], c)
		for _, s := range r.spots {
			if found == 0 && mists.Colours[c] == colour && s.Node == n {
				found = option
			}
			option++
		}
	}
	if option != d.Options() {
		panic(fmt.Sprintf("mistsmoves: the meeple decision offers %d options, the kernel %d spots and none", d.Options(), option))
	}
	if found > 0 {
		return r.m.Answer(found)
	}
	return choiceErr("meeple at %s in %q: not a free road, city or castle of the new tile for a colour %s plays with meeples left", mo.At, colour, g.Players()[g.Current()])
}

// score answers a completed feature's scoring: its points, or ghosts
// removed from one tile instead, as the move's next "scores" entry says.
// The options remove as many ghosts as the rules allow from a tile
// holding some; a record may remove fewer (mists.Game.ClearGhosts).
func (r *replay) score(d engine.Decision) error {
	g, t := r.g, &r.turn
	kind := optionOf[mists.Scoring](d, 0).Kind
	s, k, ok := nextEntry(t.mv.Scores, &t.scores)
	if !ok {
		return choiceErr("a %s scored: add its choice to \"scores\" (\"points\", or \"ghosts\" with \"clear\")", kind)
	}
	if s.Kind != kind {
		return choiceErr("scores[%d] is for a %s, but a %s scored", k, s.Kind, kind)
	}
	switch s.Choice {
	case "points":
		if s.Clear != nil {
			return choiceErr("scores[%d]: \"points\" clears no ghosts: remove \"clear\", or choose \"ghosts\"", k)
		}
		return r.m.Answer(0)
	case "ghosts":
		cl := s.Clear
		if cl == nil {
			return choiceErr("scores[%d]: \"ghosts\" needs \"clear\": {\"x\", \"y\", \"ghosts\"}", k)
		}
		if cl.Ghosts < 0 {
			return choiceErr("scores[%d]: cannot remove %d ghosts: \"ghosts\" is 0 or more", k, cl.Ghosts)
		}
		pi, ok := r.tileAt(cl.X, cl.Y)
		if !ok {
			return choiceErr("scores[%d]: no tile at (%d,%d)", k, cl.X, cl.Y)
		}
		if most := g.Rules.Params.Scoring.GhostsRemoved; cl.Ghosts > most || cl.Ghosts > g.Ghosts(pi) {
			return choiceErr("scores[%d]: cannot remove %d ghosts from (%d,%d): it holds %d, and at most %d may go", k, cl.Ghosts, cl.X, cl.Y, g.Ghosts(pi), most)
		}
		for i := 1; i < d.Options(); i++ {
			if o := optionOf[mists.Scoring](d, i); o.Clear != nil && *o.Clear == *cl {
				return r.m.Answer(i)
			}
		}
		return g.ClearGhosts(pi, cl.Ghosts)
	}
	return choiceErr("scores[%d]: choice %q is neither \"points\" nor \"ghosts\"", k, s.Choice)
}

// scoreTo answers the score meeple that takes the points of a colour
// without one (Level 6).
func (r *replay) scoreTo(d engine.Decision) error {
	t := &r.turn
	name, _, ok := nextEntry(t.mv.ScoreTo, &t.to)
	if !ok {
		return choiceErr("%s has no score meeple: name the one that takes its points in \"scoreTo\"", mists.Colours[r.g.ScoreToColour()])
	}
	for i := range d.Options() {
		if optionOf[struct{ ScoreTo string }](d, i).ScoreTo == name {
			return r.m.Answer(i)
		}
	}
	return choiceErr("scoreTo: no score meeple is %q", name)
}

// nextEntry takes the next entry of a move's list, of which *used have
// been taken: the entry and its index, or false when the list has no more.
func nextEntry[T any](list []T, used *int) (T, int, bool) {
	var none T
	if *used >= len(list) {
		return none, *used, false
	}
	k := *used
	*used++
	return list[k], k, true
}
