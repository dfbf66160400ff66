package messages_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/messages"
)

// BenchmarkGame plays complete 2-player games of mix WD on the Winter
// Edition with the Messages expansion, by the Messages module's fast path
// and, on the same pack, by classic's without the module, with random and
// with greedy bots: the module's cost per game is the ratio of the two.
// games/s = 1e9 / ns/op.
func BenchmarkGame(b *testing.B) {
	set := winterSet(b)
	players := []string{"Red", "Blue"}
	for _, bot := range []string{"random", "greedy"} {
		b.Run("classic/"+bot, func(b *testing.B) {
			rules, err := classic.Ruleset{}.Bind(set, nil)
			if err != nil {
				b.Fatal(err)
			}
			g, err := classic.NewGame(set, rules, engine.Setup{Mix: "WD", Players: players})
			if err != nil {
				b.Fatal(err)
			}
			var pl classic.Player
			bs := make([]engine.Bot, 2)
			for i := range bs {
				if bs[i], err = bots.New(bot); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			seed := uint64(0)
			for b.Loop() {
				seed++
				if err := g.Reset(seed); err != nil {
					b.Fatal(err)
				}
				pl.Play(g, bs)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
		b.Run("messages/"+bot, func(b *testing.B) {
			g, err := messages.NewGame(set, nil, "WD", players, 0, false)
			if err != nil {
				b.Fatal(err)
			}
			bs := newBots(b, bot, bot)
			b.ReportAllocs()
			seed := uint64(0)
			for b.Loop() {
				seed++
				if err := g.Reset(seed); err != nil {
					b.Fatal(err)
				}
				if err := g.PlayBots(bs); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
