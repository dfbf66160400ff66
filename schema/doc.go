// Package schema is tilesmith's contract: the pack format's JSON Schema
// (embedded), the Go model of a pack, a decoder that keeps the line and
// column of every JSON value, validation against the schema that reports
// every violation, and the semantic lints no schema can express.
//
// The flow is
//
//	pack JSON ──Decode──▶ *Pack (with Source positions)
//	          ──Validate, Lint──▶ Diagnostics (file:line:col, pointer, message)
//
// and Check does all three; CheckPack does the last two for a pack held in
// memory (an edited document). Encode writes a pack in its canonical layout.
//
// Whatever validates, every command runs: limits.go bounds every quantity
// that sizes memory or time downstream (tiles per mix, coordinates,
// players, every whole number and string), the schema states the same
// bounds, and the lints check what depends on several values at once
// (sums of counts and stacks, colours per table, ghosts at set-up).
//
// Tile geometry uses the port model: every edge has a centre port (N, E, S,
// W) and two half ports named as seen from the tile centre looking out (NL
// is the west half of the north edge). Terrain features together cover the
// 12 ports once; overlays (Mists' fog) cover some again; cloisters, castles
// and graveyards have no ports.
package schema
