package editor

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// countIn is tile's count in mix of a compiled set.
func countIn(t *testing.T, set *engine.Set, mix, tile string) int {
	t.Helper()
	for _, m := range set.Pack.Mixes {
		if m.ID == mix {
			return m.Counts.Of(tile)
		}
	}
	t.Fatalf("set %s has no mix %s", set.Pack.ID, mix)
	return 0
}

// TestSavedSet: the pack as saved is the file on disk (or the built-in
// pack it was opened from), not the pack as it stands; a pack never saved
// says so, and a saved file with errors says where.
func TestSavedSet(t *testing.T) {
	t.Run("a built-in pack compares with the built-in as shipped", func(t *testing.T) {
		d, err := OpenBuiltin("winter-edition")
		if err != nil {
			t.Fatal(err)
		}
		before := d.Pack().Mixes[0].Counts.Of("D")
		if err := d.Do(SetCount{Mix: "WD", Tile: "D", N: before + 3}); err != nil {
			t.Fatal(err)
		}
		set, name, err := d.SavedSet()
		if err != nil {
			t.Fatal(err)
		}
		if name != BuiltinVariant || countIn(t, set, "WD", "D") != before {
			t.Errorf("SavedSet = %s with %d D, want %s with %d", name, countIn(t, set, "WD", "D"), BuiltinVariant, before)
		}
		now, err := d.SnapshotSet()
		if err != nil {
			t.Fatal(err)
		}
		if got := countIn(t, now, "WD", "D"); got != before+3 {
			t.Errorf("the pack as it stands has %d D, want %d", got, before+3)
		}
	})
	t.Run("a pack file compares with the file as it is on disk", func(t *testing.T) {
		d, err := OpenBuiltin("winter-edition")
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "mine.json")
		if err := d.Do(SetCount{Mix: "WD", Tile: "D", N: 9}); err != nil {
			t.Fatal(err)
		}
		if err := d.SaveAs(path); err != nil {
			t.Fatal(err)
		}
		if err := d.Do(SetCount{Mix: "WD", Tile: "D", N: 1}); err != nil {
			t.Fatal(err)
		}
		set, name, err := d.SavedSet()
		if err != nil {
			t.Fatal(err)
		}
		if name != SavedVariant || countIn(t, set, "WD", "D") != 9 {
			t.Errorf("SavedSet = %s with %d D, want %s with 9", name, countIn(t, set, "WD", "D"), SavedVariant)
		}
	})
	t.Run("a pack never saved says so", func(t *testing.T) {
		d, err := OpenBuiltin("winter-edition")
		if err != nil {
			t.Fatal(err)
		}
		p, err := schema.Clone(d.Pack())
		if err != nil {
			t.Fatal(err)
		}
		nd := NewDocument(p, "")
		if _, _, err := nd.SavedSet(); !errors.Is(err, ErrNotSaved) || nd.HasSaved() {
			t.Errorf("SavedSet = %v, HasSaved %v; want ErrNotSaved and false", err, nd.HasSaved())
		}
		if !d.HasSaved() {
			t.Error("a built-in pack has nothing saved to compare with")
		}
	})
	t.Run("a saved file with errors names the file", func(t *testing.T) {
		d, err := OpenBuiltin("winter-edition")
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "broken.json")
		if err := d.SaveAs(path); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(`{"format": 1, "id": "x"}`), 0o644); err != nil {
			t.Fatal(err)
		}
		_, _, err = d.SavedSet()
		if err == nil || !strings.Contains(err.Error(), "broken.json") || !strings.Contains(err.Error(), "has errors") {
			t.Errorf("SavedSet = %v, want the file's errors", err)
		}
	})
	t.Run("an expansion is played on its base", func(t *testing.T) {
		d := openFixture(t, "with-messages.json")
		if _, _, err := d.SavedSet(); !errors.Is(err, ErrNoBase) {
			t.Errorf("without a base: %v, want ErrNoBase", err)
		}
		if err := d.SetBase("winter-edition"); err != nil {
			t.Fatal(err)
		}
		set, name, err := d.SavedSet()
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := set.Tile("CC2"); !ok || name != SavedVariant {
			t.Errorf("the saved expansion on its base lacks CC2 or is named %q", name)
		}
		if _, ok := set.Tile("D"); !ok {
			t.Error("the saved expansion on its base lacks the base's tile D")
		}
	})
}
