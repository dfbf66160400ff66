package rulesets

import (
	"fmt"
	"strconv"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// PlayerRange is the fewest and most players a pack's ruleset allows.
type PlayerRange struct {
	Ruleset  string
	Min, Max int
}

// String says it as messages do: "classic is played by 2 to 5 players".
func (r PlayerRange) String() string {
	if r.Min == r.Max {
		return fmt.Sprintf("%s is played by %s", r.Ruleset, players(r.Min))
	}
	return fmt.Sprintf("%s is played by %d to %d players", r.Ruleset, r.Min, r.Max)
}

// Flag says the --players values the range allows: "2", "2 to 5".
func (r PlayerRange) Flag() string {
	if r.Min == r.Max {
		return fmt.Sprint(r.Min)
	}
	return fmt.Sprintf("%d to %d", r.Min, r.Max)
}

// players says "1 player", "2 players".
func players(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}

// Players returns the player range of the set's ruleset with the pack's
// own parameters (classic: rules.classic.players; Mists:
// rules.mists.players), capped at engine.MaxPlayers seats.
func Players(set *engine.Set) (PlayerRange, error) {
	r, err := declared(set)
	r.Min, r.Max = max(r.Min, 1), min(r.Max, engine.MaxPlayers)
	return r, err
}

// declared is the player range as the pack states it: the entry's own
// (Hooks.Players), or the bound rules' bounds.
func declared(set *engine.Set) (PlayerRange, error) {
	e, err := entryOf(set)
	if err != nil {
		return PlayerRange{}, err
	}
	if e.Players != nil {
		return e.Players(set)
	}
	rules, err := e.Ruleset.Bind(set, nil)
	if err != nil {
		return PlayerRange{}, err
	}
	o := rules.Options()
	return PlayerRange{set.Ruleset.Name, o.MinPlayers, o.MaxPlayers}, nil
}

// SetupProblem is a game set-up that fails: a mix (and, for Mists, the
// level that plays it) with a number of players.
type SetupProblem struct {
	Mix string // "" when no mix could be tried (the rules do not bind)
	// Name names the set-up as GameSetup.Name does ("mix WE3", "level 3").
	Name    string
	label   string
	Players int // 0 when no mix could be tried
	Err     error
}

func (p SetupProblem) Error() string {
	if p.Players == 0 {
		return p.Err.Error()
	}
	return fmt.Sprintf("%s with %d player(s): %v", p.label, p.Players, p.Err)
}

func (p SetupProblem) Unwrap() error { return p.Err }

// CheckSetups checks that a game of every set-up of the set's pack (every
// mix; Mists: every level) sets up with the fewest and with the most
// players the pack states, with the set-up's options, and returns the
// set-ups that fail, so that whatever validates also plays. It needs no
// valid pack beyond what Compile accepted. The default check
// (engine.CheckSetup) places the start tiles without the board of a whole
// game, and checks mixes that hold the same tiles and start alike once:
// its cost grows with the tiles of the distinct mixes, not with the board
// a game of them would need.
func CheckSetups(set *engine.Set) []SetupProblem {
	e, err := entryOf(set)
	if err != nil {
		return []SetupProblem{{Err: err}}
	}
	// The range as the pack states it: a bound beyond what the engine
	// seats is a problem to report, not to hide.
	pr, err := declared(set)
	if err != nil {
		return []SetupProblem{{Err: err}}
	}
	if pr.Min > pr.Max {
		return []SetupProblem{{Err: fmt.Errorf("%s is played by at least %d and at most %d players: no number of players fits", pr.Ruleset, pr.Min, pr.Max)}}
	}
	counts := []int{pr.Min}
	if pr.Max != pr.Min {
		counts = append(counts, pr.Max)
	}
	check := e.CheckSetup
	if check == nil {
		if check, err = e.coreCheck(set); err != nil {
			return []SetupProblem{{Err: err}}
		}
	}
	var out []SetupProblem
	for _, s := range GameSetups(set) {
		for _, n := range counts {
			if err := check(set, s, names(n)); err != nil {
				out = append(out, SetupProblem{Mix: s.Mix, Name: s.Name, label: s.Label, Players: n, Err: err})
			}
		}
	}
	return out
}

// coreCheck is the default CheckSetup: the rules bound once with the
// pack's own options, then engine.CheckSetup. A set-up that works works
// for every mix with the same tiles and start; one that fails is tried
// for each mix, whose id its message names.
func (e *Entry) coreCheck(set *engine.Set) (func(*engine.Set, GameSetup, []string) error, error) {
	rules, err := e.Ruleset.Bind(set, nil)
	if err != nil {
		return nil, err
	}
	works := map[setupKey]bool{}
	return func(set *engine.Set, s GameSetup, players []string) error {
		mix, _ := set.Pack.Mix(s.Mix) // an unknown mix: engine.CheckSetup says so
		var key setupKey
		if mix != nil {
			key = setupKey{mixContent(mix), len(players)}
			if works[key] {
				return nil
			}
		}
		if err := engine.CheckSetup(set, rules, engine.Setup{Mix: s.Mix, Players: players}); err != nil {
			return err
		}
		if mix != nil {
			works[key] = true
		}
		return nil
	}, nil
}

// setupKey is what a classic set-up depends on: the mix's tiles and start,
// and the number of players.
type setupKey struct {
	mix     string
	players int
}

// mixContent is a mix's counts and start tiles, as one string to compare.
func mixContent(m *schema.Mix) string {
	var b []byte
	for _, tc := range m.Counts {
		b = strconv.AppendQuote(b, tc.Tile)
		b = strconv.AppendInt(append(b, ' '), int64(tc.Count), 10)
		b = append(b, ',')
	}
	b = append(b, '|')
	for _, p := range m.Start {
		b = strconv.AppendQuote(b, p.Tile)
		for _, v := range []int{p.X, p.Y, p.Rot} {
			b = strconv.AppendInt(append(b, ' '), int64(v), 10)
		}
		b = append(b, ',')
	}
	return string(b)
}

// names are seat names for n players.
func names(n int) []string {
	out := make([]string, min(max(n, 0), engine.MaxPlayers+1))
	for i := range out {
		out[i] = fmt.Sprintf("P%d", i+1)
	}
	return out
}
