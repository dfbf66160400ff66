package mists

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/tilesmith/tilesmith/engine"
)

// Teams lists the teams a simulation can play with.
var Teams = []string{"coop", "random"}

// NewTeam returns a team by name.
func NewTeam(name string) (Team, error) {
	switch name {
	case "coop", "":
		return &Bot{}, nil
	case "random":
		return RandomTeam{}, nil
	}
	return nil, fmt.Errorf("mists: no team %q (teams: coop, random)", name)
}

// SimConfig sets up a simulation.
type SimConfig struct {
	Set     *engine.Set
	Options []byte
	Mix     string
	Players int
	Team    string
	Games   int
	Seed    uint64
	Workers int
	// Progress, when set, is called with the games done so far.
	Progress func(done int)
}

// Report is what a simulation found.
type Report struct {
	Level   int            `json:"level"`
	Mix     string         `json:"mix"`
	Players int            `json:"players"`
	Team    string         `json:"team"`
	Games   int            `json:"games"`
	Wins    int            `json:"wins"`
	WinRate float64        `json:"winRate"`
	Losses  map[string]int `json:"losses"`
	// GhostsByTurn[i] is the mean number of ghosts on the board after turn
	// i+1, over the games that played that turn; Playing[i] how many did.
	GhostsByTurn []float64 `json:"ghostsByTurn"`
	Playing      []int     `json:"playing"`
	// Dogs are the dogs' names and DogsReached how many games reached each.
	Dogs        []string `json:"dogs,omitempty"`
	DogsReached []int    `json:"dogsReached,omitempty"`
	MeanTurns   float64  `json:"meanTurns"`
	MeanScore   float64  `json:"meanScore"`
}

// tally is one worker's counts.
type tally struct {
	games, wins, turns, score int
	losses                    [len(Causes)]int
	ghosts                    []int
	playing                   []int
	dogs                      []int
}

// Simulate plays cfg.Games games on all cores; game i uses the seed
// engine.GameSeed(cfg.Seed, i), as every simulator does, so the report does
// not depend on the number of workers.
// When ctx is cancelled it stops and returns the context's error with the
// report of the games that finished (nil if none did).
func Simulate(ctx context.Context, cfg SimConfig) (*Report, error) {
	names := []string{"P1", "P2", "P3", "P4", "P5", "P6"}
	if cfg.Players < 1 || cfg.Players > len(names) {
		return nil, fmt.Errorf("mists: %d players: the game is for 1 to 5", cfg.Players)
	}
	proto, err := NewGame(cfg.Set, cfg.Options, cfg.Mix, names[:cfg.Players], cfg.Seed)
	if err != nil {
		return nil, err
	}
	if _, err := NewTeam(cfg.Team); err != nil {
		return nil, err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)
	var next, done atomic.Int64
	tallies := make([]tally, workers)
	var wg sync.WaitGroup
	errs := make([]error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g, err := NewGame(cfg.Set, cfg.Options, cfg.Mix, names[:cfg.Players], cfg.Seed)
			if err != nil {
				errs[w] = err
				return
			}
			g.SetRecording(false)
			team, _ := NewTeam(cfg.Team)
			tl := &tallies[w]
			tl.dogs = make([]int, len(g.dogs))
			for ctx.Err() == nil {
				i := next.Add(1) - 1
				if i >= int64(cfg.Games) {
					return
				}
				if err := g.Reset(engine.GameSeed(cfg.Seed, int(i))); err != nil {
					errs[w] = err
					return
				}
				if err := g.Play(team); err != nil {
					errs[w] = err
					return
				}
				tl.add(g)
				if n := done.Add(1); cfg.Progress != nil {
					cfg.Progress(int(n))
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	if err := ctx.Err(); err != nil {
		finished := 0
		for _, t := range tallies {
			finished += t.games
		}
		if finished == 0 {
			return nil, err
		}
		return merge(proto, cfg, tallies), err
	}
	return merge(proto, cfg, tallies), nil
}

func (t *tally) add(g *Game) {
	t.games++
	if g.won {
		t.wins++
	}
	t.losses[g.lost]++
	t.turns += g.turns
	t.score += g.Progress()
	for i, n := range g.Series {
		if i >= len(t.ghosts) {
			t.ghosts = append(t.ghosts, 0)
			t.playing = append(t.playing, 0)
		}
		t.ghosts[i] += int(n)
		t.playing[i]++
	}
	for i := range min(g.next, len(g.dogs)) {
		t.dogs[i]++
	}
}

func merge(g *Game, cfg SimConfig, ts []tally) *Report {
	r := &Report{Level: g.Level(), Mix: cfg.Mix, Players: cfg.Players, Team: cfg.Team, Losses: map[string]int{}, Dogs: g.Dogs()}
	if r.Team == "" {
		r.Team = "coop"
	}
	var ghosts []int
	r.DogsReached = make([]int, len(g.dogs))
	turns, score := 0, 0
	for _, t := range ts {
		r.Games += t.games
		r.Wins += t.wins
		turns += t.turns
		score += t.score
		for c, n := range t.losses[1:] {
			if n > 0 {
				r.Losses[Causes[c+1]] += n
			}
		}
		for i, n := range t.ghosts {
			if i >= len(ghosts) {
				ghosts = append(ghosts, 0)
				r.Playing = append(r.Playing, 0)
			}
			ghosts[i] += n
			r.Playing[i] += t.playing[i]
		}
		for i, n := range t.dogs {
			r.DogsReached[i] += n
		}
	}
	for i, n := range ghosts {
		r.GhostsByTurn = append(r.GhostsByTurn, float64(n)/float64(r.Playing[i]))
	}
	r.WinRate = float64(r.Wins) / float64(r.Games)
	r.MeanTurns = float64(turns) / float64(r.Games)
	r.MeanScore = float64(score) / float64(r.Games)
	return r
}

// WriteText prints the report for people.
func (r *Report) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "Mists over Carcassonne, level %d (mix %s), %d player(s), team %s: %d games\n", r.Level, r.Mix, r.Players, r.Team, r.Games)
	fmt.Fprintf(w, "won   %6d  %5.1f%%\n", r.Wins, 100*r.WinRate)
	for _, c := range Causes[1:] {
		n := r.Losses[c]
		fmt.Fprintf(w, "lost  %6d  %5.1f%%  %s\n", n, 100*float64(n)/float64(r.Games), c)
	}
	fmt.Fprintf(w, "turns %.1f on average; score %.1f on average (the lowest score meeple on Level 6)\n", r.MeanTurns, r.MeanScore)
	for i, d := range r.Dogs {
		fmt.Fprintf(w, "dog %s reached in %d games (%.1f%%)\n", d, r.DogsReached[i], 100*float64(r.DogsReached[i])/float64(r.Games))
	}
	fmt.Fprintln(w, "ghosts on the board after turn (mean over the games still playing):")
	for i := 4; i < len(r.GhostsByTurn); i += 5 {
		fmt.Fprintf(w, "  turn %2d: %5.2f  (%d games)\n", i+1, r.GhostsByTurn[i], r.Playing[i])
	}
	_, err := fmt.Fprintln(w)
	return err
}
