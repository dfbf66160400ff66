package city

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// newTestGame starts a game of the-city's base mix between n players.
func newTestGame(t testing.TB, n int, seed uint64) *Game {
	t.Helper()
	g, err := NewGame(testpacks.FreshSet(t, "the-city"), nil, "base", []string{"Red", "Blue", "Green", "Yellow"}[:n], seed, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// testBots returns fresh bots for n seats, greedy and random by turns.
func testBots(t testing.TB, n int, seed uint64) []Bot {
	t.Helper()
	seats := make([]Bot, n)
	for i := range seats {
		name := "random"
		if (int(seed)+i)%2 == 0 {
			name = "greedy"
		}
		b, err := NewBot(name)
		if err != nil {
			t.Fatal(err)
		}
		seats[i] = b
	}
	return seats
}

// playOn plays g's turns with ch to the end of the game.
func playOn(t testing.TB, g *Game, ch chooser) {
	t.Helper()
	g.ch = ch
	for !g.over && g.err == nil {
		g.turn()
	}
	if g.err != nil {
		t.Fatal(g.err)
	}
}

// TestCopyPlaysOnAlike: a copy of a game between two turns (CopyFrom into
// a twin) plays on exactly like the game itself — the same moves, wall,
// scores and end — for many seeds, player counts and positions.
func TestCopyPlaysOnAlike(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		for _, turns := range []int{0, 12, 30, 45, 60} {
			n := 2 + int(seed%3)
			t.Run(fmt.Sprintf("seed %d, %d players, after %d turns", seed, n, turns), func(t *testing.T) {
				g := newTestGame(t, n, seed)
				g.ch = &botChooser{seats: testBots(t, n, seed)}
				for range turns {
					if g.over {
						break
					}
					g.turn()
				}
				c := g.NewTwin()
				// The twin's memory holds another game first: CopyFrom
				// must leave nothing of it.
				playOn(t, c, &botChooser{seats: testBots(t, n, seed+100)})
				c.CopyFrom(g)
				playOn(t, g, &botChooser{seats: testBots(t, n, seed)})
				playOn(t, c, &botChooser{seats: testBots(t, n, seed)})
				if !reflect.DeepEqual(g.log, c.log) {
					t.Fatalf("the copy played %d moves, the game %d; first difference at %d", len(c.log), len(g.log), firstDiff(g.log, c.log))
				}
				for seat := range n {
					if g.core.Score(seat) != c.core.Score(seat) || g.stats[seat] != c.stats[seat] {
						t.Errorf("seat %d: the game scored %d %+v, the copy %d %+v", seat, g.core.Score(seat), g.stats[seat], c.core.Score(seat), c.stats[seat])
					}
				}
				if g.cause != c.cause || g.wall.String() != c.wall.String() || g.piecesLeft != c.piecesLeft || g.PiecesBuilt() != c.PiecesBuilt() {
					t.Errorf("the game ended %q with %s, %d pieces left; the copy %q with %s, %d left", g.cause, &g.wall, g.piecesLeft, c.cause, &c.wall, c.piecesLeft)
				}
			})
		}
	}
}

func firstDiff(a, b []Move) int {
	for i := range min(len(a), len(b)) {
		if !reflect.DeepEqual(a[i], b[i]) {
			return i
		}
	}
	return min(len(a), len(b))
}

// errReached stops a replay at the decision it was to reach.
var errReached = errors.New("the decision is reached")

// stopChooser gives a script of answers, then stops the game at the next
// decision, noting its kind and options.
type stopChooser struct {
	script  []int
	asked   int
	kind    engine.DecisionKind
	options any
}

func (c *stopChooser) next(kind engine.DecisionKind, options any) (int, error) {
	if c.asked < len(c.script) {
		c.asked++
		return c.script[c.asked-1], nil
	}
	c.kind, c.options = kind, options
	return 0, errReached
}

func (c *stopChooser) place(_ *Game, _ int, ps []engine.Placement) (int, error) {
	return c.next(engine.DecidePlacement, slices.Clone(ps))
}
func (c *stopChooser) spot(_ *Game, spots []engine.Spot) (int, error) {
	return c.next(engine.DecideFollower, slices.Clone(spots))
}
func (c *stopChooser) gate(_ *Game, seat int, edges []Edge) (int, error) {
	return c.next(DecideGate, fmt.Sprint(seat, edges))
}
func (c *stopChooser) wallEnd(_ *Game, seat int, ways []Way) (int, error) {
	return c.next(DecideWall, fmt.Sprint(seat, ways))
}
func (c *stopChooser) guard(_ *Game, seat int, e Edge) (bool, error) {
	a, err := c.next(DecideGuard, fmt.Sprint(seat, e))
	return a == guardAnswer(true), err
}
func (c *stopChooser) tower(_ *Game, seat int, ways []Way) (int, error) {
	return c.next(DecideTower, fmt.Sprint(seat, ways))
}

// probe checks, at every decision of a game, that the search's replay
// reaches it: the game as the turn began, the tiles dealt again but the
// turn's own, and the turn's answers so far lead to the same board,
// scores, wall and pending decision with the same options.
type probe struct {
	t       *testing.T
	inner   chooser
	scratch *Game
	r       replay
	checked map[engine.DecisionKind]int
}

func (p *probe) check(g *Game, kind engine.DecisionKind, options any) {
	p.t.Helper()
	if p.scratch == nil {
		p.scratch = g.NewTwin()
		p.scratch.unlogged = true // as the search's
	}
	p.r.prepare(g)
	s := p.scratch
	ch := p.r.begin(s, g, uint64(len(g.log)))
	stop := &stopChooser{script: ch.script}
	if err := s.Play(stop); !errors.Is(err, errReached) {
		p.t.Fatalf("move %d: the replay of the %s decision ended with %v", len(g.log), kind, err)
	}
	if stop.kind != kind || !reflect.DeepEqual(stop.options, options) {
		p.t.Fatalf("move %d: the replay reached %s %v, the game is at %s %v", len(g.log), stop.kind, stop.options, kind, options)
	}
	if !reflect.DeepEqual(s.core.Board(), g.core.Board()) || s.wall.String() != g.wall.String() || !slices.Equal(s.answers, g.answers) {
		p.t.Fatalf("move %d, %s: the replay's board, wall or answers differ from the game's", len(g.log), kind)
	}
	for seat := range g.names {
		if s.core.Score(seat) != g.core.Score(seat) || s.core.Supply(seat) != g.core.Supply(seat) {
			p.t.Fatalf("move %d, %s: seat %d has %d points and %d followers in the replay, %d and %d in the game", len(g.log), kind, seat, s.core.Score(seat), s.core.Supply(seat), g.core.Score(seat), g.core.Supply(seat))
		}
	}
	p.checked[kind]++
}

func (p *probe) place(g *Game, t int, ps []engine.Placement) (int, error) {
	p.check(g, engine.DecidePlacement, slices.Clone(ps))
	return p.inner.place(g, t, ps)
}
func (p *probe) spot(g *Game, spots []engine.Spot) (int, error) {
	p.check(g, engine.DecideFollower, slices.Clone(spots))
	return p.inner.spot(g, spots)
}
func (p *probe) gate(g *Game, seat int, edges []Edge) (int, error) {
	p.check(g, DecideGate, fmt.Sprint(seat, edges))
	return p.inner.gate(g, seat, edges)
}
func (p *probe) wallEnd(g *Game, seat int, ways []Way) (int, error) {
	p.check(g, DecideWall, fmt.Sprint(seat, ways))
	return p.inner.wallEnd(g, seat, ways)
}
func (p *probe) guard(g *Game, seat int, e Edge) (bool, error) {
	p.check(g, DecideGuard, fmt.Sprint(seat, e))
	return p.inner.guard(g, seat, e)
}
func (p *probe) tower(g *Game, seat int, ways []Way) (int, error) {
	p.check(g, DecideTower, fmt.Sprint(seat, ways))
	return p.inner.tower(g, seat, ways)
}

// TestReplayReachesTheDecision: at every decision of whole games (2 to 4
// players, greedy and random), the search's replay of the turn reaches
// exactly the game's position and pending options, whatever it deals for
// the tiles not yet drawn; every kind of decision is checked.
func TestReplayReachesTheDecision(t *testing.T) {
	checked := map[engine.DecisionKind]int{}
	for seed := uint64(1); seed <= 9; seed++ {
		n := 2 + int(seed%3)
		g := newTestGame(t, n, seed)
		g.keepStart = true
		playOn(t, g, &probe{t: t, inner: &botChooser{seats: testBots(t, n, seed)}, checked: checked})
	}
	for _, kind := range DecisionKinds {
		if checked[kind] == 0 {
			t.Errorf("no %s decision checked (%v)", kind, checked)
		}
	}
	t.Logf("decisions checked: %v", checked)
}
