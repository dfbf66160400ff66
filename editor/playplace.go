package editor

import (
	"encoding/json"
	"fmt"
	"image"
	"slices"
	"strings"
)

// Tile and follower placement by hand: the options of a place-tile
// decision are read as tile, cell and rotation, those of a place-follower
// decision as a spot on a tile, so that a person places by tapping cells
// and spots while every answer is still one of the decision's options.

// placementOption is a place-tile option's encoding (a record move's).
type placementOption struct {
	Tile *string `json:"tile"`
	X    int     `json:"x"`
	Y    int     `json:"y"`
	Rot  int     `json:"rot"`
}

// readPlacements reads the options as placements; false when one is not a
// placement of a known tile (the decision is then shown as a list).
func (p *Play) readPlacements() bool {
	p.tiles = p.tiles[:0]
	for _, o := range p.options {
		var po placementOption
		if json.Unmarshal([]byte(o.JSON), &po) != nil || po.Tile == nil || po.Rot%90 != 0 {
			return false
		}
		if _, ok := p.set.Tile(*po.Tile); !ok {
			return false
		}
		if !slices.Contains(p.tiles, *po.Tile) {
			p.tiles = append(p.tiles, *po.Tile)
		}
	}
	p.hand = 0
	p.findFits()
	return len(p.tiles) > 0
}

// placement is option i read as a placement.
func (p *Play) placement(i int) placementOption {
	var po placementOption
	_ = json.Unmarshal([]byte(p.options[i].JSON), &po) // read by readPlacements
	return po
}

// Hand lists the tiles the person may place (their ids, as the options
// name them): one, unless the rules deal a larger hand.
func (p *Play) Hand() []string { return p.tiles }

// Selected is the hand position of the tile to place.
func (p *Play) Selected() int { return p.hand }

// Select chooses the tile to place from the hand.
func (p *Play) Select(i int) error {
	if p.phase != WaitTile {
		return fmt.Errorf("%w: no tile to choose", ErrNotNow)
	}
	if i < 0 || i >= len(p.tiles) {
		return fmt.Errorf("the hand has no tile %d", i+1)
	}
	p.hand = i
	p.findFits()
	return nil
}

// Tile is the id of the tile to place, "" outside WaitTile.
func (p *Play) Tile() string {
	if p.phase != WaitTile {
		return ""
	}
	return p.tiles[p.hand]
}

// Rotation is the tile's rotation in quarter turns clockwise.
func (p *Play) Rotation() int { return p.rot }

// Rotate turns the tile to place by quarter turns (negative: anticlockwise).
func (p *Play) Rotate(by int) { p.rot = ((p.rot+by)%4 + 4) % 4 }

// findFits lists where the selected tile fits, in which rotations: a
// symmetric tile fits turned any way that looks like an option's.
func (p *Play) findFits() {
	id := p.tiles[p.hand]
	def, _ := p.set.Tile(id)
	p.fits = map[image.Point]uint8{}
	for i := range p.options {
		po := p.placement(i)
		if *po.Tile != id {
			continue
		}
		for q, s := range def.Same {
			if int(s) == po.Rot/90 {
				p.fits[image.Pt(po.X, po.Y)] |= 1 << q
			}
		}
	}
}

// Target is a cell where the tile to place fits.
type Target struct {
	Cell image.Point
	// Rotations has bit q set when the tile fits turned q quarter turns.
	Rotations uint8
}

// Targets lists where the tile to place fits, row by row.
func (p *Play) Targets() []Target {
	if p.phase != WaitTile {
		return nil
	}
	out := make([]Target, 0, len(p.fits))
	for c, m := range p.fits {
		out = append(out, Target{c, m})
	}
	slices.SortFunc(out, func(a, b Target) int {
		if a.Cell.Y != b.Cell.Y {
			return a.Cell.Y - b.Cell.Y
		}
		return a.Cell.X - b.Cell.X
	})
	return out
}

