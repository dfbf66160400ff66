package mists

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// Level 6's separate score meeples. mists.md: "3 score meeples of 3
// chosen colours ... With 3–5 players the score meeples come out of
// players' supplies (those colours keep one meeple fewer), and the team
// chooses the scoring colours." Seed: "ia 3 meepleși în 3 culori, care iau
// parte la joc ... Tu alegi culorile meepleșilor" and "În jocurile solo și
// cele cu 2 jucători, nu luați cei 3 meepleși din rezervele voastre
// personale, ci din cutia de joc."
//
// The team chooses at set-up, before the first tile (the score colours
// decision).

// defaultScoreColours puts the separate score meeples, until the team
// chooses, on the first colours in play.
func (g *Game) defaultScoreColours() {
	for i := range g.scoreColour {
		if g.scoreColour[i] >= 0 {
			g.scoreColour[i] = i
		}
	}
	g.scoreChosen = g.Rules.Level.SeparateScores == 0
}

// setScoreColours sets up the score meeples in the colours the team
// chose, or says why it cannot; then the first turn starts.
func (g *Game) setScoreColours(cols []int) error {
	n := g.Rules.Level.SeparateScores
	if len(cols) != n {
		return fmt.Errorf("level %d has %d score meeples, but the team chose %d colour(s)", g.Level(), n, len(cols))
	}
	for i, c := range cols {
		if c < 0 || c >= g.colours || slices.Contains(cols[:i], c) {
			return fmt.Errorf("the team chose score colours %s: want %d different colours of the %d in play", engine.Numbers(cols), n, g.colours)
		}
		if g.fromSupplies() && g.core.Supply(c) < 1 {
			return fmt.Errorf("%s has no meeple left in its supply for its score meeple", Colours[c])
		}
	}
	copy(g.scoreColour, cols)
	g.scoreChosen = true
	if g.fromSupplies() {
		for _, c := range cols {
			g.core.TakeFromSupply(c) // checked above
		}
	}
	g.t.phase = phaseTurn
	g.advance()
	return nil
}

// colourChoiceOf is the option of the score colours decision that names
// cols, -1 when none does.
func (g *Game) colourChoiceOf(cols []int) int {
	return slices.IndexFunc(g.colourChoices, func(c []int) bool { return slices.Equal(c, cols) })
}

// fromSupplies reports whether the score meeples come out of the
// colours' supplies (3 or more players) rather than the box.
func (g *Game) fromSupplies() bool { return len(g.names) > 2 }

// picks returns the game's buffer for a team's choice of n colours.
func (g *Game) picks(n int) []int {
	g.buf.picks = slices.Grow(g.buf.picks[:0], n)[:n]
	return g.buf.picks
}

// ScoreColours spreads the score meeples through the turn order: the
// colours in play taken seat by seat (every player's first colour, then
// every player's second, ...), n of them evenly spaced. So the colours
// whose points the team may send to the lagging score meeple come up
// between the others, and with 2 players each player moves a score
// meeple.
func (b *Bot) scoreColours(g *Game, n int) int {
	order := g.picks(g.colours)[:0]
	for k := range g.perPlayer {
		for seat := range g.names {
			order = append(order, seat*g.perPlayer+k)
		}
	}
	for i := range n {
		order[i] = order[i*len(order)/n] // i*len/n >= i: not yet overwritten
	}
	return g.colourChoiceOf(order[:n])
}

// ScoreColours chooses n different colours at random.
func (RandomTeam) scoreColours(g *Game, n int) int {
	perm := g.picks(g.colours)
	for i := range perm {
		perm[i] = i
	}
	for i := range n {
		j := i + g.core.Rand().IntN(len(perm)-i)
		perm[i], perm[j] = perm[j], perm[i]
	}
	return g.colourChoiceOf(perm[:n])
}
