package castle

import "encoding/json"

// What a reader of records of format 1 (engine/format1/castlemoves) needs
// of the game beyond the state every match uses: such a record names
// each follower (none too) and each scoring, may end the game before its
// last tile, and names who took each wall tile.

// AskEvery sets whether the game asks every follower and scoring-order
// decision, even one with a single answer (off by default), so that a
// record naming each can be checked entry by entry.
func (g *Game) AskEvery(on bool) { g.askEvery = on }

// EndEarly begins final scoring at a draw, before the last tile, as
// after the last tile: a record saying "final" ends so. It reports false,
// doing nothing, when no tile is to be drawn.
func (g *Game) EndEarly() bool {
	if g.phase != phaseDraw {
		return false
	}
	g.end()
	return true
}

// Ending reports whether final scoring is under way.
func (g *Game) Ending() bool { return g.ending }

// TakingSeat is the seat whose marker stopped on a corner: it takes the
// wall tile the pending take-wall-tile chance event turns up.
func (g *Game) TakingSeat() int { return g.takeSeat }

// WallTilesToPlay names the wall tiles final scoring still waits for, and
// how a record gives them.
func (g *Game) WallTilesToPlay() string { return g.pendingEnd() }

// OptionsNamingWallTile7 returns options (a JSON object, or nothing)
// naming wallTile7OnTop: as they are when they name it, else with it set
// to onTop. A record written before the option existed replays with it
// on, the rule it was played to.
func OptionsNamingWallTile7(options json.RawMessage, onTop bool) json.RawMessage {
	return withOption(options, optionWallTile7OnTop, onTop)
}
