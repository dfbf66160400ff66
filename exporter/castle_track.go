package exporter

import (
	"math"
)

// The score track along The Castle's wall, in board tile units: a tile's
// cell (x, y) spans x..x+1 and y..y+1.

// The wall's measures, in tiles out from the cells: the wall is castleWall
// deep; its inner half holds the start spaces, its outer half the track,
// whose spaces are centred castleTrackAt out; a corner tower's radius.
const (
	castleWall    = 1.0
	castleTrackAt = 0.75
	castleTrackW  = 0.44
	castleTowerR  = 0.27
)

// trackSpace is where one track space is drawn.
type trackSpace struct {
	at pt // its centre
	// along is the unit direction of travel (clockwise round the wall);
	// length its extent along it (0 for a space on a corner tower).
	along  pt
	length float64
	// tower is the index of the corner tower holding the space, -1 for
	// none.
	tower int
}

// trackTower is a corner tower on the track: its centre, the directions
// the track arrives and leaves in, and its spaces in order.
type trackTower struct {
	at      pt
	in, out pt
	spaces  []int
}

// layTrack places a track of length spaces with the given corner towers
// on the outer wall loop. When the loop has as many corners as there are
// towers (the pack's convention: one tower per corner, clockwise from the
// 0/1 corner, the first corner of the loop), every tower stands on its
// corner and the spaces between two towers are shared out evenly along
// the stretch of wall between them. Otherwise (a board edited out of
// step with its track) the spaces are laid evenly round the whole wall
// and each tower stands where its spaces fall.
func layTrack(outer wallLoop, length int, corners [][]int) ([]trackSpace, []trackTower) {
	if length <= 0 || len(outer.corners) == 0 {
		return nil, nil
	}
	mid := outer.offset(castleTrackAt)
	spaces := make([]trackSpace, length)
	for i := range spaces {
		spaces[i].tower = -1
	}
	if !towersFitCorners(outer, length, corners) {
		return layTrackEvenly(mid, spaces, corners)
	}
	towers := make([]trackTower, len(corners))
	n := len(mid)
	for i := range towers {
		towers[i] = trackTower{at: mid[i], in: dirVec(outer.in(i)), out: dirVec(outer.out[i]), spaces: corners[i]}
		for _, s := range corners[i] {
			spaces[s] = trackSpace{at: mid[i], along: towers[i].out, tower: i}
		}
	}
	for i := range n {
		a, b := mid[i], mid[(i+1)%n]
		first := corners[i][len(corners[i])-1] + 1
		end := corners[(i+1)%n][0]
		if end < first {
			end += length // the last stretch runs on to the 0/1 corner
		}
		k := end - first
		if k <= 0 {
			continue
		}
		along := b.sub(a)
		l := along.len()
		u := along.scale(1 / l)
		step := (l - 2*castleTowerR) / float64(k)
		for j := range k {
			spaces[(first+j)%length] = trackSpace{at: a.add(u.scale(castleTowerR + (float64(j)+0.5)*step)), along: u, length: step, tower: -1}
		}
	}
	return spaces, towers
}

// towersFitCorners reports whether the towers stand one on each corner of
// the loop: as many as its corners, each holding at least one space, in
// order along the track.
func towersFitCorners(outer wallLoop, length int, corners [][]int) bool {
	if len(corners) != len(outer.corners) {
		return false
	}
	last := -1
	for _, c := range corners {
		if len(c) == 0 {
			return false
		}
		for _, s := range c {
			if s <= last || s >= length {
				return false
			}
			last = s
		}
	}
	return true
}

// layTrackEvenly lays the spaces evenly round the loop mid (a closed
// polygon), space 0 half a space after its first corner, and stands each
// tower over its spaces (a tower with no space on the track has none).
func layTrackEvenly(mid []pt, spaces []trackSpace, corners [][]int) ([]trackSpace, []trackTower) {
	n := len(mid)
	total := 0.0
	for i := range n {
		total += mid[(i+1)%n].sub(mid[i]).len()
	}
	step := total / float64(len(spaces))
	at := func(d float64) (pt, pt) {
		for i := range n {
			a, b := mid[i], mid[(i+1)%n]
			l := b.sub(a).len()
			if d <= l || i == n-1 {
				u := b.sub(a).scale(1 / math.Max(l, 1e-9))
				return a.add(u.scale(d)), u
			}
			d -= l
		}
		return mid[0], pt{1, 0}
	}
	for s := range spaces {
		p, u := at((float64(s) + 0.5) * step)
		spaces[s] = trackSpace{at: p, along: u, length: step, tower: -1}
	}
	towers := make([]trackTower, len(corners)) // a tower none of whose spaces is on the track stays unplaced
	for ti, c := range corners {
		var in []int
		centre := pt{}
		for _, s := range c {
			if s >= 0 && s < len(spaces) {
				in = append(in, s)
				centre = centre.add(spaces[s].at)
			}
		}
		if len(in) == 0 {
			continue
		}
		centre = centre.scale(1 / float64(len(in)))
		u := spaces[in[0]].along
		for _, s := range in {
			spaces[s] = trackSpace{at: centre, along: u, tower: ti}
		}
		towers[ti] = trackTower{at: centre, in: u, out: u, spaces: in}
	}
	return spaces, towers
}

// dirVec is direction d as a unit vector.
func dirVec(d int) pt {
	s := steps[d]
	return pt{float64(s.X), float64(s.Y)}
}
