package ui

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// tinyQuality sets the tab's quality report to a few cheap deals: the
// defaults cost about a minute.
func tinyQuality(v *simView) sim.QualityConfig {
	v.quality.check.SetChecked(true)
	v.quality.deals.SetText("3")
	v.quality.steps.SetText("2")
	v.quality.from.SetText("4")
	q := sim.DefaultQuality()
	q.Deals, q.SkillSteps, q.SkillFrom = 3, 2, 4
	return q
}

// TestSimulateQuality: "Quality report" runs the simulation with the
// game-quality report (sim.Run's, with the deals and skill trace set
// beside the box) and shows its text in the report, with Copy report,
// and its skill trace and choice as charts; the progress bar counts to
// what the engine's progress counts to. A team ruleset (Mists) shows
// what is measured for a team and says why luck and drama are not.
func TestSimulateQuality(t *testing.T) {
	for _, tc := range []struct {
		name  string
		open  func(t *testing.T) *Editor
		setUp func(v *simView)
		want  sim.Config // without the set, games, seed and quality
		says  []string   // in the report text
		notes []string   // in the line above the charts
	}{
		{"two greedy bots", openWinter, func(v *simView) {
			v.seats.setSeats("greedy", "greedy")
			v.seats.mix.SetSelected("WD")
		}, sim.Config{Mix: "WD", Agents: []string{"greedy", "greedy"}},
			[]string{"Game quality (2 seats", "skill depth", "luck ", "drama, over", "choice:", "place-tile", "shape, over"},
			[]string{"dashed fair share"}},
		{"Mists' team", openMists, func(v *simView) {
			v.refresh()
			v.seats.mix.SetSelected("level-3")
			v.seats.players.SetSelected("2")
		}, sim.Config{Mix: "level-3", Players: 2, Agents: []string{"coop"}},
			[]string{"Game quality (a cooperative game", "does a team thinking twice as long", "choice:", "the team won"},
			[]string{"luck and drama are not measured: a cooperative game"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.open(t)
			e.tabs.Select(e.simTab)
			v := e.sim
			tc.setUp(v)
			if !v.quality.row.Visible() {
				// The row shows while the box is ticked.
				v.quality.check.SetChecked(true)
				if !v.quality.row.Visible() {
					t.Fatal("ticking Quality report shows no settings")
				}
			}
			q := tinyQuality(v)
			v.games.SetText("20")
			v.seed.SetText("5")
			runSim(t, e, nil)
			if v.report == nil || v.report.Quality == nil {
				t.Fatalf("no quality report: %s", v.status.Text)
			}
			set, err := e.doc.SnapshotSet()
			if err != nil {
				t.Fatal(err)
			}
			cfg := tc.want
			cfg.Set, cfg.Games, cfg.Seed, cfg.Quality = set, 20, 5, &q
			want, err := sim.Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(v.report, want) {
				t.Errorf("the tab's report differs from sim.Run's with the quality report asked for")
			}
			for _, s := range tc.says {
				if !strings.Contains(v.table.Text, s) {
					t.Errorf("the report text lacks %q:\n%s", s, v.table.Text)
				}
			}
			if total := sim.ProgressTotal(cfg); v.counted != total || v.progress.Value != 1 {
				t.Errorf("the progress counted to %d (bar %.2f); the engine's progress counts to %d", v.counted, v.progress.Value, total)
			}
			if !strings.HasPrefix(v.status.Text, "Done: 20 games and the quality report's 3 deals") {
				t.Errorf("status %q", v.status.Text)
			}
			if !v.qual.content.Visible() || !v.qual.skill.Visible() || v.qual.skill.Image == nil {
				t.Fatal("the skill trace chart is not shown")
			}
			if !v.qual.choice.Visible() || v.qual.choice.Image == nil {
				t.Error("the choice chart is not shown")
			}
			if !hasColour(v.qual.skill.Image, variantColour(0)) {
				t.Error("the skill trace chart has no bars")
			}
			for _, n := range tc.notes {
				if !strings.Contains(v.qual.notice.Text, n) {
					t.Errorf("the line above the charts %q lacks %q", v.qual.notice.Text, n)
				}
			}
			test.Tap(v.copy)
			var b strings.Builder
			if err := want.Quality.WriteText(&b); err != nil {
				t.Fatal(err)
			}
			if got := e.app.Clipboard().Content(); !strings.Contains(got, b.String()) {
				t.Errorf("Copy report copied\n%s\nwithout the quality report\n%s", got, b.String())
			}

			v.quality.check.SetChecked(false)
			runSim(t, e, nil)
			if v.qual.content.Visible() || strings.Contains(v.table.Text, "Game quality") {
				t.Error("a run without the quality report still shows one")
			}
		})
	}
}

