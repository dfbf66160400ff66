package editor

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/tilesets"
)

// openFixture opens a copy of an expansion fixture of the schema tests.
func openFixture(t *testing.T, name string) *Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "schema", "testdata", "expansion", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestExpansionWithoutBaseSaysHowToChooseOne(t *testing.T) {
	d := openFixture(t, "with-messages.json")
	if !d.IsExpansion() || d.Base() != "" {
		t.Fatalf("IsExpansion %v, Base %q", d.IsExpansion(), d.Base())
	}
	if _, err := d.SnapshotSet(); !errors.Is(err, ErrNoBase) || !strings.Contains(err.Error(), "Base pack") {
		t.Fatalf("SnapshotSet without a base: %v", err)
	}
	if mixes := d.PlayMixes(); len(mixes) != 0 {
		t.Errorf("mixes without a base: %v, want none (the expansion's mix is no game)", mixes)
	}
	if _, _, ok := d.Players(); ok {
		t.Error("Players without a base: ok")
	}
	if got := d.BaseChoices(); !slices.Equal(got, []string{"winter-edition"}) {
		t.Errorf("BaseChoices of a classic expansion = %v, want [winter-edition]", got)
	}
}

func TestExpansionPlaysOnItsBase(t *testing.T) {
	baseFile := filepath.Join(t.TempDir(), "winter.json")
	data, err := tilesets.Raw("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(baseFile, data, 0o644); err != nil {
		t.Fatal(err)
	}
	winter, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	var winterMixes []string
	for _, m := range winter.Mixes {
		winterMixes = append(winterMixes, m.ID)
	}
	for _, tc := range []struct{ name, ref string }{
		{"built-in id", "winter-edition"},
		{"pack file", baseFile},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openFixture(t, "with-messages.json")
			rev := d.Revision()
			if err := d.SetBase(tc.ref); err != nil {
				t.Fatal(err)
			}
			if d.Base() != tc.ref || d.Revision() == rev {
				t.Errorf("Base %q (want %q), revision %d → %d", d.Base(), tc.ref, rev, d.Revision())
			}
			set, err := d.SnapshotSet()
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := set.Tile("CC2"); !ok {
				t.Error("the combination lacks the expansion's tile CC2")
			}
			if got := d.PlayMixes(); !slices.Equal(got, winterMixes) {
				t.Errorf("mixes %v, want the base's %v", got, winterMixes)
			}
			if lo, hi, ok := d.Players(); !ok || lo < 1 || hi < lo {
				t.Errorf("Players = %d, %d, %v", lo, hi, ok)
			}
			on := d.PlayedOn()
			if on.Base != tc.ref || on.Expansion != d.Path() {
				t.Errorf("PlayedOn = %+v", on)
			}
		})
	}
}

func TestBaseRefused(t *testing.T) {
	exp := openFixture(t, "with-messages.json")
	notExp, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	otherExp := filepath.Join("..", "schema", "testdata", "expansion", "extra-tiles.json")
	for _, tc := range []struct {
		name string
		doc  *Document
		ref  string
		want string
	}{
		{"no such pack", exp, filepath.Join(t.TempDir(), "missing.json"), "no such file, and no built-in pack"},
		{"an expansion as the base", exp, otherExp, "is an expansion too"},
		{"a pack that is no expansion", notExp, "winter-edition", "is not an expansion"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.doc.SetBase(tc.ref)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("SetBase(%s) = %v, want %q", tc.ref, err, tc.want)
			}
			if tc.doc.Base() != "" {
				t.Errorf("Base after a refusal = %q", tc.doc.Base())
			}
		})
	}
}

// A combination that does not fit is told with both files' positions.
func TestBaseClashNamesBothFiles(t *testing.T) {
	d := openFixture(t, "clash-d.json")
	if err := d.SetBase("winter-edition"); err != nil {
		t.Fatal(err)
	}
	_, err := d.SnapshotSet()
	if err == nil {
		t.Fatal("an expansion redefining tile D plays on Winter Edition")
	}
	for _, want := range []string{"clash-d.json:", "tilesets/packs/winter-edition.json:", `"D"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
	if d.PlaySet() != nil || len(d.PlayMixes()) != 0 {
		t.Error("a combination that does not fit has a set to play")
	}
}
