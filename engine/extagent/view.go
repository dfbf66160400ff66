package extagent

import (
	"encoding/json"
	"slices"
	"strconv"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// View is what the deciding seat may see of the game: the board (the face
// of a face-down tile hidden), the followers on it, the seats' supplies
// and the standing (scores, the ruleset's own facts in words), and the
// tiles of the mix not face up on the board (in the pile, in hands, face
// down, or set aside) — never the order of the pile, another seat's hand
// or a face-down tile's face.
type View struct {
	// Turn is the number of tiles the players have placed so far.
	Turn      int             `json:"turn"`
	Standing  engine.Standing `json:"standing"`
	Supplies  []int           `json:"supplies"`
	Board     []BoardTile     `json:"board"`
	Followers []BoardFollower `json:"followers"`
	TilesLeft int             `json:"tilesLeft"`
	Unplaced  map[string]int  `json:"notOnBoard"`
}

// BoardTile is a tile on the board: its kind, cell and quarter turns
// clockwise, and who placed it (-1: the set-up). A face-down tile shows
// no kind.
type BoardTile struct {
	Tile     string `json:"tile,omitempty"`
	X        int    `json:"x"`
	Y        int    `json:"y"`
	Rot      int    `json:"rot"`
	By       int    `json:"by"`
	FaceDown bool   `json:"faceDown,omitempty"`
}

// BoardFollower is a follower on the board: whose, the cell of its tile,
// and the feature of the tile it stands on (its id in the pack).
type BoardFollower struct {
	Seat    int    `json:"seat"`
	X       int    `json:"x"`
	Y       int    `json:"y"`
	Feature string `json:"feature"`
	Kind    string `json:"kind"`
}

// viewOf is what seat may see of the match's game: its core game's board
// and supplies, and its standing when it says how it stands.
func viewOf(m engine.Match) View {
	u := engine.Underlying(m)
	var v View
	if s, ok := u.(engine.Stander); ok {
		v.Standing = s.Standing()
	}
	vw, ok := u.(engine.Viewer)
	if !ok {
		return v
	}
	g := vw.Core()
	v.Turn = g.Turn()
	for seat := range g.Players() {
		v.Supplies = append(v.Supplies, g.Supply(seat))
	}
	v.TilesLeft = g.Pile().Remaining()
	v.Unplaced = map[string]int{}
	if mix := g.Mix(); mix != nil {
		for _, c := range mix.Counts {
			if c.Count > 0 {
				v.Unplaced[c.Tile] += c.Count
			}
		}
	}
	v.Board = make([]BoardTile, 0, len(g.Board()))
	for _, p := range g.Board() {
		t := BoardTile{X: p.X, Y: p.Y, Rot: p.Rot, By: p.By, FaceDown: p.FaceDown}
		if !p.FaceDown {
			t.Tile = g.Set.Tiles[p.Tile].ID
			if n, counted := v.Unplaced[t.Tile]; counted {
				if n <= 1 {
					delete(v.Unplaced, t.Tile)
				} else {
					v.Unplaced[t.Tile] = n - 1
				}
			}
		}
		v.Board = append(v.Board, t)
	}
	v.Followers = make([]BoardFollower, 0, len(g.Table().Followers()))
	for _, f := range g.Table().Followers() {
		p := g.Table().PlacedOf(f.Node)
		def := g.Table().Feature(f.Node)
		v.Followers = append(v.Followers, BoardFollower{Seat: f.Player, X: p.X, Y: p.Y, Feature: def.ID, Kind: string(def.KindName)})
	}
	return v
}

// gameInfo describes the match's game for the first request of a game.
func gameInfo(m engine.Match, number int, seed uint64) *GameInfo {
	info := &GameInfo{Number: number, Seed: seed, Seats: []string{}, Tiles: []TileInfo{}}
	vw, ok := engine.Underlying(m).(engine.Viewer)
	if !ok {
		return info
	}
	g := vw.Core()
	info.Ruleset, info.Modules, info.Pack = g.Set.Pack.Ruleset, g.Set.Pack.Modules, g.Set.Pack.ID
	info.Seats = slices.Clone(g.Players())
	var counts schema.Counts
	if mix := g.Mix(); mix != nil {
		info.Mix, counts = mix.ID, mix.Counts
	}
	for _, t := range g.Set.Tiles {
		ti := TileInfo{ID: t.ID, Name: t.Name, Count: counts.Of(t.ID), Features: make([]FeatureInfo, 0, len(t.Features))}
		for _, f := range t.Features {
			ti.Features = append(ti.Features, FeatureInfo{ID: f.ID, Kind: string(f.KindName), Pennants: f.Pennants, Ports: portNames(f.Ports)})
		}
		info.Tiles = append(info.Tiles, ti)
	}
	return info
}

// portNames names the ports of a set, in the pack's order (N, NL, NR, E, …).
func portNames(s schema.PortSet) []string {
	out := []string{}
	for p := range schema.Port(schema.NumPorts) {
		if s.Has(p) {
			out = append(out, p.String())
		}
	}
	return out
}

// decisionInfo describes decision d with every option.
func decisionInfo(d engine.Decision) DecisionInfo {
	di := DecisionInfo{Kind: string(d.Kind()), Seat: d.Seat(), Options: make([]OptionInfo, d.Options())}
	for i := range di.Options {
		o := d.Option(i)
		oi := OptionInfo{JSON: json.RawMessage(o.JSON), Label: o.Label}
		if !json.Valid(oi.JSON) {
			oi.JSON = json.RawMessage(strconv.Quote(o.JSON))
		}
		if o.HasAt {
			x, y := o.X, o.Y
			oi.X, oi.Y = &x, &y
		}
		di.Options[i] = oi
	}
	return di
}
