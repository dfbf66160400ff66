package city_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/schema"
)

// smallMoves: a city 3 wide and 2 high whose tile at (1,1) is a street
// stub open to the east, with a citizen of the third player to move; the
// sixth tile, the stub at (-1,1), completes the street of the stub at
// (-1,0) and brings the first wall round: the gate north of (-1,0), pieces
// counter-clockwise down the west side and along the south, then
// clockwise along the north, as ways lists them.
func smallMoves(round *citymoves.RoundMove) []citymoves.Move {
	return []citymoves.Move{
		tile("rr", 0, 0, 0), tile("rr", 1, 0, 0), with(tile("se", 1, 1, 270), "E"), tile("rr", 0, 1, 0),
		tile("se", -1, 0, 0), walled(tile("se", -1, 1, 180), round),
	}
}

// TestRuleEnd checks the three ends of the game and the closing of the
// wall.
func TestRuleEnd(t *testing.T) {
	rowCounts := map[string]int{"rr": 11, "se": 4}
	mixes := append(rowMixes(),
		mixOf("small", []int{4, 1, 2}, map[string]int{"rr": 4, "se": 3}),
		mixOf("small4", []int{5, 2, 1}, map[string]int{"rr": 5, "se": 3}),
		mixOf("square", []int{3, 1, 1}, map[string]int{"rr": 2, "se": 2, "mE": 1}))
	full, three, two := ruleSet(t, 0, mixes...), ruleSet(t, 3, mixOf("row2", []int{12, 2, 1}, rowCounts)), ruleSet(t, 2, mixOf("row2", []int{12, 2, 1}, rowCounts))
	first := func(who string) []citymoves.Move {
		ms := rowMoves()[:13]
		ms[12] = walled(ms[12], &citymoves.RoundMove{Gate: gateAt(5, 0, "north"), Walls: builds(who, ccw)})
		return ms
	}
	lastTile := rowMoves()
	lastTile[12] = walled(lastTile[12], &citymoves.RoundMove{Gate: gateAt(5, 0, "north"), Walls: builds("BCABC", ccw)})
	lastTile[13] = walled(lastTile[13], &citymoves.RoundMove{Walls: builds("BCABCA", ccw)})
	for _, tc := range []struct {
		name, rule string
		set        *engine.Set
		mix        string
		players    int
		moves      []citymoves.Move
		refusal    string
		// cause is how the game ended ("" while it goes on); pieces the
		// pieces standing, left those in the box, want the scores.
		cause        city.EndCause
		pieces, left int
		want         []int
	}{
		{"(a) the last wall piece is built",
			"Digest: \"The game ends when (a) the last wall piece is built\"; \"(with pieces if any remain, otherwise imagined)\"",
			three, "row2", 4, first("BCD"), "", city.EndLastPiece, 3, 0, []int{0, 0, 0, 0}},
		{"(a) pieces run out in the round: as many as possible in order",
			"Digest: \"If pieces run out, build as many as possible in that order.\"",
			two, "row2", 4, first("BC"), "", city.EndLastPiece, 2, 0, []int{0, 0, 0, 0}},
		{"(a) no piece beyond the box",
			"Digest: \"If pieces run out, build as many as possible in that order.\"",
			two, "row2", 4, first("BCD"), `"walls" lists 3 pieces, but the round built 2`, "", 0, 0, nil},
		{"(b) the last tile is placed, after its scoring and wall round",
			"Digest: \"(b) the last tile is placed (finish its scoring and wall round)\"; the closing takes pieces from the box",
			full, "rowLast", 3, lastTile, "", city.EndLastTile, 11, 70 - 11 - 18, []int{0, 0, 0}},
		{"(c) the ends of the wall 2 pieces apart; the closing scores the street it completes",
			"Digest: \"(c) the two ends of the wall are 5 or fewer wall pieces apart ... Streets and markets completed by the closing are scored.\"",
			full, "small", 2, smallMoves(&citymoves.RoundMove{Gate: gateAt(-1, 0, "north"), Walls: concat(builds("ABABA", ccw), builds("BA", cw))}),
			"", city.EndWallEnds, 7, 70 - 7 - 2, []int{1, 0}},
		{"(c) the ends of the wall 5 pieces apart; the closing scores the market it completes",
			"Digest: \"(c) the two ends of the wall are 5 or fewer wall pieces apart ... Streets and markets completed by the closing are scored.\"",
			// C's seller stands on a grain market open to the south at (0,1).
			full, "square", 3, []citymoves.Move{tile("rr", 0, 0, 0), tile("se", 1, 0, 0), with(tile("mE", 0, 1, 90), "S"),
				walled(tile("se", 1, 1, 180), &citymoves.RoundMove{Gate: gateAt(0, 0, "north"), Walls: builds("BC", ccw)})},
			"", city.EndWallEnds, 2, 70 - 2 - 5, []int{0, 0, 1}},
		{"(c) not yet with the ends 6 pieces apart",
			"Digest: \"(c) the two ends of the wall are 5 or fewer wall pieces apart\"",
			full, "small4", 4, smallMoves(&citymoves.RoundMove{Gate: gateAt(-1, 0, "north"), Walls: builds("CDA", ccw)}),
			"", "", 3, 70 - 3, []int{0, 0, 0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule.
			g, err := replay(t, tc.set, tc.mix, players(tc.players), false, tc.moves...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal, citymoves.ErrMove)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, tc.rule)
			}
			if g.Cause() != tc.cause || g.Over() != (tc.cause != "") {
				t.Errorf("over %v, cause %q; want cause %q", g.Over(), g.Cause(), tc.cause)
			}
			if g.Wall().Pieces() != tc.pieces || g.PiecesLeft() != tc.left {
				t.Errorf("%d pieces stand, %d in the box; want %d and %d (%s)", g.Wall().Pieces(), g.PiecesLeft(), tc.pieces, tc.left, g.Wall())
			}
			if got := scores(g); !slices.Equal(got, tc.want) {
				t.Errorf("scores %v, want %v; events %+v", got, tc.want, g.Core().Events())
			}
		})
	}
}

