package messages

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Crop circles (Crop Circles II, one tile packed in each mini expansion
// of 2012, The Messages among them), as an option of the module: off by
// default, when the crop circle is a marker only. The rules, from Hans im
// Glück's text as fan sites keep it (README, "What plays today"): once the
// player who placed a crop-circle tile has played the turn, that player
// chooses: (A) each player may put a follower from the supply beside one
// of their own followers of the circle's kind (a road's thieves, a city's
// knights, a field's farmers), on the same feature; or (B) each player
// must take one of their own followers of that kind back into the supply.
// Players act from the left of the active player round to the active
// player; a player without a follower of that kind is passed over.

// The crop circles' decisions.
const (
	DecideCrop         engine.DecisionKind = "crop-circle"
	DecideCropFollower engine.DecisionKind = "crop-follower"
)

// moduleOptions are the options the module adds to classic's.
type moduleOptions struct {
	// CropCircles plays the crop circles' rule.
	CropCircles bool
}

// splitOptions takes the module's own options out of options, leaving
// classic's for classic to read.
func splitOptions(options json.RawMessage) (moduleOptions, json.RawMessage, error) {
	var mo moduleOptions
	trimmed := bytes.TrimSpace(options)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return mo, options, nil // classic says what is wrong with it
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &fields); err != nil {
		return mo, options, nil
	}
	v, ok := fields["cropCircles"]
	if !ok {
		return mo, options, nil
	}
	if err := json.Unmarshal(v, &mo.CropCircles); err != nil {
		return mo, nil, &engine.OptionsError{Msg: fmt.Sprintf(`options: "cropCircles" must be true or false, not %s`, v)}
	}
	delete(fields, "cropCircles")
	rest, err := json.Marshal(fields)
	if err != nil {
		return mo, nil, err
	}
	return mo, rest, nil
}

// OptionDocs are the module's options besides classic's.
var OptionDocs = []engine.OptionDoc{
	{Name: "cropCircles", Default: "false", Type: engine.OptionBool,
		Meaning: "play the crop circles' rule: the player who places a crop-circle tile chooses whether every player may add a follower beside one of theirs of the circle's kind, or must take one back"},
}

// cropKindOf returns, per tile index, the kind index its crop circle names
// (-1 for none).
func cropKindOf(set *engine.Set) []int {
	kinds := make([]int, len(set.Tiles))
	for i := range kinds {
		kinds[i] = -1
	}
	for _, t := range set.Pack.Tiles {
		if t.CropCircle == "" {
			continue
		}
		if def, ok := set.Tile(t.ID); ok {
			kinds[def.Index] = set.KindIndex(schema.Kind(t.CropCircle))
		}
	}
	return kinds
}

// cropRound is a crop circle's action in progress: its kind, the active
// seat's choice and the seat acting (step places after the active seat;
// its followers of the kind are in buf.cropFs).
type cropRound struct {
	k       int
	deploy  bool
	step    int
	seat    int
	waiting bool // seat's decision is pending
}

// cropCircle begins the crop-circle action of the tile on top, when the
// option is on, the tile has one and a follower stands on its kind.
func (g *Game) cropCircle() {
	f := g.top()
	g.phase = phaseFrameDone
	if !g.rules.opts.CropCircles || f.pi < 0 {
		return
	}
	k := g.rules.cropKind[g.core.Board()[f.pi].Tile]
	if k < 0 || !g.anyFollowerOn(k, -1) {
		return
	}
	g.crop = cropRound{k: k}
	g.phase = phaseCrop
}

// chooseCrop takes the active seat's choice: every player may add a
// follower (deploy) or must take one back; then players act in turn.
func (g *Game) chooseCrop(deploy bool) {
	g.crop.deploy = deploy
	g.phase = phaseCropFollower
}

// nextCropSeat finds the next player to act, from the left of the active
// player round to the active player, passing over one without a follower
// of the kind (or, to add one, without a follower in supply); true when
// that player's decision is pending, false when all have acted.
func (g *Game) nextCropSeat() bool {
	n := len(g.core.Players())
	c := &g.crop
	for c.step < n {
		c.step++
		seat := (g.active + c.step) % n
		if !g.anyFollowerOn(c.k, seat) || c.deploy && g.core.Supply(seat) == 0 {
			continue
		}
		c.seat, c.waiting = seat, true
		g.buf.cropFs = g.followersOn(c.k, seat, g.buf.cropFs[:0])
		return true
	}
	g.phase = phaseFrameDone
	return false
}

// cropFollower takes the acting seat's follower i (of buf.cropFs; -1
// passes): a follower goes beside it, or it goes back to the supply.
func (g *Game) cropFollower(i int) {
	c := &g.crop
	c.waiting = false
	if i < 0 {
		return
	}
	f := g.buf.cropFs[i]
	if c.deploy {
		g.core.DeployFor(engine.Spot{Node: f.Node}, c.seat)
	} else {
		g.core.ReturnFollower(f.Node)
	}
}

// anyFollowerOn reports whether a follower of seat (any seat for -1)
// stands on a feature of kind k.
func (g *Game) anyFollowerOn(k, seat int) bool {
	for _, f := range g.core.Followers() {
		if (seat < 0 || f.Player == seat) && g.core.KindOf(f.Node) == k {
			return true
		}
	}
	return false
}

// followersOn appends seat's followers on features of kind k to out.
func (g *Game) followersOn(k, seat int, out []engine.Follower) []engine.Follower {
	for _, f := range g.core.Followers() {
		if f.Player == seat && g.core.KindOf(f.Node) == k {
			out = append(out, f)
		}
	}
	return out
}

// followerWord names a follower on kind k: "thief", "knight", "farmer".
func (g *Game) followerWord(k int) string { return schema.FollowerName(g.core.Set.Kinds[k].Kind) }
