// Package games is the one list of the games tilesmith plays. Importing
// it registers each game's entries with engine/rulesets, as a program
// imports the database/sql drivers it uses:
//
//	import _ "github.com/tilesmith/tilesmith/engine/games"
//
// The order is the order every listing shows (rulesets.Names). Adding a
// game is one line here (docs/adding-a-game.md).
package games

import (
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/engine/format1/messagesmoves"
	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

func init() {
	rulesets.Register(
		readingMoves(messages.Entry(), messagesmoves.Reader),
		readingMoves(classic.Entry(), classicmoves.Reader),
		readingMoves(city.Entry(), citymoves.Reader),
		readingMoves(castle.Entry(), castlemoves.Reader),
		readingMoves(mists.Entry(), mistsmoves.Reader),
	)
}

// readingMoves is entry e reading the records of format 1 (the game's own
// moves) that builds before issue 33 wrote, with read: those readers live
// apart from the games, in engine/format1, and a game added since has
// none.
func readingMoves(e rulesets.Entry, read func(file string, data []byte) (*rulesets.Record, error)) rulesets.Entry {
	e.DecodeMoves = read
	return e
}
