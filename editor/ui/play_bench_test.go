package ui

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine/sim"
)

// benchGame opens the Play tab on a new game with the given seats.
func benchGame(b *testing.B, seats ...string) *Editor {
	b.Helper()
	test.NewTempApp(b)
	e := openBuiltinWindow(b)
	e.tabs.Select(e.playTab)
	e.play.seats.setSeats(seats...)
	e.play.pace.SetSelected(botPaces[0].label)
	e.play.start()
	return e
}

// BenchmarkPlayTurn is a person's turn against a greedy bot as the
// editor handles it: the tap that places the tile, the follower choice,
// the bot's answer, then the board, the panel and the log redrawn.
// Target: under 50 ms.
func BenchmarkPlayTurn(b *testing.B) {
	e := benchGame(b, personChoice, botPrefix+"greedy")
	v := e.play
	for b.Loop() {
		if v.play.Phase() == editor.GameOver {
			b.StopTimer()
			v.start()
			b.StartTimer()
		}
		tg := v.play.Targets()[0]
		for tg.Rotations&(1<<v.play.Rotation()) == 0 {
			v.rotate(1)
		}
		v.placeAt(tg.Cell)
		if v.play.Phase() == editor.WaitFollower {
			v.endTurn()
		}
	}
}

// BenchmarkBoardPan is one drag step over the board of a finished game
// (every tile and follower laid out again). Target: well under a frame
// (16 ms).
func BenchmarkBoardPan(b *testing.B) {
	e := benchGame(b, botPrefix+"greedy", botPrefix+"greedy")
	v := e.play
	if v.play.Phase() != editor.GameOver {
		b.Fatal("a game of bots did not finish")
	}
	d := float32(1)
	for b.Loop() {
		v.board.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(d, 0)})
		d = -d
	}
}

// BenchmarkScoreChart draws the simulation tab's chart of a 1000-game
// report.
func BenchmarkScoreChart(b *testing.B) {
	e := benchGame(b, personChoice, personChoice)
	set, err := e.doc.SnapshotSet()
	if err != nil {
		b.Fatal(err)
	}
	r, err := sim.Run(context.Background(), sim.Config{Set: set, Mix: "WE3", Agents: []string{"random", "greedy"}, Games: 1000, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		_ = scoreChart(r, chartWidth, chartHeight, themeChartColours())
	}
}
