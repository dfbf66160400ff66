package tilesets

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestTheCastlePack checks the built-in pack the-castle against the seed
// (shared/seeds/the-castle-base-game.ro.txt), the rules digest
// (shared/rules/castle.md) and the public facts
// (shared/reference/spinoffs_partial_facts.json, the_castle). The board's
// outline and the tiles' shapes are reconstructed, so the test checks what
// the sources say and what the rules need of any board and shape.
func TestTheCastlePack(t *testing.T) {
	p, _, err := Load("the-castle")
	if err != nil {
		t.Fatal(err)
	}
	if p.Ruleset != "castle" || p.Expansion || p.Rules.Castle == nil {
		t.Fatalf("ruleset %q, expansion %v: want a complete pack of the castle ruleset with its rules", p.Ruleset, p.Expansion)
	}
	if len(p.Mixes) != 1 {
		t.Fatalf("%d mixes, want 1", len(p.Mixes))
	}
	mix := p.Mixes[0]
	rules := p.Rules.Castle
	board := rules.Board
	cells := boardCells(board.Cells)

	t.Run("60 castle tiles and no start tile", func(t *testing.T) {
		// Seed, "Conținut": "60 de cartonașe de castel"; "Ansamblul
		// cartonașelor": "Cartonașe obișnuite totale: 60". The first tile
		// goes against a start space, so there is no start tile.
		if mix.Total != 60 || mix.Counts.Sum() != 60 {
			t.Errorf("total %d, counts sum %d, want 60", mix.Total, mix.Counts.Sum())
		}
		if len(mix.Start) > 0 {
			t.Errorf("mix has a start tile: The Castle starts from the start spaces")
		}
	})

	t.Run("18 wall tiles, two of each kind 1-9, with the seed's effects", func(t *testing.T) {
		// Seed, "Descrierea cartonașelor de zid": 1 another turn; 2 a
		// completed tower 4 per tile; 3 a completed house 2 per tile; 4 an
		// incomplete path 1 per tile (footnote 14: the designer, not RGG's
		// 2 with a fountain); 5 an incomplete tower 2 per tile; 6 an
		// incomplete house 1 per tile; 7 4 per market; 8 the keep 2 tiles
		// larger; 9 five points.
		want := []schema.WallTile{
			{Kind: 1, Count: 2, Effect: "extra-turn"},
			{Kind: 2, Count: 2, Effect: "double-tower", Value: 4},
			{Kind: 3, Count: 2, Effect: "double-house", Value: 2},
			{Kind: 4, Count: 2, Effect: "incomplete-path", Value: 1},
			{Kind: 5, Count: 2, Effect: "incomplete-tower", Value: 2},
			{Kind: 6, Count: 2, Effect: "incomplete-house", Value: 1},
			{Kind: 7, Count: 2, Effect: "courtyard", Value: 4},
			{Kind: 8, Count: 2, Effect: "keep-bonus", Value: 2},
			{Kind: 9, Count: 2, Effect: "points", Value: 5},
		}
		if !slices.Equal(rules.WallTiles, want) {
			t.Errorf("wall tiles\n%+v\nwant\n%+v", rules.WallTiles, want)
		}
	})

	t.Run("the seed's rule numbers", func(t *testing.T) {
		// Seed: a game for 2 players; "ia cei 7 supuși și donjon ... plasează
		// 1 supus drept marcator de scor" (6 followers in supply);
		// "Tabelul punctelor": path 1, path with a fountain 2, tower 2,
		// house 1, market 3.
		if rules.Players != (schema.PlayerRange{Min: 2, Max: 2}) {
			t.Errorf("players %+v, want exactly 2", rules.Players)
		}
		if rules.Followers != 6 {
			t.Errorf("followers %d, want 6 (7 per player, one the score marker)", rules.Followers)
		}
		s := rules.Scoring
		for _, c := range []struct {
			name      string
			got, want int
		}{
			{"path per tile", s.Path.PerTile, 1},
			{"path per tile with a fountain", s.Path.PerTileWithFountain, 2},
			{"tower per tile", s.Tower.PerTile, 2},
			{"house per tile", s.House.PerTile, 1},
			{"courtyard per market stall", s.Courtyard.PerStall, 3},
		} {
			if c.got != c.want {
				t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
			}
		}
	})

	t.Run("76 connected cells leaving at least 16 empty", func(t *testing.T) {
		// Facts: "a wall board of 76 spaces, so at least 16 spaces stay
		// empty"; seed: "Vor exista cel puțin 16 spații goale".
		if len(cells) != 76 {
			t.Errorf("%d cells inside the wall, want 76", len(cells))
		}
		if n := len(reachable(cells)); n != len(cells) {
			t.Errorf("only %d of %d cells are reachable from the first: the board is not connected", n, len(cells))
		}
		if empty := len(cells) - mix.Total; empty < 16 {
			t.Errorf("%d tiles on %d cells leave %d empty, want at least 16", mix.Total, len(cells), empty)
		}
	})

	t.Run("14 corner towers, one per corner of the outline, two track spaces each", func(t *testing.T) {
		// Seed, "Pregătire": one wall tile on every corner tower except the
		// 0/1 one; "oricare dintre cele două spații de pe un turn din colț".
		// Facts: 13 wall tiles on the corners, 14 corners in all.
		if board.Track.Length != 100 {
			t.Errorf("track of %d spaces, want 100 (0-99, lapped)", board.Track.Length)
		}
		if got := outlineCorners(cells); got != 14 {
			t.Errorf("the outline has %d corners, want 14", got)
		}
		corners := board.Track.Corners
		if len(corners) != 14 {
			t.Fatalf("%d corner towers, want 14", len(corners))
		}
		if !slices.Equal(corners[0], []int{0, 1}) {
			t.Errorf("first corner tower holds %v, want the 0/1 corner", corners[0])
		}
		if wall := 2 * 9; len(corners)-1 > wall {
			t.Errorf("%d corners take a wall tile, but there are only %d", len(corners)-1, wall)
		}
		last := -1
		for i, c := range corners {
			if len(c) != 2 || c[1] != c[0]+1 || c[0] <= last || c[1] >= board.Track.Length {
				t.Errorf("corner %d holds %v: want two adjacent spaces, in order along a 0-99 track", i, c)
			}
			last = c[len(c)-1]
		}
	})

	t.Run("7 start spaces on the wall, each facing one cell with its segment", func(t *testing.T) {
		// Seed: "oricare dintre cele șapte spații de start de-a lungul zidului
		// castelului"; a start space's path, tower or house segment counts as
		// one tile of that territory.
		if len(board.StartSpaces) != 7 {
			t.Errorf("%d start spaces, want 7", len(board.StartSpaces))
		}
		kinds := map[schema.Kind]int{}
		for _, s := range board.StartSpaces {
			at := [2]int{s.X, s.Y}
			if cells[at] {
				t.Errorf("start space %s at %v lies on a cell, not on the wall", s.ID, at)
				continue
			}
			var faces []int
			for edge, d := range edgeSteps {
				if cells[[2]int{s.X + d[0], s.Y + d[1]}] {
					faces = append(faces, edge)
				}
			}
			if len(faces) != 1 {
				t.Errorf("start space %s at %v touches %d cells, want exactly 1", s.ID, at, len(faces))
				continue
			}
			if len(s.Features) != 1 {
				t.Errorf("start space %s has %d segments, want 1", s.ID, len(s.Features))
				continue
			}
			f := s.Features[0]
			kinds[f.Kind]++
			inward := slices.ContainsFunc(f.Ports, func(p schema.Port) bool {
				return p.Edge() == faces[0] && (f.Kind != schema.KindPath || p.IsCentre())
			})
			if !inward {
				t.Errorf("start space %s: its %s does not reach the side facing the cell (ports %v)", s.ID, f.Kind, f.Ports)
			}
		}
		for _, k := range []schema.Kind{schema.KindPath, schema.KindTower, schema.KindHouse} {
			if kinds[k] == 0 {
				t.Errorf("no start space carries a %s segment", k)
			}
		}
	})

	t.Run("paths enter at edge centres and end at a square or a building", func(t *testing.T) {
		// Seed: paths end "în scuaruri, zidurile castelului, clădiri sau
		// ... o buclă închisă"; a square splits a path, a fountain does not.
		for _, tile := range p.Tiles {
			ids := map[string]schema.Kind{}
			for _, f := range tile.Features {
				ids[f.ID] = f.Kind
			}
			for _, f := range tile.Features {
				if f.Kind != schema.KindPath {
					if f.Fountain {
						t.Errorf("tile %s: a fountain on the %s %s, not on a path", tile.ID, f.Kind, f.ID)
					}
					continue
				}
				for _, port := range f.Ports {
					if !port.IsCentre() {
						t.Errorf("tile %s: path %s leaves at %s, not at an edge centre", tile.ID, f.ID, port)
					}
				}
				if len(f.Ports) == 1 && f.EndsAt != "square" && ids[f.EndsAt] != schema.KindTower && ids[f.EndsAt] != schema.KindHouse {
					t.Errorf("tile %s: dead-end path %s ends at %q, want a square or a building (a tower or house)", tile.ID, f.ID, f.EndsAt)
				}
			}
		}
	})

	t.Run("courtyards with 0-3 market stalls, and every territory kind", func(t *testing.T) {
		tiles := map[schema.Kind]int{}
		fountains, squares := 0, 0
		for _, tile := range p.Tiles {
			n := mix.Counts.Of(tile.ID)
			seen := map[schema.Kind]bool{}
			for _, f := range tile.Features {
				seen[f.Kind] = true
				if f.Kind == schema.KindCourtyard && (f.Stalls < 0 || f.Stalls > 3) {
					t.Errorf("tile %s: courtyard %s has %d market stalls, want 0-3", tile.ID, f.ID, f.Stalls)
				}
				if f.Kind != schema.KindCourtyard && f.Stalls != 0 {
					t.Errorf("tile %s: market stalls on the %s %s", tile.ID, f.Kind, f.ID)
				}
			}
			for k := range seen {
				tiles[k] += n
			}
			if slices.ContainsFunc(tile.Features, func(f schema.Feature) bool { return f.Fountain }) {
				fountains += n
			}
			if slices.ContainsFunc(tile.Features, func(f schema.Feature) bool { return f.EndsAt == "square" }) {
				squares += n
			}
		}
		for _, k := range []schema.Kind{schema.KindPath, schema.KindTower, schema.KindHouse, schema.KindCourtyard} {
			if tiles[k] == 0 {
				t.Errorf("no tile has a %s", k)
			}
		}
		if fountains == 0 || squares == 0 {
			t.Errorf("%d tiles with a fountain and %d with a square, want some of each", fountains, squares)
		}
	})

	t.Run("shapes and board are marked reconstructed, the counts certain", func(t *testing.T) {
		var reconstructed, certain int
		for _, pr := range p.Provenance {
			switch pr.Confidence {
			case "reconstructed":
				reconstructed++
			case "certain":
				certain++
			}
		}
		if reconstructed == 0 || certain == 0 {
			t.Errorf("%d reconstructed and %d certain provenance entries, want both", reconstructed, certain)
		}
	})
}

