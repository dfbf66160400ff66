package proptest

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/schema"
)

// seats are the names the CLI's play command gives (internal/cli).
var (
	classicSeats = []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"}
	mistsSeats   = []string{"P1", "P2", "P3", "P4", "P5", "P6"}
)

// play plays every playable mix of the set as the CLI does.
func (r *runner) play(set *engine.Set, playable []bool) {
	switch name := set.Pack.Ruleset; {
	case name == "mists":
		r.playMists(set, playable)
	case slices.Contains(rulesets.Names(), name):
		r.playClassic(set, playable)
	default:
		// The City and The Castle have no engine yet (docs/engine.md, "The rules
		// engine"): the CLI says so; nothing to play.
	}
}

// playerCounts are the fewest and the most players of a range.
func playerCounts(lo, hi int) []int {
	if lo == hi {
		return []int{lo}
	}
	return []int{lo, hi}
}

func (r *runner) playClassic(set *engine.Set, playable []bool) {
	rs, err := rulesets.Lookup(set.Pack.Ruleset)
	if err != nil {
		r.fail("bind", "%v", err)
		return
	}
	var rules engine.Rules
	if !r.step("bind", func() (err error) { rules, err = rs.Bind(set, nil); return err }) {
		return
	}
	opts := rules.Options()
	for mi, mix := range set.Pack.Mixes {
		if !playable[mi] {
			continue
		}
		for _, n := range playerCounts(opts.MinPlayers, opts.MaxPlayers) {
			r.step(fmt.Sprintf("play mix %s with %d players", mix.ID, n), func() error {
				return r.classicGame(set, rs, rules, mix.ID, n)
			})
		}
	}
}

// classicGame plays one game with random bots, then encodes, decodes and
// replays its record and compares the scores.
func (r *runner) classicGame(set *engine.Set, rs engine.Ruleset, rules engine.Rules, mix string, n int) error {
	if n < 1 || n > len(classicSeats) {
		return fmt.Errorf("the rules allow %d players, but the play command seats 1 to %d", n, len(classicSeats))
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: mix, Players: classicSeats[:n], Seed: r.o.Seed})
	if err != nil {
		return fmt.Errorf("set-up: %w", err)
	}
	players := make([]engine.Bot, n)
	for i := range players {
		if players[i], err = bots.New("random"); err != nil {
			return err
		}
	}
	var pl engine.Player
	pl.Play(g, players)
	r.res.Games++
	data, err := g.Record(set.Pack.ID, nil).Encode()
	if err != nil {
		return fmt.Errorf("encode record: %w", err)
	}
	rec, err := engine.DecodeRecord(r.name+".record.json", data)
	if err != nil {
		return fmt.Errorf("decode record: %w", err)
	}
	g2, err := engine.Replay(set, rs, rec)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	for seat := range n {
		if a, b := g.Score(seat), g2.Score(seat); a != b {
			return fmt.Errorf("replay: %s scored %d in play and %d in the replay", classicSeats[seat], a, b)
		}
	}
	return nil
}

func (r *runner) playMists(set *engine.Set, playable []bool) {
	params := set.Pack.Rules.Mists
	if params == nil {
		r.fail("bind", "a mists pack validated without a rules.mists block")
		return
	}
	if !r.step("bind", func() error { _, err := mists.Bind(set, nil); return err }) {
		return
	}
	for _, lv := range params.Levels {
		mi := slices.IndexFunc(set.Pack.Mixes, func(m schema.Mix) bool { return m.ID == lv.Mix })
		if mi < 0 {
			r.fail(fmt.Sprintf("level %d", lv.Level), "plays mix %q, which the pack does not have", lv.Mix)
			continue
		}
		if !playable[mi] {
			continue
		}
		for _, n := range playerCounts(params.Players.Min, params.Players.Max) {
			r.step(fmt.Sprintf("play level %d (mix %s) with %d players", lv.Level, lv.Mix, n), func() error {
				return r.mistsGame(set, lv, n)
			})
		}
	}
}

// mistsGame plays one level with the random team, then encodes, decodes
// and replays its record and compares the outcome.
func (r *runner) mistsGame(set *engine.Set, lv schema.MistsLevel, n int) error {
	if n < 1 || n > len(mistsSeats) {
		return fmt.Errorf("the rules allow %d players, but the play command seats 1 to %d", n, len(mistsSeats))
	}
	team, err := mists.NewTeam("random")
	if err != nil {
		return err
	}
	// The level is named, as a record does when two levels share a mix.
	opts := fmt.Appendf(nil, `{"level": %d}`, lv.Level)
	g, err := mists.NewGame(set, opts, lv.Mix, mistsSeats[:n], r.o.Seed)
	if err != nil {
		return fmt.Errorf("set-up: %w", err)
	}
	if err := g.Play(team); err != nil {
		return fmt.Errorf("play: %w", err)
	}
	r.res.Games++
	data, err := g.Record(set.Pack.ID).Encode()
	if err != nil {
		return fmt.Errorf("encode record: %w", err)
	}
	rec, err := mists.DecodeRecord(r.name+".record.json", data)
	if err != nil {
		return fmt.Errorf("decode record: %w", err)
	}
	g2, err := mists.Replay(set, rec)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if !slices.Equal(g.Scores(), g2.Scores()) || g.Won() != g2.Won() || g.Lost() != g2.Lost() {
		return fmt.Errorf("replay: played scores %v won %v lost %q, replayed %v won %v lost %q",
			g.Scores(), g.Won(), g.Lost(), g2.Scores(), g2.Won(), g2.Lost())
	}
	return nil
}
