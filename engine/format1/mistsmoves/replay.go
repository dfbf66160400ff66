package mistsmoves

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// replay plays record moves on a game through its state (mists.Match):
// each tile drawn as the move names it, its copy too (Force), and each
// decision of the turn answered with the move's choice (Answer), or,
// for the few choices a decision's options do not hold (fewer ghosts
// removed than the rules allow), through the game's hooks
// (mists.Game.ClearGhosts, PlaceDog). A refused move puts back a copy of
// the game taken before it.
type replay struct {
	g    *mists.Game
	m    *mists.Match
	undo *mists.Game // a twin holding the game as it was before the move
	turn turn
	// spots is a buffer for the kernel's spots of the new tile.
	spots []engine.Spot
}

// turn is the move being played and how far the turn used its choices.
type turn struct {
	mv *Move
	// tile is the tile drawn; x, y and rot (degrees) where it goes.
	tile, x, y, rot int
	// bury are the burials not yet used; scores, dogs and to count the
	// entries of "scores", "dogs" and "scoreTo" used.
	bury             []mists.Burial
	scores, dogs, to int
	// what the turn asked for, so that leftovers can refuse the record's
	// answers to questions the turn never asked
	askedMeeple, askedGraveyard, laidFaceDown bool
	// dogsSeen counts the dogs reached that the turn accounted for, by a
	// decision or as lost.
	dogsSeen int
}

func newReplay(g *mists.Game) *replay { return &replay{g: g, m: mists.NewMatch(g)} }

// play plays move mv: its checks in the order the rules meet them, then
// the turn.
func (r *replay) play(mv *Move) error {
	g, core := r.g, r.g.Core()
	if g.Over() {
		return engine.ErrGameOver
	}
	if name := g.Players()[g.Current()]; mv.Player != "" && mv.Player != name {
		return fmt.Errorf("it is %s's turn, not %s's", name, mv.Player)
	}
	def, ok := core.Set.Tile(mv.Tile)
	if !ok {
		return fmt.Errorf("pack %s has no tile %q", core.Set.Pack.ID, mv.Tile)
	}
	if !core.Pile().Has(def.Index) {
		return fmt.Errorf("no copy of tile %s is left to draw", mv.Tile)
	}
	sy, err := r.copyOf(def.Index, mv.Symbols)
	if err != nil {
		return err
	}
	if mv.Colour != "" && mv.Meeple == nil {
		return choiceErr("colour %q goes with a meeple: add \"meeple\" or remove \"colour\"", mv.Colour)
	}
	if err := r.checkScoreColoursField(mv); err != nil {
		return err
	}
	r.turn = turn{mv: mv, tile: def.Index, bury: mv.Bury, dogsSeen: g.DogsReached()}
	if mv.Discard {
		if f := setAsideField(mv); f != "" {
			return choiceErr("tile %s is set aside, so the turn has no %s: remove it, or remove \"discard\"", mv.Tile, f)
		}
		if core.CountPlacementsOf(def.Index) > 0 {
			return fmt.Errorf("tile %s cannot be set aside: it fits", mv.Tile)
		}
		// Neither choice can be refused once checked: the game draws the
		// tile and sets it aside on its own.
		if err := r.chooseScoreColours(); err != nil {
			return err
		}
		return r.draw(def.Index, sy)
	}
	p, err := core.CheckPlacement(engine.Move{Tile: mv.Tile, X: mv.X, Y: mv.Y, Rot: mv.Rot})
	if err != nil {
		return err
	}
	r.turn.x, r.turn.y = core.CellXY(p.Cell)
	r.turn.rot = int(p.Rot) * 90
	// The move may be refused half-way through its turn: keep the game as
	// it stands to put back.
	r.keep()
	err = r.chooseScoreColours()
	if err == nil {
		err = r.draw(def.Index, sy)
	}
	if err == nil {
		err = r.playTurn()
	}
	if err == nil {
		err = r.leftovers()
	}
	if err != nil {
		r.g.CopyFrom(r.undo)
	}
	return err
}

// keep copies the game as it stands into its twin r.undo (made on first
// use), which a refused move puts back, events included.
func (r *replay) keep() {
	if r.undo == nil {
		r.undo = r.g.NewTwin()
	}
	r.undo.CopyFrom(r.g)
}

// copyOf is the ghost symbols of the undrawn copy of tile t a record
// names: symbols, or, when it gives none, those every copy left carries.
func (r *replay) copyOf(t int, symbols *int) (int, error) {
	copies := r.g.UndrawnCopies(t)
	id := r.g.Core().Set.Tiles[t].ID
	if symbols == nil {
		if len(copies) > 1 && slices.ContainsFunc(copies, func(s int8) bool { return s != copies[0] }) {
			return 0, fmt.Errorf("tile %s: its copies carry different ghost symbols (%s): say which with \"symbols\"", id, engine.Numbers(copies))
		}
		if len(copies) == 0 {
			return 0, nil
		}
		return int(copies[0]), nil
	}
	if !slices.ContainsFunc(copies, func(s int8) bool { return int(s) == *symbols }) {
		return 0, fmt.Errorf("tile %s: no undrawn copy has %d ghost symbols (left: %s)", id, *symbols, engine.Numbers(copies))
	}
	return *symbols, nil
}

