package mistsmoves

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// dog answers where a dog reached goes, as the move's next "dogs" entry
// says: the follower it joins and the tiles of its 3×3 it clears. The
// options clear as many ghosts as the rules allow from as many tiles as
// they allow; a record may clear fewer (mists.Game.PlaceDog).
func (r *replay) dog(d engine.Decision) error {
	g, core, t := r.g, r.g.Core(), &r.turn
	name := optionOf[mists.DogMove](d, 0).Dog
	dm, k, ok := nextEntry(t.mv.Dogs, &t.dogs)
	if !ok {
		return choiceErr("the score reached %s: add it to \"dogs\" with the meeple it goes to", name)
	}
	if dm.Dog != name {
		return choiceErr("dogs[%d] is %q, but %s was reached", k, dm.Dog, name)
	}
	fs := core.Followers()
	mi, err := r.meepleIndex(dm.Meeple, fs)
	if err != nil {
		return err
	}
	sc := &g.Rules.Params.Scoring
	if len(dm.Clear) > sc.DogTiles {
		return choiceErr("dogs[%d]: a dog clears at most %d tiles", k, sc.DogTiles)
	}
	var clears []mists.Clear
	home := core.Board()[core.NodeTile(fs[mi].Node)].Cell()
	for _, cl := range dm.Clear {
		pi, ok := r.tileAt(cl.X, cl.Y)
		near := ok && core.Board()[pi].Cell() == home
		for _, rr := range core.Ring() {
			near = near || ok && core.Board()[pi].Cell() == home+rr
		}
		if !near {
			return choiceErr("dogs[%d]: (%d,%d) is not a tile in the dog's 3×3", k, cl.X, cl.Y)
		}
		for _, prev := range clears {
			if prev.Tile == pi {
				return choiceErr("dogs[%d]: (%d,%d) twice: a dog clears different tiles", k, cl.X, cl.Y)
			}
		}
		if cl.Ghosts < 0 || cl.Ghosts > sc.DogGhostsPerTile || cl.Ghosts > g.Ghosts(pi) {
			return choiceErr("dogs[%d]: cannot clear %d ghosts from (%d,%d) (it holds %d; at most %d)", k, cl.Ghosts, cl.X, cl.Y, g.Ghosts(pi), sc.DogGhostsPerTile)
		}
		clears = append(clears, mists.Clear{Tile: pi, N: cl.Ghosts})
	}
	return g.PlaceDog(mi, clears)
}

// lostDogs checks the move's "dogs" entries for the dogs reached with no
// unburied meeple on the board, which the game loses on its own: each is
// named with no meeple, in its place among the dogs the turn reached. A
// dog the game waits to place (a decision) is the last one reached.
func (r *replay) lostDogs() error {
	g, t := r.g, &r.turn
	end := g.DogsReached()
	placing := g.Deciding() == mists.DecideDog
	if placing {
		end--
	}
	for ; t.dogsSeen < end; t.dogsSeen++ {
		if err := r.lostDog(g.Dogs()[t.dogsSeen]); err != nil {
			return err
		}
	}
	if placing {
		t.dogsSeen = end + 1
	}
	return nil
}

// lostDog checks the record's entry for a dog that was lost: it names the
// dog and no meeple.
func (r *replay) lostDog(name string) error {
	t := &r.turn
	d, k, ok := nextEntry(t.mv.Dogs, &t.dogs)
	if !ok {
		return choiceErr("the score reached %s with no unburied meeple on the board: add {\"dog\": %q} to \"dogs\" (the dog is lost)", name, name)
	}
	switch {
	case d.Dog != name:
		return choiceErr("dogs[%d] is %q, but %s was reached", k, d.Dog, name)
	case d.Meeple != nil || len(d.Clear) > 0:
		return choiceErr("dogs[%d]: no unburied meeple is on the board, so %s is lost: remove its meeple and clear", k, name)
	}
	return nil
}

// faceDownDraw draws the tile the move lays face down (Force); the
// graveyards it closes take the burials it lists.
func (r *replay) faceDownDraw() error {
	core, t := r.g.Core(), &r.turn
	fd := t.mv.FaceDown
	if fd == nil {
		return choiceErr("a graveyard is open, so the turn ends with a face-down tile: add \"faceDown\": {\"tile\", \"x\", \"y\"}")
	}
	def, ok := core.Set.Tile(fd.Tile)
	if !ok || !core.Pile().Has(def.Index) {
		return choiceErr("faceDown: no copy of tile %q is left to draw", fd.Tile)
	}
	sy, err := r.copyOf(def.Index, fd.Symbols)
	if err != nil {
		return fmt.Errorf("%w: faceDown: %w", ErrChoice, err)
	}
	if n := len(t.bury); n > 0 {
		return choiceErr("%d burial(s) listed but no graveyard closed for them before the face-down tile", n)
	}
	t.bury = fd.Bury
	t.laidFaceDown = true
	return r.draw(def.Index, sy)
}

// faceDown answers the cell of the face-down tile.
func (r *replay) faceDown(d engine.Decision) error {
	g, core := r.g, r.g.Core()
	fd := r.turn.mv.FaceDown
	for i := range d.Options() {
		if at := optionOf[struct{ FaceDown mists.XY }](d, i).FaceDown; at.X == fd.X && at.Y == fd.Y {
			return r.m.Answer(i)
		}
	}
	if c, ok := core.CellAt(fd.X, fd.Y); ok && core.PlacedIndex(c) < 0 && !r.edgeContact(c) {
		for _, gi := range g.OpenGraveyards() {
			if p := core.Board()[gi]; max(abs(p.X-fd.X), abs(p.Y-fd.Y)) == 1 {
				return choiceErr("faceDown: (%d,%d) touches the board only at a corner: a tile laid face down shares an edge with a placed tile", fd.X, fd.Y)
			}
		}
	}
	return choiceErr("faceDown: (%d,%d) is not an empty cell next to an open graveyard", fd.X, fd.Y)
}

// edgeContact reports whether a tile (face up or down) lies across a side
// of cell c.
func (r *replay) edgeContact(c int32) bool {
	core := r.g.Core()
	for _, d := range core.Sides() {
		if core.PlacedIndex(c+d) >= 0 {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
