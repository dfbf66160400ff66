package schema

import (
	"slices"
	"strconv"
)

// The Castle's rules block: its wall tiles and its board. The board's
// lints say what a board needs for the rules to play on it (its cells
// joined, start spaces on the wall, room for the tiles, a track whose
// corner towers can be told apart) and, as warnings, where it leaves the
// printed board's facts (7 start spaces) or the pack's convention (one
// corner tower per corner of the wall).

// castleStartSpaces is how many start spaces the printed wall has.
const castleStartSpaces = 7

func (l *linter) lintCastle(r *CastleRules) {
	kinds := make([]string, len(r.WallTiles))
	for i, w := range r.WallTiles {
		kinds[i] = strconv.Itoa(w.Kind)
	}
	l.duplicates("wall tile kind", kinds, func(i int) string { return Pointer("rules", "castle", "wallTiles", i, "kind") })
	for i, w := range r.WallTiles {
		if printed, ok := wallTileValues[w.Effect]; ok && w.Value == 0 {
			l.warnf(Pointer("rules", "castle", "wallTiles", i), "wall tile %d (%s) has no \"value\", so it gives nothing: set it (the printed game's is %d)", w.Kind, w.Effect, printed)
		}
	}
	b := r.Board
	cells := castleCells(b)
	connected := l.lintCastleCells(b, cells)
	l.lintStartSpaces(b, cells)
	l.lintTrack(b, connected)
	for mi, m := range l.pack.Mixes {
		if len(cells) > 0 && m.Total > len(cells) {
			l.errorf(Pointer("mixes", mi, "total"), "mix %q has %d tiles but the board has only %d cells: the tiles cannot all be placed", m.ID, m.Total, len(cells))
		}
	}
}

// lintCastlePathEnd warns on a path of The Castle that ends in a
// courtyard of its tile (other is the feature it ends at). The seed lists
// how a path ends: „O cale este finalizată atunci când segmentele de cale
// conectate se sfârșesc în scuaruri, zidurile castelului, clădiri sau
// atunci când calea devine o buclă închisă" (at squares, the castle wall,
// buildings, or in a loop); a courtyard is none of them. A warning: the
// engine plays such a path as a dead end all the same.
func (l *linter) lintCastlePathEnd(f, other Feature, fp string) {
	if l.rs.Name != "castle" || f.Kind != KindPath || other.Kind != KindCourtyard {
		return
	}
	l.warnf(fp+"/endsAt", "path %q ends in courtyard %q: The Castle's paths end at a square, the castle wall or a building (a tower or house), not in a courtyard: set \"endsAt\" to \"square\", or to a tower or house of this tile", f.ID, other.ID)
}

// lintCastleCells checks that the board has cells and that they are
// joined side to side; it reports whether they are.
func (l *linter) lintCastleCells(b CastleBoard, cells map[[2]int]bool) bool {
	if cells == nil {
		return false // past the limits: the schema says so
	}
	first, ok := firstCastleCell(b)
	switch {
	case len(b.Cells) == 0:
		return false // the schema asks for a row
	case !ok:
		l.errorf(Pointer("rules", "castle", "board", "cells"), "the board has no cells: mark the cells inside the wall with \"#\"")
		return false
	}
	joined := joinedCells(cells, first)
	if len(joined) == len(cells) {
		return true
	}
	// Tiles go against a start space or a placed tile: an area cut off
	// from the rest can be played only from a start space of its own.
	for y, row := range b.Cells {
		for x, c := range row {
			if c != '#' || joined[[2]int{x, y}] {
				continue
			}
			area := joinedCells(cells, [2]int{x, y})
			ptr := Pointer("rules", "castle", "board", "cells", y)
			if !touchesStartSpace(b, area) {
				l.errorf(ptr, "cell (%d,%d) is cut off from cell (%d,%d) with %d other cells, and no start space touches them: no tile could ever be placed there (tiles go against a start space or a placed tile): add cells joining them to the others through a shared side, or remove them",
					x, y, first[0], first[1], len(area)-1)
				return false
			}
			l.warnf(ptr, "cell (%d,%d) is cut off from cell (%d,%d): The Castle's wall encloses one area, and this board has several, each played from its own start spaces: join them through a shared side unless you mean it",
				x, y, first[0], first[1])
			return false
		}
	}
	return false
}

// touchesStartSpace reports whether a start space lies beside a cell of
// area.
func touchesStartSpace(b CastleBoard, area map[[2]int]bool) bool {
	for _, s := range b.StartSpaces {
		for _, d := range walkSteps {
			if area[[2]int{s.X + d[0], s.Y + d[1]}] {
				return true
			}
		}
	}
	return false
}

