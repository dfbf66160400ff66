package rulesets_test

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// compile decodes built-in pack id anew (tilesets.Load shares its pack,
// which tests must not change) and compiles it.
func compile(t *testing.T, id string) *engine.Set { return testpacks.FreshSet(t, id) }

// TestBuiltinSetups: every built-in pack sets up every mix or level with
// the fewest and the most players, quickly enough to run on every
// validate.
func TestBuiltinSetups(t *testing.T) {
	for _, tc := range []struct {
		id      string
		players string
	}{
		{"winter-edition", "classic is played by 2 to 5 players"},
		{"mists", "mists is played by 1 to 5 players"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			set := compile(t, tc.id)
			pr, err := rulesets.Players(set)
			if err != nil || pr.String() != tc.players {
				t.Errorf("Players: %v, %v; want %q", pr, err, tc.players)
			}
			start := time.Now()
			problems := rulesets.CheckSetups(set)
			t.Logf("CheckSetups(%s): %v", tc.id, time.Since(start))
			for _, p := range problems {
				t.Errorf("%v", p)
			}
		})
	}
}

// TestCheckSetupsFindsProblems: set-ups a pack changed after validation
// would break are reported, one per mix or level and player count.
func TestCheckSetupsFindsProblems(t *testing.T) {
	for _, tc := range []struct {
		name   string
		id     string
		change func(p *schema.Pack)
		want   []string
	}{
		{"a mix of 20,007 tiles", "winter-edition", func(p *schema.Pack) { p.Mixes[0].Counts = schema.Counts{{Tile: "D", Count: 20007}} },
			[]string{
				"mix WD with 2 player(s): the mix is beyond the engine's limits: mix WD holds 20007 tiles: a mix holds at most 1000, start tiles included",
				"mix WD with 5 player(s): the mix is beyond the engine's limits: mix WD holds 20007 tiles: a mix holds at most 1000, start tiles included",
			}},
		{"seven players", "winter-edition", func(p *schema.Pack) { p.Rules.Classic.Players.Max = 7 },
			[]string{
				"mix WD with 7 player(s): wrong number of players: 7 (the classic rules allow 2 to 6)",
				"mix WE1 with 7 player(s): wrong number of players: 7 (the classic rules allow 2 to 6)",
				"mix WE2 with 7 player(s): wrong number of players: 7 (the classic rules allow 2 to 6)",
				"mix WE3 with 7 player(s): wrong number of players: 7 (the classic rules allow 2 to 6)",
			}},
		{"stacks wrapping round", "mists", func(p *schema.Pack) {
			for i := range p.Mixes {
				if p.Mixes[i].ID == "level-3" {
					p.Mixes[i].Stacks = []int{math.MaxInt, math.MaxInt, 62}
				}
			}
		}, []string{
			"level 3 (mix level-3) with 1 player(s): mix level-3: the stacks hold more than 9223372036854775807 tiles but the draw pile has 60 (the mix's 64 tiles minus 4 start tiles): make the stacks add up to 60",
			"level 3 (mix level-3) with 5 player(s): mix level-3: the stacks hold more than 9223372036854775807 tiles but the draw pile has 60 (the mix's 64 tiles minus 4 start tiles): make the stacks add up to 60",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := compile(t, tc.id)
			tc.change(set.Pack) // after Compile: as an editor's unvalidated pack
			var got []string
			for _, p := range rulesets.CheckSetups(set) {
				got = append(got, p.Error())
				if p.Err == nil || !errors.Is(p, p.Err) {
					t.Errorf("%v does not wrap its error", p)
				}
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// bigMixes compiles the winter pack with its mixes replaced by n mixes of
// 1000 tiles (the most a mix may hold) on an unbounded table, the pack
// that made validate allocate a 64 MB board per mix and player count.
// alike gives every mix the same tiles; otherwise each differs.
func bigMixes(tb testing.TB, n int, alike bool) *engine.Set {
	tb.Helper()
	set := testpacks.FreshSet(tb, "winter-edition")
	p := set.Pack
	// After Compile, which lints the pack: the mixes leave tiles unused.
	p.Mixes = nil
	for i := range n {
		b := 499
		if !alike {
			b -= i
		}
		p.Mixes = append(p.Mixes, schema.Mix{
			ID:     fmt.Sprintf("M%d", i+1),
			Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "B", Count: b}, {Tile: "E", Count: 999 - b}},
			Start:  []schema.Placement{{Tile: "D"}},
		})
	}
	return set
}

// TestCheckSetupsCost: checking the set-ups of a pack at the limit of
// mixes, each of the most tiles a mix may hold, allocates next to nothing
// (it used to allocate a 64 MB board per mix and player count, 12.8 GB
// for this pack).
func TestCheckSetupsCost(t *testing.T) {
	for _, tc := range []struct {
		name  string
		alike bool
	}{
		{"100 different mixes of 1000 tiles", false},
		{"100 alike mixes of 1000 tiles", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := bigMixes(t, schema.MaxMixes, tc.alike)
			var problems []rulesets.SetupProblem
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			problems = rulesets.CheckSetups(set)
			runtime.ReadMemStats(&after)
			for _, p := range problems {
				t.Errorf("%v", p)
			}
			if got := after.TotalAlloc - before.TotalAlloc; got > 16<<20 {
				t.Errorf("CheckSetups allocated %d MB, want at most 16", got>>20)
			}
		})
	}
}

// BenchmarkCheckSetups measures the set-up check validate runs per pack:
// the built-in packs, and packs at the limit of mixes of the most tiles.
func BenchmarkCheckSetups(b *testing.B) {
	for _, tc := range []struct {
		name string
		set  func(b *testing.B) *engine.Set
	}{
		{"winter-edition", func(b *testing.B) *engine.Set { return compileB(b, "winter-edition") }},
		{"mists", func(b *testing.B) *engine.Set { return compileB(b, "mists") }},
		{"100 different mixes of 1000 tiles", func(b *testing.B) *engine.Set { return bigMixes(b, schema.MaxMixes, false) }},
		{"100 alike mixes of 1000 tiles", func(b *testing.B) *engine.Set { return bigMixes(b, schema.MaxMixes, true) }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			set := tc.set(b)
			b.ReportAllocs()
			for b.Loop() {
				if ps := rulesets.CheckSetups(set); len(ps) > 0 {
					b.Fatal(ps)
				}
			}
		})
	}
}

func compileB(b *testing.B, id string) *engine.Set {
	p, _, err := tilesets.Load(id)
	if err != nil {
		b.Fatal(err)
	}
	set, err := engine.Compile(p)
	if err != nil {
		b.Fatal(err)
	}
	return set
}
