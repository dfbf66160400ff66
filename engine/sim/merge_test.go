package sim_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// edit changes a partial report's JSON through f, as a person editing the
// file might.
func edit(t *testing.T, data []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMergeRefuses: merge refuses, naming the files, parts of different
// runs (each parameter), a shard given twice, shards missing (saying
// which) and a tally edited to another shape.
func TestMergeRefuses(t *testing.T) {
	cfg := configs(t, 30)["classic"]
	files := shardFiles(t, cfg, 3)
	for _, tc := range []struct {
		name  string
		parts func(p []*sim.Partial) []*sim.Partial
		want  string
	}{
		{"nothing", func(p []*sim.Partial) []*sim.Partial { return nil }, "no partial reports to merge"},
		{"a shard missing", func(p []*sim.Partial) []*sim.Partial { return []*sim.Partial{p[0], p[2]} },
			"shard 1/3 missing: the merge needs all 3 shards of the run, and got 2"},
		{"two shards missing", func(p []*sim.Partial) []*sim.Partial { return p[:1] }, "shards 1/3, 2/3 missing"},
		{"a shard twice", func(p []*sim.Partial) []*sim.Partial { return []*sim.Partial{p[0], p[1], p[2], p[1]} },
			"shard-1.json and shard-1.json are both shard 1/3: give each shard once"},
		{"another seed", func(p []*sim.Partial) []*sim.Partial { p[1].Seed = 2; return p },
			"shard-1.json and shard-0.json are shards of different runs: seed 2, not 1"},
		{"another pack", func(p []*sim.Partial) []*sim.Partial { p[2].Pack = "my-pack"; return p }, "pack my-pack, not winter-edition"},
		{"another pack under the same id", func(p []*sim.Partial) []*sim.Partial { p[2].PackSHA256 = strings.Repeat("0", 64); return p },
			"pack winter-edition has other contents (SHA-256 000000000000…, not "},
		{"another mix", func(p []*sim.Partial) []*sim.Partial { p[2].Mix = "WD"; return p }, "mix WD, not WE3"},
		{"other options", func(p []*sim.Partial) []*sim.Partial { p[2].Options = []byte(`{"handSize":3}`); return p },
			`options {"handSize":3}, not the pack's own`},
		{"other agents", func(p []*sim.Partial) []*sim.Partial { p[2].Agents = []string{"greedy", "greedy"}; return p },
			"agents greedy,greedy, not random,greedy"},
		{"another ruleset", func(p []*sim.Partial) []*sim.Partial { p[2].Module = "messages"; return p },
			"ruleset classic with messages, not classic"},
		{"another number of games", func(p []*sim.Partial) []*sim.Partial { p[0].Games = 31; return p }, "games 30, not 31"},
		{"another build", func(p []*sim.Partial) []*sim.Partial {
			p[0].Build, p[1].Build, p[2].Build = "tilesmith v1.0.0, commit aaa, go1.26.8 linux/amd64", "tilesmith v1.1.0, commit bbb, go1.26.8 linux/amd64", "tilesmith v1.0.0, commit aaa, go1.26.8 linux/amd64"
			return p
		}, "shard-1.json and shard-0.json were written by different builds of tilesmith (shard-1.json: tilesmith v1.1.0, commit bbb, go1.26.8 linux/amd64; shard-0.json: tilesmith v1.0.0, commit aaa, go1.26.8 linux/amd64), which may play the same seed differently: run every shard and the merge with one build ('tilesmith version' names it) and rerun the shards of the other"},
		{"a build and an earlier tilesmith's shard", func(p []*sim.Partial) []*sim.Partial {
			p[2].Build = "tilesmith v1.0.0, commit aaa, go1.26.8 linux/amd64"
			return p
		},
			"shard-2.json and shard-0.json were written by different builds of tilesmith (shard-2.json: tilesmith v1.0.0, commit aaa, go1.26.8 linux/amd64; shard-0.json: an earlier tilesmith, which recorded no build)"},
		{"another number of shards, several differences", func(p []*sim.Partial) []*sim.Partial { p[1].Shard.Of = 4; p[1].Players = 3; return p },
			"players 3, not 2; number of shards 4, not 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sim.Merge(tc.parts(decodeAll(t, files)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
	t.Run("a tally edited to other seats", func(t *testing.T) {
		parts := decodeAll(t, files)
		edited, err := sim.DecodePartial("edited.json", []byte(strings.ReplaceAll(string(files[1]), `"Blue"`, `"Green"`)))
		if err != nil {
			t.Fatal(err)
		}
		_, err = sim.Merge([]*sim.Partial{parts[0], edited, parts[2]})
		if want := "edited.json's tally names other seats, figures or counts than shard-0.json's"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want an error saying %q", err, want)
		}
	})
}

// TestDecodePartialRefuses: a file that is not a partial report, of
// another format, or whose tally does not hold together or does not count
// its shard's games is refused in words, without Go's type names.
func TestDecodePartialRefuses(t *testing.T) {
	cfg := configs(t, 30)["classic"]
	file := shardFiles(t, cfg, 3)[0]
	tallyOf := func(m map[string]any) map[string]any { return m["tally"].(map[string]any) }
	seat0 := func(m map[string]any) map[string]any { return tallyOf(m)["seats"].([]any)[0].(map[string]any) }
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"not JSON", []byte("30 games of winter-edition/WE3"), "not a partial report of a simulation (simulate --shard K/N writes one)"},
		{"a report", []byte(`{"ruleset": "classic", "games": 30, "gameLength": {"mean": 70}}`), "not a partial report"},
		{"a newer format", edit(t, file, func(m map[string]any) { m["format"] = 2 }), "a partial report of format 2; this tilesmith reads format 1"},
		{"an unknown field", edit(t, file, func(m map[string]any) { m["colour"] = "red" }), `unknown field "colour"`},
		{"a wrong type", edit(t, file, func(m map[string]any) { m["seed"] = "one" }), "seed is a JSON string where a whole number belongs"},
		{"trailing data", append(append([]byte{}, file...), []byte("{}")...), "more follows the JSON value"},
		{"a ruleset not played", edit(t, file, func(m map[string]any) { m["ruleset"] = "chess" }), "a run of chess, which this tilesmith does not play"},
		{"no such shard", edit(t, file, func(m map[string]any) { m["shard"] = map[string]any{"index": 3, "of": 3} }), "there is no shard 3/3"},
		{"a tally short of games", edit(t, file, func(m map[string]any) { m["games"] = 33 }),
			"shard 0/3 of a run of 33 games plays 11 games, but its tally counts 10"},
		{"a histogram short of games", edit(t, file, func(m map[string]any) { tallyOf(m)["games"] = 11 }),
			"its tally: seat Red's scores count 10 games, the tally 11"},
		{"a histogram out of order", edit(t, file, func(m map[string]any) {
			s := seat0(m)["scores"].([]any)
			s[0], s[1] = s[1], s[0]
		}), "seat Red's scores are not a histogram"},
		{"a negative count", edit(t, file, func(m map[string]any) { seat0(m)["wins"] = -1 }), "seat Red's sums hold a negative count (-1)"},
		{"points of too few kinds", edit(t, file, func(m map[string]any) { seat0(m)["points"] = []int{1, 2} }), "seat Red has points of 2 kinds, the tally 4"},
		{"a seat without a bot", edit(t, file, func(m map[string]any) { tallyOf(m)["bots"] = []string{"random"} }),
			"the tally has 2 seat names, 1 bots and 2 seats' sums"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sim.DecodePartial("shard-0.json", tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
			if err != nil && (strings.Contains(err.Error(), "json:") || strings.Contains(err.Error(), "int64") || strings.Contains(err.Error(), "sim.")) {
				t.Errorf("the error names Go's types or packages: %v", err)
			}
		})
	}
}

