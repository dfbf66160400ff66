package city_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

func TestZZExperiment(t *testing.T) {
	bot := os.Getenv("ZZBOT")
	if bot == "" {
		t.Skip()
	}
	from, _ := strconv.Atoi(os.Getenv("ZZFROM"))
	to, _ := strconv.Atoi(os.Getenv("ZZTO"))
	set := testpacks.FreshSet(t, "the-city")
	wins, games, margin := 0.0, 0, 0
	for seed := uint64(from); seed <= uint64(to); seed++ {
		for seat := range 2 {
			names := []string{"greedy", "greedy"}
			names[seat] = bot
			g := playBots(t, set, seed, names...)
			m := g.Core().Score(seat) - g.Core().Score(1-seat)
			t.Logf("seed %d seat %d: %d to %d", seed, seat, g.Core().Score(seat), g.Core().Score(1-seat))
			games++
			margin += m
			if m > 0 {
				wins++
			} else if m == 0 {
				wins += 0.5
			}
		}
	}
	t.Logf("%s won %.1f of %d, margin %.1f", bot, wins, games, float64(margin)/float64(games))
}
