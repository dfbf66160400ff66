package statetest

import (
	"math"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// playsToEnd: a game answered at random ends, with one score per seat (or
// the team's) and rewards from 0 to 1.
func playsToEnd(t *testing.T, c Config, seed uint64) {
	s := c.New(t, seed)
	steps := play(t, c, s, nil, randomAnswers(seed), nil)
	if len(steps) == 0 {
		t.Fatal("the game ended before its first step")
	}
	if s.Answer(0) == nil {
		t.Error("Answer after the end did not fail")
	}
	if s.Deal() != -1 {
		t.Error("Deal after the end did not return -1")
	}
	if got := s.Scores(nil); len(got) == 0 || len(got) > s.Seats() {
		t.Errorf("Scores gives %d figures for %d seats", len(got), s.Seats())
	}
	deciders := map[int]bool{}
	for _, st := range steps {
		if !st.chance {
			deciders[st.seat] = true
		}
	}
	for seat := range deciders {
		if r := s.Reward(seat); math.IsNaN(r) || r < 0 || r > 1 {
			t.Errorf("Reward(%d) = %v, outside 0 to 1", seat, r)
		}
	}
}

// copyPlaysAlike: at every few decisions the game is cloned, and copied
// into a warm clone; both play on with the original's answers, to the
// same steps and scores.
func copyPlaysAlike(t *testing.T, c Config, seed uint64) {
	s := c.New(t, seed)
	var clones []engine.State
	var from []int
	var warm engine.State
	steps := play(t, c, s, nil, randomAnswers(seed), func(k int, s engine.State) {
		if k%c.every() != 0 {
			return
		}
		clones, from = append(clones, s.Clone()), append(from, k)
		if warm == nil {
			warm = s.Clone()
		}
		// A warm copy, taken over from a later position than the one it
		// holds.
		warm.CopyFrom(s)
		w := s.Clone()
		w.CopyFrom(warm)
		clones, from = append(clones, w), append(from, k)
	})
	want := scoresOf(s)
	for i, cl := range clones {
		k := from[i]
		rest := play(t, c, cl, nil, func(j int, d engine.Decision) int {
			return answersOf(t, steps)(k+j, d)
		}, nil)
		got := decisionsOf(rest, 0)
		sameSteps(t, "a copy taken at decision "+itoa(k), decisionsOf(steps, k), got)
		if g := scoresOf(cl); g != want {
			t.Fatalf("a copy taken at decision %d ends %s, the game %s", k, g, want)
		}
	}
}

// forcedReplay: a game of another seed, forced to the first game's chance
// outcomes and answered alike, takes the same steps to the same scores.
func forcedReplay(t *testing.T, c Config, seed uint64) {
	s := c.New(t, seed)
	steps := play(t, c, s, nil, randomAnswers(seed), nil)
	again := c.New(t, seed+1000)
	got := play(t, c, again, outcomesOf(steps), answersOf(t, steps), nil)
	sameSteps(t, "the game replayed with forced draws", steps, got)
	if a, b := scoresOf(s), scoresOf(again); a != b {
		t.Fatalf("the replay ends %s, the game %s", b, a)
	}
}

// redealKeepsView: dealing again what the deciding seat cannot see leaves
// its decision as it was.
func redealKeepsView(t *testing.T, c Config, seed uint64) {
	s := c.New(t, seed)
	play(t, c, s, nil, randomAnswers(seed), func(k int, s engine.State) {
		if k%c.every() != 0 {
			return
		}
		d := s.Pending()
		want := describe(d)
		cl := s.Clone()
		cl.Redeal(d.Seat(), seed+uint64(k))
		if got := describe(cl.Pending()); got != want {
			t.Fatalf("decision %d after Redeal(%d):\nwant %s\ngot  %s", k, d.Seat(), want, got)
		}
	})
}

// redealDeterministic: two copies dealt again with the same seed play on
// alike; a game played on after Redeal still ends.
func redealDeterministic(t *testing.T, c Config, seed uint64) {
	s := c.New(t, seed)
	play(t, c, s, nil, randomAnswers(seed), func(k int, s engine.State) {
		if k%(3*c.every()) != 1 {
			return
		}
		seat := s.Pending().Seat()
		a, b := s.Clone(), s.Clone()
		a.Redeal(seat, 99+uint64(k))
		b.Redeal(seat, 99+uint64(k))
		sa := play(t, c, a, nil, randomAnswers(uint64(k)), nil)
		sb := play(t, c, b, nil, randomAnswers(uint64(k)), nil)
		sameSteps(t, "two copies dealt again alike", sa, sb)
	})
}

// rolloutEnds: a state with a playout policy of its own plays to its end
// from any decision, and from a copy dealt again.
func rolloutEnds(t *testing.T, c Config, seed uint64) {
	s := c.New(t, seed)
	if _, ok := s.(engine.Rollouter); !ok {
		t.Skip("the ruleset has no playout policy of its own")
	}
	play(t, c, s, nil, randomAnswers(seed), func(k int, s engine.State) {
		if k%c.every() != 0 {
			return
		}
		cl := s.Clone()
		cl.Redeal(s.Pending().Seat(), uint64(k))
		cl.(engine.Rollouter).Rollout()
		if !cl.Over() || cl.Pending() != nil {
			t.Fatalf("a rollout from decision %d did not end the game", k)
		}
	})
}

func itoa(k int) string { return fmtInt(k) }
