// Package castle is the ruleset of Carcassonne: The Castle (the digest
// ../../shared/rules/castle.md, after the seed rulebook): two players lay
// castle tiles inside a walled board from its start spaces.
//
// Rules (rules.go, score.go) bind the pack — the board's cells as the
// shape, whose wall closes the ports facing it, the start spaces laid at
// set-up, the follower kinds — and score paths, towers, houses and
// courtyards with ties scoring nothing. Game runs The Castle's own turn
// over the core's low-level moves (turn.go): the placing player's
// scorings first in the order he chooses, the wall tiles taken from the
// score track's corners and played (walltiles.go), the keep, and final
// scoring with the largest empty area (end.go). Every choice is asked of
// a chooser: bots on the fast path (bots.go), agents through a match
// (match.go), a record replayed (record.go, record_chooser.go). The
// search bot mcts (mcts.go, playout.go) plays each option's playouts from
// a copy of the game as the turn began (copy.go) and the turn's answers
// since (trace.go).
package castle
