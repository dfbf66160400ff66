package mists

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// recordTeam answers the team's choices from a record move and says what
// is wrong when the move does not fit the game. The record replays
// through the game's phases: each draw is forced as the move names it,
// and each decision takes the move's choice (a choice a decision's
// options need not hold: the record may remove fewer ghosts than the
// rules allow).
type recordTeam struct {
	m      *Move
	place  int
	bury   []Burial
	scores int
	dogs   int
	to     int
	// what the turn asked for, so that leftovers can refuse the record's
	// answers to questions the turn never asked
	askedMeeple, askedGraveyard, laidFaceDown bool
}

func choiceErr(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrChoice}, args...)...)
}

// playTurn plays the rest of the turn the move's tile started, answering
// every decision and the face-down draw from the move.
func (r *recordTeam) playTurn(g *Game) error {
	for !g.over && g.t.phase != phaseDraw {
		if g.err != nil {
			return g.err
		}
		if err := r.answer(g); err != nil {
			return err
		}
	}
	return g.err
}

// answer answers the pending decision (or face-down draw) from the move.
func (r *recordTeam) answer(g *Game) error {
	switch g.t.phase {
	case phasePlace:
		if r.place < 0 {
			return choiceErr("the placement is not among the legal ones")
		}
		return g.answer(r.place)
	case phaseBury:
		i, err := r.Bury(g, g.graves[g.t.grave].tile, g.buf.meeples)
		if err != nil {
			return err
		}
		g.bury(i)
	case phaseGraveyard:
		i, err := r.Graveyard(g, g.buf.open)
		if err != nil {
			return err
		}
		g.extraGhost(i)
	case phaseChooseMeeple:
		i, err := r.Meeple(g, g.buf.choices)
		if err != nil {
			return err
		}
		g.putMeeple(i)
	case phaseChooseScore:
		ch, err := r.Score(g, g.t.done)
		if err != nil {
			return err
		}
		g.scoreFeature(ch)
	case phaseScoreTo:
		i, err := r.ScoreTo(g, g.t.toColour, g.t.toPoints)
		if err != nil {
			return err
		}
		g.scoreTo(i)
	case phaseDog:
		ch, err := r.Dog(g, g.t.dog, g.buf.meeples)
		if err != nil {
			return err
		}
		g.placeDog(ch)
	case phaseFaceDownDraw:
		t, i, err := r.faceDownDraw(g)
		if err != nil {
			return err
		}
		g.forceDraw(t, i)
		return nil
	case phaseFaceDown:
		i, err := r.FaceDown(g, g.buf.cells)
		if err != nil {
			return err
		}
		g.putFaceDown(i)
	default:
		return fmt.Errorf("mists: a record move cannot answer phase %d", g.t.phase)
	}
	g.advance()
	return nil
}

// faceDownDraw is the tile the move lays face down, and its copy.
func (r *recordTeam) faceDownDraw(g *Game) (t, copy int, err error) {
	fd := r.m.FaceDown
	if fd == nil {
		return 0, 0, fmt.Errorf("%w: a graveyard is open, so the turn ends with a face-down tile: add \"faceDown\": {\"tile\", \"x\", \"y\"}", ErrChoice)
	}
	def, ok := g.Rules.Set.Tile(fd.Tile)
	if !ok || !g.core.Pile().Has(def.Index) {
		return 0, 0, fmt.Errorf("%w: faceDown: no copy of tile %q is left to draw", ErrChoice, fd.Tile)
	}
	i, err := g.copyIndex(def.Index, fd.Symbols)
	if err != nil {
		return 0, 0, fmt.Errorf("%w: faceDown: %w", ErrChoice, err)
	}
	if n := len(r.bury); n > 0 {
		return 0, 0, fmt.Errorf("%w: %d burial(s) listed but no graveyard closed for them before the face-down tile", ErrChoice, n)
	}
	r.bury = fd.Bury
	r.laidFaceDown = true
	return def.Index, i, nil
}

