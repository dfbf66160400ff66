package mists

import (
	"fmt"
	"slices"
	"testing"
)

// replayProbe is the search team, which before each decision of a turn
// after the placement replays the turn to that decision in a game of its
// own, as a playout does, and checks that the replay reached the real
// position with the same options.
type replayProbe struct {
	*MCTS
	t       *testing.T
	scratch *Game
	checked map[string]int
}

// check replays to the decision of g whose options the replay's game
// must hold as same says.
func (p *replayProbe) check(g *Game, kind string, same func(s *Game) bool) {
	p.t.Helper()
	if !p.inTurn(g) {
		p.t.Fatalf("a %s decision outside the turn the search team saw start", kind)
	}
	if p.scratch == nil {
		p.scratch = g.NewTwin()
	}
	reached := false
	p.script.reached = func(s *Game) {
		reached = true
		if d := positionDiff(s, g); d != "" {
			p.t.Errorf("turn %d, %s: the replay reached another position: %s", g.turns, kind, d)
		}
		if !same(s) {
			p.t.Errorf("turn %d, %s: the replay's decision has other options", g.turns, kind)
		}
	}
	p.replay(p.scratch, 0, 7, false)
	p.script.reached = nil
	if !reached {
		p.t.Errorf("turn %d: the replay never reached the %s decision", g.turns, kind)
	}
	p.checked[kind]++
}

func (p *replayProbe) Bury(g *Game, gy int, ms []MeepleRef) (int, error) {
	p.check(g, "bury", func(s *Game) bool { return slices.Equal(s.buf.meeples, ms) })
	return p.MCTS.Bury(g, gy, ms)
}

func (p *replayProbe) Graveyard(g *Game, open []int) (int, error) {
	p.check(g, "graveyard", func(s *Game) bool { return slices.Equal(s.buf.open, open) })
	return p.MCTS.Graveyard(g, open)
}

func (p *replayProbe) Meeple(g *Game, cs []ColourSpot) (int, error) {
	p.check(g, "meeple", func(s *Game) bool { return slices.Equal(s.buf.choices, cs) })
	return p.MCTS.Meeple(g, cs)
}

func (p *replayProbe) Score(g *Game, c Completion) (ScoreChoice, error) {
	p.check(g, "score", func(s *Game) bool { return s.scoreOptions() == g.scoreOptions() })
	return p.MCTS.Score(g, c)
}

func (p *replayProbe) ScoreTo(g *Game, colour, points int) (int, error) {
	p.check(g, "score-to", func(s *Game) bool { return slices.Equal(s.scoreColour, g.scoreColour) })
	return p.MCTS.ScoreTo(g, colour, points)
}

func (p *replayProbe) Dog(g *Game, dog int, ms []MeepleRef) (DogChoice, error) {
	p.check(g, "dog", func(s *Game) bool { return slices.Equal(s.buf.meeples, ms) })
	return p.MCTS.Dog(g, dog, ms)
}

func (p *replayProbe) FaceDown(g *Game, cells []int32) (int, error) {
	p.check(g, "face-down", func(s *Game) bool { return slices.Equal(s.buf.cells, cells) })
	return p.MCTS.FaceDown(g, cells)
}

// TestReplayReachesTheRealPosition: a playout's replay of the turn so far
// (the snapshot at the placement, then the decisions taken) reaches the
// position of the real game at each later decision of the turn — the
// same board, meeples, ghosts, fog, scores, dogs, graveyards and pile, and
// the same options — on every level.
func TestReplayReachesTheRealPosition(t *testing.T) {
	checked := map[string]int{}
	for level := 1; level <= 6; level++ {
		for _, players := range []int{1, 2, 3} {
			seeds := []uint64{1, 2, 3}
			if level == 6 {
				seeds = levelSixSeeds(40) // Level 6 games are short, and few reach a score-to decision
			}
			for _, seed := range seeds {
				t.Run(fmt.Sprintf("level %d %d players seed %d", level, players, seed), func(t *testing.T) {
					g := newLevel(t, level, players, seed)
					p := &replayProbe{MCTS: NewMCTS(6), t: t, checked: checked}
					if err := g.Play(p); err != nil {
						t.Fatal(err)
					}
				})
			}
		}
	}
	t.Logf("decisions checked: %v", checked)
	for _, kind := range []string{"bury", "graveyard", "meeple", "score", "score-to", "dog", "face-down"} {
		if checked[kind] == 0 {
			t.Errorf("no %s decision was checked", kind)
		}
	}
}

// positionDiff says how the position of game a differs from b's, "" when
// it does not: what the team sees, and the pile (a replay without a new
// deal draws what the real game drew).
func positionDiff(a, b *Game) string {
	ab, bb := a.core.Board(), b.core.Board()
	if len(ab) != len(bb) {
		return fmt.Sprintf("%d tiles on the board, want %d", len(ab), len(bb))
	}
	for i := range ab {
		x, y := ab[i], bb[i]
		if x.X != y.X || x.Y != y.Y || x.FaceDown != y.FaceDown || !x.FaceDown && (x.Tile != y.Tile || x.Rot != y.Rot) {
			return fmt.Sprintf("placed tile %d is %+v, want %+v", i, x, y)
		}
		oa, ba, fa := a.CloudOpen(i)
		ob, bb, fb := b.CloudOpen(i)
		if oa != ob || ba != bb || fa != fb {
			return fmt.Sprintf("the cloud of placed tile %d differs", i)
		}
	}
	switch {
	case !slices.Equal(a.core.Followers(), b.core.Followers()):
		return fmt.Sprintf("meeples %v, want %v", a.core.Followers(), b.core.Followers())
	case !slices.Equal(a.ghosts, b.ghosts) || a.supply != b.supply || a.onBoard != b.onBoard:
		return fmt.Sprintf("ghosts %v (supply %d), want %v (supply %d)", a.ghosts, a.supply, b.ghosts, b.supply)
	case !slices.Equal(a.scores, b.scores) || a.next != b.next || !slices.Equal(a.dogs, b.dogs):
		return fmt.Sprintf("scores %v, dogs %v, want %v, %v", a.scores, a.dogs, b.scores, b.dogs)
	case !slices.Equal(a.graves, b.graves) || len(a.buried) != len(b.buried):
		return fmt.Sprintf("graveyards %v, want %v", a.graves, b.graves)
	case a.turns != b.turns || a.current != b.current || a.stack != b.stack || a.over != b.over:
		return fmt.Sprintf("turn %d seat %d stack %d, want %d %d %d", a.turns, a.current, a.stack, b.turns, b.current, b.stack)
	case a.core.Drawn() != b.core.Drawn():
		return fmt.Sprintf("%d tiles drawn, want %d", a.core.Drawn(), b.core.Drawn())
	}
	for c := range a.colours {
		if a.core.Supply(c) != b.core.Supply(c) {
			return fmt.Sprintf("colour %d has %d meeples in its supply, want %d", c, a.core.Supply(c), b.core.Supply(c))
		}
	}
	for i := a.core.Drawn(); i < a.core.PileSize(); i++ {
		if a.core.PileTile(i) != b.core.PileTile(i) {
			return fmt.Sprintf("pile position %d differs", i)
		}
	}
	return ""
}
