package ladder

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestRate: the ratings are the Bradley–Terry fit with one drawn game per
// pairing — checked against the closed form for two agents and against the
// fit's own equations (every agent's expected score equals its score) for
// three — the anchor at 0, the intervals around the estimate, and a
// pairing won outright says how far ahead its winner is at least.
func TestRate(t *testing.T) {
	tests := []struct {
		name     string
		agents   []string
		pairings []Pairing
		want     map[string]float64
		sweeps   int
	}{
		{"even", []string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: 100, WinsA: 40, WinsB: 40, Shared: 20}},
			map[string]float64{"a": 0, "b": 0}, 0},
		{"three to one", []string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: 1000, WinsA: 250, WinsB: 750}},
			map[string]float64{"a": 0, "b": 400 * math.Log10(750.5/250.5)}, 0},
		{"a clean sweep stays finite", []string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: 10000, WinsA: 0, WinsB: 10000}},
			map[string]float64{"a": 0, "b": 400 * math.Log10(10000.5/0.5)}, 1},
		{"the anchor sweeps", []string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: 1000, WinsA: 1000}},
			map[string]float64{"a": 0, "b": -400 * math.Log10(1000.5/0.5)}, 1},
		{"three agents, each sweeping the one below", []string{"a", "b", "c"}, []Pairing{
			{A: "a", B: "b", Games: 1000, WinsB: 1000},
			{A: "a", B: "c", Games: 1000, WinsB: 1000},
			{A: "b", B: "c", Games: 1000, WinsB: 1000}}, nil, 3},
		{"three agents in a line", []string{"a", "b", "c"}, []Pairing{
			{A: "a", B: "b", Games: 200, WinsA: 50, WinsB: 150},
			{A: "a", B: "c", Games: 200, WinsA: 20, WinsB: 180},
			{A: "b", B: "c", Games: 200, WinsA: 50, WinsB: 150}}, nil, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rs, sweeps := rate(tc.agents, tc.pairings, 400, 1)
			got := map[string]Rating{}
			for _, r := range rs {
				got[r.Agent] = r
				if r.Agent != tc.agents[0] && (r.Low > r.Elo || r.High < r.Elo) && len(tc.pairings) > 0 && tc.sweeps == 0 {
					t.Errorf("%s: rating %.1f outside its interval [%.1f, %.1f]", r.Agent, r.Elo, r.Low, r.High)
				}
			}
			for a, want := range tc.want {
				if math.Abs(got[a].Elo-want) > 0.01 {
					t.Errorf("%s rated %.2f, want %.2f", a, got[a].Elo, want)
				}
			}
			// The fit's equations: each agent's expected score, under the
			// fitted strengths, is its score (with the drawn games).
			strength := func(a string) float64 { return math.Pow(10, got[a].Elo/400) }
			for _, a := range tc.agents {
				expected, actual := 0.0, 0.0
				for _, p := range tc.pairings {
					switch a {
					case p.A:
						expected += float64(p.Games+1) * strength(p.A) / (strength(p.A) + strength(p.B))
						actual += p.ScoreA() + 0.5
					case p.B:
						expected += float64(p.Games+1) * strength(p.B) / (strength(p.A) + strength(p.B))
						actual += float64(p.Games) - p.ScoreA() + 0.5
					}
				}
				if math.Abs(expected-actual) > 1e-6*actual {
					t.Errorf("%s: expected score %.6f under the fit, its score %.6f: the fit has not converged", a, expected, actual)
				}
			}
			if rs[0].Elo < rs[len(rs)-1].Elo {
				t.Errorf("not strongest first: %+v", rs)
			}
			if len(sweeps) != tc.sweeps {
				t.Fatalf("%d sweeps, want %d: %+v", len(sweeps), tc.sweeps, sweeps)
			}
			for _, sw := range sweeps {
				if lead := got[sw.Winner].Elo - got[sw.Loser].Elo; sw.AtLeast <= 0 || sw.AtLeast > lead+1 {
					t.Errorf("%s over %s: at least %.0f, its rating lead %.0f", sw.Winner, sw.Loser, sw.AtLeast, lead)
				}
			}
		})
	}
}

// TestIntervalsWidenWithFewerGames: two games say little, a thousand a
// lot: the interval of an even record narrows as the games grow.
func TestIntervalsWidenWithFewerGames(t *testing.T) {
	width := func(games int) float64 {
		rs, _ := rate([]string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: games, WinsA: games / 2, WinsB: games / 2}}, 2000, 1)
		for _, r := range rs {
			if r.Agent == "b" {
				return r.High - r.Low
			}
		}
		return 0
	}
	two, hundred, thousand := width(2), width(100), width(1000)
	if !(two > 600 && hundred > 100 && hundred < 200 && thousand < 60) {
		t.Errorf("interval widths: 2 games %.0f, 100 games %.0f, 1000 games %.0f", two, hundred, thousand)
	}
}

