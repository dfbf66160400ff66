package engine

import (
	"errors"
	"fmt"
)

// The match protocol. A game in progress asks for one decision at a time:
// what the decision is about (its kind), who takes it (a seat, or the team
// of a cooperative game) and its options. Agents answer decisions — a bot,
// a person in the editor, a record being replayed — always the same way,
// whatever the ruleset:
//
//	for d := m.Pending(); d != nil; d = m.Pending() {
//		i, err := agent.Decide(m, d)
//		...
//		err = m.Answer(i)
//	}
//
// Options are described on demand (Decision.Option), so an agent that
// chooses by index pays nothing for labels and encodings it never reads.
// Simulation keeps its own allocation-free path (Player, Sampler).

// DecisionKind names what a decision decides, as records, agents and the
// editor spell it.
type DecisionKind string

// The decisions of the core's turn: place the tile, then perhaps a
// follower on it. Rulesets add their own kinds.
const (
	DecidePlacement DecisionKind = "place-tile"
	DecideFollower  DecisionKind = "place-follower"
)

// CoreDecisionTitles name the core's decisions for people.
var CoreDecisionTitles = map[DecisionKind]string{
	DecidePlacement: "Place the tile",
	DecideFollower:  "Place a follower",
}

// TeamSeat is the seat of a decision the whole team takes (a cooperative
// game such as Mists over Carcassonne).
const TeamSeat = -1

// Option is one answer to a decision, as people and records see it.
type Option struct {
	// JSON is the option's stable encoding: the same option of the same
	// game state always encodes alike, so a record can name it.
	JSON string
	// Label is a short description for people: "D at (2,-1) rot 90".
	Label string
	// X, Y is the board cell the option concerns, when HasAt.
	X, Y  int
	HasAt bool
}

// Decision is what a match waits for: one choice among its options (at
// least one), by one seat or the team.
type Decision interface {
	Kind() DecisionKind
	// Seat is the seat that decides, or TeamSeat.
	Seat() int
	// Options is the number of options.
	Options() int
	// Option describes option i (0 <= i < Options()).
	Option(i int) Option
}

// Match is a game in progress that asks for one decision at a time.
type Match interface {
	// Pending is the decision the match waits for, or nil once the game is
	// over.
	Pending() Decision
	// Answer takes option i of the pending decision and plays on to the
	// next decision.
	Answer(i int) error
	// Close releases what the match holds; it may be called at any time,
	// more than once.
	Close()
}

// Recorder is implemented by matches that write the game so far as a game
// record: pack names the pack as the record should (a built-in id, or a
// file beside the record), options are the ruleset options the game was
// started with. A History is one, over any game that names its header.
type Recorder interface {
	EncodeRecord(pack string, options []byte) ([]byte, error)
}

// RecordHeaderWriter is implemented by every ruleset's game: the header
// of a record of the game so far — pack (as Recorder's), mix, ruleset
// with its options, players and seed — which a History writes above the
// steps it took (format HistoryFormat). Format, moves and final are left
// to the History. An error says why the game cannot be saved as it stands.
type RecordHeaderWriter interface {
	RecordHeader(pack string, options []byte) (RecordHeader, error)
}

// Agent answers decisions: a bot, a person, a record being replayed.
type Agent interface {
	// Decide returns the index of the option chosen, or an error that
	// stops the match (a record that cannot go on, say).
	Decide(m Match, d Decision) (int, error)
}

// NamedAgent is an agent with the name the command line gives it
// ("greedy", "mcts:1000"): a ruleset's bot.
type NamedAgent interface {
	Agent
	Name() string
}

// Errors of the match protocol.
var (
	ErrNoDecision = errors.New("the game is over: no decision is pending")
	ErrNoOption   = errors.New("no such option")
)

// CheckOption says why i is no option of the pending decision d (nil: no
// decision is pending), nil when it is one: what every Answer checks
// first.
func CheckOption(d Decision, i int) error {
	if d == nil {
		return ErrNoDecision
	}
	if i < 0 || i >= d.Options() {
		return optionRangeError(d, i)
	}
	return nil
}

// CheckAnswer is CheckOption for a game that may have stopped on an error
// (stopped): with no decision pending, that error says why.
func CheckAnswer(d Decision, stopped error, i int) error {
	if d == nil && stopped != nil {
		return stopped
	}
	return CheckOption(d, i)
}

// optionRangeError words an answer that names no option of d.
func optionRangeError(d Decision, i int) error {
	return fmt.Errorf("%w: option %d of %s decision (it has %d, numbered from 0)", ErrNoOption, i, d.Kind(), d.Options())
}

// Drive plays m until the game is over or an agent fails: the decisions of
// seat s go to agents[s], the team's to agents[0]. Agents are handed the
// match a History writes down (Underlying), whose game they read.
func Drive(m Match, agents []Agent) error { return DriveWith(m, agents) }

// DriveWith is Drive for agents of any one type (a ruleset's bots), with
// no slice of Agent to make.
func DriveWith[A Agent](m Match, agents []A) error {
	under := Underlying(m)
	for d := m.Pending(); d != nil; d = m.Pending() {
		seat := max(d.Seat(), 0)
		if seat >= len(agents) {
			return fmt.Errorf("seat %d decides, but only %d agent(s) play", seat, len(agents))
		}
		i, err := agents[seat].Decide(under, d)
		if err != nil {
			return err
		}
		if err := m.Answer(i); err != nil {
			return err
		}
	}
	return nil
}

// PlayOut plays s to its end with one agent per seat (DriveWith), and
// then returns the error that stopped the game early, for a game that
// says so (Err).
func PlayOut[A Agent](s Match, agents []A) error {
	if err := DriveWith(s, agents); err != nil {
		return err
	}
	if e, ok := s.(interface{ Err() error }); ok {
		return e.Err()
	}
	return nil
}

// AnswerJSON answers the pending decision with the option whose encoding
// is enc, as a record replays a match.
func AnswerJSON(m Match, enc string) error {
	d := m.Pending()
	if d == nil {
		return ErrNoDecision
	}
	for i := range d.Options() {
		if d.Option(i).JSON == enc {
			return m.Answer(i)
		}
	}
	return fmt.Errorf("%w: %s is not an option of the %s decision", ErrNoOption, enc, d.Kind())
}
