package sim

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim/quality"
)

// qualityWorker plays the quality report's deals on one goroutine
// (QualityConfig): each deal in every rotation of the run's agents over
// the seats, for drama, shape, luck and choice, then in each step of the
// skill trace. A deal is a game's seed; each game of it reseeds the
// game's random source after the set-up, so the tiles come in the same
// order while the agents' own randomness differs from game to game.
type qualityWorker struct {
	e      *rulesets.Entry
	setup  rulesets.SimSetup
	cfg    QualityConfig
	agents []engine.Agent    // the run's, in seat order (the team's alone)
	skill  [][2]engine.Agent // each step's weaker and stronger search
	choice *search.MCTS
	sums   *quality.Sums
	// probe is the copy of the game the choice search plays on.
	probe  engine.State
	scores []int
}

// qualityStream is the random stream the games of a deal reseed.
const qualityStream = 0x7175616c

func newQualityWorker(e *rulesets.Entry, setup rulesets.SimSetup, cfg QualityConfig) (*qualityWorker, error) {
	w := &qualityWorker{e: e, setup: setup, cfg: cfg, choice: search.NewMCTS(cfg.ChoicePlayouts)}
	for _, name := range setup.Agents {
		a, err := e.NewAgent(name)
		if err != nil {
			return nil, err
		}
		w.agents = append(w.agents, a)
	}
	for _, n := range cfg.Steps() {
		weak, err := e.NewAgent(search.BotName(n))
		if err != nil {
			return nil, err
		}
		strong, err := e.NewAgent(search.BotName(2 * n))
		if err != nil {
			return nil, err
		}
		w.skill = append(w.skill, [2]engine.Agent{weak, strong})
	}
	w.sums = quality.NewSums(qualityShape(e, setup, cfg))
	return w, nil
}

// qualityShape is what a run's quality sums are of.
func qualityShape(e *rulesets.Entry, setup rulesets.SimSetup, cfg QualityConfig) quality.Shape {
	kinds := make([]string, len(e.Decisions))
	for i, k := range e.Decisions {
		kinds[i] = string(k)
	}
	seats := len(setup.Players)
	if e.Team {
		seats = 1 // one score, the team's
	}
	return quality.Shape{Seats: seats, Team: e.Team, Kinds: kinds, Steps: cfg.Steps()}
}

// Play plays deal seed: every rotation of the run's agents, then every
// step of the skill trace.
func (w *qualityWorker) Play(seed uint64) error {
	n := len(w.setup.Players)
	if w.e.Team {
		if _, err := w.playOne(seed, engine.GameSeed(seed, 0), w.agents, true); err != nil {
			return err
		}
	} else {
		deal := quality.Deal{Margins: make([][]int64, n)}
		seats := make([]engine.Agent, n)
		for r := range n {
			for s := range seats {
				seats[s] = w.agents[(s+r)%n]
			}
			scores, err := w.playOne(seed, engine.GameSeed(seed, r), seats, true)
			if err != nil {
				return err
			}
			deal.Margins[r] = margins(scores)
		}
		if n >= 2 {
			w.sums.AddDeal(deal)
		}
	}
	for k, pair := range w.skill {
		credit, games, err := w.skillStep(seed, k, pair)
		if err != nil {
			return fmt.Errorf("the skill trace's step mcts:%d against mcts:%d: %w", w.cfg.Steps()[k], 2*w.cfg.Steps()[k], err)
		}
		w.sums.AddSkill(k, credit, games)
	}
	return nil
}

// skillStep plays the deal at step k: in a competitive game once with the
// stronger search in each seat, the weaker in the others, and the
// stronger's credit is 60 for a sole win, 60/t for a top score shared by
// t; in a cooperative game once by each search, and the stronger's credit
// is 60 when its game is worth more to the team (its reward), 30 when the
// same.
func (w *qualityWorker) skillStep(seed uint64, k int, pair [2]engine.Agent) (credit int64, games int, err error) {
	n := len(w.setup.Players)
	botSeed := engine.GameSeed(seed, 1000+k)
	if w.e.Team {
		var rewards [2]float64
		for i, a := range pair {
			st, err := w.play(seed, botSeed, []engine.Agent{a}, false)
			if err != nil {
				return 0, 0, err
			}
			rewards[i] = st.Reward(engine.TeamSeat)
			st.Close()
		}
		switch {
		case rewards[1] > rewards[0]:
			credit = 60
		case rewards[1] == rewards[0]:
			credit = 30
		}
		return credit, 1, nil
	}
	seats := make([]engine.Agent, n)
	for strong := range n {
		for s := range seats {
			seats[s] = pair[0]
		}
		seats[strong] = pair[1]
		scores, err := w.playOne(seed, botSeed+uint64(strong), seats, false)
		if err != nil {
			return 0, 0, err
		}
		credit += winCredit(scores, strong)
	}
	return credit, n, nil
}

