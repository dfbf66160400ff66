package ui

import (
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/extbot"
)

// TestSimulateWithAnOutsideProgram: the Simulate tab plays a few games
// with the example bot seated through the dialog, in a seat beside the
// greedy bot and as the Mists team, and reports them as the command line
// does.
func TestSimulateWithAnOutsideProgram(t *testing.T) {
	bot := exampleBot(t)
	tests := []struct {
		name string
		open func(t *testing.T) *Editor
		seat func(t *testing.T, e *Editor, s *seatPicker)
	}{
		{"beside greedy", openWinter, func(t *testing.T, e *Editor, s *seatPicker) {
			seatOutside(t, e, s, s.seats[0], bot)
		}},
		{"the Mists team", openMists, func(t *testing.T, e *Editor, s *seatPicker) {
			seatOutside(t, e, s, s.team, bot)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.open(t)
			e.tabs.Select(e.simTab)
			v := e.sim
			v.seats.refresh()
			tc.seat(t, e, v.seats)
			v.games.SetText("4")
			runSim(t, e, nil)
			if v.report == nil || !strings.HasPrefix(v.status.Text, "Done: 4 games") {
				t.Fatalf("no report of 4 games: %s", v.status.Text)
			}
			if !strings.Contains(v.table.Text, "example_bot.py") {
				t.Errorf("the report does not name the example bot:\n%s", v.table.Text)
			}
		})
	}
}

// playOut starts a game of the Play tab, bots moving at once, and runs
// the window's work until the game is over or stopped.
func playOut(t *testing.T, e *Editor, v *playView, during func()) {
	t.Helper()
	pump := serialUI(t, e)
	done := make(chan struct{})
	var once sync.Once
	v.onThought = func() {
		if v.play.Phase() == editor.GameOver || strings.HasPrefix(v.status.Text, "The game stopped") {
			once.Do(func() { close(done) })
		}
	}
	v.pace.SetSelected(botPaces[0].label)
	test.Tap(v.newGame)
	if v.play == nil {
		t.Fatalf("no game started: %s", v.status.Text)
	}
	if during != nil {
		during()
	}
	pump(done)
}

// TestPlayWithAnOutsideProgram: in the Play tab the example bot plays a
// whole game against greedy, off the window's thread; a program that
// fails, or does not answer, stops the game with the engine's words in
// the status, and the window stays live while it thinks.
func TestPlayWithAnOutsideProgram(t *testing.T) {
	defer func(d time.Duration) { extbot.Timeout = d }(extbot.Timeout)
	extbot.Timeout = 2 * time.Second
	tests := []struct {
		name    string
		command func(t *testing.T) string
		// status is how the tab's status begins at the end, says what
		// else it must say.
		status string
		says   []string
	}{
		{"the example bot plays to the end", exampleBot, "Game over. ", nil},
		{"a program that ends stops the game", func(*testing.T) string { return testProgram("crash") },
			"The game stopped: Red (ext:", []string{"it ended (exit status 3) without answering", "its last words on standard error: bot: out of ideas"}},
		{"a program that does not answer stops the game", func(*testing.T) string { return testProgram("silent") },
			"The game stopped: Red (ext:", []string{"it did not answer within 2s, and was stopped", "flush"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			command := tc.command(t)
			e := openWinter(t)
			e.tabs.Select(e.playTab)
			v := e.play
			v.seats.setSeats(botPrefix+"random", botPrefix+"greedy")
			seatOutside(t, e, v.seats, v.seats.seats[0], command)
			playOut(t, e, v, func() {
				// Red decides first, on a goroutine: New game is back,
				// and the window free, while the program thinks.
				if !v.thinking || !strings.Contains(v.status.Text, "Red (ext:") || !strings.Contains(v.status.Text, "is thinking") {
					t.Errorf("while the program thinks: thinking %v, status %q", v.thinking, v.status.Text)
				}
			})
			if !strings.HasPrefix(v.status.Text, tc.status) {
				t.Fatalf("the status says %q, want it to begin %q", v.status.Text, tc.status)
			}
			for _, s := range tc.says {
				if !strings.Contains(v.status.Text, s) {
					t.Errorf("the status %q does not say %q", v.status.Text, s)
				}
			}
			if tc.says == nil && v.play.Phase() != editor.GameOver {
				t.Errorf("the game is not over: %s", v.status.Text)
			}
		})
	}
}

// TestNewGameWhileAProgramThinks: New game while an outside program
// thinks starts the next game at once: the game left is closed off the
// window's thread, its program stopped once its decision is over.
func TestNewGameWhileAProgramThinks(t *testing.T) {
	defer func(d time.Duration) { extbot.Timeout = d }(extbot.Timeout)
	extbot.Timeout = 2 * time.Second
	e := openWinter(t)
	e.tabs.Select(e.playTab)
	v := e.play
	v.seats.setSeats(botPrefix+"greedy", botPrefix+"greedy")
	seatOutside(t, e, v.seats, v.seats.seats[0], testProgram("silent"))
	pump := serialUI(t, e)
	dropped := make(chan struct{})
	v.onThought = func() { close(dropped) }
	v.pace.SetSelected(botPaces[0].label)
	test.Tap(v.newGame)
	if !v.thinking {
		t.Fatalf("the program is not thinking: %s", v.status.Text)
	}
	left := v.play
	v.seats.seats[0].SetSelected(botPrefix + "greedy")
	began := time.Now()
	test.Tap(v.newGame)
	if took := time.Since(began); took > time.Second {
		t.Errorf("New game took %v while the program thought", took)
	}
	if v.play == left || v.play.Phase() != editor.GameOver {
		t.Errorf("the new game of two greedy bots did not play to its end: %s", v.status.Text)
	}
	// The program is stopped when its time is up; its thought comes back
	// to a game gone, and is dropped.
	pump(dropped)
	if v.play.Phase() != editor.GameOver || !strings.HasPrefix(v.status.Text, "Game over. ") {
		t.Errorf("the dropped thought changed the new game: %s", v.status.Text)
	}
}

// TestSimulateStopsForAFailingProgram: a program that fails ends the
// simulation, and the status says why in the engine's words.
func TestSimulateStopsForAFailingProgram(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.seats.refresh()
	seatOutside(t, e, v.seats, v.seats.seats[1], testProgram("crash"))
	v.games.SetText("4")
	runSim(t, e, nil)
	for _, s := range []string{"Simulation failed: ", "ext:", "it ended (exit status 3) without answering", "bot: out of ideas"} {
		if !strings.Contains(v.status.Text, s) {
			t.Errorf("the status %q does not say %q", v.status.Text, s)
		}
	}
}
