package schema

// The outline of The Castle's wall: the corners where the wall round the
// board's cells turns, walked clockwise from the north-west corner of the
// top row (where the pack's convention puts the 0/1 corner tower).

// OutlineCorner is one corner of the wall: the grid point (X, Y) is the
// north-west corner of cell (X, Y). Stretch is the length of the wall, in
// cell sides, from this corner to the next one clockwise.
type OutlineCorner struct {
	X, Y    int
	Stretch int
}

// Directions of the walk, clockwise: north, east, south, west (y grows
// southwards), and the step of each.
var walkSteps = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// wallSides gives, for each side of a cell (N, E, S, W), where its wall
// segment starts when walked clockwise round the cell, relative to the
// cell's north-west point, and the direction it runs.
var wallSides = [4]struct {
	from [2]int
	dir  int
}{{[2]int{0, 0}, 1}, {[2]int{1, 0}, 2}, {[2]int{1, 1}, 3}, {[2]int{0, 1}, 0}}

// CastleOutline returns the corners of the wall round the board's cells,
// clockwise from the north-west corner of the top row's first cell. It
// walks the outer wall of the cells joined to that cell (the wall round a
// hole inside the board is not part of it); where two cells meet only at
// a point, the wall turns there twice. A board without cells, or with
// more rows or columns than MaxCoordinate, has no outline.
func CastleOutline(b CastleBoard) []OutlineCorner {
	cells := castleCells(b)
	start, ok := firstCastleCell(b)
	if cells == nil || !ok {
		return nil
	}
	// Every cell side facing outside is a segment of wall; leaving lists
	// the directions of the segments leaving each grid point.
	leaving := map[[2]int][]int{}
	for c := range cells {
		for side, step := range walkSteps {
			if !cells[[2]int{c[0] + step[0], c[1] + step[1]}] {
				s := wallSides[side]
				from := [2]int{c[0] + s.from[0], c[1] + s.from[1]}
				leaving[from] = append(leaving[from], s.dir)
			}
		}
	}
	var points [][2]int
	var dirs []int
	at, dir := start, 1 // east along the top row's north side
	for {
		points, dirs = append(points, at), append(dirs, dir)
		at = [2]int{at[0] + walkSteps[dir][0], at[1] + walkSteps[dir][1]}
		if at == start {
			break
		}
		// Two segments leave a point where two cells meet only there: the
		// walk turns left, keeping the same outside on its left, so it
		// stays on the outer wall.
		left, out := (dir+3)%4, leaving[at]
		dir = out[0]
		if len(out) > 1 && out[1] == left {
			dir = left
		}
	}
	var corners []OutlineCorner
	for i, d := range dirs {
		if d != dirs[(i+len(dirs)-1)%len(dirs)] {
			corners = append(corners, OutlineCorner{X: points[i][0], Y: points[i][1]})
		}
		corners[len(corners)-1].Stretch++
	}
	return corners
}

// firstCastleCell is the first cell of the board's top row.
func firstCastleCell(b CastleBoard) ([2]int, bool) {
	for y, row := range b.Cells {
		for x, c := range row {
			if c == '#' {
				return [2]int{x, y}, true
			}
		}
	}
	return [2]int{}, false
}
