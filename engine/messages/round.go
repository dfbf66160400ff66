package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// chooser answers a game's decisions: bots on the fast path, agents
// through a match, a record being replayed.
type chooser interface {
	// place chooses where the current seat's tile goes.
	place(g *Game) (engine.Placement, error)
	// spot chooses a follower spot of the tile just placed, -1 for none.
	spot(g *Game, spots []engine.Spot) (int, error)
	// figure chooses which of seat's score figures (0-based) the points
	// of one scoring move; asked only with more than one figure.
	figure(g *Game, seat, points int) (int, error)
	// message chooses the action of message msg (an index into the
	// pack's deck) or its seal; can says whether the action can be
	// carried out at all (a seal is always possible).
	message(g *Game, msg int, can bool) (action bool, err error)
	// follower chooses which of the active seat's followers message
	// "score and return" scores and returns.
	follower(g *Game, fs []engine.Follower) (int, error)
	// arrange may put another message on top of the deck before the
	// active seat takes it (a record names the message it took).
	arrange(g *Game) error
	// roundStart is called as a placement's round of scoring begins; what
	// it returns is handed back to the crop-circle choices of that
	// placement (a record finds the move of the tile with it).
	roundStart() int
	// cropChoice chooses, for the active seat, whether every player may
	// add a follower beside one of theirs on kind k (true) or must take
	// one back.
	cropChoice(g *Game, k, mark int) (deploy bool, err error)
	// cropFollower chooses which of seat's followers fs (on the crop
	// circle's kind) gets a follower beside it, or goes back; -1 to pass
	// (deploy only).
	cropFollower(g *Game, seat int, deploy bool, fs []engine.Follower, mark int) (int, error)
	// extraTile plays one more tile for the active seat with a full turn
	// (message "one more tile") and scores it (Game.scoreExtra).
	extraTile(g *Game) error
}

// stop records what stops the game; the first error wins.
func (g *Game) stop(err error) {
	if g.err == nil {
		g.err = err
	}
}

// Play plays the game to its end with ch answering every decision, and
// returns what stopped it early, if anything.
func (g *Game) Play(ch chooser) error {
	g.ch = g.keeping(ch)
	g.playTurns()
	return g.err
}

// playTurns plays turns until the game ends or stops.
func (g *Game) playTurns() {
	for g.err == nil && g.core.Begin() {
		g.beginTurn()
		g.playTurn()
	}
}

// beginTurn notes the start of the current seat's turn, its tile drawn;
// a game that keeps its turns (a search bot plays in it) copies itself
// here.
func (g *Game) beginTurn() {
	g.active = g.core.Current()
	g.chain = 0
	g.turnStart, g.turnOpen = g.core.LogLen(), true
	if g.kept != nil {
		g.kept.begin(g)
	}
}

// playTurn plays the turn begun: the tile, its round of scoring with the
// module's choices, and the pass to the next seat.
func (g *Game) playTurn() {
	g.playTile()
	if g.err != nil {
		return
	}
	g.core.ScoreCompleted()
	if g.err != nil {
		return
	}
	g.core.PassTurn()
	g.turnOpen = false
}

// playTile places the current seat's tile and perhaps a follower on it.
func (g *Game) playTile() {
	p, err := g.ch.place(g)
	if err != nil {
		g.stop(err)
		return
	}
	g.core.PlaceUnchecked(p)
	g.buf.spots = g.core.AppendSpots(g.buf.spots[:0])
	if len(g.buf.spots) == 0 {
		return
	}
	i, err := g.ch.spot(g, g.buf.spots)
	switch {
	case err != nil:
		g.stop(err)
	case i >= 0:
		g.core.DeployUnchecked(g.buf.spots[i])
	}
}

// endRound ends a round of scoring: every award moves the figure its
// scorer chooses, then the active player takes a message if one of the
// figures that moved for them stands on a dark space, and message points
// are a new round, until a round lands on no dark space. Seed: "The
// active player can receive only one Message from a round of scoring
// even if, for example, both scoring figures end up on dark number
// fields ... if the active player gets points from a Message, it is
// possible that he or she could move a counting follower and receive
// another Message ... Chains of scoring in this way can continue
// indefinitely."
func (g *Game) endRound() {
	due := g.moveFigures()
	for due && g.err == nil {
		due = g.takeMessage()
	}
}

// moveFigures moves a figure for every award of the round and reports
// whether a figure of the active seat that moved stands on a dark space.
// Seed: "If more than one feature is scored on a single turn, the entire
// point value for each individual feature must be scored by moving a
// single counting follower."
func (g *Game) moveFigures() bool {
	var moved [maxFigures]bool
	for i := 0; i < len(g.round) && g.err == nil; i++ {
		a := g.round[i]
		f, ok := g.chooseFigure(a.seat, a.points)
		if !ok {
			break
		}
		g.figures[a.seat][f] += a.points
		if g.rules.params.Figures > 1 { // with one figure there is nothing to choose or record
			g.notes = append(g.notes, note{after: g.core.LogLen(), seat: a.seat, figure: f + 1, message: -1})
		}
		if a.seat == g.active {
			moved[f] = true
		}
	}
	g.round = g.round[:0]
	for f, m := range moved[:g.rules.params.Figures] {
		if m && g.Dark(g.figures[g.active][f]) {
			return true
		}
	}
	return false
}

// chooseFigure asks seat which figure moves points; false when the game
// stopped.
func (g *Game) chooseFigure(seat, points int) (int, bool) {
	if g.rules.params.Figures == 1 {
		return 0, true
	}
	f, err := g.ch.figure(g, seat, points)
	if err != nil {
		g.stop(err)
		return 0, false
	}
	return f, true
}

