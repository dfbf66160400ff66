package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
)

// ExitInterrupted is the exit status of a run stopped by Ctrl-C (SIGINT)
// or SIGTERM: 128 + SIGINT, as shells report it.
const ExitInterrupted = 130

// A long run says so: its plan — what it plays and about how long it
// takes — as soon as it is known to be long, then its progress. On a
// terminal a progress bar shows the games done and the time left at the
// measured rate; elsewhere (a log, a batch job) a line a minute does.
var (
	// longRun is how long a run must look to print its plan.
	longRun = 10 * time.Second
	// measureFor is how long a run plays before the rate measured so far
	// says whether it is long, when no estimate said so at its start.
	measureFor = 3 * time.Second
	// reportEvery is how often a run without a progress bar says where
	// it is; watchEvery how often it looks.
	reportEvery = time.Minute
	watchEvery  = time.Second
)

// runPlan is what a long run says of itself.
type runPlan struct {
	// what names the run, the first word of its lines: "simulate",
	// "ladder".
	what string
	// games is the number of games it plays.
	games int
	// about says what it plays, after the number of games: "(3 pairings
	// × 60 games; random, greedy, mcts:1000) of WD on 2 workers".
	about string
	// estimate is how long the run should take by the rulesets'
	// measured costs, zero when unknown; hint says how to make it
	// shorter or longer.
	estimate time.Duration
	hint     string
	// weighted: games counts work, some of it heavier than a game (the
	// quality report's deals, each counted as the games it costs); about
	// then says the games and deals, and the lines say a share of the work.
	weighted bool
}

// runWithProgress runs a simulation of plan.games games, says its plan
// when it is long, shows its progress, and returns how long it took.
// Ctrl-C (or SIGTERM) stops it: stopped is then true and err nil, and the
// run's partial result stands.
func runWithProgress(cmd *cobra.Command, plan runPlan, run func(ctx context.Context, progress func(done int)) error) (elapsed time.Duration, stopped bool, err error) {
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	w := cmd.ErrOrStderr()
	r := &runReport{w: w, plan: plan, start: time.Now()}
	if plan.estimate >= longRun {
		r.sayPlan(fmt.Sprintf("about %s by the estimate", words(plan.estimate)))
	}
	unit := "games"
	if plan.weighted {
		unit = "game-times" // a quality deal counts as the games it costs
	}
	r.bar = newRunBar(w, plan.games, plan.what, unit)
	finished := make(chan struct{})
	var watching sync.WaitGroup
	watching.Add(1)
	go func() {
		defer watching.Done()
		r.watch(finished)
	}()
	err = run(ctx, r.progress)
	close(finished)
	watching.Wait()
	if r.bar != nil {
		_ = r.bar.Finish()
	}
	if err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return time.Since(r.start), true, nil
	}
	if err != nil {
		return 0, false, &exitError{code: ExitInvalid, err: err}
	}
	return time.Since(r.start), false, nil
}

// runReport is a running simulation's report to the person waiting.
type runReport struct {
	w     io.Writer
	plan  runPlan
	start time.Time
	bar   *progressbar.ProgressBar
	done  atomic.Int64
	// mu keeps the bar and the lines from writing over each other.
	mu       sync.Mutex
	saidPlan bool
	lastLine time.Time
}

// progress takes the games finished so far.
func (r *runReport) progress(done int) {
	r.done.Store(int64(done))
	if r.bar != nil {
		r.mu.Lock()
		_ = r.bar.Set(done)
		r.mu.Unlock()
	}
}

