// Package tally is what a simulation counts and how it reports it, in a
// form every ruleset shares: a ruleset's simulation worker (reached through
// engine/rulesets) plays games one after another and sums them in a Tally;
// engine/sim adds up the workers' tallies and reports their Summary. The
// common part is per-seat scores and wins for a competitive game, or the
// win rate of a team; a ruleset adds its own tallies as named counts,
// figures and per-turn series, which the CLI and the editor show without
// knowing the ruleset.
package tally

// Worker plays games one after another on one goroutine, reusing its
// memory, and tallies each game it finishes.
//
// A worker that holds something until its run ends (an agent of an outside
// program) is an io.Closer too, which the run closes.
type Worker interface {
	// Play plays the game with that seed to its end and adds it to the
	// tally.
	Play(seed uint64) error
	// Tally is what the worker has counted so far.
	Tally() Tally
}

// Tally is the integer sums of some games: tallies of one simulation add
// up the same in any order.
type Tally interface {
	// Games is the number of games counted.
	Games() int
	// Add adds another worker's tally of the same simulation.
	Add(other Tally)
	// Summary summarises the games counted (at least one).
	Summary() Summary
	// A tally is written as JSON by encoding/json (its exported fields,
	// or its own MarshalJSON): the raw sums (not means) with the names the
	// summary needs, so that a tally written by one shard of a run and
	// read back by the ruleset's decoder (registered with its entry in
	// engine/rulesets, DecodeOwn) adds up to exactly what the unsharded
	// run counts.
}

// Summary is what a simulation found, the ruleset's way.
type Summary struct {
	// GameLength is the number of turns per game (tiles placed by the
	// players).
	GameLength Stat `json:"gameLength"`
	// Seats are the seats of a competitive game, in seat order.
	Seats []Seat `json:"seats,omitempty"`
	// Team is how a cooperative team fared.
	Team *Team `json:"team,omitempty"`
	// Figures are the ruleset's own numbers (a level, a mean score).
	Figures []Figure `json:"figures,omitempty"`
	// Counts are the ruleset's own counts of games (losses by cause,
	// dogs reached), in groups.
	Counts []Counts `json:"counts,omitempty"`
	// Series are the ruleset's own per-turn means (ghosts on the board).
	Series []Series `json:"series,omitempty"`
	// Tables are the ruleset's own means per game in rows and columns
	// (The Castle's wall tiles: taken, played, points).
	Tables []Table `json:"tables,omitempty"`
}

// Table is a ruleset's means per game in rows and columns.
type Table struct {
	Name    string     `json:"name"`
	Columns []string   `json:"columns"`
	Rows    []TableRow `json:"rows"`
}

// TableRow is one row of a Table: its name and a value per column.
type TableRow struct {
	Name   string    `json:"name"`
	Values []float64 `json:"values"`
}

// Stat is a mean with its spread.
type Stat struct {
	Mean   float64 `json:"mean"`
	Median float64 `json:"median,omitempty"`
	Stdev  float64 `json:"stdev"`
}

// Seat summarises one seat of a competitive game over all games.
type Seat struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Bot   string `json:"bot"`
	Score Stat   `json:"score"`
	// WinRate counts a shared top score as a win for each seat sharing
	// it; SoleWinRate counts outright wins only.
	WinRate     float64 `json:"winRate"`
	SoleWinRate float64 `json:"soleWinRate"`
	// Scores is the distribution of the seat's final score: how many
	// games ended on each score, in increasing order of score.
	Scores []ScoreCount `json:"scores"`
	// Figures are the ruleset's own means for the seat, in the order of
	// the report's columns.
	Figures []Figure `json:"figures,omitempty"`
}

// ScoreCount is one bar of a score distribution.
type ScoreCount struct {
	Score int   `json:"score"`
	Games int64 `json:"games"`
}

// Team is how the team of a cooperative game fared.
type Team struct {
	Agent   string  `json:"agent"`
	Wins    int64   `json:"wins"`
	WinRate float64 `json:"winRate"`
}

// Figure is a named number.
type Figure struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	// Share: the value is a share of something (0 to 1), shown as a
	// percentage.
	Share bool `json:"share,omitempty"`
}

// Counts is a group of named counts of games ("lost": how many games each
// cause ended).
type Counts struct {
	Name   string  `json:"name"`
	Counts []Count `json:"counts"`
}

// Count is how many games something happened in.
type Count struct {
	Name  string `json:"name"`
	Games int64  `json:"games"`
}

// Series is a mean per turn: Mean[i] is the mean after turn i+1 over the
// Games[i] games that played that turn.
type Series struct {
	Name  string    `json:"name"`
	Mean  []float64 `json:"mean"`
	Games []int64   `json:"games"`
}

// BalanceWorker is a Worker that can also count the balance report's sums
// (Balance). Counting them costs a little per game, so a worker counts
// them only once asked to: a run without the balance report keeps the
// fast path as it is.
type BalanceWorker interface {
	Worker
	// EnableBalance makes the worker count the balance sums of every game
	// it plays from now on.
	EnableBalance()
	// Balance is the balance sums counted so far, nil until EnableBalance.
	Balance() *Balance
}
