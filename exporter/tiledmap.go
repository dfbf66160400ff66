package exporter

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

type tiledMap struct {
	Type         string            `json:"type"`
	Version      string            `json:"version"`
	TiledVersion string            `json:"tiledversion"`
	Orientation  string            `json:"orientation"`
	RenderOrder  string            `json:"renderorder"`
	Infinite     bool              `json:"infinite"`
	Width        int               `json:"width"`
	Height       int               `json:"height"`
	TileWidth    int               `json:"tilewidth"`
	TileHeight   int               `json:"tileheight"`
	NextLayerID  int               `json:"nextlayerid"`
	NextObjectID int               `json:"nextobjectid"`
	Properties   []tiledProperty   `json:"properties"`
	Tilesets     []tiledTilesetRef `json:"tilesets"`
	Layers       []tiledLayer      `json:"layers"`
}

type tiledTilesetRef struct {
	FirstGID int    `json:"firstgid"`
	Source   string `json:"source"`
}

type tiledLayer struct {
	ID         int             `json:"id"`
	Name       string          `json:"name"`
	Type       string          `json:"type"`
	X          int             `json:"x"`
	Y          int             `json:"y"`
	Width      int             `json:"width,omitempty"`
	Height     int             `json:"height,omitempty"`
	Opacity    float64         `json:"opacity"`
	Visible    bool            `json:"visible"`
	Data       []uint32        `json:"data,omitempty"`
	Color      string          `json:"color,omitempty"`
	DrawOrder  string          `json:"draworder,omitempty"`
	Objects    []tiledObject   `json:"objects,omitempty"`
	Properties []tiledProperty `json:"properties,omitempty"`
}

type tiledObject struct {
	ID         int             `json:"id"`
	Name       string          `json:"name"`
	Type       string          `json:"type"`
	X          float64         `json:"x"`
	Y          float64         `json:"y"`
	Width      float64         `json:"width"`
	Height     float64         `json:"height"`
	Rotation   float64         `json:"rotation"`
	Ellipse    bool            `json:"ellipse"`
	Visible    bool            `json:"visible"`
	Properties []tiledProperty `json:"properties"`
}

