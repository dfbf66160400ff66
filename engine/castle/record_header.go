package castle

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// RecordHeader is the header of a record of the game so far
// (engine.RecordHeaderWriter); not while final scoring waits for a wall
// tile. It names wallTile7OnTop, which records written before the option
// existed leave out.
func (g *Game) RecordHeader(pack string, _ []byte) (engine.RecordHeader, error) {
	if g.ending && g.Pending() != nil {
		return engine.RecordHeader{}, fmt.Errorf("final scoring is under way, with %s: finish it, then save the record", g.pendingEnd())
	}
	return engine.RecordHeader{Pack: pack, Mix: g.core.Mix().ID,
		Ruleset: engine.RecordRuleset{Name: "castle", Options: withOption(g.options, optionWallTile7OnTop, g.rules.options.WallTile7OnTop)},
		Players: g.names, Seed: g.core.Seed()}, nil
}

// withOption returns options (a JSON object, or nothing) naming option
// name: as they are when they name it or are not an object (Bind says
// what is wrong with them), else with "name": value added at the end, so
// that an error in them keeps its place.
func withOption(options json.RawMessage, name string, value bool) json.RawMessage {
	var fields map[string]json.RawMessage
	trimmed := bytes.TrimSpace(options)
	if len(trimmed) > 0 && (json.Unmarshal(trimmed, &fields) != nil || fields == nil && !bytes.Equal(trimmed, []byte("null"))) {
		return options
	}
	if _, ok := fields[name]; ok {
		return options
	}
	field := fmt.Sprintf("%q: %t", name, value)
	end := bytes.LastIndexByte(trimmed, '}')
	if len(fields) == 0 || end < 0 {
		return json.RawMessage("{" + field + "}")
	}
	out := append([]byte(nil), trimmed[:end]...)
	out = append(out, ", "...)
	out = append(out, field...)
	return append(out, trimmed[end:]...)
}
