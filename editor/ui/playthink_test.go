package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
)

// searchGame sets the Play tab up for the search bot (Red, at 100
// playouts a move) against greedy, bots moving at once, with the
// window's thread played by the test (serialUI); thoughts is closed when
// a thought comes back with the game over.
func searchGame(t *testing.T) (*Editor, *playView, func(<-chan struct{}), chan struct{}) {
	t.Helper()
	e := openWinter(t)
	e.tabs.Select(e.playTab)
	v := e.play
	if v.search.box.Visible() {
		t.Fatal("the search bot's strength is shown with no search bot seated")
	}
	v.seats.setSeats(botPrefix+"mcts", botPrefix+"greedy")
	if !v.search.box.Visible() {
		t.Fatal("the search bot's strength is hidden with the search bot seated")
	}
	v.search.strength.SetValue(100)
	v.pace.SetSelected(botPaces[0].label)
	pump := serialUI(t, e)
	over := make(chan struct{})
	v.onThought = func() {
		if v.play != nil && v.play.Phase() == editor.GameOver {
			select {
			case <-over:
			default:
				close(over)
			}
		}
	}
	return e, v, pump, over
}

// TestSearchBotThinksOffTheWindow: the search bot thinks on a goroutine of
// its own — the status says who is thinking, with how many playouts — and
// plays the game to its end against greedy; its record replays to the
// scores the tab shows.
func TestSearchBotThinksOffTheWindow(t *testing.T) {
	e, v, pump, over := searchGame(t)
	test.Tap(v.newGame)
	if !strings.Contains(v.status.Text, "Red (mcts:100 bot) is thinking") || !v.search.stop.Visible() {
		t.Fatalf("status %q, Stop shown %v: want Red thinking", v.status.Text, v.search.stop.Visible())
	}
	pump(over)
	if v.play.Phase() != editor.GameOver || v.search.stop.Visible() {
		t.Fatalf("phase %v, Stop shown %v after the game", v.play.Phase(), v.search.stop.Visible())
	}
	shown, _ := v.play.Standing()
	wantScoresReplayed(t, shown, saveAndScore(t, e, v, "mcts-game.json"))
}

// TestStopPausesTheSearchBot: Stop drops the thought under way and
// pauses the bots — Play on waits until the dropped thought is over — and
// Play on lets them move again to the end.
func TestStopPausesTheSearchBot(t *testing.T) {
	_, v, pump, over := searchGame(t)
	test.Tap(v.newGame)
	turn := v.play.Core().Turn()
	test.Tap(v.search.stop)
	if !strings.Contains(v.status.Text, "The bots are stopped") || !v.search.playOn.Visible() || !v.search.playOn.Disabled() {
		t.Fatalf("status %q, Play on shown %v, disabled %v", v.status.Text, v.search.playOn.Visible(), v.search.playOn.Disabled())
	}
	back := make(chan struct{})
	v.onThought = func() { close(back) }
	pump(back)
	if v.play.Core().Turn() != turn || v.play.Phase() != editor.WaitBot {
		t.Fatalf("the dropped thought was played: turn %d, was %d", v.play.Core().Turn(), turn)
	}
	if v.search.playOn.Disabled() || !strings.Contains(v.status.Text, "The bots are stopped: Play on") {
		t.Fatalf("Play on still disabled after the thought came back (status %q)", v.status.Text)
	}
	v.onThought = func() {
		if v.play.Phase() == editor.GameOver {
			select {
			case <-over:
			default:
				close(over)
			}
		}
	}
	test.Tap(v.search.playOn)
	if !strings.Contains(v.status.Text, "is thinking") {
		t.Fatalf("status %q after Play on", v.status.Text)
	}
	pump(over)
	if v.play.Phase() != editor.GameOver {
		t.Fatalf("phase %v after Play on", v.play.Phase())
	}
}