// watch says the plan once the measured rate shows the run to be long,
// and, without a bar, where the run is every reportEvery, until finished.
func (r *runReport) watch(finished <-chan struct{}) {
	tick := time.NewTicker(watchEvery)
	defer tick.Stop()
	for {
		select {
		case <-finished:
			return
		case now := <-tick.C:
			elapsed := now.Sub(r.start)
			done := int(r.done.Load())
			left, known := r.left(elapsed, done)
			if !r.said() && elapsed >= measureFor && (!known || elapsed+left >= longRun) {
				if known {
					r.sayPlan(fmt.Sprintf("about %s at the rate of the first %s", words(elapsed+left), words(elapsed)))
				} else {
					r.sayPlan(fmt.Sprintf("no game has finished in the first %s", words(elapsed)))
				}
			}
			if r.bar != nil && known {
				r.mu.Lock()
				r.bar.Describe(fmt.Sprintf("%s, about %s left", r.plan.what, words(left)))
				r.mu.Unlock()
			}
			if r.bar == nil && r.said() && now.Sub(r.lastLineTime()) >= reportEvery {
				line := fmt.Sprintf("%s: %d of %d games in %s", r.plan.what, done, r.plan.games, words(elapsed))
				if r.plan.weighted {
					line = fmt.Sprintf("%s: %.0f%% of the work done in %s", r.plan.what, 100*float64(done)/float64(max(r.plan.games, 1)), words(elapsed))
				}
				if known {
					line += fmt.Sprintf(", about %s left", words(left))
				}
				r.say(line)
			}
		}
	}
}

// left is the time the run's games left take at the rate measured so
// far; false before any game has finished.
func (r *runReport) left(elapsed time.Duration, done int) (time.Duration, bool) {
	if done <= 0 {
		return 0, false
	}
	return time.Duration(float64(elapsed) * float64(r.plan.games-done) / float64(done)), true
}

// sayPlan says what the run plays and about how long it takes.
func (r *runReport) sayPlan(how string) {
	line := fmt.Sprintf("%s: %d games %s: %s", r.plan.what, r.plan.games, r.plan.about, how)
	if r.plan.weighted {
		line = fmt.Sprintf("%s: %s: %s", r.plan.what, r.plan.about, how)
	}
	if r.plan.hint != "" {
		line += "; " + r.plan.hint
	}
	r.say(line + " (Ctrl-C stops it)")
	r.mu.Lock()
	r.saidPlan = true
	r.mu.Unlock()
}

func (r *runReport) said() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.saidPlan
}

func (r *runReport) lastLineTime() time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.lastLine
}

// say prints a line above the bar.
func (r *runReport) say(line string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.bar != nil {
		_ = r.bar.Clear()
	}
	fmt.Fprintln(r.w, line)
	r.lastLine = time.Now()
	if r.bar != nil {
		_ = r.bar.RenderBlank()
	}
}

// newRunBar returns a progress bar for a run's games on w when w is a
// terminal, else nil. It shows the time elapsed; watch puts the time left
// in its description, from the rate since the start: the run's games are
// taken in an even mix, so the rate so far is the best guess of the rate
// to come (the bar's own guess averages its last few seconds, which jump
// about when a game takes seconds).
func newRunBar(w io.Writer, total int, what, unit string) *progressbar.ProgressBar {
	return newProgress(w, total, what, unit, progressbar.OptionSetElapsedTime(true), progressbar.OptionSetPredictTime(false))
}

// words says a duration as people round it: "40 s", "1 min 20 s",
// "2 h 5 min".
func words(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	switch {
	case s < 60:
		return fmt.Sprintf("%d s", max(s, 1))
	case s < 3600:
		if s%60 == 0 || s >= 600 {
			return fmt.Sprintf("%d min", (s+30)/60)
		}
		return fmt.Sprintf("%d min %d s", s/60, s%60)
	}
	m := (s + 30) / 60
	if m%60 == 0 {
		return fmt.Sprintf("%d h", m/60)
	}
	return fmt.Sprintf("%d h %d min", m/60, m%60)
}

// interrupted is the one line an interrupted simulation ends with.
func interrupted(done, total int) error {
	if done == 0 {
		return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted before any of the %d games finished: nothing to report", total)}
	}
	return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted: the report above covers the %d of %d games that finished", done, total)}
}
