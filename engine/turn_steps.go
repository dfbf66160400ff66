package engine

import "github.com/tilesmith/tilesmith/schema"

// The steps of the core's turn after its placement: score what it
// completed, then pass the turn. Classic's turn is these steps in a row
// (EndTurn, and Play: PlayUnscored, EndTurn, FinishPlay); a ruleset that
// wraps classic (Messages) takes the same steps with its own choices in
// between — a round of scoring followed by choices of the active seat, and
// even another tile of the same turn, before the next seat moves.

// ScoreCompleted scores what the latest placement completed (the rules'
// ScoreTurn): the first half of EndTurn. A module may place another tile
// while the rules score (Messages' "one more tile") and score it with a
// nested call.
func (g *Game) ScoreCompleted() {
	g.rules.ScoreTurn(g, g.completed)
	g.completed = g.completed[:0]
}

// PassTurn passes the turn to the next seat, or gives the seat another
// turn when a tile it placed this turn filled a hole under the
// holeBonusTurn house rule: the second half of EndTurn.
func (g *Game) PassTurn() {
	bonus := g.holeFilled
	g.holeFilled = false
	if bonus {
		return
	}
	g.current = (g.current + 1) % len(g.names)
}

// PlayExtra is the checked path's extra tile: the
// current seat draws one more tile in the middle of its turn and plays
// move m with it (a placement, with its follower if any, or a tile set
// aside because it fits nowhere); the rules do not score it — the caller
// scores it with ScoreCompleted. It returns ErrNothingToDraw when no tile
// is left to draw or held, and a *MoveError when m is not legal.
func (g *Game) PlayExtra(m Move) error {
	seat := g.current
	if g.held[seat] == 0 && g.pile.Remaining() == g.heldTotal() {
		return moveErrorf(m, ErrNothingToDraw, "no tile is left to draw for one more tile")
	}
	if g.pile.Remaining() > g.heldTotal() {
		g.held[seat]++
		g.stats[seat].Drawn++
	}
	return g.playTile(m)
}

// LogLen is the number of moves played so far (placements and tiles set
// aside): a module that keeps its own record notes its choices against it.
func (g *Game) LogLen() int { return len(g.log) }

// ReturnFollower takes one follower off node n and puts it back in its
// owner's supply, leaving the others on the feature; false when none
// stands on n itself.
func (g *Game) ReturnFollower(n Node) (Follower, bool) {
	f, ok := g.RemoveFollower(n)
	if ok {
		g.supply[f.Player]++
	}
	return f, ok
}

// AwardBonus gives seat points that no feature's own scoring gives — a
// module's or a ruleset's own (a message's seal, a message that scores a
// feature for one seat, a tower, a guard) — and records the event with
// source as its kind, in phase. n, when not NoNode, is the feature the
// points are for: the event lists its tiles. The points count in the
// seat's score but in no kind's column of its stats.
func (g *Game) AwardBonus(seat, points int, phase Phase, source string, n Node, detail string) {
	if points == 0 {
		return
	}
	g.score[seat] += points
	if !g.setup.Events {
		return
	}
	e := Event{Move: len(g.log) + g.placedAt, Phase: phase, Kind: schema.Kind(source), Points: points, Detail: detail, Players: []int{seat}}
	if n != NoNode {
		e.Tiles = g.tilesOf(n)
	}
	g.events = append(g.events, e)
}

// NoNode stands for no feature.
const NoNode Node = -1

// CanDrawExtra reports whether the current seat could play one more tile
// in the middle of its turn: it holds one, or one is left to draw.
func (g *Game) CanDrawExtra() bool {
	seat := g.current
	return !g.over && (len(g.hands[seat]) > 0 || g.held[seat] > 0 || g.pile.Remaining() > g.heldTotal())
}
