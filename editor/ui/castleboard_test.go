package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/cli"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// openCastle opens a copy of the built-in the-castle pack on its Rules
// tab.
func openCastle(t *testing.T) (*Editor, *castleBoardEditor) {
	t.Helper()
	e := openFile(t, testpacks.BuiltinFile(t, "the-castle", "the-castle.json"))
	e.tabs.Select(e.ruleTab) // the tab is built when it first shows
	return e, e.rules.castle
}

// tapCell taps cell (x, y) of the board's grid.
func tapCell(c *castleBoardEditor, x, y int) {
	half := c.grid.cell() / 2
	test.TapAt(c.grid, c.grid.at(x, y).AddXY(half, half))
}

// TestCastleBoardEditorShowsTheBoard: the board's own editor, not the
// generic JSON fields, on a pack of The Castle; none on other packs.
func TestCastleBoardEditorShowsTheBoard(t *testing.T) {
	e, c := openCastle(t)
	if !c.content.Visible() {
		t.Fatal("the board editor is hidden on the-castle")
	}
	for _, path := range e.rules.paths { // the form's rows, by parameter
		if strings.HasPrefix(path, "castle.board.") {
			t.Errorf("the generic form still lists %s", path)
		}
	}
	if got := c.summary.Text; !strings.HasPrefix(got, "76 cells inside the wall, 7 start spaces on it; the wall has 14 corners, the track 14 corner towers.") {
		t.Errorf("summary %q", got)
	}
	if size := c.grid.Size(); size.Width < 14*castleCellMin || size.Height < 10*castleCellMin {
		t.Errorf("the grid is %v, want room for 14 × 10 cells of %d", size, castleCellMin)
	}
	if len(c.corners) != 14 || c.corners[1].Text != "6, 7" || c.length.Text != "100" {
		t.Errorf("%d corner entries, the second %q, length %q", len(c.corners), c.corners[1].Text, c.length.Text)
	}
	other, _ := openMessages(t)
	if other.rules.castle.content.Visible() {
		t.Error("the board editor shows on a pack without The Castle")
	}
}

// TestCastleBoardEditorEditsSaveAndValidate: switch a cell, move a start
// space, derive the corner towers, undo one step, save: the saved file is
// a clean pack with the changes in it, and it plays.
func TestCastleBoardEditorEditsSaveAndValidate(t *testing.T) {
	e, c := openCastle(t)
	board := func() schema.CastleBoard { return e.doc.Pack().Rules.Castle.Board }
	original := board().Track.Corners

	// The north-west bump loses a cell: the wall keeps its 14 corners,
	// its stretches change.
	tapCell(c, 3, 0)
	if editor.IsCell(board(), 3, 0) || board().Cells[0] != "..#.....####" {
		t.Fatalf("the cell was not switched out: %q", board().Cells[0])
	}
	// S1 (the path in the north bay) moves into the cell freed.
	tapCell(c, 5, 0)
	if c.selected != 0 || !c.start.Visible() || c.startID.Text != "S1" {
		t.Fatalf("selected %d (shown %v, id %q), want S1", c.selected, c.start.Visible(), c.startID.Text)
	}
	c.mode.SetSelected(tapMoves)
	tapCell(c, 3, 0)
	s1 := board().StartSpaces[0]
	if s1.X != 3 || s1.Y != 0 || editor.StartSide(board(), s1) != 2 {
		t.Fatalf("S1 at (%d,%d) facing %d, want (3,0) facing south", s1.X, s1.Y, editor.StartSide(board(), s1))
	}
	if !c.startSideRow.Visible() || c.startSide.Selected != "south" {
		t.Errorf("S1 touches two cells: want its side shown as south, got %q (shown %v)", c.startSide.Selected, c.startSideRow.Visible())
	}
	test.Tap(c.derive)
	derived := board().Track.Corners
	if slices.EqualFunc(derived, original, slices.Equal) || len(derived) != 14 || c.corners[2].Text == "10, 11" {
		t.Fatalf("deriving kept the corners %v (entry 3 %q)", derived, c.corners[2].Text)
	}
	e.menuItems.undo.Action()
	if !slices.EqualFunc(board().Track.Corners, original, slices.Equal) || board().StartSpaces[0].X != 3 {
		t.Fatalf("undo: corners %v, S1 at x %d: want the derive undone, the move kept", board().Track.Corners, board().StartSpaces[0].X)
	}
	if !e.doc.Dirty() || !strings.HasSuffix(e.win.Title(), "* — tilesmith") {
		t.Errorf("not dirty after the edits (title %q)", e.win.Title())
	}

	e.files.save()
	data, err := os.ReadFile(e.doc.Path())
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Check(e.doc.Path(), data)
	if p == nil || len(diags) > 0 {
		t.Fatalf("the saved board is not clean:\n%s", diags)
	}
	saved := p.Rules.Castle.Board
	if saved.Cells[0] != "..#.....####" || saved.StartSpaces[0].X != 3 || saved.StartSpaces[0].Y != 0 {
		t.Errorf("saved cells %q, S1 at (%d,%d): want the switched cell and the moved S1", saved.Cells[0], saved.StartSpaces[0].X, saved.StartSpaces[0].Y)
	}

	// The saved board plays: a game of greedy bots, whose record replays,
	// and a simulation.
	record := filepath.Join(t.TempDir(), "game.json")
	for _, args := range [][]string{
		{"validate", e.doc.Path()},
		{"play", "--pack", e.doc.Path(), "--bots", "greedy", "--seed", "4", "--out", record},
		{"score", "--pack", e.doc.Path(), record},
		{"simulate", "--pack", e.doc.Path(), "--games", "200", "--bots", "greedy,random"},
	} {
		var stdout, stderr bytes.Buffer
		if code := cli.Run(args, &stdout, &stderr); code != 0 {
			t.Fatalf("tilesmith %s exits %d: %s", args[0], code, stderr.String())
		}
		if args[0] == "simulate" && !strings.HasPrefix(stdout.String(), "200 games of the-castle/base") {
			t.Errorf("simulate says %.200q", stdout.String())
		}
	}
}

