package ui

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/schema"
)

// checkBalanceShown checks the tab shows the balance report of the
// variants' reports: its charts when the simulation filled it in, and
// otherwise the words "No balance report".
func checkBalanceShown(t *testing.T, v *simView, reports ...*sim.Report) {
	t.Helper()
	if !v.bal.content.Visible() {
		t.Fatal("the balance report is not shown")
	}
	missing := false
	for _, r := range reports {
		missing = missing || balanceOf(r) == nil
	}
	if missing {
		if !strings.Contains(v.bal.notice.Text, "No balance report") || v.bal.tiles.Visible() {
			t.Errorf("without a balance report the tab says %q (charts shown %v)", v.bal.notice.Text, v.bal.tiles.Visible())
		}
		return
	}
	for name, img := range map[string]*struct {
		shown bool
		ok    bool
	}{
		"points":  {v.bal.points.Visible(), v.bal.points.Image != nil},
		"lengths": {v.bal.lengths.Visible(), v.bal.lengths.Image != nil},
		"margins": {v.bal.finals.Visible(), v.bal.finals.Image != nil},
	} {
		if !img.shown || !img.ok {
			t.Errorf("the %s chart is not drawn", name)
		}
	}
	if rows := len(tileTable(v.bal.variants).rows); rows == 0 && (v.bal.tiles.Visible() || !strings.Contains(v.bal.notice.Text, "No tile's worth")) {
		t.Errorf("no tile's worth, yet the tile chart is shown (%v) or the notice %q does not say so", v.bal.tiles.Visible(), v.bal.notice.Text)
	} else if rows > 0 && (!v.bal.tiles.Visible() || v.bal.tiles.Image == nil) {
		t.Errorf("the tile chart of %d tiles is not drawn", rows)
	}
	if len(reports) > 1 && !strings.Contains(v.bal.notice.Text, "intervals from") {
		t.Errorf("the comparison's notice %q says nothing of what moved", v.bal.notice.Text)
	}
}

// TestSimulateBalance: "Balance report" runs the simulation with the
// balance report and shows it as charts under the report.
func TestSimulateBalance(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.seats.setSeats("random", "greedy")
	v.seats.mix.SetSelected("WE3")
	v.games.SetText("300") // enough games to tell the tiles' worth apart
	v.seed.SetText("7")
	v.balance.SetChecked(true)
	runSim(t, e, nil)
	if v.report == nil {
		t.Fatalf("no report: %s", v.status.Text)
	}
	set, err := e.doc.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	want, err := sim.Run(context.Background(), sim.Config{Set: set, Mix: "WE3", Agents: []string{"random", "greedy"}, Games: 300, Seed: 7, Balance: true})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v.report, want) {
		t.Errorf("the tab's report differs from sim.Run's with the balance report asked for")
	}
	if v.report.Balance == nil {
		t.Fatal("the run asked for the balance report and came without one")
	}
	checkBalanceShown(t, v, v.report)

	v.balance.SetChecked(false)
	runSim(t, e, nil)
	if v.bal.content.Visible() {
		t.Error("a run without the balance report still shows one")
	}
}

// TestSimulateCompare: "Compare with" plays two variants with the same
// seed, bots and games — another mix, or the saved pack against the pack
// as it stands — one after the other under one progress bar, and shows
// both reports under their names with their balance reports paired.
func TestSimulateCompare(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setUp func(t *testing.T, e *Editor)
		// want are the variants' names and how each is simulated.
		want func(t *testing.T, e *Editor) ([]string, []sim.Config)
	}{
		{"two mixes", func(t *testing.T, e *Editor) {
			e.sim.compare.choice.SetSelected(compareMix)
			e.sim.compare.mix.SetSelected("WD")
		}, func(t *testing.T, e *Editor) ([]string, []sim.Config) {
			set, err := e.doc.SnapshotSet()
			if err != nil {
				t.Fatal(err)
			}
			return []string{"WE3", "WD"}, []sim.Config{{Set: set, Mix: "WE3"}, {Set: set, Mix: "WD"}}
		}},
		{"the saved pack", func(t *testing.T, e *Editor) {
			if err := e.doc.Do(editor.SetCount{Mix: "WE3", Tile: "D", N: 12}); err != nil {
				t.Fatal(err)
			}
			e.sim.compare.choice.SetSelected(compareSaved)
		}, func(t *testing.T, e *Editor) ([]string, []sim.Config) {
			saved, name, err := e.doc.SavedSet()
			if err != nil {
				t.Fatal(err)
			}
			current, err := e.doc.SnapshotSet()
			if err != nil {
				t.Fatal(err)
			}
			return []string{name, "current"}, []sim.Config{{Set: saved, Mix: "WE3"}, {Set: current, Mix: "WE3"}}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			e.tabs.Select(e.simTab)
			v := e.sim
			v.seats.setSeats("random", "greedy")
			v.seats.mix.SetSelected("WE3")
			v.games.SetText("300")
			v.seed.SetText("4")
			tc.setUp(t, e)
			if v.compare.why.Visible() {
				t.Fatalf("the comparison is refused: %s", v.compare.why.Text)
			}
			runSim(t, e, nil)
			if len(v.runs) != 2 {
				t.Fatalf("%d variants after the run: %s", len(v.runs), v.status.Text)
			}
			if !strings.HasPrefix(v.status.Text, "Done: 600 games") || v.progress.Value != 1 {
				t.Errorf("status %q, progress %.2f; want both variants' 600 games under one bar", v.status.Text, v.progress.Value)
			}
			names, cfgs := tc.want(t, e)
			var reports []*sim.Report
			for i, cfg := range cfgs {
				cfg.Agents, cfg.Games, cfg.Seed, cfg.Balance = []string{"random", "greedy"}, 300, 4, true
				want, err := sim.Run(context.Background(), cfg)
				if err != nil {
					t.Fatal(err)
				}
				if got := v.runs[i]; got.name != names[i] || !reflect.DeepEqual(got.report, want) {
					t.Errorf("variant %d is %q with a report unlike sim.Run's of %s", i, got.name, names[i])
				}
				if !strings.Contains(v.table.Text, "── "+names[i]+" ──") {
					t.Errorf("the report text lacks the heading of %s", names[i])
				}
				reports = append(reports, v.runs[i].report)
			}
			if reflect.DeepEqual(reports[0], reports[1]) {
				t.Error("both variants gave the same report: the test cannot tell them apart")
			}
			if v.chart.Visible() {
				t.Error("the single run's score chart is shown over a comparison")
			}
			if reports[0].Balance == nil || reports[1].Balance == nil {
				t.Fatal("a variant came without its balance report")
			}
			checkBalanceShown(t, v, reports...)
			// The notice says what moved, in the variants' names.
			reports[0].Balance, reports[1].Balance = balanceFixture(), changedFixture()
			v.showRuns()
			checkBalanceShown(t, v, reports...)
			if !strings.Contains(v.bal.notice.Text, "tile D: +2.40 ("+names[0]+"), then +1.10 ("+names[1]+")") {
				t.Errorf("the notice does not say tile D moved: %q", v.bal.notice.Text)
			}
		})
	}
}