// leftovers reports choices the turn did not ask for: a record must not
// carry a choice the game silently ignores.
func (r *recordTeam) leftovers(g *Game) error {
	switch {
	case r.m.FaceDown != nil && !r.laidFaceDown:
		return unusedFaceDown(g)
	case r.m.Graveyard != nil && !r.askedGraveyard:
		if g.Rules.Level.Haunted {
			return choiceErr("graveyard: on level %d an open graveyard takes no extra ghost (haunted graveyards bring ghosts to the fog around them instead): remove \"graveyard\"", g.Rules.Level.Level)
		}
		return choiceErr("graveyard: no ghost went to an open graveyard this turn (one does only when ghosts go on the new tile's fog while a graveyard is open): remove \"graveyard\"")
	case r.m.Meeple != nil && !r.askedMeeple:
		return choiceErr("meeple at %q: no meeple could be placed this turn (the new tile offers no free road, city or castle to a colour with meeples left, or the game ended first): remove \"meeple\"", r.m.Meeple.At)
	case len(r.bury) > 0:
		return choiceErr("%d burial(s) listed but no graveyard closed for them", len(r.bury))
	case r.scores < len(r.m.Scores):
		return choiceErr("%d scoring choice(s) listed but only %d feature(s) scored", len(r.m.Scores), r.scores)
	case r.dogs < len(r.m.Dogs):
		return choiceErr("%d dog(s) listed but only %d reached", len(r.m.Dogs), r.dogs)
	case r.to < len(r.m.ScoreTo):
		return choiceErr("scoreTo lists %d colour(s) but only %d were asked for", len(r.m.ScoreTo), r.to)
	}
	return nil
}

// cellOf finds the placed tile at (x, y).
func (r *recordTeam) tileAt(g *Game, x, y int) (int, bool) {
	c, ok := g.core.CellAt(x, y)
	if !ok {
		return 0, false
	}
	pi := g.core.PlacedIndex(c)
	return pi, pi >= 0
}

