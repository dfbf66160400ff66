package sim_test

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// configs are a classic and a Mists simulation.
func configs(t testing.TB, games int) map[string]sim.Config {
	t.Helper()
	return map[string]sim.Config{
		"classic": {Set: testpacks.Winter(t), Mix: "WE3", Agents: []string{"random", "greedy"}, Games: games, Seed: 1},
		"mists":   {Set: testpacks.FreshSet(t, "mists"), Mix: "level-3", Agents: []string{"coop"}, Players: 2, Games: games, Seed: 1},
	}
}

// rulesetNames orders the configs' names.
var rulesetNames = []string{"classic", "mists"}

// TestSameResultWhateverTheWorkers: the same seed gives the same report
// with 1, 2 or 5 workers, in every ruleset.
func TestSameResultWhateverTheWorkers(t *testing.T) {
	for _, name := range rulesetNames {
		t.Run(name, func(t *testing.T) {
			var want *sim.Report
			for _, workers := range []int{1, 2, 5} {
				cfg := configs(t, 300)[name]
				cfg.Workers = workers
				var last atomic.Int64
				cfg.Progress = func(done int) { last.Store(int64(done)) }
				r, err := sim.Run(context.Background(), cfg)
				if err != nil {
					t.Fatal(err)
				}
				if last.Load() != 300 {
					t.Errorf("%d workers: progress ended at %d, want 300", workers, last.Load())
				}
				if want == nil {
					want = r
					continue
				}
				if !reflect.DeepEqual(r, want) {
					t.Errorf("%d workers give a different report:\n%+v\nwant\n%+v", workers, r, want)
				}
			}
			if want.Ruleset != name || want.Games != 300 {
				t.Errorf("report of ruleset %q with %d games, want %s with 300", want.Ruleset, want.Games, name)
			}
		})
	}
}

// TestClassicReport: a competitive report has a row per seat with the
// seat's name from the registry and its bot, and greedy beats random.
func TestClassicReport(t *testing.T) {
	r, err := sim.Run(context.Background(), configs(t, 300)["classic"])
	if err != nil {
		t.Fatal(err)
	}
	if r.Team != nil || len(r.Seats) != 2 {
		t.Fatalf("a competitive report with team %v and %d seats, want no team and 2 seats", r.Team, len(r.Seats))
	}
	if r.Seats[1].WinRate < 0.9 {
		t.Errorf("greedy won %.0f%% against random; want 90%% or more", 100*r.Seats[1].WinRate)
	}
	head, rows := r.Table()
	want := []string{"seat", "bot", "mean", "median", "stdev", "road", "city", "field", "cloister", "followers", "unplaceable", "tiles", "wins", "sole wins"}
	if !reflect.DeepEqual(head, want) {
		t.Errorf("columns %q, want %q", head, want)
	}
	if rows[1][0] != "Blue" || rows[1][1] != "greedy" {
		t.Errorf("second row starts %q, want Blue, greedy", rows[1][:2])
	}
}

// TestMistsReport: a team report has the team's wins, Mists' losses by
// cause (which with the wins count every game), its dogs, and the ghosts
// on the board per turn over the games still playing.
func TestMistsReport(t *testing.T) {
	cfg := configs(t, 400)["mists"]
	cfg.Mix, cfg.Agents = "level-5", []string{"random"}
	r, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r.Team == nil || r.Team.Agent != "random" || len(r.Seats) != 0 {
		t.Fatalf("team %+v and %d seats, want the random team and no seats", r.Team, len(r.Seats))
	}
	counts := map[string][]tally.Count{}
	for _, c := range r.Counts {
		counts[c.Name] = c.Counts
	}
	ended := r.Team.Wins
	for _, c := range counts["lost"] {
		ended += c.Games
	}
	if ended != int64(r.Games) || len(counts["lost"]) != 3 {
		t.Errorf("wins and %d causes of loss count %d games, want 3 causes and %d games", len(counts["lost"]), ended, r.Games)
	}
	if len(counts["dog reached"]) != 2 {
		t.Errorf("level 5 reports %d dogs, want 2 (Bruno and Ares)", len(counts["dog reached"]))
	}
	if len(r.Series) != 1 || r.Series[0].Name != "ghosts on the board" {
		t.Fatalf("series %+v, want the ghosts on the board", r.Series)
	}
	s := r.Series[0]
	if len(s.Mean) != len(s.Games) || len(s.Games) == 0 || s.Games[0] != int64(r.Games) {
		t.Fatalf("ghost series of %d means and %d counts starting at %v, want as many, starting at every game", len(s.Mean), len(s.Games), s.Games)
	}
	for i := 1; i < len(s.Games); i++ {
		if s.Games[i] > s.Games[i-1] {
			t.Errorf("turn %d is played by %d games, more than turn %d's %d", i+1, s.Games[i], i, s.Games[i-1])
		}
	}
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"team random", "won ", "ghost supply", "Bruno", "level: 5", "ghosts on the board after turn"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("text report lacks %q:\n%s", want, b.String())
		}
	}
}

