package quality

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/ with the current output")

// TestWriteText keeps the designer's text of a competitive and a team
// game's report in golden files: a change here is a change of what
// designers read.
func TestWriteText(t *testing.T) {
	for _, tc := range []struct {
		file  string
		shape Shape
		skill [][2]int64 // per step: credit60, games
	}{
		{"two-seats.txt", Shape{Seats: 2, Kinds: []string{"tile", "follower"}, Steps: []int{50, 100, 200}},
			[][2]int64{{160 * credit, 200}, {140 * credit, 200}, {101 * credit, 200}}},
		{"three-seats.txt", Shape{Seats: 3, Kinds: []string{"tile"}, Steps: []int{50, 100}},
			[][2]int64{{100 * credit, 300}, {0, 0}}},
		{"team.txt", Shape{Seats: 1, Team: true, Kinds: []string{"tile", "dog"}, Steps: []int{100}},
			[][2]int64{{150*credit + 30, 200}}},
		{"empty.txt", Shape{Seats: 2}, nil},
	} {
		t.Run(tc.file, func(t *testing.T) {
			s := NewSums(tc.shape)
			if tc.file != "empty.txt" {
				for _, add := range workload(tc.shape, 21, 400) {
					add(s)
				}
			}
			for k, c := range tc.skill {
				s.skill[k] = skillSums{Games: c[1], Credit60: c[0]}
			}
			var b strings.Builder
			if err := s.Report().WriteText(&b); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", tc.file)
			if *update {
				if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if b.String() != string(want) {
				t.Errorf("the text report is\n%s\nwant (%s)\n%s", b.String(), path, want)
			}
		})
	}
}
