package messages_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/messagesmoves"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/schema"
)

// The rule tests build games as records of format 1 and replay them
// (messagesmoves.Replay) on classic's checked path: each tile move names
// its tile (taken from the tiles not yet played) and each message move
// names its message (taken from the deck), so a scenario says exactly
// what happens. Every board starts with the
// Winter Edition's start tile D at (0,0): a city cap north, a road west to
// east, a field between them and a field south of the road. y grows
// southwards; rotations turn clockwise.
//
// A move is written as one line:
//
//	"W -1,0 0 E"                  tile W at (-1,0), rotation 0, follower at port E
//	"Blue: B 0,1 0"               the same, asserting whose turn it is
//	"V 1,1 90 | Red 1, Blue 2"    the awards of the tile's round move Red's
//	                              figure 1, then Blue's figure 2 ("figures")
//	"+U 2,0 90 E | Red 1"         the tile of message 7 ("extra": true)
//	"C discard"                   a tile set aside
//	"msg 5 action 2"              message 5 carried out, its points on figure 2
//	"msg 5 seal 1"                message 5 taken as its seal, on figure 1
//	"msg 8 action 1 @ 1,0 E"      message 8 scores and returns the follower
//	                              at (1,0) port E, its points on figure 1
//	"Blue: msg 3 seal 1"          a message move naming its player
//
// A figure of 0 (or none) leaves "figure" out.

// rulesPack is the Winter Edition with the Messages expansion plus the
// mixes the rule tests need; edit, when not nil, changes the pack further
// (another deck).
func rulesPack(t testing.TB, edit func(p *schema.Pack)) *engine.Set {
	t.Helper()
	return combined(t, func(p *schema.Pack) {
		start := []schema.Placement{{Tile: "D"}}
		p.Mixes = append(p.Mixes,
			// The tiles of a road of 5 and one more: message 7 taken on
			// the last tile finds none left.
			schema.Mix{ID: "last-road", Name: "a road of five, the last tile closes it", Total: 6,
				Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "W", Count: 2}, {Tile: "U", Count: 2}, {Tile: "B", Count: 1}}, Start: start},
			// Only city caps: every draw is alike, so a match plays the
			// same tiles whatever the seed.
			schema.Mix{ID: "caps", Name: "four city caps", Total: 5,
				Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "E", Count: 4}}, Start: start},
		)
		if edit != nil {
			edit(p)
		}
	})
}

// deckOf keeps only the messages with those numbers in the pack's deck, in
// that order.
func deckOf(numbers ...int) func(p *schema.Pack) {
	return func(p *schema.Pack) {
		var deck []schema.Message
		for _, n := range numbers {
			for _, m := range p.Rules.Messages.Deck {
				if m.Number == n {
					deck = append(deck, m)
				}
			}
		}
		p.Rules.Messages.Deck = deck
	}
}

var seatNames = []string{"Red", "Blue", "Green", "Yellow", "Black"}

// game is a scenario: a record's header and its moves as lines.
type game struct {
	mix     string // WE1 when empty
	options string // classic options (house rules)
	players int    // 2 when zero
	final   bool
	moves   []string
}