func TestBadConfig(t *testing.T) {
	for _, tc := range []struct {
		name, ruleset string
		edit          func(*sim.Config)
		want          string
	}{
		{"no games", "classic", func(c *sim.Config) { c.Games = 0 }, "0 games: a run plays 1 game or more"},
		{"unknown bot", "classic", func(c *sim.Config) { c.Agents = []string{"random", "clever"} }, `classic has no agent "clever" (agents: random, greedy, mcts)`},
		{"unknown team", "mists", func(c *sim.Config) { c.Agents = []string{"clever"} }, `mists has no agent "clever" (agents: coop, random, mcts)`},
		{"two agents for a team", "mists", func(c *sim.Config) { c.Agents = []string{"coop", "random"} }, "one agent plays the whole team in mists, not 2"},
		{"agents for other seats", "classic", func(c *sim.Config) { c.Players = 3 }, "2 agents for 3 players"},
		{"unknown mix", "classic", func(c *sim.Config) { c.Mix = "WE9" }, `pack winter-edition has no mix "WE9" (its mixes: WD, WE1, WE2, WE3)`},
		{"too few players", "classic", func(c *sim.Config) { c.Agents = []string{"random"} }, "cannot seat 1 player: classic is played by 2 to 5 players"},
		{"too many players", "mists", func(c *sim.Config) { c.Players = 6 }, "cannot seat 6 players: mists is played by 1 to 5 players"},
		{"no players", "mists", func(c *sim.Config) { c.Players = 0 }, "cannot seat 0 players"},
		{"bad option", "classic", func(c *sim.Config) { c.Options = []byte(`{"handSiz": 3}`) }, "handSiz"},
		{"bad level", "mists", func(c *sim.Config) { c.Options = []byte(`{"level": 9}`) }, "9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := configs(t, 10)[tc.ruleset]
			tc.edit(&cfg)
			_, err := sim.Run(context.Background(), cfg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// TestDefaultAgents: with no agents named, the registry entry's first
// agent plays every seat, or the team.
func TestDefaultAgents(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		players int
		want    string // the report's first line starts so
		agent   string
	}{
		{"classic", 3, "10 games of winter-edition/WE3, 3 players, seed 1;", "random"},
		{"mists", 1, "10 games of mists/level-3, 1 player, seed 1;", "coop"},
	} {
		t.Run(tc.ruleset, func(t *testing.T) {
			cfg := configs(t, 10)[tc.ruleset]
			cfg.Agents, cfg.Players = nil, tc.players
			r, err := sim.Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			var agents []string
			for _, s := range r.Seats {
				agents = append(agents, s.Bot)
			}
			if r.Team != nil {
				agents = append(agents, r.Team.Agent)
			}
			if len(agents) == 0 || slices.ContainsFunc(agents, func(a string) bool { return a != tc.agent }) {
				t.Errorf("agents %q, want %s alone", agents, tc.agent)
			}
			var b strings.Builder
			if err := r.WriteText(&b); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(b.String(), tc.want) {
				t.Errorf("report begins %q, want %q", strings.SplitN(b.String(), "\n", 2)[0], tc.want)
			}
		})
	}
}

// TestCancel: a cancelled run stops before its next game, says so, and
// reports the games that finished. With one worker the count is exact:
// cancelling as game 10 ends leaves 10 games, though progress is reported
// only every 64.
func TestCancel(t *testing.T) {
	tests := []struct {
		name      string
		cancelAt  int // cancel when progress reaches this; 0: not then
		endedAt   int // cancel as game endedAt ends; 0: not then
		wantGames int
	}{
		{"cancelled before the first game: no report", 0, 0, 0},
		{"cancelled as the first game ends: a report of 1 game", 0, 1, 1},
		{"cancelled as game 10 ends: a report of 10 games", 0, 10, 10},
		{"cancelled at the first progress call: a report of 64 games", 1, 0, 64},
	}
	for _, ruleset := range rulesetNames {
		for _, tt := range tests {
			t.Run(ruleset+"/"+tt.name, func(t *testing.T) {
				cfg := configs(t, 1_000_000)[ruleset]
				cfg.Workers = 1
				ctx, cancel := context.WithCancel(context.Background())
				defer cancel()
				if tt.cancelAt == 0 && tt.endedAt == 0 {
					cancel()
				}
				cfg.Progress = func(done int) {
					if tt.cancelAt > 0 && done >= tt.cancelAt {
						cancel()
					}
				}
				ended := 0
				defer sim.WrapWorkers(func(w tally.Worker, _ int) (tally.Worker, error) {
					return hooked{Worker: w, ended: func() error {
						if ended++; ended == tt.endedAt {
							cancel()
						}
						return nil
					}}, nil
				})()
				report, err := sim.Run(ctx, cfg)
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("got %v, want context.Canceled", err)
				}
				games := 0
				if report != nil {
					games = report.Games
				}
				if games != tt.wantGames {
					t.Errorf("report of %d games, want %d", games, tt.wantGames)
				}
				if report != nil && report.GameLength.Mean <= 0 {
					t.Errorf("the partial report has no games in it: %+v", report)
				}
			})
		}
	}
}

// TestWorkerErrorNotHidden: a worker that fails while the run is being
// cancelled says why; the cancellation does not hide its error.
func TestWorkerErrorNotHidden(t *testing.T) {
	for _, ruleset := range rulesetNames {
		t.Run(ruleset, func(t *testing.T) {
			cfg := configs(t, 1_000_000)[ruleset]
			cfg.Workers = 2
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			broken := errors.New("rules out of order")
			// The second worker's first game cancels the run and fails.
			defer sim.WrapWorkers(func(w tally.Worker, n int) (tally.Worker, error) {
				if n == 0 {
					return w, nil
				}
				return hooked{Worker: w, ended: func() error { cancel(); return broken }}, nil
			})()
			report, err := sim.Run(ctx, cfg)
			if !errors.Is(err, broken) || errors.Is(err, context.Canceled) || report != nil {
				t.Errorf("got %v and a report of %v; want the worker's error alone and no report", err, report)
			}
		})
	}
}

// TestWorkerErrorStopsTheOthers: when one worker fails, the others stop
// before their next game instead of playing out a long run whose result is
// the error anyway.
func TestWorkerErrorStopsTheOthers(t *testing.T) {
	cfg := configs(t, 1_000_000)["classic"]
	cfg.Workers = 2
	broken := errors.New("rules out of order")
	var played atomic.Int64
	defer sim.WrapWorkers(func(w tally.Worker, n int) (tally.Worker, error) {
		if n == 0 {
			return hooked{Worker: w, ended: func() error { played.Add(1); return nil }}, nil
		}
		return hooked{Worker: w, ended: func() error { return broken }}, nil
	})()
	report, err := sim.Run(context.Background(), cfg)
	if !errors.Is(err, broken) || errors.Is(err, context.Canceled) || report != nil {
		t.Errorf("got %v and a report of %v; want the worker's error alone", err, report)
	}
	if n := played.Load(); n > 100_000 {
		t.Errorf("the healthy worker played %d of 1,000,000 games after the other failed", n)
	}
}

// hooked is a worker that calls ended after each game.
type hooked struct {
	tally.Worker
	ended func() error
}

func (h hooked) Play(seed uint64) error {
	if err := h.Worker.Play(seed); err != nil {
		return err
	}
	return h.ended()
}

// TestScoreDistribution: each seat's distribution counts every game once,
// in increasing order of score, and agrees with the seat's mean.
func TestScoreDistribution(t *testing.T) {
	cfg := configs(t, 200)["classic"]
	cfg.Agents = []string{"random", "greedy", "random"}
	r, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range r.Seats {
		t.Run(s.Name, func(t *testing.T) {
			var games, sum int64
			for i, b := range s.Scores {
				if i > 0 && b.Score <= s.Scores[i-1].Score {
					t.Errorf("bar %d (score %d) is not after score %d", i, b.Score, s.Scores[i-1].Score)
				}
				if b.Games <= 0 {
					t.Errorf("score %d has %d games; empty bars are left out", b.Score, b.Games)
				}
				games += b.Games
				sum += int64(b.Score) * b.Games
			}
			if games != int64(r.Games) {
				t.Errorf("the distribution counts %d games, want %d", games, r.Games)
			}
			if mean := float64(sum) / float64(games); mean != s.Score.Mean {
				t.Errorf("the distribution's mean is %v, the report's %v", mean, s.Score.Mean)
			}
			if len(s.Scores) < 5 {
				t.Errorf("only %d distinct scores in 200 games: %v", len(s.Scores), s.Scores)
			}
		})
	}
}
