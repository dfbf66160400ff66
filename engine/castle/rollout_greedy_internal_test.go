package castle

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestRolloutGreedyIsTheGreedyBot: at every placement of games played
// at random and by greedy, the rollout's greedy turn judging every
// placement (greedyAmong and greedySpot) takes the placement and follower
// classic's greedy bot (bots.Greedy) takes, and leaves the random source
// where the bot leaves it.
func TestRolloutGreedyIsTheGreedyBot(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	for _, tc := range []struct {
		name    string
		options string
		seed    uint64
	}{
		{"seed 1", "", 1},
		{"seed 2", "", 2},
		{"seed 3, wall tiles taken at the turn's end", `{"collectAtTurnEnd": true}`, 3},
		{"seed 4", "", 4},
		{"seed 5", "", 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var options []byte
			if tc.options != "" {
				options = []byte(tc.options)
			}
			g, err := NewGame(set, options, "base", []string{"Red", "Blue"}, tc.seed, false)
			if err != nil {
				t.Fatal(err)
			}
			bot, mine := g.NewTwin(false), g.NewTwin(false)
			decisions := 0
			for g.Pending() != nil {
				if g.phase != phasePlace {
					g.answer(g.core.Rand().IntN(g.Pending().Options()))
					continue
				}
				decisions++
				bot.CopyFrom(g)
				mine.CopyFrom(g)
				greedy := bots.NewGreedy()
				want := greedy.ChoosePlacement(bot.core, bot.seat, bot.buf.placements)
				all := make([]int, len(mine.buf.placements))
				for i := range all {
					all[i] = i
				}
				got := mine.greedyAmong(all)
				if got != want {
					t.Fatalf("placement %d: greedyPlacement = %d, bots.Greedy = %d", decisions, got, want)
				}
				bot.place(want)
				mine.place(got)
				if bot.phase == phaseFollower {
					wantSpot, gotSpot := greedy.ChooseSpot(bot.core, bot.seat, bot.buf.spots), mine.greedySpot()
					if gotSpot != wantSpot {
						t.Fatalf("placement %d: greedySpot = %d, bots.Greedy = %d", decisions, gotSpot, wantSpot)
					}
				}
				if a, b := mine.core.Rand().Uint64(), bot.core.Rand().Uint64(); a != b {
					t.Fatalf("placement %d: the random source differs after the choice", decisions)
				}
				// The game goes on as the greedy bot plays, half the time.
				if g.core.Rand().IntN(2) == 0 {
					g.answer(g.core.Rand().IntN(g.Pending().Options()))
				} else {
					g.place(bots.NewGreedy().ChoosePlacement(g.core, g.seat, g.buf.placements))
				}
			}
			if decisions < 30 {
				t.Errorf("only %d placements compared", decisions)
			}
			t.Logf("%d placements compared", decisions)
		})
	}
}

// TestGreedyCandidates: a greedy turn judges every placement when there
// are at most greedyJudgesMin, else a third of them (at least
// greedyJudgesMin), each once, the same ones for the same random source.
func TestGreedyCandidates(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	for _, tc := range []struct {
		name             string
		placements, want int
	}{
		{"none", 0, 0},
		{"fewer than the least judged: all", 4, 4},
		{"as many as the least judged: all", greedyJudgesMin, greedyJudgesMin},
		{"a few more: the least judged", 12, greedyJudgesMin},
		{"many: a third", 31, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(set, nil, "base", []string{"Red", "Blue"}, 1, false)
			if err != nil {
				t.Fatal(err)
			}
			g.buf.placements = make([]engine.Placement, tc.placements)
			twin := g.Clone().(*Game)
			got := g.greedyCandidates()
			if len(got) != tc.want {
				t.Errorf("judged %d of %d placements, want %d", len(got), tc.placements, tc.want)
			}
			seen := map[int]bool{}
			for _, i := range got {
				if i < 0 || i >= tc.placements || seen[i] {
					t.Errorf("candidates %v: %d is out of range or twice", got, i)
				}
				seen[i] = true
			}
			if again := twin.greedyCandidates(); !slices.Equal(again, got) {
				t.Errorf("the same random source judged %v, then %v", got, again)
			}
		})
	}
}