// edgeSteps are the neighbour offsets of a cell by edge: N, E, S, W (as
// schema.Port.Edge numbers them; y grows southwards).
var edgeSteps = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// boardCells reads the board's rows of '#' (inside) and '.' (outside).
func boardCells(rows []string) map[[2]int]bool {
	cells := map[[2]int]bool{}
	for y, row := range rows {
		for x, c := range row {
			if c == '#' {
				cells[[2]int{x, y}] = true
			}
		}
	}
	return cells
}

// reachable returns the cells reached from the first cell in row order
// through shared edges.
func reachable(cells map[[2]int]bool) map[[2]int]bool {
	seen := map[[2]int]bool{}
	var stack [][2]int
	for c := range cells {
		if len(stack) == 0 || c[1] < stack[0][1] || (c[1] == stack[0][1] && c[0] < stack[0][0]) {
			stack = [][2]int{c}
		}
	}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[c] {
			continue
		}
		seen[c] = true
		for _, d := range edgeSteps {
			if n := [2]int{c[0] + d[0], c[1] + d[1]}; cells[n] && !seen[n] {
				stack = append(stack, n)
			}
		}
	}
	return seen
}

// outlineCorners counts the corners of the wall round the cells: grid
// points where one or three of the four cells around are inside (two
// cells meeting only at a corner would count twice).
func outlineCorners(cells map[[2]int]bool) int {
	points := map[[2]int]bool{}
	for c := range cells {
		for _, d := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			points[[2]int{c[0] + d[0], c[1] + d[1]}] = true
		}
	}
	corners := 0
	for g := range points {
		around := []bool{cells[[2]int{g[0] - 1, g[1] - 1}], cells[[2]int{g[0], g[1] - 1}], cells[[2]int{g[0] - 1, g[1]}], cells[[2]int{g[0], g[1]}]}
		inside := 0
		for _, in := range around {
			if in {
				inside++
			}
		}
		switch {
		case inside == 1 || inside == 3:
			corners++
		case inside == 2 && around[0] == around[3]:
			corners += 2
		}
	}
	return corners
}
