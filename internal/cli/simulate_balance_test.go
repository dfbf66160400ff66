package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/tilesets"
)

// plantedPack writes the Winter Edition with one more tile kind, P3: a
// copy of E (a city cap) with pennants added, copies of it in mix WD.
func plantedPack(t *testing.T, copies, pennants int) string {
	t.Helper()
	data, err := tilesets.Raw("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	var pack map[string]any
	if err := json.Unmarshal(data, &pack); err != nil {
		t.Fatal(err)
	}
	tiles := pack["tiles"].([]any)
	var planted map[string]any
	for _, tile := range tiles {
		if tile.(map[string]any)["id"] == "E" {
			copyData, _ := json.Marshal(tile)
			if err := json.Unmarshal(copyData, &planted); err != nil {
				t.Fatal(err)
			}
		}
	}
	planted["id"], planted["name"] = "P3", "city cap N, pennants (planted)"
	for _, f := range planted["features"].([]any) {
		if f := f.(map[string]any); f["kind"] == "city" && pennants > 0 {
			f["pennants"] = pennants
		}
	}
	pack["tiles"] = append(tiles, planted)
	for _, m := range pack["mixes"].([]any) {
		if m := m.(map[string]any); m["id"] == "WD" {
			m["counts"].(map[string]any)["P3"] = copies
			m["total"] = m["total"].(float64) + float64(copies)
		}
	}
	out, err := json.MarshalIndent(pack, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "planted.json")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBalanceFindsThePlantedTile: issue 23 — "a test plants an
// over-strong tile (a copy of a tile with 3 pennants added) in a pack and
// finds it at the top of the per-tile table". Greedy bots play the Winter
// Edition with 3 copies of P3, a city cap with 3 pennants, beside E, the
// same city cap without: P3 comes first, and its interval lies above every
// other tile's worth (not only above zero: the pennants are worth 6 points
// to a city's owner, and the bots make the city their own often enough).
// The same pack with P3 a plain copy of E finds no such tile: the test
// sees the pennants, not the extra copies.
func TestBalanceFindsThePlantedTile(t *testing.T) {
	for _, tc := range []struct {
		name     string
		pennants int
		found    bool
	}{
		{"3 pennants added", 3, true},
		{"a plain copy", 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pack := plantedPack(t, 3, tc.pennants)
			var stdout, stderr bytes.Buffer
			args := []string{"simulate", "--pack", pack, "--mix", "WD", "--bots", "greedy", "--games", strconv.Itoa(plantedGames), "--seed", "7", "--report", "balance", "--format", "json"}
			if code := Run(args, &stdout, &stderr); code != ExitOK {
				t.Fatalf("simulate: exit %d: %s", code, stderr.String())
			}
			var r sim.Report
			if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
				t.Fatal(err)
			}
			if r.Balance == nil || len(r.Balance.Tiles) < 2 {
				t.Fatalf("no tile table in %s", stdout.String())
			}
			top := r.Balance.Tiles[0]
			above := true
			for _, other := range r.Balance.Tiles[1:] {
				above = above && top.CI.Low > other.Worth
			}
			if found := top.Tile == "P3" && above; found != tc.found {
				t.Errorf("P3 found at the top, above every other tile: %v, want %v; the table starts %+v", found, tc.found, r.Balance.Tiles[:3])
			}
			t.Logf("top %s: %+.2f (%+.2f to %+.2f); next %s: %+.2f", top.Tile, top.Worth, top.CI.Low, top.CI.High, r.Balance.Tiles[1].Tile, r.Balance.Tiles[1].Worth)
		})
	}
}

// plantedGames is enough games for P3's interval to clear the other
// tiles' worth.
const plantedGames = 1000

// TestBalanceTextGolden: simulate --report balance prints the tile table,
// the seats, the sources of points, the lengths and margins and the notes
// as testdata/balance/<case>.txt holds them (go test -update rewrites
// them), for a competitive and a team game.
func TestBalanceTextGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"classic", []string{"--pack", "winter-edition", "--mix", "WD", "--bots", "greedy,random", "--games", "60"}},
		{"mists", []string{"--pack", "mists", "--mix", "level-2", "--players", "2", "--bots", "coop", "--games", "300"}},
		{"too few games", []string{"--pack", "winter-edition", "--mix", "WD", "--bots", "greedy,random", "--games", "5"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, _ := run(t, slices.Concat([]string{"simulate", "--seed", "3", "--report", "balance"}, tc.args)...)
			golden := filepath.Join("testdata", "balance", strings.ReplaceAll(tc.name, " ", "-")+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./internal/cli -run TestBalanceTextGolden -update to write it)", err)
			}
			if out != string(want) {
				t.Errorf("simulate --report balance prints\n%s\nwant\n%s", out, want)
			}
		})
	}
}

// TestReportAndFormatFlags: --report and --format refuse what they do not
// know, in words, with exit 2; --json and --format do not go together.
func TestReportAndFormatFlags(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"unknown report", []string{"simulate", "--games", "2", "--report", "fairness"}, `--report "fairness": give one or more, comma-separated, of the reports simulate adds: balance, quality`},
		{"unknown format", []string{"simulate", "--games", "2", "--format", "xml"}, "tilesmith: --format xml: give text or json\n"},
		{"format and json contradict", []string{"simulate", "--games", "2", "--format", "text", "--json"},
			"tilesmith: --format text and --json contradict each other: --json is short for --format json; give one of them\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := Run(tc.args, &stdout, &stderr); code != ExitUsage {
				t.Fatalf("exit %d, want %d: %s", code, ExitUsage, stderr.String())
			}
			if !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("stderr says\n%s\nwant it to say %q", stderr.String(), tc.want)
			}
		})
	}
}
