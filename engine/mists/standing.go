package mists

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// Core is the core game underneath the match (engine.Viewer).
func (m *Match) Core() *engine.Game { return m.g.core }

// Standing says how the team stands (engine.Stander): the score figures,
// the level's progress and goal, ghosts on the board and in the supply,
// the active stack and the dogs.
func (m *Match) Standing() engine.Standing { return m.g.Standing() }

// Standing says how the team stands, in people's words.
func (g *Game) Standing() engine.Standing {
	s := engine.Standing{Over: g.over}
	for i, c := range g.scoreColour {
		name := "team"
		if c >= 0 {
			name = Colours[c]
		}
		s.Scores = append(s.Scores, engine.SeatScore{Name: name, Points: g.scores[i]})
	}
	stack, left := g.StackLeft()
	s.Facts = []engine.Fact{
		{Label: "Level", Value: fmt.Sprint(g.Level())},
		{Label: "Progress", Value: fmt.Sprintf("%d of %d points", g.Progress(), g.Rules.Level.Goal)},
		{Label: "Ghosts on the board", Value: fmt.Sprint(g.onBoard)},
		{Label: "Ghosts in the supply", Value: fmt.Sprint(g.supply)},
		{Label: "Tiles left", Value: fmt.Sprint(g.core.Pile().Remaining())},
	}
	if len(g.bounds) > 1 {
		s.Facts = append(s.Facts, engine.Fact{Label: "Stack", Value: fmt.Sprintf("%d of %d, %d tiles left in it", stack+1, len(g.bounds), left)})
	}
	if len(g.dogs) > 0 {
		var dogs []string
		for i, d := range g.dogs {
			state := "not reached"
			if i < g.next {
				state = "reached"
			}
			if _, on := g.DogAt(i); on {
				state = "on the board"
			}
			dogs = append(dogs, d.name+": "+state)
		}
		s.Facts = append(s.Facts, engine.Fact{Label: "Dogs", Value: strings.Join(dogs, "; ")})
	}
	switch {
	case g.won:
		s.Result = fmt.Sprintf("The team won level %d in %d turns", g.Level(), g.turns)
	case g.over:
		s.Result = fmt.Sprintf("The team lost level %d: %s", g.Level(), lossWords[g.lost])
	default:
		s.Result = fmt.Sprintf("Turn %d: %d of %d points", g.turns+1, g.Progress(), g.Rules.Level.Goal)
	}
	return s
}

// lossWords says why the team lost.
var lossWords = [...]string{
	NotLost:       "",
	LostGhosts:    "ghosts had to be placed but the supply was short",
	LostNoTiles:   "a tile had to be drawn but none was left",
	LostThreshold: "a stack ran out before the score reached its dog",
}
