package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// A record's crop circles: the action is written on its tile's move, and
// the record chooser finds that move by the mark its round began with.

// roundStart names the tile move whose round begins, for its crop circle.
func (rc *recordChooser) roundStart() int { return rc.tile }

func (rc *recordChooser) cropChoice(g *Game, k, mark int) (bool, error) {
	m := rc.moves[mark]
	if m.CropCircle == nil {
		return false, atMove(mark+1, fmt.Errorf("%w: tile %s has a crop circle and crop circles are played: give \"cropCircle\": {\"choice\": %q or %q, \"followers\": [...]}", ErrChoice, m.Tile, CropDeploy, CropRemove))
	}
	rc.cropAsked[mark] = true
	return m.CropCircle.Choice == CropDeploy, nil
}

func (rc *recordChooser) cropFollower(g *Game, seat int, deploy bool, fs []engine.Follower, mark int) (int, error) {
	cm := rc.moves[mark].CropCircle
	name := g.core.Players()[seat]
	used := rc.cropUsed[mark]
	if used >= len(cm.Followers) {
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\": %s acts next (%s): add {\"player\": %q, \"follower\": {\"x\", \"y\", \"at\"}}", ErrChoice, name, cm.Choice, name))
	}
	cf := cm.Followers[used]
	used++
	rc.cropUsed[mark] = used
	switch {
	case cf.Player != name:
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d names %s, but %s acts then", ErrChoice, used, cf.Player, name))
	case cf.Follower == nil && !deploy:
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d: with \"remove\" %s must take a follower back: name it in \"follower\"", ErrChoice, used, name))
	case cf.Follower == nil:
		return -1, nil
	}
	for i, f := range fs {
		if *followerAt(g.core, f.Node) == *cf.Follower {
			return i, nil
		}
	}
	return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d: %s has no follower of the crop circle's kind at (%d,%d) %s", ErrChoice, used, name, cf.Follower.X, cf.Follower.Y, cf.Follower.At))
}
