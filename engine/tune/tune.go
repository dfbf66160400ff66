package tune

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/schema"
)

// Config is what to tune and how each variant is played.
type Config struct {
	// Pack is the pack to tune (with any expansions combined into it); it
	// is not changed. Mix is the mix whose counts change.
	Pack *schema.Pack
	Mix  string
	// Sim plays every variant: agents, players, games, seed, options and
	// workers (its Set and Mix are the variant's; the balance report is
	// always asked for, the quality report when a target needs it).
	Sim     sim.Config
	Targets []Target
	// Params are the numeric rule parameters the search may change too,
	// one step of 1 at a time, within their ranges.
	Params []Param
	// Steps is the most changes made.
	Steps int
	// Progress, when set, is told before each variant is played: the step
	// (0: the pack as given), the variant of the step and how many.
	Progress func(step, variant, variants int)
}

// Change is one tile's count changed, or one rule parameter.
type Change struct {
	Tile  string `json:"tile,omitempty"`
	Param string `json:"param,omitempty"`
	From  int    `json:"from"`
	To    int    `json:"to"`
}

// String says the change: "P3 3 → 0", "/rules/classic/followers 7 → 6".
func (c Change) String() string {
	what := c.Tile
	if c.Param != "" {
		what = c.Param
	}
	return fmt.Sprintf("%s %d → %d", what, c.From, c.To)
}

// Step is one step of the search: the change it made (none at step 0,
// the pack as given), where the variant then stood against every target,
// their summed miss, and how many variants the step tried.
type Step struct {
	Step     int       `json:"step"`
	Changes  []Change  `json:"changes,omitempty"`
	Readings []Reading `json:"readings"`
	Miss     float64   `json:"miss"`
	Tried    int       `json:"tried"`
}

// Result is the search's outcome: the variant found, its changes against
// the pack as given (each tile once), every step, whether every target is
// met, and why the search stopped.
type Result struct {
	Pack    *schema.Pack `json:"-"`
	Changes []Change     `json:"changes"`
	Steps   []Step       `json:"steps"`
	Met     bool         `json:"met"`
	Stopped string       `json:"stopped"`
}

