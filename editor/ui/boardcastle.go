package ui

import (
	"fmt"
	"image"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// The Castle on the Play board: under the tiles, the board's picture as
// board pictures draw it (exporter.CastleBoardLayer) — the cells on their
// ground, the wall round them with the start spaces, the score track with
// the seats' markers and the wall tiles on its corner towers — clear
// outside the wall, so that the cells beyond it show the board's dark
// background and read as no place to play; over the tiles, the keeps.

// castlePlay is what the board shows of a castle game besides its core's
// tiles and followers: the match's score track and keeps, when it tells
// them (editor.Play passes on engine.Tracker and engine.PieceMarker).
type castlePlay interface {
	Track() (engine.TrackView, bool)
	PieceMarks() []engine.PieceMark
}

// castleLayerSize is the pixel size of a cell in the board's picture; the
// board scales it to its zoom.
const castleLayerSize = 96

// castleView keeps the board's picture and the keeps' from one refresh to
// the next: the picture is drawn again only when the track changes.
type castleView struct {
	pics  *boardPictures // the pictures of the game the layer was drawn for
	track string         // the track it shows
	layer *canvas.Image
	at    image.Point // the pixel of board point (0, 0) in the layer
	keeps []*canvas.Image
	// keepPics are the keeps' pictures by seat and name.
	keepPics map[string]image.Image
}

// arrangeCastle lays The Castle's board under the tiles and the keeps over
// them, when the game is played on a castle board.
func (r *boardRenderer) arrangeCastle(g *engine.Game) {
	if c := g.Set.Pack.Rules.Castle; c != nil {
		r.layCastle(g, &c.Board, r.b.play)
	}
}

// layCastle puts board's picture, with the track src tells, just above the
// board's background, and src's keeps on their tiles' features.
func (r *boardRenderer) layCastle(g *engine.Game, board *schema.CastleBoard, src castlePlay) {
	b, cv := r.b, &r.castle
	view, told := src.Track()
	var track *engine.TrackView
	if told {
		track = &view
	}
	key := fmt.Sprint(told, view)
	if cv.layer == nil || cv.pics != b.pics || cv.track != key {
		img, at, err := b.pics.r.CastleBoardLayer(board, track, g.Players(), castleLayerSize)
		if err != nil {
			return // no board to draw: the tiles show as in any game
		}
		if cv.layer == nil {
			cv.layer = smoothImage()
		}
		setPicture(cv.layer, img, 0)
		cv.pics, cv.track, cv.at = b.pics, key, at
	}
	k := b.zoom / castleLayerSize
	size := cv.layer.Image.Bounds().Size()
	cv.layer.Move(b.cellOrigin(image.Point{}).SubtractXY(float32(cv.at.X)*k, float32(cv.at.Y)*k))
	cv.layer.Resize(fyne.NewSize(float32(size.X)*k, float32(size.Y)*k))
	r.objects = slices.Insert(r.objects, 1, fyne.CanvasObject(cv.layer)) // over the background, under the tiles

	followed := map[engine.Node]bool{}
	for _, f := range g.Followers() {
		followed[f.Node] = true
	}
	n := 0
	msize := fyne.NewSquareSize(b.zoom * meepleSize)
	for _, m := range src.PieceMarks() {
		p, ok := g.Table().At(m.X, m.Y)
		port, isPort := schema.ParsePort(m.At)
		if !ok || !isPort || p.FaceDown || g.Set.Tiles[p.Tile].Start {
			continue
		}
		def := g.Set.Tiles[p.Tile]
		fi := int(def.Rot[p.Rot].Feature[port])
		if fi < 0 {
			continue
		}
		x, y := b.pics.spot(def.ID, fi, p.Rot)
		if followed[p.Node(fi)] {
			x, y = x+0.17, y-0.04 // beside the follower on the same feature
		}
		img := pooled(&cv.keeps, n, smoothImage)
		n++
		setPicture(img, cv.keepPicture(m.Seat, g.Players()), 0)
		img.Move(b.cellOrigin(image.Pt(m.X, m.Y)).AddXY(x*b.zoom-msize.Width/2, y*b.zoom-msize.Height/2))
		img.Resize(msize)
		r.objects = append(r.objects, img)
	}
}

// keepPicture is a seat's keep, in the colour its followers have.
func (cv *castleView) keepPicture(seat int, names []string) image.Image {
	name := ""
	if seat >= 0 && seat < len(names) {
		name = names[seat]
	}
	k := fmt.Sprint(seat, "\x00", name)
	if img, ok := cv.keepPics[k]; ok {
		return img
	}
	if cv.keepPics == nil {
		cv.keepPics = map[string]image.Image{}
	}
	img := exporter.KeepPicture(exporter.PlayerColour(seat, name), 64)
	cv.keepPics[k] = img
	return img
}
