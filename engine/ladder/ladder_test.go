package ladder

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestRate: the ratings are the Bradley–Terry fit with one drawn game per
// pairing, the anchor at 0, the intervals around the estimate.
func TestRate(t *testing.T) {
	tests := []struct {
		name     string
		agents   []string
		pairings []Pairing
		want     map[string]float64
	}{
		{"even", []string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: 100, WinsA: 40, WinsB: 40, Shared: 20}},
			map[string]float64{"a": 0, "b": 0}},
		{"three to one", []string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: 1000, WinsA: 250, WinsB: 750}},
			map[string]float64{"a": 0, "b": 400 * math.Log10(750.5/250.5)}},
		{"a clean sweep stays finite", []string{"a", "b"}, []Pairing{{A: "a", B: "b", Games: 100, WinsA: 0, WinsB: 100}},
			map[string]float64{"a": 0, "b": 400 * math.Log10(100.5/0.5)}},
		{"three agents in a line", []string{"a", "b", "c"}, []Pairing{
			{A: "a", B: "b", Games: 200, WinsA: 50, WinsB: 150},
			{A: "a", B: "c", Games: 200, WinsA: 20, WinsB: 180},
			{A: "b", B: "c", Games: 200, WinsA: 50, WinsB: 150}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rs := rate(tc.agents, tc.pairings, 200, 1)
			got := map[string]Rating{}
			for _, r := range rs {
				got[r.Agent] = r
				// The estimate adds one drawn game; the interval's draws
				// start from Jeffreys' prior: at a clean sweep the two may
				// differ by a fraction of a point.
				if r.Low > r.Elo+1 || r.High < r.Elo-1 {
					t.Errorf("%s: rating %.1f outside its interval [%.1f, %.1f]", r.Agent, r.Elo, r.Low, r.High)
				}
			}
			for a, want := range tc.want {
				if math.Abs(got[a].Elo-want) > 0.01 {
					t.Errorf("%s rated %.2f, want %.2f", a, got[a].Elo, want)
				}
			}
			if tc.want == nil && !(got["c"].Elo > got["b"].Elo && got["b"].Elo > got["a"].Elo && got["a"].Elo == 0) {
				t.Errorf("ratings %+v, want c > b > a = 0", rs)
			}
			if rs[0].Elo < rs[len(rs)-1].Elo {
				t.Errorf("not strongest first: %+v", rs)
			}
		})
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
	for _, tc := range []struct{ name, pack string }{{"classic", "winter-edition"}, {"castle", "the-castle"}} {
		t.Run(tc.name, func(t *testing.T) {
			set := testpacks.FreshSet(t, tc.pack)
			cfg := Config{Set: set, Mix: set.Pack.Mixes[0].ID, Agents: []string{"random", "greedy"}, Games: 30, Seed: 4, Resamples: 50}
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
			merged, err := Merge(parts, 50)
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
				{"a shard missing", parts[:2], "shards 2/3 missing"},
				{"a shard twice", []*Partial{parts[0], parts[1], parts[1]}, "are both shard 1/3"},
				{"another seed", []*Partial{parts[0], withSeed(parts[1], 9), parts[2]}, "seed 9, not 4"},
			} {
				if _, err := Merge(bad.parts, 50); err == nil || !strings.Contains(err.Error(), bad.says) {
					t.Errorf("%s: got %v, want an error saying %q", bad.name, err, bad.says)
				}
			}
		})
	}
}

func withSeed(p *Partial, seed uint64) *Partial {
	q := *p
	q.Seed = seed
	return &q
}
