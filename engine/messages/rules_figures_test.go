package messages_test

import (
	"bytes"
	"slices"
	"testing"
)

// cityAndRoad: Red's knight waits in a city cap at (1,-1) and Red's thief
// on the road west of the start tile; Red's tile at (1,0) completes both in
// one round of scoring, the city (4 points) first, then the road (3).
var cityAndRoad = []string{
	"W -1,0 0 E",
	"Blue: E 0,-1 180",
	"Red: E 1,-1 180 S",
	"Blue: B 0,1 0",
}

func withMoves(base []string, more ...string) []string {
	return append(slices.Clone(base), more...)
}

// TestTwoFigures: every player has two score figures, both on 0 at the
// start.
func TestTwoFigures(t *testing.T) {
	// Seed: "Each player places the woman follower in his or her color in
	// addition to his normal follower on the zero of the scoreboard. There
	// are now, therefore, two counting figures on the scoreboard for each
	// player."
	set := rulesPack(t, nil)
	for _, players := range []int{2, 5} {
		g := game{players: players}.play(t, set)
		st := g.Standing()
		if st.DarkEvery != 5 {
			t.Errorf("%d players: standing's dark spaces every %d, want 5", players, st.DarkEvery)
		}
		for seat, name := range g.Core().Players() {
			if got := g.Figures(seat); !slices.Equal(got, []int{0, 0}) {
				t.Errorf("%d players: %s's figures %v, want [0 0]", players, name, got)
			}
			if got := st.Scores[seat].Figures; !slices.Equal(got, []int{0, 0}) {
				t.Errorf("%d players: %s's figures in the standing %v, want [0 0]", players, name, got)
			}
		}
	}
}

// TestFigureChoice: the scoring player chooses the figure that moves, one
// figure for all of a feature's points; each feature of a round may move
// another figure; on a shared feature each scorer chooses its own.
func TestFigureChoice(t *testing.T) {
	set := rulesPack(t, nil)
	runRuleCases(t, set, []ruleCase{
		{
			name:    "the scoring player chooses the figure",
			seed:    "Whenever a player scores points during the game, he or she can choose which one of the two scoring figures to move forward on the scoreboard.",
			game:    game{moves: []string{"E 0,-1 180 S | Red 2"}},
			scores:  map[string]int{"Red": 4, "Blue": 0},
			figures: map[string][]int{"Red": {0, 4}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 0, "Blue": 0},
		},
		{
			name: "a city and a road of one round move different figures",
			seed: "Footnote 14: If, for example, a city and a road are completed and scored by the active player, a different counting follower could be moved for each feature. " +
				"However, all points scored by that city must be moved by one counting follower, and all points scored by that road must be moved by one counting follower.",
			game:    game{moves: withMoves(cityAndRoad, "animal-CFFR 1,0 0 | Red 1, Red 2")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {4, 3}, "Blue": {0, 0}},
		},
		{
			name:    "the same round's features may move the same figure",
			seed:    "If more than one feature is scored on a single turn, the entire point value for each individual feature must be scored by moving a single counting follower.",
			game:    game{moves: withMoves(cityAndRoad, "animal-CFFR 1,0 0 | Red 2, Red 2")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {0, 7}, "Blue": {0, 0}},
		},
		{
			name: "a shared road: each scorer moves a figure of its own choosing",
			seed: "Whenever a player scores points during the game, he or she can choose which one of the two scoring figures to move forward on the scoreboard.",
			// Red's and Blue's thieves tie on a road of 5 that Blue
			// completes: both score 5, Red on figure 2, Blue on figure 1;
			// Blue is active, lands on 5 and takes a message.
			game: game{moves: []string{"W 1,0 0 W", "B 0,1 0", "E 0,-1 180", "U -1,1 0 N", "V -1,0 270",
				"Blue: W -1,2 180 | Red 2, Blue 1", "msg 4 seal 2"}},
			scores:  map[string]int{"Red": 5, "Blue": 7},
			figures: map[string][]int{"Red": {0, 5}, "Blue": {5, 2}},
			taken:   map[string]int{"Red": 0, "Blue": 1},
		},
		{
			name:    "a player who is not active chooses its figure too",
			seed:    "Whenever a player scores points during the game, he or she can choose which one of the two scoring figures to move forward on the scoreboard.",
			game:    game{moves: []string{"G 0,-1 90 S", "Blue: E 0,-2 180 | Red 2"}},
			scores:  map[string]int{"Red": 6, "Blue": 0},
			figures: map[string][]int{"Red": {0, 6}, "Blue": {0, 0}},
		},
		{
			name:  "a round's award without its figure is refused",
			seed:  "Whenever a player scores points during the game, he or she can choose which one of the two scoring figures to move forward on the scoreboard.",
			game:  game{moves: withMoves(cityAndRoad, "animal-CFFR 1,0 0 | Red 1")},
			wrong: `the tile's round of scoring gives Red 3 points: list the figure that moves in "figures" (entry 2: {"player": "Red", "figure": 1 to 2})`,
		},
		{
			name:  "a figure of another player than the scorer is refused",
			seed:  "Whenever a player scores points during the game, he or she can choose which one of the two scoring figures to move forward",
			game:  game{moves: []string{"E 0,-1 180 S | Blue 1"}},
			wrong: `"figures" entry 1 names Blue, but that award of the round goes to Red (4 points)`,
		},
		{
			name:  "a third figure is refused",
			seed:  "There are now, therefore, two counting figures on the scoreboard for each player.",
			game:  game{moves: []string{"E 0,-1 180 S | Red 3"}},
			wrong: `"figures" entry 1: figure 3: each player has figures 1 to 2`,
		},
		{
			name:  "figures for awards the round did not make are refused",
			seed:  "the entire point value for each individual feature must be scored by moving a single counting follower",
			game:  game{moves: []string{"E 0,-1 180 S | Red 1, Red 2"}},
			wrong: "2 figure(s) listed, but the tile's round of scoring moved 1",
		},
	})
}

