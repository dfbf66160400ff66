// Package extagent is the outside agents' protocol: a program of any
// language sits at the table by reading one JSON object a line on its
// standard input — a decision to take, with the view of the game its seat
// may see — and writing one line back, the option it takes. The package
// speaks the protocol over a Peer (a line out, a line back) and starts no
// process: internal/extbot runs the program ("ext:./mybot") and registers
// the kind of agent with the engine (engine.AgentKind). The protocol is
// documented for bot authors in docs/agents.md.
package extagent

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Version is the protocol's version, in every request: a program that
// reads a version it does not know should stop with a message.
const Version = 1

// Request is one line to the program: a decision to take.
type Request struct {
	Protocol int `json:"protocol"`
	// Game describes the game, in the first request of each game only.
	Game     *GameInfo    `json:"game,omitempty"`
	Decision DecisionInfo `json:"decision"`
	View     View         `json:"view"`
}

// GameInfo is what the program learns when a game starts: what is played,
// by whom, with which tiles.
type GameInfo struct {
	// Number counts the games this program has been given: 1, 2, …
	Number  int      `json:"number"`
	Ruleset string   `json:"ruleset"`
	Modules []string `json:"modules,omitempty"`
	Pack    string   `json:"pack"`
	Mix     string   `json:"mix"`
	// Seats name the seats that own the pieces, supplies and scores of
	// the view, in their order: the players of a competitive game, the
	// meeple colours of Mists (whose decisions are the team's).
	Seats []string `json:"seats"`
	// Seed is for the program's own randomness: drawn from the game's
	// random source, so a program that draws only from it plays a game
	// the same way each time. It says nothing of the deal.
	Seed  uint64     `json:"seed"`
	Tiles []TileInfo `json:"tiles"`
}

// TileInfo is a tile kind of the pack: its features, and how many copies
// the mix holds.
type TileInfo struct {
	ID       string        `json:"id"`
	Name     string        `json:"name,omitempty"`
	Count    int           `json:"count"`
	Features []FeatureInfo `json:"features"`
}

// FeatureInfo is a feature of a tile as the pack draws it, unrotated:
// its kind and the ports of the tile's edges it touches (N, NL, NR, E, …).
type FeatureInfo struct {
	ID       string   `json:"id"`
	Kind     string   `json:"kind"`
	Ports    []string `json:"ports"`
	Pennants int      `json:"pennants,omitempty"`
}

// DecisionInfo is the decision to take: what it decides, who decides
// (-1: the whole team), and its options.
type DecisionInfo struct {
	Kind    string       `json:"kind"`
	Seat    int          `json:"seat"`
	Options []OptionInfo `json:"options"`
}

// OptionInfo is one option: its stable encoding (a JSON value, the way a
// record names it), its label for people, and the board cell it concerns.
type OptionInfo struct {
	JSON  json.RawMessage `json:"json"`
	Label string          `json:"label"`
	X     *int            `json:"x,omitempty"`
	Y     *int            `json:"y,omitempty"`
}

// Answer is the program's line: the index of the option it takes.
type Answer struct {
	Option *int `json:"option"`
}

// maxAnswer is the longest answer line read: an answer is a few bytes.
const maxAnswer = 64 << 10

// Errors of a program's answers.
var (
	ErrAnswer   = errors.New("not an answer")
	ErrNoOption = errors.New("no option")
)

// ReadAnswer reads the program's answer line to a decision of n options:
// a JSON object whose "option" is a whole number from 0 to n-1 (other
// fields are the program's own and ignored). The error says what was
// wrong and what would be right, in the program author's terms.
func ReadAnswer(line []byte, n int) (int, error) {
	line = bytes.TrimSpace(line)
	if len(line) > maxAnswer {
		return 0, fmt.Errorf("%w: a line of %d bytes; answer with one short line such as {\"option\": 0}", ErrAnswer, len(line))
	}
	var a Answer
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	var raw map[string]json.RawMessage
	if err := dec.Decode(&raw); err != nil || raw == nil {
		return 0, fmt.Errorf("%w: %s is not a JSON object; answer with one line such as {\"option\": 0}", ErrAnswer, Quote(line))
	}
	if dec.More() {
		return 0, fmt.Errorf("%w: %s has more after the object; answer with one JSON object a line", ErrAnswer, Quote(line))
	}
	opt, ok := raw["option"]
	if !ok {
		return 0, fmt.Errorf("%w: %s has no \"option\"; answer with {\"option\": N}, N from 0 to %d", ErrAnswer, Quote(line), n-1)
	}
	if err := json.Unmarshal(opt, &a.Option); err != nil || a.Option == nil {
		return 0, fmt.Errorf("%w: \"option\" is %s, not a whole number; answer with {\"option\": N}, N from 0 to %d", ErrAnswer, Quote(opt), n-1)
	}
	if *a.Option < 0 || *a.Option >= n {
		return 0, fmt.Errorf("%w: option %d of a decision of %d options; give N from 0 to %d", ErrNoOption, *a.Option, n, n-1)
	}
	return *a.Option, nil
}

// Quote shows a program's bytes in a message: quoted, and cut when long.
func Quote(b []byte) string {
	s := string(b)
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return fmt.Sprintf("%q", strings.ToValidUTF8(s, "?"))
}
