package classic_test

import (
	"errors"
	"maps"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// ruleCase plays moves (see parseMove) on the winter-edition start tile D
// at (0,0): a city cap north, a road west-east, fields north and south of
// the road. Red moves first.
type ruleCase struct {
	name string
	// rule quotes ../shared/rules/classic.md.
	rule    string
	mix     string // WD when empty
	options string
	players int // 2 when zero
	moves   []string
	final   bool // end the game after the moves ("final": true)
	want    map[string]int
	events  []string // when set, the scoring events (see eventLines)
}

var ruleCases = []ruleCase{
	{
		name:   "a follower placed this turn scores and returns",
		rule:   "A follower placed this turn can score and return this turn.",
		moves:  []string{"E 0,-1 180 S"},
		want:   map[string]int{"Red": 4, "Blue": 0},
		events: []string{"turn 1 city 4 Red"},
	},
	{
		name:   "road of 4 tiles scores 4",
		rule:   "Road: complete when each end stops at a crossing/village, a city, a cloister, or the road closes a loop. 1 point per tile (tiles, not segments).",
		moves:  []string{"U 1,0 90 E", "W -1,0 0", "W 2,0 0"},
		want:   map[string]int{"Red": 4, "Blue": 0},
		events: []string{"turn 3 road 4 Red"},
	},
	{
		name:   "a road that closes a loop is complete",
		rule:   "Road: complete when ... the road closes a loop.",
		moves:  []string{"V 0,1 270 E", "V 1,1 0", "V 0,2 180", "V 1,2 90"},
		want:   map[string]int{"Red": 4, "Blue": 0},
		events: []string{"turn 4 road 4 Red"},
	},
	{
		name:   "3-segment city with a pennant scores 8",
		rule:   "City: complete when fully walled with no gaps. 2 points per tile + 2 per pennant.",
		moves:  []string{"F 0,-1 90 N", "E 0,-2 180"},
		want:   map[string]int{"Red": 8, "Blue": 0},
		events: []string{"turn 2 city 8 Red"},
	},
	{
		name:  "two segments of one tile in the same city count once",
		rule:  "Two city segments of one tile that are the same city count as one tile.",
		moves: []string{"I 0,1 180 S", "N 1,1 180", "N 0,2 0", "N 1,2 270"},
		want:  map[string]int{"Red": 8, "Blue": 0},
	},
	{
		name:  "a pennant counts only for its own segment",
		rule:  "A pennant counts only for the city segment it lies in.",
		mix:   "pennant",
		moves: []string{"HP 0,-1 0 S"},
		final: true,
		want:  map[string]int{"Red": 4, "Blue": 0},
	},
	{
		name: "cloister with all 8 neighbours scores 9",
		rule: "Cloister: complete when the 8 surrounding cells all hold tiles: 9 points (1 per tile incl. itself).",
		moves: []string{"B 0,1 0 cloister", "U -1,0 90", "U 1,0 90", "B -1,1 0", "B 1,1 0", "B -1,2 0",
			"E 0,2 180", "E 1,2 180"},
		want:   map[string]int{"Red": 9, "Blue": 0},
		events: []string{"turn 8 cloister 9 Red"},
	},
	{
		name:   "cloister with 5 neighbours at the end scores 6",
		rule:   "incomplete cloisters 1 + 1 per neighbouring tile",
		moves:  []string{"B 0,1 0 cloister", "U -1,0 90", "U 1,0 90", "B -1,1 0", "B 1,1 0"},
		final:  true,
		want:   map[string]int{"Red": 6, "Blue": 0},
		events: []string{"final 5 cloister 6 Red"},
	},
	{
		name:   "ties score in full for all",
		rule:   "Majority: ... ties all score it in full",
		moves:  []string{"W 1,0 0 W", "B 0,1 0", "E 0,-1 180", "U -1,1 0 N", "V -1,0 270", "W -1,2 180"},
		want:   map[string]int{"Red": 5, "Blue": 5},
		events: []string{"turn 6 road 5 Red,Blue"},
	},
	{
		name: "the majority scores, and followers never multiply points",
		rule: "Majority: the player(s) with the most followers on the feature score the full value; ... number of followers never multiplies points.",
		moves: []string{"W 1,0 0 W", "B 0,1 0", "U 0,2 90 E", "U -1,1 0 N", "V -1,0 270", "E 0,-1 180",
			"V -1,2 180", "W 1,2 90"},
		want:   map[string]int{"Red": 7, "Blue": 0},
		events: []string{"turn 8 road 7 Red"},
	},
	{
		name:   "incomplete roads and cities score at the end",
		rule:   "Final scoring, in this order: incomplete roads 1/tile; incomplete cities 1/tile + 1/pennant",
		moves:  []string{"U 1,0 90 E", "F 0,-1 90 N"},
		final:  true,
		want:   map[string]int{"Red": 2, "Blue": 3},
		events: []string{"final 2 road 2 Red", "final 2 city 3 Blue"},
	},
	{
		name:    "house rule: incomplete features score nothing at the end",
		rule:    "incomplete features score nothing at the end",
		options: `{"noIncompleteScoring": true}`,
		moves:   []string{"U 1,0 90 E", "F 0,-1 90 N"},
		final:   true,
		want:    map[string]int{"Red": 0, "Blue": 0},
	},
	{
		name:   "a city bordering two farms scores for both owners",
		rule:   "A city bordering several farms scores for each farm's owners.",
		moves:  []string{"U 1,0 90 N", "E 0,-1 180 N"},
		final:  true,
		want:   map[string]int{"Red": 3, "Blue": 3},
		events: []string{"final 2 field 3 Red", "final 2 field 3 Blue"},
	},
	{
		name:  "farms count only completed cities",
		rule:  "farms: each farm's owner(s) ... score 3 points for every COMPLETED city that borders the farm",
		moves: []string{"U 1,0 90 N"},
		final: true,
		want:  map[string]int{"Red": 0, "Blue": 0},
	},
	{
		name:  "roads split fields",
		rule:  "Field (farm): connected field segments, split by roads, cities and the board's open edge",
		moves: []string{"U 1,0 90 S", "E 0,-1 180"},
		final: true,
		want:  map[string]int{"Red": 0, "Blue": 0},
	},
	{
		name:  "fields are not scored during play",
		rule:  "Field (farm): ... Not scored during play.",
		moves: []string{"U 1,0 90 N", "E 0,-1 180"},
		want:  map[string]int{"Red": 0, "Blue": 0},
	},
	{
		name:   "the last tile's turn scores as usual, then the game ends",
		rule:   "End of game: after the turn in which the last tile is placed (that turn scores as usual).",
		mix:    "last-tile",
		moves:  []string{"E 0,-1 180 S"},
		want:   map[string]int{"Red": 4, "Blue": 0},
		events: []string{"turn 1 city 4 Red"},
	},
	{
		name:    "house rule: the table edge completes features",
		rule:    "the table edge completes features (like an abbey would)",
		options: `{"board": {"width": 3, "height": 3}, "edgeCompletes": true}`,
		moves:   []string{"U 1,0 90 E", "U -1,0 90"},
		want:    map[string]int{"Red": 3, "Blue": 0},
		events:  []string{"turn 2 road 3 Red"},
	},
}

func TestRules(t *testing.T) {
	set := rulesSet(t)
	for _, tc := range ruleCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Logf("classic.md: %q", tc.rule)
			mix := tc.mix
			if mix == "" {
				mix = "WD"
			}
			g := play(t, set, mix, tc.options, max(tc.players, 2), tc.moves...)
			if tc.final {
				g.End()
			}
			if got := scores(g); !maps.Equal(got, tc.want) {
				t.Errorf("scores %v, want %v\nevents: %q", got, tc.want, eventLines(g))
			}
			if tc.events != nil && !slices.Equal(eventLines(g), tc.events) {
				t.Errorf("events %q, want %q", eventLines(g), tc.events)
			}
		})
	}
}

// TestFollowerSupply: "Followers: 8 per player in 5 colours (2–5 players);
// one is the score marker, 7 in supply." Farmers never return.
func TestFollowerSupply(t *testing.T) {
	set := rulesSet(t)
	for _, players := range []int{1, 6} {
		rules, _ := classic.Ruleset{}.Bind(set, nil)
		names := []string{"a", "b", "c", "d", "e", "f"}[:players]
		if _, err := classic.NewGame(set, rules, engine.Setup{Mix: "WD", Players: names}); !errors.Is(err, engine.ErrPlayerCount) {
			t.Errorf("%d players: got %v, want ErrPlayerCount", players, err)
		}
	}
	g := play(t, set, "WD", "", 5)
	for seat := range 5 {
		if g.Supply(seat) != 7 {
			t.Errorf("seat %d starts with %d followers, want 7", seat, g.Supply(seat))
		}
	}
	g = play(t, set, "WD", "", 2, "U 1,0 90 N", "E 0,-1 180 S")
	if g.Supply(0) != 6 || g.Supply(1) != 7 {
		t.Errorf("supplies %d and %d, want 6 (the farmer stays) and 7 (the knight returned)", g.Supply(0), g.Supply(1))
	}
}