// TestRuleEndWithoutGate: a game that ends before any wall round (no gate
// ever placed) is enclosed all the same, and what the enclosing completes
// scores.
func TestRuleEndWithoutGate(t *testing.T) {
	// The seed, "Sfârșitul jocului": „În orice caz, zidul orașului este
	// finalizat, îngrădind orașul. … Dacă nu sunt destule ziduri, doar
	// presupune că sunt și că îngrădesc complet orașul. Străzile și
	// piețele finalizate de plasarea acestor ultime ziduri sunt evaluate
	// acum." ("In any case the city wall is completed, enclosing the
	// city. … If there are not enough walls, just assume there are and that
	// they completely enclose the city. The streets and markets completed
	// by the placing of these last walls are scored now.")
	//
	// Four tiles, stacks of 2, 1 and 1: walls come with stack 2, but no
	// tile completes a street or a market, so no wall round is played and
	// no gate placed before the last tile ends the game.
	mixes := []schema.Mix{
		mixOf("street", []int{2, 1, 1}, map[string]int{"rr": 3, "se": 1}),
		mixOf("market", []int{2, 1, 1}, map[string]int{"rr": 3, "mE": 1}),
	}
	// B's citizen on the short street (tile se) open to the south, (0,1).
	street := []citymoves.Move{tile("rr", 0, 0, 0), with(tile("se", 0, 1, 0), "S"), tile("rr", -1, 0, 0), tile("rr", 0, -1, 0)}
	// B's seller on a grain market open to the east, (0,1).
	market := []citymoves.Move{tile("rr", 0, 0, 0), with(tile("mE", 0, 1, 0), "E"), tile("rr", -1, 0, 0), tile("rr", 0, -1, 0)}
	for _, tc := range []struct {
		name   string
		pieces int // in the box; 0: the pack's 70
		mix    string
		moves  []citymoves.Move
		// built are the pieces the enclosing takes from the box; want
		// the scores.
		built int
		want  []int
	}{
		{"the enclosing completes a street facing the outside", 0, "street", street, 10, []int{0, 1}},
		{"the enclosing completes a market facing the outside", 0, "market", market, 10, []int{0, 1}},
		{"too few pieces: the rest are imagined and enclose the city all the same", 3, "street", street, 3, []int{0, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := ruleSet(t, tc.pieces, mixes...)
			g := mustReplay(t, set, tc.mix, players(2), false, tc.moves...)
			if _, gate := g.Wall().Gate(); gate {
				t.Fatalf("the scenario placed the gate (%s); it must end before any wall round", g.Wall())
			}
			if g.Cause() != city.EndLastTile {
				t.Fatalf("cause %q, want %q", g.Cause(), city.EndLastTile)
			}
			box := 70
			if tc.pieces > 0 {
				box = tc.pieces
			}
			if g.PiecesBuilt() != tc.built || g.PiecesLeft() != box-tc.built {
				t.Errorf("the enclosing built %d pieces and left %d; want %d and %d", g.PiecesBuilt(), g.PiecesLeft(), tc.built, box-tc.built)
			}
			if got := scores(g); !slices.Equal(got, tc.want) {
				t.Errorf("scores %v, want %v; events %+v", got, tc.want, g.Core().Events())
			}
			// score names the edges that enclosed the city, all ten, with
			// pieces from the box or imagined.
			doc, err := g.EncodeScore()
			if err != nil {
				t.Fatal(err)
			}
			var score struct {
				City struct {
					Wall struct {
						Closing []city.EdgeAt `json:"closing"`
					} `json:"wall"`
				} `json:"city"`
			}
			if err := json.Unmarshal(doc, &score); err != nil {
				t.Fatalf("%v in\n%s", err, doc)
			}
			if n := len(score.City.Wall.Closing); n != 10 {
				t.Errorf("score names %d closing edges, want 10:\n%s", n, doc)
			}
			if n := g.Core().Supply(1); n != set.Pack.Rules.City.Followers {
				t.Errorf("B has %d followers in supply, want all %d back", n, set.Pack.Rules.City.Followers)
			}
		})
	}
}