// TestCompareQuality: with the box ticked, Compare with gives both
// variants the quality report: the text shows each under its variant's
// name, and the skill trace pairs them, blue then orange.
func TestCompareQuality(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.seats.setSeats("greedy", "greedy")
	v.seats.mix.SetSelected("WE3")
	v.compare.choice.SetSelected(compareMix)
	v.compare.mix.SetSelected("WD")
	q := tinyQuality(v)
	v.games.SetText("20")
	v.seed.SetText("2")
	runSim(t, e, nil)
	if len(v.runs) != 2 {
		t.Fatalf("%d variants after the run: %s", len(v.runs), v.status.Text)
	}
	total := 0
	for i, name := range []string{"WE3", "WD"} {
		r := v.runs[i].report
		if r.Quality == nil {
			t.Fatalf("%s came without its quality report", name)
		}
		var b strings.Builder
		if err := r.Quality.WriteText(&b); err != nil {
			t.Fatal(err)
		}
		at := strings.Index(v.table.Text, "── "+name+" ──")
		if at < 0 || !strings.Contains(v.table.Text[at:], strings.TrimRight(b.String(), "\n")) {
			t.Errorf("the text lacks %s's quality report under its name", name)
		}
		set, err := e.doc.SnapshotSet()
		if err != nil {
			t.Fatal(err)
		}
		total += sim.ProgressTotal(sim.Config{Set: set, Mix: name, Agents: []string{"greedy", "greedy"}, Games: 20, Seed: 2, Balance: true, Quality: &q})
	}
	if v.counted != total || !strings.Contains(v.status.Text, "Each variant played 20 games and the quality report's 3 deals") {
		t.Errorf("progress counted to %d, want %d; status %q", v.counted, total, v.status.Text)
	}
	if len(v.qual.variants) != 2 || !v.qual.skill.Visible() {
		t.Fatal("the skill trace does not pair the variants")
	}
	for i := range 2 {
		if !hasColour(v.qual.skill.Image, variantColour(i)) {
			t.Errorf("the skill trace lacks variant %d's colour", i)
		}
	}
	if title := skillTable(v.qual.variants).title; !strings.Contains(title, "(WE3)") || !strings.Contains(title, "(WD)") {
		t.Errorf("the skill chart's title %q does not give each variant's depth", title)
	}
}

// TestSimulateQualityCancel: Cancel stops a long quality report.
func TestSimulateQualityCancel(t *testing.T) {
	e := openWinter(t)
	v := e.sim
	v.quality.check.SetChecked(true)
	v.quality.deals.SetText("1000000")
	v.games.SetText("10")
	runSim(t, e, func() {
		if !v.run.Disabled() || v.cancel.Disabled() {
			t.Error("while running, Simulate should be disabled and Cancel enabled")
		}
		if !strings.Contains(v.status.Text, "quality report's 1000000 deals") {
			t.Errorf("the status %q does not say what is played", v.status.Text)
		}
		test.Tap(v.cancel)
	})
	if !strings.Contains(v.status.Text, "cancelled") || v.run.Disabled() || !v.cancel.Disabled() {
		t.Errorf("after Cancel: status %q, run disabled %v, cancel disabled %v", v.status.Text, v.run.Disabled(), v.cancel.Disabled())
	}
}

// TestQualityRefusals: quality settings that cannot run are refused in
// words before anything is played.
func TestQualityRefusals(t *testing.T) {
	for _, tc := range []struct{ name, deals, steps, from, says string }{
		{"no deals", "0", "3", "50", "the quality report's deals must be a whole number from 1"},
		{"words", "many", "3", "50", "the quality report's deals"},
		{"too many steps", "10", "9", "50", "the skill trace's steps must be a whole number from 0 to 8"},
		{"too strong a search", "10", "8", "1000", "the skill trace from mcts:1000 in 8 steps would end at mcts:256000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			v := e.sim
			v.quality.check.SetChecked(true)
			v.quality.deals.SetText(tc.deals)
			v.quality.steps.SetText(tc.steps)
			v.quality.from.SetText(tc.from)
			v.games.SetText("10")
			test.Tap(v.run)
			if v.running != nil || !strings.Contains(v.status.Text, "Cannot simulate: "+tc.says) {
				t.Errorf("status %q, want %q", v.status.Text, tc.says)
			}
		})
	}
}
