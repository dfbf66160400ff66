package editor

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// mistsDocument opens the built-in Mists pack, whose tile 14 comes in three
// copies with 3, 3 and 2 ghost symbols ("ghosts": 3, the third copy 2).
func mistsDocument(t *testing.T) *Document {
	t.Helper()
	d, err := OpenBuiltin("mists")
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = filepath.Join(t.TempDir(), "recovery")
	return d
}

// copyGhosts lists the ghost symbols of every copy of a tile and marks the
// copies that set their own with "!".
func copyGhosts(t *testing.T, p *schema.Pack, tile string) string {
	t.Helper()
	rows, _, err := TileCopies(p, tile)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		s := strings.Repeat("!", boolInt(r.OwnGhosts))
		out = append(out, s+string(rune('0'+r.Ghosts)))
	}
	return strings.Join(out, " ")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestCopyEditsUndoRedo(t *testing.T) {
	tests := []struct {
		name  string
		edits []Command
		want  string // copyGhosts of tile 14 after the edits
		check func(t *testing.T, tile *schema.Tile)
	}{
		{"one copy of three", []Command{SetCopyGhosts{"14", 1, 5}}, "3 !5 !2", nil},
		{"back to the tile's value takes the tile's", []Command{SetCopyGhosts{"14", 2, 3}}, "3 3 3", func(t *testing.T, tile *schema.Tile) {
			if slices.ContainsFunc(tile.Copies, func(c schema.TileCopy) bool { return c.Ghosts != nil }) {
				t.Errorf("a copy still sets its own ghosts: %+v", tile.Copies)
			}
		}},
		{"the tile's value reaches the copies that take it", []Command{SetGhosts{"14", 4}}, "4 4 !2", nil},
		{"every copy", []Command{SetGhostsOnEveryCopy{"14", 5}}, "5 5 5", func(t *testing.T, tile *schema.Tile) {
			if tile.Ghosts != 5 || len(tile.Copies) != 3 || tile.Copies[2].Label != "2 ghost symbols" {
				t.Errorf("ghosts %d, copies %+v: want 5 and the three labels kept", tile.Ghosts, tile.Copies)
			}
		}},
		{"a copy past the described ones", []Command{SetCount{"level-1", "14", 5}, SetCopyGhosts{"14", 4, 1}}, "3 3 !2 3 !1", func(t *testing.T, tile *schema.Tile) {
			if len(tile.Copies) != 5 || tile.Copies[3].N() != 1 {
				t.Errorf("copies %+v: want a plain copy before the fifth", tile.Copies)
			}
		}},
		{"decorations and label of one copy", []Command{SetCopyDecorations{"14", 0, "owl, moon"}, SetCopyLabel{"14", 0, "with owl"}}, "3 3 !2", func(t *testing.T, tile *schema.Tile) {
			c := tile.Copies[0]
			if !slices.Equal(c.Decorations, []string{"owl", "moon"}) || c.Label != "with owl" {
				t.Errorf("copy 1 is %+v", c)
			}
		}},
		{"decorations cleared take the tile's", []Command{SetCopyDecorations{"14", 0, "owl"}, SetCopyDecorations{"14", 0, ""}}, "3 3 !2", func(t *testing.T, tile *schema.Tile) {
			if tile.Copies[0].Decorations != nil {
				t.Errorf("copy 1 keeps %v", tile.Copies[0].Decorations)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := mistsDocument(t)
			start := encoded(t, d)
			for _, c := range tc.edits {
				d.Seal() // one undo step per edit
				if err := d.Do(c); err != nil {
					t.Fatal(err)
				}
			}
			after := encoded(t, d)
			if got := copyGhosts(t, d.Pack(), "14"); got != tc.want {
				t.Errorf("copies of 14: %s, want %s", got, tc.want)
			}
			tile, _ := findTile(d.Pack(), "14")
			if tc.check != nil {
				tc.check(t, tile)
			}
			for range tc.edits {
				if !d.Undo() {
					t.Fatal("undo failed")
				}
			}
			if !bytes.Equal(encoded(t, d), start) {
				t.Fatal("undoing every edit did not restore the pack")
			}
			if got := copyGhosts(t, d.Pack(), "14"); got != "3 3 !2" {
				t.Errorf("copies of 14 after undo: %s, want 3 3 !2", got)
			}
			for range tc.edits {
				if !d.Redo() {
					t.Fatal("redo failed")
				}
			}
			if !bytes.Equal(encoded(t, d), after) {
				t.Fatal("redoing every edit differs from doing them")
			}
		})
	}
}

// TestCopyEditsKeepTheOthers edits one copy of an entry that stands for
// several: the entry is split and the other copies keep their look.
func TestCopyEditsKeepTheOthers(t *testing.T) {
	two := 2
	tests := []struct {
		name string
		copy int
		want []schema.Look
	}{
		{"first", 0, []schema.Look{{Ghosts: 7, Label: "x"}, {Ghosts: 2, Label: "x"}, {Ghosts: 2, Label: "x"}, {Ghosts: 1}}},
		{"middle", 1, []schema.Look{{Ghosts: 2, Label: "x"}, {Ghosts: 7, Label: "x"}, {Ghosts: 2, Label: "x"}, {Ghosts: 1}}},
		{"last of the entry", 2, []schema.Look{{Ghosts: 2, Label: "x"}, {Ghosts: 2, Label: "x"}, {Ghosts: 7, Label: "x"}, {Ghosts: 1}}},
		{"plain", 3, []schema.Look{{Ghosts: 2, Label: "x"}, {Ghosts: 2, Label: "x"}, {Ghosts: 2, Label: "x"}, {Ghosts: 7}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := &schema.Pack{
				Tiles: []schema.Tile{{ID: "T", Ghosts: 1, Copies: []schema.TileCopy{{Count: 3, Ghosts: &two, Label: "x"}}}},
				Mixes: []schema.Mix{{ID: "m", Counts: schema.Counts{{Tile: "T", Count: 4}}}},
			}
			if err := (SetCopyGhosts{"T", tc.copy, 7}).Apply(p); err != nil {
				t.Fatal(err)
			}
			got := p.Tiles[0].Looks(&p.Mixes[0])
			if len(got) != len(tc.want) {
				t.Fatalf("looks %+v, want %+v", got, tc.want)
			}
			for i := range got {
				if got[i].Ghosts != tc.want[i].Ghosts || got[i].Label != tc.want[i].Label {
					t.Errorf("copy %d: %+v, want %+v", i+1, got[i], tc.want[i])
				}
			}
			if two != 2 {
				t.Error("the edit changed the value another copy shares")
			}
		})
	}
}

func TestCopyMixLooks(t *testing.T) {
	d, _ := winterFile(t)
	rows, more, err := TileCopies(d.Pack(), "W")
	if err != nil {
		t.Fatal(err)
	}
	if more != 0 || len(rows) == 0 {
		t.Fatalf("%d rows, %d more", len(rows), more)
	}
	if len(rows[0].MixLooks) == 0 || rows[0].Held == 0 {
		t.Errorf("copy 1 of W: %+v, want the editions that decorate it and the mixes holding it", rows[0])
	}
}

func TestCopyEditsRefused(t *testing.T) {
	tests := []struct {
		name string
		cmd  Command
		want string
	}{
		{"negative", SetCopyGhosts{"14", 0, -1}, "cannot be negative"},
		{"negative on every copy", SetGhostsOnEveryCopy{"14", -2}, "cannot be negative"},
		{"unknown tile", SetCopyGhosts{"NOPE", 0, 1}, `no tile "NOPE"`},
		{"no such copy", SetCopyLabel{"14", -1, "x"}, "has no copy 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := mistsDocument(t)
			before := encoded(t, d)
			err := d.Do(tc.cmd)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
			if !bytes.Equal(encoded(t, d), before) || d.CanUndo() {
				t.Error("a refused edit changed the pack or the history")
			}
		})
	}
}

