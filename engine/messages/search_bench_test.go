package messages

import (
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/engine"
)

// BenchmarkMCTSDecision is one place-tile decision of mcts:1000 in the
// middle of a 2-player game of WD on the Winter Edition with the Messages
// expansion (the start of turn 30 of a game of greedy bots), with its
// playout steps per second (a step: one turn of a playout). Compare
// classic's BenchmarkMCTSDecision in engine/bots.
func BenchmarkMCTSDecision(b *testing.B) {
	set := winter(b)
	g, err := NewGame(set, nil, "WD", []string{"Red", "Blue"}, 3, false)
	if err != nil {
		b.Fatal(err)
	}
	pos := g.newTwin()
	pos.keepTurns()
	found := false
	ch := &inspector{botChooser: botChooser{seats: []Bot{newGreedy(), newGreedy()}}}
	ch.check = func(g *Game, kind engine.DecisionKind, _ int) {
		if !found && kind == engine.DecidePlacement && g.core.Turn() >= 30 && g.core.LogLen() == g.turnStart {
			pos.CopyFrom(g)
			pos.kept.begin(pos)
			found = true
		}
	}
	if err := g.Play(ch); err != nil {
		b.Fatal(err)
	}
	if !found {
		b.Fatal("the game ended before turn 30")
	}
	ps := pos.core.AppendPlacements(nil)
	m := NewMCTS(1000)
	m.ChoosePlacement(pos.core, ps) // the scratch game is made once per bot
	m.Steps = 0
	b.ReportAllocs()
	start := time.Now()
	for b.Loop() {
		m.ChoosePlacement(pos.core, ps)
	}
	b.ReportMetric(float64(m.Steps)/time.Since(start).Seconds(), "steps/s")
	b.ReportMetric(float64(len(m.moves)), "moves")
}