// Run searches the variants of cfg.Pack towards cfg.Targets: at each step
// it tries the changes the readings point to (the tile furthest out of its
// worth band taken out of the mix, its copies dropped or given to one of
// the most average tiles; a copy more or less of the most average tiles
// for the game's length, the seats' balance or the skill depth, and a copy
// less of the strongest tile for the skill depth), plays each with the
// same seed and keeps the one whose summed miss is lowest, if lower than
// before.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	if len(cfg.Targets) == 0 {
		return nil, fmt.Errorf("no target: give at least one")
	}
	mi := slices.IndexFunc(cfg.Pack.Mixes, func(m schema.Mix) bool { return m.ID == cfg.Mix })
	if mi < 0 {
		return nil, fmt.Errorf("the pack has no mix %q", cfg.Mix)
	}
	if len(cfg.Pack.Mixes[mi].Stacks) > 0 {
		return nil, fmt.Errorf("mix %q is dealt in stacks, whose sizes its counts must keep: the tuner changes counts one copy at a time, and cannot tune it", cfg.Mix)
	}
	t := &tuner{cfg: cfg, mix: mi, counts: slices.Clone(cfg.Pack.Mixes[mi].Counts)}
	if len(cfg.Params) > 0 {
		data, err := schema.Encode(cfg.Pack)
		if err != nil {
			return nil, err
		}
		for _, p := range cfg.Params {
			v, err := paramValue(data, p)
			if err != nil {
				return nil, err
			}
			if v < p.Low || v > p.High {
				return nil, fmt.Errorf("%s is %d in the pack, outside the range %d..%d given for it", p.Pointer, v, p.Low, p.High)
			}
			t.values = append(t.values, v)
		}
		t.initial = slices.Clone(t.values)
	}
	cur, err := t.play(ctx, t.state(), 0, 0, 1)
	if err != nil {
		return nil, fmt.Errorf("the pack as given: %w", err)
	}
	res := &Result{Steps: []Step{{Readings: cur.readings, Miss: cur.miss, Tried: 1}}}
	for step := 1; ; step++ {
		switch {
		case cur.miss == 0:
			res.Met, res.Stopped = true, "every target is met"
		case step > cfg.Steps:
			res.Stopped = fmt.Sprintf("the %d steps ran out", cfg.Steps)
		}
		if res.Stopped != "" {
			break
		}
		moves := t.moves(cur)
		var best *variant
		var bestMove []Change
		for i, mv := range moves {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			v, err := t.play(ctx, t.apply(t.state(), mv), step, i, len(moves))
			if err != nil {
				continue // a variant the pack's checks refuse is no candidate
			}
			if best == nil || v.miss < best.miss {
				best, bestMove = v, mv
			}
		}
		if best == nil || best.miss >= cur.miss {
			res.Stopped = "no change of one copy brings the figures nearer their targets"
			break
		}
		next := t.apply(t.state(), bestMove)
		t.counts, t.values, cur = next.counts, next.values, best
		res.Steps = append(res.Steps, Step{Step: step, Changes: bestMove, Readings: cur.readings, Miss: cur.miss, Tried: len(moves)})
	}
	if res.Pack, err = t.variant(t.state()); err != nil {
		return nil, err
	}
	for i, c := range cfg.Pack.Mixes[mi].Counts {
		if to := t.counts[i].Count; to != c.Count {
			res.Changes = append(res.Changes, Change{Tile: c.Tile, From: c.Count, To: to})
		}
	}
	for i, p := range cfg.Params {
		if from := t.initial[i]; from != t.values[i] {
			res.Changes = append(res.Changes, Change{Param: p.Pointer, From: from, To: t.values[i]})
		}
	}
	return res, nil
}

// tuner is a search under way: the counts and parameters it stands at
// (and the parameters it started from).
type tuner struct {
	cfg             Config
	mix             int
	counts          schema.Counts
	values, initial []int
}

// state is a variant's counts and parameters.
type state struct {
	counts schema.Counts
	values []int
}

// state is where the search stands.
func (t *tuner) state() state { return state{counts: t.counts, values: t.values} }

// apply is s with the changes made.
func (t *tuner) apply(s state, mv []Change) state {
	out := state{counts: slices.Clone(s.counts), values: slices.Clone(s.values)}
	for _, c := range mv {
		for i := range out.counts {
			if c.Tile != "" && out.counts[i].Tile == c.Tile {
				out.counts[i].Count = c.To
			}
		}
		for i, p := range t.cfg.Params {
			if c.Param == p.Pointer {
				out.values[i] = c.To
			}
		}
	}
	return out
}

// variant is a variant played: its report and readings.
type variant struct {
	report   *sim.Report
	readings []Reading
	miss     float64
}

// variant is the pack of state s, checked as validate checks a pack: the
// mix's counts (and its total, their sum) and the rule parameters set.
func (t *tuner) variant(s state) (*schema.Pack, error) {
	p := *t.cfg.Pack
	p.Mixes = slices.Clone(p.Mixes)
	p.Mixes[t.mix].Counts = slices.Clone(s.counts)
	p.Mixes[t.mix].Total = s.counts.Sum()
	p.Source = nil
	data, err := schema.Encode(&p)
	if err != nil {
		return nil, err
	}
	if data, err = setParams(data, t.cfg.Params, s.values); err != nil {
		return nil, err
	}
	checked, diags := schema.Check("variant.json", data)
	if diags.HasErrors() {
		return nil, fmt.Errorf("the variant breaks the pack's rules: %s", diags.String())
	}
	checked.Source = nil
	return checked, nil
}

