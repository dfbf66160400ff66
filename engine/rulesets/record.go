package rulesets

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// Record is a game record of any ruleset the engine plays, as DecodeRecord
// reads it: the header every ruleset shares (its Moves left empty), and
// the moves as the record's ruleset decoded them, held for Replay.
type Record struct {
	engine.RecordHeader
	replay ReplayFunc
	// steps are a record of format 2's steps (nil for format 1), and
	// entry the entry that plays them.
	steps []engine.Step
	entry *Entry
}

// ReplayFunc replays a decoded record on a set of its ruleset.
type ReplayFunc func(set *engine.Set) (Replayed, error)

// NewRecord keeps a decoded record's header and how to replay it: what an
// entry's DecodeMoves returns, having read the record's header and moves
// in one strict walk, so that an error in a move names its line and
// column like any other.
func NewRecord[M any](rec *engine.GameRecord[M], replay ReplayFunc) *Record {
	return &Record{RecordHeader: rec.Header(), replay: replay}
}

// MovesReader makes an entry's DecodeMoves hook of the game's own reader
// of its records of format 1 and its replay of them, which returns the
// replayed game.
func MovesReader[M any, G Replayed](decode func(file string, data []byte) (*engine.GameRecord[M], error), replay func(*engine.Set, *engine.GameRecord[M]) (G, error)) func(string, []byte) (*Record, error) {
	return func(file string, data []byte) (*Record, error) {
		rec, err := decode(file, data)
		if err != nil {
			return nil, err
		}
		return NewRecord(rec, func(set *engine.Set) (Replayed, error) {
			g, err := replay(set, rec)
			if err != nil {
				return nil, err
			}
			return g, nil
		}), nil
	}
}

// Replayed is a game replayed from a record, whatever its ruleset: its
// board (engine.Viewer: render and export draw it), how it stands
// (engine.Stander) and the ruleset's own score document.
type Replayed interface {
	engine.Viewer
	engine.Stander
	// EncodeScore writes the score document `tilesmith score` prints, in
	// the ruleset's own terms (see docs/engine.md and docs/mists.md).
	EncodeScore() ([]byte, error)
}

// DecodeRecord reads a game record of any ruleset the engine plays: the
// header, and the moves as the ruleset the header names reads them.
// Errors name the file, and the line and column of the value at fault.
func DecodeRecord(file string, data []byte) (*Record, error) {
	name, modules := rulesetOf(data)
	if e, ok := EntryFor(name, modules); ok {
		for _, m := range modules {
			if !PlaysModule(name, m) {
				return nil, fmt.Errorf("%s: %w: \"ruleset\": the engine does not play module %q of %s", file, engine.ErrBadRecord, m, name)
			}
		}
		if formatOf(data) == engine.HistoryFormat || e.DecodeMoves == nil {
			return decodeHistoryRecord(e, file, data)
		}
		return e.DecodeMoves(file, data)
	}
	// No ruleset the engine plays: the strict walk of the header says what
	// is wrong with it, or the name is unknown.
	head, err := engine.DecodeRecordHeader(file, data)
	if err != nil {
		return nil, err
	}
	_, err = entryNamed(head.Ruleset.Name)
	return nil, fmt.Errorf("%s: %w: \"ruleset\": %w", file, engine.ErrBadRecord, err)
}

// rulesetOf is the ruleset and modules a record names, read leniently to
// choose its decoder, which then checks the whole record; "" when it says
// none.
func rulesetOf(data []byte) (string, []string) {
	var head struct {
		Ruleset struct {
			Name    string   `json:"name"`
			Modules []string `json:"modules"`
		} `json:"ruleset"`
	}
	_ = json.Unmarshal(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), &head)
	return head.Ruleset.Name, head.Ruleset.Modules
}

// Replay plays a record on set, a pack of the record's ruleset, and
// returns the game; an illegal move stops the replay with an error that
// names its number.
func Replay(set *engine.Set, r *Record) (Replayed, error) {
	if set.Ruleset.Name != r.Ruleset.Name {
		return nil, fmt.Errorf("the record is a %s game, but pack %s is for %s", r.Ruleset.Name, set.Pack.ID, set.Ruleset.Name)
	}
	played, _ := EntryFor(r.Ruleset.Name, r.Ruleset.Modules)
	if here, err := entryOf(set); err == nil && played != nil && here != played {
		return nil, fmt.Errorf("the record is a game of %s, but pack %s plays %s: %s", played.Label(), set.Pack.ID, here.Label(), moduleHint(played, here))
	}
	return r.replay(set)
}

// entryNamed finds the entry of a ruleset by name (the ruleset alone).
func entryNamed(name string) (*Entry, error) {
	if e, ok := EntryFor(name, nil); ok {
		return e, nil
	}
	return nil, fmt.Errorf("no engine plays %q (it plays %s)", name, strings.Join(entryNames(), ", "))
}

// moduleHint says how to play a record of entry played on a pack that
// plays entry here instead.
func moduleHint(played, here *Entry) string {
	if played.Module != "" {
		return "play it on the pack with the " + played.Module + " expansion (PACK --with " + played.Module + ")"
	}
	return "play it on the pack without the " + here.Module + " expansion"
}
