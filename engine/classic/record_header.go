package classic

import "github.com/tilesmith/tilesmith/engine"

// RecordHeader is the header of a record of the game so far
// (engine.RecordHeaderWriter; Game.Header).
func (m *Match) RecordHeader(pack string, options []byte) (engine.RecordHeader, error) {
	return m.g.Header(pack, options), nil
}

// Header is the header of a record of the game: the pack as the record
// names it, the game's mix, its ruleset (the set's: classic, or a ruleset
// that plays classic's turn, such as Road Race) with the options it was
// started with, its players and its seed. A History writes it above its
// steps (Match.RecordHeader); Messages adds its module.
func (g *Game) Header(pack string, options []byte) engine.RecordHeader {
	return engine.RecordHeader{Pack: pack, Mix: g.Mix().ID,
		Ruleset: engine.RecordRuleset{Name: g.Set.Ruleset.Name, Options: options},
		Players: g.Players(), Seed: g.Seed()}
}
