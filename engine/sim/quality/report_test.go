package quality

import (
	"math/rand/v2"
	"testing"
)

// TestSkillDepth: the depth counts the leading steps whose stronger agent
// wins more than its fair share, and stops at the first that does not.
func TestSkillDepth(t *testing.T) {
	coin := rand.New(rand.NewPCG(5, 5))
	// fairly is games of a coin-flip match: the stronger wins each with
	// the fair share's chance (in sixtieths of a game).
	fairly := func(seats, games int) int64 {
		var c int64
		for range games {
			if coin.IntN(seats) == 0 {
				c += credit
			}
		}
		return c
	}
	for _, tc := range []struct {
		name    string
		shape   Shape
		credits []int64 // per step, of games each
		games   []int
		want    int
		wins    []bool // nil: chance decides the steps after the first
	}{
		{"a coin-flip game has skill depth 0", Shape{Seats: 2, Steps: []int{50, 100, 200}},
			[]int64{fairly(2, 200), fairly(2, 200), fairly(2, 200)}, []int{200, 200, 200}, 0, nil},
		{"a coin-flip game of three seats has skill depth 0", Shape{Seats: 3, Steps: []int{50, 100}},
			[]int64{fairly(3, 300), fairly(3, 300)}, []int{300, 300}, 0, nil},
		{"80% and 70%, then a coin flip: depth 2", Shape{Seats: 2, Steps: []int{50, 100, 200}},
			[]int64{160 * credit, 140 * credit, 100 * credit}, []int{200, 200, 200}, 2, []bool{true, true, false}},
		{"a step not played ends the depth", Shape{Seats: 2, Steps: []int{50, 100, 200}},
			[]int64{160 * credit, 0, 160 * credit}, []int{200, 0, 200}, 1, []bool{true, false, true}},
		{"a team's fair share is a half", Shape{Seats: 1, Team: true, Steps: []int{50}},
			[]int64{110 * credit}, []int{200}, 0, []bool{false}},
		{"a team's clear edge", Shape{Seats: 1, Team: true, Steps: []int{50}},
			[]int64{140*credit + 30}, []int{200}, 1, []bool{true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSums(tc.shape)
			for k := range tc.credits {
				s.AddSkill(k, tc.credits[k], tc.games[k])
			}
			r := s.Report()
			if r.SkillDepth != tc.want {
				t.Errorf("skill depth %d, want %d", r.SkillDepth, tc.want)
			}
			for k, step := range r.Skill {
				if tc.wins != nil && step.StillWins != tc.wins[k] || step.Budget != tc.shape.Steps[k] || step.Stronger != 2*tc.shape.Steps[k] {
					t.Errorf("step %d: %+v, want still wins %v", k, step, tc.wins[k])
				}
				if (step.Share == nil) != (tc.games[k] == 0) {
					t.Errorf("step %d of %d games has share %+v", k, tc.games[k], step.Share)
				}
			}
		})
	}
}

// TestChoiceAndShape counts decisions and games exactly.
func TestChoiceAndShape(t *testing.T) {
	s := NewSums(Shape{Seats: 2, Kinds: []string{"tile", "follower", "unused"}})
	for _, d := range []Decision{{"tile", 20, true}, {"tile", 10, false}, {"follower", 3, true}, {"tile", 30, true}} {
		s.AddDecision(d)
	}
	s.AddGame(Game{Points: [][]int{{0, 0}, {10, 5}}, Tiles: []int{0, 70}})  // seat 0 wins
	s.AddGame(Game{Points: [][]int{{0, 0}, {5, 10}}, Tiles: []int{0, 72}})  // seat 1 wins
	s.AddGame(Game{Points: [][]int{{0, 0}, {10, 10}}, Tiles: []int{0, 74}}) // a tie
	r := s.Report()
	c := r.Choice
	for _, tc := range []struct {
		name      string
		got       KindChoice
		decisions int64
		branching float64
		clear     float64
	}{
		{"tile", c.Kinds[0], 3, 20, 2.0 / 3},
		{"follower", c.Kinds[1], 1, 3, 1},
		{"all", c.All, 4, 63.0 / 4, 3.0 / 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := tc.got
			if k.Kind != tc.name || k.Decisions != tc.decisions || k.Branching != tc.branching || k.Clear.Value != tc.clear {
				t.Errorf("%+v, want %d decisions of %v options, %v clear", k, tc.decisions, tc.branching, tc.clear)
			}
		})
	}
	if u := c.Kinds[2]; u.Decisions != 0 || u.Clear != nil || u.Branching != 0 {
		t.Errorf("a kind never decided: %+v", u)
	}
	sh := r.Shape
	if sh.Games != 3 || sh.Length.Value != 72 || sh.Ties.Value != 1.0/3 || sh.FirstSeatWins.Value != 1.0/3 || sh.FairShare != 0.5 || sh.Wins != nil {
		t.Errorf("shape %+v", sh)
	}
	if sh.Length.CI95.Low >= 72 || sh.Length.CI95.High <= 72 {
		t.Errorf("length's interval %+v does not hold 72", sh.Length.CI95)
	}

	team := NewSums(Shape{Seats: 1, Team: true})
	team.AddGame(Game{Points: [][]int{{0}, {30}}, Tiles: []int{0, 50}, Won: true})
	team.AddGame(Game{Points: [][]int{{0}, {10}}, Tiles: []int{0, 40}})
	tr := team.Report()
	if tr.Shape.Wins.Value != 0.5 || tr.Shape.Ties != nil || tr.Shape.FirstSeatWins != nil || tr.Drama != nil || tr.Luck != nil || len(tr.Notes) != 1 {
		t.Errorf("a team's report: %+v", tr)
	}
}
