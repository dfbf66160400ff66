package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestBotGamesReplay: games of bots on the built-in pack end by one of the
// three ends, keep every follower on the board, on the wall or in the
// supply, and replay to the same board and scores from their records:
// their steps, and their moves as format 1 gave them, in the form of
// builds before issue 32 (the wall's pieces and towers without their
// cells).
func TestBotGamesReplay(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	for _, bots := range [][]string{{"random", "random"}, {"greedy", "random", "greedy"}, {"greedy", "greedy", "greedy", "greedy"}} {
		t.Run(bots[0]+" and others", func(t *testing.T) {
			players := []string{"Red", "Blue", "Green", "Yellow"}[:len(bots)]
			for seed := uint64(1); seed <= 20; seed++ {
				g, h := playSteps(t, set, seed, players, bots)
				if !g.Over() || g.Cause() == "" {
					t.Fatalf("seed %d: over %v, cause %q", seed, g.Over(), g.Cause())
				}
				if g.Cause() == city.EndLastTile && g.Core().Pile().Drawn() != g.Core().Pile().Size() {
					t.Fatalf("seed %d: ended on the last tile with %d of %d drawn", seed, g.Core().Pile().Drawn(), g.Core().Pile().Size())
				}
				for seat := range players {
					on := 0
					for _, f := range g.Core().Followers() {
						if f.Player == seat {
							on++
						}
					}
					if on+g.Core().Supply(seat)+g.GuardCount(seat) != g.Rules().Params().Followers {
						t.Fatalf("seed %d seat %d: %d on the board, %d guards and %d in the supply", seed, seat, on, g.GuardCount(seat), g.Core().Supply(seat))
					}
				}
				// Every game builds the wall and places a tower: the
				// replays read wall rounds.
				pieces, towers := 0, 0
				for _, m := range checkRecords(t, set, seed, g, h) {
					if m.Wall != nil {
						pieces += len(m.Wall.Walls)
						if m.Wall.Tower != "" {
							towers++
						}
					}
				}
				if pieces == 0 || towers == 0 {
					t.Fatalf("seed %d: the moves give %d wall pieces and %d towers", seed, pieces, towers)
				}
			}
		})
	}
}