// scoreMessage gives the active seat points from a message (its action or
// its seal) on the figure it chooses, noted in nt, and reports whether
// that figure now stands on a dark space: message points are a round of
// their own.
func (g *Game) scoreMessage(points int, n engine.Node, detail string, nt *note) bool {
	if points == 0 {
		return false
	}
	seat := g.active
	g.core.AwardBonus(seat, points, engine.PhaseTurn, "message", n, detail)
	f, ok := g.chooseFigure(seat, points)
	if !ok {
		return false
	}
	if g.rules.params.Figures > 1 {
		nt.figure = f + 1
	}
	g.figures[seat][f] += points
	return g.Dark(g.figures[seat][f])
}

// takeMessage takes the top message for the active seat, carries out the
// seat's choice and puts the message under the deck; it reports whether
// the points it gave leave a figure on a dark space. Seed: "The active
// player takes the top tile from the stack of Message tiles and turns it
// over. He or she has two options, either: Perform the action of the
// Message or Score 2 points immediately ... After the player has carried
// out his or her choice, he or she places the Message tile face down at
// the bottom of the Message stack."
func (g *Game) takeMessage() bool {
	if g.size == 0 {
		return false // the only message is being carried out (one more tile)
	}
	if err := g.ch.arrange(g); err != nil {
		g.stop(err)
		return false
	}
	g.chain++
	if g.chain > maxChain {
		g.stop(fmt.Errorf("%s has taken %d messages in one turn and the chain goes on: the choices repeat without end", g.core.Players()[g.active], maxChain))
		return false
	}
	mi := int(g.deck[g.head])
	g.head = (g.head + 1) % len(g.deck)
	g.size--
	defer g.putBack(mi)
	seat := g.active
	st := &g.stats[seat]
	st.Taken[mi]++
	m := &g.rules.params.Deck[mi]
	nt := note{after: g.core.LogLen(), seat: seat, message: mi}
	can := g.canAct(m)
	action, err := g.ch.message(g, mi, can)
	if err != nil {
		g.stop(err)
		return false
	}
	if !action || !can {
		nt.seal = true
		points := g.rules.params.SealPoints
		st.SealPoints += points
		due := g.scoreMessage(points, engine.NoNode, g.detail(func() string { return fmt.Sprintf("message %d taken as its seal: %d points", m.Number, points) }), &nt)
		g.notes = append(g.notes, nt)
		return due
	}
	st.Actions++
	switch m.Action {
	case ActionExtraTile:
		// The message's note comes before the tile's in the record.
		g.notes = append(g.notes, nt)
		if err := g.ch.extraTile(g); err != nil {
			g.stop(err)
		}
		return false
	case ActionReturn:
		due := g.scoreAndReturn(m, &nt)
		g.notes = append(g.notes, nt)
		return due
	}
	points, n, detail := g.actionValue(m)
	st.ActionPoints += points
	due := g.scoreMessage(points, n, detail, &nt)
	g.notes = append(g.notes, nt)
	return due
}

// maxChain is the most messages one turn may take. The rules set no limit
// ("Chains of scoring in this way can continue indefinitely"), but a chain
// ends only when a player chooses to end it; choices that never do (a bot
// that always lands on a dark space while every message scores a
// multiple of 5) would play forever.
const maxChain = 1000

// Chain is the number of messages the active seat has taken this turn.
func (g *Game) Chain() int { return g.chain }

// putBack puts message mi at the bottom of the deck.
func (g *Game) putBack(mi int) {
	g.deck[(g.head+g.size)%len(g.deck)] = int16(mi)
	g.size++
}

// canAct reports whether message m's action can be carried out: one more
// tile needs a tile to draw or hold, scoring and returning a follower needs
// a follower of the active seat on the board; the others always can,
// though they may score nothing.
func (g *Game) canAct(m *Message) bool { return g.cannotWhy(m) == "" }

// cannotWhy says why message m's action cannot be carried out now, or "".
func (g *Game) cannotWhy(m *Message) string {
	switch m.Action {
	case ActionExtraTile:
		if !g.core.CanDrawExtra() {
			return "no tile is left to draw"
		}
	case ActionReturn:
		for _, f := range g.core.Followers() {
			if f.Player == g.active {
				return ""
			}
		}
		return "no follower of yours stands on the board"
	}
	return ""
}

// deckNumbers lists the numbers of the messages in the deck, top first,
// for messages to people.
func (g *Game) deckNumbers() string {
	s := ""
	for k := range g.size {
		if k > 0 {
			s += ", "
		}
		s += fmt.Sprint(g.rules.params.Deck[g.deck[(g.head+k)%len(g.deck)]].Number)
	}
	if s == "" {
		return "none"
	}
	return s
}

// playExtra plays one more tile for the active seat on the fast path (a
// bot or a match chooses): draw, place, perhaps a follower, then score it
// as a round of its own. Seed, footnote 9: "The placement of this tile
// follows a normal turn with all its phases ... The player may also
// receive additional messages."
func (g *Game) playExtra() error {
	start := g.core.LogLen()
	if !g.core.DrawExtra() {
		g.extras = append(g.extras, [2]int{start, g.core.LogLen()})
		return nil
	}
	g.playTile()
	g.extras = append(g.extras, [2]int{start, g.core.LogLen()})
	if g.err != nil {
		return g.err
	}
	g.core.ScoreCompleted()
	return g.err
}
