package engine

import (
	"errors"
	"fmt"
)

// ErrMatchClosed ends the game of a PullMatch that was closed before it
// was over: the game's chooser returns it when its question is not
// answered.
var ErrMatchClosed = errors.New("the match was closed")

// Pulled is a decision handed out by a game that runs on a goroutine of
// its own: the match writes the answer into it before the game goes on.
type Pulled interface {
	Decision
	SetAnswer(i int)
}

// PullMatch is the match of a ruleset whose rules code asks its questions
// as the turn reaches them (Mists, the Messages module): the game runs on
// a goroutine of its own (Pull) and hands each question out as a decision,
// so the rules code is the same whoever decides. It plays to its first
// decision when made.
type PullMatch struct {
	next func() (Pulled, bool)
	stop func()
	cur  Pulled
	err  error
}

// NewPullMatch starts a match of the game play plays: play asks each
// question through ask, which returns false when the match is closed
// (play should then return ErrMatchClosed), and returns what stopped the
// game early, if anything.
func NewPullMatch(play func(ask func(Pulled) bool) error) *PullMatch {
	m := &PullMatch{}
	m.next, m.stop = Pull(func(yield func(Pulled) bool) {
		if err := play(yield); err != nil && !errors.Is(err, ErrMatchClosed) {
			m.err = err
		}
	})
	m.advance()
	return m
}

func (m *PullMatch) advance() {
	d, ok := m.next()
	if !ok {
		m.cur = nil
		m.stop()
		return
	}
	m.cur = d
}

// Pending is the decision waited for, or nil once the game is over (or
// stopped on an error: see Err).
func (m *PullMatch) Pending() Decision {
	if m.cur == nil {
		return nil
	}
	return m.cur
}

// Answer takes option i of the pending decision and plays on to the next.
func (m *PullMatch) Answer(i int) error {
	if m.cur == nil {
		return ErrNoDecision
	}
	if i < 0 || i >= m.cur.Options() {
		return fmt.Errorf("%w: option %d of %s decision (it has %d, numbered from 0)", ErrNoOption, i, m.cur.Kind(), m.cur.Options())
	}
	m.cur.SetAnswer(i)
	m.advance()
	if m.cur == nil && m.err != nil {
		return m.err
	}
	return nil
}

// Err is what stopped the game before its end, if anything.
func (m *PullMatch) Err() error { return m.err }

// Close stops the game's goroutine; the match asks nothing more.
func (m *PullMatch) Close() {
	m.stop()
	m.cur = nil
}

// Question is a decision of a PullMatch whose built-in agents are of type
// A (a bot, a team): what the rules code asks, how to describe each
// option, and how to put the question to such an agent.
type Question[A any] struct {
	Of DecisionKind
	// By is the seat that decides, or TeamSeat.
	By int
	// N is the number of options (at least one).
	N int
	// Describe describes option i.
	Describe func(i int) Option
	// Ask puts the question to an agent of type A and returns its choice.
	Ask func(a A) (int, error)
	// Answer is the option chosen, once the match has it.
	Answer int
}

func (q *Question[A]) Kind() DecisionKind  { return q.Of }
func (q *Question[A]) Seat() int           { return q.By }
func (q *Question[A]) Options() int        { return q.N }
func (q *Question[A]) Option(i int) Option { return q.Describe(i) }
func (q *Question[A]) SetAnswer(i int)     { q.Answer = i }

// AskAgent puts decision d of a PullMatch to agent a, an agent of type A
// (a bot, a team); who names the agent in the error for a decision of
// another game.
func AskAgent[A any](d Decision, a A, who string) (int, error) {
	q, ok := d.(*Question[A])
	if !ok {
		return 0, fmt.Errorf("%s cannot take a %s decision of another game", who, d.Kind())
	}
	return q.Ask(a)
}

// Put hands question q out through a PullMatch's yield and returns the
// option chosen, or ErrMatchClosed when the match was closed instead.
func Put[A any](yield func(Pulled) bool, q *Question[A]) (int, error) {
	if !yield(q) {
		return 0, ErrMatchClosed
	}
	return q.Answer, nil
}
