package sim

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/tilesmith/tilesmith/engine"
)

// totals are a worker's integer sums; they add up the same in any order.
type totals struct {
	games  int64
	turns  int64 // tiles placed by players, all games
	turns2 int64
	seats  []seatTotals
}

type seatTotals struct {
	score, score2      int64
	hist               map[int]int64 // final score -> games
	points             []int64       // by kind
	deployed           int64
	drawn, unplaceable int64
	wins, soleWins     int64
	placed             int64
}

func newTotals(players, kinds int) *totals {
	t := &totals{seats: make([]seatTotals, players)}
	for i := range t.seats {
		t.seats[i].hist = map[int]int64{}
		t.seats[i].points = make([]int64, kinds)
	}
	return t
}

// record adds a finished game.
func (t *totals) record(g *engine.Game) {
	t.games++
	turns := int64(g.Turn())
	t.turns += turns
	t.turns2 += turns * turns
	best, tied := -1<<31, 0
	for seat := range t.seats {
		switch s := g.Score(seat); {
		case s > best:
			best, tied = s, 1
		case s == best:
			tied++
		}
	}
	for seat := range t.seats {
		st := &t.seats[seat]
		s := int64(g.Score(seat))
		st.score += s
		st.score2 += s * s
		st.hist[int(s)]++
		stats := g.Stats(seat)
		for k, p := range stats.Points {
			st.points[k] += int64(p)
		}
		st.deployed += int64(stats.Deployed)
		st.drawn += int64(stats.Drawn)
		st.unplaceable += int64(stats.Unplaceable)
		st.placed += int64(stats.Turns)
		if g.Score(seat) == best {
			st.wins++
			if tied == 1 {
				st.soleWins++
			}
		}
	}
}

// add merges another worker's totals.
func (t *totals) add(o *totals) {
	t.games += o.games
	t.turns += o.turns
	t.turns2 += o.turns2
	for i := range t.seats {
		a, b := &t.seats[i], &o.seats[i]
		a.score += b.score
		a.score2 += b.score2
		for s, n := range b.hist {
			a.hist[s] += n
		}
		for k := range a.points {
			a.points[k] += b.points[k]
		}
		a.deployed += b.deployed
		a.drawn += b.drawn
		a.unplaceable += b.unplaceable
		a.wins += b.wins
		a.soleWins += b.soleWins
		a.placed += b.placed
	}
}

// Report summarises a simulation.
type Report struct {
	Pack    string `json:"pack"`
	Mix     string `json:"mix"`
	Games   int    `json:"games"`
	Seed    uint64 `json:"seed"`
	Players int    `json:"players"`
	// GameLength is the number of tiles players placed per game.
	GameLength Stat         `json:"gameLength"`
	Seats      []SeatReport `json:"seats"`
}

// Stat is a mean with its spread.
type Stat struct {
	Mean   float64 `json:"mean"`
	Median float64 `json:"median,omitempty"`
	Stdev  float64 `json:"stdev"`
}

// SeatReport summarises one seat over all games.
type SeatReport struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Bot   string `json:"bot"`
	Score Stat   `json:"score"`
	// PointsByKind is the mean points per game by feature kind.
	PointsByKind map[string]float64 `json:"pointsByKind"`
	// FollowersUsed is the mean number of followers placed per game.
	FollowersUsed float64 `json:"followersUsed"`
	// UnplaceableRate is the share of the seat's drawn tiles that fit
	// nowhere.
	UnplaceableRate float64 `json:"unplaceableRate"`
	// TilesPlaced is the mean number of tiles the seat placed per game.
	TilesPlaced float64 `json:"tilesPlaced"`
	// WinRate counts a shared top score as a win for each seat sharing
	// it; SoleWinRate counts outright wins only.
	WinRate     float64 `json:"winRate"`
	SoleWinRate float64 `json:"soleWinRate"`
	// Scores is the distribution of the seat's final score: how many
	// games ended on each score, in increasing order of score.
	Scores []ScoreCount `json:"scores"`
}

