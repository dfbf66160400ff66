package messages

import (
	"github.com/tilesmith/tilesmith/engine"
)

// Match is a Messages game played one decision at a time (engine.Match,
// engine.State): the game itself, with the match's record and standing.
type Match struct {
	*game
}

// game names the Game a Match embeds, so that Match.Game can return it.
type game = Game

// NewMatch makes a match of game g, which no other path may play while
// the match runs.
func NewMatch(g *Game) *Match { return &Match{game: g} }

// Game is the game the match plays.
func (m *Match) Game() *Game { return m.game }

// RecordHeader is the header of a record of the game so far
// (engine.RecordHeaderWriter): classic's (classic.Game.Header) with the
// options the game was started with — the module's among them — and the
// module named.
func (m *Match) RecordHeader(pack string, _ []byte) (engine.RecordHeader, error) {
	h := m.core.Header(pack, m.options)
	h.Ruleset.Modules = []string{Module}
	return h, nil
}

// BotAgent answers a match's decisions with a bot, as the fast path does:
// the same bots and seed play the same game either way.
type BotAgent struct{ Bot Bot }

// Decide puts the decision to the bot.
func (a BotAgent) Decide(m engine.Match, d engine.Decision) (int, error) { return a.Bot.Decide(m, d) }
