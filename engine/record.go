package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// RecordFormat is the newest version of the game-record format the
// engine reads, and the one it writes: format 2 (HistoryFormat), whose
// moves are the game's steps. A record without "format" is of format 1
// (every record before the field existed), whose moves are each
// ruleset's own; both read.
const RecordFormat = HistoryFormat

// MovesFormat is the record format whose moves are each ruleset's own
// (Move for classic's turn): the format of every record before format 2,
// still read, and still written by each ruleset's own recorder, whose
// header a History's record takes.
const MovesFormat = 1

// GameRecord is a game record of any ruleset (ARCHITECTURE.md): the
// header every ruleset shares — the format, the pack and mix, the ruleset
// with its options, the players, the seed and whether the game ended early
// — and the moves, whose body M is the ruleset's own (Move for the core's
// turn; Mists' moves carry the team's choices too). The start tile or
// layout is placed by set-up and is not a move.
//
// One generic type rather than a header with raw moves: each ruleset's
// moves are decoded by the same strict walk as the header, so an error in
// a move names its line and column like any other.
type GameRecord[M any] struct {
	// Format is the record format's version (RecordFormat); 0 when the
	// record does not say, which reads as format 1.
	Format int    `json:"format,omitempty"`
	Pack   string `json:"pack"`
	// With names the expansion packs played on Pack, in the order they
	// were combined (schema.Combine); absent when the game was played on
	// Pack alone, as in every record before the field existed.
	With    []string      `json:"with,omitempty"`
	Mix     string        `json:"mix"`
	Ruleset RecordRuleset `json:"ruleset"`
	Players []string      `json:"players"`
	// Seed is the seed the game was played with; replaying does not need
	// it, since every move names its tile.
	Seed  uint64 `json:"seed"`
	Moves []M    `json:"moves"`
	// Final ends the game after the last listed move and runs final
	// scoring even if tiles remain (rulesets whose games end on their own,
	// such as Mists, refuse it).
	Final bool `json:"final,omitempty"`
}

// RecordHeader is a record read for its header: the moves are left as the
// file has them, for the record's ruleset to decode.
type RecordHeader = GameRecord[json.RawMessage]

// RecordRuleset names the ruleset and its options (for classic, the house
// rules, as in the pack's rules.classic.houseRules).
type RecordRuleset struct {
	Name string `json:"name"`
	// Modules are the modules of the ruleset the game played (Messages on
	// classic), which change its moves; absent when it played none.
	Modules []string        `json:"modules,omitempty"`
	Options json.RawMessage `json:"options,omitempty"`
}

// ErrBadRecord is wrapped by every record decoding error.
var ErrBadRecord = errors.New("bad game record")

// DecodeGameRecord reads a game record whose moves are of type M and
// checks its header. Errors name the file, line and column.
func DecodeGameRecord[M any](file string, data []byte) (*GameRecord[M], error) {
	var r GameRecord[M]
	if err := DecodeStrict(file, data, &r); err != nil {
		return nil, err
	}
	if err := r.checkHeader(file); err != nil {
		return nil, err
	}
	return &r, nil
}

// DecodeRecordHeader reads a game record of any ruleset for its header;
// its moves must be JSON values, which the ruleset decodes.
func DecodeRecordHeader(file string, data []byte) (*RecordHeader, error) {
	return DecodeGameRecord[json.RawMessage](file, data)
}

// Header is the record's header, without its moves.
func (r *GameRecord[M]) Header() RecordHeader {
	return RecordHeader{Format: r.Format, Pack: r.Pack, With: r.With, Mix: r.Mix, Ruleset: r.Ruleset,
		Players: r.Players, Seed: r.Seed, Final: r.Final}
}

// checkHeader refuses a header without what every replay needs.
func (r *GameRecord[M]) checkHeader(file string) error {
	switch {
	case r.Format > RecordFormat:
		return fmt.Errorf("%s: %w: \"format\": %d is not a record format this tilesmith reads (it reads formats 1 to %d): a newer tilesmith wrote it",
			file, ErrBadRecord, r.Format, RecordFormat)
	case r.Format < 0:
		return fmt.Errorf("%s: %w: \"format\": %d is not a record format: give 1 (each ruleset's moves) or %d (the game's steps)",
			file, ErrBadRecord, r.Format, HistoryFormat)
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
		return fmt.Errorf("%s: %w: missing %s", file, ErrBadRecord, strings.Join(missing, ", "))
	}
	packs := map[string]bool{r.Pack: true}
	for _, w := range r.With {
		if w == "" || packs[w] {
			return fmt.Errorf("%s: %w: \"with\" must name distinct expansion packs, none of them empty or the \"pack\" (got %q)", file, ErrBadRecord, r.With)
		}
		packs[w] = true
	}
	seen := map[string]bool{}
	for _, p := range r.Players {
		if p == "" || seen[p] {
			return fmt.Errorf("%s: %w: players must have distinct, non-empty names (got %q)", file, ErrBadRecord, r.Players)
		}
		seen[p] = true
	}
	return nil
}

// SpotName names feature fi of the tile turned q quarter turns as a record
// does: its first port in board orientation, or its kind.
func (t *TileDef) SpotName(q, fi int) string { return spotName(t, q, fi) }
