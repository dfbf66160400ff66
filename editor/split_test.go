package editor

import (
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// tileLines describes a tile's features as "id kind: ports [borders]".
func tileLines(t *schema.Tile) string {
	var lines []string
	for _, f := range t.Features {
		line := f.ID + " " + string(f.Kind) + ":"
		for _, p := range f.Ports {
			line += " " + p.String()
		}
		if len(f.Borders) > 0 {
			line += " [" + strings.Join(f.Borders, " ") + "]"
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

func splitWarnings(d *Document) []string {
	var found []string
	for _, diag := range d.Diagnostics() {
		if strings.Contains(diag.Message, "spans") {
			found = append(found, diag.Message)
		}
	}
	return found
}

// TestSplitField draws on a new all-field tile, as a designer would, and
// splits the field the drawing cut. The rulebook: "Field (farm): connected
// field segments, split by roads, cities and the board's open edge."
func TestSplitField(t *testing.T) {
	tests := []struct {
		name  string
		draw  []Command
		split string // the field to split
		want  string // the tile's features after the split
	}{
		{
			name:  "a road across the default tile",
			draw:  []Command{AddFeature{"Z9", "road", "road"}, AssignPort{"Z9", schema.PortN, "road"}, AssignPort{"Z9", schema.PortS, "road"}},
			split: "field",
			want: "field field: NR E EL ER SL\n" +
				"field2 field: NL SR W WL WR\n" +
				"road road: N S",
		},
		{
			name: "four roads meeting at a crossing",
			draw: []Command{
				AddFeature{"Z9", "r1", "road"}, AssignPort{"Z9", schema.PortN, "r1"}, SetMarker{"Z9", "r1", schema.MarkEndsAt, "crossing"},
				AddFeature{"Z9", "r2", "road"}, AssignPort{"Z9", schema.PortE, "r2"}, SetMarker{"Z9", "r2", schema.MarkEndsAt, "crossing"},
				AddFeature{"Z9", "r3", "road"}, AssignPort{"Z9", schema.PortS, "r3"}, SetMarker{"Z9", "r3", schema.MarkEndsAt, "crossing"},
				AddFeature{"Z9", "r4", "road"}, AssignPort{"Z9", schema.PortW, "r4"}, SetMarker{"Z9", "r4", schema.MarkEndsAt, "crossing"},
			},
			split: "field",
			want: "field field: NR EL\nfield2 field: ER SL\nfield3 field: SR WL\nfield4 field: NL WR\n" +
				"r1 road: N\nr2 road: E\nr3 road: S\nr4 road: W",
		},
		{
			name: "a city cap and a road: only the part the city touches borders it",
			draw: []Command{
				AddFeature{"Z9", "city", "city"}, AssignPort{"Z9", schema.PortNL, "city"}, AssignPort{"Z9", schema.PortN, "city"}, AssignPort{"Z9", schema.PortNR, "city"},
				SetMarker{"Z9", "field", schema.MarkBorders, "city"},
				AddFeature{"Z9", "road", "road"}, AssignPort{"Z9", schema.PortE, "road"}, AssignPort{"Z9", schema.PortW, "road"},
			},
			split: "field",
			want: "field field: EL WR [city]\n" +
				"field2 field: ER S SL SR WL\n" +
				"city city: N NL NR\nroad road: E W",
		},
		{
			name: "a city joining north and south: both parts border it",
			draw: []Command{
				SetMarker{"Z9", "field", schema.MarkBorders, "city"},
				AddFeature{"Z9", "city", "city"},
				AssignPort{"Z9", schema.PortNL, "city"}, AssignPort{"Z9", schema.PortN, "city"}, AssignPort{"Z9", schema.PortNR, "city"},
				AssignPort{"Z9", schema.PortSL, "city"}, AssignPort{"Z9", schema.PortS, "city"}, AssignPort{"Z9", schema.PortSR, "city"},
			},
			split: "field",
			want: "field field: E EL ER [city]\n" +
				"field2 field: W WL WR [city]\n" +
				"city city: N NL NR S SL SR",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, _ := winterFile(t)
			steps := append([]Command{AddTile{"Z9", "drawn"}}, tt.draw...)
			for _, c := range steps {
				if err := d.Do(c); err != nil {
					t.Fatal(err)
				}
			}
			if len(splitWarnings(d)) != 1 {
				t.Fatalf("want one split-field warning before the split, got:\n%s", d.Diagnostics())
			}
			before := encoded(t, d)
			if err := d.Do(SplitField{"Z9", tt.split}); err != nil {
				t.Fatal(err)
			}
			tile, _ := findTile(d.Pack(), "Z9")
			if got := tileLines(tile); got != tt.want {
				t.Errorf("after the split:\n%s\nwant:\n%s", got, tt.want)
			}
			if w := splitWarnings(d); len(w) > 0 {
				t.Errorf("the split field is still flagged: %s", w)
			}
			if d.Diagnostics().HasErrors() {
				t.Errorf("the split left errors:\n%s", d.Diagnostics())
			}
			if !d.Undo() {
				t.Fatal("cannot undo the split")
			}
			if got := encoded(t, d); string(got) != string(before) {
				t.Errorf("undo did not restore the tile:\n%s", got)
			}
		})
	}
}

// TestSplitFieldRefused: a field in one part, or a feature that is no
// field, is not split, and the pack is left as it was.
func TestSplitFieldRefused(t *testing.T) {
	tests := []struct {
		name, tile, feature, want string
	}{
		{"a field in one part", "D", "field2", "lies in one part of the tile"},
		{"no such feature", "D", "nothing", `has no feature "nothing"`},
		{"no such tile", "ZZ", "field", `no tile "ZZ"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, _ := winterFile(t)
			before := encoded(t, d)
			err := d.Do(SplitField{tt.tile, tt.feature})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error with %q", err, tt.want)
			}
			if string(encoded(t, d)) != string(before) {
				t.Error("a refused split changed the pack")
			}
		})
	}
}
