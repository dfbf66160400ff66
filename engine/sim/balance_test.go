package sim_test

import (
	"context"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// withAndWithoutBalance is each run as it is, then asking for the balance
// report.
func withAndWithoutBalance(runs []struct {
	name string
	cfg  sim.Config
}) []struct {
	name string
	cfg  sim.Config
} {
	out := slices.Clone(runs)
	for _, rc := range runs {
		rc.name += " with balance"
		rc.cfg.Balance = true
		out = append(out, rc)
	}
	return out
}

// TestBalanceSameWhateverTheWorkers: issue 23 — "The balance report is
// deterministic for a seed": two runs of every ruleset with 1 and 3
// workers give the same JSON.
func TestBalanceSameWhateverTheWorkers(t *testing.T) {
	for _, rc := range everyRuleset(t, 90) {
		t.Run(rc.name, func(t *testing.T) {
			var want []byte
			for _, workers := range []int{1, 3} {
				cfg := rc.cfg
				cfg.Balance, cfg.Workers = true, workers
				r, err := sim.Run(context.Background(), cfg)
				if err != nil {
					t.Fatal(err)
				}
				got, err := json.Marshal(r)
				if err != nil {
					t.Fatal(err)
				}
				if want != nil && string(got) != string(want) {
					t.Errorf("%d workers give another report:\n%s\nwant\n%s", workers, got, want)
				}
				want = got
			}
		})
	}
}

// TestBalanceReport: in every ruleset the balance report holds together:
// each tile's interval holds its worth and the tiles come highest first;
// the seats' win rates add up to one (a shared win counts as a share) and
// their advantages to zero, each interval holding its figure; the point
// shares add up to one, largest first; the lengths and margins count every
// game once; and a run without it has none.
func TestBalanceReport(t *testing.T) {
	for _, rc := range everyRuleset(t, 300) {
		t.Run(rc.name, func(t *testing.T) {
			off, err := sim.Run(context.Background(), rc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			if off.Balance != nil {
				t.Errorf("a run without the balance report has one")
			}
			cfg := rc.cfg
			cfg.Balance = true
			r, err := sim.Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			b := r.Balance
			if b == nil {
				t.Fatal("no balance report")
			}
			if len(b.Tiles) < 5 {
				t.Errorf("%d tiles in the tile table, want the mix's kinds (notes: %q)", len(b.Tiles), b.Notes)
			}
			for i, tw := range b.Tiles {
				if tw.CI.Low > tw.Worth || tw.Worth > tw.CI.High || math.IsNaN(tw.CI.High-tw.CI.Low) {
					t.Errorf("tile %s: worth %.2f outside its interval %+v", tw.Tile, tw.Worth, tw.CI)
				}
				if i > 0 && tw.Worth > b.Tiles[i-1].Worth {
					t.Errorf("tile %s (%.2f) after %s (%.2f): want highest first", tw.Tile, tw.Worth, b.Tiles[i-1].Tile, b.Tiles[i-1].Worth)
				}
				if tw.Draws <= 0 {
					t.Errorf("tile %s drawn %d times", tw.Tile, tw.Draws)
				}
			}
			team := r.Team != nil
			if team != (len(b.Seats) == 0) {
				t.Errorf("%d seats in the balance report of a game with team %v", len(b.Seats), team)
			}
			var rates, advantages float64
			for _, s := range b.Seats {
				rates += s.WinRate
				advantages += s.Advantage
				if s.WinCI.Low > s.WinRate || s.WinRate > s.WinCI.High || s.MarginCI.Low > s.Margin || s.Margin > s.MarginCI.High {
					t.Errorf("seat %s: a figure outside its interval: %+v", s.Name, s)
				}
			}
			if !team && (math.Abs(rates-1) > 1e-9 || math.Abs(advantages) > 1e-9) {
				t.Errorf("win rates add up to %v and advantages to %v, want 1 and 0", rates, advantages)
			}
			var shares float64
			for i, p := range b.Points {
				shares += p.Share
				if i > 0 && p.Points > b.Points[i-1].Points {
					t.Errorf("source %s after %s: want largest first", p.Name, b.Points[i-1].Name)
				}
			}
			if math.Abs(shares-1) > 1e-9 {
				t.Errorf("point shares add up to %v, want 1", shares)
			}
			for name, bars := range map[string][]sim.Bar{"lengths": b.Lengths, "margins": b.Margins} {
				var games int64
				for _, bar := range bars {
					games += bar.Games
				}
				if games != int64(r.Games) {
					t.Errorf("%s count %d games, want %d", name, games, r.Games)
				}
			}
			if want := map[bool]string{true: "the team's score", false: "the winner's score minus the runner-up's"}[team]; b.MarginName != want {
				t.Errorf("margin named %q, want %q", b.MarginName, want)
			}
		})
	}
}

// TestMergeRefusesBalance: merge refuses, naming the files, shards run
// with and without the balance report, and balance sums edited to another
// shape; DecodePartial refuses balance sums that do not hold together or
// count other games than the tally.
func TestMergeRefusesBalance(t *testing.T) {
	cfg := configs(t, 30)["classic"]
	plain := shardFiles(t, cfg, 2)
	cfg.Balance = true
	balanced := shardFiles(t, cfg, 2)
	edit := func(t *testing.T, data []byte, change func(balance map[string]any)) []byte {
		t.Helper()
		var v map[string]any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatal(err)
		}
		change(v["balance"].(map[string]any))
		out, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	t.Run("with and without", func(t *testing.T) {
		_, err := sim.Merge(decodeAll(t, [][]byte{balanced[0], plain[1]}))
		if want := "shard-1.json and shard-0.json are shards of different runs: without the balance report, not with"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want an error saying %q", err, want)
		}
	})
	t.Run("edited tiles", func(t *testing.T) {
		other := edit(t, balanced[1], func(b map[string]any) { b["shape"].(map[string]any)["tiles"].([]any)[0] = "Z" })
		_, err := sim.Merge(decodeAll(t, [][]byte{balanced[0], other}))
		if want := "shard-1.json's balance sums name other seats, tiles or sources of points than shard-0.json's"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want an error saying %q", err, want)
		}
	})
	for _, tc := range []struct {
		name   string
		change func(b map[string]any)
		want   string
	}{
		{"other games", func(b map[string]any) { b["games"] = 14.0 }, "the balance sums fit 30 rows: want one per game and seat, 28"},
		{"a row missing", func(b map[string]any) { b["rows"] = 29.0 }, "the balance sums fit 29 rows"},
		{"wins", func(b map[string]any) { b["wins"] = []any{0.0, 0.0} }, "the balance sums' wins count 0 shares of 15 games: want 900"},
		{"a short matrix", func(b map[string]any) { b["xtx"] = []any{1.0} }, "the balance sums' fit matrix: 1 numbers where 703 belong"},
		{"a negative count", func(b map[string]any) { b["placed"].([]any)[0] = -1.0 }, "the balance sums hold a negative count (-1)"},
		{"lengths", func(b map[string]any) { b["lengths"] = []any{} }, "the balance sums' lengths count 0 games, not 15"},
		{"seven seats", func(b map[string]any) {
			b["shape"].(map[string]any)["seats"] = []any{"a", "b", "c", "d", "e", "f", "g"}
		}, "the balance sums have 7 seats: want 1 to 6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sim.DecodePartial("shard-0.json", edit(t, balanced[0], tc.change))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
