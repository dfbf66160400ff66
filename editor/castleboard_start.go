package editor

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The start spaces on The Castle's wall. Each sits outside the cells,
// beside at least one, and carries one segment (a path, a tower or a
// house) facing the board as the built-in pack draws them: a tower or a
// house covers the three ports of the side facing the board; a path
// enters at that side's centre and its second port faces away, into the
// wall. A start space beside two cells faces the one its segment's first
// port names; the designer picks it. Placing, moving or changing a start
// space rebuilds its segment that way (a dead end or a second segment
// typed into the file is replaced).

// StartKinds are the segments a start space can carry.
var StartKinds = []schema.Kind{schema.KindPath, schema.KindTower, schema.KindHouse}

// SideNames name the sides N, E, S, W as schema.Port.Edge numbers them.
var SideNames = [4]string{"north", "east", "south", "west"}

// sideSteps are the neighbour offsets by side: N, E, S, W.
var sideSteps = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// FacingSides are the sides of (x, y) that face a cell of the board.
func FacingSides(b schema.CastleBoard, x, y int) []int {
	var sides []int
	for side, d := range sideSteps {
		if IsCell(b, x+d[0], y+d[1]) {
			sides = append(sides, side)
		}
	}
	return sides
}

// StartSide is the side start space s faces: its segment's first port's
// side when that faces a cell, else the first side that does (-1 when
// none does).
func StartSide(b schema.CastleBoard, s schema.StartSpace) int {
	sides := FacingSides(b, s.X, s.Y)
	if len(s.Features) > 0 && len(s.Features[0].Ports) > 0 {
		if side := s.Features[0].Ports[0].Edge(); slices.Contains(sides, side) {
			return side
		}
	}
	if len(sides) == 0 {
		return -1
	}
	return sides[0]
}

// StartKind is the kind of start space s's segment (a path when it has
// none).
func StartKind(s schema.StartSpace) schema.Kind {
	if len(s.Features) == 0 {
		return schema.KindPath
	}
	return s.Features[0].Kind
}

// StartSegment is the segment of kind k facing the board on side.
func StartSegment(k schema.Kind, side int) schema.Feature {
	centre := schema.Port(3 * side)
	ports := []schema.Port{centre + 1, centre, centre + 2} // L, centre, R as the built-in pack lists them
	if k == schema.KindPath {
		ports = []schema.Port{centre, centre.Facing()}
	}
	return schema.Feature{ID: string(k), Kind: k, Ports: ports}
}

// placeStart checks that (x, y) can take start space i (-1: a new one)
// and returns the side it faces there: prefer if it faces a cell, else
// the first that does.
func placeStart(b schema.CastleBoard, i, x, y, prefer int) (int, error) {
	if IsCell(b, x, y) {
		return 0, fmt.Errorf("(%d,%d) is a cell inside the wall: a start space sits on the wall, beside a cell", x, y)
	}
	if j := startSpaceAt(b, x, y); j >= 0 && j != i {
		return 0, fmt.Errorf("start space %s sits at (%d,%d) already", b.StartSpaces[j].ID, x, y)
	}
	if max(x, -x, y, -y) > schema.MaxCoordinate {
		return 0, fmt.Errorf("(%d,%d) is off the board's limits (±%d)", x, y, schema.MaxCoordinate)
	}
	sides := FacingSides(b, x, y)
	switch {
	case len(sides) == 0:
		return 0, fmt.Errorf("(%d,%d) is beside no cell: a start space sits on the wall, beside a cell", x, y)
	case slices.Contains(sides, prefer):
		return prefer, nil
	}
	return sides[0], nil
}

// startSpace is start space i of the board.
func startSpace(b *schema.CastleBoard, i int) (*schema.StartSpace, error) {
	if i < 0 || i >= len(b.StartSpaces) {
		return nil, fmt.Errorf("the board has no start space %d (it has %d)", i+1, len(b.StartSpaces))
	}
	return &b.StartSpaces[i], nil
}

// AddStart puts a new start space with a segment of kind k at (x, y),
// facing the first side with a cell, named S1, S2, ... (the first name
// free). It returns the new start space's index.
func AddStart(b *schema.CastleBoard, x, y int, k schema.Kind) (int, error) {
	if !slices.Contains(StartKinds, k) {
		return 0, fmt.Errorf("a start space carries a path, tower or house, not %q", k)
	}
	side, err := placeStart(*b, -1, x, y, -1)
	if err != nil {
		return 0, err
	}
	id := ""
	for n := 1; id == ""; n++ {
		if name := "S" + strconv.Itoa(n); !slices.ContainsFunc(b.StartSpaces, func(s schema.StartSpace) bool { return s.ID == name }) {
			id = name
		}
	}
	b.StartSpaces = append(b.StartSpaces, schema.StartSpace{ID: id, X: x, Y: y, Features: []schema.Feature{StartSegment(k, side)}})
	return len(b.StartSpaces) - 1, nil
}

