package messages

import "github.com/tilesmith/tilesmith/engine/classic"

// What a reader of records of format 1 (engine/format1/messagesmoves)
// needs of the game beyond the state every match uses: such a record
// names each tile as it was played, not as it was drawn (with hands the
// two orders differ), so the reader plays the tiles itself on classic's
// checked path and the game plays the module's round after each, asking
// its decisions and its message draws as it always does.

// AwaitTiles makes a game just set up draw no tile and ask no placement:
// it waits, with no chance event and no decision pending, for a reader to
// play each tile on the classic game under it (Classic) and to say so
// (TurnTilePlayed, ExtraTilePlayed). The turn's tile passes the turn
// (classic.Game.PassTurn) and the game waits again.
func (g *Game) AwaitTiles() { g.checked, g.phase = true, phaseIdle }

// Classic is the classic game under the module: its board, pile, hands
// and current seat, on which a reader plays the tiles of a record.
func (g *Game) Classic() *classic.Game { return g.core }

// TurnTilePlayed begins, on a game that awaits tiles with none in play,
// the round of scoring of the turn's tile the reader has just placed for
// the current seat: its completions are scored and the round's figures,
// messages and crop circle follow as decisions and chance events.
func (g *Game) TurnTilePlayed() {
	g.chain = 0
	g.frames = append(g.frames[:0], frame{extraMsg: -1})
	g.tilePlayed()
	g.run()
}

// ExtraTilePlayed goes on once the reader has played the one more tile a
// message brought, which the game awaits (no chance event or decision
// pending, a tile in play): placed says the reader placed it, and its
// round of scoring begins; else no tile was left to play.
func (g *Game) ExtraTilePlayed(placed bool) { g.extraPlayed(placed) }

// TilesInPlay counts the tiles being played: 0 between turns, 1 for the
// turn's tile, and one more for each message "one more tile" under way.
func (g *Game) TilesInPlay() int { return len(g.frames) }

// FigurePoints are the points the pending score-figure decision moves.
func (g *Game) FigurePoints() int { return g.figPoints }

// DeckAt is the message k places from the top of the deck (k below
// DeckSize), as an index into the pack's deck (Rules().Params().Deck).
func (g *Game) DeckAt(k int) int { return int(g.deck[(g.head+k)%len(g.deck)]) }