// playOne plays one game of the deal and returns its final scores.
func (w *qualityWorker) playOne(seed, botSeed uint64, seats []engine.Agent, observe bool) ([]int, error) {
	st, err := w.play(seed, botSeed, seats, observe)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	return st.Scores(nil), nil
}

// play plays one game of deal seed to its end, the game's random source
// reseeded with botSeed, seats[s] deciding for seat s (a team: seats[0]).
// When observe is set, the game's score line goes to the sums (drama and
// shape) and one decision of ChoiceEvery is searched (choice).
func (w *qualityWorker) play(seed, botSeed uint64, seats []engine.Agent, observe bool) (engine.State, error) {
	st, err := w.e.NewMatch(w.setup.Set, w.setup.Options, w.setup.Mix, w.setup.Players, seed)
	if err != nil {
		return nil, err
	}
	st.Rand().Seed(botSeed, qualityStream)
	var g quality.Game
	// The choice sample is one decision of ChoiceEvery, from one fixed by
	// the game (so a deal's games are searched alike on any worker).
	decisions := int(botSeed % uint64(w.cfg.ChoiceEvery))
	if observe {
		w.probe = nil // a copy of another game cannot take this one's positions
		w.point(st, &g)
	}
	for d := st.Pending(); d != nil; d = st.Pending() {
		if observe && d.Options() > 1 {
			if decisions++; decisions%w.cfg.ChoiceEvery == 0 {
				w.searchChoice(st, d)
			}
		}
		i, err := seats[max(d.Seat(), 0)%len(seats)].Decide(st, d)
		if err != nil {
			st.Close()
			return nil, err
		}
		if err := st.Answer(i); err != nil {
			st.Close()
			return nil, err
		}
		if observe {
			w.point(st, &g)
		}
	}
	st.Chance() // the final scoring, when the last answer left it to run
	if observe {
		w.point(st, &g)
		if won, ok := engine.Underlying(st).(interface{ Won() bool }); ok {
			g.Won = won.Won()
		}
		w.sums.AddGame(g)
	}
	return st, nil
}

// point adds the game's scores and tiles placed to its score line when
// either changed.
func (w *qualityWorker) point(st engine.State, g *quality.Game) {
	w.scores = st.Scores(w.scores[:0])
	tiles := len(g.Points)
	if v, ok := engine.Underlying(st).(engine.Viewer); ok {
		tiles = v.Core().Turn()
	}
	if last := len(g.Points) - 1; last >= 0 && g.Tiles[last] == tiles && slices.Equal(g.Points[last], w.scores) {
		return
	}
	g.Points = append(g.Points, slices.Clone(w.scores))
	g.Tiles = append(g.Tiles, tiles)
}

// searchChoice searches decision d on a copy of the game and counts
// whether its best option stood clearly above the second: the gap of
// their mean rewards more than twice its standard error.
func (w *qualityWorker) searchChoice(st engine.State, d engine.Decision) {
	if w.probe == nil {
		w.probe = st.Clone()
	}
	w.probe.CopyFrom(st)
	pd := w.probe.Pending()
	if _, err := w.choice.Decide(w.probe, pd); err != nil {
		// The search plays every state; a copy that refuses it broke the
		// state's promise.
		panic(fmt.Sprintf("sim: the choice search failed on a copy of the game: %v", err))
	}
	gap, stderr, ok := w.choice.Gap()
	w.sums.AddDecision(quality.Decision{Kind: string(d.Kind()), Options: d.Options(), Clear: ok && gap > 2*stderr})
}

// margins are each seat's score times the seats, less the sum of the
// scores: the seats less one times its margin over the others' mean.
func margins(scores []int) []int64 {
	sum := 0
	for _, s := range scores {
		sum += s
	}
	out := make([]int64, len(scores))
	for i, s := range scores {
		out[i] = int64(len(scores)*s - sum)
	}
	return out
}

// winCredit is seat's credit in sixtieths of a game: 60 for a sole top
// score, 60/t for a top score shared by t, 0 otherwise.
func winCredit(scores []int, seat int) int64 {
	top := slices.Max(scores)
	if scores[seat] != top {
		return 0
	}
	shared := 0
	for _, s := range scores {
		if s == top {
			shared++
		}
	}
	return int64(60 / shared)
}

// Sums are what the worker has counted so far.
func (w *qualityWorker) Sums() *quality.Sums { return w.sums }

// Close lets go what the run's agents hold (an outside program).
func (w *qualityWorker) Close() error {
	engine.CloseAgents(w.agents...)
	return nil
}
