package classic

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Seats name the players of a new game of the core's rulesets, in seat
// order.
var Seats = []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"}

// Entry is classic as the registry plays it: the core's turn, its bots
// and the search.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "classic",
		Decisions: []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower},
		Titles:    engine.CoreDecisionTitles,
		Agents:    []string{"random", "greedy", search.Name},
		Seats:     Seats,
		Options:   OptionDocs,
		Hooks: rulesets.Hooks{
			Ruleset:     Ruleset{},
			Package:     "github.com/tilesmith/tilesmith/engine/classic",
			NewMatch:    NewMatchHook(Ruleset{}),
			NewAgent:    NewAgent,
			Replayed:    func(s engine.State) rulesets.Replayed { return Replayed{s.(*Match).Game()} },
			DecodeMoves: rulesets.MovesReader(DecodeRecord, replay),
			Simulate:    simulate,
			Cost:        rulesets.GameCost{Search: 0.58, Tiles: 72},
		},
	}
}

// NewAgent returns a built-in agent of the core's turn: a bot of package
// bots, or a search.
func NewAgent(name string) (engine.Agent, error) {
	if a, ok, err := search.NewAgent(name); ok {
		return a, err
	}
	b, err := bots.New(name)
	if err != nil {
		return nil, err
	}
	return BotAgent{Bot: b}, nil
}

// replay replays a record of classic's turn (format 1) through the
// checked path (Game.Play), which takes each move's tile from the tiles
// not yet played — with hands the draw order differs from the play order,
// so a replay cannot draw.
func replay(set *engine.Set, r *Record) (Replayed, error) {
	g, err := Replay(set, Ruleset{}, r)
	return Replayed{g}, err
}

// Replayed is a replayed game of classic's turn.
type Replayed struct{ G *Game }

func (r Replayed) Core() *engine.Game           { return r.G.Game }
func (r Replayed) Standing() engine.Standing    { return engine.SeatStanding(r.G.Game) }
func (r Replayed) EncodeScore() ([]byte, error) { return engine.EncodeScore(r.G.Game) }
