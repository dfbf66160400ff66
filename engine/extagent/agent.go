package extagent

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/tilesmith/tilesmith/engine"
)

// Peer is the program at the other end: Exchange writes one request line
// and returns the program's answer line (without its line end), or why
// there is none (the program ended, or took too long).
type Peer interface {
	Exchange(request []byte) ([]byte, error)
}

// Agent is an outside program at the table: it puts each decision to the
// program and takes the option it answers. It tells a new game by the
// match it is given (a new match, another seed, or a pile drawn back), and
// describes the game in the first request of each.
type Agent struct {
	name string
	peer Peer
	// the game being played, to tell the first decision of the next
	match engine.Match
	seed  uint64
	drawn int
	games int
}

// New returns the agent named name (as the command line gave it) that
// asks peer.
func New(name string, peer Peer) *Agent { return &Agent{name: name, peer: peer} }

// Name is the agent's name as the command line gave it: "ext:./mybot".
func (a *Agent) Name() string { return a.name }

// Decide puts d to the program, with the view of the game its seat may
// see, and returns the option it answers.
func (a *Agent) Decide(m engine.Match, d engine.Decision) (int, error) {
	req := Request{Protocol: Version, Decision: decisionInfo(d), View: viewOf(m)}
	if a.newGame(m) {
		a.games++
		req.Game = gameInfo(m, a.games, a.botSeed(m))
	}
	line, err := json.Marshal(req)
	if err != nil {
		// Every field is a plain value or valid JSON.
		panic(fmt.Sprintf("extagent: a request does not encode: %v", err))
	}
	answer, err := a.peer.Exchange(line)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", a.name, err)
	}
	i, err := ReadAnswer(answer, d.Options())
	if err != nil {
		return 0, fmt.Errorf("%s: its answer to a %s decision (turn %d) is %w", a.name, d.Kind(), req.View.Turn+1, err)
	}
	return i, nil
}

// newGame reports whether m is another game than the last decision's:
// another match, or the same match reset (another seed, or fewer tiles
// drawn). It notes m's game for the next call.
func (a *Agent) newGame(m engine.Match) bool {
	var seed uint64
	drawn := 0
	if v, ok := engine.Underlying(m).(engine.Viewer); ok {
		g := v.Core()
		seed, drawn = g.Seed(), g.Pile().Drawn()
	}
	fresh := a.match != m || seed != a.seed || drawn < a.drawn || a.games == 0
	a.match, a.seed, a.drawn = m, seed, drawn
	return fresh
}

// botSeed draws the program's seed from the game's random source, as a
// built-in bot draws its randomness (engine.Bot): a game is fixed by its
// own seed. A game with no random source to draw from gives 0.
func (a *Agent) botSeed(m engine.Match) uint64 {
	if s, ok := engine.Underlying(m).(engine.State); ok {
		return s.Rand().Uint64()
	}
	return 0
}

// Close lets the program go: the peer's Close, when it has one. An agent
// closed asks nothing more.
func (a *Agent) Close() error {
	if c, ok := a.peer.(io.Closer); ok {
		return c.Close()
	}
	return nil
}
