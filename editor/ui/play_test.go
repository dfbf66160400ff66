package ui

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// startGame opens the Play tab and starts a game with the given seats,
// bots moving at once.
func startGame(t *testing.T, e *Editor, seats ...string) *playView {
	t.Helper()
	e.tabs.Select(e.playTab)
	v := e.play
	v.seats.setSeats(seats...)
	v.pace.SetSelected(botPaces[0].label)
	test.Tap(v.newGame)
	if v.play == nil {
		t.Fatalf("no game started: %s", v.status.Text)
	}
	return v
}

// turnToFit presses R until the tile to place fits in the target.
func turnToFit(t *testing.T, v *playView, tg editor.Target) {
	t.Helper()
	for range 4 {
		if tg.Rotations&(1<<v.play.Rotation()) != 0 {
			return
		}
		test.Type(v.board, "r")
	}
	t.Fatalf("no rotation fits %v", tg)
}

// boardObjects counts the visible objects of a type the board draws.
func boardObjects[T fyne.CanvasObject](v *playView) int {
	n := 0
	for _, o := range test.WidgetRenderer(v.board).Objects() {
		if _, ok := o.(T); ok && o.Visible() {
			n++
		}
	}
	return n
}

// TestPlaceTileAndFollowerWithTheMouse: the legal cells are highlighted,
// R turns the tile, a tap on a green cell places it, a tap on a follower
// spot puts a follower there, and the log and scores follow.
func TestPlaceTileAndFollowerWithTheMouse(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, personChoice)
	if !strings.Contains(v.status.Text, "Red's turn: place tile") {
		t.Errorf("status %q", v.status.Text)
	}
	targets := v.play.Targets()
	if len(targets) == 0 {
		t.Fatal("no cell highlighted")
	}
	// One rectangle per target (the background is one more).
	if n := boardObjects[*canvas.Rectangle](v); n != len(targets)+1 {
		t.Errorf("%d rectangles on the board for %d targets", n, len(targets))
	}

	// A tap on the start tile is refused with the reason.
	test.TapAt(v.board, v.board.cellCentre(image.Pt(0, 0)))
	if v.play.Core().Turn() != 0 || !strings.Contains(v.status.Text, "does not fit") {
		t.Fatalf("tap on the start tile: turn %d, status %q", v.play.Core().Turn(), v.status.Text)
	}

	// Find a target where a follower can go, turn the tile to fit, tap.
	tg := targets[len(targets)-1]
	turnToFit(t, v, tg)
	test.TapAt(v.board, v.board.cellCentre(tg.Cell))
	board := v.play.Core().Board()
	last := board[len(board)-1]
	if image.Pt(last.X, last.Y) != tg.Cell {
		t.Fatalf("tile placed at (%d,%d), want %v", last.X, last.Y, tg.Cell)
	}
	if v.play.Phase() != editor.WaitFollower {
		t.Skipf("the first tile of seed 1 offers no follower spot (phase %d)", v.play.Phase())
	}
	spots := v.play.Spots()
	if len(v.decision.buttons) != len(spots)+1 || !strings.Contains(v.decision.buttons[0].Text, "No follower") {
		t.Errorf("%d follower buttons for %d spots (+ No follower)", len(v.decision.buttons), len(spots))
	}
	// Tap the last spot where the board draws it.
	id := v.play.Core().Set.Tiles[last.Tile].ID
	x, y := v.pics.spot(id, spots[len(spots)-1].Feature, last.Rot)
	at := v.board.cellOrigin(tg.Cell).AddXY(x*v.board.zoom, y*v.board.zoom)
	test.TapAt(v.board, at)
	g := v.play.Core()
	if len(g.Followers()) != 1 || g.Supply(0) != 6 {
		t.Fatalf("after tapping a spot: %d followers on the board, Red's supply %d", len(g.Followers()), g.Supply(0))
	}
	if v.play.Pending().Seat() != 1 || !strings.Contains(v.status.Text, "Blue's turn") {
		t.Errorf("turn passed to seat %d; status %q", v.play.Pending().Seat(), v.status.Text)
	}
	if len(v.logLines) == 0 || !strings.HasPrefix(v.logLines[0], "1. Red: "+id+" at ") || !strings.Contains(v.logLines[0], "+ follower on the") {
		t.Errorf("log %q", v.logLines)
	}
	if !strings.Contains(v.scores.Objects[0].(*fyne.Container).Objects[1].(*widget.Label).Text, "6 followers in supply") {
		t.Errorf("Red's score row does not show the supply")
	}
}

