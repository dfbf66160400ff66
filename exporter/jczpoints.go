package exporter

import (
	"fmt"
	"math"

	"github.com/tilesmith/tilesmith/schema"
)

// A follower stands at its feature's point, and a player who sees it there
// expects a click on it to mean that feature. Once the tile is cut among
// the features, a point that the cut gave to another feature — a field's
// anchor under a road's band, a road's middle under the cloister — or that
// lies right on a border moves to the roomiest place of its own area.

const (
	// jczPointMargin is how far round its point, in tile units, a
	// feature must own the tile for the point to stay: far enough that
	// rounding to a tenth of a pixel cannot put it over a border.
	jczPointMargin = 0.03
	// jczRoomGrid is the number of cells a side of the grid on which a
	// moved point's new place is sought.
	jczRoomGrid = 60
	// jczPointGap is how far, in tile units, a moved point keeps from
	// the other points where its area leaves room.
	jczPointGap = 0.15
)

// jczSettlePoints gives each offered feature (features[k], owner k of
// part) its follower's point: points[fi] where the feature owns the tile
// round it, otherwise the roomiest place of the feature's area.
func jczSettlePoints(t *schema.Tile, part *tilePartition, features []int, points []pt) ([]pt, error) {
	out := make([]pt, len(features))
	var grid [][]int
	for k, fi := range features {
		p := points[fi]
		if ownsAround(part, k, p) {
			out[k] = p
			continue
		}
		if grid == nil {
			grid = ownerGrid(part)
		}
		others := make([]pt, 0, len(features))
		for j, fj := range features {
			if j < k {
				others = append(others, out[j])
			} else if j > k {
				others = append(others, points[fj])
			}
		}
		spot, ok := roomiestCell(part, grid, k, p, others)
		if !ok {
			return nil, fmt.Errorf("tile %s: feature %s has no room left for a follower beside the features over it", t.ID, t.Features[fi].ID)
		}
		out[k] = spot
	}
	return out, nil
}

// ownsAround reports whether owner owns p and the points jczPointMargin
// round it.
func ownsAround(part *tilePartition, owner int, p pt) bool {
	if part.ownerAt(p) != owner {
		return false
	}
	for a := 0; a < 8; a++ {
		angle := float64(a) * math.Pi / 4
		q := p.add(pt{math.Cos(angle), math.Sin(angle)}.scale(jczPointMargin))
		if part.ownerAt(q) != owner {
			return false
		}
	}
	return true
}

// ownerGrid is the owner of each cell's centre, row by row.
func ownerGrid(part *tilePartition) [][]int {
	grid := make([][]int, jczRoomGrid)
	for i := range grid {
		grid[i] = make([]int, jczRoomGrid)
		for j := range grid[i] {
			grid[i][j] = part.ownerAt(cellCentre(i, j))
		}
	}
	return grid
}

func cellCentre(i, j int) pt {
	return pt{(float64(j) + 0.5) / jczRoomGrid, (float64(i) + 0.5) / jczRoomGrid}
}

// roomiestCell is the centre of the cell of owner's area farthest from
// the area's border (and the tile's), first among those at least
// jczPointGap from the other points, the nearest to p among equals; false
// when the area holds no cell it owns all round.
func roomiestCell(part *tilePartition, grid [][]int, owner int, p pt, others []pt) (pt, bool) {
	room := borderDistances(grid, owner)
	for _, gap := range []float64{jczPointGap, 0} {
		best, bestRoom, bestNear, found := pt{}, 0.0, 0.0, false
		for i := range grid {
			for j := range grid[i] {
				c := cellCentre(i, j)
				if room[i][j] <= 0 || !farFrom(c, others, -1, gap) || !ownsAround(part, owner, c) {
					continue
				}
				near := math.Hypot(c.x-p.x, c.y-p.y)
				if !found || room[i][j] > bestRoom+1e-9 || (room[i][j] > bestRoom-1e-9 && near < bestNear) {
					best, bestRoom, bestNear, found = c, room[i][j], near, true
				}
			}
		}
		if found {
			return best, true
		}
	}
	return pt{}, false
}

// borderDistances is, for each cell of owner, its distance in cells to the
// nearest cell that is not (the tile's outside counts as not), by a
// two-pass chamfer; 0 for the cells of others.
func borderDistances(grid [][]int, owner int) [][]float64 {
	n := len(grid)
	d := make([][]float64, n)
	at := func(i, j int) float64 {
		if i < 0 || j < 0 || i >= n || j >= n {
			return 0
		}
		return d[i][j]
	}
	for i := range d {
		d[i] = make([]float64, n)
		for j := range d[i] {
			if grid[i][j] == owner {
				d[i][j] = math.Inf(1)
			}
		}
	}
	const diag = math.Sqrt2
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			d[i][j] = min(d[i][j], at(i-1, j)+1, at(i, j-1)+1, at(i-1, j-1)+diag, at(i-1, j+1)+diag)
		}
	}
	for i := n - 1; i >= 0; i-- {
		for j := n - 1; j >= 0; j-- {
			d[i][j] = min(d[i][j], at(i+1, j)+1, at(i, j+1)+1, at(i+1, j+1)+diag, at(i+1, j-1)+diag)
		}
	}
	return d
}
