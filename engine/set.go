package engine

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// ErrInvalidPack is returned by Compile for a pack that does not pass
// schema.CheckPack.
var ErrInvalidPack = errors.New("the pack has errors")

// Set is a pack compiled for play: every tile in its four rotations with
// port maps and edge signatures precomputed, and a fit table that answers
// "which rotations of tile t fit a cell with these neighbours" with one
// lookup.
type Set struct {
	Pack    *schema.Pack
	Ruleset *schema.Ruleset
	// Kinds are the ruleset's terrain kinds; a feature's Kind indexes it.
	Kinds []schema.KindSpec
	Tiles []*TileDef
	// StartSpaces are the board's start spaces (The Castle): tiles after
	// the pack's own, laid at set-up.
	StartSpaces []StartSpace

	byID map[string]int
	// edges are the distinct edge signatures; id 0 means "no neighbour".
	edges   []signature
	keyBase int    // len(edges)+1: a cell key is Σ edgeID(side)·keyBase^side
	keyPow  [4]int // keyBase^side
	// fits[t*keys+key]: low 4 bits the rotations of tile t that fit a cell
	// with that key, high 4 bits how many. A tile's row is contiguous, so
	// scanning the frontier for one tile stays within a small, hot slice.
	fits     []uint8
	keys     int
	maxFeats int
}

// maxEdges is the most distinct edges a pack of n tiles may show.
func maxEdges(n int) int {
	e := 1
	for (e+2)*(e+2)*(e+2)*(e+2)*n <= maxFitTable {
		e++
	}
	return e
}

// TileDef is one distinct tile of the pack, compiled.
type TileDef struct {
	Index int
	// Start marks a start space of the board (The Castle), laid at set-up
	// and never drawn.
	Start    bool
	ID       string
	Name     string
	Features []FeatureDef
	// Rotations is the mask of rotations (bit q = q quarter turns) that give
	// distinct placements: a tile that looks the same turned by 180° lists
	// only 0 and 90.
	Rotations uint8
	// Same[q] is the rotation in Rotations that gives the same placement
	// as q quarter turns (q itself when q is in Rotations).
	Same [4]int8
	Rot  [4]Rotation
	// Portless lists the features that have no ports (cloisters).
	Portless []int
	// Terrain lists the features of the terrain layer.
	Terrain []int
	// pennants per feature, for node creation.
	pennants []int32
}

// FeatureDef is one feature of a tile, in the tile's own orientation.
type FeatureDef struct {
	Index    int
	ID       string
	Kind     int // index into Set.Kinds
	KindName schema.Kind
	Ports    schema.PortSet
	Layer    schema.Layer
	Pennants int
	// Borders are the indices of the features of the same tile that this
	// feature touches (a field's cities).
	Borders []int
	// Portless features live inside the tile and count the tiles around it.
	Portless bool
}

// Rotation is a tile turned clockwise by a number of quarter turns, in
// board orientation.
type Rotation struct {
	// Feature is the terrain feature index at each board port.
	Feature [schema.NumPorts]int8
	// Kind is the kind index of the terrain feature at each board port.
	Kind [schema.NumPorts]int8
	// Code is the matching code at each board port: 1+kind index for kinds
	// that must match, 0 for kinds that need not.
	Code [schema.NumPorts]uint8
	// Edge is the edge id on each side (N, E, S, W); Want is the edge id a
	// neighbour on that side must show towards this tile.
	Edge [4]uint8
	Want [4]uint8
	// sidePorts[side] counts, in 4-bit lanes (lane fi%16 of word fi/16),
	// the ports feature fi has on that side, so a placement adds up the
	// open ports of its features one word per open side.
	sidePorts [4][2]uint64
}

// portLanes returns feature fi's lane in a sidePorts-style vector.
func portLanes(v [2]uint64, fi int) int32 {
	return int32(v[fi>>4&1]>>(4*(fi&15))) & 15
}

// maxFeatures is the most features one tile may have.
const maxFeatures = 31

// signature is an edge's three matching codes: centre, left, right.
type signature [3]uint8

func (s signature) mirror() signature { return signature{s[0], s[2], s[1]} }

// maxFitTable bounds the fit table (keys × tiles entries).
const maxFitTable = 1 << 22