// record builds the scenario's record as JSON, as a file would hold it.
func (sc game) record(t testing.TB) []byte {
	t.Helper()
	mix := sc.mix
	if mix == "" {
		mix = "WE1"
	}
	r := &engine.GameRecord[any]{Pack: "winter-edition", With: []string{"messages"}, Mix: mix, Players: seatNames[:max(sc.players, 2)], Seed: 1, Final: sc.final,
		Ruleset: engine.RecordRuleset{Name: "classic", Modules: []string{messages.Module}}}
	if sc.options != "" {
		r.Ruleset.Options = json.RawMessage(sc.options)
	}
	for _, line := range sc.moves {
		m, err := parseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		r.Moves = append(r.Moves, moveJSON(m))
	}
	data, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// moveJSON is move m as a record holds it: a message move has only its
// own fields, as a hand writes it (and as builds before issue 33 wrote
// it); a tile move has classic's and the module's.
func moveJSON(m messagesmoves.Move) any {
	if !m.IsMessage() {
		return m
	}
	return struct {
		Message  int                  `json:"message"`
		Player   string               `json:"player,omitempty"`
		Take     string               `json:"take"`
		Figure   int                  `json:"figure,omitempty"`
		Follower *messages.FollowerAt `json:"follower,omitempty"`
	}{m.Message, m.Player, m.Take, m.Figure, m.Follower}
}

// replay decodes the scenario's record and replays it on set; the error
// is the replay's.
func (sc game) replay(t testing.TB, set *engine.Set) (*messages.Game, error) {
	t.Helper()
	r, err := messagesmoves.Decode("game.json", sc.record(t))
	if err != nil {
		t.Fatal(err)
	}
	return messagesmoves.Replay(set, r)
}

// play replays the scenario and fails the test when the record does not
// fit.
func (sc game) play(t testing.TB, set *engine.Set) *messages.Game {
	t.Helper()
	g, err := sc.replay(t, set)
	if err != nil {
		t.Fatalf("replay: %v\nrecord:\n%s", err, sc.record(t))
	}
	return g
}

// parseMove reads one move line (see the comment at the top).
func parseMove(line string) (messagesmoves.Move, error) {
	var m messagesmoves.Move
	s := line
	if name, rest, ok := strings.Cut(s, ":"); ok {
		m.Player, s = name, strings.TrimSpace(rest)
	}
	bad := func() (messagesmoves.Move, error) { return m, fmt.Errorf("bad move %q", line) }
	if rest, ok := strings.CutPrefix(s, "msg "); ok {
		return parseMessage(m, rest, line)
	}
	s, figs, _ := strings.Cut(s, "|")
	if figs = strings.TrimSpace(figs); figs != "" {
		m.Figures = []messagesmoves.FigureMove{}
		for _, f := range strings.Split(figs, ",") {
			name, num, ok := strings.Cut(strings.TrimSpace(f), " ")
			n, err := strconv.Atoi(num)
			if !ok || err != nil {
				return bad()
			}
			m.Figures = append(m.Figures, messagesmoves.FigureMove{Player: name, Figure: n})
		}
	}
	if rest, ok := strings.CutPrefix(s, "+"); ok {
		m.Extra, s = true, rest
	}
	f := strings.Fields(s)
	if len(f) == 2 && f[1] == "discard" {
		m.Tile, m.Discard = f[0], true
		return m, nil
	}
	if len(f) < 3 || len(f) > 4 {
		return bad()
	}
	m.Tile = f[0]
	var err error
	if m.X, m.Y, err = parseXY(f[1]); err != nil {
		return bad()
	}
	if m.Rot, err = strconv.Atoi(f[2]); err != nil {
		return bad()
	}
	if len(f) == 4 {
		m.Meeple = &engine.MeepleMove{At: f[3]}
	}
	return m, nil
}

// parseMessage reads "N action|seal [FIGURE] [@ X,Y AT]".
func parseMessage(m messagesmoves.Move, s, line string) (messagesmoves.Move, error) {
	bad := fmt.Errorf("bad message move %q", line)
	s, at, hasAt := strings.Cut(s, "@")
	f := strings.Fields(s)
	if len(f) < 2 || len(f) > 3 {
		return m, bad
	}
	var err error
	if m.Message, err = strconv.Atoi(f[0]); err != nil {
		return m, bad
	}
	m.Take = f[1]
	if len(f) == 3 {
		if m.Figure, err = strconv.Atoi(f[2]); err != nil {
			return m, bad
		}
	}
	if hasAt {
		af := strings.Fields(at)
		if len(af) != 2 {
			return m, bad
		}
		x, y, err := parseXY(af[0])
		if err != nil {
			return m, bad
		}
		m.Follower = &messages.FollowerAt{X: x, Y: y, At: af[1]}
	}
	return m, nil
}

func parseXY(s string) (int, int, error) {
	xs, ys, _ := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("bad cell %q", s)
	}
	return x, y, nil
}

// scores returns the core's scores by player name.
func scores(g *messages.Game) map[string]int {
	out := map[string]int{}
	for seat, name := range g.Core().Players() {
		out[name] = g.Core().Score(seat)
	}
	return out
}

// figures returns where each player's figures stand, by name.
func figures(g *messages.Game) map[string][]int {
	out := map[string][]int{}
	for seat, name := range g.Core().Players() {
		out[name] = append([]int(nil), g.Figures(seat)...)
	}
	return out
}

// taken counts the messages each player took, by name.
func taken(g *messages.Game) map[string]int {
	out := map[string]int{}
	for seat, name := range g.Core().Players() {
		out[name] = sum(g.Stats(seat).Taken)
	}
	return out
}