// mixLooks lists how mix WE3 draws each copy of tile D ("-" for the tile's
// own look).
func mixLooks(t *testing.T, p *schema.Pack) string {
	t.Helper()
	rows, _, err := TileCopies(p, "D")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		s := "-"
		for _, l := range r.MixLooks {
			if l.Mix == "WE3" {
				s = strings.Join(l.Decorations, "+")
			}
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// TestMixCopyLooks edits how the Winter Edition's WE3 draws the copies of
// tile D (illustrations B and S on its first two of four copies).
func TestMixCopyLooks(t *testing.T) {
	const start = "illustration:B illustration:S - -"
	tests := []struct {
		name  string
		cmd   SetMixCopyDecorations
		want  string // mixLooks after, or the refusal's words
		fails bool
	}{
		{"the next copy", SetMixCopyDecorations{"WE3", "D", 2, "illustration:X"}, "illustration:B illustration:S illustration:X -", false},
		{"change a look", SetMixCopyDecorations{"WE3", "D", 0, "illustration:Y, snow"}, "illustration:Y+snow illustration:S - -", false},
		{"alike neighbours", SetMixCopyDecorations{"WE3", "D", 1, "illustration:B"}, "illustration:B illustration:B - -", false},
		{"clear the last look", SetMixCopyDecorations{"WE3", "D", 1, ""}, "illustration:B - - -", false},
		{"skip a copy", SetMixCopyDecorations{"WE3", "D", 3, "x"}, "give copy 3 a look first", true},
		{"clear a look before another", SetMixCopyDecorations{"WE3", "D", 0, ""}, "clear copy 2's look first", true},
		{"past the mix's copies", SetMixCopyDecorations{"WE3", "D", 4, "x"}, "holds 4 copies of D: it has no copy 5", true},
		{"unknown mix", SetMixCopyDecorations{"NOPE", "D", 0, "x"}, `no mix "NOPE"`, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _ := winterFile(t)
			if got := mixLooks(t, d.Pack()); got != start {
				t.Fatalf("WE3 draws D's copies %s, want %s", got, start)
			}
			before := encoded(t, d)
			err := d.Do(tc.cmd)
			if tc.fails {
				if !bytes.Equal(encoded(t, d), before) {
					t.Error("a refused edit changed the pack")
				}
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("error %v, want one saying %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := mixLooks(t, d.Pack()); got != tc.want {
				t.Errorf("WE3 draws D's copies %s, want %s", got, tc.want)
			}
			if diags := d.Diagnostics(); diags.HasErrors() {
				t.Errorf("the edit left errors:\n%s", diags)
			}
			d.Undo()
			if !bytes.Equal(encoded(t, d), before) {
				t.Error("undo did not restore the pack")
			}
		})
	}
}
