package mists

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// TeamNames lists the built-in teams: the cooperative bot, the random
// team and the search ("mcts:N" gives its budget).
func TeamNames() []string { return []string{"coop", "random", search.Name} }

// NewTeam returns a team by name ("mcts:N": the search, N playouts a
// decision, which plays on the game's Match and its playout policy,
// Rollout).
func NewTeam(name string) (Team, error) {
	if a, ok, err := search.NewAgent(name); ok {
		if err != nil {
			return nil, err
		}
		return AgentTeam{a}, nil
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
// game reset with each seed (Game.Reset) and the named team, keeping no
// events.
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
	g.SetEvents(false)
	t := &simTally{Team: team, Level: g.Level(), Dogs: g.Dogs(), Reached: make([]int64, len(g.dogs))}
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

// Close lets go what the team holds (an outside program's agent).
func (w *SimWorker) Close() error {
	if a, ok := w.team.(AgentTeam); ok {
		engine.CloseAgents(a.Agent)
	}
	return nil
}

// simTally is the integer sums of Mists games: the team, the level and
// its dogs, and the raw sums, as a shard of a run writes them
// (MarshalJSON).
type simTally struct {
	Team         string   `json:"team"`
	Level        int      `json:"level"`
	Dogs         []string `json:"dogs"`
	Count        int64    `json:"games"`
	Wins         int64    `json:"wins"`
	Turns        int64    `json:"turns"`
	TurnsSquared int64    `json:"turnsSquared"`
	Score        int64    `json:"score"`
	// Ended counts the games by cause of loss, the first count the games
	// not lost.
	Ended [len(Causes)]int64 `json:"ended"`
	// Ghosts[i] sums the ghosts on the board after turn i+1 over the
	// Playing[i] games that played it.
	Ghosts  []int64 `json:"ghosts"`
	Playing []int64 `json:"playing"`
	// Reached counts the games that reached each dog.
	Reached []int64 `json:"reached"`
}

func (t *simTally) record(g *Game) {
	t.Count++
	if g.won {
		t.Wins++
	}
	t.Ended[g.lost]++
	turns := int64(g.turns)
	t.Turns += turns
	t.TurnsSquared += turns * turns
	t.Score += int64(g.Progress())
	for i, n := range g.Series {
		if i >= len(t.Ghosts) {
			t.Ghosts = append(t.Ghosts, 0)
			t.Playing = append(t.Playing, 0)
		}
		t.Ghosts[i] += int64(n)
		t.Playing[i]++
	}
	for i := range min(g.next, len(g.dogs)) {
		t.Reached[i]++
	}
}

func (t *simTally) Games() int { return int(t.Count) }

// Add adds another worker's tally of the same simulation.
func (t *simTally) Add(other tally.Tally) { tally.AddSums(t, other.(*simTally)) }

// Summary reports the team's win rate and, as Mists' own tallies, the
// level, the mean score (the lowest score meeple on Level 6), the games
// lost by each cause, the games that reached each dog and the ghosts on
// the board after each turn.
func (t *simTally) Summary() tally.Summary {
	n := float64(t.Count)
	s := tally.Summary{
		GameLength: tally.Stat{Mean: float64(t.Turns) / n, Stdev: tally.Stdev(t.Turns, t.TurnsSquared, t.Count)},
		Team:       &tally.Team{Agent: t.Team, Wins: t.Wins, WinRate: float64(t.Wins) / n},
		Figures: []tally.Figure{
			{Name: "level", Value: float64(t.Level)},
			{Name: "mean score", Value: float64(t.Score) / n},
		},
	}
	lost := tally.Counts{Name: "lost"}
	for c, name := range Causes[1:] {
		lost.Counts = append(lost.Counts, tally.Count{Name: name, Games: t.Ended[c+1]})
	}
	s.Counts = append(s.Counts, lost)
	if len(t.Dogs) > 0 {
		dogs := tally.Counts{Name: "dog reached"}
		for i, d := range t.Dogs {
			dogs.Counts = append(dogs.Counts, tally.Count{Name: d, Games: t.Reached[i]})
		}
		s.Counts = append(s.Counts, dogs)
	}
	ghosts := tally.Series{Name: "ghosts on the board", Games: append([]int64(nil), t.Playing...)}
	for i, g := range t.Ghosts {
		ghosts.Mean = append(ghosts.Mean, float64(g)/float64(t.Playing[i]))
	}
	s.Series = append(s.Series, ghosts)
	return s
}
