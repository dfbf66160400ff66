package castle

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// errStop stops a test's game where the test looks at it.
var errStop = errors.New("stopped by the test")

// newTestGame starts a game of the-castle's base mix.
func newTestGame(t testing.TB, set *engine.Set, seed uint64, events bool) *Game {
	t.Helper()
	g, err := NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, events)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// testBots makes one bot per name.
func testBots(t testing.TB, names ...string) []Bot {
	t.Helper()
	seats := make([]Bot, len(names))
	for i, name := range names {
		var err error
		if seats[i], err = NewBot(name); err != nil {
			t.Fatal(err)
		}
	}
	return seats
}

// stopChooser plays bots and stops the game as its turn number at (its
// draws counted from 0) begins, between two turns.
type stopChooser struct {
	*botChooser
	draws, at int
}

func (c *stopChooser) draw(g *Game) (int, bool, error) {
	if c.draws == c.at {
		return 0, false, errStop
	}
	c.draws++
	return c.botChooser.draw(g)
}

// playTo plays g with bots up to the start of turn at; false when the
// game ended before.
func playTo(t testing.TB, g *Game, seats []Bot, at int) bool {
	t.Helper()
	err := g.Play(&stopChooser{botChooser: &botChooser{seats: seats}, at: at})
	switch {
	case err == nil:
		return false
	case !errors.Is(err, errStop):
		t.Fatal(err)
	}
	g.err = nil
	return true
}

// TestCopyPlaysOnLikeTheOriginal: a copy of a game between two turns
// (CopyFrom into a twin, reusing its memory from one position to the
// next) plays on exactly like the original — the same record and the same
// score document, wall tiles, keeps and every scoring event — for many
// seeds and positions, with bots that draw on the game's random source.
func TestCopyPlaysOnLikeTheOriginal(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	for seed := uint64(1); seed <= 12; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			whole := newTestGame(t, set, seed, true)
			if err := whole.PlayBots(testBots(t, "greedy", "random")); err != nil {
				t.Fatal(err)
			}
			want := scoreAndRecord(t, whole)
			twin := whole.NewTwin(true)
			for _, at := range []int{0, 1, 15, 30, 45, 58} {
				g := newTestGame(t, set, seed, true)
				seats := testBots(t, "greedy", "random")
				if !playTo(t, g, seats, at) {
					continue
				}
				twin.CopyFrom(g)
				if err := twin.PlayBots(seats); err != nil {
					t.Fatal(err)
				}
				if got := scoreAndRecord(t, twin); got != want {
					t.Errorf("copied as turn %d began, the game ends otherwise:\n%s\nwant\n%s", at, got, want)
				}
			}
		})
	}
}

func scoreAndRecord(t *testing.T, g *Game) string {
	t.Helper()
	score, err := g.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	record, err := g.Record("the-castle").Encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(score) + string(record)
}

// checkBot plays greedy and, before each decision, replays the turn as
// the search does (the snapshot of its start and the answers since,
// through the search's scriptChooser) and checks the replay reaches the
// decision: the same call with the same options, in the same position —
// board, followers, scores, supplies, the pile drawn, the wall tiles on
// the track, in the box and in hand, the keeps and the seats' tallies.
type checkBot struct {
	Bot
	t       *testing.T
	scratch *Game
	seen    map[call]int
}

func (*checkBot) readsTurns() {}

func (b *checkBot) check(g *Game, at call, options string) {
	b.t.Helper()
	if b.scratch == nil {
		b.scratch = g.NewTwin(false)
	}
	b.seen[at]++
	b.scratch.CopyFrom(g.trace.start)
	c := &checkChooser{want: options, wantAt: at, position: position(g)}
	c.begin(g.trace.answers, at, 0, 0)
	if err := b.scratch.Play(c); !errors.Is(err, errStop) {
		b.t.Fatalf("the replay of the turn to a %s decision did not reach it: %v", callNames[at], err)
	}
	if c.problem != "" {
		b.t.Errorf("the replay of the turn to a %s decision: %s", callNames[at], c.problem)
	}
}

func (b *checkBot) Place(g *Game, ps []engine.Placement) int {
	b.check(g, callPlace, fmt.Sprint(ps))
	return b.Bot.Place(g, ps)
}

func (b *checkBot) Follower(g *Game, spots []engine.Spot) int {
	b.check(g, callSpot, fmt.Sprint(spots))
	return b.Bot.Follower(g, spots)
}

func (b *checkBot) Order(g *Game, seat int, ns []engine.Node) int {
	b.check(g, callOrder, fmt.Sprint(seat, ns))
	return b.Bot.Order(g, seat, ns)
}

