package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// openMists opens a copy of the built-in mists pack.
func openMists(t *testing.T) *Editor {
	t.Helper()
	return openFile(t, testpacks.BuiltinFile(t, "mists", "mists.json"))
}

// TestSimulateMists: on a Mists pack the tab offers one team for all
// seats and shows the cooperative report the command line prints (win
// rate, losses by cause, dogs, ghosts over time) with the ghost chart.
func TestSimulateMists(t *testing.T) {
	e := openMists(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.seats.refresh()
	if v.seats.team == nil || v.seats.teamName() != "coop" {
		t.Fatalf("the seat picker shows no team choice for a Mists pack")
	}
	v.seats.mix.SetSelected("level-3")
	v.seats.players.SetSelected("2")
	v.games.SetText("200")
	v.seed.SetText("3")
	runSim(t, e, nil)
	if v.mists == nil {
		t.Fatalf("no report: %s", v.status.Text)
	}
	set, err := e.doc.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	want, err := mists.Simulate(context.Background(), mists.SimConfig{Set: set, Mix: "level-3", Players: 2, Team: "coop", Games: 200, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := want.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if got := v.table.Text; got != strings.TrimRight(b.String(), "\n") {
		t.Errorf("the tab shows\n%s\nwant the command line's report\n%s", got, b.String())
	}
	if !v.chart.Visible() || v.chart.Image == nil || !v.copy.Visible() {
		t.Errorf("no ghost chart or copy button after the run")
	}
}
