package mists

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// playoutStream is the random stream of a playout's game, apart from the
// real game's.
const playoutStream = 0x6d69737473

// playout plays option of the decision being searched on the draw'th deal
// of what the team cannot see, and the game on to its end, and returns the
// reward.
func (m *MCTS) playout(option int, draw uint64) float64 {
	s := m.scratch
	if len(m.cands) > 0 {
		option = m.cands[option]
	}
	m.replay(s, option, draw, true)
	if err := s.Play(&m.script); err != nil {
		panic(fmt.Sprintf("mists: a playout stopped: %v", err)) // the search and its policy never refuse
	}
	m.Steps += int64(s.turns - m.at.turns)
	return reward(s)
}

// replay copies the snapshot into s and plays the turn's decisions taken
// so far, then option, to the end of that decision's turn: with deal set,
// on the draw'th deal of what the team cannot see, otherwise (tests) on the
// real game's. The script then answers with its policy.
func (m *MCTS) replay(s *Game, option int, draw uint64, deal bool) {
	s.copyFrom(m.snap, false)
	s.core.Rand().Seed(draw, playoutStream)
	if deal {
		s.dealUnseen(m.pool, m.downs)
	}
	m.script.reset(m.answers, option)
	if m.at.kind != snapTurn {
		return
	}
	if err := s.playTurn(m.at.tile, m.at.sy, &m.script); err != nil {
		panic(fmt.Sprintf("mists: a playout's turn stopped: %v", err))
	}
}

// reward is a finished game's worth to the team, from 0 to 1: a win is
// worth 0.8 and up to 0.2 more with the ghosts left in the supply (a win
// with room to spare); a loss is worth up to 0.6, by how far the score
// got towards the goal (Progress: the lowest score meeple on Level 6,
// where the dogs' thresholds count for it too). So every win is worth more
// than every loss, and among losses the one nearer the goal counts more:
// on the harder levels nearly every playout loses, and the progress still
// tells the options apart.
func reward(g *Game) float64 {
	if g.won {
		return 0.8 + 0.2*float64(g.supply)/float64(max(g.Rules.Level.Ghosts, 1))
	}
	goal := max(g.Rules.Level.Goal, 1)
	return 0.6 * float64(min(g.Progress(), goal)) / float64(goal)
}

// script is the team of a playout: it answers the turn's decisions taken
// so far as they were taken, then the option searched, then leaves every
// later decision to its policy.
type script struct {
	answers []int
	pos     int
	option  int
	policy  Team
	// colours are the options of the score meeples' colours.
	colours [][]int
	// reached, when set (tests), sees the game as the searched decision
	// is put to the script.
	reached func(*Game)
}

func (s *script) reset(answers []int, option int) {
	s.answers, s.pos, s.option = answers, 0, option
}

// next returns the scripted option of the next decision; false when the
// policy answers it.
func (s *script) next(g *Game) (int, bool) {
	i := s.pos
	s.pos++
	switch {
	case i < len(s.answers):
		return s.answers[i], true
	case i == len(s.answers):
		if s.reached != nil {
			s.reached(g)
		}
		return s.option, true
	}
	return 0, false
}

func (s *script) ScoreColours(g *Game, n int) ([]int, error) {
	if i, ok := s.next(g); ok {
		return s.colours[i], nil
	}
	return s.policy.ScoreColours(g, n)
}

func (s *script) Place(g *Game, t int, ps []engine.Placement) (int, error) {
	if i, ok := s.next(g); ok {
		return i, nil
	}
	return s.policy.Place(g, t, ps)
}

func (s *script) Bury(g *Game, graveyard int, ms []MeepleRef) (int, error) {
	if i, ok := s.next(g); ok {
		return i, nil
	}
	return s.policy.Bury(g, graveyard, ms)
}

func (s *script) Graveyard(g *Game, open []int) (int, error) {
	if i, ok := s.next(g); ok {
		return i, nil
	}
	return s.policy.Graveyard(g, open)
}

func (s *script) Meeple(g *Game, cs []ColourSpot) (int, error) {
	if i, ok := s.next(g); ok {
		return i - 1, nil
	}
	return s.policy.Meeple(g, cs)
}

func (s *script) Score(g *Game, c Completion) (ScoreChoice, error) {
	if i, ok := s.next(g); ok {
		return g.scoreOption(i), nil
	}
	return s.policy.Score(g, c)
}

func (s *script) ScoreTo(g *Game, colour, points int) (int, error) {
	if i, ok := s.next(g); ok {
		return i, nil
	}
	return s.policy.ScoreTo(g, colour, points)
}

func (s *script) Dog(g *Game, dog int, ms []MeepleRef) (DogChoice, error) {
	if i, ok := s.next(g); ok {
		o := g.dogOptions(ms)[i]
		return DogChoice{Meeple: o.meeple, Clears: o.clears}, nil
	}
	return s.policy.Dog(g, dog, ms)
}

func (s *script) FaceDown(g *Game, cells []int32) (int, error) {
	if i, ok := s.next(g); ok {
		return i, nil
	}
	return s.policy.FaceDown(g, cells)
}
