package editor

import (
	"encoding/json"
	"fmt"
	"image"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

// A hint is the search's answer to a person's pending decision: the
// option mcts:N recommends, with the deciding seat's expected final
// margin after it (search.MCTS.Analyse, the coach's valuation). It is
// searched on a copy of the game (engine.State Clone and CopyFrom), made
// on the window's thread, so that the search may run on another: the
// game itself is not touched — no answer taken, its random source not
// drawn from (the search draws from the copy's).

// Hint is the search's recommended option of a decision.
type Hint struct {
	// Decision is the game's decision the hint answers: a hint is stale
	// once the game's pending decision is another.
	Decision engine.Decision
	// Option is the recommended option's index, Label its label.
	Option int
	Label  string
	// Margin is the deciding seat's mean final margin after the option,
	// by the search's playouts (a team's: its score); Search names the
	// search ("mcts:1000").
	Margin float64
	Search string
	// Cell is where the option lies on the board, when it has a cell.
	Cell Cell
}

// Cell is an option's board cell, and for a tile's placement the tile
// and how it lies, for the board to mark.
type Cell struct {
	At    image.Point
	HasAt bool
	// Tile is the id of the tile a placement puts there ("" for any other
	// option), Rot its rotation in quarter turns clockwise.
	Tile string
	Rot  int
}

// cellOf is where option o lies on set's board: its cell, and the tile
// and rotation when it places a tile of the set.
func cellOf(set *engine.Set, o engine.Option) Cell {
	c := Cell{At: image.Pt(o.X, o.Y), HasAt: o.HasAt}
	var po placementOption
	if json.Unmarshal([]byte(o.JSON), &po) == nil && po.Tile != nil && po.Rot%90 == 0 {
		if _, ok := set.Tile(*po.Tile); ok {
			c.At, c.HasAt = image.Pt(po.X, po.Y), true
			c.Tile, c.Rot = *po.Tile, ((po.Rot/90)%4+4)%4
		}
	}
	return c
}

// HintSearch is a search for a hint, on a copy of the game made when it
// was set up: Run it on any thread.
type HintSearch struct {
	set      *engine.Set
	decision engine.Decision
	options  []engine.Option
	copy     engine.State
	playouts int
}

// NewHint sets up the search (mcts with the given playouts) for the
// person's pending decision on a copy of the game. Call it where the
// game is played (the window's thread); Run may then run anywhere.
func (p *Play) NewHint(playouts int) (*HintSearch, error) {
	if p.phase == WaitBot || p.phase == GameOver || p.phase == Shown {
		return nil, fmt.Errorf("%w: no decision of yours is pending", ErrNotNow)
	}
	st, ok := engine.Underlying(p.match).(engine.State)
	if !ok {
		return nil, fmt.Errorf("games of %s cannot be copied to search a hint", p.entry.Name)
	}
	c := st.Clone()
	c.CopyFrom(st)
	return &HintSearch{set: p.set, decision: p.pending, options: append([]engine.Option(nil), p.options...), copy: c, playouts: playouts}, nil
}

// Run searches the copy and returns the hint. A search that fails on the
// way (a defect of the ruleset) is an error, not a crash of the window.
func (h *HintSearch) Run() (hint Hint, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the search failed: %v", r)
		}
	}()
	d := h.copy.Pending()
	if d == nil || d.Options() != len(h.options) {
		return Hint{}, fmt.Errorf("the copy of the game is not at the decision")
	}
	bot := search.NewMCTS(h.playouts)
	a, err := bot.Analyse(h.copy, d, 0)
	if err != nil {
		return Hint{}, err
	}
	o := d.Option(a.Best.Option)
	// The same option of the game's own decision, by its encoding (the
	// copy lists its options as the game does).
	i := a.Best.Option
	if h.options[i].JSON != o.JSON {
		i = -1
		for k, oo := range h.options {
			if oo.JSON == o.JSON {
				i = k
				break
			}
		}
		if i < 0 {
			return Hint{}, fmt.Errorf("the search's option %q is not an option of the game", o.Label)
		}
	}
	return Hint{Decision: h.decision, Option: i, Label: h.options[i].Label, Margin: a.Best.Margin, Search: bot.Name(), Cell: cellOf(h.set, h.options[i])}, nil
}
