package ui

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestBoardDrawsTheCitysWall: after a game of The City between two bots,
// the Play board shows the match's wall (engine.EdgeMarker): one picture
// of stones per gate and wall piece over its cell's side, and one more per
// piece that carries a guard or towers, drawn as board pictures draw them.
func TestBoardDrawsTheCitysWall(t *testing.T) {
	e := openFile(t, testpacks.BuiltinFile(t, "the-city", "the-city.json"))
	v := startGame(t, e, botPrefix+"greedy", botPrefix+"greedy")
	if v.play.Phase() != editor.GameOver {
		t.Fatalf("the bots did not finish: %s", v.status.Text)
	}
	marks := v.play.EdgeMarks()
	if len(marks) == 0 {
		t.Fatal("the game ended without a wall")
	}
	pieces := exporter.EdgePieces(marks)
	var want []edgeLook // stones first, then what stands on them
	for _, p := range pieces {
		want = append(want, edgeLook{p, false})
	}
	for _, p := range pieces {
		if p.Guard >= 0 || p.Towers != [2]int{-1, -1} {
			want = append(want, edgeLook{p, true})
		}
	}
	if len(want) == len(pieces) {
		t.Fatal("no guard or tower on the wall: the test needs one")
	}
	r := test.WidgetRenderer(v.board).(*boardRenderer)
	shown := map[fyne.CanvasObject]bool{}
	for _, o := range r.Objects() {
		shown[o] = true
	}
	if len(r.edges) < len(want) {
		t.Fatalf("%d wall pictures, want %d", len(r.edges), len(want))
	}
	names := v.play.Core().Players()
	pad := v.board.zoom * float32(exporter.EdgePicturePad(boardTileSize)) / boardTileSize
	for i, w := range want {
		img := r.edges[i]
		if !shown[img] {
			t.Errorf("wall picture %d (%+v) is not on the board", i, w)
			continue
		}
		if img.Image != v.pics.edge(w.piece, w.top, names) {
			t.Errorf("wall picture %d is not %+v's", i, w)
		}
		at := v.board.cellOrigin(image.Pt(w.piece.X, w.piece.Y)).SubtractXY(pad, pad)
		if img.Position() != at || img.Size() != fyne.NewSquareSize(v.board.zoom+2*pad) {
			t.Errorf("wall picture %d at %v size %v, want %v size %v", i, img.Position(), img.Size(), at, v.board.zoom+2*pad)
		}
	}
	for _, img := range r.edges[len(want):] {
		if shown[img] {
			t.Error("a wall picture left over from an earlier state is on the board")
		}
	}
}
