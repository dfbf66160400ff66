package messages_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// fiveRoad: Red's thief on the junction at (-1,0) and Red's junction at
// (3,0) close a road of 5 tiles on Red's 7th move (Red 5, a dark space).
// Blue extends the road; Red's third move and Blue's sixth are free.
func fiveRoad(red3, blue6 string) []string { return fiveRoadWith(red3, "B 0,1 0", blue6) }

// fiveRoadWith is fiveRoad with Red's fifth move free too.
func fiveRoadWith(red3, red5, blue6 string) []string {
	return []string{"W -1,0 0 E", "Blue: U 1,0 90", "Red: " + red3, "Blue: U 2,0 90", "Red: " + red5, "Blue: " + blue6, "Red: W 3,0 0 | Red 1"}
}

// twoDark: Red's knight closes a city of 3 on Blue's move (Red 6 on
// figure 1); then Red's tile at (3,0) completes Red's city cap at (3,-1) (4
// points) and Red's road of 5 in one round: city on figure 1 (10), road on
// figure 2 (5), both on dark spaces.
var twoDark = []string{
	"G 0,-1 90 S", "Blue: E 0,-2 180 | Red 1", "W -1,0 0 E", "U 1,0 90", "U 2,0 90", "B 2,-1 0", "E 3,-1 180 S", "B 0,1 0",
	"Red: animal-CFFR 3,0 0 | Red 1, Red 2",
}

// passing: Red stands on 6 (figure 1) when Red's tile at (1,0) completes
// a city of 4 points, then a road of 3.
var passing = []string{
	"G 0,-1 90 S", "Blue: E 0,-2 180 | Red 1", "W -1,0 0 E", "B 0,1 0", "E 1,-1 180 S", "B 0,2 0",
}

// chain: Red's road of 5 puts figure 1 on 5; Red's monk on the cloister at
// (1,1) has 4 neighbours (the cloister is worth 5 at the end).
var chain = []string{
	"W -1,0 0 E", "U 1,0 90", "B 1,1 0 cloister", "B 0,1 0", "U 2,0 90", "E 0,-1 180", "W 3,0 0 | Red 1",
}

func TestDarkSpaces(t *testing.T) {
	// Seed: "a dark number space (0, 5, 10, 15,...)".
	g := game{}.play(t, rulesPack(t, nil))
	for s := range 31 {
		if want := s%5 == 0; g.Dark(s) != want {
			t.Errorf("space %d dark: %v, want %v", s, g.Dark(s), want)
		}
	}
}

