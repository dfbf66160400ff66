package ui

import (
	"encoding/json"
	"image"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// openTeamPack opens a copy of the built-in Mists pack, whose ruleset is
// played by the whole team.
func openTeamPack(t *testing.T) *Editor {
	t.Helper()
	e := openFile(t, testpacks.BuiltinFile(t, "mists", "mists.json"))
	if !e.doc.Team() {
		t.Fatal("the mists pack does not play as a team")
	}
	return e
}

// fact is the value of one of the facts beside the board ("" if absent).
func fact(v *playView, label string) string {
	for f := range strings.SplitSeq(v.facts.Text, factSeparator) {
		if value, ok := strings.CutPrefix(f, label+": "); ok {
			return value
		}
	}
	return ""
}

// boardTexts are the texts the board writes on cells.
func boardTexts(v *playView) []string {
	var out []string
	for _, o := range test.WidgetRenderer(v.board).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

// takeDecision takes the pending decision the way a person would, through
// the widgets: a tile on a green cell, a follower on a drawn spot now and
// whenever it may (its first colour when several may go there), any other decision
// by its cell on the board when one option is there, else by its last
// button or the digit key 1.
func takeDecision(t *testing.T, v *playView, n int) {
	t.Helper()
	p := v.play
	switch p.Phase() {
	case editor.WaitTile:
		tg := p.Targets()[n%len(p.Targets())]
		turnToFit(t, v, tg)
		test.TapAt(v.board, v.board.cellCentre(tg.Cell))
	case editor.WaitFollower:
		spots := p.Spots()
		if len(spots) == 0 {
			v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			return
		}
		s := spots[len(spots)-1]
		placed, _ := p.Core().At(s.Cell.X, s.Cell.Y)
		x, y := v.pics.spot(p.Core().Set.Tiles[placed.Tile].ID, s.Feature, placed.Rot)
		test.TapAt(v.board, v.board.cellOrigin(s.Cell).AddXY(x*v.board.zoom, y*v.board.zoom))
		if v.filter != nil {
			if len(v.decision.buttons) != len(s.Options) {
				t.Fatalf("tapping a spot of %d options shows %d buttons", len(s.Options), len(v.decision.buttons))
			}
			test.Tap(v.decision.buttons[0])
		}
	case editor.WaitChoice:
		opts := p.Options()
		if o := opts[0]; o.HasAt && n%2 == 0 {
			here := 0
			for _, x := range opts {
				if x.HasAt && x.X == o.X && x.Y == o.Y {
					here++
				}
			}
			if here == 1 {
				test.TapAt(v.board, v.board.cellCentre(image.Pt(o.X, o.Y)))
				return
			}
		}
		switch {
		case len(v.decision.buttons) > 0 && n%2 == 1:
			test.Tap(v.decision.buttons[len(v.decision.buttons)-1])
		default:
			test.Type(v.board, "1")
		}
	default:
		t.Fatalf("phase %d in a game of people", p.Phase())
	}
}

// TestPlayMistsLevel2ByHand: a whole Mists Level 2 game played by hand
// through the Play tab — tiles and meeples on the board, the scorings,
// graveyards and burials from the decision panel or their cells — with the
// level's progress, goal and ghosts beside the board throughout and the
// ghosts written on their tiles; its record, saved through the dialog,
// replays with `tilesmith score` to the standing the tab showed.
func TestPlayMistsLevel2ByHand(t *testing.T) {
	e := openTeamPack(t)
	e.tabs.Select(e.playTab)
	v := e.play
	v.seats.mix.SetSelected("level-2")
	v.seats.setTeam(personChoice, 2)
	v.seed.SetText("2") // a game with every decision of Level 2
	test.Tap(v.newGame)
	if v.play == nil || v.play.Phase() == editor.WaitBot {
		t.Fatalf("no game for a person: %s", v.status.Text)
	}
	kinds := map[engine.DecisionKind]int{}
	for n := 0; v.play.Phase() != editor.GameOver; n++ {
		if n > 3000 {
			t.Fatal("the game does not end")
		}
		if fact(v, "Progress") == "" || !strings.HasSuffix(fact(v, "Progress"), "of 75 points") || fact(v, "Ghosts in the supply") == "" || fact(v, "Ghosts on the board") == "" {
			t.Fatalf("decision %d: the level's facts are not shown: %q", n, v.facts.Text)
		}
		if onBoard, _ := strconv.Atoi(fact(v, "Ghosts on the board")); onBoard > 0 && !strings.Contains(strings.Join(boardTexts(v), ","), "ghost") {
			t.Fatalf("decision %d: %d ghosts on the board, none written on a tile", n, onBoard)
		}
		d := v.play.Pending()
		if v.play.Phase() != editor.WaitTile && !strings.Contains(v.decision.who.Text, "The team") {
			t.Fatalf("the %s decision says %q, want the team", d.Kind(), v.decision.who.Text)
		}
		kinds[d.Kind()]++
		before := len(v.play.Log())
		takeDecision(t, v, n)
		if v.play.Pending() == d && len(v.play.Log()) == before {
			t.Fatalf("decision %d (%s) not taken: %s", n, d.Kind(), v.status.Text)
		}
	}
	for _, k := range []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower, "points-or-ghosts", "graveyard-ghost", "bury-meeple"} {
		if kinds[k] == 0 {
			t.Errorf("no %s decision in the game (%v)", k, kinds)
		}
	}
	shown, _ := v.play.Standing()
	if !strings.Contains(v.status.Text, "Game over. The team ") {
		t.Errorf("status after the game: %q", v.status.Text)
	}

	doc := saveAndScore(t, e, v, "mists-game.json")
	var replayed struct {
		Over     bool           `json:"over"`
		Won      bool           `json:"won"`
		Scores   map[string]int `json:"scores"`
		Progress int            `json:"progress"`
		Ghosts   struct {
			Board  int `json:"board"`
			Supply int `json:"supply"`
		} `json:"ghosts"`
	}
	if err := json.Unmarshal(doc, &replayed); err != nil {
		t.Fatalf("score's output: %v\n%.400s", err, doc)
	}
	want := map[string]string{
		"Ghosts on the board":  strconv.Itoa(replayed.Ghosts.Board),
		"Ghosts in the supply": strconv.Itoa(replayed.Ghosts.Supply),
		"Progress":             strconv.Itoa(replayed.Progress) + " of 75 points",
	}
	for label, w := range want {
		if got := fact(v, label); got != w {
			t.Errorf("%s: the tab showed %q, the replay gives %q", label, got, w)
		}
	}
	if !replayed.Over || !shown.Over || replayed.Won != strings.Contains(shown.Result, "won") {
		t.Errorf("the tab showed %q (over %v); the replay: over %v, won %v", shown.Result, shown.Over, replayed.Over, replayed.Won)
	}
	wantScoresReplayed(t, shown, doc)
}

// TestPlayTeamOfBotsInTheTab: a bot team plays the whole game at once;
// the seat picker offers the ruleset's own agents for the team, and an
// outside program.
func TestPlayTeamOfBotsInTheTab(t *testing.T) {
	e := openTeamPack(t)
	e.tabs.Select(e.playTab)
	v := e.play
	if got := strings.Join(v.seats.team.Options, ","); got != personChoice+","+botPrefix+"coop,"+botPrefix+"random,"+botPrefix+"mcts,"+botPrefix+outsideChoice {
		t.Errorf("team choices %q", got)
	}
	v.pace.SetSelected(botPaces[0].label)
	v.seats.mix.SetSelected("level-1")
	v.seats.setTeam(botPrefix+"coop", 3)
	test.Tap(v.newGame)
	if v.play == nil || v.play.Phase() != editor.GameOver || len(v.play.Seats()) != 3 {
		t.Fatalf("the coop team did not play a game of 3 to the end: %s", v.status.Text)
	}
	if !strings.Contains(v.status.Text, "Game over. The team ") {
		t.Errorf("status %q", v.status.Text)
	}
}