// TestCastleBoardEditorProblemsFollow: a board cut in two shows its lint in
// the Problems panel at once; undo takes it away.
func TestCastleBoardEditorProblemsFollow(t *testing.T) {
	e, c := openCastle(t)
	for _, x := range []int{2, 3} { // the north-west bump, cut off from row 1
		tapCell(c, x, 1)
	}
	if !strings.Contains(problemTexts(e), "is cut off") {
		t.Fatalf("problems:\n%s", problemTexts(e))
	}
	e.menuItems.undo.Action()
	if strings.Contains(problemTexts(e), "is cut off") {
		t.Errorf("the problem outlived the undo:\n%s", problemTexts(e))
	}
	// Adding a start space names it and selects it; its kind changes.
	c.mode.SetSelected(tapAdds)
	tapCell(c, 3, -1)
	if c.selected != 7 || c.startID.Text != "S8" {
		t.Fatalf("selected %d %q, want the new S8", c.selected, c.startID.Text)
	}
	if !strings.Contains(problemTexts(e), "the board has 8 start spaces") {
		t.Errorf("no warning for 8 start spaces:\n%s", problemTexts(e))
	}
	c.startKind.SetSelected("tower")
	if k := editor.StartKind(e.doc.Pack().Rules.Castle.Board.StartSpaces[7]); k != schema.KindTower {
		t.Errorf("S8 carries a %s, want a tower", k)
	}
	test.Tap(c.removeStart)
	if n := len(e.doc.Pack().Rules.Castle.Board.StartSpaces); n != 7 || c.selected != -1 {
		t.Errorf("%d start spaces, selected %d after removing S8", n, c.selected)
	}
}

// TestCastleGridCellSize: the built-in board's cells are castleCellMin
// wide; a larger board's get smaller, so it does not widen the window
// past the screen.
func TestCastleGridCellSize(t *testing.T) {
	tests := []struct {
		name  string
		cells []string
		want  float32 // a cell's side at the grid's smallest
	}{
		{"12 columns and the margin", []string{strings.Repeat("#", 12)}, castleCellMin},
		{"24 columns", []string{strings.Repeat("#", 24)}, castleGridWidth / 26},
		{"60 columns", []string{strings.Repeat("#", 60)}, castleCellLeast},
	}
	test.NewTempApp(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newCastleGrid(nil)
			g.show(schema.CastleBoard{Cells: tc.cells}, -1)
			cols := len(tc.cells[0]) + 2
			if got := g.MinSize().Width; got != float32(cols)*tc.want {
				t.Errorf("grid %v wide, want %d cells of %v", got, cols, tc.want)
			}
		})
	}
}
