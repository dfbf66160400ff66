package classic_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// TestCountTable keeps, for fixed seeds, the number of legal placements
// and follower spots of the first 20 turns of random games (like chess
// perft tables). A change here is a change of the rules: explain it.
func TestCountTable(t *testing.T) {
	set := rulesSet(t)
	for _, tc := range []struct {
		mix     string
		players int
		seeds   []uint64
	}{
		{"WD", 2, []uint64{1, 2, 3}},
		{"WE3", 3, []uint64{7, 8}},
	} {
		name := fmt.Sprintf("%s-%dp", tc.mix, tc.players)
		t.Run(name, func(t *testing.T) {
			var b strings.Builder
			fmt.Fprintf(&b, "# mix %s, %d players, random placements and followers; per turn: seat, tile, legal placements, follower spots after the chosen placement\n", tc.mix, tc.players)
			rules, err := classic.Ruleset{}.Bind(set, nil)
			if err != nil {
				t.Fatal(err)
			}
			names := []string{"Red", "Blue", "Green"}[:tc.players]
			for _, seed := range tc.seeds {
				g, err := classic.NewGame(set, rules, engine.Setup{Mix: tc.mix, Players: names, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&b, "seed %d\n", seed)
				for turn := 1; turn <= 20 && g.Begin(); turn++ {
					ps := g.AppendPlacements(nil)
					if n := g.CountPlacements(); n != len(ps) {
						t.Fatalf("seed %d turn %d: CountPlacements %d, AppendPlacements lists %d", seed, turn, n, len(ps))
					}
					p := ps[g.Rand().IntN(len(ps))]
					seat := g.Current()
					g.PlaceUnchecked(p)
					spots := g.AppendSpots(nil)
					x, y := g.PlacementXY(p)
					fmt.Fprintf(&b, "%2d %-5s %-22s at %3d,%3d rot %3d  placements %3d  spots %d\n",
						turn, names[seat], set.Tiles[p.Tile].ID, x, y, int(p.Rot)*90, len(ps), len(spots))
					if i := g.Rand().IntN(len(spots)+1) - 1; i >= 0 {
						g.DeployUnchecked(spots[i])
					}
					g.EndTurn()
				}
			}
			golden(t, filepath.Join("testdata", "counts", name+".txt"), b.String())
		})
	}
}

// golden compares got with a golden file, or rewrites it with -update. A
// mismatch is written to testdata/failed/.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		failed := filepath.Join("testdata", "failed", filepath.Base(path))
		_ = os.MkdirAll(filepath.Dir(failed), 0o755)
		_ = os.WriteFile(failed, []byte(got), 0o644)
		t.Errorf("%s differs from what the engine counts now (written to %s); if the rules changed on purpose, run go test -update and explain the change", path, failed)
	}
}
