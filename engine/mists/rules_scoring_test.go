package mists_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// TestCollectiveRoad builds the seed's 5-tile road from three separately
// claimed stretches, then joins them. Seed (Dized.MoC.0004): "finalizezi
// un drum care trece prin 5 cartonașe și are 2 meepleși albaștri și 1
// meeple roșu pe acel drum. În acest caz, încasați 10 puncte în total, 5
// pentru Albastru și 5 pentru Roșu." Dized.MoC.0034: several meeples of
// one colour score once. mists.md, option majority: "only the colour(s)
// with most meeples score; ties all".
func TestCollectiveRoad(t *testing.T) {
	tests := []struct {
		name    string
		options string
		// the colours on the west end, the middle and the east end ("" for
		// none); Ana plays red or green, Bo blue or yellow.
		west, middle, east string
		want               int
	}{
		{"per-colour, 2 blue and 1 red score 10", "", "red", "blue", "blue", 10},
		{"majority, 2 blue and 1 red: blue alone scores 5", `{"collective":"majority"}`, "red", "blue", "blue", 5},
		{"majority, 1 blue and 1 red tie: both score 10", `{"collective":"majority"}`, "red", "blue", "", 10},
		{"per-colour, 2 blue only score 5", "", "", "blue", "blue", 5},
		{"per-colour, green, blue and yellow score 15", "", "green", "blue", "yellow", 15},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, rulesSetup{
				level:   schema.MistsLevel{Ghosts: 15, Goal: 50},
				start:   []schema.Placement{{Tile: "t-field", X: 0, Y: 1}},
				tiles:   map[string]int{"t-field": 8, "t-end": 2, "t-road": 3},
				players: 2, options: tc.options,
			})
			meeple := func(m mistsmoves.Move, colour, at string) mistsmoves.Move {
				if colour != "" {
					m.Colour, m.Meeple = colour, on(at)
				}
				return m
			}
			playMoves(t, g,
				// a row of fields for the road to lie along
				mistsmoves.Move{Tile: "t-field", X: -1, Y: 1}, mistsmoves.Move{Tile: "t-field", X: 1, Y: 1},
				mistsmoves.Move{Tile: "t-field", X: -2, Y: 1}, mistsmoves.Move{Tile: "t-field", X: 2, Y: 1},
				meeple(mistsmoves.Move{Tile: "t-end", X: -2, Y: 0}, tc.west, "E"),
				meeple(mistsmoves.Move{Tile: "t-road", X: 0, Y: 0}, tc.middle, "E"),
				mistsmoves.Move{Tile: "t-road", X: -1, Y: 0},
				meeple(mistsmoves.Move{Tile: "t-end", X: 2, Y: 0, Rot: 180}, tc.east, "W"),
			)
			if got := g.Scores()[0]; got != 0 {
				t.Fatalf("score %d before the road is complete", got)
			}
			playMoves(t, g, mistsmoves.Move{Tile: "t-road", X: 1, Y: 0, Scores: points("road")})
			if got := g.Scores()[0]; got != tc.want {
				t.Errorf("the 5-tile road scored %d; want %d", got, tc.want)
			}
			if n := len(g.Core().Followers()); n != 0 {
				t.Errorf("%d meeples still on the road; mists.md: \"Meeples return after scoring\"", n)
			}
		})
	}
}

// TestCastleScoring surrounds a castle. Seed: "Există un total de 5
// cartonașe cu ceață pe ele adiacente cu castelul, plus cartonașul cu
// castelul însuși. Primești 12 puncte" and footnote 18: "un castel poate
// valora de la 2 până la 18 puncte". mists.md: "castle ..., complete when
// all 8 surrounding cells hold tiles: 2 per fog tile among the 3×3 (itself
// included)".
func TestCastleScoring(t *testing.T) {
	// The castle lies at (1,0); the start tile at (0,0) is its west
	// neighbour, and the seven others are placed in this order.
	ring := []mists.XY{{1, -1}, {0, -1}, {2, -1}, {2, 0}, {2, 1}, {1, 1}, {0, 1}}
	tests := []struct {
		name  string
		start string
		ring  []string // the tiles placed on ring, in order
		want  int
	}{
		{"5 fog neighbours score 12 (the seed's example)", "t-field",
			[]string{"t-fog", "t-fog", "t-fog", "t-fog", "t-field", "t-field", "t-fog"}, 12},
		{"8 fog neighbours score 18, the most", "t-fog",
			[]string{"t-fog", "t-fog", "t-fog", "t-fog", "t-fog", "t-fog", "t-fog"}, 18},
		{"no fog neighbour scores 2, the castle's own fog", "t-field",
			[]string{"t-field", "t-field", "t-field", "t-field", "t-field", "t-field", "t-field"}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, rulesSetup{
				level:   schema.MistsLevel{Ghosts: 15, Goal: 50},
				start:   []schema.Placement{{Tile: tc.start}},
				tiles:   map[string]int{"t-castle": 1, "t-fog": 8, "t-field": 10},
				players: 3,
			})
			playMoves(t, g, mistsmoves.Move{Tile: "t-castle", X: 1, Y: 0, Meeple: on("castle")})
			for i, id := range tc.ring {
				m := mistsmoves.Move{Tile: id, X: ring[i].X, Y: ring[i].Y}
				if i == len(tc.ring)-1 {
					if got := g.Scores()[0]; got != 0 {
						t.Fatalf("the castle scored %d with 7 of its 8 neighbours", got)
					}
					m.Scores = points("castle")
				}
				playMoves(t, g, m)
			}
			if got := g.Scores()[0]; got != tc.want {
				t.Errorf("the castle scored %d; want %d", got, tc.want)
			}
		})
	}
}