// Compile checks the pack and compiles it for play.
func Compile(p *schema.Pack) (*Set, error) {
	if diags := schema.CheckPack(p); diags.HasErrors() {
		return nil, fmt.Errorf("%w:\n%s", ErrInvalidPack, diags)
	}
	rs, ok := schema.LookupRuleset(p.Ruleset)
	if !ok {
		return nil, fmt.Errorf("%w: unknown ruleset %q", ErrInvalidPack, p.Ruleset)
	}
	if len(p.Tiles) == 0 || len(p.Tiles) > maxTileKinds {
		return nil, fmt.Errorf("%w: the pack has %d tiles; a pack has 1 to %d", ErrInvalidPack, len(p.Tiles), maxTileKinds)
	}
	s := &Set{Pack: p, Ruleset: rs, Kinds: rs.Kinds, byID: map[string]int{}}
	edgeIDs := map[signature]uint8{}
	for ti := range p.Tiles {
		// Checked first: feature indices are packed into small integers.
		if n := len(p.Tiles[ti].Features); n > maxFeatures {
			return nil, fmt.Errorf("%w: tile %s has %d features; at most %d are supported", ErrInvalidPack, p.Tiles[ti].ID, n, maxFeatures)
		}
		t, err := s.compileTile(ti, &p.Tiles[ti], edgeIDs)
		if err != nil {
			return nil, err
		}
		s.Tiles = append(s.Tiles, t)
		s.byID[t.ID] = ti
		s.maxFeats = max(s.maxFeats, len(t.Features))
	}
	if err := s.compileStartSpaces(edgeIDs); err != nil {
		return nil, err
	}
	s.edges = make([]signature, len(edgeIDs))
	for sig, id := range edgeIDs {
		s.edges[id-1] = sig
	}
	return s, s.buildFits()
}

// compileStartSpaces adds the start spaces the ruleset's board lays at
// set-up (schema.Ruleset.StartSpaces: The Castle's, from its rule block)
// to the set's tiles, after the pack's own: each is a tile of its
// territory segments (Start: true), never drawn, whose segments count as
// one tile of the territories they join. Their ids are "start:" and the
// start space's id; Set.Tile does not find them, since no record names
// them.
func (s *Set) compileStartSpaces(edgeIDs map[signature]uint8) error {
	if s.Ruleset.StartSpaces == nil {
		return nil
	}
	for _, ss := range s.Ruleset.StartSpaces(s.Pack) {
		st := schema.Tile{ID: "start:" + ss.ID, Name: "start space " + ss.ID, Features: ss.Features}
		t, err := s.compileTile(len(s.Tiles), &st, edgeIDs)
		if err != nil {
			return err
		}
		t.Start = true
		s.Tiles = append(s.Tiles, t)
		s.StartSpaces = append(s.StartSpaces, StartSpace{Tile: t.Index, X: ss.X, Y: ss.Y})
		s.maxFeats = max(s.maxFeats, len(t.Features))
	}
	return nil
}

// StartSpace is a start space of the board: its tile (an index into
// Set.Tiles) and its cell, outside the board's cells.
type StartSpace struct {
	Tile int
	X, Y int
}

func (s *Set) compileTile(ti int, st *schema.Tile, edgeIDs map[signature]uint8) (*TileDef, error) {
	t := &TileDef{Index: ti, ID: st.ID, Name: st.Name}
	featIndex := map[string]int{}
	for fi, f := range st.Features {
		featIndex[f.ID] = fi
	}
	var base [schema.NumPorts]int8
	var code [schema.NumPorts]uint8
	for i := range base {
		base[i] = -1
	}
	for fi, f := range st.Features {
		ki := -1
		for k, spec := range s.Kinds {
			if spec.Kind == f.Kind {
				ki = k
			}
		}
		if ki < 0 {
			return nil, fmt.Errorf("%w: tile %s feature %s: kind %q is not a %s kind", ErrInvalidPack, st.ID, f.ID, f.Kind, s.Ruleset.Name)
		}
		spec := s.Kinds[ki]
		fd := FeatureDef{Index: fi, ID: f.ID, Kind: ki, KindName: f.Kind, Layer: spec.Layer, Pennants: f.Pennants, Portless: spec.Layer == schema.LayerNone}
		for _, port := range f.Ports {
			fd.Ports = fd.Ports.Add(port)
			if spec.Layer == schema.LayerTerrain {
				base[port] = int8(fi)
				if spec.Matches {
					code[port] = uint8(ki + 1)
				}
			}
		}
		for _, b := range f.Borders {
			if bi, ok := featIndex[b]; ok {
				fd.Borders = append(fd.Borders, bi)
			}
		}
		t.pennants = append(t.pennants, int32(f.Pennants))
		if spec.Layer == schema.LayerTerrain {
			t.Terrain = append(t.Terrain, fi)
		}
		if fd.Portless {
			t.Portless = append(t.Portless, fi)
		}
		t.Features = append(t.Features, fd)
	}
	for q := range 4 {
		r := &t.Rot[q]
		for p := range schema.Port(schema.NumPorts) {
			r.Feature[p.Rotate(q)] = base[p]
			r.Code[p.Rotate(q)] = code[p]
			r.Kind[p.Rotate(q)] = -1
			if base[p] >= 0 {
				r.Kind[p.Rotate(q)] = int8(t.Features[base[p]].Kind)
			}
		}
		for side := range 4 {
			sig := signature{r.Code[side*3], r.Code[side*3+1], r.Code[side*3+2]}
			r.Edge[side] = internEdge(edgeIDs, sig)
			r.Want[side] = internEdge(edgeIDs, sig.mirror())
			for _, fi := range r.Feature[side*3 : side*3+3] {
				if fi >= 0 {
					r.sidePorts[side][fi>>4] += 1 << (4 * (fi & 15))
				}
			}
		}
	}
	t.Rotations, t.Same = distinctRotations(t)
	return t, nil
}