// TestRunCastle: greedy against random on The Castle: every game counted
// once, greedy rated above random with an interval clear of 0, and the
// same seed giving the same ladder.
func TestRunCastle(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	cfg := Config{Set: set, Mix: "base", Agents: []string{"random", "greedy"}, Games: 40, Seed: 3, Resamples: 100}
	r, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := r.Pairings[0]
	if p.WinsA+p.WinsB+p.Shared != 40 {
		t.Errorf("pairing %+v: its games do not add up to 40", p)
	}
	if r.Ratings[0].Agent != "greedy" || r.Ratings[0].Low <= 0 {
		t.Errorf("ratings %+v: want greedy first, its interval above 0", r.Ratings)
	}
	again, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	if err := r.WriteText(&a); err != nil {
		t.Fatal(err)
	}
	if err := again.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("the same seed gave two ladders:\n%s\n%s", a.String(), b.String())
	}
	if !strings.Contains(a.String(), "the anchor") {
		t.Errorf("the text does not show the anchor:\n%s", a.String())
	}
}

// TestRunRefuses: what the ladder cannot rate is refused in words.
func TestRunRefuses(t *testing.T) {
	castle := testpacks.FreshSet(t, "the-castle")
	mists := testpacks.FreshSet(t, "mists")
	tests := []struct {
		name string
		cfg  Config
		says string
	}{
		{"one agent", Config{Set: castle, Mix: "base", Agents: []string{"greedy"}, Games: 10}, "two agents or more"},
		{"an agent twice", Config{Set: castle, Mix: "base", Agents: []string{"greedy", "greedy"}, Games: 10}, `agent "greedy" is named twice`},
		{"one search bot under two names", Config{Set: testpacks.FreshSet(t, "winter-edition"), Mix: "WD", Agents: []string{"mcts", "mcts:1000"}, Games: 10}, `agent "mcts:1000" is named twice`},
		{"an unknown agent", Config{Set: castle, Mix: "base", Agents: []string{"greedy", "clever"}, Games: 10}, `castle has no agent "clever"`},
		{"one game", Config{Set: castle, Mix: "base", Agents: []string{"greedy", "random"}, Games: 1}, "two games or more"},
		{"a cooperative game", Config{Set: mists, Mix: mists.Pack.Mixes[0].ID, Agents: []string{"coop", "random"}, Games: 10}, "mists is cooperative"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Run(context.Background(), tc.cfg); err == nil || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("got %v, want an error saying %q", err, tc.says)
			}
		})
	}
}

// TestShardsMergeToTheWholeLadder: a ladder played as 3 shards and merged
// — through the partial reports' JSON, as the command line passes them —
// is the whole ladder byte for byte, as text and as JSON; and the merge
// refuses what is not one ladder.
func TestShardsMergeToTheWholeLadder(t *testing.T) {
	// The City: random wins a few games against greedy, so a shard that
	// played other games would change the ladder.
	for _, tc := range []struct{ name, pack string }{{"city", "the-city"}, {"castle", "the-castle"}} {
		t.Run(tc.name, func(t *testing.T) {
			set := testpacks.FreshSet(t, tc.pack)
			cfg := Config{Set: set, Mix: set.Pack.Mixes[0].ID, Agents: []string{"random", "greedy"}, Games: 60, Seed: 4, Resamples: 50}
			whole, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			var parts []*Partial
			for k := range 3 {
				c := cfg
				c.Shard = sim.Shard{Index: k, Of: 3}
				p, err := RunShard(context.Background(), c)
				if err != nil {
					t.Fatal(err)
				}
				data, err := json.Marshal(p)
				if err != nil {
					t.Fatal(err)
				}
				if !IsPartial(data) {
					t.Fatal("a ladder shard's report is not told apart from a simulation's")
				}
				back, err := DecodePartial(fmt.Sprintf("shard-%d.json", k), data)
				if err != nil {
					t.Fatal(err)
				}
				parts = append(parts, back)
			}
			merged, err := Merge(parts)
			if err != nil {
				t.Fatal(err)
			}
			for _, write := range []func(*Result) ([]byte, error){
				func(r *Result) ([]byte, error) { var b bytes.Buffer; err := r.WriteText(&b); return b.Bytes(), err },
				func(r *Result) ([]byte, error) { return json.MarshalIndent(r, "", "  ") },
			} {
				a, err := write(whole)
				if err != nil {
					t.Fatal(err)
				}
				b, err := write(merged)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a, b) {
					t.Fatalf("the merged ladder differs from the whole:\n%s\n---\n%s", b, a)
				}
			}
			for _, bad := range []struct {
				name  string
				parts []*Partial
				says  string
			}{
				{"a shard missing", parts[:2], "shard 2/3 missing"},
				{"a shard twice", []*Partial{parts[0], parts[1], parts[1]}, "are both shard 1/3"},
				{"another seed", []*Partial{parts[0], withSeed(parts[1], 9), parts[2]}, "seed 9, not 4"},
				{"another build", []*Partial{parts[0], withBuild(parts[1], "tilesmith v2.0.0, commit bbb, go1.26.8 linux/amd64"), parts[2]},
					"shard-1.json and shard-0.json were written by different builds of tilesmith (shard-1.json: tilesmith v2.0.0, commit bbb, go1.26.8 linux/amd64; shard-0.json: an earlier tilesmith, which recorded no build)"},
			} {
				if _, err := Merge(bad.parts); err == nil || !strings.Contains(err.Error(), bad.says) {
					t.Errorf("%s: got %v, want an error saying %q", bad.name, err, bad.says)
				}
			}
		})
	}
}

