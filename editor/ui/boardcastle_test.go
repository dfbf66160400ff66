package ui

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// castleFake tells a fixed score track and fixed keeps, as a castle match
// will (engine.Tracker, engine.PieceMarker through editor.Play).
type castleFake struct {
	track engine.TrackView
	keeps []engine.PieceMark
}

func (f *castleFake) Track() (engine.TrackView, bool) { return f.track, true }
func (f *castleFake) PieceMarks() []engine.PieceMark  { return f.keeps }

// castleGame is a real core game of the-castle with the castle rules
// bound, played 24 turns by bots, and a fake track (markers on spaces 23
// and 41, wall tiles face down on the corners but the 0/1 one) with a
// keep of each seat on a house of a placed tile.
func castleGame(t *testing.T) (*classic.Game, *castleFake) {
	t.Helper()
	set := testpacks.FreshSet(t, "the-castle")
	rules, err := castle.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: set.Pack.Mixes[0].ID, Players: []string{"Ada", "Bo"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	seats := []engine.Bot{bots.NewGreedy(), bots.Random{}}
	var pl classic.Player
	for i := 0; i < 24 && g.Begin(); i++ {
		pl.Turn(g, seats[g.Current()])
	}
	c := set.Pack.Rules.Castle.Board
	f := &castleFake{track: engine.TrackView{Length: c.Track.Length, Corners: c.Track.Corners,
		Markers: []engine.TrackMarker{{Seat: 0, Space: 23}, {Seat: 1, Space: 41, Laps: 1}}}}
	for i := range c.Track.Corners {
		f.track.WallTiles = append(f.track.WallTiles, map[bool]int{true: 0, false: -1}[i == 0])
	}
	for _, p := range g.Board() {
		def := set.Tiles[p.Tile]
		for _, fd := range def.Features {
			if def.Start || fd.KindName != schema.KindHouse {
				continue
			}
			for q := range schema.Port(schema.NumPorts) {
				if fd.Ports.Has(q) {
					f.keeps = append(f.keeps, engine.PieceMark{X: p.X, Y: p.Y, At: q.Rotate(p.Rot).String(), Seat: len(f.keeps) % 2, Kind: "keep"})
					break
				}
			}
			break
		}
		if len(f.keeps) == 2 {
			break
		}
	}
	if len(f.keeps) != 2 {
		t.Fatal("no two placed tiles with a house after 24 turns")
	}
	return g, f
}

// TestBoardDrawsTheCastle: on a castle game the Play board lays the
// board's picture over its background and under the tiles, placed so
// that a cell of the picture falls on the board's cell; cells beyond the
// wall stay clear (the board's dark background: no place to play), the
// wall's are stone; the keeps stand on their features in their seats'
// colours; the picture is drawn again only when the track changes.
func TestBoardDrawsTheCastle(t *testing.T) {
	test.NewTempApp(t)
	g, fake := castleGame(t)
	v := newBoardView()
	v.Resize(fyne.NewSize(900, 700))
	pics, err := newBoardPictures(g.Set)
	if err != nil {
		t.Fatal(err)
	}
	v.pics = pics
	r := test.WidgetRenderer(v).(*boardRenderer)
	tile := canvas.NewRectangle(color.White) // stands for the tiles already laid
	lay := func() {
		r.objects = []fyne.CanvasObject{r.bg, tile}
		r.layCastle(g.Game, &g.Set.Pack.Rules.Castle.Board, fake)
	}
	lay()
	layer := r.castle.layer
	if len(r.objects) < 3 || r.objects[1] != layer || r.objects[2] != tile {
		t.Fatalf("objects %v: want the background, the board's picture, then the tiles", r.objects)
	}
	img := layer.Image.(*image.NRGBA)
	k := v.zoom / castleLayerSize
	// pixel is the layer's pixel under the centre of board cell c.
	pixel := func(c image.Point) color.NRGBA {
		at := v.cellCentre(c).Subtract(layer.Position())
		return img.NRGBAAt(int(at.X/k), int(at.Y/k))
	}
	ground := pixel(image.Pt(5, 3))
	for _, tc := range []struct {
		name string
		cell image.Point
		ok   func(color.NRGBA) bool
	}{
		{"a cell inside the wall: ground", image.Pt(2, 2), func(c color.NRGBA) bool { return c == ground && c.A == 0xff }},
		{"beyond the wall: clear", image.Pt(0, 0), func(c color.NRGBA) bool { return c.A == 0 }},
		{"on the wall: stone", image.Pt(-1, 4), func(c color.NRGBA) bool { return c.A == 0xff && c != ground }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if c := pixel(tc.cell); !tc.ok(c) {
				t.Errorf("cell %v: %v", tc.cell, c)
			}
		})
	}
	for i, m := range fake.keeps {
		keep := r.castle.keeps[i]
		if r.objects[len(r.objects)-2+i] != keep {
			t.Errorf("keep %d is not over the tiles", i)
		}
		if keep.Image != r.castle.keepPicture(m.Seat, g.Players()) {
			t.Errorf("keep %d is not seat %d's", i, m.Seat)
		}
		p, _ := g.Table().At(m.X, m.Y)
		port, _ := schema.ParsePort(m.At)
		x, y := v.pics.spot(g.Set.Tiles[p.Tile].ID, int(g.Set.Tiles[p.Tile].Rot[p.Rot].Feature[port]), p.Rot)
		mid := keep.Position().AddXY(keep.Size().Width/2, keep.Size().Height/2)
		want := v.cellOrigin(image.Pt(m.X, m.Y)).AddXY(x*v.zoom, y*v.zoom)
		if d := mid.Subtract(want); d.X*d.X+d.Y*d.Y > 0.2*v.zoom*0.2*v.zoom {
			t.Errorf("keep %d stands at %v, want near %v", i, mid, want)
		}
	}
	lay()
	if layer.Image != img {
		t.Error("the same track drew the board's picture again")
	}
	fake.track.Markers = []engine.TrackMarker{{Seat: 0, Space: 30}, {Seat: 1, Space: 41, Laps: 1}}
	lay()
	if layer.Image == img {
		t.Error("a marker moved and the board's picture stayed")
	}
}
