package ui

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim"
)

// simPlan is what a run of the Simulate tab plays, for its progress bar
// and status: its games, what the bar counts to, and how long it should
// take.
type simPlan struct {
	games int // the games of the run (of every variant compared)
	// total is what the engine's progress counts to: the games, and each
	// deal of a quality report as many games as it costs
	// (sim.ProgressTotal); weighted when the two differ.
	total    int
	weighted bool
	// about names what is played in the status: "1000 games and the
	// quality report's 100 deals"; estimate is its cost by the rulesets'
	// measured costs, 0 when it cannot be told.
	about    string
	estimate time.Duration
}

// planOf is the plan of the runs of cfgs, one after the other.
func planOf(cfgs ...sim.Config) simPlan {
	var p simPlan
	deals := 0
	seconds := 0.0
	for _, cfg := range cfgs {
		p.games += cfg.Games
		p.total += sim.ProgressTotal(cfg)
		if cfg.Quality != nil {
			deals += cfg.Quality.Deals
		}
		seconds += gameSeconds(cfg) + sim.QualitySeconds(cfg)
	}
	p.weighted = p.total != p.games
	p.about = fmt.Sprintf("%d games", p.games)
	if deals > 0 {
		p.about += fmt.Sprintf(" and the quality report's %d deals", deals)
	}
	p.estimate = time.Duration(seconds / float64(runtime.GOMAXPROCS(0)) * float64(time.Second))
	return p
}

// gameSeconds is what the games of a run of cfg cost on one core by the
// ruleset's measured costs, 0 when it cannot be told.
func gameSeconds(cfg sim.Config) float64 {
	entry, err := rulesets.EntryOf(cfg.Set)
	if err != nil {
		return 0
	}
	m, err := cfg.Set.Pack.Mix(cfg.Mix)
	if err != nil {
		return 0
	}
	tiles, _, err := cfg.Set.MixSize(m)
	if err != nil {
		return 0
	}
	return entry.GameSeconds(cfg.Agents, tiles) * float64(cfg.Games)
}

// launch runs the plan's games in the background with progress and
// Cancel; show displays the report when run succeeded.
func (v *simView) launch(plan simPlan, run func(ctx context.Context, progress func(int)) error, show func()) {
	ctx, cancel := context.WithCancel(context.Background())
	v.running = cancel
	v.run.Disable()
	v.cancel.Enable()
	v.progress.SetValue(0)
	v.counted = 0
	starting := fmt.Sprintf("Playing %s…", plan.about)
	if plan.weighted && plan.estimate > 0 {
		starting = fmt.Sprintf("Playing %s (about %s on %d cores)…", plan.about, roughDuration(plan.estimate), runtime.GOMAXPROCS(0))
	}
	v.status.SetText(starting)
	began := time.Now()
	var mu sync.Mutex
	shown := 0
	total := plan.total
	progress := func(done int) {
		mu.Lock()
		defer mu.Unlock()
		// Workers report every few dozen games; the bar moves in 1% steps.
		if done < total && done-shown < max(total/100, 1) {
			return
		}
		shown = done
		elapsed := time.Since(began)
		v.e.onUI(func() {
			v.counted = max(v.counted, done)
			if float64(done)/float64(total) > v.progress.Value {
				v.progress.SetValue(min(float64(done)/float64(total), 1))
				v.status.SetText(progressText(plan, done, elapsed))
			}
		})
	}
	go func() {
		err := run(ctx, progress)
		elapsed := time.Since(began)
		v.e.onUI(func() { v.finish(plan, err, elapsed, show) })
	}()
}

// progressText is the status while a run plays: the games played and how
// fast, or, when a quality report weighs its deals by their cost, the
// share of the run played and the time left at the pace so far.
func progressText(plan simPlan, done int, elapsed time.Duration) string {
	if !plan.weighted {
		return fmt.Sprintf("%d of %d games · %s", done, plan.total, gameRate(float64(done)/elapsed.Seconds()))
	}
	share := float64(done) / float64(plan.total)
	text := fmt.Sprintf("%.0f%% of %s", math.Floor(100*share), plan.about)
	if share > 0 && share < 1 {
		left := time.Duration(float64(elapsed) * (1 - share) / share)
		text += fmt.Sprintf(" · about %s left", roughDuration(left))
	}
	return text
}

// finish shows the report, or why there is none.
func (v *simView) finish(plan simPlan, err error, elapsed time.Duration, show func()) {
	v.running = nil
	v.run.Enable()
	v.cancel.Disable()
	switch {
	case errors.Is(err, context.Canceled):
		v.status.SetText("Simulation cancelled; the last report is kept.")
	case err != nil:
		v.status.SetText("Simulation failed: " + err.Error())
	case plan.weighted:
		v.progress.SetValue(1)
		v.status.SetText(fmt.Sprintf("Done: %s in %.1f s.", plan.about, elapsed.Seconds()))
		show()
	default:
		v.progress.SetValue(1)
		v.status.SetText(fmt.Sprintf("Done: %d games in %.1f s (%s).", plan.games, elapsed.Seconds(), gameRate(float64(plan.games)/elapsed.Seconds())))
		show()
	}
	if v.onDone != nil {
		v.onDone()
	}
}

// gameRate says how fast games go, in words that stay true for search
// bots that take seconds a game: "2650 games/s", "1.4 games/s", "3.2 s a
// game".
func gameRate(perSecond float64) string {
	switch {
	case perSecond >= 10:
		return fmt.Sprintf("%.0f games/s", perSecond)
	case perSecond >= 1:
		return fmt.Sprintf("%.1f games/s", perSecond)
	case perSecond > 0:
		return fmt.Sprintf("%.1f s a game", 1/perSecond)
	}
	return "no game finished yet"
}

// roughDuration says a duration as a person would: "5 s", "40 s",
// "2 min 10 s", "1 h 5 min".
func roughDuration(d time.Duration) string {
	s := int(math.Round(d.Seconds()))
	switch {
	case s < 60:
		return fmt.Sprintf("%d s", max(s, 1))
	case s < 3600:
		if s%60 == 0 || s >= 600 {
			return fmt.Sprintf("%d min", (s+30)/60)
		}
		return fmt.Sprintf("%d min %d s", s/60, s%60)
	}
	return fmt.Sprintf("%d h %d min", s/3600, s%3600/60)
}