// TestFinalScore: final scoring moves no figure and takes no message;
// the final score is the sum of both figures plus final scoring's points.
func TestFinalScore(t *testing.T) {
	set := rulesPack(t, nil)
	// Red lands on 5 with a road and takes message 4 as its seal (figure
	// 2: 2); Red's thief on the road south of the junction at (-1,0)
	// scores 3 in final scoring (to 10, a dark total), Blue's knight in
	// the city cap at (1,-1) scores 1.
	sc := game{final: true, moves: []string{
		"W -1,0 0 E", "U 1,0 90", "U -1,1 0 N", "U 2,0 90", "U -1,2 0", "E 1,-1 0 N", "W 3,0 0 | Red 1", "msg 4 seal 2",
	}}
	g := sc.play(t, set)
	// Seed: "The point values of both counting figures are added together
	// at the end of the game to produce the player's final score. ... In
	// the final scoring, no further Messages are received, even if a
	// counting figure lands on a dark field."
	checkGame(t, g, map[string]int{"Red": 5 + 2 + 3, "Blue": 1}, map[string][]int{"Red": {5, 2}, "Blue": {0, 0}}, map[string]int{"Red": 1, "Blue": 0})
	if !g.Core().Over() {
		t.Fatal("the game is not over after a record with \"final\": true")
	}
	// Footnote 20: "both counting followers are considered equally, with
	// no differences between the two": the same game with the seal on
	// figure 1 ends with the same score.
	sc.moves[len(sc.moves)-1] = "msg 4 seal 1"
	g1 := sc.play(t, set)
	checkGame(t, g1, map[string]int{"Red": 10, "Blue": 1}, map[string][]int{"Red": {7, 0}, "Blue": {0, 0}}, nil)
	// The standing of a game over shows the total, without figures.
	for seat, s := range g.Standing().Scores {
		if s.Figures != nil {
			t.Errorf("seat %d: figures %v in the standing of a game over, want none (the total stands on one)", seat, s.Figures)
		}
	}
	// The score document shows where the figures stood before final
	// scoring and the message taken.
	doc, err := g.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"figures": {"Red": [5,2], "Blue": [0,0]}`,
		`{"move":7,"player":"Red","message":4,"action":"2 points per pennant in every city holding a follower of yours","take":"seal","figure":2}`} {
		if !bytes.Contains(doc, []byte(want)) {
			t.Errorf("score document lacks %s:\n%s", want, doc)
		}
	}
}

// TestStandingInPlay: during play the standing shows both figures of every
// seat, the dark spaces, the messages left in the deck and those taken.
func TestStandingInPlay(t *testing.T) {
	set := rulesPack(t, nil)
	g := game{moves: withMoves(chain, "msg 3 action 2", "msg 5 seal 1", "Blue: B 0,2 0")}.play(t, set)
	st := g.Standing()
	if got := st.Scores[0].Figures; !slices.Equal(got, []int{7, 5}) {
		t.Errorf("Red's figures in the standing %v, want [7 5]", got)
	}
	if got := st.Scores[1].Figures; !slices.Equal(got, []int{0, 0}) {
		t.Errorf("Blue's figures in the standing %v, want [0 0]", got)
	}
	facts := map[string]string{}
	for _, f := range st.Facts {
		facts[f.Label] = f.Value
	}
	// Seed: "he or she places the Message tile face down at the bottom of
	// the Message stack": both messages are back in the deck of 8.
	if facts["Messages in the deck"] != "8" || facts["Messages taken"] != "Red 2, Blue 0" {
		t.Errorf("facts %q, want 8 messages in the deck and Red 2, Blue 0 taken", facts)
	}
}
