package mists

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

// TeamNames lists the built-in teams: the cooperative bot, the random
// team and the search team ("mcts:N" gives its budget).
func TeamNames() []string { return []string{"coop", "random", search.Name} }

// MCTS is the search team: Monte Carlo search over each decision's
// options, for every decision the team takes. A playout copies the game
// as it stood at the turn's first decision (the placement; before the
// first turn, the score meeples' colours), deals again what the team
// cannot see (deal.go: the order of the tiles to draw, the face-down
// tiles), plays the turn's decisions already taken as they were taken, the
// option searched, and the game on to its end with a light policy
// (lightBot: the cooperative bot judging a few placements a tile; a team
// playing at random never wins, and random playouts tell the options
// apart by little). The reward says how far the team got (reward). The
// budget is spent by sequential halving over the options, on common
// deals; a placement weighs only the placements the cooperative bot rates
// best (Candidates). Its randomness comes from the game's random source,
// so a game is fixed by its seed.
//
// The search is flat: it keeps statistics for the decision's options
// only, not for the decisions after them. Playouts is its budget per
// decision; a decision of one option plays none.
type MCTS struct {
	Playouts int
	// Steps counts the turns the playouts have played, for benchmarks;
	// Outside the decisions the search could not replay to (outside).
	Steps   int64
	Outside int

	at      snapshot
	snap    *Game   // the position at the snapshot, with what is unseen hidden
	scratch *Game   // the playout's game
	pool    []int16 // the unseen tiles (hideUnseen), downs of them face down
	downs   int
	answers []int  // the turn's decisions so far, as option indices
	draws   uint64 // seeds the turn's searches
	script  script
	halving search.Halving
	coop    Bot     // answers a decision of a turn whose start it did not see
	colours [][]int // the options of the score meeples' colours
	// cands, when set, are the options the decision searches (the
	// placements the cooperative bot rates best); rated is their scratch.
	cands []int
	rated []rated
	// Candidates is how many placements a decision searches at most: the
	// ones the cooperative bot rates best (4, or one for every 25
	// playouts of the budget if that is more). Searching them all spreads
	// a small budget over options the bot's judgement rules out.
	Candidates int
}

// snapshot says what the search team's snapshot is of.
type snapshot struct {
	kind   snapKind
	game   *Game // the game it was taken of
	seed   uint64
	turns  int
	placed int // the placed index the turn's tile takes
	tile   int // the turn's tile and its ghost symbols
	sy     int
}

type snapKind int8

const (
	snapNone  snapKind = iota
	snapStart          // before the first turn (the score meeples' colours)
	snapTurn           // at the turn's placement
)

// NewMCTS returns a search team with a budget of playouts per decision.
func NewMCTS(playouts int) *MCTS {
	m := &MCTS{Playouts: playouts, Candidates: max(4, playouts/25)}
	m.script.policy = &lightBot{sample: playoutSample}
	return m
}

// ParseMCTS reads a search team's name: "mcts" or "mcts:N", N playouts
// per decision; ok is false for any other name.
func ParseMCTS(name string) (*MCTS, bool, error) {
	n, ok, err := search.ParseName(name)
	if !ok || err != nil {
		return nil, ok, err
	}
	return NewMCTS(n), true, nil
}

// Name says the team and its budget: "mcts:1000".
func (m *MCTS) Name() string { return search.BotName(m.Playouts) }

// take copies g as the snapshot of kind k.
func (m *MCTS) take(g *Game, k snapKind, tile, sy int) {
	if m.snap == nil || m.snap.Rules != g.Rules {
		m.snap, m.scratch = g.NewTwin(), g.NewTwin()
	}
	m.snap.copyFrom(g, false)
	m.pool, m.downs = m.snap.hideUnseen(m.pool)
	m.at = snapshot{kind: k, game: g, seed: g.core.Seed(), turns: g.turns, placed: len(g.core.Board()), tile: tile, sy: sy}
	m.answers = m.answers[:0]
	// One draw of the game's random source seeds the turn's searches:
	// what the turn draws later unseen (a face-down tile, a copy's
	// symbols) must not change them.
	m.draws = g.core.Rand().Uint64()
}

