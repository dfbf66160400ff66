package classic

import "github.com/tilesmith/tilesmith/engine"

// The fast path. A turn is:
//
//	for g.Begin() {
//		ps := g.AppendPlacements(buf[:0]) // legal placements of the hand
//		g.PlaceUnchecked(ps[i])
//		spots := g.AppendSpots(sbuf[:0]) // free features of the new tile
//		g.DeployUnchecked(spots[j])        // optional
//		g.EndTurn()                        // scores, next seat
//	}
//
// Begin, EndTurn and the Append* calls are safe; the *Unchecked calls trust
// that their argument came from the matching Append* call of this turn.
// The checked path of records (engine/format1/classicmoves) takes a Move
// and explains what is wrong with it.

// Begin starts the current seat's turn: it fills the seat's hand from the
// pile, setting aside tiles that fit nowhere. It returns false, after
// running final scoring, when the game is over.
func (g *Game) Begin() bool {
	if g.Over() {
		return false
	}
	for {
		if g.fillHand() {
			return true
		}
		if g.nextSeatWithTiles() {
			continue
		}
		g.End()
		return false
	}
}

// fillHand draws the current seat up to its hand size, dealing with tiles
// that fit nowhere, and reports whether the seat has a placeable tile.
func (g *Game) fillHand() bool {
	for {
		switch g.settleHand() {
		case handDraw:
			g.dealToHand()
		case handReady:
			return true
		default:
			return false
		}
	}
}

// AppendPlacements appends every legal placement of every distinct tile in
// the current hand.
func (g *Game) AppendPlacements(buf []engine.Placement) []engine.Placement {
	return g.AppendHandPlacements(buf, g.hands[g.current])
}

// CountPlacements returns how many placements AppendPlacements would list.
func (g *Game) CountPlacements() int { return g.sampler.Count(g.Table(), g.hands[g.current]) }

// RandomPlacement returns a placement drawn uniformly from the list
// AppendPlacements would give, with the game's random source, without
// listing it (engine.HandSampler.Random).
func (g *Game) RandomPlacement() engine.Placement {
	return g.sampler.Random(g.Table(), g.hands[g.current], g.Rand())
}

// PlaceUnchecked places a tile from the current hand. Fast path: p must
// come from AppendPlacements this turn.
func (g *Game) PlaceUnchecked(p engine.Placement) {
	seat := g.current
	h := g.hands[seat]
	for i, t := range h {
		if t == p.Tile {
			g.hands[seat] = append(h[:i], h[i+1:]...)
			break
		}
	}
	g.PlaceAt(p, seat)
	g.deployed = false
	if g.holeBonus && g.Surrounded(p.Cell) {
		g.holeFilled = true
	}
}

// AppendSpots appends the features of the tile just placed where the
// current seat may put a follower (engine.Game.AppendSpotsFor); none once
// a follower went on it, or when the seat's supply is empty.
func (g *Game) AppendSpots(buf []engine.Spot) []engine.Spot {
	if g.deployed {
		return buf
	}
	return g.AppendSpotsFor(buf, g.current)
}

// DeployUnchecked puts one of the current seat's followers on a spot. Fast
// path: s must come from AppendSpots this turn.
func (g *Game) DeployUnchecked(s engine.Spot) {
	g.DeployFor(s, g.current)
	g.deployed = true
}

// EndTurn scores what the turn completed and passes the turn on (or gives
// the seat another turn when the rules grant one).
func (g *Game) EndTurn() {
	g.ScoreCompleted()
	g.PassTurn()
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
	g.current = (g.current + 1) % len(g.Players())
}