// TestDecodeRulesetTallyRefuses: each ruleset's tally decoder refuses a
// tally that does not hold together, in words.
func TestDecodeRulesetTallyRefuses(t *testing.T) {
	cases := map[string]struct {
		edit func(tally map[string]any)
		want string
	}{
		"classic with messages": {func(m map[string]any) { m["messages"] = m["messages"].([]any)[:2] }, "the tally counts messages of 2 seats, scores of 3"},
		"city":                  {func(m map[string]any) { m["ends"] = map[string]any{"the dog ate the wall": 10} }, `ended because "the dog ate the wall", which is no end of The City`},
		"castle":                {func(m map[string]any) { m["wallKinds"] = []int{1, 12} }, "the tally has 2 wall tile kinds and"},
		"mists":                 {func(m map[string]any) { m["wins"] = 11 }, "the tally's ends count 10 games and 11 wins, its games are 10"},
	}
	for _, rc := range everyRuleset(t, 20) {
		tc, ok := cases[rc.name]
		if !ok {
			continue
		}
		t.Run(rc.name, func(t *testing.T) {
			file := shardFiles(t, rc.cfg, 2)[0]
			_, err := sim.DecodePartial("shard-0.json", edit(t, file, func(m map[string]any) { tc.edit(m["tally"].(map[string]any)) }))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
