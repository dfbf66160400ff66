package mists

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// copyAtPlace is the cooperative bot, writing down its answers, which
// copies the game into copy as the placement of turn at is asked for (in
// the middle of the turn), and keeps the answers taken before: the
// copy's too.
type copyAtPlace struct {
	answers
	at     int
	copy   *Game
	before []string
	taken  bool
}

func (c *copyAtPlace) Choose(g *Game) (int, error) {
	if g.Deciding() == engine.DecidePlacement && g.turns == c.at && !c.taken {
		c.copy.CopyFrom(g)
		c.before = slices.Clone(c.answers.taken)
		c.taken = true
	}
	return c.answers.Choose(g)
}

// TestCopyPlaysOnLikeTheOriginal: a copy (CopyFrom) of a game, taken
// between turns or in the middle of one (at its placement, where the
// search team takes its snapshot), plays on exactly like the original with
// the same team: the same decisions, position, events, scores and
// outcome, on every
// level and at many positions. The copy reuses one twin, which held
// another game before.
func TestCopyPlaysOnLikeTheOriginal(t *testing.T) {
	for level := 1; level <= 6; level++ {
		for _, players := range []int{1, 2, 3} {
			g := newLevel(t, level, players, 99)
			twin := g.NewTwin()
			for seed := uint64(1); seed <= 3; seed++ {
				for _, at := range []int{0, 4, 11, 23} {
					for _, mid := range []bool{false, true} {
						name := fmt.Sprintf("level %d %d players seed %d turn %d", level, players, seed, at)
						if mid {
							name += " at the placement"
						}
						t.Run(name, func(t *testing.T) {
							if err := g.Reset(seed); err != nil {
								t.Fatal(err)
							}
							if !mid {
								played := &answers{Team: &Bot{}}
								for g.turns < at && !g.Over() {
									if err := g.Step(played); err != nil {
										t.Fatal(err)
									}
								}
								twin.CopyFrom(g)
								copied := &answers{Team: &Bot{}, taken: slices.Clone(played.taken)}
								playOn(t, g, played)
								playOn(t, twin, copied)
								sameGame(t, twin, g, copied.taken, played.taken)
								return
							}
							team := &copyAtPlace{answers: answers{Team: &Bot{}}, at: at, copy: twin}
							playOn(t, g, team)
							if !team.taken {
								t.Skipf("the game ended before turn %d", at)
							}
							copied := &answers{Team: &Bot{}, taken: team.before}
							playOn(t, twin, copied)
							sameGame(t, twin, g, copied.taken, team.answers.taken)
						})
					}
				}
			}
		}
	}
}

func playOn(t *testing.T, g *Game, team Team) {
	t.Helper()
	if err := g.Play(team); err != nil {
		t.Fatal(err)
	}
}

// sameGame fails unless got played the game want played: the same
// decisions (the answers each team took, before the copy and after), the
// same position, outcome, ghost series and events.
func sameGame(t *testing.T, got, want *Game, gotAnswers, wantAnswers []string) {
	t.Helper()
	if !slices.Equal(gotAnswers, wantAnswers) {
		t.Errorf("the copy took other decisions:\n got %.400q\nwant %.400q", gotAnswers, wantAnswers)
	}
	if g, w := position(t, got), position(t, want); g != w {
		t.Errorf("the copy stands elsewhere:\n got %.400s\nwant %.400s", g, w)
	}
	if got.Won() != want.Won() || got.Lost() != want.Lost() || !slices.Equal(got.Scores(), want.Scores()) ||
		!slices.Equal(got.Series, want.Series) || !reflect.DeepEqual(got.Events(), want.Events()) {
		t.Errorf("outcome: won %v lost %v scores %v, want won %v lost %v scores %v (or the events or ghost series differ)",
			got.Won(), got.Lost(), got.Scores(), want.Won(), want.Lost(), want.Scores())
	}
}