// play checks and plays the variant of state s.
func (t *tuner) play(ctx context.Context, s state, step, i, n int) (*variant, error) {
	checked, err := t.variant(s)
	if err != nil {
		return nil, err
	}
	set, err := engine.Compile(checked)
	if err != nil {
		return nil, err
	}
	if t.cfg.Progress != nil {
		t.cfg.Progress(step, i, n)
	}
	sc := t.cfg.Sim
	sc.Set, sc.Mix, sc.Balance, sc.Progress = set, t.cfg.Mix, true, nil
	if slices.ContainsFunc(t.cfg.Targets, func(g Target) bool { return g.Kind == SkillDepth }) && sc.Quality == nil {
		q := sim.DefaultQuality()
		sc.Quality = &q
	}
	r, err := sim.Run(ctx, sc)
	if err != nil {
		return nil, err
	}
	v := &variant{report: r}
	for _, g := range t.cfg.Targets {
		rd := g.Read(r)
		v.readings = append(v.readings, rd)
		v.miss += rd.Miss
	}
	return v, nil
}

// moves are the changes the readings of cur point to, each a list of
// one-copy changes, without repeats.
func (t *tuner) moves(cur *variant) [][]Change {
	var out [][]Change
	add := func(mv ...Change) {
		for _, c := range mv {
			if c.Tile != "" && c.To < 0 {
				return
			}
		}
		if !slices.ContainsFunc(out, func(o []Change) bool { return slices.Equal(o, mv) }) {
			out = append(out, mv)
		}
	}
	count := func(tile string) int { return t.counts.Of(tile) }
	change := func(tile string, by int) Change { return Change{Tile: tile, From: count(tile), To: count(tile) + by} }
	average := t.averageTiles(cur.report)
	for _, rd := range cur.readings {
		if rd.Met() {
			continue
		}
		// Every parameter, a step of 1 either way within its range.
		for i, p := range t.cfg.Params {
			for _, by := range []int{-1, +1} {
				if v := t.values[i] + by; v >= p.Low && v <= p.High {
					add(Change{Param: p.Pointer, From: t.values[i], To: v})
				}
			}
		}
		switch rd.Target.Kind {
		case TileWorth:
			// A tile's worth is per draw: fewer copies leave it as it is.
			// Out of its band, the tile leaves the mix, its copies dropped
			// or given to an average tile (the mix keeps its size).
			n := count(rd.Of)
			if n == 0 {
				continue
			}
			add(change(rd.Of, -n))
			for _, a := range average[:min(2, len(average))] {
				if a != rd.Of {
					add(change(rd.Of, -n), change(a, +n))
				}
			}
		case Length, SeatAdvantage, SkillDepth:
			for _, a := range average[:min(2, len(average))] {
				if rd.Target.Kind != Length || rd.Value < rd.Target.Low {
					add(change(a, +1))
				}
				if rd.Target.Kind != Length || rd.Value > rd.Target.High {
					add(change(a, -1))
				}
			}
			if rd.Target.Kind == SkillDepth && cur.report.Balance != nil && len(cur.report.Balance.Tiles) > 0 {
				// The strongest draw decides most by luck.
				top := cur.report.Balance.Tiles[0].Tile
				add(change(top, -1))
			}
		}
	}
	return out
}

// averageTiles are the mix's tiles with copies, the one whose worth lies
// nearest the average tile's (0) first.
func (t *tuner) averageTiles(r *sim.Report) []string {
	worth := map[string]float64{}
	if r.Balance != nil {
		for _, w := range r.Balance.Tiles {
			worth[w.Tile] = w.Worth
		}
	}
	var tiles []string
	for _, c := range t.counts {
		if _, known := worth[c.Tile]; known && c.Count > 0 {
			tiles = append(tiles, c.Tile)
		}
	}
	slices.SortStableFunc(tiles, func(a, b string) int {
		return cmp.Compare(math.Abs(worth[a]), math.Abs(worth[b]))
	})
	return tiles
}
