package sim_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// everyRuleset is a small simulation of each registered ruleset: classic
// with and without Messages, The City, The Castle and Mists.
func everyRuleset(t testing.TB, games int) []struct {
	name string
	cfg  sim.Config
} {
	return []struct {
		name string
		cfg  sim.Config
	}{
		{"classic", sim.Config{Set: testpacks.Winter(t), Mix: "WE3", Agents: []string{"random", "greedy"}, Games: games, Seed: 11}},
		{"classic with messages", sim.Config{Set: testpacks.Combined(t, "winter-edition", "messages"), Mix: "WD", Agents: []string{"greedy", "random", "greedy"}, Games: games, Seed: 12}},
		{"city", sim.Config{Set: testpacks.FreshSet(t, "the-city"), Mix: "base", Agents: []string{"greedy", "random"}, Games: games, Seed: 13}},
		{"castle", sim.Config{Set: testpacks.FreshSet(t, "the-castle"), Mix: "base", Agents: []string{"random", "greedy"}, Games: games, Seed: 14}},
		{"mists", sim.Config{Set: testpacks.FreshSet(t, "mists"), Mix: "level-5", Agents: []string{"random"}, Players: 3, Games: games, Seed: 15}},
	}
}

// texts are a report as simulate prints it: text and JSON.
func texts(t *testing.T, r *sim.Report) (text, js string) {
	t.Helper()
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return b.String(), string(data)
}

// shardFiles plays the run's shards of n, each with another number of
// workers, and writes each partial report as the CLI does (JSON).
func shardFiles(t *testing.T, cfg sim.Config, n int) [][]byte {
	t.Helper()
	var files [][]byte
	for k := range n {
		cfg.Shard = sim.Shard{Index: k, Of: n}
		cfg.Workers = k + 1
		p, err := sim.RunPartial(context.Background(), cfg)
		if err != nil {
			t.Fatalf("shard %d/%d: %v", k, n, err)
		}
		data, err := json.MarshalIndent(p, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, data)
	}
	return files
}

// decodeAll reads partial reports back, named shard-K.json.
func decodeAll(t *testing.T, files [][]byte) []*sim.Partial {
	t.Helper()
	parts := make([]*sim.Partial, len(files))
	for k, data := range files {
		var err error
		if parts[k], err = sim.DecodePartial(fmt.Sprintf("shard-%d.json", k), data); err != nil {
			t.Fatalf("shard-%d.json: %v", k, err)
		}
	}
	return parts
}

// TestShardsMergeToTheWholeRun: issue 23 — "Sharded runs merged equal the
// unsharded report byte for byte". For every registered ruleset, without
// and with the balance report, a run played as 3 shards (each with other
// workers), written as partial reports, read back and merged in another
// order prints the same text and the same JSON as the run played whole.
func TestShardsMergeToTheWholeRun(t *testing.T) {
	for _, rc := range withAndWithoutBalance(everyRuleset(t, 61)) {
		t.Run(rc.name, func(t *testing.T) {
			whole, err := sim.Run(context.Background(), rc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			wantText, wantJSON := texts(t, whole)
			parts := decodeAll(t, shardFiles(t, rc.cfg, 3))
			merged, err := sim.Merge([]*sim.Partial{parts[2], parts[0], parts[1]})
			if err != nil {
				t.Fatal(err)
			}
			gotText, gotJSON := texts(t, merged)
			if gotText != wantText {
				t.Errorf("merged text report differs from the whole run's:\n%s\nwant\n%s", gotText, wantText)
			}
			if gotJSON != wantJSON {
				t.Errorf("merged JSON report differs from the whole run's:\n%s\nwant\n%s", gotJSON, wantJSON)
			}
		})
	}
}

// TestPartialReportRoundTrip: a partial report read back writes the same
// JSON again, in every ruleset, with and without the balance sums: the
// tally loses nothing.
func TestPartialReportRoundTrip(t *testing.T) {
	for _, rc := range withAndWithoutBalance(everyRuleset(t, 20)) {
		t.Run(rc.name, func(t *testing.T) {
			files := shardFiles(t, rc.cfg, 2)
			for k, p := range decodeAll(t, files) {
				again, err := json.MarshalIndent(p, "", "  ")
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(again, files[k]) {
					t.Errorf("shard %d read back writes\n%s\nwant\n%s", k, again, files[k])
				}
			}
		})
	}
}

func TestParseShard(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want sim.Shard
		err  string
	}{
		{"0/1", sim.Shard{Index: 0, Of: 1}, ""},
		{"2/3", sim.Shard{Index: 2, Of: 3}, ""},
		{" 7 / 8 ", sim.Shard{Index: 7, Of: 8}, ""},
		{"3/3", sim.Shard{}, "shards are counted from 0, so the shards of 3 are 0/3 to 2/3"},
		{"-1/3", sim.Shard{}, "shards are counted from 0"},
		{"0/0", sim.Shard{}, "the number of shards must be at least 1"},
		{"1", sim.Shard{}, "is not K/N"},
		{"a/b", sim.Shard{}, "is not K/N"},
		{"", sim.Shard{}, "is not K/N"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := sim.ParseShard(tc.in)
			switch {
			case tc.err == "" && (err != nil || got != tc.want):
				t.Errorf("got %v, %v; want %v", got, err, tc.want)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Errorf("got %v, %v; want an error saying %q", got, err, tc.err)
			}
		})
	}
}

