package messages

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// winter is the Winter Edition with the Messages expansion.
func winter(t testing.TB) *engine.Set {
	t.Helper()
	base, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	exp, _, err := tilesets.Load("messages")
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Combine(base, exp)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// fingerprint writes down everything a game holds that the rest of the
// game depends on: the board, followers, pile and hands, scores and
// supplies, the random source, the module's figures, deck, round, chain,
// stats and record, and the options of decision kind pending.
func fingerprint(g *Game, kind engine.DecisionKind) string {
	c := g.core
	var b strings.Builder
	fmt.Fprintln(&b, c.Board(), c.Followers(), c.Turn(), c.Current(), c.LogLen(), c.Drawn(), c.Remaining(), c.Over(), *c.Rand())
	for i := c.Drawn(); i < c.PileSize(); i++ {
		fmt.Fprint(&b, c.PileTile(i), " ")
	}
	for seat := range c.Players() {
		fmt.Fprintln(&b, seat, c.Score(seat), c.Supply(seat), c.HandOf(seat), c.Stats(seat), g.figures[seat], g.stats[seat])
	}
	fmt.Fprintln(&b, g.deck, g.head, g.size, g.round, g.active, g.chain, g.turnStart, g.turnOpen, g.extras, g.err)
	for _, n := range g.notes {
		fmt.Fprint(&b, n.after, n.seat, n.figure, n.message, n.seal)
		if n.follower != nil {
			fmt.Fprint(&b, *n.follower)
		}
		fmt.Fprint(&b, "; ")
	}
	for at, cm := range g.crops {
		fmt.Fprint(&b, at, *cm)
	}
	switch kind {
	case engine.DecidePlacement:
		fmt.Fprintln(&b, c.AppendPlacements(nil))
	case engine.DecideFollower:
		fmt.Fprintln(&b, g.buf.spots)
	case DecideReturn:
		fmt.Fprintln(&b, g.buf.followers)
	}
	return b.String()
}

// inspector answers a game's decisions with bots and, at each, calls its
// check first with the question's kind and seat.
type inspector struct {
	botChooser
	check func(g *Game, kind engine.DecisionKind, seat int)
}

func (c *inspector) place(g *Game) (engine.Placement, error) {
	c.check(g, engine.DecidePlacement, g.core.Current())
	return c.botChooser.place(g)
}

func (c *inspector) spot(g *Game, spots []engine.Spot) (int, error) {
	c.check(g, engine.DecideFollower, g.core.Current())
	return c.botChooser.spot(g, spots)
}

func (c *inspector) figure(g *Game, seat, points int) (int, error) {
	c.check(g, DecideFigure, seat)
	return c.botChooser.figure(g, seat, points)
}

func (c *inspector) message(g *Game, mi int, can bool) (bool, error) {
	if can {
		c.check(g, DecideMessage, g.active)
	}
	return c.botChooser.message(g, mi, can)
}

func (c *inspector) follower(g *Game, fs []engine.Follower) (int, error) {
	c.check(g, DecideReturn, g.active)
	return c.botChooser.follower(g, fs)
}

func (c *inspector) cropChoice(g *Game, k, mark int) (bool, error) {
	c.check(g, DecideCrop, g.active)
	return c.botChooser.cropChoice(g, k, mark)
}

func (c *inspector) cropFollower(g *Game, seat int, deploy bool, fs []engine.Follower, mark int) (int, error) {
	c.check(g, DecideCropFollower, seat)
	return c.botChooser.cropFollower(g, seat, deploy, fs, mark)
}

func (c *inspector) extraTile(g *Game) error { return g.playExtra() }

var errReached = errors.New("reached")

// TestReplayReachesTheDecision: a playout's replay of the turn from its
// start, with the answers the game was given, reaches exactly the
// position of every decision the game asks — the same board, pile,
// scores, figures, deck, round and pending options — in games of random
// and greedy bots, with crop circles, hands of several tiles, tiles that
// fit nowhere going back into the bag at random and another turn for a
// filled hole, through every kind of decision.
func TestReplayReachesTheDecision(t *testing.T) {
	set := winter(t)
	kinds := map[engine.DecisionKind]int{}
	for _, tc := range []struct {
		name    string
		bots    []string
		options string
	}{
		{"greedy 2", []string{"greedy", "greedy"}, ""},
		{"random 3, crop circles", []string{"random", "random", "random"}, `{"cropCircles": true}`},
		{"mixed 4, crop circles and hands of 2", []string{"greedy", "random", "greedy", "random"}, `{"cropCircles": true, "handSize": 2}`},
		{"greedy 3, tiles back into the bag, another turn for a hole", []string{"greedy", "greedy", "greedy"}, `{"returnUnplaceable": true, "holeBonusTurn": true}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			players := []string{"Red", "Blue", "Green", "Yellow"}[:len(tc.bots)]
			for seed := uint64(1); seed <= 6; seed++ {
				var opts []byte
				if tc.options != "" {
					opts = []byte(tc.options)
				}
				g, err := NewGame(set, opts, "WD", players, seed, false)
				if err != nil {
					t.Fatal(err)
				}
				g.keepTurns()
				scratch := g.newTwin()
				var pc playoutChooser
				pc.rollout.seats = []Bot{randomBot{}, randomBot{}, randomBot{}, randomBot{}}
				ch := &inspector{}
				for _, name := range tc.bots {
					b, err := NewBot(name)
					if err != nil {
						t.Fatal(err)
					}
					ch.seats = append(ch.seats, b)
				}
				ch.check = func(g *Game, kind engine.DecisionKind, seat int) {
					kinds[kind]++
					want := fingerprint(g, kind)
					scratch.CopyFrom(g.kept.start)
					pc.start(g.kept.answers, kind, 0, seat, 1)
					got := ""
					pc.reached = func(s *Game) error { got = fingerprint(s, kind); return errReached }
					if err := scratch.playOn(&pc); !errors.Is(err, errReached) {
						t.Fatalf("seed %d, turn %d: the replay of %s ended with %v", seed, g.core.Turn(), kind, err)
					}
					if got != want {
						t.Fatalf("seed %d, turn %d: the replay reaches %s at\n%s\nthe game asks it at\n%s", seed, g.core.Turn(), kind, got, want)
					}
				}
				if err := g.Play(ch); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	t.Logf("decisions checked: %v", kinds)
	for _, kind := range DecisionKinds {
		if kinds[kind] == 0 {
			t.Errorf("no %s decision was checked", kind)
		}
	}
}

// TestCopyPlaysOn: a copy of a game at a turn's start (CopyFrom into a
// game with rules of its own) plays on exactly like the original — the
// same record, scores, figures and messages — for many seeds and turns.
func TestCopyPlaysOn(t *testing.T) {
	set := winter(t)
	players := []string{"Red", "Blue", "Green"}
	for seed := uint64(1); seed <= 8; seed++ {
		for _, turn := range []int{0, 7, 25} {
			t.Run(fmt.Sprintf("seed %d turn %d", seed, turn), func(t *testing.T) {
				g, err := NewGame(set, []byte(`{"cropCircles": true}`), "WD", players, seed, true)
				if err != nil {
					t.Fatal(err)
				}
				twin := g.newTwin()
				ch := &inspector{botChooser: botChooser{seats: []Bot{newGreedy(), randomBot{}, randomBot{}}}}
				copied := false
				ch.check = func(g *Game, kind engine.DecisionKind, _ int) {
					if !copied && kind == engine.DecidePlacement && g.core.Turn() >= turn && g.core.LogLen() == g.turnStart {
						twin.CopyFrom(g)
						copied = true
					}
				}
				if err := g.Play(ch); err != nil {
					t.Fatal(err)
				}
				if !copied {
					t.Fatalf("the game ended before turn %d", turn)
				}
				if err := twin.playOn(&botChooser{seats: []Bot{newGreedy(), randomBot{}, randomBot{}}}); err != nil {
					t.Fatal(err)
				}
				a, errA := g.EncodeRecord("p")
				b, errB := twin.EncodeRecord("p")
				if errA != nil || errB != nil {
					t.Fatal(errA, errB)
				}
				if string(a) != string(b) {
					t.Errorf("the copy's record differs:\n%s\nthe game's:\n%s", b, a)
				}
				for seat := range players {
					if g.core.Score(seat) != twin.core.Score(seat) || !slices.Equal(g.Figures(seat), twin.Figures(seat)) || fmt.Sprint(g.stats[seat]) != fmt.Sprint(twin.stats[seat]) {
						t.Errorf("seat %d: the copy scores %d with figures %v and %v, the game %d with %v and %v", seat,
							twin.core.Score(seat), twin.Figures(seat), twin.stats[seat], g.core.Score(seat), g.Figures(seat), g.stats[seat])
					}
				}
			})
		}
	}
}

func newGreedy() Bot { return &greedyBot{Greedy: bots.NewGreedy()} }

// TestSearchSeesOnlyWhatItsSeatSees: two games that differ only in what
// the deciding seat cannot see — the order of the tiles still to draw,
// the other seats' hands, the order of the messages no one has taken yet
// — get the same decision from the search bot, at the start of many turns
// of several games.
func TestSearchSeesOnlyWhatItsSeatSees(t *testing.T) {
	set := winter(t)
	players := []string{"Red", "Blue", "Green"}
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := NewGame(set, []byte(`{"handSize": 2}`), "WD", players, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		a, b := g.newTwin(), g.newTwin()
		a.keepTurns()
		b.keepTurns()
		differ, checked := 0, 0
		ch := &inspector{botChooser: botChooser{seats: []Bot{newGreedy(), newGreedy(), newGreedy()}}}
		ch.check = func(g *Game, kind engine.DecisionKind, seat int) {
			if kind != engine.DecidePlacement || g.core.Turn()%6 != 2 || g.core.LogLen() != g.turnStart {
				return
			}
			a.CopyFrom(g)
			b.CopyFrom(g)
			// b: the unseen tiles dealt again, the random source as it was.
			b.core.Rand().Seed(seed+99, 0)
			b.core.DeterminizeFor(seat)
			*b.core.Rand() = *g.core.Rand()
			fresh := []int{}
			for k := range b.size {
				if i := (b.head + k) % len(b.deck); !b.takenBefore(b.deck[i]) {
					fresh = append(fresh, i)
				}
			}
			for l, r := 0, len(fresh)-1; l < r; l, r = l+1, r-1 {
				b.deck[fresh[l]], b.deck[fresh[r]] = b.deck[fresh[r]], b.deck[fresh[l]]
			}
			if hidden(a, seat) != hidden(b, seat) {
				differ++
			}
			var choices [2]int
			for i, x := range []*Game{a, b} {
				x.kept.begin(x)
				ps := x.core.AppendPlacements(nil)
				choices[i] = NewMCTS(40).ChoosePlacement(x.core, ps)
			}
			checked++
			if choices[0] != choices[1] {
				t.Errorf("seed %d, turn %d: placement %d in one game, %d in the other", seed, g.core.Turn(), choices[0], choices[1])
			}
		}
		if err := g.Play(ch); err != nil {
			t.Fatal(err)
		}
		if differ == 0 || checked == 0 {
			t.Fatalf("seed %d: %d decisions checked, %d of them on games that differ in what is hidden", seed, checked, differ)
		}
	}
}

// hidden writes down what seat cannot see: the pile's order, the other
// hands, the deck's order.
func hidden(g *Game, seat int) string {
	var b strings.Builder
	for i := g.core.Drawn(); i < g.core.PileSize(); i++ {
		fmt.Fprint(&b, g.core.PileTile(i), " ")
	}
	for s := range g.core.Players() {
		if s != seat {
			fmt.Fprint(&b, g.core.HandOf(s))
		}
	}
	fmt.Fprint(&b, g.deck, g.head)
	return b.String()
}