func (b *checkBot) Double(g *Game, seat, kind int, n engine.Node) bool {
	b.check(g, callDouble, fmt.Sprint(seat, kind, n))
	return b.Bot.Double(g, seat, kind, n)
}

func (b *checkBot) ExtraTurn(g *Game, seat, kind int) bool {
	b.check(g, callExtraTurn, fmt.Sprint(seat, kind))
	return b.Bot.ExtraTurn(g, seat, kind)
}

func (b *checkBot) WallTile(g *Game, seat, kind int, targets []Target) int {
	b.check(g, callEndTile, fmt.Sprint(seat, kind, targets))
	return b.Bot.WallTile(g, seat, kind, targets)
}

// position describes everything of a game a decision could depend on.
func position(g *Game) string {
	occupied := g.core.AppendOccupied(nil)
	majority := make([]uint32, len(occupied))
	for i, n := range occupied {
		majority[i] = g.core.Majority(n)
	}
	return fmt.Sprint(g.core.Board(), occupied, majority,
		[]int{g.core.Score(0), g.core.Score(1), g.core.Supply(0), g.core.Supply(1), g.core.Drawn(), g.current, g.turns},
		g.corners, g.unseen, g.removed, g.held, g.keeps, g.used, g.stats, g.ending)
}

// checkChooser is the search's scriptChooser, stopped at the decision
// (the first call after the turn's answers) to compare it with the real
// one before the search would deal the unseen again.
type checkChooser struct {
	scriptChooser
	wantAt         call
	want, position string
	problem        string
}

// here checks the call of kind at with options, if it is the decision.
func (c *checkChooser) here(g *Game, at call, options string) bool {
	if c.calls != len(c.prefix) {
		return false
	}
	switch {
	case at != c.wantAt:
		c.problem = fmt.Sprintf("the replay asks %s", callNames[at])
	case options != c.want:
		c.problem = fmt.Sprintf("options %s, want %s", options, c.want)
	case position(g) != c.position:
		c.problem = fmt.Sprintf("position\n%s\nwant\n%s", position(g), c.position)
	}
	return true
}

func (c *checkChooser) draw(g *Game) (int, bool, error) {
	if c.here(g, callDraw, "") {
		return 0, false, errStop
	}
	return c.scriptChooser.draw(g)
}

func (c *checkChooser) place(g *Game, t int, ps []engine.Placement) (int, error) {
	if c.here(g, callPlace, fmt.Sprint(ps)) {
		return 0, errStop
	}
	return c.scriptChooser.place(g, t, ps)
}

func (c *checkChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	if c.here(g, callSpot, fmt.Sprint(spots)) {
		return 0, errStop
	}
	return c.scriptChooser.spot(g, spots)
}

func (c *checkChooser) order(g *Game, seat int, ns []engine.Node) (int, error) {
	if c.here(g, callOrder, fmt.Sprint(seat, ns)) {
		return 0, errStop
	}
	return c.scriptChooser.order(g, seat, ns)
}

func (c *checkChooser) double(g *Game, seat, kind int, n engine.Node) (bool, error) {
	if c.here(g, callDouble, fmt.Sprint(seat, kind, n)) {
		return false, errStop
	}
	return c.scriptChooser.double(g, seat, kind, n)
}

func (c *checkChooser) took(g *Game, seat, ci, kind int) (int, error) {
	if c.here(g, callTook, "") {
		return 0, errStop
	}
	return c.scriptChooser.took(g, seat, ci, kind)
}

func (c *checkChooser) extraTurn(g *Game, seat, kind int) (bool, error) {
	if c.here(g, callExtraTurn, fmt.Sprint(seat, kind)) {
		return false, errStop
	}
	return c.scriptChooser.extraTurn(g, seat, kind)
}

func (c *checkChooser) endTile(g *Game, seat, kind int, targets []Target) (int, error) {
	if c.here(g, callEndTile, fmt.Sprint(seat, kind, targets)) {
		return 0, errStop
	}
	return c.scriptChooser.endTile(g, seat, kind, targets)
}

