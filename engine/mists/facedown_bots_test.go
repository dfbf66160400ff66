package mists

import (
	"fmt"
	"testing"
)

// faceDownSpy checks every choice of a face-down cell its team is offered.
type faceDownSpy struct {
	Team
	offered, laid, corner int
}

func (s *faceDownSpy) Choose(g *Game) (int, error) {
	if g.Deciding() != DecideFaceDown {
		return s.Team.Choose(g)
	}
	for _, c := range g.buf.cells {
		s.offered++
		if !g.edgeContact(c) {
			s.corner++
		}
	}
	s.laid++
	return s.Team.Choose(g)
}

// TestBotsLayFaceDownAlongAnEdge plays Levels 5 and 6 with both teams:
// the cells offered for face-down tiles, and so the teams' choices, all
// share an edge with a placed tile (before the fix, 42% of the face-down
// tiles touched the board only at a corner). The same rule as
// TestFaceDownTouchesAnEdge.
func TestBotsLayFaceDownAlongAnEdge(t *testing.T) {
	for _, level := range []int{5, 6} {
		for _, team := range []struct {
			name string
			t    Team
		}{{"coop", &Bot{}}, {"random", RandomTeam{}}} {
			t.Run(fmt.Sprintf("level-%d/%s", level, team.name), func(t *testing.T) {
				spy := &faceDownSpy{Team: team.t}
				g := newLevel(t, level, 2, 1)
				g.SetEvents(false)
				for seed := range uint64(100) {
					if err := g.Reset(seed); err != nil {
						t.Fatal(err)
					}
					if err := g.Play(spy); err != nil {
						t.Fatal(err)
					}
				}
				t.Logf("%d face-down tiles, %d cells offered", spy.laid, spy.offered)
				if spy.laid == 0 {
					t.Fatal("no tile was laid face down in 100 games")
				}
				if spy.corner > 0 {
					t.Errorf("%d of %d cells offered for %d face-down tiles touch the board only at corners", spy.corner, spy.offered, spy.laid)
				}
			})
		}
	}
}
