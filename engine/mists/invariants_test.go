package mists

import (
	"fmt"
	"testing"
)

// TestInvariants plays thousands of games per level with both teams and
// checks, after every turn, that ghosts are conserved (mists.md: the
// level's supply is all the ghosts there are), and at the end that every
// game is won or lost with a cause.
func TestInvariants(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	for level := 1; level <= 6; level++ {
		for _, team := range []struct {
			name string
			t    Team
		}{{"random", RandomTeam{}}, {"bot", &Bot{}}} {
			t.Run(fmt.Sprintf("level-%d/%s", level, team.name), func(t *testing.T) {
				players := 1 + level%5
				g := newLevel(t, level, players, 0)
				g.SetEvents(false)
				ghosts := g.Rules.Level.Ghosts
				for seed := range uint64(games) {
					if err := g.Reset(seed); err != nil {
						t.Fatal(err)
					}
					for !g.Over() {
						if err := g.Step(team.t); err != nil {
							t.Fatalf("seed %d: %v", seed, err)
						}
						if g.GhostsOnBoard()+g.GhostSupply() != ghosts {
							t.Fatalf("seed %d turn %d: %d ghosts on the board + %d in the supply != %d", seed, g.Turns(), g.GhostsOnBoard(), g.GhostSupply(), ghosts)
						}
						if g.GhostSupply() < 0 {
							t.Fatalf("seed %d: negative supply", seed)
						}
					}
					if g.Won() == (g.Lost() != NotLost) {
						t.Fatalf("seed %d: won=%v lost=%v: a game ends in exactly one", seed, g.Won(), g.Lost())
					}
					if g.Won() && g.Progress() < g.Rules.Level.Goal {
						t.Fatalf("seed %d: won at %d below the goal %d", seed, g.Progress(), g.Rules.Level.Goal)
					}
				}
			})
		}
	}
}

// TestRecordsReplay checks that a game's record, written to JSON as
// 'tilesmith play' writes it (the game's steps, format 2) and read back,
// replays to the same end: result, cause, scores, ghosts and board, and
// the whole position and score document (position).
func TestRecordsReplay(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 30
	}
	for level := 1; level <= 6; level++ {
		for _, players := range []int{1, 2, 4} {
			t.Run(fmt.Sprintf("level-%d/%dp", level, players), func(t *testing.T) {
				g := newLevel(t, level, players, 0)
				for seed := range uint64(games) {
					_ = g.Reset(seed)
					var team Team = &Bot{}
					if seed%2 == 1 {
						team = RandomTeam{}
					}
					data := playSteps(t, g, team)
					r := replaySteps(t, data)
					if r.Won() != g.Won() || r.Lost() != g.Lost() || fmt.Sprint(r.Scores()) != fmt.Sprint(g.Scores()) ||
						r.GhostsOnBoard() != g.GhostsOnBoard() || len(r.Core().Board()) != len(g.Core().Board()) || !r.Over() {
						t.Fatalf("seed %d: replay ends won=%v lost=%v scores %v ghosts %d tiles %d; the game ended won=%v lost=%v scores %v ghosts %d tiles %d",
							seed, r.Won(), r.Lost(), r.Scores(), r.GhostsOnBoard(), len(r.Core().Board()), g.Won(), g.Lost(), g.Scores(), g.GhostsOnBoard(), len(g.Core().Board()))
					}
					if got, want := position(t, r), position(t, g); got != want {
						t.Fatalf("seed %d: the replay stands\n%s\nthe game\n%s", seed, got, want)
					}
				}
			})
		}
	}
}