// TestNoFollowerWithEnter: Enter plays on without a follower.
func TestNoFollowerWithEnter(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, personChoice)
	for v.play.Phase() == editor.WaitTile {
		tg := v.play.Targets()[0]
		turnToFit(t, v, tg)
		test.TapAt(v.board, v.board.cellCentre(tg.Cell))
		if v.play.Phase() != editor.WaitFollower {
			continue
		}
		turn := v.play.Core().Turn()
		v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if v.play.Phase() == editor.WaitFollower || len(v.play.Core().Followers()) != 0 {
			t.Fatalf("Enter did not end turn %d without a follower", turn)
		}
		return
	}
}

// TestBotAnswers: a bot seat moves after the person, at once or at the
// chosen pace, and its tile is marked.
func TestBotAnswers(t *testing.T) {
	for _, pace := range []int{0, 1} {
		t.Run(botPaces[pace].label, func(t *testing.T) {
			e := openWinter(t)
			v := startGame(t, e, personChoice, botPrefix+"greedy")
			v.pace.SetSelected(botPaces[pace].label)
			pump := serialUI(t, e)
			moved := make(chan struct{})
			v.onBotMove = func() { close(moved) }
			tg := v.play.Targets()[0]
			turnToFit(t, v, tg)
			test.TapAt(v.board, v.board.cellCentre(tg.Cell))
			if v.play.Phase() == editor.WaitFollower {
				test.Tap(v.decision.buttons[0]) // No follower
			}
			if pace > 0 {
				if !strings.Contains(v.status.Text, "Blue (greedy bot) is playing") {
					t.Errorf("status while the bot thinks: %q", v.status.Text)
				}
				pump(moved)
			}
			if v.play.Phase() != editor.WaitTile || v.play.Pending().Seat() != 0 {
				t.Fatalf("phase %d, seat %d: want Red to place again", v.play.Phase(), v.play.Pending().Seat())
			}
			if !strings.Contains(strings.Join(v.logLines, "\n"), "\n2. Blue: ") {
				t.Errorf("the bot's move is not in the log: %q", v.logLines)
			}
			if len(v.play.Recent()) != 1 {
				t.Errorf("%d tiles marked as the others' moves, want 1", len(v.play.Recent()))
			}
		})
	}
}

// TestBoardZoomAndPan: scrolling zooms about the pointer, dragging pans,
// Fit shows the whole board again.
func TestBoardZoomAndPan(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, personChoice)
	b := v.board
	at := fyne.NewPos(b.Size().Width*0.7, b.Size().Height*0.4)
	zoom := b.zoom
	c := e.win.Canvas()
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	test.Scroll(c, abs.Add(at), 0, 1) // the window passes the wheel to the board
	if b.zoom <= zoom {
		t.Errorf("scrolling up zoomed from %.0f to %.0f", zoom, b.zoom)
	}
	cell, fx, fy := b.cellAt(at)
	b.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, 1)})
	if c2, fx2, fy2 := b.cellAt(at); c2 != cell || abs32(fx2-fx) > 1e-3 || abs32(fy2-fy) > 1e-3 {
		t.Errorf("the point under the pointer moved: %v (%.3f,%.3f) → %v (%.3f,%.3f)", cell, fx, fy, c2, fx2, fy2)
	}
	for range 40 {
		b.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, -1)})
	}
	if b.zoom != minZoom {
		t.Errorf("zoomed out to %.0f, want the floor %d", b.zoom, minZoom)
	}
	pan := b.pan
	test.Drag(c, abs.AddXY(10, 10), 30, -20)
	if b.pan.X != pan.X+30 || b.pan.Y != pan.Y-20 {
		t.Errorf("dragging by (30,-20) panned from %v to %v", pan, b.pan)
	}
	test.Tap(v.board) // the board takes the keyboard
	test.Type(v.board, "f")
	if !b.follow || b.zoom == minZoom {
		t.Errorf("F did not fit the board: zoom %.0f", b.zoom)
	}
	o := b.cellOrigin(image.Pt(0, 0))
	if o.X < 0 || o.Y < 0 || o.X+b.zoom > b.Size().Width || o.Y+b.zoom > b.Size().Height {
		t.Errorf("after Fit the start tile is at %v (zoom %.0f), off the %v board", o, b.zoom, b.Size())
	}
}

// TestPlayFollowsThePack: a game runs on the pack as it was; an edit shows
// a note, a broken pack cannot start a game.
func TestPlayFollowsThePack(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, botPrefix+"random")
	if v.stale.Visible() {
		t.Fatal("a new game is marked stale")
	}
	d := tileIndex(t, e, "D")
	e.selectTile(d)
	e.selectFeature("city")
	tapPort(e, schema.PortS) // breaks tile D
	if !v.stale.Visible() || !strings.Contains(v.stale.Text, "changed since this game began") {
		t.Errorf("no note after an edit: %q", v.stale.Text)
	}
	test.Tap(v.newGame)
	if !strings.Contains(v.status.Text, "Cannot start a game: the pack has errors") {
		t.Errorf("status %q", v.status.Text)
	}
	e.undo()
	test.Tap(v.newGame)
	if v.stale.Visible() || v.play.Core().Turn() != 0 {
		t.Errorf("New game after the undo: stale %v, turn %d", v.stale.Visible(), v.play.Core().Turn())
	}
}

