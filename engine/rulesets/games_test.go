package rulesets_test

// The tests play the built-in games: they register them all, as the
// command line does.
import _ "github.com/tilesmith/tilesmith/engine/games"
