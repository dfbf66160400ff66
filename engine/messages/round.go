package messages

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// stop records what stops the game; the first error wins.
func (g *Game) stop(err error) {
	if g.err == nil {
		g.err = err
	}
}

// The round of scoring (seed): every award moves the figure its scorer
// chooses, then the active player takes a message if one of the figures
// that moved for them stands on a dark space, and message points are a
// new round, until a round lands on no dark space. "The active player can
// receive only one Message from a round of scoring even if, for example,
// both scoring figures end up on dark number fields ... if the active
// player gets points from a Message, it is possible that he or she could
// move a counting follower and receive another Message ... Chains of
// scoring in this way can continue indefinitely." Each step below is one
// step of that loop (turn.go runs them).

// moveFigure moves figure f of the scorer of the round's next award.
// Seed: "If more than one feature is scored on a single turn, the entire
// point value for each individual feature must be scored by moving a
// single counting follower."
func (g *Game) moveFigure(f int) {
	a := g.round[g.fig]
	g.fig++
	g.figures[a.seat][f] += a.points
	if a.seat == g.active {
		g.moved[f] = true
	}
}

// endFigures ends the figures' moves of the round: the active seat takes
// a message when a figure of its that moved stands on a dark space (seed,
// footnote 16: "only at the end of a round of scoring is it determined if
// a scoring figure is on a dark space").
func (g *Game) endFigures() {
	g.round = g.round[:0]
	g.phase = phaseCropStart
	for f, m := range g.moved[:g.rules.params.Figures] {
		if m && g.Dark(g.figures[g.active][f]) {
			g.phase = phaseTakeMessage
		}
	}
}

// takeMessage takes the top message for the active seat (its draw is a
// chance event), if the deck holds one. Seed: "The active player takes
// the top tile from the stack of Message tiles and turns it over. He or
// she has two options, either: Perform the action of the Message or Score
// 2 points immediately ... After the player has carried out his or her
// choice, he or she places the Message tile face down at the bottom of
// the Message stack."
func (g *Game) takeMessage() {
	g.phase = phaseMessageDraw
	if g.size == 0 {
		g.phase = phaseCropStart // the only message is being carried out (one more tile)
	}
}

// messageDrawn takes the message on top of the deck out of it, for the
// active seat to carry out or take as its seal.
func (g *Game) messageDrawn() {
	g.chain++
	if g.chain > maxChain {
		g.stop(fmt.Errorf("%s has taken %d messages in one turn and the chain goes on: the choices repeat without end", g.core.Players()[g.active], maxChain))
		return
	}
	mi := int(g.deck[g.head])
	g.head = (g.head + 1) % len(g.deck)
	g.size--
	g.stats[g.active].Taken[mi]++
	g.msg = takenMessage{mi: mi, nt: note{seat: g.active, message: mi}, can: g.canAct(&g.rules.params.Deck[mi])}
	if g.recording() {
		g.msg.nt.after = g.coreMoves()
	}
	g.phase = phaseMessage
}

// carryOut carries out the message taken (action) or takes its seal.
func (g *Game) carryOut(action bool) {
	mi := g.msg.mi
	m := &g.rules.params.Deck[mi]
	st := &g.stats[g.active]
	if !action || !g.msg.can {
		g.msg.nt.seal = true
		points := g.rules.params.SealPoints
		st.SealPoints += points
		g.scoreMessage(points, engine.NoNode, g.detail(func() string { return fmt.Sprintf("message %d taken as its seal: %d points", m.Number, points) }))
		return
	}
	st.Actions++
	switch m.Action {
	case ActionExtraTile:
		// Noted now, before any message its tile's round brings: the
		// score document lists the messages in the order they were taken.
		g.note(g.msg.nt)
		g.playExtra(mi)
		return
	case ActionReturn:
		g.buf.followers = g.buf.followers[:0]
		for _, f := range g.core.Followers() {
			if f.Player == g.active {
				g.buf.followers = append(g.buf.followers, f)
			}
		}
		g.phase = phaseReturn
		return
	}
	points, n, detail := g.actionValue(m)
	st.ActionPoints += points
	g.scoreMessage(points, n, detail)
}

// scoreMessage gives the active seat points from the message (its action
// or its seal); the seat chooses the figure they move: message points are
// a round of their own.
func (g *Game) scoreMessage(points int, n engine.Node, detail string) {
	if points == 0 {
		g.endMessage(false)
		return
	}
	g.core.AwardBonus(g.active, points, engine.PhaseTurn, "message", n, detail)
	g.msg.points = points
	if g.rules.params.Figures == 1 {
		g.messageFigure(0)
		return
	}
	g.figSeat, g.figPoints = g.active, points
	g.phase = phaseMessageFigure
}

// messageFigure moves figure f by the message's points.
func (g *Game) messageFigure(f int) {
	if g.rules.params.Figures > 1 {
		g.msg.nt.figure = f + 1
	}
	g.figures[g.active][f] += g.msg.points
	g.endMessage(g.Dark(g.figures[g.active][f]))
}

// endMessage puts the message carried out under the deck; due says its
// points left the figure they moved on a dark space, a round that takes
// another message.
func (g *Game) endMessage(due bool) {
	if g.msg.ret {
		g.core.ReturnFollower(g.msg.node)
	}
	g.note(g.msg.nt)
	g.putBack(g.msg.mi)
	g.phase = phaseCropStart
	if due {
		g.phase = phaseTakeMessage
	}
}

// note notes a message taken for the score document, when the game
// records (a match, a replay; a simulation or a search's copy does not).
func (g *Game) note(nt note) {
	if g.recording() {
		g.notes = append(g.notes, nt)
	}
}

// recording reports whether the game keeps its events and the messages
// taken.
func (g *Game) recording() bool { return g.core.EventsOn() }

// coreMoves is the number of core moves played: tiles placed and tiles
// set aside, which the kernel counts by seat (the Move of its events).
func (g *Game) coreMoves() int {
	n := 0
	for seat := range g.core.Players() {
		st := g.core.Stats(seat)
		n += st.Turns + st.Unplaceable
	}
	return n
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
func (g *Game) canAct(m *Message) bool { return g.CannotWhy(m) == "" }

// CannotWhy says why message m's action cannot be carried out now, or "".
func (g *Game) CannotWhy(m *Message) string {
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
