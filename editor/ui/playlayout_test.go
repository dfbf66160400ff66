package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestPlayFitsA1024x700Window: with a game of the most players under way
// (and over: the widest scores), the Play tab asks no more than a
// 1024×700 window has, for every built-in game. The review found the
// window widened to 1129 px and, at 700 px, grown to 770 px by the Play
// tab's set-up row, its seat rows and a 320 px board.
func TestPlayFitsA1024x700Window(t *testing.T) {
	packs := []struct{ id, file string }{
		{"winter-edition", "winter-edition.json"},
		{"the-city", "the-city.json"},
		{"the-castle", "the-castle.json"},
		{"mists", "mists.json"},
		{"messages", "messages.json"},
	}
	for _, p := range packs {
		t.Run(p.id, func(t *testing.T) {
			e := openFile(t, testpacks.BuiltinFile(t, p.id, p.file))
			e.tabs.Select(e.playTab)
			v := e.play
			if v.base.content.Visible() {
				v.base.setBase("winter-edition")
			}
			if n := len(v.seats.players.Options); n > 0 && !v.seats.coop {
				most, err := strconv.Atoi(v.seats.players.Options[n-1])
				if err != nil {
					t.Fatal(err)
				}
				v.seats.setSeats(slices.Repeat([]string{botPrefix + "greedy"}, most)...)
			}
			v.pace.SetSelected(botPaces[0].label)
			test.Tap(v.newGame)
			if v.play == nil {
				t.Fatalf("no game: %s", v.status.Text)
			}
			e.win.Resize(fyne.NewSize(1024, 700))
			if got := e.win.Content().MinSize(); got.Width > 1024 || got.Height > 700 {
				t.Errorf("the window needs %.0f×%.0f px with the Play tab shown", got.Width, got.Height)
			}
			v.setup.Open(0)
			if got := e.win.Content().MinSize(); got.Width > 1024 || got.Height > 700 {
				t.Errorf("the window needs %.0f×%.0f px with the set-up open again", got.Width, got.Height)
			}
		})
	}
}

// TestPlaySetupFoldsForTheGame: New game folds the set-up away, its title
// naming the mix, the seats and the seed, and keeps New game in view;
// the scores and the score track are the first tab under the divider, the
// log the second.
func TestPlaySetupFoldsForTheGame(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, botPrefix+"greedy")
	if v.setupItem.Open {
		t.Error("the set-up stays open during the game")
	}
	for _, part := range []string{v.seats.mixID(), "1 person, 1 bot", "seed 1"} {
		if !strings.Contains(v.setupItem.Title, part) {
			t.Errorf("the folded set-up reads %q, without %q", v.setupItem.Title, part)
		}
	}
	if !v.newGame.Visible() {
		t.Error("New game is folded away with the set-up")
	}
	if v.below.Selected() != v.scoresTab || !v.track.content.Visible() {
		t.Errorf("under the divider: %q shown, track shown %v; want the scores with the track", v.below.Selected().Text, v.track.content.Visible())
	}
}