// TestWhoTakesMessages: only the active player takes a message, only when
// a figure that moved in the round ends on a dark space, and one per round
// at most.
func TestWhoTakesMessages(t *testing.T) {
	set := rulesPack(t, nil)
	runRuleCases(t, set, []ruleCase{
		{
			name:    "the active player landing on a dark space takes a message",
			seed:    "The active player (and only that player) gets a Message tile if one of his two counting figures lands on a dark number space (0, 5, 10, 15,...).",
			game:    game{moves: append(fiveRoad("U -1,1 0", "E 0,-1 180"), "msg 6 seal 2")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {5, 2}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 1, "Blue": 0},
		},
		{
			name:  "a record without the message due is refused",
			seed:  "The active player takes the top tile from the stack of Message tiles and turns it over.",
			game:  game{moves: fiveRoad("U -1,1 0", "E 0,-1 180")},
			wrong: `the round of scoring leaves a figure of Red on a dark space, so Red takes a message: the next move must be {"message": N, "take": "action" or "seal"}`,
		},
		{
			name:    "another player's figure on a dark space takes nothing",
			seed:    "Important: Only the active player can receive Messages, even if other players' counting figures land on dark fields on the scoring track.",
			game:    game{moves: []string{"W -1,0 0 E", "U 1,0 90", "U 2,0 90", "Blue: W 3,0 0 | Red 1"}},
			scores:  map[string]int{"Red": 5, "Blue": 0},
			figures: map[string][]int{"Red": {5, 0}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 0, "Blue": 0},
		},
		{
			name:  "a record giving the other player a message is refused",
			seed:  "Important: Only the active player can receive Messages, even if other players' counting figures land on dark fields on the scoring track.",
			game:  game{moves: []string{"W -1,0 0 E", "U 1,0 90", "U 2,0 90", "Blue: W 3,0 0 | Red 1", "Red: msg 6 seal 2"}},
			wrong: "no message is due here",
		},
		{
			name: "on a shared feature the active player takes the message, not the other",
			seed: "Important: Only the active player can receive Messages, even if other players' counting figures land on dark fields on the scoring track.",
			game: game{moves: []string{"W 1,0 0 W", "B 0,1 0", "E 0,-1 180", "U -1,1 0 N", "V -1,0 270",
				"Blue: W -1,2 180 | Red 1, Blue 1", "Red: msg 4 seal 2"}},
			wrong: "the active player Blue takes the message, not Red",
		},
		{
			name:    "a figure left on 0 takes no message",
			seed:    "gets a Message tile if one of his two counting figures lands on a dark number space",
			game:    game{moves: []string{"E 0,-1 180 S | Red 1"}},
			figures: map[string][]int{"Red": {4, 0}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 0, "Blue": 0},
		},
		{
			name: "a figure left on 5 from before takes no message",
			seed: "gets a Message tile if one of his two counting figures lands on a dark number space",
			// Red's thief at (-1,1) closes a road of 4 later: figure 2
			// from 2 to 6, figure 1 stays on 5.
			game: game{moves: append(fiveRoad("U -1,1 0 N", "E 0,-1 180"), "msg 6 seal 2",
				"Blue: B 1,1 0", "Red: U -1,2 0", "Blue: B 2,1 0", "Red: W -1,3 180 | Red 2")},
			scores:  map[string]int{"Red": 11, "Blue": 0},
			figures: map[string][]int{"Red": {5, 6}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 1, "Blue": 0},
		},
		{
			name:    "both figures on dark spaces after one round: one message",
			seed:    "The active player can receive only one Message from a round of scoring [16] [17] even if, for example, both scoring figures end up on dark number fields after the scoring of several finished features.",
			game:    game{moves: append(slices.Clone(twoDark), "msg 2 seal 1")},
			scores:  map[string]int{"Red": 17, "Blue": 0},
			figures: map[string][]int{"Red": {12, 5}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 1, "Blue": 0},
		},
		{
			name:  "a second message for the same round is refused",
			seed:  "The active player can receive only one Message from a round of scoring",
			game:  game{moves: append(slices.Clone(twoDark), "msg 2 seal 1", "msg 4 seal 1")},
			wrong: "move 11 (message 4): the record's choices do not fit the game: no message is due here",
		},
		{
			name: "a figure that passes a dark space within the round takes none",
			seed: "Footnote 16: all features (or figures) scored in one \"round of scoring\" are counted together, and only at the end of a \"round of scoring\" is it determined if a scoring figure is on a dark space.",
			// 6 + 4 = 10, a dark space, then + 3 = 13 at the end of the round.
			game:    game{moves: withMoves(passing, "animal-CFFR 1,0 0 | Red 1, Red 1")},
			scores:  map[string]int{"Red": 13, "Blue": 0},
			figures: map[string][]int{"Red": {13, 0}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 0, "Blue": 0},
		},
		{
			name:  "a message after a round that ends off the dark spaces is refused",
			seed:  "Footnote 16: only at the end of a \"round of scoring\" is it determined if a scoring figure is on a dark space.",
			game:  game{moves: withMoves(passing, "animal-CFFR 1,0 0 | Red 1, Red 1", "msg 1 seal 1")},
			wrong: "no message is due here",
		},
		{
			name:    "the same round ending on a dark space takes one",
			seed:    "Footnote 16: only at the end of a \"round of scoring\" is it determined if a scoring figure is on a dark space.",
			game:    game{moves: withMoves(passing, "animal-CFFR 1,0 0 | Red 1, Red 2", "msg 1 seal 1")},
			scores:  map[string]int{"Red": 15, "Blue": 0},
			figures: map[string][]int{"Red": {12, 3}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 1, "Blue": 0},
		},
	})
}

