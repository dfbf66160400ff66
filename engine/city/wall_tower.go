package city

// Towers stand at the ends of the wall. Seed: after the wall round, the
// scoring player "may place one of their towers at either end of the city
// wall. The player scores 1 point for every wall piece between the tower
// just placed and a previous tower (or the city gate) along the city
// wall." A tower stays where it was placed: at the end of the wall as it
// was then, so later pieces run on beyond it.

// PlaceTower places a tower at the wall's end going the way way and returns
// its points: the pieces between that end and the previous tower on that
// side of the gate, or the gate. Only one tower fits at a point of the
// wall, so a second tower at an end with no piece built since is refused
// with ErrTowerThere; once the wall is closed its two ends are one point.
// Footnote 11: when the wall closes, "a final tower may be placed where
// the two halves of the wall meet. However the player only scores the
// wall segments in one direction up to the next tower": way is that
// direction.
func (w *Wall) PlaceTower(way Way) (points int, err error) {
	if !w.hasGate {
		return 0, ErrNoGate
	}
	at := len(w.arms[way])
	if w.towerAt(way, at) || w.closed && w.towerAt(way.Reverse(), len(w.arms[way.Reverse()])) {
		return 0, ErrTowerThere
	}
	points = at
	if t := w.towers[way]; len(t) > 0 {
		points = at - t[len(t)-1]
	}
	w.towers[way] = append(w.towers[way], at)
	return points, nil
}

// Towers returns where the towers on the side of the gate going the way
// way stand, in the order they were placed: a tower at n stands at the
// outer end of the n-th piece from the gate (0: beside the gate). The
// slice is the wall's own: read it, do not keep it.
func (w *Wall) Towers(way Way) []int { return w.towers[way] }

// towerAt reports whether a tower stands at position n of the arm going
// the way way.
func (w *Wall) towerAt(way Way, n int) bool {
	t := w.towers[way]
	return len(t) > 0 && t[len(t)-1] == n
}
