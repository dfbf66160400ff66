package ui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// TestSpotRingsDoNotOverlap: on every tile of the built-in packs, at
// every rotation, the follower spots of different features stand far
// enough apart that their rings do not cover each other, and inside the
// tile. Overlays (Mists' fog) take no followers.
func TestSpotRingsDoNotOverlap(t *testing.T) {
	for _, id := range tilesets.IDs() {
		t.Run(id, func(t *testing.T) {
			pack, _, err := tilesets.Load(id)
			if err != nil {
				t.Fatal(err)
			}
			set, err := engine.Compile(pack)
			if err != nil {
				t.Fatal(err)
			}
			pics, err := newBoardPictures(set)
			if err != nil {
				t.Fatal(err)
			}
			for _, tile := range pack.Tiles {
				for rot := range 4 {
					checkSpots(t, pics, &tile, rot)
				}
			}
		})
	}
}

func checkSpots(t *testing.T, pics *boardPictures, tile *schema.Tile, rot int) {
	t.Helper()
	type spot struct {
		name string
		x, y float32
	}
	var spots []spot
	for fi, f := range tile.Features {
		if spec, _ := pics.rs.Spec(f.Kind); spec.Layer == schema.LayerOverlay {
			continue
		}
		x, y := pics.spot(tile.ID, fi, rot)
		spots = append(spots, spot{f.ID, x, y})
		if r := float32(spotRingSize / 2); x < r || y < r || x > 1-r || y > 1-r {
			t.Errorf("tile %s turned %d: the ring of %s at (%.2f,%.2f) leaves the tile", tile.ID, rot, f.ID, x, y)
		}
	}
	for i, a := range spots {
		for _, b := range spots[i+1:] {
			if d := math.Hypot(float64(a.x-b.x), float64(a.y-b.y)); d < spotRingSize {
				t.Errorf("tile %s turned %d: the rings of %s (%.2f,%.2f) and %s (%.2f,%.2f) overlap: %.2f apart, rings %.2f across",
					tile.ID, rot, a.name, a.x, a.y, b.name, b.x, b.y, d, spotRingSize)
			}
		}
	}
}

// TestSpotLayoutKeepsOwnPoints: a feature keeps the point its picture is
// drawn around when nothing else stands there, and a crowded one moves
// to a place of its own (a road along itself, a field into a corner it
// fills).
func TestSpotLayoutKeepsOwnPoints(t *testing.T) {
	rs, _ := schema.LookupRuleset("classic")
	port := func(names ...string) []schema.Port {
		var out []schema.Port
		for _, n := range names {
			p, ok := schema.ParsePort(n)
			if !ok {
				t.Fatalf("no port %s", n)
			}
			out = append(out, p)
		}
		return out
	}
	// A road straight across, west to east, fields north and south: the
	// renderer draws all three around the centre.
	tile := &schema.Tile{ID: "road", Features: []schema.Feature{
		{ID: "north", Kind: schema.KindField, Ports: port("NL", "N", "NR", "EL", "WR")},
		{ID: "road", Kind: schema.KindRoad, Ports: port("E", "W")},
		{ID: "south", Kind: schema.KindField, Ports: port("ER", "SL", "S", "SR", "WL")},
	}}
	drawn := func(int) unitPt { return tileCentre }
	got := spotLayout(tile, rs, drawn)
	tests := []struct {
		name    string
		feature int
		want    unitPt
	}{
		{"the road keeps the centre", 1, tileCentre},
		{"the north field goes to its north-east corner", 0, unitPt{1 - cornerInset, cornerInset}},
		{"the south field goes to its south-east corner", 2, unitPt{1 - cornerInset, 1 - cornerInset}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if g := got[tc.feature]; g.dist(tc.want) > 1e-9 {
				t.Errorf("spot of %s = (%.2f,%.2f), want (%.2f,%.2f)", tile.Features[tc.feature].ID, g.x, g.y, tc.want.x, tc.want.y)
			}
		})
	}
}

// TestBoardDrawsSpotRingsApart: on the Play tab, the rings offered on a
// tile just placed with several features stand apart on the board.
func TestBoardDrawsSpotRingsApart(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, personChoice)
	// Place tiles, without followers, until one offers three spots or more.
	for turn := 0; ; turn++ {
		if v.play.Phase() == editor.WaitFollower {
			if len(v.play.Spots()) >= 3 {
				break
			}
			v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		if turn == 30 || v.play.Phase() != editor.WaitTile {
			t.Fatalf("turn %d: no placement offered three spots", turn)
		}
		tg := v.play.Targets()[0]
		turnToFit(t, v, tg)
		test.TapAt(v.board, v.board.cellCentre(tg.Cell))
	}
	spots := v.play.Spots()
	r := test.WidgetRenderer(v.board).(*boardRenderer)
	centre := func(i int) fyne.Position {
		return r.rings[i].Position().AddXY(r.rings[i].Size().Width/2, r.rings[i].Size().Height/2)
	}
	for i := range spots {
		for j := i + 1; j < len(spots); j++ {
			a, b := centre(i), centre(j)
			d := math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))
			if ring := float64(r.rings[i].Size().Width); d < ring {
				t.Errorf("rings %d and %d on cell %v are %.1f px apart, closer than a ring across (%.1f px)", i, j, spots[i].Cell, d, ring)
			}
		}
	}
}