// draw draws the copy of tile t with sy ghost symbols for the pending draw
// (face up or face down): outcome t×(outcomes per tile)+sy, as
// mists.Match.Force numbers them.
func (r *replay) draw(t, sy int) error {
	ev := r.m.Chance()
	if ev == nil {
		return fmt.Errorf("mistsmoves: no tile is to be drawn (a %s decision waits)", r.g.Deciding())
	}
	return r.m.Force(t*(ev.Outcomes()/len(r.g.Core().Set.Tiles)) + sy)
}

// checkScoreColoursField refuses "scoreColours" on a move that chooses
// nothing: a level with one shared score meeple, or a move after the
// first.
func (r *replay) checkScoreColoursField(mv *Move) error {
	g := r.g
	switch {
	case mv.ScoreColours == nil:
		return nil
	case g.Rules.Level.SeparateScores == 0:
		return choiceErr("scoreColours: level %d has one shared score meeple: remove \"scoreColours\"", g.Level())
	case g.Deciding() != mists.DecideScoreColours:
		return choiceErr("scoreColours: the score meeples' colours are chosen once, on the first move: remove \"scoreColours\" from this move")
	}
	return nil
}

// chooseScoreColours answers the score colours decision, when the game
// waits for it (before the first tile of Level 6), with the move's
// "scoreColours", or the first colours in play when it has none; a
// refusal changes nothing.
func (r *replay) chooseScoreColours() error {
	g := r.g
	if g.Deciding() != mists.DecideScoreColours {
		return nil
	}
	n := g.Rules.Level.SeparateScores
	names := r.turn.mv.ScoreColours
	if names == nil {
		names = mists.Colours[:n]
	}
	if len(names) != n {
		return choiceErr("scoreColours: level %d has %d score meeples: name %d colours, not %d", g.Level(), n, n, len(names))
	}
	inPlay := mists.Colours[:g.ColoursInPlay()]
	for i, name := range names {
		switch {
		case !slices.Contains(inPlay, name):
			return choiceErr("scoreColours: %q is not a colour in play (%s)", name, strings.Join(inPlay, ", "))
		case slices.Contains(names[:i], name):
			return choiceErr("scoreColours: %q twice: the score meeples are of %d different colours", name, n)
		}
	}
	d := r.m.Pending()
	for i := range d.Options() {
		if slices.Equal(optionOf[struct{ ScoreColours []string }](d, i).ScoreColours, names) {
			return r.m.Answer(i)
		}
	}
	return fmt.Errorf("the team cannot choose score colours %s", strings.Join(names, ", "))
}

// playTurn plays the rest of the turn the move's tile started, answering
// every decision and the face-down draw from the move, until the next
// tile is to be drawn or the game is over.
func (r *replay) playTurn() error {
	for {
		if err := r.lostDogs(); err != nil {
			return err
		}
		if r.g.Over() {
			return nil
		}
		if ev := r.m.Chance(); ev != nil {
			if ev.Kind() == mists.ChanceDraw {
				return nil // the next turn's tile
			}
			if err := r.faceDownDraw(); err != nil {
				return err
			}
			continue
		}
		if err := r.decide(r.m.Pending()); err != nil {
			return err
		}
	}
}

// optionOf reads option i of decision d, as its JSON spells it.
func optionOf[T any](d engine.Decision, i int) T {
	var o T
	if err := json.Unmarshal([]byte(d.Option(i).JSON), &o); err != nil {
		panic(fmt.Sprintf("mistsmoves: a %s option is not JSON: %v", d.Kind(), err))
	}
	return o
}

// leftovers reports choices the turn did not ask for: a record must not
// carry a choice the game silently ignores.
func (r *replay) leftovers() error {
	g, t := r.g, &r.turn
	mv := t.mv
	switch {
	case mv.FaceDown != nil && !t.laidFaceDown:
		return r.unusedFaceDown()
	case mv.Graveyard != nil && !t.askedGraveyard:
		if g.Rules.Level.Haunted {
			return choiceErr("graveyard: on level %d an open graveyard takes no extra ghost (haunted graveyards bring ghosts to the fog around them instead): remove \"graveyard\"", g.Level())
		}
		return choiceErr("graveyard: no ghost went to an open graveyard this turn (one does only when ghosts go on the new tile's fog while a graveyard is open): remove \"graveyard\"")
	case mv.Meeple != nil && !t.askedMeeple:
		return choiceErr("meeple at %q: no meeple could be placed this turn (the new tile offers no free road, city or castle to a colour with meeples left, or the game ended first): remove \"meeple\"", mv.Meeple.At)
	case len(t.bury) > 0:
		return choiceErr("%d burial(s) listed but no graveyard closed for them", len(t.bury))
	case t.scores < len(mv.Scores):
		return choiceErr("%d scoring choice(s) listed but only %d feature(s) scored", len(mv.Scores), t.scores)
	case t.dogs < len(mv.Dogs):
		return choiceErr("%d dog(s) listed but only %d reached", len(mv.Dogs), t.dogs)
	case t.to < len(mv.ScoreTo):
		return choiceErr("scoreTo lists %d colour(s) but only %d were asked for", len(mv.ScoreTo), t.to)
	}
	return nil
}

// unusedFaceDown explains why a move's faceDown was not laid.
func (r *replay) unusedFaceDown() error {
	g := r.g
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
	if g.Over() {
		return choiceErr("faceDown: the game ended during this turn, before a tile could be laid face down: remove \"faceDown\" from this move")
	}
	return choiceErr("faceDown: no graveyard was open at the end of this turn, so no tile is laid face down: remove \"faceDown\" from this move")
}
