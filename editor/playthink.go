package editor

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// A search bot thinks for a while on every move (tens of milliseconds,
// more with a larger budget), and an outside program takes what it takes
// (a process to start, a minute at most a decision): the window asks them
// off its own thread. Think runs the pending bot decision's agent, which
// plays its playouts on games of its own, or writes the decision to its
// program: of the game it reads the position and draws from its random
// source (nothing the window reads); AnswerBot then plays its answer, on
// the window's thread, unless the game has moved on meanwhile.

// OffThread reports whether the pending decision is a bot's that the
// window lets think on another thread: the search bot's (an agent with a
// budget, "mcts:N"), or an agent of a registered kind's (an outside
// program, "ext:./mybot").
func (p *Play) OffThread() bool {
	if p.phase != WaitBot {
		return false
	}
	bot := p.Bot()
	return strings.HasPrefix(bot, "mcts") || engine.IsAgentOfKind(bot)
}

// Think asks the pending decision's bot for its answer and returns the
// decision with it, without playing it: the window may draw the game
// meanwhile. A bot that fails on the way — a defect of the bot, which
// would otherwise take the window down from the thinking goroutine — is
// an error that names it.
func (p *Play) Think() (d engine.Decision, i int, err error) {
	if p.phase != WaitBot {
		return nil, 0, fmt.Errorf("%w: it is not a bot's turn", ErrNotNow)
	}
	d = p.pending
	defer func() {
		if r := recover(); r != nil {
			i, err = 0, fmt.Errorf("%s (%s bot) failed while thinking: %v", p.Decider(), p.Bot(), r)
		}
	}()
	i, err = p.agents[p.deciderSeat(d)].Decide(engine.Underlying(p.match), d)
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