// TestReplayReachesTheDecision: for every decision of greedy games, the
// search's replay of the turn from its start reaches exactly the real
// position and decision; over the seeds every kind of decision is met,
// final scoring's wall tiles included.
func TestReplayReachesTheDecision(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	for _, options := range []string{"", `{"collectAtTurnEnd": true}`} {
		t.Run("options "+cmp.Or(options, "none"), func(t *testing.T) {
			seen := map[call]int{}
			for seed := uint64(1); seed <= 20; seed++ {
				var raw []byte
				if options != "" {
					raw = []byte(options)
				}
				g, err := NewGame(set, raw, "base", []string{"Red", "Blue"}, seed, false)
				if err != nil {
					t.Fatal(err)
				}
				seats := []Bot{&checkBot{Bot: testBots(t, "greedy")[0], t: t, seen: seen}, &checkBot{Bot: testBots(t, "greedy")[0], t: t, seen: seen}}
				if err := g.PlayBots(seats); err != nil {
					t.Fatal(err)
				}
			}
			for _, k := range []call{callPlace, callSpot, callOrder, callDouble, callExtraTurn, callEndTile} {
				if seen[k] == 0 {
					t.Errorf("no %s decision in 20 games", callNames[k])
				}
			}
			named := map[string]int{}
			for k, n := range seen {
				named[callNames[k]] = n
			}
			t.Logf("decisions checked: %v", named)
		})
	}
}

// TestSearchCannotSeeHiddenState: two games that differ only in what the
// deciding seat cannot see — the order of the castle tiles still to draw
// and which wall tile lies face down on which corner or in the box — get
// the same decision from the search bot, for several positions.
func TestSearchCannotSeeHiddenState(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	walls := 0
	for _, pos := range []struct {
		seed uint64
		at   int
	}{{1, 4}, {2, 12}, {3, 20}, {4, 30}, {5, 40}} {
		t.Run(fmt.Sprintf("seed %d turn %d", pos.seed, pos.at), func(t *testing.T) {
			real := newTestGame(t, set, pos.seed, false)
			if !playTo(t, real, testBots(t, "greedy", "greedy"), pos.at) {
				t.Fatal("the game ended before")
			}
			other := real.NewTwin(false)
			other.CopyFrom(real)
			keep := *real.core.Rand()
			other.core.Rand().Seed(pos.seed, 99)
			other.core.DeterminizeFor(real.current)
			hidden := append(slices.Clone(other.unseen), other.corners...)
			for i := len(hidden) - 1; i > 0; i-- {
				j := other.core.Rand().IntN(i + 1)
				hidden[i], hidden[j] = hidden[j], hidden[i]
			}
			// The same corners hold a wall tile; which one is dealt again.
			k := 0
			for _, w := range hidden {
				if w == 0 {
					continue
				}
				if k < len(other.unseen) {
					other.unseen[k] = w
				} else {
					for other.corners[k-len(other.unseen)] == 0 {
						k++
					}
					other.corners[k-len(other.unseen)] = w
				}
				k++
			}
			*other.core.Rand() = keep
			if pileOf(real) == pileOf(other) {
				t.Fatal("the deal left the pile as it was")
			}
			if !slices.Equal(real.corners, other.corners) {
				walls++
			}
			next := real.core.PileTile(real.core.Drawn())
			a, b := firstPlacement(t, real, next), firstPlacement(t, other, next)
			if a != b {
				t.Errorf("the search chose %v in one game and %v in the other", a, b)
			}
		})
	}
	if walls == 0 {
		t.Error("no position dealt the wall tiles on the corners otherwise")
	}
}

func pileOf(g *Game) string {
	var s []int
	for i := g.core.Drawn(); i < g.core.PileSize(); i++ {
		s = append(s, g.core.PileTile(i))
	}
	return fmt.Sprint(s)
}

// drawThenStop plays bots, drawing tile next for the turn, and stops the
// game once the placement is chosen.
type drawThenStop struct {
	*botChooser
	next   int
	chosen int
}

func (c *drawThenStop) draw(g *Game) (int, bool, error) {
	if !g.core.TakeTile(c.next) {
		return 0, false, fmt.Errorf("no tile %d to draw", c.next)
	}
	return c.next, true, nil
}

func (c *drawThenStop) place(g *Game, t int, ps []engine.Placement) (int, error) {
	i, _ := c.botChooser.place(g, t, ps)
	c.chosen = i
	return 0, errStop
}

// firstPlacement is the search bot's placement and follower as the turn
// of g drawing tile next begins.
func firstPlacement(t *testing.T, g *Game, next int) [2]int {
	t.Helper()
	bot := NewMCTS(200)
	g.keepTurns()
	c := &drawThenStop{botChooser: &botChooser{seats: []Bot{bot, bot}}, next: next}
	if err := g.Play(c); !errors.Is(err, errStop) {
		t.Fatal(err)
	}
	return [2]int{c.chosen, bot.follower}
}