// Place puts the tile to place in a cell at its rotation: the placement
// option that says so.
func (p *Play) Place(at image.Point) error {
	if p.phase != WaitTile {
		return fmt.Errorf("%w: no tile to place", ErrNotNow)
	}
	id := p.tiles[p.hand]
	def, _ := p.set.Tile(id)
	m := p.fits[at]
	if m&(1<<p.rot) == 0 {
		if m == 0 {
			return fmt.Errorf("%w: tile %s does not fit at (%d,%d) in any rotation; the highlighted cells are where it fits", ErrNoFit, id, at.X, at.Y)
		}
		return fmt.Errorf("%w: tile %s fits at (%d,%d) only turned %s; press R to turn it", ErrNoFit, id, at.X, at.Y, rotationList(m))
	}
	rot := 90 * int(def.Same[p.rot])
	for i := range p.options {
		if po := p.placement(i); *po.Tile == id && po.X == at.X && po.Y == at.Y && po.Rot == rot {
			return p.answer(i)
		}
	}
	panic("editor: a fitting cell has no placement option")
}

// rotationList names the rotations in a mask: "90° or 270°".
func rotationList(m uint8) string {
	var out []string
	for q := range 4 {
		if m&(1<<q) != 0 {
			out = append(out, fmt.Sprintf("%d°", 90*q))
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " or " + out[len(out)-1]
}

// FollowerSpot is a feature of a placed tile that can take a follower,
// with the options that put one there (one; or one per colour when the
// ruleset lets the seat choose the colour).
type FollowerSpot struct {
	// Cell is the tile's cell.
	Cell image.Point
	// Feature is the feature's index in the tile's features.
	Feature int
	Kind    string
	// Port is the feature's first port in board orientation ("N"), ""
	// for a feature with no ports (a cloister).
	Port string
	// Options are the indices of the options that place a follower here.
	Options []int
}

// followerOption is a place-follower option's encoding: the spot as a
// record names it, absent for "no follower".
type followerOption struct {
	Meeple *struct {
		At string `json:"at"`
	} `json:"meeple"`
}

// readSpots groups the options by the spot they put a follower on; false
// when an option names no spot of a placed tile (the decision is then
// shown as a list).
func (p *Play) readSpots() bool {
	core := p.Core()
	if core == nil {
		return false
	}
	for i, o := range p.options {
		var fo followerOption
		if json.Unmarshal([]byte(o.JSON), &fo) != nil {
			return false
		}
		if fo.Meeple == nil {
			continue // no follower
		}
		placed, ok := core.At(o.X, o.Y)
		if !o.HasAt || !ok {
			return false
		}
		def := p.set.Tiles[placed.Tile]
		fi := -1
		for k := range def.Features {
			if def.SpotName(placed.Rot, k) == fo.Meeple.At {
				fi = k
				break
			}
		}
		if fi < 0 {
			return false
		}
		cell := image.Pt(o.X, o.Y)
		s := slices.IndexFunc(p.spots, func(s FollowerSpot) bool { return s.Cell == cell && s.Feature == fi })
		if s < 0 {
			kind := string(def.Features[fi].KindName)
			port := fo.Meeple.At
			if port == kind {
				port = ""
			}
			p.spots = append(p.spots, FollowerSpot{Cell: cell, Feature: fi, Kind: kind, Port: port})
			s = len(p.spots) - 1
		}
		p.spots[s].Options = append(p.spots[s].Options, i)
	}
	return true
}

// Spots lists where the person may put a follower (WaitFollower).
func (p *Play) Spots() []FollowerSpot {
	if p.phase != WaitFollower {
		return nil
	}
	return p.spots
}

// NoFollower is the option that plays on without a follower, -1 when the
// decision has none.
func (p *Play) NoFollower() int {
	if p.phase != WaitFollower {
		return -1
	}
	for i := range p.options {
		if !slices.ContainsFunc(p.spots, func(s FollowerSpot) bool { return slices.Contains(s.Options, i) }) {
			return i
		}
	}
	return -1
}

// Deploy puts a follower on spot i of Spots, when one option does so; a
// spot of several options (colours) is answered with Answer.
func (p *Play) Deploy(i int) error {
	if p.phase != WaitFollower {
		return fmt.Errorf("%w: no follower to place", ErrNotNow)
	}
	if i < 0 || i >= len(p.spots) {
		return fmt.Errorf("no follower spot %d", i+1)
	}
	if opts := p.spots[i].Options; len(opts) != 1 {
		return fmt.Errorf("%d followers can go on that spot: choose one", len(opts))
	}
	return p.answer(p.spots[i].Options[0])
}

// EndTurn plays on without a follower.
func (p *Play) EndTurn() error {
	i := p.NoFollower()
	if i < 0 {
		return fmt.Errorf("%w: there is no turn to end", ErrNotNow)
	}
	return p.answer(i)
}
