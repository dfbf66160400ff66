package proptest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/schema"
)

// play plays every playable set-up of the set (every mix; Mists: every
// level) with the fewest and the most players, through the registry as the
// CLI's play command does.
func (r *runner) play(set *engine.Set, playable []bool) {
	entry, err := rulesets.EntryOf(set)
	if err != nil {
		// The City and The Castle have no engine yet (docs/engine.md, "The
		// rules engine"): the CLI says so; nothing to play.
		return
	}
	var pr rulesets.PlayerRange
	if !r.step("bind", func() (err error) { pr, err = rulesets.Players(set); return err }) {
		return
	}
	for _, s := range rulesets.GameSetups(set) {
		mi := slices.IndexFunc(set.Pack.Mixes, func(m schema.Mix) bool { return m.ID == s.Mix })
		if mi < 0 {
			r.fail(s.Label, "plays mix %q, which the pack does not have", s.Mix)
			continue
		}
		if !playable[mi] {
			continue
		}
		for _, n := range playerCounts(pr.Min, pr.Max) {
			r.step(fmt.Sprintf("play %s with %d players", s.Label, n), func() error {
				return r.game(set, entry, s, n)
			})
		}
	}
}

// playerCounts are the fewest and the most players of a range.
func playerCounts(lo, hi int) []int {
	if lo == hi {
		return []int{lo}
	}
	return []int{lo, hi}
}

// game plays one match with random agents (the ruleset's first agent when
// it has no random one) and writes its record; the record, read back and
// replayed through the registry as score does, must stand as the match
// ended. Then it plays the match again with the same seed and checks that
// the two games stand alike and record alike. (Answers cannot be replayed
// by their encodings alone: random agents draw on the game's generator,
// which moves the draws of the tiles.)
func (r *runner) game(set *engine.Set, e *rulesets.Entry, s rulesets.GameSetup, n int) error {
	if n < 1 || n > len(e.Seats) {
		return fmt.Errorf("the rules allow %d players, but the play command seats 1 to %d", n, len(e.Seats))
	}
	first, err := r.match(set, e, s, n)
	if err != nil {
		return err
	}
	r.res.Games++
	if first.record != nil {
		if err := replaysAlike(set, first); err != nil {
			return err
		}
	}
	again, err := r.match(set, e, s, n)
	if err != nil {
		return fmt.Errorf("again: %w", err)
	}
	if !reflect.DeepEqual(first, again) {
		return fmt.Errorf("the same seed played twice: %+v, then %+v", first.standing, again.standing)
	}
	return nil
}

// played is what a match left: how it stood, and its record.
type played struct {
	standing engine.Standing
	record   []byte
}

// match plays one match to its end.
func (r *runner) match(set *engine.Set, e *rulesets.Entry, s rulesets.GameSetup, n int) (played, error) {
	name := e.Agents[0]
	if slices.Contains(e.Agents, "random") {
		name = "random"
	}
	agents := make([]engine.Agent, 1)
	if !e.Team {
		agents = make([]engine.Agent, n)
	}
	for i := range agents {
		a, err := rulesets.NewAgent(set, name)
		if err != nil {
			return played{}, err
		}
		agents[i] = a
	}
	m, err := rulesets.NewMatch(set, s.Options, s.Mix, e.Seats[:n], r.o.Seed)
	if err != nil {
		return played{}, fmt.Errorf("set-up: %w", err)
	}
	defer m.Close()
	if err := engine.Drive(m, agents); err != nil {
		return played{}, fmt.Errorf("play: %w", err)
	}
	var p played
	if st, ok := engine.Underlying(m).(engine.Stander); ok {
		if p.standing = st.Standing(); !p.standing.Over {
			return played{}, fmt.Errorf("play: no decision is pending, but the game is not over: %+v", p.standing)
		}
	}
	{
		if p.record, err = m.EncodeRecord(set.Pack.ID, s.Options); err != nil {
			return played{}, fmt.Errorf("encode record: %w", err)
		}
		if !json.Valid(p.record) {
			return played{}, fmt.Errorf("encode record: not JSON: %.200s", p.record)
		}
	}
	return p, nil
}

// replaysAlike reads p's record back and replays it through the registry:
// the replayed game must stand as the match did.
func replaysAlike(set *engine.Set, p played) error {
	rec, err := rulesets.DecodeRecord("record.json", p.record)
	if err != nil {
		return fmt.Errorf("read the record back: %w", err)
	}
	g, err := rulesets.Replay(set, rec)
	if err != nil {
		return fmt.Errorf("replay the record: %w", err)
	}
	if got := g.Standing(); !reflect.DeepEqual(got, p.standing) {
		return fmt.Errorf("the record replays to %+v, the match ended %+v", got, p.standing)
	}
	return nil
}
