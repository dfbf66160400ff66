package messages_test

import (
	"testing"
)

// minority: Blue's two thieves and Red's one on the road of row 1 (5
// tiles, open east); Red's thief on the road of row 0 closes it with the
// junction at (3,0): Red 5, a message.
var minority = []string{
	"U 1,0 90 E", "W -1,0 0 S", "U 2,0 90", "U 0,1 90 E", "U 2,1 90 W", "U 1,1 90", "E 0,-1 180", "V -1,1 180",
	"Red: W 3,0 0 | Red 1",
}

// TestMessages carries out the eight messages as the seed words them, each
// on a board that classic can build. The seed's footnotes (official
// clarifications and community rulings) that classic cannot reach, and
// why:
//
//   - 1 (the 2013 rules word it more clearly) and 21 (the rounds are
//     numbered after the order of play) state no rule.
//   - 3 (a road with an inn scores 0) and 4 (a city with a cathedral
//     scores 0): classic has neither inns nor cathedrals; the Winter
//     Edition's tile "animal-CFRC" names an inn in its description only,
//     its road scores as any road.
//   - 5 and 6 (shrines, abbeys, German, Dutch and Belgian monasteries,
//     Japanese buildings, Darmstadt churches; abbots): classic has plain
//     cloisters and monks only.
//   - 7, in part (big follower, mayor, wagon, ringmaster, guards, phantom;
//     a cloister inside a city, from expansions 3 and 8): classic has one
//     kind of follower and no cloister in a city. What classic reaches —
//     a monk is not a knight — is tested below.
//   - 9, in part (playing a tile kept in one's supply instead of drawing
//     one, as some expansions allow; the seed's list of them is cut off):
//     classic keeps no such tiles.
//   - 10, 18 and 24 (the builder's double turn and its order with the tile
//     of message 7): classic has no builder.
//   - 11, in part (a thief on a road with an inn, a knight in a city with
//     a cathedral or besieged, a mayor, a castle, a lord or lady score
//     0): none in classic; what classic reaches — no majority, a farm with
//     no completed city — is tested below.
//   - 12 (bonus points of the removed figure: fairy, ringmaster): classic
//     has no figure with a bonus.
//   - 15 and 17 (stolen points, payments, the bazaar's bidding, a
//     prisoner's ransom; backward moves): classic pays nothing and takes
//     nothing back, every figure moves forward.
//   - 19, 22 and 23 (the fairy's 1 point and the wind rose's 3 points are
//     rounds of their own): classic has neither; its turn has one round of
//     scoring, the completed features (round 3 of the seed's list), and
//     message points are rounds of their own ("Variabil").
//   - 25 (the Crop Circles tiles of the minis differ from Crop Circles I):
//     the pack's crop-circle tile is a Crop Circles II tile; it plays as an
//     ordinary land tile unless the option cropCircles is on, whose rule
//     cropcircle_test.go checks.
//
// Footnotes 2 (only the feature's points: classic gives a feature no
// other), 7 (a monk), 8, 9, 11 (no majority; a farm without a completed
// city), 13, 14, 16 and 20 are tested here and in rules_figures_test.go and
// rules_dark_test.go.
func TestMessages(t *testing.T) {
	set := rulesPack(t, nil)
	noIncomplete := `{"noIncompleteScoring": true}`
	runRuleCases(t, set, []ruleCase{
		// Message 1.
		{
			name: "1: the smallest road with a follower of yours",
			seed: "(1) Score smallest road: The player selects a road on which he or she has at least one follower ... If there is more than one road to choose from, the player must select the one that would be worth the fewest points when scored at the end of the game.",
			// Red's thieves on a road of 2 (south of the junction) and
			// one of 3 (west of it).
			game:    game{moves: withMoves(fiveRoadWith("U -1,1 0 N", "U -2,0 90 E", "U -3,0 90"), "msg 1 action 2")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {5, 2}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 2, "Blue": 0},
		},
		{
			name: "1: majority not needed, for you alone, the follower stays",
			seed: "(1) the player does not need to have a majority of followers, just needs to be represented ... The player receives the number of points the road would be worth if it were the end of the game. The player's follower remains on the road.",
			// The road of row 1 is worth 5 at the end: on figure 2, 5, a
			// dark space, so a second message comes.
			game:    game{moves: withMoves(minority, "msg 1 action 2", "msg 2 seal 1")},
			scores:  map[string]int{"Red": 12, "Blue": 0},
			figures: map[string][]int{"Red": {7, 5}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 1, "Blue": 2},
		},
		{
			name:    "1: nothing under the house rule that incomplete features score nothing",
			seed:    "(1) The player receives the number of points the road would be worth if it were the end of the game.",
			game:    game{options: noIncomplete, moves: withMoves(fiveRoadWith("U -1,1 0 N", "U -2,0 90 E", "U -3,0 90"), "msg 1 action")},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			figures: map[string][]int{"Red": {5, 0}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 2, "Blue": 0},
		},
		{
			name:  "1: a message that scores nothing moves no figure",
			seed:  "(1) The player receives the number of points the road would be worth if it were the end of the game.",
			game:  game{options: noIncomplete, moves: withMoves(fiveRoadWith("U -1,1 0 N", "U -2,0 90 E", "U -3,0 90"), "msg 1 action 2")},
			wrong: `message 1 scored no points, so no figure moves: remove "figure"`,
		},
		{
			name:  "1: a message that scores needs its figure",
			seed:  "Whenever a player scores points during the game, he or she can choose which one of the two scoring figures to move forward",
			game:  game{moves: withMoves(fiveRoadWith("U -1,1 0 N", "U -2,0 90 E", "U -3,0 90"), "msg 1 action")},
			wrong: `message 1 scores 2 points: give "figure", 1 to 2`,
		},
		// Message 2.
		{
			name: "2: the smallest city, pennants counted",
			seed: "(2) Score smallest city: Same as Message 1 but applies to cities.",
			// Red's knights: a city of 3 tiles and a pennant (worth 4 at the end) and a
			// city of 1 tile with a pennant (worth 2).
			game:    game{moves: withMoves(fiveRoadWith("G 0,-1 90 S", "M 1,-1 0 N", "F 0,-2 90"), "msg 2 action 2")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {5, 2}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 2, "Blue": 0},
		},
		{
			name:    "2: nothing under the house rule that incomplete features score nothing",
			seed:    "(2) Same as Message 1 but applies to cities.",
			game:    game{options: noIncomplete, moves: withMoves(fiveRoadWith("G 0,-1 90 S", "M 1,-1 0 N", "F 0,-2 90"), "msg 2 action")},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			figures: map[string][]int{"Red": {5, 0}, "Blue": {0, 0}},
		},
		// Message 3.
		{
			name: "3: the smallest cloister",
			seed: "(3) Score smallest cloister: Same as Message 1 but applies to cloisters.",
			// Red's monks: the cloister at (-1,1) has 2 neighbours (worth
			// 3), the one at (2,1) has 3 (worth 4).
			game:    game{moves: withMoves(fiveRoadWith("A -1,1 180 cloister", "B 2,1 0 cloister", "E 0,-1 180"), "msg 3 action 2")},
			scores:  map[string]int{"Red": 8, "Blue": 0},
			figures: map[string][]int{"Red": {5, 3}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 2, "Blue": 0},
		},
		{
			name:    "3: nothing under the house rule that incomplete features score nothing",
			seed:    "(3) Same as Message 1 but applies to cloisters.",
			game:    game{options: noIncomplete, moves: withMoves(fiveRoadWith("A -1,1 180 cloister", "B 2,1 0 cloister", "E 0,-1 180"), "msg 3 action")},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			onBoard: map[string]int{"Red": 2, "Blue": 0},
		},
		{
			name:    "3: no cloister of yours: nothing",
			seed:    "(3) Same as Message 1 but applies to cloisters.",
			game:    game{moves: withMoves(fiveRoadWith("G 0,-1 90 S", "B 2,1 0", "E 1,-1 0"), "msg 3 action")},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			figures: map[string][]int{"Red": {5, 0}, "Blue": {0, 0}},
		},
		// Message 4.
		{
			name: "4: 2 points per pennant in every city with a follower of yours",
			seed: "(4) The player receives 2 points for each pennant in each city where he has at least 1 follower - the player does not need the majority of followers in a city.",
			// Red's knights: the city at (1,-1) with Blue's tile at (2,-1)
			// (2 pennants), the city at (-1,-1) (1 pennant).
			game:    game{moves: withMoves(fiveRoadWith("M 1,-1 0 N", "F -1,-1 0 E", "F 2,-1 0"), "msg 4 action 2")},
			scores:  map[string]int{"Red": 11, "Blue": 0},
			figures: map[string][]int{"Red": {5, 6}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 2, "Blue": 0},
		},
		// Message 5.
		{
			name: "5: 2 points per knight of yours; a monk is not a knight",
			seed: "(5) The player receives 2 points for each of his or her knights (followers in a city). [7] The knights remain in the game. Footnote 7: Any follower placed on a cloister within a city will be a monk and will not be counted as a knight.",
			// Red: a knight at (0,-1), a monk at (2,1); Blue: a knight at
			// (1,-1).
			game:    game{moves: withMoves(fiveRoadWith("G 0,-1 90 S", "B 2,1 0 cloister", "M 1,-1 0 N"), "msg 5 action 2")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {5, 2}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 2, "Blue": 1},
		},
		// Message 6.
		{
			name: "6: 2 points per farmer of yours, not 3",
			seed: "(6) 2 points for each farmer [8]: The player gets 2 points for each of his or her farmers (followers on a farm). The farmers remain in the game. Footnote 8: ... the actual tile included is for 2 points.",
			// Red's farmers north and south of the road.
			game:    game{moves: withMoves(fiveRoadWith("B 1,1 0 N", "B 1,-1 0 N", "B 2,1 0"), "msg 6 action 2")},
			scores:  map[string]int{"Red": 9, "Blue": 0},
			figures: map[string][]int{"Red": {5, 4}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 2, "Blue": 0},
		},
		// Message 8.
		{
			name: "8: the follower's feature with the majority, as at the end; the follower returns",
			seed: "(8) The player chooses one of his or her followers in play. If the player has the majority in the feature where the selected follower stands, he or she scores that feature (only for himself or herself) as if it were the end of the game. The player then puts the chosen follower back in his or her supply.",
			// Red's knight in a city of 2 (worth 2 at the end); Red's monk
			// at (2,1) stays.
			game:    game{moves: withMoves(fiveRoadWith("G 0,-1 90 S", "B 2,1 0 cloister", "B 1,1 0"), "msg 8 action 2 @ 0,-1 N")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {5, 2}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 1, "Blue": 0},
			supply:  map[string]int{"Red": 6, "Blue": 7},
		},
		{
			name: "8: a farmer scores its farm as at the end",
			seed: "(8) he or she scores that feature (only for himself or herself) as if it were the end of the game.",
			// Red's farmer north of the road borders the city Blue closed
			// at (0,-1): 3 points.
			game:    game{moves: withMoves(fiveRoadWith("B 1,-1 0 N", "B 2,1 0", "E 0,-1 180"), "msg 8 action 2 @ 1,-1 N")},
			scores:  map[string]int{"Red": 8, "Blue": 0},
			figures: map[string][]int{"Red": {5, 3}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 0, "Blue": 0},
			supply:  map[string]int{"Red": 7, "Blue": 7},
		},
		{
			name:    "8: under the house rule that incomplete features score nothing, a city scores 0",
			seed:    "(8) he or she scores that feature (only for himself or herself) as if it were the end of the game.",
			game:    game{options: noIncomplete, moves: withMoves(fiveRoadWith("G 0,-1 90 S", "B 2,1 0 cloister", "B 1,1 0"), "msg 8 action @ 0,-1 N")},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			onBoard: map[string]int{"Red": 1, "Blue": 0},
		},
		{
			name:    "8: under the same house rule a farm still scores",
			seed:    "(8) he or she scores that feature (only for himself or herself) as if it were the end of the game.",
			game:    game{options: noIncomplete, moves: withMoves(fiveRoadWith("B 1,-1 0 N", "B 2,1 0", "E 0,-1 180"), "msg 8 action 2 @ 1,-1 N")},
			scores:  map[string]int{"Red": 8, "Blue": 0},
			onBoard: map[string]int{"Red": 0, "Blue": 0},
		},
		{
			name:    "8: a farm with no completed city scores 0, the farmer returns",
			seed:    "Footnote 11: Note that you can score 0 points. This scenario may cover: ... A farmer in farm with no completed cities",
			game:    game{moves: withMoves(fiveRoadWith("B 1,1 0 N", "B 2,1 0", "E 0,-1 180"), "msg 8 action @ 1,1 N")},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			onBoard: map[string]int{"Red": 0, "Blue": 0},
			supply:  map[string]int{"Red": 7, "Blue": 7},
		},
		{
			name:    "8: without the majority: 0 points, the follower returns, the others stay",
			seed:    "Footnote 11: Note that you can score 0 points. This scenario may cover: ... You do not have the majority. Footnote 13: Any other followers belonging to you or other players remain on the feature, as it is still incomplete.",
			game:    game{moves: withMoves(minority, "msg 8 action @ 2,1 E")},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			figures: map[string][]int{"Red": {5, 0}, "Blue": {0, 0}},
			onBoard: map[string]int{"Red": 0, "Blue": 2},
			supply:  map[string]int{"Red": 7, "Blue": 5},
		},
		{
			name: "8: the record names the follower by any port of its feature",
			seed: "(8) The player chooses one of his or her followers in play.",
			// The knight's city at (0,-1) runs north to south: "S" names
			// it as well as "N".
			game:    game{moves: withMoves(fiveRoadWith("G 0,-1 90 S", "B 2,1 0 cloister", "B 1,1 0"), "msg 8 action 2 @ 0,-1 S")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			onBoard: map[string]int{"Red": 1, "Blue": 0},
		},
		{
			name:  "8: impossible with no follower on the board: only the seal",
			seed:  "(8) The player chooses one of his or her followers in play.",
			game:  game{moves: withMoves(fiveRoad("U -1,1 0", "E 0,-1 180"), "msg 8 action")},
			wrong: "message 8's action cannot be carried out now (no follower of yours stands on the board): take the seal",
		},
		{
			name:    "8: with no follower on the board, the seal",
			seed:    "He or she has two options, either: Perform the action of the Message or Score 2 points immediately",
			game:    game{moves: withMoves(fiveRoad("U -1,1 0", "E 0,-1 180"), "msg 8 seal 2")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {5, 2}, "Blue": {0, 0}},
		},
		{
			name:  "8: the record names the follower",
			seed:  "(8) The player chooses one of his or her followers in play.",
			game:  game{moves: withMoves(minority, "msg 8 action")},
			wrong: `message 8 scores and returns a follower: name it in "follower": {"x": X, "y": Y, "at": PORT}`,
		},
		{
			name:  "8: taken as its seal, it names no follower",
			seed:  "He or she has two options, either: Perform the action of the Message or Score 2 points immediately",
			game:  game{moves: withMoves(minority, "msg 8 seal 2 @ 2,1 E")},
			wrong: `only message "score and return" taken as its action names a follower: remove "follower"`,
		},
		{
			name:  "another message names no follower",
			seed:  "(1) The player's follower remains on the road.",
			game:  game{moves: withMoves(minority, "msg 1 action 2 @ 2,1 E")},
			wrong: `only message "score and return" taken as its action names a follower: remove "follower"`,
		},
		{
			name:  "8: another player's follower cannot be chosen",
			seed:  "(8) The player chooses one of his or her followers in play.",
			game:  game{moves: withMoves(minority, "msg 8 action @ 0,1 E")},
			wrong: "no follower of Red stands at (0,1) E",
		},
	})
}

// TestOneMoreTile: message 7 plays one more land tile with a full turn.
func TestOneMoreTile(t *testing.T) {
	set := rulesPack(t, nil)
	// Red's thief waits on the road west of the junction at (-1,0), 4
	// tiles; the tile of message 7 closes it with a junction at (-5,0): 5
	// points on figure 2, a dark space: another message.
	west := []string{"W -1,0 0 E", "U 1,0 90", "U -2,0 90 E", "U 2,0 90", "U -3,0 90", "U -4,0 90", "Red: W 3,0 0 | Red 1"}
	runRuleCases(t, set, []ruleCase{
		{
			name: "7: one more tile, a follower on it, its round takes another message",
			seed: "(7) The active player draws another land tile and plays it. Also, he may put an additional follower into play according to normal rules. Footnote 9: The placement of this tile follows a normal turn with all its phases. ... The player may also receive additional messages.",
			game: game{moves: withMoves(west, "msg 7 action", "+W -5,0 0 S | Red 2", "msg 2 seal 1",
				"Blue: B 0,1 0")},
			scores:  map[string]int{"Red": 12, "Blue": 0},
			figures: map[string][]int{"Red": {7, 5}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 2, "Blue": 0},
			onBoard: map[string]int{"Red": 1, "Blue": 0},
		},
		{
			name: "7: figures the round before the tile did not move are refused",
			seed: "the entire point value for each individual feature must be scored by moving a single counting follower",
			game: game{moves: withMoves(west[:len(west)-1], "Red: W 3,0 0 | Red 1, Red 2", "msg 7 action", "+W -5,0 0 S | Red 2", "msg 2 seal 1",
				"Blue: B 0,1 0")},
			wrong: "2 figure(s) listed, but the tile's round of scoring moved 1",
		},
		{
			name:  "7: the record plays the tile",
			seed:  "(7) The active player draws another land tile and plays it.",
			game:  game{moves: withMoves(west, "msg 7 action", "Blue: B 0,1 0")},
			wrong: `message "one more tile" was carried out: the next move must be that tile, with "extra": true`,
		},
		{
			name:  "7: an extra tile without the message is refused",
			seed:  "(7) The active player draws another land tile and plays it.",
			game:  game{moves: withMoves(west, "msg 7 seal 2", "+W -5,0 0 S | Red 2")},
			wrong: `an extra tile follows a message "one more tile" carried out, and none was`,
		},
		{
			name:  "7: impossible with no tile left: only the seal",
			seed:  "(7) The active player draws another land tile and plays it.",
			game:  game{mix: "last-road", moves: []string{"W -1,0 0 E", "U 1,0 90", "U 2,0 90", "B 0,1 0", "W 3,0 0 | Red 1", "msg 7 action"}},
			wrong: "message 7's action cannot be carried out now (no tile is left to draw): take the seal",
		},
		{
			name: "7: on the last tile the seal, then final scoring",
			seed: "In the final scoring, no further Messages are received, even if a counting figure lands on a dark field.",
			// Nothing of Red's is left open: the final score is the sum
			// of the figures.
			game:   game{mix: "last-road", moves: []string{"W -1,0 0 E", "U 1,0 90", "U 2,0 90", "B 0,1 0", "W 3,0 0 | Red 1", "msg 7 seal 2"}},
			scores: map[string]int{"Red": 7, "Blue": 0},
			taken:  map[string]int{"Red": 1, "Blue": 0},
		},
	})
}
