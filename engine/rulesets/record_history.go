package rulesets

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// formatOf is the format a record says it is of, read leniently to choose
// its decoder (0: it says none, which is format 1).
func formatOf(data []byte) int {
	var head struct {
		Format int `json:"format"`
	}
	_ = json.Unmarshal(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), &head)
	return head.Format
}

// decodeHistoryRecord reads a record of format 2, whatever its ruleset:
// the header and the game's steps (engine.Step). It replays on a new game
// of the entry, started as the header says, through the steps — each
// chance outcome forced, each decision answered with the option it
// encodes (engine.ReplaySteps).
func decodeHistoryRecord(e *Entry, file string, data []byte) (*Record, error) {
	rec, err := engine.DecodeGameRecord[engine.Step](file, data)
	if err != nil {
		return nil, err
	}
	if rec.Final {
		return nil, fmt.Errorf("%s: %w: \"final\": a record of the game's steps ends where its steps end; a game is ended by its steps", file, engine.ErrBadRecord)
	}
	r := NewRecord(rec, func(set *engine.Set) (Replayed, error) {
		s, err := e.NewMatch(set, rec.Ruleset.Options, rec.Mix, rec.Players, rec.Seed)
		if err != nil {
			return nil, err
		}
		if err := engine.ReplaySteps(s, rec.Moves); err != nil {
			return nil, err
		}
		return e.Replayed(s), nil
	})
	r.steps, r.entry = rec.Moves, e
	return r, nil
}
