package ui

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// simField finds the Simulate tab's options field of an option.
func simField(t *testing.T, v *simView, name string) *optionField {
	t.Helper()
	for i := range v.opts.form.fields {
		if v.opts.form.fields[i].doc.Name == name {
			return &v.opts.form.fields[i]
		}
	}
	t.Fatalf("the Simulate tab's options form has no field %q", name)
	return nil
}

// TestSimulateOptions: the Simulate tab takes the ruleset's options from a
// form built from the ruleset's option list (issue 17: "Play and Simulate
// take the ruleset's options (a form built from the ruleset's option list,
// not raw JSON)"); the report is the one sim.Run gives with those options,
// and a value the ruleset refuses stops the run in words.
func TestSimulateOptions(t *testing.T) {
	e := openMists(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.refresh()
	v.seats.mix.SetSelected("level-2")
	v.seats.players.SetSelected("4")
	v.games.SetText("100")
	v.seed.SetText("5")
	simField(t, v, "collective").choice.SetSelected("majority")
	if !strings.Contains(v.opts.item.Title, "(1 changed)") {
		t.Errorf("the options fold says %q, want it to count the changed option", v.opts.item.Title)
	}
	runSim(t, e, nil)
	if v.report == nil {
		t.Fatalf("no report: %s", v.status.Text)
	}
	set, err := e.doc.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	cfg := sim.Config{Set: set, Mix: "level-2", Players: 4, Agents: []string{"coop"}, Games: 100, Seed: 5}
	plain, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Options = []byte(`{"collective": "majority"}`)
	want, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v.report, want) {
		t.Errorf("the tab's report differs from sim.Run's with the same options")
	}
	if reflect.DeepEqual(plain, want) {
		t.Fatal("the option changes nothing in 100 games: the test cannot tell whether it reached the simulation")
	}

	simField(t, v, "level").entry.SetText("99")
	v.report = nil
	v.start()
	if v.report != nil || !strings.Contains(v.status.Text, "Cannot simulate") || !strings.Contains(v.status.Text, "level") {
		t.Errorf("a level the pack lacks: status %q", v.status.Text)
	}
	if strings.Contains(v.status.Text, "mists:") || strings.Contains(v.status.Text, "engine:") {
		t.Errorf("the words name the program's insides: %q", v.status.Text)
	}
}
