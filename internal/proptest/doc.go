// Package proptest checks one promise of tilesmith as a property: whatever
// `tilesmith validate` accepts, every command runs within the documented
// limits.
//
// The property, for one pack file: if schema.Check reports no errors
// (warnings are fine), then
//
//   - the pack is within the limits of schema/limits.go (every mix holds at
//     most schema.MaxMixTiles tiles with counts that add up without
//     overflow, start tiles lie within ±schema.MaxCoordinate, stacks and
//     per-copy entries fit in a mix);
//   - engine.Compile succeeds, and the ruleset binds (engine/rulesets for
//     classic, engine/mists for Mists; The City and The Castle have no
//     engine yet and are only exported);
//   - every mix (Mists: every level) plays to the end with random bots
//     with the fewest and with the most players the rules allow, as
//     `tilesmith play` does, and the game's record encodes, decodes and
//     replays to the same scores;
//   - the pack exports as zip, tiled, jcz and pdf (the last two for one
//     mix) at 32 px, as `tilesmith export` does;
//
// and no step panics, fails or allocates more than 2 GiB. A pack beyond
// the limits is reported and not played, so a run never exhausts the
// machine.
//
// The packs come from a deterministic generator: MutantAt decodes a real
// pack (the built-in packs and schema/testdata/valid/*.json) to generic
// JSON and applies one to four mutations drawn from a PCG seeded with the
// mutant's number: integers set to edge values (0, ±1, the limits and one
// either side, 2^31, 2^53, 2^62, 2^63-1), mix counts with totals and
// stacks rebalanced (including sums that wrap around), moved start
// tiles, Mists stacks, ghosts, meeple set-ups and levels, player ranges,
// house rules, dropped and duplicated array entries, swapped mix tiles,
// renamed features and artwork paths. Most mutants are refused by
// validation; the others are played and exported.
//
// TestValidPacksRun runs a fixed set of mutants; FuzzValidPacksRun takes
// the mutant's number, so the fuzzer can search further:
//
//	go test ./internal/proptest/ -run '^$' -fuzz FuzzValidPacksRun -fuzztime 5m
//
// A failing mutant is written to internal/proptest/testdata/failed/
// <base>-<seed>.json (git-ignored by the root .gitignore, like every
// testdata/failed), and the test log lists its mutations, what broke and
// the seed its games were played with. Reproduce it with the command line:
//
//	tilesmith validate internal/proptest/testdata/failed/winter-edition-17.json
//	tilesmith play --pack internal/proptest/testdata/failed/winter-edition-17.json --mix WE3 --players 5 --seed 18 -o g.json
//	tilesmith score --pack internal/proptest/testdata/failed/winter-edition-17.json g.json
//	tilesmith export internal/proptest/testdata/failed/winter-edition-17.json --format pdf --mix WE3 --size 32 --out x.pdf
//
// or rerun that one mutant:
//
//	go test ./internal/proptest/ -run 'TestValidPacksRun/winter-edition-17$'
//
// (a fuzzer's find: -run FuzzValidPacksRun/<its file in testdata/fuzz>).
package proptest