// inTurn reports whether g is in the turn of the snapshot: a decision the
// search team can replay to.
func (m *MCTS) inTurn(g *Game) bool {
	return m.at.kind == snapTurn && m.at.game == g && m.at.seed == g.core.Seed() &&
		m.at.turns == g.turns && g.core.LastPlaced() == m.at.placed && !g.over
}

// outside reports whether g is outside the snapshot's turn (a decision
// of a turn whose placement another team answered): the cooperative bot
// answers then, and Outside counts it.
func (m *MCTS) outside(g *Game) bool {
	if m.inTurn(g) {
		return false
	}
	m.Outside++
	return true
}

// decide searches a decision of the snapshot's turn with n options and
// returns the option chosen, which it keeps for the next decisions'
// playouts.
func (m *MCTS) decide(n int) int {
	best := 0
	if n > 1 {
		best = m.halving.Choose(n, m.Playouts, m.draws+uint64(len(m.answers))*0x9e3779b97f4a7c15, m.playout)
	}
	if len(m.cands) > 0 {
		best = m.cands[best]
		m.cands = m.cands[:0]
	}
	m.answers = append(m.answers, best)
	return best
}

func (m *MCTS) ScoreColours(g *Game, n int) ([]int, error) {
	m.take(g, snapStart, 0, 0)
	m.colours = orderedChoices(g.colours, n)
	m.script.colours = m.colours
	return m.colours[m.decide(len(m.colours))], nil
}

func (m *MCTS) Place(g *Game, t int, ps []engine.Placement) (int, error) {
	m.take(g, snapTurn, t, g.drawn)
	return m.decide(len(m.placeCandidates(g, t, ps, m.Candidates))), nil
}

func (m *MCTS) Bury(g *Game, graveyard int, ms []MeepleRef) (int, error) {
	if m.outside(g) {
		return m.coop.Bury(g, graveyard, ms)
	}
	return m.decide(len(ms)), nil
}

func (m *MCTS) Graveyard(g *Game, open []int) (int, error) {
	if m.outside(g) {
		return m.coop.Graveyard(g, open)
	}
	return m.decide(len(open)), nil
}

func (m *MCTS) Meeple(g *Game, cs []ColourSpot) (int, error) {
	if m.outside(g) {
		return m.coop.Meeple(g, cs)
	}
	return m.decide(1+len(cs)) - 1, nil
}

func (m *MCTS) Score(g *Game, c Completion) (ScoreChoice, error) {
	if m.outside(g) {
		return m.coop.Score(g, c)
	}
	return g.scoreOption(m.decide(g.scoreOptions())), nil
}

func (m *MCTS) ScoreTo(g *Game, colour, points int) (int, error) {
	if m.outside(g) {
		return m.coop.ScoreTo(g, colour, points)
	}
	return m.decide(len(g.scores)), nil
}

func (m *MCTS) Dog(g *Game, dog int, ms []MeepleRef) (DogChoice, error) {
	if m.outside(g) {
		return m.coop.Dog(g, dog, ms)
	}
	opts := g.dogOptions(ms)
	o := opts[m.decide(len(opts))]
	return DogChoice{Meeple: o.meeple, Clears: o.clears}, nil
}

func (m *MCTS) FaceDown(g *Game, cells []int32) (int, error) {
	if m.outside(g) {
		return m.coop.FaceDown(g, cells)
	}
	return m.decide(len(cells)), nil
}

// scoreOptions counts the options of a completed feature's scoring: its
// points, or removing ghosts from one tile that holds some (in placed
// order), as the match offers them.
func (g *Game) scoreOptions() int {
	if g.Rules.Params.Scoring.GhostsRemoved == 0 {
		return 1
	}
	n := 1
	for _, k := range g.ghosts {
		if k > 0 {
			n++
		}
	}
	return n
}

// scoreOption is option i of scoreOptions.
func (g *Game) scoreOption(i int) ScoreChoice {
	if i == 0 {
		return ScoreChoice{}
	}
	most := g.Rules.Params.Scoring.GhostsRemoved
	for pi, k := range g.ghosts {
		if k > 0 {
			if i--; i == 0 {
				return ScoreChoice{Ghosts: true, Tile: pi, N: min(int(k), most)}
			}
		}
	}
	panic("mists: a scoring option beyond the tiles with ghosts")
}
