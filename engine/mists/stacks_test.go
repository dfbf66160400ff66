package mists_test

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// TestStacksSetUp: mists.md "60 in 3 stacks of 20": stacks that do not
// add up to the draw pile are refused at set-up, however their sum
// overflows, instead of ending every game after 0 turns.
func TestStacksSetUp(t *testing.T) {
	// 4 start quarters and 6 tiles to draw.
	setup := rulesSetup{level: schema.MistsLevel{Ghosts: 15, Goal: 50}, tiles: map[string]int{"t-field": 6}, players: 2}
	tests := []struct {
		name   string
		stacks []int
		want   string // "" for accepted
	}{
		{"stacks sharing out the pile", []int{2, 4}, ""},
		{"no stacks: one pile", nil, ""},
		{"a sum wrapping round to the pile", []int{math.MaxInt, math.MaxInt, 8},
			"mix rules: the stacks hold more than 9223372036854775807 tiles but the draw pile has 6 (the mix's 10 tiles minus 4 start tiles): make the stacks add up to 6"},
		{"a sum wrapping to 60", []int{math.MaxInt, math.MaxInt, 62},
			"mix rules: the stacks hold more than 9223372036854775807 tiles but the draw pile has 6 (the mix's 10 tiles minus 4 start tiles): make the stacks add up to 6"},
		{"too few", []int{2, 3},
			"mix rules: the stacks hold 5 tiles but the draw pile has 6 (the mix's 10 tiles minus 4 start tiles): make the stacks add up to 6"},
		{"a negative stack", []int{8, -2},
			"mix rules: stack 2 holds -2 tiles: a stack holds at least 1"},
		{"an empty stack", []int{6, 0},
			"mix rules: stack 2 holds 0 tiles: a stack holds at least 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			set, mix := rulesSet(t, setup)
			// Changed after Compile, as an editor holding an unvalidated
			// pack could: set-up must refuse the stacks by itself.
			set.Pack.Mixes[len(set.Pack.Mixes)-1].Stacks = tc.stacks
			g, err := mists.NewGame(set, nil, mix, []string{"Ana", "Bo"}, 1)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("NewGame: %v", err)
			case tc.want == "":
				if err := g.Play(mists.RandomTeam{}); err != nil || g.Turns() == 0 {
					t.Errorf("Play: %v after %d turns", err, g.Turns())
				}
			case err == nil:
				t.Fatal("NewGame accepted the stacks")
			case err.Error() != tc.want:
				t.Errorf("error\n%s\nwant\n%s", err, tc.want)
			}
		})
	}
}

// TestNewGameLimits: the engine's set-up limits reach Mists games too.
func TestNewGameLimits(t *testing.T) {
	tests := []struct {
		name  string
		count int
		x     int
	}{
		{"20,007 tiles", 20007, 0},
		{"10^7 tiles", 10_000_000, 0},
		{"a start quarter at x = 10^9", 6, 1_000_000_000},
		{"a start quarter at x = 2^62", 6, 1 << 62},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			set, mix := rulesSet(t, rulesSetup{level: schema.MistsLevel{Ghosts: 15, Goal: 50}, tiles: map[string]int{"t-field": 6}, players: 2})
			m := &set.Pack.Mixes[len(set.Pack.Mixes)-1]
			for i := range m.Counts {
				if m.Counts[i].Tile == "t-field" {
					m.Counts[i].Count = tc.count
				}
			}
			m.Start = slices.Clone(m.Start) // realStart is shared
			m.Start[3].X = tc.x
			_, err := mists.NewGame(set, nil, mix, []string{"Ana", "Bo"}, 1)
			if !errors.Is(err, engine.ErrLimit) {
				t.Errorf("NewGame: %v; want an error wrapping engine.ErrLimit", err)
			}
		})
	}
}
