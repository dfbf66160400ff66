package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Bot plays one seat of a Messages game: it answers the game's decisions
// (an engine.Agent with a name).
type Bot = engine.NamedAgent

// policy is how a bot of the module takes each kind of decision:
// classic's tiles and followers, and the module's choices.
type policy interface {
	engine.Bot
	// Figure returns which of seat's figures (0-based) moves points.
	Figure(g *Game, seat, points int) int
	// TakeAction reports whether the active seat carries out message
	// mi's action (an index into the pack's deck) rather than take its
	// seal; asked only when the action can be carried out.
	TakeAction(g *Game, mi int) bool
	// ReturnFollower chooses the follower (an index into fs, never empty)
	// that message "score and return" scores and returns.
	ReturnFollower(g *Game, fs []engine.Follower) int
	// CropDeploy reports whether the active seat lets every player add a
	// follower beside one of theirs on kind k (a crop circle), rather than
	// make every player take one back.
	CropDeploy(g *Game, k int) bool
	// CropFollower chooses which of seat's followers fs gets a follower
	// beside it (deploy), or goes back to the supply; -1 passes (deploy
	// only).
	CropFollower(g *Game, seat int, deploy bool, fs []engine.Follower) int
}

// decide answers g's pending decision by policy b.
func decide(b policy, g *Game) int {
	switch g.phase {
	case phasePlace:
		ps := g.listPlacements()
		if s, ok := b.(engine.Sampler); ok {
			want := s.SamplePlacement(g.core)
			for i, p := range ps {
				if p == want {
					return i
				}
			}
		}
		return b.ChoosePlacement(g.core.Game, g.core.Current(), ps)
	case phaseSpot:
		return b.ChooseSpot(g.core.Game, g.core.Current(), g.spots) + 1
	case phaseFigures, phaseMessageFigure:
		return b.Figure(g, g.figSeat, g.figPoints)
	case phaseMessage:
		if !g.msg.can || b.TakeAction(g, g.msg.mi) {
			return 0
		}
		return 1
	case phaseReturn:
		return b.ReturnFollower(g, g.buf.followers)
	case phaseCrop:
		if b.CropDeploy(g, g.crop.k) {
			return 0
		}
		return 1
	case phaseCropFollower:
		return b.CropFollower(g, g.crop.seat, g.crop.deploy, g.buf.cropFs) + g.dec.cropFollower.first()
	}
	return 0
}

// decideFor answers decision d of match m by policy b.
func decideFor(b policy, m engine.Match, d engine.Decision) (int, error) {
	g, ok := matchGame(m)
	if !ok || g.decision() != d {
		return 0, fmt.Errorf("bot %s cannot take a %s decision of another game", b.Name(), d.Kind())
	}
	return decide(b, g), nil
}

// matchGame is the Messages game match m plays.
func matchGame(m engine.Match) (*Game, bool) {
	switch m := engine.Underlying(m).(type) {
	case *Game:
		return m, true
	case *Match:
		return m.game, true
	}
	return nil, false
}

// Bots makes the module's bots by name: classic's, each making the
// module's choices its own way, and the search "mcts" (mcts:N: N playouts
// a decision), engine/search's over the game's state.
var Bots = search.Bots{
	Random: func() Bot { return randomBot{} },
	Greedy: func() Bot { return &greedyBot{Greedy: bots.NewGreedy()} },
}

// randomBot chooses uniformly, with the game's random source.
type randomBot struct{ bots.Random }

func (b randomBot) Decide(m engine.Match, d engine.Decision) (int, error) { return decideFor(b, m, d) }

func (randomBot) Figure(g *Game, _, _ int) int {
	return g.core.Rand().IntN(g.rules.params.Figures)
}

func (randomBot) TakeAction(g *Game, _ int) bool { return g.core.Rand().IntN(2) == 0 }

func (randomBot) ReturnFollower(g *Game, fs []engine.Follower) int {
	return g.core.Rand().IntN(len(fs))
}

func (randomBot) CropDeploy(g *Game, _ int) bool { return g.core.Rand().IntN(2) == 0 }

func (randomBot) CropFollower(g *Game, _ int, deploy bool, fs []engine.Follower) int {
	if deploy {
		return g.core.Rand().IntN(len(fs)+1) - 1
	}
	return g.core.Rand().IntN(len(fs))
}

// greedyBot places as classic's greedy bot does; it moves the figure that
// lands on a dark space when it is the active seat (a message), else the
// one that leaves its figures on the most different distances short of a
// dark space (so that more scores land on one later); it takes a
// message's action when it is worth more than the seal.
type greedyBot struct{ *bots.Greedy }

func (b *greedyBot) Decide(m engine.Match, d engine.Decision) (int, error) { return decideFor(b, m, d) }

