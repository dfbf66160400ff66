package cli

// The command line plays every built-in game, and outside programs at
// their tables ("ext:./mybot"): it registers them all.
import (
	_ "github.com/tilesmith/tilesmith/engine/games"
	_ "github.com/tilesmith/tilesmith/internal/extbot"
)
