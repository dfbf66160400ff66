package sim

// Balance is what `simulate --report balance` adds to a report: figures a
// designer acts on, each with how far it can be trusted. It is computed
// from the same games as the rest of the report, deterministic for a seed,
// and sums over shards like every tally (a partial report carries its raw
// sums; Merge adds them up).
type Balance struct {
	// Tiles are the tile kinds of the mix, the worth of drawing one to the
	// seat that draws it, highest first (ties by tile id).
	Tiles []TileWorth `json:"tiles"`
	// Seats are the seats in turn order, with their advantage; empty in a
	// cooperative game.
	Seats []SeatAdvantage `json:"seats,omitempty"`
	// Points are the sources of points (feature kinds, then the ruleset's
	// own: messages, wall tiles, the keep) with their share of all points
	// scored, largest first.
	Points []PointShare `json:"points"`
	// Lengths counts the games by their length in turns, in increasing
	// order of length.
	Lengths []Bar `json:"lengths"`
	// Margins counts the games by their final margin, in increasing order:
	// the winner's score minus the runner-up's in a competitive game, the
	// team's score in a cooperative one (MarginName says which).
	Margins    []Bar  `json:"margins"`
	MarginName string `json:"marginName"`
	// Notes say what the figures leave out and why: tile kinds never
	// drawn, or whose worth the games cannot tell apart from the others'.
	Notes []string `json:"notes,omitempty"`
}

// Interval is a 95% confidence interval.
type Interval struct {
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// TileWorth is what drawing one tile of a kind is worth: in points of
// final margin to the seat that draws it (in a cooperative game, of the
// team's score), with its 95% interval.
type TileWorth struct {
	// Tile is the tile's id in the pack.
	Tile string `json:"tile"`
	// Draws counts the tiles of this kind drawn over all games.
	Draws int64    `json:"draws"`
	Worth float64  `json:"worth"`
	CI    Interval `json:"ci95"`
}

// SeatAdvantage is how a seat of the turn order fares: its win rate and
// how far that is from a fair share (1 / players), and its mean margin
// (its score minus the mean of the other seats'), each with a 95%
// interval.
type SeatAdvantage struct {
	Seat      int      `json:"seat"`
	Name      string   `json:"name"`
	WinRate   float64  `json:"winRate"`
	WinCI     Interval `json:"winCI95"`
	Advantage float64  `json:"advantage"`
	Margin    float64  `json:"margin"`
	MarginCI  Interval `json:"marginCI95"`
}

// PointShare is one source of points: its mean points per game (all
// seats together) and its share of all points scored.
type PointShare struct {
	Name   string  `json:"name"`
	Points float64 `json:"points"`
	Share  float64 `json:"share"`
}

// Bar is one bar of a distribution: how many games had that value.
type Bar struct {
	Value int   `json:"value"`
	Games int64 `json:"games"`
}
