package mists

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestSearchTeamByName: the search team is a team by name, with its
// budget after a colon, and says so.
func TestSearchTeamByName(t *testing.T) {
	for _, tc := range []struct {
		name, want, err string
	}{
		{"mcts", "mcts:1000", ""},
		{"mcts:50", "mcts:50", ""},
		{"mcts:0", "", "from 1 to 1000000"},
		{"mcts:many", "", "give mcts:N"},
		{"clever", "", "teams: coop, random, mcts"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			team, err := NewTeam(tc.name)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("NewTeam(%q) = %v, want an error with %q", tc.name, err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if m, ok := team.(*MCTS); !ok || m.Name() != tc.want {
				t.Errorf("NewTeam(%q) = %T, want the search team %s", tc.name, team, tc.want)
			}
		})
	}
	if !slices.Contains(TeamNames(), "mcts") {
		t.Errorf("TeamNames() = %v, without mcts", TeamNames())
	}
}

// TestSearchAnswersEveryDecisionKind: the search team, playing through the
// match protocol (as tilesmith play and the editor drive it), answers
// every kind of decision a Mists match asks for in some fixed-seed game,
// each from a replay of its turn (never the cooperative bot's fallback).
func TestSearchAnswersEveryDecisionKind(t *testing.T) {
	seen := map[engine.DecisionKind]int{}
	for level := 1; level <= 6; level++ {
		for _, players := range []int{1, 2} {
			seeds := []uint64{1, 2}
			if level == 6 {
				seeds = levelSixSeeds(24)
			}
			for _, seed := range seeds {
				g := newLevel(t, level, players, seed)
				team := NewMCTS(6)
				m := NewMatch(g)
				for d := m.Pending(); d != nil; d = m.Pending() {
					seen[d.Kind()]++
					i, err := TeamAgent{team}.Decide(m, d)
					if err != nil {
						t.Fatalf("level %d seed %d: %s: %v", level, seed, d.Kind(), err)
					}
					if err := m.Answer(i); err != nil {
						t.Fatalf("level %d seed %d: %s option %d: %v", level, seed, d.Kind(), i, err)
					}
				}
				m.Close()
				if !g.Over() {
					t.Fatalf("level %d seed %d: the match ended before the game", level, seed)
				}
				if team.Outside > 0 {
					t.Errorf("level %d seed %d: %d decisions outside a turn the search saw start", level, seed, team.Outside)
				}
			}
		}
	}
	t.Logf("decisions answered: %v", seen)
	for _, k := range DecisionKinds {
		if seen[k] == 0 {
			t.Errorf("no %s decision was answered", k)
		}
	}
}

// levelSixSeeds are the seeds 1 to n and 101: few Level 6 games reach a
// score-to decision (points of a colour without a score meeple), and of
// the first 150 seeds with 1 to 3 players only seed 101 with 2 players
// does since the start tile's road ends at the castle ruins (before, seed
// 21 with 1 player did).
func levelSixSeeds(n uint64) []uint64 {
	var seeds []uint64
	for seed := uint64(1); seed <= n; seed++ {
		seeds = append(seeds, seed)
	}
	return append(seeds, 101)
}

// TestSearchIsFixedBySeed: the same seed gives the same game with the
// search team, whether Game.Play runs it or the match protocol drives it.
func TestSearchIsFixedBySeed(t *testing.T) {
	for _, level := range []int{1, 3, 6} {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("level %d seed %d", level, seed), func(t *testing.T) {
				var records []string
				for run := range 3 {
					g := newLevel(t, level, 2, seed)
					team := NewMCTS(20)
					if run < 2 {
						playOn(t, g, team)
					} else {
						m := NewMatch(g)
						err := engine.Drive(m, []engine.Agent{TeamAgent{team}})
						m.Close()
						if err != nil {
							t.Fatal(err)
						}
					}
					rec, err := g.Record("mists").Encode()
					if err != nil {
						t.Fatal(err)
					}
					records = append(records, string(rec))
				}
				if records[1] != records[0] {
					t.Errorf("two games of the same seed differ:\n%.300s\n%.300s", records[0], records[1])
				}
				if records[2] != records[0] {
					t.Errorf("the match played another game than Play:\n%.300s\n%.300s", records[2], records[0])
				}
			})
		}
	}
}

// TestSearchWinsMoreThanCoop is the check: on Level 1 (2 players)
// the search team wins more often than the cooperative bot on the same
// deals. It plays 24 deals each, on two goroutines (about a minute on two
// busy cores); go test -short leaves it out.
//
//	go test ./engine/mists -run TestSearchWinsMoreThanCoop -v
func TestSearchWinsMoreThanCoop(t *testing.T) {
	if testing.Short() {
		t.Skip("a minute of search")
	}
	const deals, budget = 24, 200
	var mu sync.Mutex
	var wins, score [2]int
	var wg sync.WaitGroup
	for worker := range 2 {
		wg.Go(func() {
			g := newLevel(t, 1, 2, 0)
			g.SetRecording(false)
			teams := []Team{&Bot{}, NewMCTS(budget)}
			for seed := uint64(worker + 1); seed <= deals; seed += 2 {
				for i, team := range teams {
					if err := g.Reset(seed); err != nil {
						t.Error(err)
						return
					}
					if err := g.Play(team); err != nil {
						t.Error(err)
						return
					}
					mu.Lock()
					if g.Won() {
						wins[i]++
					}
					score[i] += g.Progress()
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	t.Logf("Level 1, %d deals: coop wins %d (mean score %.1f), mcts:%d wins %d (mean score %.1f)",
		deals, wins[0], float64(score[0])/deals, budget, wins[1], float64(score[1])/deals)
	if wins[1] <= wins[0] {
		t.Errorf("the search team won %d of %d deals, the cooperative bot %d", wins[1], deals, wins[0])
	}
}

// BenchmarkMCTSDecision is one mcts:1000 placement in the middle of a
// Level 1 game (turn 20, 2 players).
//
//	go test ./engine/mists -run XXX -bench MCTSDecision -benchmem
func BenchmarkMCTSDecision(b *testing.B) {
	g := newLevel(b, 1, 2, 3)
	g.SetRecording(false)
	at := &copyAtPlace{at: 20, copy: g.NewTwin()}
	if err := g.Play(at); err != nil || !at.taken {
		b.Fatalf("no placement at turn 20 (%v)", err)
	}
	pos := at.copy.NewTwin()
	team := NewMCTS(1000)
	b.ReportAllocs()
	for b.Loop() {
		pos.CopyFrom(at.copy)
		if _, err := team.Place(pos, at.tile, pos.buf.ps); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(team.Steps)/b.Elapsed().Seconds(), "steps/s")
}
