package messagesmoves

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// A tile move's "cropCircle": the active player's choice and each
// player's follower, in the order they act.

// cropChoice is the active player's crop-circle choice, written on the
// move of the crop circle's tile: deploy (0) or remove (1).
func (rp *replayer) cropChoice() (int, error) {
	mark := rp.marks[rp.g.TilesInPlay()-1]
	m := rp.moves[mark]
	if m.CropCircle == nil {
		return 0, atMove(mark+1, fmt.Errorf("%w: tile %s has a crop circle and crop circles are played: give \"cropCircle\": {\"choice\": %q or %q, \"followers\": [...]}", ErrChoice, m.Tile, CropDeploy, CropRemove))
	}
	rp.cropAsked[mark] = true
	if m.CropCircle.Choice == CropDeploy {
		return 0, nil
	}
	return 1, nil
}

// cropFollower is the acting player's follower for the crop circle, the
// next entry of the tile move's "cropCircle": an option naming that
// follower, or with deploy option 0, which passes.
func (rp *replayer) cropFollower(d engine.Decision) (int, error) {
	g := rp.g
	mark := rp.marks[g.TilesInPlay()-1]
	cm := rp.moves[mark].CropCircle
	deploy := cm.Choice == CropDeploy // the choice cropChoice answered
	first := 0
	if deploy {
		first = 1
	}
	name := g.Core().Players()[d.Seat()]
	used := rp.cropUsed[mark]
	if used >= len(cm.Followers) {
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\": %s acts next (%s): add {\"player\": %q, \"follower\": {\"x\", \"y\", \"at\"}}", ErrChoice, name, cm.Choice, name))
	}
	cf := cm.Followers[used]
	used++
	rp.cropUsed[mark] = used
	switch {
	case cf.Player != name:
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d names %s, but %s acts then", ErrChoice, used, cf.Player, name))
	case cf.Follower == nil && !deploy:
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d: with \"remove\" %s must take a follower back: name it in \"follower\"", ErrChoice, used, name))
	case cf.Follower == nil:
		return 0, nil // option 0 passes
	}
	for i := first; i < d.Options(); i++ {
		if followerOf(d, i) == *cf.Follower {
			return i, nil
		}
	}
	return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d: %s has no follower of the crop circle's kind at (%d,%d) %s", ErrChoice, used, name, cf.Follower.X, cf.Follower.Y, cf.Follower.At))
}
