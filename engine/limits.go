package engine

import (
	"errors"
	"fmt"
	"math"

	"github.com/tilesmith/tilesmith/schema"
)

// ErrLimit is wrapped by set-up errors for a mix beyond what the engine
// plays (schema.MaxMixTiles, schema.MaxCoordinate). Validation refuses such
// packs; the engine checks again because a pack may reach it unvalidated
// (the editor holds one mid-edit), and it must refuse rather than panic or
// allocate what the machine does not have.
var ErrLimit = errors.New("the mix is beyond the engine's limits")

// maxTileKinds is the most distinct tiles a pack may have: piles, hands
// and placements name a tile by an int16.
const maxTileKinds = math.MaxInt16

// MixSize returns the number of tiles of mix (start tiles included) and
// the farthest coordinate of a start tile, checking them against the
// engine's limits without overflowing and without allocating, whatever the
// counts and coordinates hold.
func (s *Set) MixSize(mix *schema.Mix) (tiles, extent int, err error) {
	for _, tc := range mix.Counts {
		if _, ok := s.Tile(tc.Tile); !ok {
			return 0, 0, fmt.Errorf("mix %s counts tile %q, which the pack does not have", mix.ID, tc.Tile)
		}
		if tc.Count < 0 {
			return 0, 0, fmt.Errorf("%w: mix %s counts %d copies of tile %s: a count is a whole number from 0 to %d", ErrLimit, mix.ID, tc.Count, tc.Tile, schema.MaxMixTiles)
		}
		if tc.Count > schema.MaxMixTiles-tiles {
			return 0, 0, fmt.Errorf("%w: mix %s holds %s tiles: a mix holds at most %d, start tiles included",
				ErrLimit, mix.ID, sumText(mix.Counts), schema.MaxMixTiles)
		}
		tiles += tc.Count
	}
	if len(mix.Start) > tiles {
		return 0, 0, fmt.Errorf("mix %s has %d start tiles but holds only %d tiles: count every start tile in the mix", mix.ID, len(mix.Start), tiles)
	}
	for _, p := range mix.Start {
		if _, ok := s.Tile(p.Tile); !ok {
			return 0, 0, fmt.Errorf("mix %s starts with tile %q, which the pack does not have", mix.ID, p.Tile)
		}
		if !coordOK(p.X) || !coordOK(p.Y) {
			return 0, 0, fmt.Errorf("%w: mix %s puts start tile %s at (%d,%d): start tiles lie at x and y from %d to %d",
				ErrLimit, mix.ID, p.Tile, p.X, p.Y, -schema.MaxCoordinate, schema.MaxCoordinate)
		}
		if p.Rot%90 != 0 || p.Rot < 0 || p.Rot >= 360 {
			return 0, 0, fmt.Errorf("mix %s turns start tile %s at (%d,%d) by %d: a rotation is 0, 90, 180 or 270", mix.ID, p.Tile, p.X, p.Y, p.Rot)
		}
		extent = max(extent, abs(p.X), abs(p.Y))
	}
	for i, p := range mix.Start {
		for _, q := range mix.Start[:i] {
			if p.X == q.X && p.Y == q.Y {
				return 0, 0, fmt.Errorf("mix %s puts start tiles %s and %s both at (%d,%d): give each its own cell", mix.ID, q.Tile, p.Tile, p.X, p.Y)
			}
		}
	}
	return tiles, extent, nil
}

// coordOK reports whether a start coordinate is within the limit; it
// compares before negating, so math.MinInt cannot wrap.
func coordOK(v int) bool { return v >= -schema.MaxCoordinate && v <= schema.MaxCoordinate }

// sumText is the sum of the counts for a message, or "more than
// 9223372036854775807" when it does not fit in an int.
func sumText(counts schema.Counts) string {
	sum := 0
	for _, tc := range counts {
		if tc.Count < 0 {
			continue
		}
		if tc.Count > math.MaxInt-sum {
			return fmt.Sprintf("more than %d", math.MaxInt)
		}
		sum += tc.Count
	}
	return fmt.Sprint(sum)
}

// boardHalf returns the half-width of the board's cell array for a mix of
// tiles tiles, starts of them start tiles lying at most extent cells from
// (0,0) in x and y. Every tile a player lays touches a tile laid before it
// (a face-down tile lies next to a face-up graveyard), so no tile lies
// farther than extent + the tiles to draw; a bounded shape caps that. The
// margin of 2 keeps the cells around every tile, and those around a
// face-down candidate cell, inside the array. Inputs are within the limits
// MixSize checks, so nothing here can overflow.
func boardHalf(tiles, starts, extent int, o Options) int {
	reach := extent + max(tiles-starts, 0)
	if o.Shape.Bounded() {
		// Start tiles may lie outside the shape.
		reach = min(reach, max(extent, o.Shape.reach()))
	}
	return reach + 2
}

// BoardBytes returns the bytes the board takes: its cell array, the
// memory that grows with the square of the mix (BoardBytes at
// schema.MaxMixTiles is in the limits of docs/cli.md).
func (b *Board) BoardBytes() int { return cap(b.cells) * cellBytes }
