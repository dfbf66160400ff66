package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Record is a game record (ARCHITECTURE.md): the pack and mix, the ruleset
// with its options, the players and the moves. The start tile or layout is
// placed by set-up and is not a move.
type Record struct {
	Pack    string        `json:"pack"`
	Mix     string        `json:"mix"`
	Ruleset RecordRuleset `json:"ruleset"`
	Players []string      `json:"players"`
	// Seed is the seed the game was played with; replaying does not need
	// it, since every move names its tile.
	Seed  uint64 `json:"seed"`
	Moves []Move `json:"moves"`
	// Final ends the game after the last listed move and runs final
	// scoring even if tiles remain.
	Final bool `json:"final,omitempty"`
}

// RecordRuleset names the ruleset and its options (for classic, the house
// rules, as in the pack's rules.classic.houseRules).
type RecordRuleset struct {
	Name    string          `json:"name"`
	Options json.RawMessage `json:"options,omitempty"`
}

// ErrBadRecord is wrapped by every record decoding error.
var ErrBadRecord = errors.New("engine: bad game record")

// DecodeRecord reads a game record. Errors name the file, line and column.
func DecodeRecord(file string, data []byte) (*Record, error) {
	var r Record
	if err := DecodeStrict(file, data, &r); err != nil {
		return nil, err
	}
	var missing []string
	if r.Pack == "" {
		missing = append(missing, `"pack"`)
	}
	if r.Mix == "" {
		missing = append(missing, `"mix"`)
	}
	if r.Ruleset.Name == "" {
		missing = append(missing, `"ruleset": {"name": ...}`)
	}
	if len(r.Players) == 0 {
		missing = append(missing, `"players"`)
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%w: %s: missing %s", ErrBadRecord, file, strings.Join(missing, ", "))
	}
	seen := map[string]bool{}
	for _, p := range r.Players {
		if p == "" || seen[p] {
			return nil, fmt.Errorf("%w: %s: players must have distinct, non-empty names (got %q)", ErrBadRecord, file, r.Players)
		}
		seen[p] = true
	}
	for i, m := range r.Moves {
		if m.Tile == "" {
			return nil, fmt.Errorf("%w: %s: move %d has no \"tile\"", ErrBadRecord, file, i+1)
		}
	}
	return &r, nil
}

// Replay plays a record with the given rules bound to set and returns the
// game. An illegal move stops the replay with an error that names its move
// number; the returned game then holds the moves before it.
func Replay(set *Set, rs Ruleset, r *Record) (*Game, error) {
	if r.Ruleset.Name != rs.Name() {
		return nil, fmt.Errorf("engine: the record is a %s game, not %s", r.Ruleset.Name, rs.Name())
	}
	if set.Ruleset.Name != r.Ruleset.Name {
		return nil, fmt.Errorf("engine: the record is a %s game but pack %s is for %s", r.Ruleset.Name, set.Pack.ID, set.Ruleset.Name)
	}
	rules, err := rs.Bind(set, r.Ruleset.Options)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(set, rules, Setup{Mix: r.Mix, Players: r.Players, Seed: r.Seed, Events: true})
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.Play(m); err != nil {
			var me *MoveError
			if errors.As(err, &me) {
				me.Number = i + 1
			}
			return g, err
		}
	}
	if r.Final {
		g.End()
	}
	return g, nil
}

// SpotName names feature fi of the tile turned q quarter turns as a record
// does: its first port in board orientation, or its kind.
func (t *TileDef) SpotName(q, fi int) string { return spotName(t, q, fi) }