// TestCompareUnavailable: a comparison that cannot be made says why
// beside the choice, and Simulate refuses it in the same words.
func TestCompareUnavailable(t *testing.T) {
	for _, tc := range []struct {
		name   string
		open   func(t *testing.T) *Editor
		choice string
		says   string
	}{
		{"nothing saved yet", openUnsaved, compareSaved, "has not been saved yet"},
		{"one mix", func(t *testing.T) *Editor {
			e := openWinter(t)
			for _, id := range []string{"WD", "WE1", "WE2"} {
				if err := e.doc.Do(editor.DeleteMix{ID: id}); err != nil {
					t.Fatal(err)
				}
			}
			return e
		}, compareMix, "has one mix to play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.open(t)
			e.tabs.Select(e.simTab)
			v := e.sim
			v.refresh()
			v.compare.choice.SetSelected(tc.choice)
			if !v.compare.why.Visible() || !strings.Contains(v.compare.why.Text, tc.says) {
				t.Errorf("beside the choice: %q (shown %v), want %q", v.compare.why.Text, v.compare.why.Visible(), tc.says)
			}
			v.games.SetText("10")
			test.Tap(v.run)
			if v.running != nil || !strings.Contains(v.status.Text, tc.says) {
				t.Errorf("Simulate: status %q, want %q", v.status.Text, tc.says)
			}
		})
	}
}

// openUnsaved opens a copy of the Winter Edition as a new pack that has
// no file yet.
func openUnsaved(t *testing.T) *Editor {
	t.Helper()
	test.NewTempApp(t)
	doc, err := editor.OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	p, err := schema.Clone(doc.Pack())
	if err != nil {
		t.Fatal(err)
	}
	doc = editor.NewDocument(p, "")
	doc.RecoveryDir = t.TempDir()
	e := New(fyne.CurrentApp(), doc)
	t.Cleanup(e.win.Close)
	return e
}

// TestCompareSavedNote: comparing with the saved pack when nothing has
// changed is allowed, with a note that both variants are the same pack;
// after an edit the note goes.
func TestCompareSavedNote(t *testing.T) {
	for _, tc := range []struct {
		name string
		open func(t *testing.T) *Editor
		says string
	}{
		{"a pack file", openWinter, "no unsaved changes"},
		{"a built-in pack", openBuiltin, "no changes from the built-in pack"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.open(t)
			v := e.sim
			v.refresh()
			v.compare.choice.SetSelected(compareSaved)
			if !v.compare.why.Visible() || !strings.Contains(v.compare.why.Text, tc.says) {
				t.Errorf("note %q (shown %v), want %q", v.compare.why.Text, v.compare.why.Visible(), tc.says)
			}
			if err := v.compare.unavailable(); err != nil {
				t.Errorf("the comparison is refused: %v", err)
			}
			e.do(editor.SetCount{Mix: "WE3", Tile: "D", N: 9})
			if v.compare.why.Visible() {
				t.Errorf("after an edit the note stays: %q", v.compare.why.Text)
			}
		})
	}
}

// openBuiltin opens the built-in Winter Edition as the editor does for
// `tilesmith-editor winter-edition`.
func openBuiltin(t *testing.T) *Editor {
	t.Helper()
	test.NewTempApp(t)
	doc, err := editor.OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	doc.RecoveryDir = t.TempDir()
	e := New(fyne.CurrentApp(), doc)
	t.Cleanup(e.win.Close)
	return e
}

// TestCompareTicksTheBalanceBox: choosing a comparison, which always
// makes balance reports, ticks and locks the Balance report box (the
// review found it unticked during a comparison); dropping it gives the
// box back as it was.
func TestCompareTicksTheBalanceBox(t *testing.T) {
	e := openWinter(t)
	v := e.sim
	v.balance.SetChecked(false)
	v.compare.choice.SetSelected(compareMix)
	if !v.balance.Checked || !v.balance.Disabled() {
		t.Errorf("comparing with a mix: the box is ticked %v, locked %v", v.balance.Checked, v.balance.Disabled())
	}
	v.compare.choice.SetSelected(compareNothing)
	if v.balance.Checked || v.balance.Disabled() {
		t.Errorf("no comparison: the box is ticked %v, locked %v; want it as it was", v.balance.Checked, v.balance.Disabled())
	}
}
