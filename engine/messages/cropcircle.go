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

// Crop circle choices as records spell them.
const (
	CropDeploy = "deploy"
	CropRemove = "remove"
)

// CropMove is the crop-circle action of a tile move: the active player's
// choice and, in the order players acted, each player's follower (nil: the
// player passed, which only "deploy" allows).
type CropMove struct {
	Choice    string         `json:"choice"`
	Followers []CropFollower `json:"followers,omitempty"`
}

// CropFollower is one player's part in a crop-circle action.
type CropFollower struct {
	Player   string      `json:"player"`
	Follower *FollowerAt `json:"follower,omitempty"`
}

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

// cropCircle runs the crop-circle action of placed tile pi (logged as
// core move logAt), when the option is on and the tile has one.
func (g *Game) cropCircle(pi, logAt, mark int) {
	if !g.rules.opts.CropCircles || g.err != nil || pi < 0 {
		return
	}
	k := g.rules.cropKind[g.core.Board()[pi].Tile]
	if k < 0 || !g.anyFollowerOn(k, -1) {
		return
	}
	deploy, err := g.ch.cropChoice(g, k, mark)
	if err != nil {
		g.stop(err)
		return
	}
	cm := &CropMove{Choice: CropRemove}
	if deploy {
		cm.Choice = CropDeploy
	}
	names := g.core.Players()
	n := len(names)
	for step := 1; step <= n && g.err == nil; step++ {
		seat := (g.active + step) % n
		if !g.anyFollowerOn(k, seat) || deploy && g.core.Supply(seat) == 0 {
			continue
		}
		fs := g.followersOn(k, seat)
		i, err := g.ch.cropFollower(g, seat, deploy, fs, mark)
		if err != nil {
			g.stop(err)
			return
		}
		cf := CropFollower{Player: names[seat]}
		if i >= 0 {
			f := fs[i]
			cf.Follower = followerAt(g.core, f.Node)
			if deploy {
				g.core.DeployFor(engine.Spot{Node: f.Node}, seat)
			} else {
				g.core.ReturnFollower(f.Node)
			}
		}
		cm.Followers = append(cm.Followers, cf)
	}
	g.crops[logAt] = cm
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

// followersOn lists seat's followers on features of kind k.
func (g *Game) followersOn(k, seat int) []engine.Follower {
	var out []engine.Follower
	for _, f := range g.core.Followers() {
		if f.Player == seat && g.core.KindOf(f.Node) == k {
			out = append(out, f)
		}
	}
	return out
}

// followerWord names a follower on kind k: "thief", "knight", "farmer".
func (g *Game) followerWord(k int) string { return schema.FollowerName(g.core.Set.Kinds[k].Kind) }
