package editor

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// winterFile writes the built-in Winter Edition pack to a temporary file
// and opens it, with its recovery folder in a temporary folder too.
func winterFile(t *testing.T) (*Document, string) {
	t.Helper()
	path := testpacks.WinterFile(t)
	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = filepath.Join(t.TempDir(), "recovery")
	return d, path
}

func encoded(t *testing.T, d *Document) []byte {
	t.Helper()
	data, err := schema.Encode(d.Pack())
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestEditSequencesUndoRedo(t *testing.T) {
	tests := []struct {
		name  string
		edits []Command
		check func(t *testing.T, p *schema.Pack)
	}{
		{"count", []Command{SetCount{"WE3", "D", 7}}, func(t *testing.T, p *schema.Pack) {
			m, _ := findMix(p, "WE3")
			if m.Counts.Of("D") != 7 || m.Total != m.Counts.Sum() {
				t.Errorf("D ×%d, total %d of %d", m.Counts.Of("D"), m.Total, m.Counts.Sum())
			}
		}},
		{"add, duplicate, rename", []Command{AddTile{"Z9", "new"}, DuplicateTile{"D", "D2"}, RenameTile{"D2", "D3"}, SetCount{"WE3", "D3", 2}}, func(t *testing.T, p *schema.Pack) {
			if _, err := findTile(p, "Z9"); err != nil {
				t.Error(err)
			}
			m, _ := findMix(p, "WE3")
			if m.Counts.Of("D3") != 2 {
				t.Errorf("D3 ×%d, want 2", m.Counts.Of("D3"))
			}
		}},
		{"delete a tile in every mix", []Command{DeleteTile{"D"}}, func(t *testing.T, p *schema.Pack) {
			for _, m := range p.Mixes {
				if m.Counts.Of("D") != 0 || m.Total != m.Counts.Sum() {
					t.Errorf("mix %s still counts D, or its total is off", m.ID)
				}
			}
		}},
		{"ports and features", []Command{AddFeature{"D", "city2", "city"}, AssignPort{"D", schema.PortS, "city2"}, SetPennants{"D", "city", 1}}, func(t *testing.T, p *schema.Pack) {
			d, _ := findTile(p, "D")
			for _, f := range d.Features {
				if f.ID != "city2" && f.Kind != "fog" && slicesContains(f.Ports, schema.PortS) {
					t.Errorf("port S still on %s", f.ID)
				}
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _ := winterFile(t)
			start := encoded(t, d)
			var after [][]byte
			for _, c := range tc.edits {
				if err := d.Do(c); err != nil {
					t.Fatal(err)
				}
				after = append(after, encoded(t, d))
			}
			tc.check(t, d.Pack())
			if !d.Dirty() {
				t.Error("not dirty after edits")
			}
			for i := len(tc.edits) - 1; i >= 0; i-- {
				if !d.Undo() {
					t.Fatalf("undo %d failed", i)
				}
				want := start
				if i > 0 {
					want = after[i-1]
				}
				if !bytes.Equal(encoded(t, d), want) {
					t.Fatalf("undo of %q did not restore the pack", tc.edits[i].Label())
				}
			}
			if d.Dirty() {
				t.Error("dirty after undoing everything")
			}
			for i := range tc.edits {
				if !d.Redo() {
					t.Fatalf("redo %d failed", i)
				}
				if !bytes.Equal(encoded(t, d), after[i]) {
					t.Fatalf("redo of %q differs from doing it", tc.edits[i].Label())
				}
			}
			tc.check(t, d.Pack())
		})
	}
}

func slicesContains(ps []schema.Port, p schema.Port) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

func TestFailedEditChangesNothing(t *testing.T) {
	tests := []struct {
		name string
		cmd  Command
		want string
	}{
		{"unknown tile", SetCount{"WE3", "NOPE", 1}, `no tile "NOPE"`},
		{"taken id", RenameTile{"D", "E"}, `already has a tile "E"`},
		{"negative", SetCount{"WE3", "D", -1}, "cannot be negative"},
		{"kind of another game", AddFeature{"D", "m", "market"}, `"market" is not a kind of ruleset classic`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _ := winterFile(t)
			before := encoded(t, d)
			err := d.Do(tc.cmd)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
			if !bytes.Equal(encoded(t, d), before) || d.Dirty() || d.CanUndo() {
				t.Error("a failed edit changed the document")
			}
		})
	}
}

func TestTypingMergesIntoOneStep(t *testing.T) {
	d, _ := winterFile(t)
	for _, n := range []int{1, 12, 3} {
		if err := d.Do(SetCount{"WE3", "D", n}); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Do(SetCount{"WE3", "E", 2}); err != nil {
		t.Fatal(err)
	}
	if got := d.UndoLabel(); got != "set count of E in WE3 to 2" {
		t.Errorf("undo label %q", got)
	}
	d.Undo()
	if got := d.UndoLabel(); got != "set count of D in WE3 to 3" {
		t.Errorf("undo label %q: the three D edits should be one step", got)
	}
	d.Undo()
	if d.CanUndo() || d.Dirty() {
		t.Error("more than two steps for two merged edits")
	}
}

func TestLiveValidationAndLocate(t *testing.T) {
	d, _ := winterFile(t)
	if d.Diagnostics().HasErrors() || d.Set() == nil {
		t.Fatalf("the winter pack starts invalid: %s %v", d.Diagnostics(), d.CompileError())
	}
	// A road that ends nowhere on the tile breaks it.
	if err := d.Do(AddFeature{"D", "deadend", "road"}); err != nil {
		t.Fatal(err)
	}
	if err := d.Do(AssignPort{"D", schema.PortS, "deadend"}); err != nil {
		t.Fatal(err)
	}
	if !d.Diagnostics().HasErrors() || d.Set() != nil {
		t.Fatal("a road ending nowhere gives no error")
	}
	tileD := 3
	found := false
	for _, diag := range d.Diagnostics() {
		if loc := Locate(diag); loc.Tile == tileD {
			found = true
		}
	}
	if !found {
		t.Errorf("no diagnostic locates tile D:\n%s", d.Diagnostics())
	}
	d.Undo()
	d.Undo()
	if d.Diagnostics().HasErrors() || d.Set() == nil {
		t.Errorf("undo did not bring the valid pack back:\n%s", d.Diagnostics())
	}
}

func TestLocate(t *testing.T) {
	tests := []struct {
		pointer string
		want    Location
	}{
		{"/tiles/3/features/1/ports/0", Location{3, 1, -1}},
		{"/tiles/12", Location{12, -1, -1}},
		{"/mixes/2/counts/D", Location{-1, -1, 2}},
		{"/rules/classic", Location{-1, -1, -1}},
		{"", Location{-1, -1, -1}},
	}
	for _, tc := range tests {
		t.Run(tc.pointer, func(t *testing.T) {
			if got := Locate(schema.Diagnostic{Pointer: tc.pointer}); got != tc.want {
				t.Errorf("Locate = %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestSaveIsAtomicAndClean(t *testing.T) {
	d, path := winterFile(t)
	original, _ := os.ReadFile(path)
	if err := d.Do(SetCount{"WE3", "D", 9}); err != nil {
		t.Fatal(err)
	}
	// A crash mid-write: the temporary file is half written, the rename
	// never happens.
	crash := errors.New("power cut")
	writeFile = func(p string, data []byte) error {
		_ = os.WriteFile(p+".tmp-crash", data[:len(data)/2], 0o644)
		return crash
	}
	err := d.Save()
	writeFile = defaultWriteFile
	if !errors.Is(err, crash) {
		t.Fatalf("Save = %v, want the crash", err)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, original) {
		t.Fatal("a failed save changed the file")
	}
	if !d.Dirty() {
		t.Fatal("a failed save marked the document clean")
	}
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	if d.Dirty() || !strings.HasSuffix(d.Title(), "winter.json") {
		t.Errorf("after save: dirty %v, title %q", d.Dirty(), d.Title())
	}
	back, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encoded(t, back), encoded(t, d)) {
		t.Error("the saved file does not reopen as the edited pack")
	}
	if m, _ := findMix(back.Pack(), "WE3"); m.Counts.Of("D") != 9 {
		t.Error("the edit is not in the saved file")
	}
}

func TestBuiltinNeedsSaveAs(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = t.TempDir()
	if d.Title() != "winter-edition (built-in)" {
		t.Errorf("title %q", d.Title())
	}
	if err := d.Do(SetTileName{"D", "city and road"}); err != nil {
		t.Fatal(err)
	}
	if err := d.Save(); !errors.Is(err, ErrNoPath) {
		t.Fatalf("Save of a built-in pack = %v, want ErrNoPath", err)
	}
	path := filepath.Join(t.TempDir(), "mine.json")
	if err := d.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	if d.Path() != path || d.Dirty() {
		t.Errorf("after SaveAs: path %q dirty %v", d.Path(), d.Dirty())
	}
	if p, _, _ := tilesets.Load("winter-edition"); p.Tiles[3].Name == "city and road" {
		t.Error("editing changed the cached built-in pack")
	}
}

// TestRecoveryAfterCrash runs an editor session in a child process that
// edits, autosaves and dies without saving; reopening the file offers the
// autosave, and recovering it restores the edits.
func TestRecoveryAfterCrash(t *testing.T) {
	if os.Getenv("TILESMITH_CRASH_SESSION") != "" {
		d, err := Open(os.Getenv("TILESMITH_CRASH_FILE"))
		if err != nil {
			os.Exit(3)
		}
		d.RecoveryDir = os.Getenv("TILESMITH_CRASH_RECOVERY")
		_ = d.Do(SetCount{"WE3", "D", 11})
		_ = d.Do(RenameTile{"E", "E-renamed"})
		if err := d.Autosave(); err != nil {
			os.Exit(4)
		}
		os.Exit(2) // the crash: no save, no clean close
	}
	_, path := winterFile(t)
	recovery := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run", "^TestRecoveryAfterCrash$")
	cmd.Env = append(os.Environ(), "TILESMITH_CRASH_SESSION=1", "TILESMITH_CRASH_FILE="+path, "TILESMITH_CRASH_RECOVERY="+recovery)
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 {
		t.Fatalf("the crashing session ended with %v, want exit 2", err)
	}

	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = recovery
	if m, _ := findMix(d.Pack(), "WE3"); m.Counts.Of("D") == 11 {
		t.Fatal("the crashed session's edit reached the file")
	}
	r, ok := d.FindRecovery()
	if !ok {
		t.Fatal("no recovery offered after the crash")
	}
	if err := d.Recover(r); err != nil {
		t.Fatal(err)
	}
	if m, _ := findMix(d.Pack(), "WE3"); m.Counts.Of("D") != 11 {
		t.Error("recovery lost the count edit")
	}
	if _, err := findTile(d.Pack(), "E-renamed"); err != nil {
		t.Error("recovery lost the rename")
	}
	if !d.Dirty() {
		t.Error("recovered work is not marked unsaved")
	}
	if err := d.Save(); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.FindRecovery(); ok {
		t.Error("saving did not remove the recovery file")
	}
}

func TestAutosaveOnlyWhenDirty(t *testing.T) {
	d, _ := winterFile(t)
	if err := d.Autosave(); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.FindRecovery(); ok {
		t.Error("a clean document left a recovery file")
	}
	if err := d.Do(SetGhosts{"D", 0}); err != nil {
		t.Fatal(err)
	}
	if err := d.Autosave(); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.FindRecovery(); !ok {
		t.Error("a dirty document left no recovery file")
	}
	d.Undo()
	if err := d.Autosave(); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.FindRecovery(); ok {
		t.Error("undoing back to the saved state kept a stale recovery file")
	}
}

// TestUndoKeepsTheCheckedEncoding: the undo history keeps the encoding the
// check made (encoded once per step, not twice), and it is always the
// encoding of the pack as it stood, through edits, a refused edit, merged
// steps, undo and redo.
func TestUndoKeepsTheCheckedEncoding(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = t.TempDir()
	same := func(t *testing.T) {
		t.Helper()
		want, err := schema.Encode(d.Pack())
		if err != nil {
			t.Fatal(err)
		}
		if d.encoded != nil && !bytes.Equal(d.encoded, want) {
			t.Fatal("the kept encoding is not the pack's")
		}
		if got, err := d.encoding(); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("the encoding the next step keeps is not the pack's (%v)", err)
		}
	}
	steps := []struct {
		name string
		do   func() error
	}{
		{"a count", func() error { return d.Do(SetCount{Mix: "WE3", Tile: "D", N: 5}) }},
		{"a count merged into it", func() error { return d.Do(SetCount{Mix: "WE3", Tile: "D", N: 6}) }},
		{"a refused edit", func() error {
			if d.Do(SetCount{Mix: "no-such-mix", Tile: "D", N: 1}) == nil {
				return errors.New("an edit of a mix the pack lacks was taken")
			}
			return nil
		}},
		{"a tile's name", func() error { return d.Do(SetTileName{Tile: "A", Name: "monastery by a road"}) }},
		{"undo", func() error { d.Undo(); return nil }},
		{"undo the count", func() error { d.Undo(); return nil }},
		{"redo", func() error { d.Redo(); return nil }},
	}
	original, err := schema.Encode(d.Pack())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			if err := s.do(); err != nil {
				t.Fatal(err)
			}
			same(t)
		})
	}
	for d.CanUndo() {
		d.Undo()
	}
	if now, _ := schema.Encode(d.Pack()); !bytes.Equal(now, original) {
		t.Error("undoing every step did not bring the pack back")
	}
}

// TestUndoPutsBackWhatTheCheckSaid: an undo or redo puts back what the
// check said of the state it returns to, not checking again, and that is
// what a check of that state says now: the same diagnostics, the same
// compile error, a compiled set exactly when the pack compiles.
func TestUndoPutsBackWhatTheCheckSaid(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = t.TempDir()
	fresh := func(t *testing.T, step string) {
		t.Helper()
		data, err := schema.Encode(d.Pack())
		if err != nil {
			t.Fatal(err)
		}
		want := schema.CheckEncoded(d.Pack(), data)
		if got := d.Diagnostics(); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("after %s the document says %v, a check now %v", step, got, want)
		}
		if (d.Set() == nil) != want.HasErrors() && d.CompileError() == nil {
			t.Errorf("after %s: compiled %v with errors %v", step, d.Set() != nil, want.HasErrors())
		}
	}
	edits := []Command{
		AssignPort{Tile: "D", Port: schema.PortS, Feature: "city"}, // an error and a warning
		SetCount{Mix: "WE3", Tile: "D", N: 9},                      // the mix's total is wrong
		SetTileName{Tile: "A", Name: "monastery by a road"},
	}
	for _, c := range edits {
		if err := d.Do(c); err != nil {
			t.Fatal(err)
		}
		d.Seal()
		fresh(t, c.Label())
	}
	for range edits {
		d.Undo()
		fresh(t, "undo")
	}
	if len(d.Diagnostics()) != 0 {
		t.Errorf("back at the start the pack has problems: %v", d.Diagnostics())
	}
	for range edits {
		d.Redo()
		fresh(t, "redo")
	}
	if !d.Diagnostics().HasErrors() {
		t.Error("after redoing the broken port there is no error")
	}
}
