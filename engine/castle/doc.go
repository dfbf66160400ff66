// Package castle is the ruleset of Carcassonne: The Castle (the digest
// ../../shared/rules/castle.md, after the seed rulebook): two players lay
// castle tiles inside a walled board from its start spaces.
//
// It holds so far the rules bound to a pack — the board (its cells as the
// shape, whose wall closes the ports facing it, and its start spaces laid
// at set-up), the follower kinds — and the scoring of paths, towers and
// houses with ties scoring nothing, and of courtyards at the end. The
// keep, the wall tiles and the score track's corners come next; The Castle
// is not registered as playable until they do.
package castle