// ScoreCount is one bar of a score distribution.
type ScoreCount struct {
	Score int   `json:"score"`
	Games int64 `json:"games"`
}

func (t *totals) report(cfg Config, names []string) *Report {
	n := float64(t.games)
	r := &Report{Pack: cfg.Set.Pack.ID, Mix: cfg.Mix, Games: int(t.games), Seed: cfg.Seed, Players: len(names)}
	r.GameLength = Stat{Mean: float64(t.turns) / n, Stdev: stdev(t.turns, t.turns2, t.games)}
	for i, st := range t.seats {
		s := SeatReport{Seat: i, Name: names[i], Bot: cfg.Bots[i], PointsByKind: map[string]float64{}}
		s.Score = Stat{Mean: float64(st.score) / n, Median: median(st.hist, t.games), Stdev: stdev(st.score, st.score2, t.games)}
		for k, p := range st.points {
			s.PointsByKind[string(cfg.Set.Kinds[k].Kind)] = float64(p) / n
		}
		s.FollowersUsed = float64(st.deployed) / n
		if st.drawn > 0 {
			s.UnplaceableRate = float64(st.unplaceable) / float64(st.drawn)
		}
		s.TilesPlaced = float64(st.placed) / n
		s.WinRate = float64(st.wins) / n
		s.SoleWinRate = float64(st.soleWins) / n
		s.Scores = distribution(st.hist)
		r.Seats = append(r.Seats, s)
	}
	return r
}

func stdev(sum, sum2, n int64) float64 {
	if n < 2 {
		return 0
	}
	mean := float64(sum) / float64(n)
	v := (float64(sum2) - float64(n)*mean*mean) / float64(n-1)
	return math.Sqrt(max(v, 0))
}

// distribution lists a histogram in increasing order of score.
func distribution(hist map[int]int64) []ScoreCount {
	out := make([]ScoreCount, 0, len(hist))
	for s, n := range hist {
		out = append(out, ScoreCount{Score: s, Games: n})
	}
	slices.SortFunc(out, func(a, b ScoreCount) int { return a.Score - b.Score })
	return out
}

// median reads the median off a histogram (the mean of the two middle
// values for an even count).
func median(hist map[int]int64, n int64) float64 {
	keys := make([]int, 0, len(hist))
	for k := range hist {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	at := func(i int64) int {
		for _, k := range keys {
			if i < hist[k] {
				return k
			}
			i -= hist[k]
		}
		return keys[len(keys)-1]
	}
	return float64(at((n-1)/2)+at(n/2)) / 2
}

// WriteText prints the report as a table.
func (r *Report) WriteText(w io.Writer, kinds []string) error {
	fmt.Fprintf(w, "%d games of %s/%s, %d players, seed %d; mean game length %.1f tiles placed (stdev %.1f)\n\n",
		r.Games, r.Pack, r.Mix, r.Players, r.Seed, r.GameLength.Mean, r.GameLength.Stdev)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head, rows := r.Table(kinds)
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for _, row := range rows {
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	return tw.Flush()
}

// Table is the report as a table: the column heads and a row per seat,
// with points by kind in the order kinds gives.
func (r *Report) Table(kinds []string) (head []string, rows [][]string) {
	head = []string{"seat", "bot", "mean", "median", "stdev"}
	head = append(head, kinds...)
	head = append(head, "followers", "unplaceable", "tiles", "wins", "sole wins")
	for _, s := range r.Seats {
		row := []string{s.Name, s.Bot, f1(s.Score.Mean), f1(s.Score.Median), f1(s.Score.Stdev)}
		for _, k := range kinds {
			row = append(row, f1(s.PointsByKind[k]))
		}
		row = append(row, f1(s.FollowersUsed), fmt.Sprintf("%.2f%%", 100*s.UnplaceableRate), f1(s.TilesPlaced),
			fmt.Sprintf("%.1f%%", 100*s.WinRate), fmt.Sprintf("%.1f%%", 100*s.SoleWinRate))
		rows = append(rows, row)
	}
	return head, rows
}

func f1(x float64) string { return fmt.Sprintf("%.1f", x) }
