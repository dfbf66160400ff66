package editor

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// The score track round The Castle's wall: its length and its corner
// towers, two track spaces each. The pack's convention
// (docs/the-castle.md) puts one corner tower on every corner of the wall,
// clockwise from the 0/1 corner at the north-west of the top row, and
// shares the other spaces among the stretches of wall between them in
// proportion to their length; OutlineCorners derives that track for a
// redrawn board.

// spacesPerCorner is how many track spaces a corner tower carries.
const spacesPerCorner = 2

// OutlineCorners returns one corner tower per corner of the board's wall
// on a track of length spaces: the first holds spaces 0 and 1, and the
// spaces between towers are shared among the stretches of wall in
// proportion to their length (largest remainders first, ties to the
// earlier stretch), so a longer wall between two corners carries more
// spaces.
func OutlineCorners(b schema.CastleBoard, length int) ([][]int, error) {
	outline := schema.CastleOutline(b)
	if len(outline) == 0 {
		return nil, fmt.Errorf("the board has no cells, so its wall has no corners")
	}
	free := length - spacesPerCorner*len(outline)
	if free < 0 {
		return nil, fmt.Errorf("a track of %d spaces cannot carry %d corner towers of %d spaces each: make it at least %d long",
			length, len(outline), spacesPerCorner, spacesPerCorner*len(outline))
	}
	wall := 0
	for _, c := range outline {
		wall += c.Stretch
	}
	shares := make([]int, len(outline))
	order := make([]int, len(outline))
	left := free
	for i, c := range outline {
		shares[i] = free * c.Stretch / wall
		left -= shares[i]
		order[i] = i
	}
	remainder := func(i int) int { return free * outline[i].Stretch % wall }
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(remainder(b), remainder(a)) })
	for _, i := range order[:left] {
		shares[i]++
	}
	corners := make([][]int, len(outline))
	at := 0
	for i := range outline {
		corners[i] = []int{at, at + 1}
		at += spacesPerCorner + shares[i]
	}
	return corners, nil
}

// track is the board's score track.
func track(p *schema.Pack) (*schema.Track, error) {
	b, err := castleBoard(p)
	if err != nil {
		return nil, err
	}
	return &b.Track, nil
}

// SetTrackLength sets how many spaces the score track has.
type SetTrackLength struct{ Length int }

func (c SetTrackLength) Label() string { return fmt.Sprintf("set the track's length to %d", c.Length) }

func (c SetTrackLength) Apply(p *schema.Pack) error {
	t, err := track(p)
	if err != nil {
		return err
	}
	if c.Length < 1 {
		return fmt.Errorf("a track has at least one space, not %d", c.Length)
	}
	t.Length = c.Length
	return nil
}

// Merge joins a length typed digit by digit.
func (c SetTrackLength) Merge(next Command) (Command, bool) {
	n, ok := next.(SetTrackLength)
	return n, ok
}

// SetTrackCorner sets the track spaces corner tower Index carries.
type SetTrackCorner struct {
	Index  int
	Spaces []int
}

func (c SetTrackCorner) Label() string {
	return fmt.Sprintf("set corner tower %d to spaces %v", c.Index+1, c.Spaces)
}

func (c SetTrackCorner) Apply(p *schema.Pack) error {
	t, err := track(p)
	if err != nil {
		return err
	}
	if c.Index < 0 || c.Index >= len(t.Corners) {
		return fmt.Errorf("the track has no corner tower %d (it has %d)", c.Index+1, len(t.Corners))
	}
	if len(c.Spaces) == 0 {
		return fmt.Errorf("a corner tower carries track spaces: remove it instead")
	}
	for _, s := range c.Spaces {
		if s < 0 {
			return fmt.Errorf("track spaces count from 0, not %d", s)
		}
	}
	t.Corners[c.Index] = slices.Clone(c.Spaces)
	return nil
}

// Merge joins spaces typed digit by digit into one corner.
func (c SetTrackCorner) Merge(next Command) (Command, bool) {
	n, ok := next.(SetTrackCorner)
	return n, ok && n.Index == c.Index
}

// AddTrackCorner adds a corner tower after the last, on the two spaces
// after its own (spaces 0 and 1 for the first).
type AddTrackCorner struct{}

func (AddTrackCorner) Label() string { return "add a corner tower" }

func (AddTrackCorner) Apply(p *schema.Pack) error {
	t, err := track(p)
	if err != nil {
		return err
	}
	next := 0
	for _, c := range t.Corners {
		for _, s := range c {
			next = max(next, s+1)
		}
	}
	t.Corners = append(t.Corners, []int{next, next + 1})
	return nil
}

// RemoveTrackCorner takes corner tower Index off the track.
type RemoveTrackCorner struct{ Index int }

func (c RemoveTrackCorner) Label() string { return fmt.Sprintf("remove corner tower %d", c.Index+1) }

func (c RemoveTrackCorner) Apply(p *schema.Pack) error {
	t, err := track(p)
	if err != nil {
		return err
	}
	if c.Index < 0 || c.Index >= len(t.Corners) {
		return fmt.Errorf("the track has no corner tower %d (it has %d)", c.Index+1, len(t.Corners))
	}
	t.Corners = slices.Delete(t.Corners, c.Index, c.Index+1)
	return nil
}

// DeriveTrackCorners puts one corner tower on every corner of the wall
// (see OutlineCorners).
type DeriveTrackCorners struct{}

func (DeriveTrackCorners) Label() string { return "one corner tower per corner of the wall" }

func (DeriveTrackCorners) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	corners, err := OutlineCorners(*b, b.Track.Length)
	if err != nil {
		return err
	}
	b.Track.Corners = corners
	return nil
}