func internEdge(ids map[signature]uint8, sig signature) uint8 {
	if id, ok := ids[sig]; ok {
		return id
	}
	id := uint8(len(ids) + 1)
	ids[sig] = id
	return id
}

// distinctRotations keeps the rotations that give a different placement:
// rotation q is dropped when an earlier rotation has the same features on
// the same ports, and same[q] names that earlier rotation.
func distinctRotations(t *TileDef) (mask uint8, same [4]int8) {
	for q := range 4 {
		same[q] = int8(q)
		for e := range q {
			if mask&(1<<e) != 0 && t.sameTurned(q-e) {
				same[q] = int8(e)
				break
			}
		}
		if same[q] == int8(q) {
			mask |= 1 << q
		}
	}
	return mask, same
}

// sameTurned reports whether turning the tile by d quarter turns gives the
// same placement: every feature lands on the ports of a feature with the
// same kind, pennants and bordering features (F turned 180° swaps its two
// fields, which is still the same tile).
func (t *TileDef) sameTurned(d int) bool {
	keys := func(d int) []string {
		out := make([]string, len(t.Features))
		for i, f := range t.Features {
			k := fmt.Sprintf("%d/%d/%d", f.Kind, f.Pennants, turnPorts(f.Ports, d))
			var borders []int
			for _, bi := range f.Borders {
				borders = append(borders, int(turnPorts(t.Features[bi].Ports, d)))
			}
			slices.Sort(borders)
			out[i] = fmt.Sprint(k, borders)
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(keys(0), keys(d))
}

// TurnPorts turns a port set by d quarter turns clockwise.
func TurnPorts(s schema.PortSet, d int) schema.PortSet { return turnPorts(s, d) }

// turnPorts turns a port set by d quarter turns.
func turnPorts(s schema.PortSet, d int) schema.PortSet {
	var turned schema.PortSet
	for p := range schema.Port(schema.NumPorts) {
		if s.Has(p) {
			turned = turned.Add(p.Rotate(d))
		}
	}
	return turned
}

// buildFits fills the fit table for every combination of neighbour edges.
func (s *Set) buildFits() error {
	s.keyBase = len(s.edges) + 1
	keys := 1
	for side := range 4 {
		s.keyPow[side] = keys
		keys *= s.keyBase
	}
	if keys > maxFitTable/len(s.Tiles) {
		return fmt.Errorf("the pack's %d tiles show %d distinct edges (by the kinds along them); with that many tiles at most %d are supported",
			len(s.Tiles), len(s.edges), maxEdges(len(s.Tiles)))
	}
	s.keys = keys
	s.fits = make([]uint8, keys*len(s.Tiles))
	for key := range keys {
		var want [4]uint8
		k := key
		for side := range 4 {
			want[side] = uint8(k % s.keyBase)
			k /= s.keyBase
		}
		for ti, t := range s.Tiles {
			var mask uint8
			for q := range 4 {
				if t.Rotations&(1<<q) == 0 {
					continue
				}
				ok := true
				for side := range 4 {
					if want[side] != 0 && t.Rot[q].Edge[side] != want[side] {
						ok = false
						break
					}
				}
				if ok {
					mask |= 1 << q
				}
			}
			n := bits.OnesCount8(mask)
			s.fits[ti*keys+key] = mask | uint8(n)<<4
		}
	}
	return nil
}

// fitRow returns tile t's row of the fit table, indexed by cell key.
func (s *Set) fitRow(t int) []uint8 {
	return s.fits[t*s.keys : (t+1)*s.keys : (t+1)*s.keys]
}

// Tile returns the compiled tile with the given id.
func (s *Set) Tile(id string) (*TileDef, bool) {
	i, ok := s.byID[id]
	if !ok {
		return nil, false
	}
	return s.Tiles[i], true
}

// KindIndex returns the index of kind k in Kinds, or -1.
func (s *Set) KindIndex(k schema.Kind) int {
	for i, spec := range s.Kinds {
		if spec.Kind == k {
			return i
		}
	}
	return -1
}

// String gives the tile's compact edge form, one letter per side N E S W
// from the kind at the edge centre (C city, R road, F field, ...), e.g. D is
// "CRFR".
func (t *TileDef) String() string {
	var b strings.Builder
	b.WriteString(t.ID)
	b.WriteByte(' ')
	for side := range 4 {
		fi := t.Rot[0].Feature[side*3]
		if fi < 0 {
			b.WriteByte('?')
			continue
		}
		b.WriteString(strings.ToUpper(string(t.Features[fi].KindName[:1])))
	}
	return b.String()
}