// joinedCells returns the cells reached from first through shared sides.
func joinedCells(cells map[[2]int]bool, first [2]int) map[[2]int]bool {
	seen := map[[2]int]bool{first: true}
	stack := [][2]int{first}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range walkSteps {
			if n := [2]int{c[0] + d[0], c[1] + d[1]}; cells[n] && !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return seen
}

func (l *linter) lintStartSpaces(b CastleBoard, cells map[[2]int]bool) {
	switch n := len(b.StartSpaces); {
	case n == 0:
		l.errorf(Pointer("rules", "castle", "board", "startSpaces"), "the board has no start space: the first tile goes against one, so no tile could ever be placed; add one beside a cell (The Castle's wall has %d)", castleStartSpaces)
	case n != castleStartSpaces:
		l.warnf(Pointer("rules", "castle", "board", "startSpaces"), "the board has %d start spaces: The Castle's wall has %d", n, castleStartSpaces)
	}
	for i, s := range b.StartSpaces {
		ptr := Pointer("rules", "castle", "board", "startSpaces", i)
		switch {
		case cells == nil || max(s.X, -s.X, s.Y, -s.Y) > MaxCoordinate: // past the limits: the schema says so
		case cells[[2]int{s.X, s.Y}]:
			l.errorf(ptr, "start space %q at (%d,%d) lies on a board cell: start spaces sit on the wall, outside the cells", s.ID, s.X, s.Y)
			continue
		case !(cells[[2]int{s.X, s.Y - 1}] || cells[[2]int{s.X + 1, s.Y}] || cells[[2]int{s.X, s.Y + 1}] || cells[[2]int{s.X - 1, s.Y}]):
			l.errorf(ptr, "start space %q at (%d,%d) touches no board cell: move it beside one", s.ID, s.X, s.Y)
		}
		for fi, f := range s.Features {
			if !slices.Contains([]Kind{KindPath, KindTower, KindHouse}, f.Kind) && isKnownKind(f.Kind) {
				l.errorf(ptr+Pointer("features", fi, "kind"), "a start space carries a path, tower or house segment, not a %s", f.Kind)
			}
		}
	}
	ids := make([]string, len(b.StartSpaces))
	for i, s := range b.StartSpaces {
		ids[i] = s.ID
	}
	l.duplicates("start space id", ids, func(i int) string { return Pointer("rules", "castle", "board", "startSpaces", i, "id") })
}

// lintTrack checks the corner towers on the score track: two spaces each,
// in order along the track without sharing a space, one of them the 0/1
// corner; and, on a board whose cells are joined, one per corner of the
// wall.
func (l *linter) lintTrack(b CastleBoard, connected bool) {
	t := b.Track
	corners := Pointer("rules", "castle", "board", "track", "corners")
	last, lastAt, zero := -1, -1, 0
	for ci, corner := range t.Corners {
		ptr := Pointer("rules", "castle", "board", "track", "corners", ci)
		past := false
		for si, space := range corner {
			if space >= t.Length {
				l.errorf(ptr+Pointer(si), "track space %d is past the end of a %d-space track (spaces 0-%d)", space, t.Length, t.Length-1)
				past = true
			}
		}
		if slices.Contains(corner, 0) {
			zero++
		}
		switch {
		case len(corner) != 2:
			first := last + 1
			if len(corner) > 0 {
				first = corner[0]
			}
			l.errorf(ptr, "corner tower %d holds %d track spaces %v: a corner tower holds two, such as [%d, %d]", ci+1, len(corner), corner, first, first+1)
			continue
		case past:
			continue
		case corner[1] <= corner[0]:
			l.errorf(ptr, "corner tower %d holds track spaces %v: list them in order along the track, such as [%d, %d]", ci+1, corner, corner[1], corner[0])
		case corner[0] <= last:
			l.errorf(ptr, "corner tower %d holds track spaces %v, not after corner tower %d's %v: list the corner towers in order along the track, each on spaces of its own", ci+1, corner, lastAt+1, t.Corners[lastAt])
		}
		last, lastAt = max(last, corner[1]), ci
	}
	switch {
	case zero == 0:
		l.errorf(corners, "no corner tower holds track space 0: the track starts on the 0/1 corner tower, which takes no wall tile: add [0, 1] first")
	case zero > 1:
		l.errorf(corners, "%d corner towers hold track space 0: only the 0/1 corner tower does", zero)
	}
	if !connected {
		return
	}
	if n := len(CastleOutline(b)); n != len(t.Corners) {
		l.warnf(corners, "the track has %d corner towers but the wall has %d corners: the pack's convention is one corner tower per corner of the wall, clockwise from the 0/1 corner at the north-west of the top row (the board editor's \"One corner per outline corner\" derives them)", len(t.Corners), n)
	}
}

// castleCells returns the cells of The Castle's board, or nil when the
// board has more than MaxCoordinate rows or columns (the schema reports
// it, and its cells are not judged).
func castleCells(b CastleBoard) map[[2]int]bool {
	if len(b.Cells) > MaxCoordinate {
		return nil
	}
	cells := map[[2]int]bool{}
	for y, row := range b.Cells {
		if len(row) > MaxCoordinate {
			return nil
		}
		for x, c := range row {
			if c == '#' {
				cells[[2]int{x, y}] = true
			}
		}
	}
	return cells
}