// TestScoreOrRemoveGhosts completes the start tile's road (S1, whose road
// ends at the castle ruins at the start tile's centre, and a road end: 2
// points). mists.md: "For EACH completed feature the active
// player chooses: take the points, or instead remove up to 3 ghosts from
// exactly one tile (a quarter of the start tile counts as one tile) ...
// Choosing ghost removal forfeits the whole feature's points." Seed
// (Dized.MoC.0032): "Câștigați jocul imediat ce atingeți sau depășiți
// cartonașul obiectivului".
func TestScoreOrRemoveGhosts(t *testing.T) {
	tests := []struct {
		name       string
		goal       int
		score      mists.Scoring
		wantScore  int
		wantS3     int // ghosts on the start quarter S3 (it starts with 2)
		wantSupply int
		wantWon    bool
		wantErr    bool
	}{
		{"points", 50, mists.Scoring{Kind: "road", Choice: "points"}, 2, 2, 12, false, false},
		{"ghost removal from a start quarter forfeits the points", 50,
			mists.Scoring{Kind: "road", Choice: "ghosts", Clear: &mists.ClearAt{X: 0, Y: 1, Ghosts: 2}}, 0, 0, 14, false, false},
		{"removing more ghosts than the tile holds is refused", 50,
			mists.Scoring{Kind: "road", Choice: "ghosts", Clear: &mists.ClearAt{X: 0, Y: 1, Ghosts: 3}}, 0, 2, 12, false, true},
		{"reaching the goal wins at once", 2, mists.Scoring{Kind: "road", Choice: "points"}, 2, 2, 12, true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, rulesSetup{
				level: schema.MistsLevel{Ghosts: 15, Goal: tc.goal},
				tiles: map[string]int{"t-end": 1, "t-field": 3}, players: 3,
			})
			err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"), Scores: []mists.Scoring{tc.score}})
			if (err != nil) != tc.wantErr {
				t.Fatalf("PlayMove: %v; want an error: %v", err, tc.wantErr)
			}
			if !errors.Is(err, mistsmoves.ErrChoice) && err != nil {
				t.Errorf("error %v does not wrap ErrChoice", err)
			}
			s3 := placedAt(t, g, 0, 1)
			if g.Scores()[0] != tc.wantScore || g.Ghosts(s3) != tc.wantS3 || g.GhostSupply() != tc.wantSupply {
				t.Errorf("score %d, S3 holds %d ghosts, supply %d; want %d, %d, %d",
					g.Scores()[0], g.Ghosts(s3), g.GhostSupply(), tc.wantScore, tc.wantS3, tc.wantSupply)
			}
			if g.Won() != tc.wantWon || g.Over() != tc.wantWon {
				t.Errorf("won %v, over %v; want %v", g.Won(), g.Over(), tc.wantWon)
			}
			if tc.wantWon {
				if err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "t-field", X: -1, Y: 1}); !errors.Is(err, engine.ErrGameOver) {
					t.Errorf("a move after the win: %v; want engine.ErrGameOver", err)
				}
			}
		})
	}
}

// TestSeparateScores plays Level 6's score meeples (red, green and blue
// with 2 players; Bo's yellow has none). mists.md: "3 score meeples of 3
// chosen colours, each colour scores its own points ... A threshold (dog
// or goal) counts as reached only when EVERY score meeple reached it.
// Points for a colour without a score meeple go to a score meeple of the
// active player's choice".
func TestSeparateScores(t *testing.T) {
	tests := []struct {
		name    string
		colour  string
		scoreTo []string
		want    []int
	}{
		{"blue scores on its own meeple", "blue", nil, []int{0, 0, 2}},
		{"yellow's points go to the score meeple chosen: green", "yellow", []string{"green"}, []int{0, 2, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, rulesSetup{
				level: schema.MistsLevel{Ghosts: 8, Goal: 50, Graveyards: "around", Haunted: true, SeparateScores: 3,
					Dogs: []schema.MistsDog{{Name: "Bruno", At: 2}, {Name: "Ares", At: 25}}},
				tiles: map[string]int{"t-end": 1, "t-field": 5}, stacks: []int{2, 2, 2}, players: 2,
			})
			playMoves(t, g,
				mistsmoves.Move{Tile: "t-field", X: -1, Y: 1},
				mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Colour: tc.colour, Meeple: on("E"), Scores: points("road"), ScoreTo: tc.scoreTo},
			)
			if got := g.Scores(); !slices.Equal(got, tc.want) {
				t.Errorf("score meeples %v; want %v", got, tc.want)
			}
			if g.Progress() != 0 || g.DogsReached() != 0 {
				t.Errorf("progress %d, %d dog(s) reached; one score meeple at 2 must not reach Bruno at 2 while the others are at 0", g.Progress(), g.DogsReached())
			}
		})
	}
	t.Run("a colour without a score meeple needs scoreTo", func(t *testing.T) {
		g := rulesGame(t, rulesSetup{
			level: schema.MistsLevel{Ghosts: 8, Goal: 50, Graveyards: "around", Haunted: true, SeparateScores: 3,
				Dogs: []schema.MistsDog{{Name: "Bruno", At: 3}, {Name: "Ares", At: 25}}},
			tiles: map[string]int{"t-end": 1, "t-field": 5}, stacks: []int{2, 2, 2}, players: 2,
		})
		playMoves(t, g, mistsmoves.Move{Tile: "t-field", X: -1, Y: 1})
		err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Colour: "yellow", Meeple: on("E"), Scores: points("road")})
		if !errors.Is(err, mistsmoves.ErrChoice) {
			t.Fatalf("yellow's points without scoreTo: %v; want ErrChoice", err)
		}
	})
}
