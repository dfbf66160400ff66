// Package castle is the ruleset of Carcassonne: The Castle (the digest
// ../../shared/rules/castle.md, after the seed rulebook): two players lay
// castle tiles inside a walled board from its start spaces.
//
// Rules (rules.go, score.go) bind the pack — the board's cells as the
// shape, whose wall closes the ports facing it, the start spaces laid at
// set-up, the follower kinds — and score paths, towers, houses and
// courtyards with ties scoring nothing. Game runs The Castle's own turn
// over the core's low-level moves as a small state machine (turn.go): the
// placing player's scorings first in the order he chooses, the wall tiles
// taken from the score track's corners and played (walltiles.go), the
// keep, and final scoring with the largest empty area (end.go).
//
// Game is an engine.State (state.go): one decision at a time
// (decision.go), the castle tile drawn and the wall tile turned up on a
// corner as chance events, copies at any step (copy.go), Redeal for a
// search, and Rollout, its playout policy (rollout.go). Bots answer its
// decisions (bots.go: random, greedy, and the engine's search mcts); a
// record replays through Force and Answer (record.go,
// record_replay.go).
package castle