// TestSeatPicker: the player counts are those the rules allow, and each
// seat's choice survives a change of count.
func TestSeatPicker(t *testing.T) {
	e := openWinter(t)
	s := e.play.seats
	if strings.Join(s.players.Options, ",") != "2,3,4,5" {
		t.Errorf("player counts %v, want 2 to 5 (classic rules)", s.players.Options)
	}
	s.setSeats(botPrefix+"random", personChoice)
	s.players.SetSelected("4")
	if len(s.seats) != 4 || s.seats[0].Selected != botPrefix+"random" || s.seats[1].Selected != personChoice {
		t.Fatalf("seats after choosing 4 players: %d, %q %q", len(s.seats), s.seats[0].Selected, s.seats[1].Selected)
	}
	seats := s.chosenSeats()
	if seats[0].Name != "Red" || seats[0].Bot != "random" || seats[1].Bot != "" || seats[3].Name != "Yellow" {
		t.Errorf("chosen seats %+v", seats)
	}
	if got := strings.Join(e.sim.seats.choices(), ","); strings.Contains(got, personChoice) {
		t.Errorf("the simulation offers people: %s", got)
	}
}

// TestChooseFromTheHand: with a hand of three, a tap on a tile of the hand
// chooses it.
func TestChooseFromTheHand(t *testing.T) {
	e := openWinter(t)
	if !e.do(editor.SetRule{Path: "classic.houseRules.handSize", Value: "3"}) {
		t.Fatal(e.status.Text)
	}
	v := startGame(t, e, personChoice, personChoice)
	if len(v.hand.Objects) != 3 {
		t.Fatalf("%d tiles shown in the hand, want 3", len(v.hand.Objects))
	}
	test.Tap(v.hand.Objects[2].(*tapArea))
	if v.play.Selected() != 2 {
		t.Errorf("selected %d after tapping the third tile", v.play.Selected())
	}
}

// findInOverlay returns the first object of type T on the window's top
// overlay (an open dialog) that match accepts.
func findInOverlay[T fyne.CanvasObject](t *testing.T, e *Editor, match func(T) bool) T {
	t.Helper()
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is open")
	}
	var found T
	var walk func(o fyne.CanvasObject) bool
	walk = func(o fyne.CanvasObject) bool {
		if x, ok := o.(T); ok && match(x) {
			found = x
			return true
		}
		var kids []fyne.CanvasObject
		switch c := o.(type) {
		case *fyne.Container:
			kids = c.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(c).Objects()
		}
		for _, k := range kids {
			if walk(k) {
				return true
			}
		}
		return false
	}
	if !walk(top) {
		t.Fatalf("no %T in the dialog", found)
	}
	return found
}

// TestSaveGameRecord: Save record asks where, suggesting a name after the
// pack, mix and seed, and writes a record that replays the game.
func TestSaveGameRecord(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, botPrefix+"greedy")
	tg := v.play.Targets()[0]
	turnToFit(t, v, tg)
	test.TapAt(v.board, v.board.cellCentre(tg.Cell))
	if v.play.Phase() == editor.WaitFollower {
		v.endTurn()
	}
	test.Tap(v.saveRec)
	entry := findInOverlay(t, e, func(*widget.Entry) bool { return true })
	if want := "winter-edition-WD-seed1.json"; filepath.Base(entry.Text) != want {
		t.Errorf("suggested %q, want …/%s", entry.Text, want)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	entry.SetText(path)
	test.Tap(findInOverlay(t, e, func(b *widget.Button) bool { return b.Text == "Save" }))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no record written: %v (status %q)", err, e.status.Text)
	}
	// A record of the game's steps: each turn's draw, placement and
	// follower, Red's then Blue's.
	var rec engine.GameRecord[engine.Step]
	if err := engine.DecodeStrict(path, data, &rec); err != nil {
		t.Fatal(err)
	}
	var placed []int
	for _, st := range rec.Moves {
		if st.Decide == engine.DecidePlacement {
			placed = append(placed, *st.By)
		}
	}
	if rec.Format != engine.HistoryFormat || len(placed) != v.play.Core().Turn() || placed[0] != 0 || placed[1] != 1 {
		t.Errorf("record of format %d places %v after %d turns", rec.Format, placed, v.play.Core().Turn())
	}
	if !strings.Contains(e.status.Text, "Saved the game record to "+path) {
		t.Errorf("status %q", e.status.Text)
	}
}