// TestShardGames: the shards of a run share its games out, each game to
// exactly one shard, as evenly as they go.
func TestShardGames(t *testing.T) {
	for _, tc := range []struct{ games, of int }{{1, 1}, {10, 3}, {9, 3}, {100, 7}, {5, 5}} {
		t.Run(fmt.Sprintf("%d games in %d shards", tc.games, tc.of), func(t *testing.T) {
			total := 0
			for k := range tc.of {
				n := sim.Shard{Index: k, Of: tc.of}.Games(tc.games)
				if n < tc.games/tc.of || n > tc.games/tc.of+1 {
					t.Errorf("shard %d plays %d games", k, n)
				}
				total += n
			}
			if total != tc.games {
				t.Errorf("the shards play %d games, want %d", total, tc.games)
			}
		})
	}
	if n := (sim.Shard{}).Games(10); n != 10 {
		t.Errorf("the zero shard plays %d of 10 games, want all", n)
	}
}

// TestShardedRunRefused: a shard that does not exist or would play no
// game is refused before any game.
func TestShardedRunRefused(t *testing.T) {
	for _, tc := range []struct {
		name  string
		shard sim.Shard
		want  string
	}{
		{"shard past the last", sim.Shard{Index: 3, Of: 3}, "there is no shard 3/3"},
		{"no shards", sim.Shard{Index: 1, Of: 0}, "the number of shards must be at least 1"},
		{"more shards than games", sim.Shard{Index: 0, Of: 11}, "10 games cannot be split into 11 shards"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := configs(t, 10)["classic"]
			cfg.Shard = tc.shard
			if _, err := sim.RunPartial(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// TestCancelledShardWritesNothing: a shard stopped early gives no partial
// report, for the games it finished are not a share a merge can count.
func TestCancelledShardWritesNothing(t *testing.T) {
	cfg := configs(t, 1_000_000)["classic"]
	cfg.Shard = sim.Shard{Index: 1, Of: 2}
	ctx, cancel := context.WithCancel(context.Background())
	cfg.Progress = func(int) { cancel() }
	p, err := sim.RunPartial(ctx, cfg)
	if p != nil || err == nil {
		t.Errorf("got %v and %v, want no partial report and the cancellation", p, err)
	}
}

// TestShardPlaysItsGames: shard K of N plays the games i with i mod N = K,
// each with the seed it has in the whole run, and its partial report says
// what run it is a shard of.
func TestShardPlaysItsGames(t *testing.T) {
	cfg := configs(t, 7)["classic"]
	cfg.Shard = sim.Shard{Index: 1, Of: 3}
	var mu sync.Mutex
	var seeds []uint64
	defer sim.WrapWorkers(func(w tally.Worker, _ int) (tally.Worker, error) {
		return seedRecorder{Worker: w, played: func(seed uint64) {
			mu.Lock()
			defer mu.Unlock()
			seeds = append(seeds, seed)
		}}, nil
	})()
	p, err := sim.RunPartial(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(seeds)
	want := []uint64{engine.GameSeed(cfg.Seed, 1), engine.GameSeed(cfg.Seed, 4)}
	slices.Sort(want)
	if !slices.Equal(seeds, want) {
		t.Errorf("shard 1/3 of 7 games played seeds %v, want games 1 and 4's %v", seeds, want)
	}
	if p.Tally.Games() != 2 || p.Games != 7 || p.Shard != cfg.Shard {
		t.Errorf("shard 1/3 of 7 games counts %d games of a %d-game run as shard %v", p.Tally.Games(), p.Games, p.Shard)
	}
	if !reflect.DeepEqual(p.Agents, []string{"random", "greedy"}) || p.Players != 2 || p.Ruleset != "classic" || p.Mix != "WE3" || len(p.PackSHA256) != 64 {
		t.Errorf("the partial report's run is %+v", p)
	}
}

// seedRecorder is a worker that says which seed it plays.
type seedRecorder struct {
	tally.Worker
	played func(seed uint64)
}

func (r seedRecorder) Play(seed uint64) error {
	r.played(seed)
	return r.Worker.Play(seed)
}
