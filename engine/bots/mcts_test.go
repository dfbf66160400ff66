package bots_test

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// classicGame starts a 2-player game of WD on the winter-edition set.
func classicGame(t testing.TB, set *engine.Set, seed uint64) *engine.Game {
	t.Helper()
	rules, err := classic.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"A", "B"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestMCTSBeatsGreedy: with 1,000 playouts a decision the search bot wins
// at least 80% of 2-player games of the Winter Edition against greedy,
// from either seat, and scores with farmers, which greedy never places.
// Fixed seeds: the games are the same on every run. 48 games (24 deals,
// each from both seats), played on all cores: fewer let the luck of a
// few deals move the share by 10 points either way.
func TestMCTSBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("48 games of a search bot")
	}
	set := testpacks.FreshSet(t, "winter-edition")
	field := set.KindIndex("field")
	type result struct{ margin, farms int }
	const deals = 24
	results := make([]result, 2*deals)
	var wg sync.WaitGroup
	next := atomic.Int64{}
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var pl engine.Player
			for i := int(next.Add(1) - 1); i < len(results); i = int(next.Add(1) - 1) {
				seed, mctsSeat := uint64(1+i/2), i%2
				g := classicGame(t, set, seed)
				seats := []engine.Bot{bots.NewGreedy(), bots.NewGreedy()}
				seats[mctsSeat] = bots.NewMCTS(1000)
				pl.Play(g, seats)
				results[i] = result{g.Score(mctsSeat) - g.Score(1-mctsSeat), g.Stats(mctsSeat).Points[field]}
			}
		})
	}
	wg.Wait()
	wins, farms := 0.0, 0
	for _, r := range results {
		switch {
		case r.margin > 0:
			wins++
		case r.margin == 0:
			wins += 0.5
		}
		farms += r.farms
	}
	games := len(results)
	t.Logf("mcts:1000 won %.1f of %d games against greedy, %d points from farmers", wins, games, farms)
	if wins < 0.8*float64(games) {
		t.Errorf("mcts:1000 won %.1f of %d games against greedy: want at least 80%%", wins, games)
	}
	if farms == 0 {
		t.Error("mcts:1000 scored nothing with farmers")
	}
}

// TestMCTSIsFixedBySeed: the same seed gives the same game.
func TestMCTSIsFixedBySeed(t *testing.T) {
	set := testpacks.FreshSet(t, "winter-edition")
	play := func() string {
		g := classicGame(t, set, 5)
		var pl engine.Player
		pl.Play(g, []engine.Bot{bots.NewMCTS(60), bots.Random{}})
		return fmt.Sprint(g.Board(), g.Score(0), g.Score(1))
	}
	if a, b := play(), play(); a != b {
		t.Error("two games of one seed differ")
	}
}

// TestParseMCTS: "mcts1" and "mcts1:N" name classic's flat search bot with
// its budget; a bad budget is refused in words.
func TestParseMCTS(t *testing.T) {
	for _, tc := range []struct {
		name     string
		playouts int
		says     string
	}{
		{"mcts1", bots.DefaultPlayouts, ""},
		{"mcts1:250", 250, ""},
		{"mcts1:0", 0, "give mcts1:N with N playouts per decision, from 1 to 1000000"},
		{"mcts1:lots", 0, "give mcts1:N"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := bots.New(tc.name)
			if tc.says != "" {
				if err == nil || !strings.Contains(err.Error(), tc.says) {
					t.Fatalf("got %v, want an error saying %q", err, tc.says)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if m := b.(*bots.MCTS); m.Playouts != tc.playouts || m.Name() != fmt.Sprintf("mcts1:%d", tc.playouts) {
				t.Errorf("%s: %d playouts, named %s", tc.name, m.Playouts, m.Name())
			}
		})
	}
}

// BenchmarkMCTSDecision is one decision of mcts:1000 in the middle of a
// game of WD (after 30 turns), with its playout steps per second (a step:
// one turn of a random playout). Targets: a decision in 20 ms or less,
// 2,000,000 steps a second on one core.
func BenchmarkMCTSDecision(b *testing.B) {
	set := testpacks.FreshSet(b, "winter-edition")
	g := classicGame(b, set, 3)
	var pl engine.Player
	for i := 0; i < 30 && g.Begin(); i++ {
		pl.Turn(g, bots.Random{})
	}
	if !g.Begin() {
		b.Fatal("the game ended early")
	}
	ps := g.AppendPlacements(nil)
	m := bots.NewMCTS(1000)
	m.ChoosePlacement(g, ps) // the scratch game is made once per bot
	m.Steps = 0
	b.ReportAllocs()
	start := time.Now()
	for b.Loop() {
		m.ChoosePlacement(g, ps)
	}
	b.ReportMetric(float64(m.Steps)/time.Since(start).Seconds(), "steps/s")
}

// TestMCTSSeesOnlyWhatItsSeatSees: two games that differ only in the order
// of the tiles the deciding seat cannot see (the rest of the pile, the
// other seats' hands) get the same decision.
func TestMCTSSeesOnlyWhatItsSeatSees(t *testing.T) {
	set := testpacks.FreshSet(t, "winter-edition")
	for _, tc := range []struct {
		name  string
		seed  uint64
		turns int
	}{
		{"early", 3, 4},
		{"mid-game", 8, 30},
		{"late", 11, 60},
	} {
		t.Run(tc.name, func(t *testing.T) {
			real := classicGame(t, set, tc.seed)
			var pl engine.Player
			for range tc.turns {
				if !real.Begin() {
					t.Fatal("the game ended early")
				}
				pl.Turn(real, bots.NewGreedy())
			}
			if !real.Begin() {
				t.Fatal("the game ended early")
			}
			other := real.NewTwin()
			other.CopyFrom(real)
			other.SortUnseenFor(real.Current()) // another order of what the seat cannot see
			if pileOrder(other) == pileOrder(real) {
				t.Fatal("the two games' piles are in the same order: the test tells nothing")
			}
			decide := func(g *engine.Game) string {
				b := bots.NewMCTS(200)
				ps := g.AppendPlacements(nil)
				i := b.ChoosePlacement(g, ps)
				g.PlaceUnchecked(ps[i])
				spots := g.AppendSpots(nil)
				return fmt.Sprint(ps[i], b.ChooseSpot(g, spots))
			}
			if a, b := decide(real), decide(other); a != b {
				t.Errorf("the decision depends on the hidden order: %s, then %s", a, b)
			}
		})
	}
}

// pileOrder is the order of the tiles still to draw.
func pileOrder(g *engine.Game) string {
	var b strings.Builder
	for i := g.Drawn(); i < g.PileSize(); i++ {
		fmt.Fprint(&b, g.PileTile(i), " ")
	}
	return b.String()
}
