package editor

import (
	"fmt"
	"strings"
	"testing"
)

// castleDoc is a document on a copy of the built-in the-castle pack.
func castleDoc(t *testing.T) *Document { return builtinDoc(t, "the-castle") }

// wallTilesText is the wall tiles in a compact form: "1×2 extra-turn; 2×2
// double-tower 4".
func wallTilesText(d *Document) string {
	var rows []string
	for _, w := range d.Pack().Rules.Castle.WallTiles {
		row := fmt.Sprintf("%d×%d %s", w.Kind, w.Count, w.Effect)
		if w.Value != 0 {
			row += fmt.Sprint(" ", w.Value)
		}
		rows = append(rows, row)
	}
	return strings.Join(rows, "; ")
}

func TestWallTileCommands(t *testing.T) {
	const before = "1×2 extra-turn; 2×2 double-tower 4; 3×2 double-house 2; 4×2 incomplete-path 1; 5×2 incomplete-tower 2; 6×2 incomplete-house 1; 7×2 courtyard 4; 8×2 keep-bonus 2; 9×2 points 5"
	tests := []struct {
		name string
		cmds []Command
		want string // after; "" when the last command is refused
		err  string
	}{
		{"remove the last row and add one: the free kind, two copies of 5 points", []Command{RemoveWallTile{8}, AddWallTile{}}, before, ""},
		{"copies", []Command{SetWallTileCount{0, 3}}, strings.Replace(before, "1×2 extra-turn", "1×3 extra-turn", 1), ""},
		{"kind", []Command{RemoveWallTile{8}, SetWallTileKind{7, 9}}, strings.Replace(before, "; 8×2 keep-bonus 2; 9×2 points 5", "; 9×2 keep-bonus 2", 1), ""},
		{"a value", []Command{SetWallTileValue{3, 2}}, strings.Replace(before, "incomplete-path 1", "incomplete-path 2", 1), ""},
		{"an effect that takes a value gets the printed one", []Command{SetWallTileEffect{0, "points"}}, strings.Replace(before, "1×2 extra-turn", "1×2 points 5", 1), ""},
		{"another effect keeps the row's value", []Command{SetWallTileEffect{1, "incomplete-tower"}}, strings.Replace(before, "2×2 double-tower 4", "2×2 incomplete-tower 4", 1), ""},
		{"extra-turn drops the value", []Command{SetWallTileEffect{8, "extra-turn"}}, strings.Replace(before, "9×2 points 5", "9×2 extra-turn", 1), ""},
		{"no tenth kind", []Command{AddWallTile{}}, "", "a wall tile of every kind from 1 to 9"},
		{"an unknown effect", []Command{SetWallTileEffect{0, "fly"}}, "", `"fly" is not a wall tile effect`},
		{"a value for extra-turn", []Command{SetWallTileValue{0, 3}}, "", "wall tile row 1 (extra-turn) takes no value"},
		{"negative copies", []Command{SetWallTileCount{0, -1}}, "", "cannot be negative"},
		{"a row past the end", []Command{RemoveWallTile{9}}, "", "there is no wall tile row 10 (there are 9)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := castleDoc(t)
			if got := wallTilesText(d); got != before {
				t.Fatalf("the built-in wall tiles are %q", got)
			}
			var err error
			for _, c := range tc.cmds {
				if err = d.Do(c); err != nil {
					break
				}
			}
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one saying %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := wallTilesText(d); got != tc.want {
				t.Errorf("wall tiles\n %s\nwant\n %s", got, tc.want)
			}
			for d.Undo() {
			}
			if got := wallTilesText(d); got != before {
				t.Errorf("after undo the wall tiles are %q", got)
			}
		})
	}
}

// TestWallTileWithoutValueIsAProblem: a wall tile with no value shows its
// lint at once, and the warning goes when a value is typed.
func TestWallTileWithoutValueIsAProblem(t *testing.T) {
	d := castleDoc(t)
	if err := d.Do(SetWallTileValue{8, 0}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Diagnostics().String(), `wall tile 9 (points) has no "value"`) {
		t.Fatalf("no problem for a value of 0: %s", d.Diagnostics())
	}
	if err := d.Do(SetWallTileValue{8, 5}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(d.Diagnostics().String(), "wall tile") {
		t.Errorf("the problem stays: %s", d.Diagnostics())
	}
}
