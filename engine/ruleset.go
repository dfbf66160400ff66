package engine

import "encoding/json"

// MaxPlayers is the most seats a game can have.
const MaxPlayers = 6

// Ruleset is one game's rules, bound to a compiled pack by Bind. Rulesets
// are Go values listed in one registry (package engine/rulesets); the core
// never asks which ruleset it runs.
type Ruleset interface {
	// Name is the ruleset's name as packs and records spell it ("classic").
	Name() string
	// Bind reads the ruleset's parameters from the set's pack, overridden
	// by options (a JSON object, possibly empty or nil) from a game record
	// or the command line, and returns the rules of one game set-up.
	Bind(set *Set, options json.RawMessage) (Rules, error)
}

// Rules are a ruleset bound to a pack: the parameters the core needs and
// the scoring hooks it calls.
type Rules interface {
	// Options are the board mechanics the core runs for this ruleset.
	Options() Options
	// ScoreTurn is called at the end of every turn with the features the
	// turn completed: roots of terrain features whose last open port was
	// closed, and portless features whose surroundings filled up.
	ScoreTurn(g *Game, completed []Node)
	// ScoreFinal runs end-of-game scoring.
	ScoreFinal(g *Game)
}

// Options are the generic mechanics a ruleset configures. The house rules
// of classic.md map onto them; other rulesets set their own values.
type Options struct {
	MinPlayers, MaxPlayers int
	// Followers is each player's supply.
	Followers int
	// FollowerKinds is a mask of kind indices (Set.Kinds) that a follower
	// may be placed on.
	FollowerKinds uint32
	// HandSize is the number of tiles a player holds (1 when zero).
	HandSize int
	// ReturnUnplaceable puts a tile that fits nowhere back into the pile
	// at a random place instead of removing it from the game.
	ReturnUnplaceable bool
	// Shape is the board's outline: the zero Shape is unbounded; Rectangle is
	// classic's bounded-table house rule (with its edge closing ports when
	// "the table edge completes features"); Mask is any set of cells.
	Shape Shape
	// HoleBonusTurn: a tile placed in a cell with neighbours on all four
	// sides gives its player another turn.
	HoleBonusTurn bool
	// Layout are tiles the board lays at set-up besides the mix's start
	// tiles, on any cell, outside the shape too (The Castle's start
	// spaces on its wall, Set.StartSpaces): the first tile goes against
	// one of them.
	Layout []StartSpace
}

// AllowsFollowerOn reports whether a follower may stand on kind index k.
func (o Options) AllowsFollowerOn(k int) bool { return o.FollowerKinds&(1<<uint(k)) != 0 }

// hand is the number of tiles a player holds.
func (o *Options) hand() int { return max(o.HandSize, 1) }

// Setup is what a new game needs besides the set and rules.
type Setup struct {
	Mix     string
	Players []string
	Seed    uint64
	// Events records every scoring event (the checked path and records do;
	// simulation does not need them).
	Events bool
	// CheckOnly sets the game up only to check that it can be: every
	// check of NewGame runs and the start tiles are placed, but the board
	// and the feature store are sized for the start tiles alone, not for
	// the whole mix, and the game is over from the start (every move is
	// refused). CheckSetup uses it; so may a ruleset that builds on the
	// core game (Mists) to check its own set-up.
	CheckOnly bool
}