func withBuild(p *Partial, build string) *Partial {
	q := *p
	q.Build = build
	return &q
}

func withSeed(p *Partial, seed uint64) *Partial {
	q := *p
	q.Seed = seed
	return &q
}

// TestDecodePartialRefusesEdits: a shard's partial report that does not
// hold together is refused in words, not merged into a wrong ladder.
func TestDecodePartialRefusesEdits(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	p, err := RunShard(context.Background(), Config{Set: set, Mix: "base", Agents: []string{"random", "greedy"}, Games: 8, Seed: 1, Resamples: 10, Shard: sim.Shard{Index: 0, Of: 2}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(q *Partial)
		says string
	}{
		{"the agents of a pairing swapped", func(q *Partial) { q.Pairings[0].A, q.Pairings[0].B = q.Pairings[0].B, q.Pairings[0].A },
			"pairing 1 is greedy vs random, where the agents random, greedy put random vs greedy"},
		{"an unknown agent", func(q *Partial) { q.Pairings[0].B = "clever" }, "pairing 1 is random vs clever"},
		{"more wins than games", func(q *Partial) { q.Pairings[0].WinsB += 5 }, "do not add up to the 4 games shard 0/2 plays"},
		{"a shard that cannot be", func(q *Partial) { q.Shard = sim.Shard{Index: 0, Of: 5} }, "shard 0/5 of pairings of 8 games does not exist"},
		{"a pairing missing", func(q *Partial) { q.Pairings = nil }, "0 pairings: want one pairing for every two of the agents random, greedy"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := *p
			q.Pairings = slices.Clone(p.Pairings)
			tc.edit(&q)
			data, err := json.Marshal(q)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := DecodePartial("shard.json", data); err == nil || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("got %v, want an error saying %q", err, tc.says)
			}
		})
	}
}

// TestDefaultGames: a ladder without --games is sized to about a minute on
// two cores by the rulesets' measured costs: all 1000 games for quick
// bots, far fewer with a search bot, fewer still where its games cost
// more, never below 10.
func TestDefaultGames(t *testing.T) {
	for _, tc := range []struct {
		name, pack, mix string
		agents          []string
		want            int
	}{
		{"quick bots", "winter-edition", "WD", []string{"random", "greedy"}, 1000},
		{"classic's search bot", "winter-edition", "WD", []string{"random", "greedy", "mcts"}, 100},
		{"a larger mix costs more", "winter-edition", "WE3", []string{"random", "greedy", "mcts"}, 80},
		{"twice the budget, about half the games", "winter-edition", "WD", []string{"random", "greedy", "mcts:2000"}, 50},
		{"The Castle's search bot", "the-castle", "base", []string{"random", "greedy", "mcts"}, 40},
		{"The City's search bot", "the-city", "base", []string{"random", "greedy", "mcts"}, 20},
		{"never below ten", "the-city", "base", []string{"mcts:100000", "greedy"}, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := testpacks.FreshSet(t, tc.pack)
			got, err := DefaultGames(set, tc.mix, tc.agents)
			if err != nil || got != tc.want {
				t.Fatalf("DefaultGames = %d, %v; want %d", got, err, tc.want)
			}
			if got > minDefaultGames && got < maxDefaultGames {
				seconds, err := CoreSeconds(set, tc.mix, tc.agents, got)
				if err != nil || seconds > defaultCoreSeconds || seconds < defaultCoreSeconds/2 {
					t.Errorf("%d games a pairing take %.0f core-seconds by the estimate (%v): want about %d", got, seconds, err, defaultCoreSeconds)
				}
			}
		})
	}
}