// MoveStart moves start space i to (x, y), keeping its kind and, where it
// can, the side it faces.
func MoveStart(b *schema.CastleBoard, i, x, y int) error {
	s, err := startSpace(b, i)
	if err != nil {
		return err
	}
	side, err := placeStart(*b, i, x, y, StartSide(*b, *s))
	if err != nil {
		return err
	}
	s.X, s.Y = x, y
	s.Features = []schema.Feature{StartSegment(StartKind(*s), side)}
	return nil
}

// SetStartKind gives start space i a segment of kind k.
func SetStartKind(b *schema.CastleBoard, i int, k schema.Kind) error {
	s, err := startSpace(b, i)
	if err != nil {
		return err
	}
	if !slices.Contains(StartKinds, k) {
		return fmt.Errorf("a start space carries a path, tower or house, not %q", k)
	}
	side := StartSide(*b, *s)
	if side < 0 {
		return fmt.Errorf("start space %s is beside no cell: move it first", s.ID)
	}
	s.Features = []schema.Feature{StartSegment(k, side)}
	return nil
}

// SetStartSide turns start space i's segment to face side.
func SetStartSide(b *schema.CastleBoard, i, side int) error {
	s, err := startSpace(b, i)
	if err != nil {
		return err
	}
	if side < 0 || side > 3 || !slices.Contains(FacingSides(*b, s.X, s.Y), side) {
		return fmt.Errorf("start space %s has no cell to its %s", s.ID, sideName(side))
	}
	s.Features = []schema.Feature{StartSegment(StartKind(*s), side)}
	return nil
}

func sideName(side int) string {
	if side < 0 || side > 3 {
		return "side " + strconv.Itoa(side)
	}
	return SideNames[side]
}

// AddStartSpace adds a start space (see AddStart).
type AddStartSpace struct {
	X, Y int
	Kind schema.Kind
}

func (c AddStartSpace) Label() string {
	return fmt.Sprintf("add a %s start space at (%d,%d)", c.Kind, c.X, c.Y)
}

func (c AddStartSpace) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	_, err = AddStart(b, c.X, c.Y, c.Kind)
	return err
}

// MoveStartSpace moves start space Index to (X, Y) (see MoveStart).
type MoveStartSpace struct{ Index, X, Y int }

func (c MoveStartSpace) Label() string {
	return fmt.Sprintf("move start space %d to (%d,%d)", c.Index+1, c.X, c.Y)
}

func (c MoveStartSpace) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	return MoveStart(b, c.Index, c.X, c.Y)
}

// RemoveStartSpace takes start space Index off the wall.
type RemoveStartSpace struct{ Index int }

func (c RemoveStartSpace) Label() string { return fmt.Sprintf("remove start space %d", c.Index+1) }

func (c RemoveStartSpace) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	if _, err := startSpace(b, c.Index); err != nil {
		return err
	}
	b.StartSpaces = slices.Delete(b.StartSpaces, c.Index, c.Index+1)
	return nil
}

// SetStartSpaceID renames start space Index.
type SetStartSpaceID struct {
	Index int
	ID    string
}

func (c SetStartSpaceID) Label() string {
	return fmt.Sprintf("rename start space %d to %q", c.Index+1, c.ID)
}

func (c SetStartSpaceID) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	s, err := startSpace(b, c.Index)
	if err != nil {
		return err
	}
	s.ID = strings.TrimSpace(c.ID)
	return nil
}

// Merge joins a name typed letter by letter.
func (c SetStartSpaceID) Merge(next Command) (Command, bool) {
	n, ok := next.(SetStartSpaceID)
	return n, ok && n.Index == c.Index
}

// SetStartSpaceKind gives start space Index a segment of another kind.
type SetStartSpaceKind struct {
	Index int
	Kind  schema.Kind
}

func (c SetStartSpaceKind) Label() string {
	return fmt.Sprintf("make start space %d a %s", c.Index+1, c.Kind)
}

func (c SetStartSpaceKind) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	return SetStartKind(b, c.Index, c.Kind)
}

// SetStartSpaceSide turns start space Index to face Side (0 north, 1
// east, 2 south, 3 west).
type SetStartSpaceSide struct{ Index, Side int }

func (c SetStartSpaceSide) Label() string {
	return fmt.Sprintf("turn start space %d to face %s", c.Index+1, sideName(c.Side))
}

func (c SetStartSpaceSide) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	return SetStartSide(b, c.Index, c.Side)
}
