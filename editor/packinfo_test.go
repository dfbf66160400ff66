package editor

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/schema"
)

func TestCheckPackID(t *testing.T) {
	tests := []struct {
		name, id string
		want     string // a word the error must hold; "" for no error
	}{
		{"a variant", "my-variant", ""},
		{"digits", "2026-edition", ""},
		{"empty", "", "needs an id"},
		{"capital letter", "My-variant", "capital letter (M)"},
		{"space", "my variant", "has a space"},
		{"underscore", "my_variant", `has a '_'`},
		{"leading dash", "-variant", "starts with a dash"},
		{"too long", strings.Repeat("a", 65), "at most 64"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckPackID(tc.id)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("CheckPackID(%q) = %v, want nil", tc.id, err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("CheckPackID(%q) = %v, want an error saying %q", tc.id, err, tc.want)
			}
		})
	}
}

// TestCheckPackIDAgreesWithValidate: an id the editor accepts passes the
// schema, and one it refuses fails it.
func TestCheckPackIDAgreesWithValidate(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"my-variant", "x", "My-variant", "my variant", "my_variant", "-x", "é"} {
		t.Run(id, func(t *testing.T) {
			p, err := schema.Clone(d.Pack())
			if err != nil {
				t.Fatal(err)
			}
			p.ID = id
			schemaOK := !schema.CheckPack(p).HasErrors()
			editorOK := CheckPackID(id) == nil
			if schemaOK != editorOK {
				t.Errorf("id %q: schema accepts it %v, editor %v", id, schemaOK, editorOK)
			}
		})
	}
}

func TestPackInfoCheck(t *testing.T) {
	good := schema.Provenance{Subject: "tile 14", Confidence: "reconstructed"}
	tests := []struct {
		name string
		info PackInfo
		want string
	}{
		{"good", PackInfo{ID: "my-variant", Name: "My variant", Provenance: []schema.Provenance{good}}, ""},
		{"no name", PackInfo{ID: "my-variant", Name: "  "}, "needs a name"},
		{"no subject", PackInfo{ID: "v", Name: "V", Provenance: []schema.Provenance{good, {Confidence: "certain"}}}, "source 2: say which data"},
		{"bad confidence", PackInfo{ID: "v", Name: "V", Provenance: []schema.Provenance{{Subject: "all", Confidence: "sure"}}}, `confidence "sure" is not one of certain, probable, reconstructed, unknown`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.info.Check()
			if (tc.want == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Check() = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestSplitNotes(t *testing.T) {
	notes := SplitNotes("First paragraph\nstill first.\n\n\nSecond.\n\n  ")
	if len(notes) != 2 || notes[0] != "First paragraph\nstill first." || notes[1] != "Second." {
		t.Fatalf("SplitNotes: %q", notes)
	}
	if again := SplitNotes(JoinNotes(notes)); len(again) != 2 || again[1] != notes[1] {
		t.Errorf("JoinNotes does not read back: %q", again)
	}
}

// TestVariantOfBuiltinGetsItsOwnIdentity: a variant made from
// winter-edition becomes my-variant in the file it saves, in the compiled
// set that plays it, in a game record and in a simulation report; undo
// takes the identity back.
func TestVariantOfBuiltinGetsItsOwnIdentity(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = t.TempDir()
	info := InfoOf(d.Pack())
	info.ID, info.Name = "my-variant", "My winter variant"
	info.Notes = SplitNotes("More cloisters.\n\nTested at the club.")
	info.Provenance = append(info.Provenance, schema.Provenance{Subject: "extra cloisters", Source: "our club", Confidence: "reconstructed"})
	if err := d.Do(SetPackInfo{Info: info}); err != nil {
		t.Fatal(err)
	}
	if got := d.Title(); got != "my-variant (unsaved, from built-in winter-edition) *" {
		t.Errorf("title %q", got)
	}
	path := filepath.Join(t.TempDir(), "my-variant.json")
	if err := d.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	saved, diags := schema.Decode(path, data)
	if saved == nil || diags.HasErrors() {
		t.Fatalf("the saved variant does not load: %v", diags)
	}
	if saved.ID != "my-variant" || saved.Name != "My winter variant" || len(saved.Notes) != 2 || saved.Provenance[len(saved.Provenance)-1].Source != "our club" {
		t.Errorf("saved identity: id %q, name %q, notes %q, provenance %+v", saved.ID, saved.Name, saved.Notes, saved.Provenance)
	}
	if d.Set() == nil || d.Set().Pack.ID != "my-variant" {
		t.Fatalf("the compiled set does not carry the new id")
	}
	r, err := sim.Run(context.Background(), sim.Config{Set: d.Set(), Mix: "WE3", Agents: []string{"random", "random"}, Games: 2, Seed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Pack != "my-variant" {
		t.Errorf("the simulation report names pack %q", r.Pack)
	}
	play, err := NewPlay(d.Set(), PlaySetup{Mix: "WE3", Seats: people("Ann", "Bob"), Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer play.Close()
	record, err := play.Record()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(record), `"my-variant"`) || strings.Contains(string(record), "winter-edition") {
		t.Errorf("a game record of the variant does not name it my-variant alone:\n%.300s", record)
	}
	if !d.Undo() || d.Pack().ID != "winter-edition" || d.Pack().Name == "My winter variant" {
		t.Errorf("undo leaves id %q, name %q", d.Pack().ID, d.Pack().Name)
	}
}

func TestSetPackInfoRefusesABadIDAndKeepsThePack(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	info := InfoOf(d.Pack())
	info.ID = "My Variant"
	err = d.Do(SetPackInfo{Info: info})
	if err == nil || !strings.Contains(err.Error(), "capital letter") {
		t.Fatalf("Do = %v, want the capital letter named", err)
	}
	if d.Pack().ID != "winter-edition" || d.CanUndo() {
		t.Errorf("a refused edit changed the pack (id %q) or its history", d.Pack().ID)
	}
}
