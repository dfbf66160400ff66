// Package reference holds the facts about the published tiles that the
// packs are checked against: the base game's 24 kinds of tile A–X and the
// Winter Edition's 12 animal tiles, gathered from public sources (see
// README.md for where each fact comes from and what the notation means).
//
// The facts are the project's own test data, embedded in the package, so
// a clone of the repository tests with nothing beside it. The package
// imports only the standard library, so the tests of any package (tilesets,
// exporter) can use it.
package reference

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/tilesmith/tilesmith/schema"
)

//go:embed base_tiles.json winter_animal_tiles.json
var files embed.FS

// The embedded files.
const (
	BaseTilesFile         = "base_tiles.json"
	WinterAnimalTilesFile = "winter_animal_tiles.json"
)

// Tile is one kind of tile as the facts describe it (the conventions key of
// each file spells the notation out).
type Tile struct {
	// Letter is the base game's letter, A–X; the animal tiles have none.
	Letter string `json:"letter,omitempty"`
	// Count is how many tiles of the kind the game holds.
	Count int `json:"count"`
	// StartTile marks the kind one of whose tiles starts the game (D).
	StartTile bool  `json:"start_tile,omitempty"`
	Edges     Edges `json:"edges"`
	// Cities and Roads list each segment by the edges (N, E, S, W) it
	// spans or leaves by.
	Cities   [][]string `json:"cities"`
	Roads    [][]string `json:"roads"`
	Fields   []Field    `json:"fields"`
	Cloister bool       `json:"cloister"`
	Pennants int        `json:"pennants"`
	// JCZ are JCloisterZone's ids of the kind.
	JCZ []JCZTile `json:"jcloisterzone"`
}

// Edges is the terrain at the middle of each edge: "city", "road" or
// "field".
type Edges struct {
	N string `json:"N"`
	E string `json:"E"`
	S string `json:"S"`
	W string `json:"W"`
}

// Clockwise returns the edges N, E, S, W in that order.
func (e Edges) Clockwise() [4]string { return [4]string{e.N, e.E, e.S, e.W} }

// Field is a field segment: the half-edges it touches in JCloisterZone's
// notation (NL, NR, EL, ER, SL, SR, WL, WR) and the cities it borders, as
// indices into the tile's Cities.
type Field struct {
	Halves         []string `json:"halves"`
	AdjacentCities []int    `json:"adjacent_cities"`
}

// JCZTile is JCloisterZone's id of a kind of tile, and the clockwise
// quarter turns that turn JCloisterZone's tile into the tile as the facts
// give it.
type JCZTile struct {
	ID           string `json:"id"`
	QuarterTurns int    `json:"quarter_turns"`
}

// document is the shape of both files.
type document struct {
	Description string            `json:"description"`
	Conventions map[string]string `json:"conventions"`
	Tiles       []Tile            `json:"tiles"`
}

// BaseTiles returns the base game's 24 kinds of tile, A to X.
func BaseTiles() ([]Tile, error) { return load(BaseTilesFile) }

// WinterAnimalTiles returns the Winter Edition's 12 tiles with winter
// animals, as JCloisterZone stores them (unturned).
func WinterAnimalTiles() ([]Tile, error) { return load(WinterAnimalTilesFile) }

func load(name string) ([]Tile, error) {
	doc, err := decode(name)
	if err != nil {
		return nil, err
	}
	return doc.Tiles, nil
}

func decode(name string) (document, error) {
	var doc document
	data, err := files.ReadFile(name)
	if err != nil {
		return doc, fmt.Errorf("reading the reference facts %s: %w", name, err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return doc, fmt.Errorf("reading the reference facts %s: %w", name, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return doc, fmt.Errorf("reading the reference facts %s: something follows the document", name)
	}
	for i, t := range doc.Tiles {
		if err := t.check(); err != nil {
			return doc, fmt.Errorf("reference facts %s, tile %d (%s): %w", name, i+1, t.name(), err)
		}
	}
	return doc, nil
}

// name is the letter, or else the first JCloisterZone id.
func (t Tile) name() string {
	if t.Letter != "" || len(t.JCZ) == 0 {
		return t.Letter
	}
	return t.JCZ[0].ID
}

var (
	terrains = map[string]bool{string(schema.KindCity): true, "road": true, "field": true}
	sides    = map[string]bool{"N": true, "E": true, "S": true, "W": true}
	halves   = map[string]bool{"NL": true, "NR": true, "EL": true, "ER": true, "SL": true, "SR": true, "WL": true, "WR": true}
)

// check makes sure a test can read the tile without going out of bounds:
// every edge names a terrain, every segment names sides, every field's
// cities exist, and the tile has a JCloisterZone id.
func (t Tile) check() error {
	for i, e := range t.Edges.Clockwise() {
		if !terrains[e] {
			return fmt.Errorf("edge %s is %q, not city, road or field", "NESW"[i:i+1], e)
		}
	}
	for _, segs := range [][][]string{t.Cities, t.Roads} {
		for _, seg := range segs {
			if len(seg) == 0 {
				return errors.New("a city or road spans no edge")
			}
			for _, s := range seg {
				if !sides[s] {
					return fmt.Errorf("a city or road names the edge %q, not N, E, S or W", s)
				}
			}
		}
	}
	for _, f := range t.Fields {
		for _, h := range f.Halves {
			if !halves[h] {
				return fmt.Errorf("a field names the half-edge %q", h)
			}
		}
		for _, c := range f.AdjacentCities {
			if c < 0 || c >= len(t.Cities) {
				return fmt.Errorf("a field borders city %d, but the tile has %d cities", c, len(t.Cities))
			}
		}
	}
	if t.Count < 1 {
		return fmt.Errorf("count is %d", t.Count)
	}
	if len(t.JCZ) == 0 {
		return errors.New("no JCloisterZone id")
	}
	for _, j := range t.JCZ {
		if j.ID == "" || j.QuarterTurns < 0 || j.QuarterTurns > 3 {
			return fmt.Errorf("JCloisterZone id %q with %d quarter turns", j.ID, j.QuarterTurns)
		}
	}
	return nil
}