// TestChains: message points are a round of their own; landing on a dark
// space takes another message in the same turn.
func TestChains(t *testing.T) {
	set := rulesPack(t, nil)
	runRuleCases(t, set, []ruleCase{
		{
			name: "message points on a dark space take another message",
			seed: "However, if the active player gets points from a Message, it is possible that he or she could move a counting follower and receive another Message, playing it in the same turn.",
			// Message 3 scores Red's cloister, 5, on figure 2: 5 again.
			game:    game{moves: withMoves(chain, "msg 3 action 2", "msg 5 seal 1")},
			scores:  map[string]int{"Red": 12, "Blue": 0},
			figures: map[string][]int{"Red": {7, 5}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 2, "Blue": 0},
		},
		{
			name: "a seal's points chain too",
			seed: "Chains of scoring in this way can continue indefinitely.",
			// 5 + 5 = 10 on figure 1, then the seal on figure 1: 12.
			game:    game{moves: withMoves(chain, "msg 3 action 1", "msg 5 seal 1")},
			scores:  map[string]int{"Red": 12, "Blue": 0},
			figures: map[string][]int{"Red": {12, 0}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 2, "Blue": 0},
		},
		{
			name:  "the chain's next message is due",
			seed:  "it is possible that he or she could move a counting follower and receive another Message, playing it in the same turn",
			game:  game{moves: withMoves(chain, "msg 3 action 2", "Blue: B 0,2 0")},
			wrong: "so Red takes a message",
		},
		{
			name:    "message points off the dark spaces end the chain",
			seed:    "if the active player gets points from a Message, it is possible that he or she could move a counting follower and receive another Message",
			game:    game{moves: withMoves(chain, "msg 3 seal 2", "Blue: B 0,2 0")},
			scores:  map[string]int{"Red": 7, "Blue": 0},
			figures: map[string][]int{"Red": {5, 2}, "Blue": {0, 0}},
			taken:   map[string]int{"Red": 1, "Blue": 0},
		},
	})
	// What the module counts for the chain of message 3 carried out and
	// message 5 taken as its seal.
	g := game{moves: withMoves(chain, "msg 3 action 2", "msg 5 seal 1")}.play(t, set)
	st := g.Stats(0)
	wantTaken := []int{0, 0, 1, 0, 1, 0, 0, 0} // by position in the pack's deck: messages 3 and 5
	if !slices.Equal(st.Taken, wantTaken) || st.Actions != 1 || st.ActionPoints != 5 || st.SealPoints != 2 {
		t.Errorf("Red's stats %+v, want taken %v, 1 action, 5 action points, 2 seal points", st, wantTaken)
	}
	if g.Chain() != 2 {
		t.Errorf("chain %d, want 2 messages in the turn", g.Chain())
	}
}

// TestSealAndDeck: a message is carried out or taken as its seal's 2
// points, then goes under the deck; the top message is one not taken yet
// until every message has been taken.
func TestSealAndDeck(t *testing.T) {
	// Seed: "He or she has two options, either: Perform the action of the
	// Message or Score 2 points immediately (shown in the seal on the lower
	// right corner of the tile). After the player has carried out his or
	// her choice, he or she places the Message tile face down at the
	// bottom of the Message stack."
	const seed = "After the player has carried out his or her choice, he or she places the Message tile face down at the bottom of the Message stack."
	// After the chain (messages 3 and 5), Red's thief at (3,1) closes a
	// road of 3: figure 1 from 7 to 10, a third message.
	third := func(msg string) []string {
		return withMoves(chain, "msg 3 action 2", "msg 5 seal 1", "Blue: B 0,2 0", "Red: U 3,1 0 N", "Blue: B 0,3 0", "Red: W 3,2 180 | Red 1", msg)
	}
	full := rulesPack(t, nil)
	two := rulesPack(t, deckOf(3, 5))
	for _, tc := range []struct {
		name   string
		set    *engine.Set
		moves  []string
		wrong  string
		scores map[string]int
	}{
		{name: "a seal scores 2 points", set: full, moves: withMoves(chain, "msg 8 seal 1"),
			scores: map[string]int{"Red": 7, "Blue": 0}},
		{name: "a message not taken yet comes up", set: full, moves: third("msg 8 seal 2"),
			scores: map[string]int{"Red": 17, "Blue": 0}},
		{name: "a message taken before lies under those not taken yet", set: full, moves: third("msg 3 seal 2"),
			wrong: "message 3 was taken before and lies under the deck (a message taken goes to the bottom): the top message is one not taken yet (1, 2, 4, 6, 7, 8)"},
		{name: "the same message twice in a chain is refused", set: full, moves: withMoves(chain, "msg 3 action 2", "msg 3 seal 1"),
			wrong: "message 3 was taken before and lies under the deck"},
		{name: "once all were taken, the one taken longest ago comes up", set: two, moves: third("msg 3 seal 2"),
			scores: map[string]int{"Red": 17, "Blue": 0}},
		{name: "once all were taken, another than the oldest is refused", set: two, moves: third("msg 5 seal 2"),
			wrong: "message 5 was taken before and lies under the deck (a message taken goes to the bottom): the top message is message 3, the one taken longest ago"},
		{name: "a message the deck does not hold is refused", set: two, moves: withMoves(chain, "msg 8 seal 1"),
			wrong: "message 8 is not in the deck (the deck holds"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Logf("seed: %q", seed)
			g, err := game{moves: tc.moves}.replay(t, tc.set)
			if tc.wrong != "" {
				checkWrong(t, err, tc.wrong)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkGame(t, g, tc.scores, nil, nil)
			if n := len(tc.set.Pack.Rules.Messages.Deck); g.DeckSize() != n {
				t.Errorf("deck of %d messages after the turn, want %d: every message went back under it", g.DeckSize(), n)
			}
		})
	}
}
