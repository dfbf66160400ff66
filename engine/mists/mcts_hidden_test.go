package mists

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// answerLog is a team that writes down what the team it wraps answers.
type answerLog struct {
	Team
	log []string
}

func (a *answerLog) note(kind string, v any) { a.log = append(a.log, fmt.Sprintf("%s %v", kind, v)) }

func (a *answerLog) Place(g *Game, t int, ps []engine.Placement) (int, error) {
	i, err := a.Team.Place(g, t, ps)
	a.note("place "+g.tileID(t), ps[i])
	return i, err
}

func (a *answerLog) Meeple(g *Game, cs []ColourSpot) (int, error) {
	i, err := a.Team.Meeple(g, cs)
	a.note("meeple", i)
	return i, err
}

func (a *answerLog) Score(g *Game, c Completion) (ScoreChoice, error) {
	ch, err := a.Team.Score(g, c)
	a.note("score", ch)
	return ch, err
}

func (a *answerLog) Bury(g *Game, gy int, ms []MeepleRef) (int, error) {
	i, err := a.Team.Bury(g, gy, ms)
	a.note("bury", i)
	return i, err
}

func (a *answerLog) Graveyard(g *Game, open []int) (int, error) {
	i, err := a.Team.Graveyard(g, open)
	a.note("graveyard", i)
	return i, err
}

func (a *answerLog) Dog(g *Game, dog int, ms []MeepleRef) (DogChoice, error) {
	ch, err := a.Team.Dog(g, dog, ms)
	a.note("dog", ch)
	return ch, err
}

func (a *answerLog) FaceDown(g *Game, cells []int32) (int, error) {
	i, err := a.Team.FaceDown(g, cells)
	a.note("face-down", i)
	return i, err
}

// TestSearchSeesNoHiddenState: two games that differ only in what the team
// cannot see — the order of the tiles still to draw, all but the next one
// — get the same decisions from the search team over a whole turn, on
// levels with and without stacks, graveyards and face-down tiles.
func TestSearchSeesNoHiddenState(t *testing.T) {
	compared := 0
	for _, level := range []int{1, 3, 5} {
		for seed := uint64(1); seed <= 3; seed++ {
			for _, at := range []int{3, 9} {
				t.Run(fmt.Sprintf("level %d seed %d turn %d", level, seed, at), func(t *testing.T) {
					a := newLevel(t, level, 2, seed)
					a.SetRecording(false)
					for a.turns < at && !a.Over() {
						if err := a.Step(&Bot{}); err != nil {
							t.Fatal(err)
						}
					}
					if a.Over() {
						t.Skip("the game ended first")
					}
					b := otherPileOrder(t, a)
					var logs [2][]string
					for i, g := range []*Game{a, b} {
						team := &answerLog{Team: NewMCTS(40)}
						if err := g.Step(team); err != nil {
							t.Fatal(err)
						}
						logs[i] = team.log
					}
					if !slices.Equal(logs[0], logs[1]) {
						t.Errorf("the decisions differ with another order of the pile:\n%v\n%v", logs[0], logs[1])
					}
					compared++
				})
			}
		}
	}
	if compared < 10 {
		t.Errorf("only %d positions compared", compared)
	}
}

// otherPileOrder returns a copy of g whose tiles still to draw, after the
// next one, lie in another order; its random source is g's.
func otherPileOrder(t *testing.T, g *Game) *Game {
	t.Helper()
	b := g.NewTwin()
	next := g.core.PileTile(g.core.Drawn())
	for s := range uint64(10000) {
		b.CopyFrom(g)
		b.core.Rand().Seed(s, 1)
		b.core.DeterminizeFor(0)
		if b.core.PileTile(b.core.Drawn()) != next {
			continue
		}
		differ := false
		for i := b.core.Drawn() + 1; i < b.core.PileSize(); i++ {
			differ = differ || b.core.PileTile(i) != g.core.PileTile(i)
		}
		if differ {
			*b.core.Rand() = *g.core.Rand()
			return b
		}
	}
	t.Fatal("no other order of the pile keeps the next tile")
	return nil
}