// events formats the module's and classic's scoring events as "3 road 5
// Red" (move, kind, points, players).
func events(g *messages.Game) []string {
	var out []string
	core := g.Core()
	for _, e := range core.Events() {
		var who []string
		for _, p := range e.Players {
			who = append(who, core.Players()[p])
		}
		out = append(out, fmt.Sprintf("%s %d %s %d %s", e.Phase, e.Move, e.Kind, e.Points, strings.Join(who, ",")))
	}
	return out
}

// ruleCase is one rule test: a scenario and what it must give.
type ruleCase struct {
	name string
	// seed quotes the sentence or footnote of ../shared/seeds/
	// messages-mini-expansion.ro.txt the case checks.
	seed string
	game
	scores  map[string]int
	figures map[string][]int
	taken   map[string]int // messages taken by player; nil: not checked
	// onBoard and supply count each player's followers on the board and
	// in supply; nil: not checked.
	onBoard, supply map[string]int
	// wrong, when set, is a text the replay's error must hold: the
	// record does not fit the game (messagesmoves.ErrChoice).
	wrong string
}

// run replays every case on set and checks what it names. In play the
// score is always the sum of the figures.
func runRuleCases(t *testing.T, set *engine.Set, cases []ruleCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Logf("seed: %q", tc.seed)
			g, err := tc.replay(t, set)
			if tc.wrong != "" {
				checkWrong(t, err, tc.wrong)
				return
			}
			if err != nil {
				t.Fatalf("replay: %v\nrecord:\n%s", err, tc.record(t))
			}
			checkGame(t, g, tc.scores, tc.figures, tc.taken)
			checkFollowers(t, g, tc.onBoard, tc.supply)
		})
	}
}

// checkGame checks the scores, figures and messages taken (each when not
// nil) and, in play, that every score is the sum of its figures.
func checkGame(t *testing.T, g *messages.Game, wantScores map[string]int, wantFigures map[string][]int, wantTaken map[string]int) {
	t.Helper()
	if got := scores(g); wantScores != nil && !maps.Equal(got, wantScores) {
		t.Errorf("scores %v, want %v\nevents %q", got, wantScores, events(g))
	}
	if got := figures(g); wantFigures != nil && !maps.EqualFunc(got, wantFigures, slices.Equal) {
		t.Errorf("figures %v, want %v\nevents %q", got, wantFigures, events(g))
	}
	if got := taken(g); wantTaken != nil && !maps.Equal(got, wantTaken) {
		t.Errorf("messages taken %v, want %v", got, wantTaken)
	}
	if !g.Core().Over() {
		for seat, name := range g.Core().Players() {
			if s := sum(g.Figures(seat)); s != g.Core().Score(seat) {
				t.Errorf("%s's figures %v add up to %d, but the score is %d", name, g.Figures(seat), s, g.Core().Score(seat))
			}
		}
	}
}

// checkWrong checks that a replay was refused because the record's
// choices do not fit the game, with an error saying want.
func checkWrong(t *testing.T, err error, want string) {
	t.Helper()
	switch {
	case err == nil:
		t.Errorf("the replay took the record; want an error saying %q", want)
	case !errors.Is(err, messagesmoves.ErrChoice):
		t.Errorf("error %q does not wrap ErrChoice", err)
	case !strings.Contains(err.Error(), want):
		t.Errorf("error %q\nwant it to say %q", err, want)
	}
}

// checkFollowers checks each player's followers on the board and in
// supply, each when not nil.
func checkFollowers(t *testing.T, g *messages.Game, wantOnBoard, wantSupply map[string]int) {
	t.Helper()
	core := g.Core()
	onBoard, supply := map[string]int{}, map[string]int{}
	for seat, name := range core.Players() {
		onBoard[name] = 0
		supply[name] = core.Supply(seat)
	}
	for _, f := range core.Followers() {
		onBoard[core.Players()[f.Player]]++
	}
	if wantOnBoard != nil && !maps.Equal(onBoard, wantOnBoard) {
		t.Errorf("followers on the board %v, want %v", onBoard, wantOnBoard)
	}
	if wantSupply != nil && !maps.Equal(supply, wantSupply) {
		t.Errorf("followers in supply %v, want %v", supply, wantSupply)
	}
}