// TiledGame makes a game as a Tiled map: name.tmj beside the pack's tileset
// (TiledTileset's files, drawn at opts.TileSize). Open name.tmj in Tiled.
// standing, when set, is how the match stands (its scores, facts and
// result become map properties); see TiledMap.
func TiledGame(ctx context.Context, r *Renderer, g *engine.Game, standing *engine.Standing, name string, opts PackOptions) ([]File, error) {
	files, err := TiledTileset(ctx, r, opts)
	if err != nil {
		return nil, err
	}
	data, err := TiledMap(r, g, standing, cmp.Or(opts.TileSize, 256))
	if err != nil {
		return nil, err
	}
	files = append(files, File{name + ".tmj", data})
	slices.SortFunc(files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	return files, nil
}

// TiledMap writes a game as a Tiled map whose cells are size px and whose
// tileset is TiledTilesetFile(pack) in the same folder. The board's
// top-left cell is the map's (0,0); the map's properties "origin x" and
// "origin y" give its board coordinates. Each tile carries Tiled's flip
// flags for its rotation; a tile laid face down leaves its cell empty and
// is a rectangle on the layer TiledLayerFaceDown (its face stays hidden);
// each player's followers are ellipses on a layer of the player's colour.
// With a standing, the map's properties give the match's scores ("score:
// NAME"), facts and result, and a follower layer's "score" is its seat's
// score in the standing (a Mists colour has none: the team scores);
// without one, each seat's score from the game.
func TiledMap(r *Renderer, g *engine.Game, standing *engine.Standing, size int) ([]byte, error) {
	if g.Set.Pack.ID != r.pack.ID {
		return nil, fmt.Errorf("the game is of pack %s, the renderer draws %s", g.Set.Pack.ID, r.pack.ID)
	}
	if size < MinTileSize || size > MaxTileSize {
		return nil, fmt.Errorf("tile size %d px is out of range: use %d to %d", size, MinTileSize, MaxTileSize)
	}
	placed := g.Board()
	minX, minY, maxX, maxY := boardBounds(placed)
	w, h := maxX-minX+1, maxY-minY+1
	m := tiledMap{
		Type: "map", Version: tiledVersion, TiledVersion: "1.8.2",
		Orientation: "orthogonal", RenderOrder: "right-down",
		Width: w, Height: h, TileWidth: size, TileHeight: size,
		Tilesets:   []tiledTilesetRef{{1, TiledTilesetFile(r.pack.ID)}},
		Properties: gameProperties(g, standing, minX, minY),
	}
	data := make([]uint32, w*h)
	faceDown := tiledLayer{Name: TiledLayerFaceDown, Type: "objectgroup", Opacity: 1, Visible: true, DrawOrder: "topdown", Color: "#6b5a48"}
	nextObject := 1
	for _, p := range placed {
		if p.FaceDown {
			faceDown.Objects = append(faceDown.Objects, tiledObject{
				ID: nextObject, Name: "face down", Type: "face-down tile", Visible: true,
				X: float64((p.X - minX) * size), Y: float64((p.Y - minY) * size), Width: float64(size), Height: float64(size),
				Properties: []tiledProperty{{"board x", "int", p.X}, {"board y", "int", p.Y}},
			})
			nextObject++
			continue
		}
		if g.Set.Tiles[p.Tile].Start {
			continue // a start space of The Castle's board: no tile of the tileset
		}
		i := r.byID[g.Set.Tiles[p.Tile].ID]
		data[(p.Y-minY)*w+(p.X-minX)] = uint32(i+1) | tiledRotation[p.Rot&3]
	}
	m.Layers = append(m.Layers, tiledLayer{ID: 1, Name: TiledLayerTiles, Type: "tilelayer", Width: w, Height: h, Opacity: 1, Visible: true, Data: data})
	for seat, name := range g.Players() {
		c := PlayerColour(seat, name)
		layer := tiledLayer{
			ID: seat + 2, Name: TiledLayerFollowers + name, Type: "objectgroup", Opacity: 1, Visible: true,
			Color: fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B), DrawOrder: "topdown",
			Properties: seatProperties(g, standing, seat),
		}
		for _, f := range g.Followers() {
			if f.Player != seat {
				continue
			}
			p := g.PlacedOf(f.Node)
			def := g.Feature(f.Node)
			at := turnPoint(r.plans[r.byID[g.Set.Tiles[p.Tile].ID]].points[def.Index], p.Rot)
			d := float64(size) * 0.22
			layer.Objects = append(layer.Objects, tiledObject{
				ID: nextObject, Name: name, Type: "follower", Ellipse: true, Visible: true,
				X: float64((p.X-minX)*size) + at.x*float64(size) - d/2, Y: float64((p.Y-minY)*size) + at.y*float64(size) - d/2,
				Width: d, Height: d,
				Properties: []tiledProperty{
					{"board x", "int", p.X}, {"board y", "int", p.Y},
					{"feature", "string", string(def.KindName)},
					{"feature id", "string", def.ID},
					{"tile", "string", g.Set.Tiles[p.Tile].ID},
				},
			})
			nextObject++
		}
		m.Layers = append(m.Layers, layer)
	}
	if len(faceDown.Objects) > 0 {
		faceDown.ID = len(m.Layers) + 1
		m.Layers = append(m.Layers, faceDown)
	}
	m.NextLayerID, m.NextObjectID = len(m.Layers)+1, nextObject
	out, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return nil, fmt.Errorf("map: %w", err)
	}
	return append(out, '\n'), nil
}

// gameProperties describe a game on its map: the pack, mix and players,
// how far it is, and where the board's top-left cell is.
func gameProperties(g *engine.Game, standing *engine.Standing, minX, minY int) []tiledProperty {
	props := []tiledProperty{
		{"mix", "string", g.Mix().ID},
		{"origin x", "int", minX},
		{"origin y", "int", minY},
		{"over", "bool", g.Over()},
		{"pack", "string", g.Set.Pack.ID},
		{"players", "string", strings.Join(g.Players(), ", ")},
		{"tiles left", "int", g.Pile().Remaining()},
		{"turn", "int", g.Turn()},
	}
	if standing != nil {
		props = append(props, tiledProperty{"result", "string", standing.Result})
		for _, sc := range standing.Scores {
			props = append(props, tiledProperty{"score: " + sc.Name, "int", sc.Points})
		}
		for _, f := range standing.Facts {
			props = append(props, tiledProperty{f.Label, "string", f.Value})
		}
	}
	return props
}

// seatProperties are a follower layer's: the seat's score (see TiledMap)
// and its followers in supply.
func seatProperties(g *engine.Game, standing *engine.Standing, seat int) []tiledProperty {
	supply := tiledProperty{"supply", "int", g.Supply(seat)}
	if standing == nil {
		return []tiledProperty{{"score", "int", g.Score(seat)}, supply}
	}
	for _, sc := range standing.Scores {
		if sc.Name == g.Players()[seat] {
			return []tiledProperty{{"score", "int", sc.Points}, supply}
		}
	}
	return []tiledProperty{supply}
}

// boardBounds returns the smallest and largest coordinates of the tiles on
// a board.
func boardBounds(placed []engine.Placed) (minX, minY, maxX, maxY int) {
	for i, p := range placed {
		if i == 0 {
			minX, minY, maxX, maxY = p.X, p.Y, p.X, p.Y
		}
		minX, minY = min(minX, p.X), min(minY, p.Y)
		maxX, maxY = max(maxX, p.X), max(maxY, p.Y)
	}
	return minX, minY, maxX, maxY
}
