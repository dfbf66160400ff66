// Package statetest checks that a ruleset's game keeps the promises of
// engine.State: it plays to its end, a copy at any decision plays on
// exactly as the original, forced chance outcomes replay a game dealt
// otherwise, dealing again what the deciding seat cannot see leaves its
// decision as it was, and the hot path allocates nothing. Every ruleset's
// tests run it on its own games.
package statetest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// Config says which games to check.
type Config struct {
	// New starts a game of the ruleset with the seed.
	New func(t testing.TB, seed uint64) engine.State
	// Seeds are the games checked (3 when empty).
	Seeds []uint64
	// Every is how often a game is copied, in decisions (7 when 0).
	Every int
	// MaxDecisions stops a game that goes on longer (100000 when 0).
	MaxDecisions int
}

func (c Config) seeds() []uint64 {
	if len(c.Seeds) == 0 {
		return []uint64{1, 2, 3}
	}
	return c.Seeds
}

func (c Config) every() int { return cmpOr(c.Every, 7) }

func (c Config) maxDecisions() int { return cmpOr(c.MaxDecisions, 100000) }

func cmpOr(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

// Check runs every check, each as a named subtest.
func Check(t *testing.T, c Config) {
	t.Helper()
	checks := []struct {
		name string
		run  func(t *testing.T, c Config, seed uint64)
	}{
		{"plays to its end", playsToEnd},
		{"a copy plays on alike", copyPlaysAlike},
		{"forced draws replay the game", forcedReplay},
		{"redeal keeps the decider's view", redealKeepsView},
		{"redeal is fixed by its seed", redealDeterministic},
		{"rollout ends the game", rolloutEnds},
	}
	for _, ch := range checks {
		t.Run(ch.name, func(t *testing.T) {
			for _, seed := range c.seeds() {
				t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) { ch.run(t, c, seed) })
			}
		})
	}
}

// step is one step of a game: a chance outcome or a decision answered.
type step struct {
	chance bool
	kind   string
	seat   int
	n      int
	answer int
	json   string
}

func (s step) String() string {
	if s.chance {
		return fmt.Sprintf("chance %s → %s", s.kind, s.json)
	}
	return fmt.Sprintf("%s by seat %d: option %d of %d %s", s.kind, s.seat, s.answer, s.n, s.json)
}

// play plays s on to its end, dealing chance events as dealt (or as
// forced, when forced is not nil, in order) and answering each decision
// with answer(k, d), k counting decisions from 0; at each decision, before
// answering, at(k, s) runs when not nil. It returns the steps.
func play(t testing.TB, c Config, s engine.State, forced []int, answer func(k int, d engine.Decision) int, at func(k int, s engine.State)) []step {
	t.Helper()
	var steps []step
	f := 0
	for k := 0; ; k++ {
		if k > c.maxDecisions() {
			t.Fatalf("the game goes on past %d decisions", c.maxDecisions())
		}
		for ev := s.Chance(); ev != nil; ev = s.Chance() {
			var o int
			if forced != nil {
				if f >= len(forced) {
					t.Fatalf("step %d: a chance event (%s) the game as dealt did not have", len(steps), ev.Kind())
				}
				o = forced[f]
				f++
				if err := s.Force(o); err != nil {
					t.Fatalf("step %d: Force(%d) of %s: %v", len(steps), o, ev.Kind(), err)
				}
			} else {
				o = s.Deal()
				if o < 0 || o >= ev.Outcomes() {
					t.Fatalf("step %d: Deal of %s returned %d, outside its %d outcomes", len(steps), ev.Kind(), o, ev.Outcomes())
				}
			}
			steps = append(steps, step{chance: true, kind: string(ev.Kind()), answer: o, json: ev.Outcome(o).JSON})
		}
		d := s.Pending()
		if d == nil {
			if !s.Over() {
				t.Fatalf("step %d: no decision is pending, but the game is not over", len(steps))
			}
			return steps
		}
		if s.Over() {
			t.Fatalf("step %d: the game is over, but a %s decision is pending", len(steps), d.Kind())
		}
		if d.Options() < 1 {
			t.Fatalf("step %d: a %s decision with no option", len(steps), d.Kind())
		}
		if at != nil {
			at(k, s)
		}
		i := answer(k, d)
		steps = append(steps, step{kind: string(d.Kind()), seat: d.Seat(), n: d.Options(), answer: i, json: d.Option(i).JSON})
		if err := s.Answer(i); err != nil {
			t.Fatalf("step %d: answer %d of %s: %v", len(steps), i, d.Kind(), err)
		}
	}
}

// randomAnswers answers uniformly at random, fixed by seed.
func randomAnswers(seed uint64) func(int, engine.Decision) int {
	rng := engine.NewRand(seed, 0x73746174)
	return func(_ int, d engine.Decision) int { return rng.IntN(d.Options()) }
}

// answersOf answers as steps did, decision by decision.
func answersOf(t testing.TB, steps []step) func(int, engine.Decision) int {
	var answers []int
	for _, s := range steps {
		if !s.chance {
			answers = append(answers, s.answer)
		}
	}
	return func(k int, d engine.Decision) int {
		if k >= len(answers) {
			t.Fatalf("decision %d (%s): the game played first had ended", k, d.Kind())
		}
		if answers[k] >= d.Options() {
			t.Fatalf("decision %d (%s): option %d of the game played first is missing (%d options)", k, d.Kind(), answers[k], d.Options())
		}
		return answers[k]
	}
}

// outcomesOf lists the chance outcomes of steps, in order.
func outcomesOf(steps []step) []int {
	out := []int{}
	for _, s := range steps {
		if s.chance {
			out = append(out, s.answer)
		}
	}
	return out
}

// decisionsOf lists the decision steps of steps from decision k on.
func decisionsOf(steps []step, k int) []step {
	var out []step
	for _, s := range steps {
		if !s.chance {
			out = append(out, s)
		}
	}
	return out[k:]
}

// sameSteps fails unless two games took the same steps.
func sameSteps(t testing.TB, what string, want, got []step) {
	t.Helper()
	for i := range min(len(want), len(got)) {
		if want[i] != got[i] {
			t.Fatalf("%s: step %d differs:\nwant %s\ngot  %s", what, i, want[i], got[i])
		}
	}
	if len(want) != len(got) {
		t.Fatalf("%s: %d steps, want %d", what, len(got), len(want))
	}
}

func scoresOf(s engine.State) string {
	return fmt.Sprint(s.Scores(nil))
}

func describe(d engine.Decision) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s by %d:", d.Kind(), d.Seat())
	for i := range d.Options() {
		b.WriteString(" " + d.Option(i).JSON)
	}
	return b.String()
}
