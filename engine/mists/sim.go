package mists

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// TeamNames lists the built-in teams: the cooperative bot, the random
// team, the tree search and the flat search ("mcts:N", "mcts1:N" give
// their budgets).
func TeamNames() []string { return []string{"coop", "random", search.Name, search.FlatName} }

// NewTeam returns a team by name ("mcts:N": the tree search, "mcts1:N"
// the flat search, N playouts a decision; both play on the game's Match
// and its playout policy, Rollout).
func NewTeam(name string) (Team, error) {
	if a, ok, err := search.NewAgent(name); ok {
		if err != nil {
			return nil, err
		}
		return AgentTeam{a}, nil
	}
	if n, ok, err := search.ParseFlatName(name); ok {
		if err != nil {
			return nil, err
		}
		return AgentTeam{search.NewFlat(n)}, nil
	}
	switch name {
	case "coop", "":
		return &Bot{}, nil
	case "random":
		return RandomTeam{}, nil
	}
	return nil, fmt.Errorf("no team %q (teams: %s)", name, strings.Join(TeamNames(), ", "))
}

// SimWorker plays Mists games for a simulation, one after another: one
// game reset with each seed (Game.Reset) and the named team, without a
// record.
type SimWorker struct {
	g    *Game
	team Team
	t    *simTally
	// the balance report's sums, when asked for
	shape   tally.BalanceShape
	column  []int
	balance *tally.Balance
	last    *tally.BalanceGame
}

// NewSimWorker returns a worker for games of the set-up (the level the
// options or the mix name) played by the named team.
func NewSimWorker(set *engine.Set, options []byte, mix string, players []string, team string) (*SimWorker, error) {
	tm, err := NewTeam(team)
	if err != nil {
		return nil, err
	}
	if team == "" {
		team = "coop"
	}
	g, err := NewGame(set, options, mix, players, 0)
	if err != nil {
		return nil, err
	}
	g.SetRecording(false)
	t := &simTally{team: team, level: g.Level(), dogs: g.Dogs(), reached: make([]int64, len(g.dogs))}
	ids, column := tally.MixTiles(set, g.core.Mix().ID)
	shape := tally.BalanceShape{Seats: []string{"team"}, Team: true, Tiles: ids, Sources: append(tally.KindNames(set), "dogs")}
	return &SimWorker{g: g, team: tm, t: t, shape: shape, column: column}, nil
}

// EnableBalance counts the balance report's sums of every game from now
// on: the team's score, the tiles it placed face up by kind, and the
// points by feature kind and of the dogs.
func (w *SimWorker) EnableBalance() {
	w.balance = tally.NewBalance(w.shape)
	w.last = w.shape.NewBalanceGame()
}

// Balance is the balance sums counted so far (nil until EnableBalance).
func (w *SimWorker) Balance() *tally.Balance { return w.balance }

// fillBalance fills in the figures of the game just played. The score
// meeples hold every point scored: the features' (the core counts them by
// kind) and the dogs' (mists.md: a dog "scores 1 point per ghost on the
// board"), the only other points of the game.
func (w *SimWorker) fillBalance(out *tally.BalanceGame) {
	g := w.g
	out.Scores[0] = g.Progress()
	clear(out.Placed[0])
	for _, p := range g.core.Board() {
		if p.By >= 0 && !p.FaceDown {
			if k := w.column[p.Tile]; k >= 0 {
				out.Placed[0][k]++
			}
		}
	}
	clear(out.Points)
	features := 0
	for col := range g.core.Players() {
		for k, pts := range g.core.Stats(col).Points {
			out.Points[k] += pts
			features += pts
		}
	}
	all := 0
	for _, s := range g.scores {
		all += s
	}
	out.Points[len(out.Points)-1] = all - features
	out.Turns = g.turns
}

// Play plays the game with that seed and tallies it.
func (w *SimWorker) Play(seed uint64) error {
	if err := w.g.Reset(seed); err != nil {
		return err
	}
	if err := w.g.Play(w.team); err != nil {
		return err
	}
	w.t.record(w.g)
	if w.balance != nil {
		w.fillBalance(w.last)
		w.balance.Record(w.last)
	}
	return nil
}

// Tally is what the worker has counted so far.
func (w *SimWorker) Tally() tally.Tally { return w.t }

// simTally is the integer sums of Mists games.
type simTally struct {
	team          string
	level         int
	dogs          []string
	games, wins   int64
	turns, turns2 int64
	score         int64
	losses        [len(Causes)]int64
	ghosts        []int64 // ghosts on the board after turn i+1, summed
	playing       []int64 // games that played turn i+1
	reached       []int64 // games that reached each dog
}

func (t *simTally) record(g *Game) {
	t.games++
	if g.won {
		t.wins++
	}
	t.losses[g.lost]++
	turns := int64(g.turns)
	t.turns += turns
	t.turns2 += turns * turns
	t.score += int64(g.Progress())
	for i, n := range g.Series {
		if i >= len(t.ghosts) {
			t.ghosts = append(t.ghosts, 0)
			t.playing = append(t.playing, 0)
		}
		t.ghosts[i] += int64(n)
		t.playing[i]++
	}
	for i := range min(g.next, len(g.dogs)) {
		t.reached[i]++
	}
}

func (t *simTally) Games() int { return int(t.games) }

func (t *simTally) Add(other tally.Tally) {
	o := other.(*simTally)
	t.games += o.games
	t.wins += o.wins
	t.turns += o.turns
	t.turns2 += o.turns2
	t.score += o.score
	for c, n := range o.losses {
		t.losses[c] += n
	}
	for i := range o.ghosts {
		if i >= len(t.ghosts) {
			t.ghosts = append(t.ghosts, 0)
			t.playing = append(t.playing, 0)
		}
		t.ghosts[i] += o.ghosts[i]
		t.playing[i] += o.playing[i]
	}
	for i, n := range o.reached {
		t.reached[i] += n
	}
}

// Summary reports the team's win rate and, as Mists' own tallies, the
// level, the mean score (the lowest score meeple on Level 6), the games
// lost by each cause, the games that reached each dog and the ghosts on
// the board after each turn.
func (t *simTally) Summary() tally.Summary {
	n := float64(t.games)
	s := tally.Summary{
		GameLength: tally.Stat{Mean: float64(t.turns) / n, Stdev: tally.Stdev(t.turns, t.turns2, t.games)},
		Team:       &tally.Team{Agent: t.team, Wins: t.wins, WinRate: float64(t.wins) / n},
		Figures: []tally.Figure{
			{Name: "level", Value: float64(t.level)},
			{Name: "mean score", Value: float64(t.score) / n},
		},
	}
	lost := tally.Counts{Name: "lost"}
	for c, name := range Causes[1:] {
		lost.Counts = append(lost.Counts, tally.Count{Name: name, Games: t.losses[c+1]})
	}
	s.Counts = append(s.Counts, lost)
	if len(t.dogs) > 0 {
		dogs := tally.Counts{Name: "dog reached"}
		for i, d := range t.dogs {
			dogs.Counts = append(dogs.Counts, tally.Count{Name: d, Games: t.reached[i]})
		}
		s.Counts = append(s.Counts, dogs)
	}
	ghosts := tally.Series{Name: "ghosts on the board", Games: append([]int64(nil), t.playing...)}
	for i, g := range t.ghosts {
		ghosts.Mean = append(ghosts.Mean, float64(g)/float64(t.playing[i]))
	}
	s.Series = append(s.Series, ghosts)
	return s
}
