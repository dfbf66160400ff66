package editor

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// A search bot thinks for a while on every move (tens of milliseconds,
// more with a larger budget): the window asks it off its own thread.
// Think runs the pending bot decision's agent and only reads the game;
// AnswerBot then plays its answer, on the window's thread, unless the
// game has moved on meanwhile.

// Searching reports whether the pending decision is a search bot's (an
// agent with a budget, "mcts:N"), which the window lets think on another
// thread.
func (p *Play) Searching() bool {
	return p.phase == WaitBot && strings.HasPrefix(p.Bot(), "mcts")
}

// Think asks the pending decision's bot for its answer and returns the
// decision with it, without playing it: the game is only read, so the
// window may draw it meanwhile.
func (p *Play) Think() (engine.Decision, int, error) {
	if p.phase != WaitBot {
		return nil, 0, fmt.Errorf("%w: it is not a bot's turn", ErrNotNow)
	}
	d := p.pending
	i, err := p.agents[p.deciderSeat(d)].Decide(p.match, d)
	if err != nil {
		return d, 0, fmt.Errorf("%s (%s bot) cannot decide: %w", p.Decider(), p.Bot(), err)
	}
	return d, i, nil
}

// AnswerBot plays answer i a bot thought out for decision d; false when
// d is no longer the pending decision (a new game, say), and nothing is
// played.
func (p *Play) AnswerBot(d engine.Decision, i int) (bool, error) {
	if p.phase != WaitBot || p.pending != d {
		return false, nil
	}
	return true, p.answer(i)
}
