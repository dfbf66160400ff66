package mists

// NewLevel is what the external tests (package mists_test) take of the
// internal test helpers: they start games as these do, and play
// positions from hand-written records of format 1 through
// engine/format1/mistsmoves, which an internal test cannot import
// (mistsmoves imports mists).
var NewLevel = newLevel