// spotOf finds the node a MeepleOn names on placed tile pi.
func spotOf(g *Game, pi int, at string) (engine.Node, bool) {
	p := g.core.Board()[pi]
	if p.FaceDown {
		return 0, false
	}
	def := g.Rules.Set.Tiles[p.Tile]
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

// meepleIndex finds the meeple a MeepleOn names among refs.
func (r *recordTeam) meepleIndex(g *Game, mo *MeepleOn, refs []MeepleRef) (int, error) {
	if mo == nil || mo.X == nil || mo.Y == nil {
		return 0, choiceErr("name the meeple with \"x\", \"y\" and \"at\"")
	}
	pi, ok := r.tileAt(g, *mo.X, *mo.Y)
	if !ok {
		return 0, choiceErr("no tile at (%d,%d)", *mo.X, *mo.Y)
	}
	n, ok := spotOf(g, pi, mo.At)
	if !ok {
		return 0, choiceErr("tile at (%d,%d) has no feature at %q", *mo.X, *mo.Y, mo.At)
	}
	for i, ref := range refs {
		if ref.Node >= 0 && g.core.Find(ref.Node) == g.core.Find(n) && ref.Tile == pi {
			return i, nil
		}
	}
	return 0, choiceErr("no unburied meeple stands at (%d,%d) %s", *mo.X, *mo.Y, mo.At)
}

func (r *recordTeam) Bury(g *Game, graveyard int, refs []MeepleRef) (int, error) {
	x, y := g.xyOf(graveyard)
	if len(r.bury) == 0 {
		return 0, choiceErr("the graveyard at (%d,%d) closed: add to \"bury\" the meeple buried there", x, y)
	}
	b := r.bury[0]
	r.bury = r.bury[1:]
	if b.Graveyard.X != x || b.Graveyard.Y != y {
		return 0, choiceErr("bury: the graveyard that closed is at (%d,%d), not (%d,%d)", x, y, b.Graveyard.X, b.Graveyard.Y)
	}
	if refs[0].Node < 0 {
		if b.Meeple != nil {
			return 0, choiceErr("bury: no meeple is on the board, so the graveyard at (%d,%d) takes one from a supply: remove \"meeple\" and name its \"colour\"", x, y)
		}
		for i, ref := range refs {
			if Colours[ref.Colour] == b.Colour {
				return i, nil
			}
		}
		return 0, choiceErr("bury: no meeple is on the board, and colour %q has none in its supply", b.Colour)
	}
	i, err := r.meepleIndex(g, b.Meeple, refs)
	if err != nil {
		return 0, err
	}
	if c := Colours[refs[i].Colour]; b.Colour != "" && b.Colour != c {
		return 0, choiceErr("bury: the meeple at (%d,%d) %s is %s, not %s: correct \"colour\"", *b.Meeple.X, *b.Meeple.Y, b.Meeple.At, c, b.Colour)
	}
	return i, nil
}

func (r *recordTeam) Graveyard(g *Game, open []int) (int, error) {
	r.askedGraveyard = true
	if r.m.Graveyard == nil {
		return 0, choiceErr("ghosts were placed on fog while a graveyard is open: say which takes the extra ghost in \"graveyard\"")
	}
	for i, pi := range open {
		if x, y := g.xyOf(pi); x == r.m.Graveyard.X && y == r.m.Graveyard.Y {
			return i, nil
		}
	}
	return 0, choiceErr("graveyard: no open graveyard at (%d,%d)", r.m.Graveyard.X, r.m.Graveyard.Y)
}

// Meeple is the meeple choice the move names (-1 for none).
func (r *recordTeam) Meeple(g *Game, cs []ColourSpot) (int, error) {
	r.askedMeeple = true
	if r.m.Meeple == nil {
		return -1, nil
	}
	colour := r.m.Colour
	if colour == "" && g.perPlayer == 1 {
		colour = Colours[g.firstColour()]
	}
	p := g.core.Board()[g.core.LastPlaced()]
	if mo := r.m.Meeple; mo.X != nil && *mo.X != p.X || mo.Y != nil && *mo.Y != p.Y {
		return 0, choiceErr("meeple: the move's meeple goes on the new tile at (%d,%d), but \"x\" and \"y\" name another cell: remove them", p.X, p.Y)
	}
	n, ok := spotOf(g, g.core.LastPlaced(), r.m.Meeple.At)
	if !ok {
		return 0, choiceErr("meeple at %q: tile %s has no feature there", r.m.Meeple.At, g.tileID(p.Tile))
	}
	for i, c := range cs {
		if Colours[c.Colour] == colour && c.Spot.Node == n {
			return i, nil
		}
	}
	return 0, choiceErr("meeple at %s in %q: not a free road, city or castle of the new tile for a colour %s plays with meeples left", r.m.Meeple.At, colour, g.names[g.current])
}

func (r *recordTeam) Score(g *Game, c Completion) (ScoreChoice, error) {
	if r.scores >= len(r.m.Scores) {
		return ScoreChoice{}, choiceErr("a %s scored: add its choice to \"scores\" (\"points\", or \"ghosts\" with \"clear\")", c.Kind)
	}
	s := r.m.Scores[r.scores]
	r.scores++
	if s.Kind != string(c.Kind) {
		return ScoreChoice{}, choiceErr("scores[%d] is for a %s, but a %s scored", r.scores-1, s.Kind, c.Kind)
	}
	switch s.Choice {
	case "points":
		if s.Clear != nil {
			return ScoreChoice{}, choiceErr("scores[%d]: \"points\" clears no ghosts: remove \"clear\", or choose \"ghosts\"", r.scores-1)
		}
		return ScoreChoice{}, nil
	case "ghosts":
		if s.Clear == nil {
			return ScoreChoice{}, choiceErr("scores[%d]: \"ghosts\" needs \"clear\": {\"x\", \"y\", \"ghosts\"}", r.scores-1)
		}
		if s.Clear.Ghosts < 0 {
			return ScoreChoice{}, choiceErr("scores[%d]: cannot remove %d ghosts: \"ghosts\" is 0 or more", r.scores-1, s.Clear.Ghosts)
		}
		pi, ok := r.tileAt(g, s.Clear.X, s.Clear.Y)
		if !ok {
			return ScoreChoice{}, choiceErr("scores[%d]: no tile at (%d,%d)", r.scores-1, s.Clear.X, s.Clear.Y)
		}
		if s.Clear.Ghosts > g.Rules.Params.Scoring.GhostsRemoved || s.Clear.Ghosts > g.Ghosts(pi) {
			return ScoreChoice{}, choiceErr("scores[%d]: cannot remove %d ghosts from (%d,%d): it holds %d, and at most %d may go", r.scores-1, s.Clear.Ghosts, s.Clear.X, s.Clear.Y, g.Ghosts(pi), g.Rules.Params.Scoring.GhostsRemoved)
		}
		return ScoreChoice{Ghosts: true, Tile: pi, N: s.Clear.Ghosts}, nil
	}
	return ScoreChoice{}, choiceErr("scores[%d]: choice %q is neither \"points\" nor \"ghosts\"", r.scores-1, s.Choice)
}

func (r *recordTeam) ScoreTo(g *Game, colour, _ int) (int, error) {
	if r.to >= len(r.m.ScoreTo) {
		return 0, choiceErr("%s has no score meeple: name the one that takes its points in \"scoreTo\"", Colours[colour])
	}
	name := r.m.ScoreTo[r.to]
	r.to++
	for i, c := range g.scoreColour {
		if c >= 0 && Colours[c] == name {
			return i, nil
		}
	}
	return 0, choiceErr("scoreTo: no score meeple is %q", name)
}

func (r *recordTeam) Dog(g *Game, dog int, refs []MeepleRef) (DogChoice, error) {
	if r.dogs >= len(r.m.Dogs) {
		return DogChoice{}, choiceErr("the score reached %s: add it to \"dogs\" with the meeple it goes to", g.dogs[dog].name)
	}
	d := r.m.Dogs[r.dogs]
	r.dogs++
	if d.Dog != g.dogs[dog].name {
		return DogChoice{}, choiceErr("dogs[%d] is %q, but %s was reached", r.dogs-1, d.Dog, g.dogs[dog].name)
	}
	mi, err := r.meepleIndex(g, d.Meeple, refs)
	if err != nil {
		return DogChoice{}, err
	}
	sc := &g.Rules.Params.Scoring
	if len(d.Clear) > sc.DogTiles {
		return DogChoice{}, choiceErr("dogs[%d]: a dog clears at most %d tiles", r.dogs-1, sc.DogTiles)
	}
	ch := DogChoice{Meeple: mi}
	home := g.core.Board()[refs[mi].Tile].Cell()
	for _, cl := range d.Clear {
		pi, ok := r.tileAt(g, cl.X, cl.Y)
		near := ok && g.core.Board()[pi].Cell() == home
		for _, rr := range g.core.Ring() {
			near = near || ok && g.core.Board()[pi].Cell() == home+rr
		}
		if !near {
			return DogChoice{}, choiceErr("dogs[%d]: (%d,%d) is not a tile in the dog's 3×3", r.dogs-1, cl.X, cl.Y)
		}
		for _, prev := range ch.Clears {
			if prev.Tile == pi {
				return DogChoice{}, choiceErr("dogs[%d]: (%d,%d) twice: a dog clears different tiles", r.dogs-1, cl.X, cl.Y)
			}
		}
		if cl.Ghosts < 0 || cl.Ghosts > sc.DogGhostsPerTile || cl.Ghosts > g.Ghosts(pi) {
			return DogChoice{}, choiceErr("dogs[%d]: cannot clear %d ghosts from (%d,%d) (it holds %d; at most %d)", r.dogs-1, cl.Ghosts, cl.X, cl.Y, g.Ghosts(pi), sc.DogGhostsPerTile)
		}
		ch.Clears = append(ch.Clears, Clear{Tile: pi, N: cl.Ghosts})
	}
	return ch, nil
}

// lostDog checks the record's entry for a dog reached with no unburied
// meeple on the board: it names the dog and no meeple.
func (r *recordTeam) lostDog(g *Game, dog int) error {
	name := g.dogs[dog].name
	if r.dogs >= len(r.m.Dogs) {
		return choiceErr("the score reached %s with no unburied meeple on the board: add {\"dog\": %q} to \"dogs\" (the dog is lost)", name, name)
	}
	d := r.m.Dogs[r.dogs]
	r.dogs++
	switch {
	case d.Dog != name:
		return choiceErr("dogs[%d] is %q, but %s was reached", r.dogs-1, d.Dog, name)
	case d.Meeple != nil || len(d.Clear) > 0:
		return choiceErr("dogs[%d]: no unburied meeple is on the board, so %s is lost: remove its meeple and clear", r.dogs-1, name)
	}
	return nil
}

func (r *recordTeam) FaceDown(g *Game, cells []int32) (int, error) {
	fd := r.m.FaceDown
	for i, c := range cells {
		if x, y := g.core.CellXY(c); x == fd.X && y == fd.Y {
			return i, nil
		}
	}
	if c, ok := g.core.CellAt(fd.X, fd.Y); ok && g.core.PlacedIndex(c) < 0 && !g.edgeContact(c) {
		for _, gi := range g.openGraves() {
			if x, y := g.xyOf(gi); max(abs(x-fd.X), abs(y-fd.Y)) == 1 {
				return 0, choiceErr("faceDown: (%d,%d) touches the board only at a corner: a tile laid face down shares an edge with a placed tile", fd.X, fd.Y)
			}
		}
	}
	return 0, choiceErr("faceDown: (%d,%d) is not an empty cell next to an open graveyard", fd.X, fd.Y)
}

// unusedFaceDown explains why a move's faceDown was not laid.
func unusedFaceDown(g *Game) error {
	lv := g.Rules.Level
	if !lv.Haunted {
		var haunted []string
		for _, l := range g.Rules.Params.Levels {
			if l.Haunted {
				haunted = append(haunted, fmt.Sprint(l.Level))
			}
		}
		which := "this pack has none"
		switch len(haunted) {
		case 0:
		case 1:
			which = "in this pack, level " + haunted[0]
		default:
			which = "in this pack, levels " + strings.Join(haunted, ", ")
		}
		return choiceErr("faceDown: level %d lays no tile face down: only levels with haunted graveyards do (%s): remove \"faceDown\" from this move", lv.Level, which)
	}
	if g.over {
		return choiceErr("faceDown: the game ended during this turn, before a tile could be laid face down: remove \"faceDown\" from this move")
	}
	return choiceErr("faceDown: no graveyard was open at the end of this turn, so no tile is laid face down: remove \"faceDown\" from this move")
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
