// Package coach reviews a game record decision by decision: at each, the
// search's value of the option played and of the option it recommends,
// the points of final margin the choice gave up, and a summary per seat
// (docs/coach.md). It walks any ruleset's record of format 2 through the
// registry and values options with the one search (engine/search).
package coach

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Choice is an option of a decision as the review shows it: its index,
// label and encoding, and the search's values of it (search.OptionValue:
// mean reward from 0 to 1, mean final margin in points).
type Choice struct {
	Option int             `json:"option"`
	Label  string          `json:"label"`
	JSON   json.RawMessage `json:"json"`
	Value  float64         `json:"value"`
	Margin float64         `json:"margin"`
}

// Decision is one decision of the record reviewed.
type Decision struct {
	// Number counts the record's decisions from 1; Turn is the game's
	// turn then: the tiles drawn so far (the tile being played is the
	// Turn-th).
	Number int    `json:"number"`
	Turn   int    `json:"turn"`
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Kind   string `json:"kind"`
	// Options is how many the decision had: with one, nothing was
	// searched (Forced).
	Options int    `json:"options"`
	Forced  bool   `json:"forced,omitempty"`
	Played  Choice `json:"played"`
	Best    Choice `json:"best"`
	// Cost is the points of final margin the option played gave up
	// against the best, CostError its standard error, and Costly whether
	// the loss is clear: at least a point, and more than twice its error.
	Cost      float64 `json:"cost"`
	CostError float64 `json:"costError"`
	Costly    bool    `json:"costly"`
}

// Seat sums up one seat's decisions (the team's in a cooperative game).
type Seat struct {
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	// Decisions counts those searched (more than one option); Agreed,
	// those where the option played was the one the search recommends.
	Decisions int `json:"decisions"`
	Agreed    int `json:"agreed"`
	// Lost is the sum of the clear losses (Costly) in points, and Costly
	// their number; Worst are the numbers of the costliest decisions, up
	// to three, costliest first.
	Lost   float64 `json:"lost"`
	Costly int     `json:"costly"`
	Worst  []int   `json:"worst"`
}

// Review is a record reviewed.
type Review struct {
	Ruleset   string     `json:"ruleset"`
	Pack      string     `json:"pack"`
	Mix       string     `json:"mix"`
	Players   []string   `json:"players"`
	Search    string     `json:"search"`
	Playouts  int        `json:"playouts"`
	Decisions []Decision `json:"decisions"`
	Seats     []Seat     `json:"seats"`
}

// Analyse reviews a record of format 2 on set (its pack) with the search
// of the given budget. progress, when set, is told the decisions reviewed
// so far and how many there are. A cancelled context stops the review
// with its error.
func Analyse(ctx context.Context, set *engine.Set, r *rulesets.Record, playouts int, progress func(done, total int)) (*Review, error) {
	bot := search.NewMCTS(playouts)
	rv := &Review{Ruleset: r.Ruleset.Name, Pack: r.Pack, Mix: r.Mix, Players: r.Players, Search: bot.Name(), Playouts: playouts, Decisions: []Decision{}}
	total := r.Decisions()
	_, err := rulesets.Walk(set, r, func(s engine.State, d engine.Decision, played int, at rulesets.StepAt) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		dec := Decision{Number: len(rv.Decisions) + 1, Turn: at.Draws, Seat: d.Seat(), Player: playerOf(r.Players, d.Seat()), Kind: string(d.Kind()), Options: d.Options()}
		dec.Played = choiceOf(d, played)
		if d.Options() == 1 {
			dec.Forced, dec.Best = true, dec.Played
		} else {
			a, err := bot.Analyse(s, d, played)
			if err != nil {
				return fmt.Errorf("decision %d: %w", dec.Number, err)
			}
			dec.Best = choiceOf(d, a.Best.Option)
			dec.Best.Value, dec.Best.Margin = a.Best.Value, a.Best.Margin
			dec.Played.Value, dec.Played.Margin = a.Played.Value, a.Played.Margin
			dec.Cost, dec.CostError = a.Cost, a.CostError
			dec.Costly = a.Best.Option != played && a.Cost >= 1 && a.Cost > 2*a.CostError
		}
		rv.Decisions = append(rv.Decisions, dec)
		if progress != nil {
			progress(len(rv.Decisions), total)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	rv.Seats = summarise(rv.Decisions, r.Players)
	return rv, nil
}

// choiceOf is option i of d as the review shows it.
func choiceOf(d engine.Decision, i int) Choice {
	o := d.Option(i)
	c := Choice{Option: i, Label: o.Label, JSON: json.RawMessage(o.JSON)}
	if !json.Valid(c.JSON) {
		c.JSON, _ = json.Marshal(o.JSON)
	}
	return c
}

// playerOf names a seat of the record: its player, or "team".
func playerOf(players []string, seat int) string {
	if seat >= 0 && seat < len(players) {
		return players[seat]
	}
	return "team"
}

// summarise sums up the decisions seat by seat, in seat order (the team
// alone in a cooperative game).
func summarise(ds []Decision, players []string) []Seat {
	var seats []Seat
	index := map[int]int{}
	for _, d := range ds {
		k, ok := index[d.Seat]
		if !ok {
			k = len(seats)
			index[d.Seat] = k
			seats = append(seats, Seat{Seat: d.Seat, Player: playerOf(players, d.Seat), Worst: []int{}})
		}
		s := &seats[k]
		if d.Forced {
			continue
		}
		s.Decisions++
		if d.Best.Option == d.Played.Option {
			s.Agreed++
		}
		if d.Costly {
			s.Lost += d.Cost
			s.Costly++
		}
	}
	for k := range seats {
		var costly []Decision
		for _, d := range ds {
			if d.Seat == seats[k].Seat && d.Costly {
				costly = append(costly, d)
			}
		}
		slices.SortStableFunc(costly, func(a, b Decision) int { return cmp.Compare(b.Cost, a.Cost) })
		for _, d := range costly[:min(3, len(costly))] {
			seats[k].Worst = append(seats[k].Worst, d.Number)
		}
	}
	slices.SortStableFunc(seats, func(a, b Seat) int { return cmp.Compare(a.Seat, b.Seat) })
	return seats
}