func (*greedyBot) Figure(g *Game, seat, points int) int {
	figs := g.Figures(seat)
	if seat == g.active && !g.chainSpent() {
		for f, at := range figs {
			if g.Dark(at + points) {
				return f
			}
		}
	}
	best, bestSpread := 0, -1
	for f := range figs {
		s := g.spreadIf(seat, f, points)
		if seat == g.active && g.chainSpent() && !g.Dark(figs[f]+points) {
			s += maxFigures // ending the chain comes first
		}
		if s > bestSpread {
			best, bestSpread = f, s
		}
	}
	return best
}

// chainSpent: the active seat has taken as many messages this turn as the
// deck holds, so greedy ends the chain (seals, and figures off the dark
// spaces) rather than go round the deck again.
func (g *Game) chainSpent() bool { return g.chain >= len(g.deck) }

// spreadIf counts the distinct distances short of a dark space of seat's
// figures if figure f moved points forward (a figure on a dark space
// counts as none: only a score of a whole stretch brings it to the next).
func (g *Game) spreadIf(seat, f, points int) int {
	d := g.rules.params.DarkEvery
	var seen uint64
	n := 0
	for i, at := range g.Figures(seat) {
		if i == f {
			at += points
		}
		r := (d - at%d) % d
		if r == 0 || r >= 64 || seen&(1<<r) != 0 {
			continue
		}
		seen |= 1 << r
		n++
	}
	return n
}

// actionEndsChain reports whether greedy, ending a chain, carries out
// message mi rather than take its seal: only when the seal's points would
// put every figure of the active seat on a dark space (a seal that is a
// multiple of darkEvery) and the action's would not.
func (g *Game) actionEndsChain(mi int) bool {
	lands := func(points int) bool {
		if points == 0 {
			return false
		}
		for _, at := range g.Figures(g.active) {
			if !g.Dark(at + points) {
				return false
			}
		}
		return true
	}
	if !lands(g.rules.params.SealPoints) {
		return false
	}
	switch g.rules.params.Deck[mi].Action {
	case ActionExtraTile:
		return true // no points of its own
	case ActionReturn:
		for _, f := range g.core.Followers() {
			if f.Player == g.active && !lands(g.ReturnValue(f.Node)) {
				return true
			}
		}
		return false
	}
	return !lands(g.ActionValue(mi))
}

// extraTileWorth is what greedy reckons one more tile with a full turn is
// worth: a placement and often a follower, about 3 points in a classic
// game of bots.
const extraTileWorth = 3

func (*greedyBot) TakeAction(g *Game, mi int) bool {
	if g.chainSpent() {
		return g.actionEndsChain(mi)
	}
	seal := g.rules.params.SealPoints
	switch g.rules.params.Deck[mi].Action {
	case ActionExtraTile:
		return extraTileWorth > seal
	case ActionReturn:
		best := 0
		for _, f := range g.core.Followers() {
			if f.Player == g.active {
				best = max(best, g.ReturnValue(f.Node))
			}
		}
		return best > seal
	}
	return g.ActionValue(mi) > seal
}

func (*greedyBot) ReturnFollower(g *Game, fs []engine.Follower) int {
	best, at := -1, 0
	for i, f := range fs {
		if v := g.ReturnValue(f.Node); v > best {
			best, at = v, i
		}
	}
	return at
}

// CropDeploy: greedy lets everyone add a follower when it has at least as
// many followers on the kind as any other player, else makes everyone
// take one back.
func (*greedyBot) CropDeploy(g *Game, k int) bool {
	var count [engine.MaxPlayers]int
	for _, f := range g.core.Followers() {
		if g.core.KindOf(f.Node) == k {
			count[f.Player]++
		}
	}
	for seat := range g.core.Players() {
		if count[seat] > count[g.active] {
			return false
		}
	}
	return true
}

// CropFollower: greedy adds a follower on its most valuable feature of the
// kind while it keeps one in the supply for its turns, and takes back the
// one on its least valuable.
func (*greedyBot) CropFollower(g *Game, seat int, deploy bool, fs []engine.Follower) int {
	if deploy && g.core.Supply(seat) < 2 {
		return -1
	}
	at, best := 0, 0
	for i, f := range fs {
		v := g.rules.EndValue(g.core.Game, f.Node)
		if i == 0 || deploy && v > best || !deploy && v < best {
			at, best = i, v
		}
	}
	return at
}

// PlayBots plays the game to its end with one bot per seat, and returns
// what stopped it early, if anything. The module's own bots answer on the
// phase directly (a bot that samples its placements, engine.Sampler,
// places without a list of them); others through Decide and Answer.
func (g *Game) PlayBots(seats []Bot) error {
	for d := g.Pending(); d != nil; d = g.Pending() {
		b := seats[d.Seat()]
		if p, ok := b.(policy); ok {
			if s, ok := b.(engine.Sampler); ok && g.phase == phasePlace {
				g.place(s.SamplePlacement(g.core))
			} else {
				g.answer(decide(p, g))
			}
			g.run()
			continue
		}
		i, err := b.Decide(g, d)
		if err != nil {
			return err
		}
		if err := g.Answer(i); err != nil {
			return err
		}
	}
	return g.err
}
