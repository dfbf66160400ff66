package ui

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
)

// TestPlayBoardDrawsEachCopy: the Play board draws every placed tile as
// the copy that was placed (issue 18: "the renderer, the engine and the
// PDF all read the same value"): a Mists tile placed from a copy whose
// ghost symbols differ from the tile's own is drawn with the copy's.
func TestPlayBoardDrawsEachCopy(t *testing.T) {
	e := openTeamPack(t)
	e.tabs.Select(e.playTab)
	v := e.play
	v.pace.SetSelected(botPaces[0].label)
	v.seats.setTeam(botPrefix+"coop", 2)
	differs := false
	for seed := 1; seed <= 20 && !differs; seed++ {
		for _, mix := range []string{"level-1", "level-2", "level-3"} {
			v.seats.mix.SetSelected(mix)
			v.seed.SetText(strconv.Itoa(seed))
			test.Tap(v.newGame)
			if v.play == nil || v.play.Phase() != editor.GameOver {
				t.Fatalf("the coop team did not play %s seed %d to the end: %s", mix, seed, v.status.Text)
			}
			v.board.Refresh()
			g := v.play.Core()
			for pi, p := range g.Board() {
				n, ok := v.play.PrintedSymbols(pi)
				if !ok {
					t.Fatal("a Mists game does not tell its copies apart")
				}
				id := g.Set.Tiles[p.Tile].ID
				if _, drawn := v.pics.tiles[tileTurn{id, p.Rot, n}]; !drawn && !p.FaceDown {
					t.Fatalf("%s seed %d: tile %s placed at (%d,%d) from a copy with %d symbols is not drawn as that copy", mix, seed, id, p.X, p.Y, n)
				}
				if def, ok := g.Set.Tile(id); ok && g.Set.Pack.Tiles[def.Index].Ghosts != n {
					differs = true
				}
			}
		}
	}
	if !differs {
		t.Fatal("no game placed a copy whose symbols differ from its tile's: the test shows nothing")
	}
}

// TestPlayHandDrawsTheCopyDrawn: while the team holds a Mists tile, the
// hand shows the copy drawn, not the tile's own look (the review saw tile
// 14 with 3 ghost symbols in the hand, the copy placed had 1).
func TestPlayHandDrawsTheCopyDrawn(t *testing.T) {
	e := openTeamPack(t)
	e.tabs.Select(e.playTab)
	v := e.play
	v.seats.setTeam(personChoice, 2)
	differs := 0
	for seed := 1; seed <= 6; seed++ {
		v.seats.mix.SetSelected("level-2")
		v.seed.SetText(strconv.Itoa(seed))
		test.Tap(v.newGame)
		for n := 0; n < 400 && v.play.Phase() != editor.GameOver; n++ {
			if v.play.Phase() == editor.WaitTile {
				id := v.play.Tile()
				sy, ok := v.play.HandSymbols()
				if !ok {
					t.Fatal("a Mists game waiting for its tile does not say which copy it holds")
				}
				want := v.pics.copyOf(id, v.play.Rotation(), sy)
				img := handImage(t, v)
				if img.Image != want {
					t.Fatalf("seed %d: the hand shows tile %s otherwise than its copy with %d ghost symbols", seed, id, sy)
				}
				if def, ok := v.play.Core().Set.Tile(id); ok && v.play.Core().Set.Pack.Tiles[def.Index].Ghosts != sy {
					differs++
				}
			}
			takeDecision(t, v, n)
		}
	}
	if differs == 0 {
		t.Fatal("no copy in hand had other symbols than its tile: the test shows nothing")
	}
}

// handImage is the picture of the first tile of the Play tab's hand.
func handImage(t *testing.T, v *playView) *canvas.Image {
	t.Helper()
	for _, o := range test.LaidOutObjects(v.hand) {
		if img, ok := o.(*canvas.Image); ok {
			return img
		}
	}
	t.Fatal("the hand shows no tile")
	return nil
}
