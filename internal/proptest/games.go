package proptest

// The properties play every built-in game: they register them all.
import _ "github.com/tilesmith/tilesmith/engine/games"
