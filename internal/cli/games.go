package cli

// The command line plays every built-in game: it registers them all.
import _ "github.com/tilesmith/tilesmith/engine/games"
