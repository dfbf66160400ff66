package editor

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

func TestNewEditsUndoRedo(t *testing.T) {
	tests := []struct {
		name  string
		edits []Command
		check func(t *testing.T, p *schema.Pack)
	}{
		{"marker", []Command{SetMarker{"D", "city", schema.MarkPennants, "2"}}, func(t *testing.T, p *schema.Pack) {
			_, f, _ := tileFeature(p, "D", "city")
			if f.Pennants != 2 {
				t.Errorf("pennants %d, want 2", f.Pennants)
			}
		}},
		{"borders", []Command{SetMarker{"D", "field1", schema.MarkBorders, "city, city"}}, func(t *testing.T, p *schema.Pack) {
			_, f, _ := tileFeature(p, "D", "field1")
			if !slices.Equal(f.Borders, []string{"city", "city"}) {
				t.Errorf("borders %q", f.Borders)
			}
		}},
		{"decorations of a tile and of a feature", []Command{SetDecorations{"D", "", "snowman, tree"}, SetDecorations{"D", "city", "smoke"}}, func(t *testing.T, p *schema.Pack) {
			tile, f, _ := tileFeature(p, "D", "city")
			if !slices.Equal(tile.Decorations, []string{"snowman", "tree"}) || !slices.Equal(f.Decorations, []string{"smoke"}) {
				t.Errorf("tile %q, feature %q", tile.Decorations, f.Decorations)
			}
		}},
		{"mixes", []Command{AddMix{"WE4", "WE3"}, SetMixName{"WE4", "Winter 4"}, SetStacks{"WE4", "20, 20"}, SetStart{"WE4", "D 0 0 90"}, DeleteMix{"WD"}}, func(t *testing.T, p *schema.Pack) {
			m, err := findMix(p, "WE4")
			if err != nil {
				t.Fatal(err)
			}
			if m.Name != "Winter 4" || !slices.Equal(m.Stacks, []int{20, 20}) || FormatStart(m.Start) != "D 0 0 90" {
				t.Errorf("mix %+v", m)
			}
			if _, err := findMix(p, "WD"); err == nil {
				t.Error("WD not deleted")
			}
			we3, _ := findMix(p, "WE3")
			if len(we3.Stacks) != 0 || we3.Start[0].Rot != 0 {
				t.Error("the copy shares its slices with the mix it copies")
			}
		}},
		{"rules", []Command{SetRule{"classic.followers", "5"}, SetRule{"classic.houseRules.edgeCompletes", "true"}, SetRule{"classic.houseRules.board", `{"width": 9, "height": 9}`}}, func(t *testing.T, p *schema.Pack) {
			c := p.Rules.Classic
			if c.Followers != 5 || !c.HouseRules.EdgeCompletes || c.HouseRules.Board == nil || c.HouseRules.Board.Width != 9 {
				t.Errorf("rules %+v", c)
			}
		}},
		{"a drag over ports", []Command{AddFeature{"D", "city2", "city"}, AssignPort{"D", schema.PortSL, "city2"}, AssignPort{"D", schema.PortS, "city2"}, AssignPort{"D", schema.PortSR, "city2"}}, func(t *testing.T, p *schema.Pack) {
			_, f, _ := tileFeature(p, "D", "city2")
			if len(f.Ports) != 3 {
				t.Errorf("city2 ports %v", f.Ports)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _ := winterFile(t)
			start := encoded(t, d)
			for _, c := range tc.edits {
				if err := d.Do(c); err != nil {
					t.Fatal(err)
				}
			}
			after := encoded(t, d)
			tc.check(t, d.Pack())
			for d.Undo() {
			}
			if !bytes.Equal(encoded(t, d), start) || d.Dirty() {
				t.Fatal("undoing everything did not restore the pack")
			}
			for d.Redo() {
			}
			if !bytes.Equal(encoded(t, d), after) {
				t.Fatal("redoing everything differs from doing it")
			}
		})
	}
}

func TestNewEditsFail(t *testing.T) {
	tests := []struct {
		name string
		cmd  Command
		want string
	}{
		{"pennants not a number", SetMarker{"D", "city", schema.MarkPennants, "two"}, "whole number"},
		{"fountain not yes or no", SetMarker{"D", "city", schema.MarkFountain, "maybe"}, "yes or no"},
		{"unknown marker", SetMarker{"D", "city", "colour", "red"}, "not a marker"},
		{"taken mix id", AddMix{"WE3", "WD"}, "mix WE3 already"},
		{"bad start", SetStart{"WE3", "D 0"}, `want TILE X Y [ROT]`},
		{"bad stack", SetStacks{"WE3", "20, x"}, "whole number above 0"},
		{"rule type", SetRule{"classic.followers", "many"}, "wants a whole number"},
		{"rule JSON", SetRule{"classic.houseRules.board", `{"wide": 9}`}, `wants JSON of the form {"width":0,"height":0}`},
		{"no such rule", SetRule{"classic.dragons", "1"}, "not a rule parameter"},
		{"rules of another game", SetRule{"mists.collective", "majority"}, "no mists rules"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _ := winterFile(t)
			before := encoded(t, d)
			err := d.Do(tc.cmd)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
			if !bytes.Equal(encoded(t, d), before) || d.CanUndo() {
				t.Error("a failed edit changed the document")
			}
		})
	}
}

func TestSealEndsAGesture(t *testing.T) {
	d, _ := winterFile(t)
	must := func(c Command) {
		t.Helper()
		if err := d.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	must(AddFeature{"D", "city2", "city"})
	d.Seal()
	must(AssignPort{"D", schema.PortSL, "city2"})
	must(AssignPort{"D", schema.PortS, "city2"})
	d.Seal()
	must(AssignPort{"D", schema.PortSR, "city2"})
	if got := d.UndoLabel(); got != "assign port SR of D to city2" {
		t.Errorf("after a seal: undo label %q", got)
	}
	d.Undo()
	if got := d.UndoLabel(); got != "assign ports SL, S of D to city2" {
		t.Errorf("one drag: undo label %q", got)
	}
	d.Undo()
	d.Undo()
	if d.CanUndo() {
		t.Error("more steps than gestures")
	}
	// After an undo, a new edit never merges into an older step.
	must(SetCount{"WE3", "D", 3})
	d.Undo()
	must(SetCount{"WE3", "D", 4})
	d.Undo()
	if d.CanUndo() {
		t.Error("an edit after undo merged into the step before")
	}
}

func TestRuleFields(t *testing.T) {
	d, _ := winterFile(t)
	fields := RuleFields(d.Pack())
	byPath := map[string]RuleField{}
	for _, f := range fields {
		byPath[f.Path] = f
	}
	tests := []struct {
		path  string
		typ   FieldType
		value string
	}{
		{"classic.players.min", FieldInt, "2"},
		{"classic.followers", FieldInt, "7"},
		{"classic.scoring.city.complete.perPennant", FieldInt, "2"},
		{"classic.houseRules.edgeCompletes", FieldBool, "false"},
		{"classic.houseRules.board", FieldJSON, ""},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			f, ok := byPath[tc.path]
			if !ok {
				t.Fatalf("no field %s among %d", tc.path, len(fields))
			}
			if f.Type != tc.typ || f.Value != tc.value {
				t.Errorf("got %+v, want type %d value %q", f, tc.typ, tc.value)
			}
		})
	}
	for _, f := range fields {
		if strings.HasPrefix(f.Path, "mists.") {
			t.Errorf("field %s of a block the pack does not have", f.Path)
		}
	}
}
