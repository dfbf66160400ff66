package sim_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

func config(t testing.TB, bots []string, games int) sim.Config {
	t.Helper()
	return sim.Config{Set: testpacks.Winter(t), Ruleset: classic.Ruleset{}, Mix: "WE3", Bots: bots, Games: games, Seed: 1}
}

// TestSameResultWhateverTheWorkers: the same seed gives the same report
// with 1, 2 or 5 workers.
func TestSameResultWhateverTheWorkers(t *testing.T) {
	var want *sim.Report
	for _, workers := range []int{1, 2, 5} {
		cfg := config(t, []string{"random", "greedy"}, 300)
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
	if want.Seats[1].WinRate < 0.9 {
		t.Errorf("greedy won %.0f%% against random; want 90%% or more", 100*want.Seats[1].WinRate)
	}
	var b strings.Builder
	if err := want.WriteText(&b, []string{"road", "city", "cloister", "field"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "Blue") || !strings.Contains(b.String(), "greedy") {
		t.Errorf("text report lacks a seat:\n%s", b.String())
	}
}

func TestBadConfig(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*sim.Config)
		want string
	}{
		{"no games", func(c *sim.Config) { c.Games = 0 }, "games must be at least 1"},
		{"unknown bot", func(c *sim.Config) { c.Bots = []string{"random", "clever"} }, `no bot "clever"`},
		{"unknown mix", func(c *sim.Config) { c.Mix = "WE9" }, `no such mix "WE9"`},
		{"too few players", func(c *sim.Config) { c.Bots = []string{"random"} }, "wrong number of players"},
		{"bad option", func(c *sim.Config) { c.Options = []byte(`{"handSiz": 3}`) }, "handSiz"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := config(t, []string{"random", "random"}, 10)
			tc.edit(&cfg)
			_, err := sim.Run(context.Background(), cfg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
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
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := config(t, []string{"random", "random"}, 1_000_000)
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
			cfg.Ruleset = hooked{Ruleset: cfg.Ruleset, ended: func() {
				if ended++; ended == tt.endedAt {
					cancel()
				}
			}}
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
			if report != nil && report.Seats[0].Score.Mean <= 0 {
				t.Errorf("the partial report has no scores: %+v", report.Seats[0])
			}
		})
	}
}

// TestWorkerErrorNotHidden: a worker that fails while the run is being
// cancelled says why; the cancellation does not hide its error.
func TestWorkerErrorNotHidden(t *testing.T) {
	cfg := config(t, []string{"random", "random"}, 1_000_000)
	cfg.Workers = 2
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	broken := errors.New("rules out of order")
	var binds atomic.Int64
	// Run binds once to check the options, then each worker binds: the
	// second worker to bind cancels the run and fails.
	cfg.Ruleset = hooked{Ruleset: cfg.Ruleset, bind: func() error {
		if binds.Add(1) == 3 {
			cancel()
			return broken
		}
		return nil
	}}
	report, err := sim.Run(ctx, cfg)
	if !errors.Is(err, broken) || errors.Is(err, context.Canceled) || report != nil {
		t.Errorf("got %v and a report of %v; want the worker's error alone and no report", err, report)
	}
}

// hooked is a ruleset whose Bind first calls bind (when set) and whose
// games call ended (when set) after final scoring.
type hooked struct {
	engine.Ruleset
	bind  func() error
	ended func()
}

func (h hooked) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	if h.bind != nil {
		if err := h.bind(); err != nil {
			return nil, err
		}
	}
	r, err := h.Ruleset.Bind(set, options)
	if err != nil || h.ended == nil {
		return r, err
	}
	return endHook{r, h.ended}, nil
}

// endHook calls ended after the rules' final scoring.
type endHook struct {
	engine.Rules
	ended func()
}

func (r endHook) ScoreFinal(g *engine.Game) {
	r.Rules.ScoreFinal(g)
	r.ended()
}

// BenchmarkSimulate measures simulate's throughput (random bots, 2
// players, WD) with 1 and 2 workers: games/s should roughly double.
func BenchmarkSimulate(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(map[int]string{1: "workers=1", 2: "workers=2"}[workers], func(b *testing.B) {
			cfg := config(b, []string{"random", "random"}, 20_000)
			cfg.Mix = "WD"
			cfg.Workers = workers
			b.ReportAllocs()
			games := 0
			for b.Loop() {
				if _, err := sim.Run(context.Background(), cfg); err != nil {
					b.Fatal(err)
				}
				games += cfg.Games
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// TestScoreDistribution: each seat's distribution counts every game once,
// in increasing order of score, and agrees with the seat's mean.
func TestScoreDistribution(t *testing.T) {
	r, err := sim.Run(context.Background(), config(t, []string{"random", "greedy", "random"}, 200))
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
