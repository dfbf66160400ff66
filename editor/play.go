package editor

import (
	"errors"
	"fmt"
	"image"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Seat is one player of a test game.
type Seat struct {
	Name string
	// Bot names the built-in agent that plays the seat (a bot, or in a
	// team ruleset a team: rulesets.Entry.Agents), "" for a person at the
	// screen.
	Bot string
}

// PlaySetup says how a test game starts.
type PlaySetup struct {
	Mix   string
	Seats []Seat
	Seed  uint64
	// Options are the ruleset's options, a JSON object (nil: the pack's
	// own), as the options form yields them.
	Options []byte
}

// PlayPhase is what a test game waits for.
type PlayPhase int

const (
	// WaitTile: a person places a tile of the hand (Place).
	WaitTile PlayPhase = iota
	// WaitFollower: a person puts a follower on the tile just placed
	// (Deploy, or Answer with a follower option) or plays on without one
	// (EndTurn).
	WaitFollower
	// WaitChoice: a person takes another decision of the ruleset: one of
	// Options (Answer).
	WaitChoice
	// WaitBot: a bot's decision is next (PlayBot).
	WaitBot
	// GameOver: the match asks nothing more.
	GameOver
	// Shown: a position of a game record shown by a review
	// (GameReview.Position), which takes no answers.
	Shown
)

// Errors of test play.
var (
	ErrNotNow    = errors.New("not now")
	ErrNoFit     = errors.New("the tile does not fit there")
	ErrPlaySetup = errors.New("bad game set-up")
)

// Play is a test game of a pack through the match protocol, whatever its
// ruleset: the match asks for one decision at a time, a bot seat's agent
// answers its decisions and a person answers theirs here — tile and
// follower placement by cell and spot, any other decision by choosing one
// of its options. In a team ruleset the first seat's choice decides for
// the team. The game runs on a compiled copy of the pack
// (Document.Snapshot): edits made meanwhile do not reach it.
type Play struct {
	set    *engine.Set
	entry  *rulesets.Entry
	match  engine.Match
	setup  PlaySetup
	agents []engine.Agent // nil for people
	people int
	phase  PlayPhase

	// The pending decision, and when a person takes it its options.
	pending engine.Decision
	options []engine.Option
	// A person's placement: the tiles the options place, the chosen one,
	// its rotation in quarter turns, and per cell the rotations (bit q)
	// that fit; then the follower spots of the tile placed.
	tiles     []string
	hand, rot int
	fits      map[image.Point]uint8
	spots     []FollowerSpot
	// seen is how many tiles were on the board when a person last
	// answered: the tiles after it are the others' moves since.
	seen int
	// The log so far, the placements answered, and the core's scoring
	// events already told.
	log     []string
	turns   int
	events  int
	finalAt bool
}

// NewPlay starts a test game of the set's ruleset. When a bot decides
// first the game waits in WaitBot; PlayBots plays on.
func NewPlay(set *engine.Set, setup PlaySetup) (*Play, error) {
	entry, err := rulesets.EntryOf(set)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrPlaySetup, err)
	}
	p := &Play{set: set, entry: entry, setup: setup}
	p.setup.Seats = slices.Clone(setup.Seats)
	p.setup.Options = slices.Clone(setup.Options)
	names := make([]string, len(setup.Seats))
	for i, s := range setup.Seats {
		if strings.TrimSpace(s.Name) == "" || slices.Contains(names[:i], s.Name) {
			return nil, fmt.Errorf("%w: seat %d needs a name of its own", ErrPlaySetup, i+1)
		}
		names[i] = s.Name
		var a engine.Agent
		if s.Bot != "" {
			if a, err = rulesets.NewAgent(set, s.Bot); err != nil {
				return nil, fmt.Errorf("%w: seat %d: %w", ErrPlaySetup, i+1, err)
			}
		} else {
			p.people++
		}
		p.agents = append(p.agents, a)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%w: a game needs at least one seat", ErrPlaySetup)
	}
	p.match, err = rulesets.NewMatch(set, setup.Options, setup.Mix, names, setup.Seed)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrPlaySetup, err)
	}
	if c := p.Core(); c != nil {
		p.seen = len(c.Board())
	}
	p.next()
	return p, nil
}

// Close ends the match (a game left before its end), and lets its agents
// go (an outside program ends).
func (p *Play) Close() {
	p.match.Close()
	engine.CloseAgents(p.agents...)
}

// Team reports whether the ruleset's decisions are the whole team's.
func (p *Play) Team() bool { return p.entry.Team }

// Title is the name of a decision kind for people, as the ruleset gives it.
func (p *Play) Title(k engine.DecisionKind) string { return p.entry.Title(k) }

// Core is the core game holding the board, nil when the ruleset shows no
// board (engine.Viewer). Read it; play only through the Play.
func (p *Play) Core() *engine.Game {
	if v, ok := engine.Underlying(p.match).(engine.Viewer); ok {
		return v.Core()
	}
	return nil
}

// Standing is how the game stands (engine.Stander), false when the
// ruleset does not say.
func (p *Play) Standing() (engine.Standing, bool) {
	if s, ok := engine.Underlying(p.match).(engine.Stander); ok {
		return s.Standing(), true
	}
	return engine.Standing{}, false
}

// PrintedSymbols is the number of ghost symbols printed on the copy placed
// as tile pi of the board, when the ruleset tells copies apart (Mists:
// tile 14's third copy carries 2, not the tile's 3); false otherwise.
func (p *Play) PrintedSymbols(pi int) (int, bool) {
	if c, ok := engine.Underlying(p.match).(interface{ PrintedSymbols(pi int) int }); ok {
		return c.PrintedSymbols(pi), true
	}
	return 0, false
}

// HandSymbols returns the ghost symbols on the copy in hand, for a game
// whose copies of a tile differ (Mists), and whether it tells them.
func (p *Play) HandSymbols() (int, bool) {
	if c, ok := engine.Underlying(p.match).(interface{ HeldSymbols() (int, bool) }); ok {
		return c.HeldSymbols()
	}
	return 0, false
}

// Marks are the ruleset's notes on board cells (engine.Marker): ghosts,
// dogs.
func (p *Play) Marks() []engine.Mark {
	if m, ok := engine.Underlying(p.match).(engine.Marker); ok {
		return m.CellMarks()
	}
	return nil
}

// EdgeMarks are the ruleset's pieces on the sides of board cells
// (engine.EdgeMarker): The City's wall, gate, guards and towers.
func (p *Play) EdgeMarks() []engine.EdgeMark {
	if m, ok := engine.Underlying(p.match).(engine.EdgeMarker); ok {
		return m.EdgeMarks()
	}
	return nil
}

// Track is the score track round the board as the game stands
// (engine.Tracker: The Castle's), false when the ruleset keeps none.
func (p *Play) Track() (engine.TrackView, bool) {
	if t, ok := engine.Underlying(p.match).(engine.Tracker); ok {
		return t.Track(), true
	}
	return engine.TrackView{}, false
}

// PieceMarks are the ruleset's pieces on tiles besides followers
// (engine.PieceMarker: The Castle's keeps).
func (p *Play) PieceMarks() []engine.PieceMark {
	if m, ok := engine.Underlying(p.match).(engine.PieceMarker); ok {
		return m.PieceMarks()
	}
	return nil
}

// Seats are the game's seats.
func (p *Play) Seats() []Seat { return p.setup.Seats }

// Setup is how the game was started.
func (p *Play) Setup() PlaySetup { return p.setup }

// Phase is what the game waits for.
func (p *Play) Phase() PlayPhase { return p.phase }

// Pending is the decision the game waits for, nil once it is over.
func (p *Play) Pending() engine.Decision { return p.pending }

// Options are the options of the decision a person takes (none while a
// bot decides or after the game).
func (p *Play) Options() []engine.Option { return p.options }

// Decider names who takes the pending decision: a seat's name, or "the
// team"; "" after the game.
func (p *Play) Decider() string {
	if p.pending == nil {
		return ""
	}
	return p.who(p.pending.Seat())
}

// who names a seat, or the team.
func (p *Play) who(seat int) string {
	if seat < 0 || seat >= len(p.setup.Seats) {
		return "the team"
	}
	return p.setup.Seats[seat].Name
}

// Bot is the agent's name of the seat that takes the pending decision, ""
// for a person.
func (p *Play) Bot() string {
	if p.pending == nil {
		return ""
	}
	return p.setup.Seats[p.deciderSeat(p.pending)].Bot
}

// deciderSeat is the seat whose choice takes decision d: its own, or the
// first seat's for the team (as engine.Drive hands them out).
func (p *Play) deciderSeat(d engine.Decision) int {
	return min(max(d.Seat(), 0), len(p.agents)-1)
}

// next reads the pending decision and what a person needs to take it.
func (p *Play) next() {
	p.pending = p.match.Pending()
	p.options, p.tiles, p.fits, p.spots = p.options[:0], nil, nil, nil
	if p.pending == nil {
		p.phase = GameOver
		p.tellEvents()
		return
	}
	if p.agents[p.deciderSeat(p.pending)] != nil {
		p.phase = WaitBot
		return
	}
	for i := range p.pending.Options() {
		p.options = append(p.options, p.pending.Option(i))
	}
	p.phase = WaitChoice
	switch p.pending.Kind() {
	case engine.DecidePlacement:
		if p.readPlacements() {
			p.phase = WaitTile
		}
	case engine.DecideFollower:
		if p.readSpots() {
			p.phase = WaitFollower
		}
	}
}

// PlayBot plays one bot move: the pending bot decision, and those of the
// same seat that follow it in its turn (a follower after a tile; the
// scorings, burials and dogs of the team's turn), up to the next tile to
// place or another seat's decision.
func (p *Play) PlayBot() error {
	if p.phase != WaitBot {
		return fmt.Errorf("%w: it is not a bot's turn", ErrNotNow)
	}
	seat := p.pending.Seat()
	for first := true; p.phase == WaitBot && (first || p.pending.Seat() == seat && p.pending.Kind() != engine.DecidePlacement); first = false {
		d := p.pending
		i, err := p.agents[p.deciderSeat(d)].Decide(engine.Underlying(p.match), d)
		if err != nil {
			return fmt.Errorf("%s (%s bot) cannot decide: %w", p.Decider(), p.Bot(), err)
		}
		if err := p.answer(i); err != nil {
			return err
		}
	}
	return nil
}

// PlayBots plays bot moves until a person's decision or the end of the
// game, or until a bot fails.
func (p *Play) PlayBots() error {
	for p.phase == WaitBot {
		if err := p.PlayBot(); err != nil {
			return err
		}
	}
	return nil
}

// Answer takes option i of the decision a person takes.
func (p *Play) Answer(i int) error {
	if p.phase == WaitBot || p.phase == GameOver || p.phase == Shown {
		return fmt.Errorf("%w: no decision of yours is pending", ErrNotNow)
	}
	if i < 0 || i >= len(p.options) {
		return fmt.Errorf("the decision has no option %d (it has %d)", i+1, len(p.options))
	}
	return p.answer(i)
}

// answer plays option i of the pending decision, tells it in the log and
// moves on to the next decision.
func (p *Play) answer(i int) error {
	d := p.pending
	if i < 0 || i >= d.Options() { // a bot that answers out of range
		return fmt.Errorf("%w: option %d of a decision with %d", engine.ErrNoOption, i+1, d.Options())
	}
	person := p.phase != WaitBot
	label := d.Option(i).Label
	if err := p.match.Answer(i); err != nil {
		p.next()
		return err
	}
	p.tell(d, label, i)
	if c := p.Core(); c != nil && person {
		p.seen = len(c.Board())
	}
	p.next()
	return nil
}

// Recent lists the tiles the other seats placed since a person last
// answered, for the board to mark; none when only bots play.
func (p *Play) Recent() []engine.Placed {
	c := p.Core()
	if p.people == 0 || c == nil || p.seen > len(c.Board()) {
		return nil
	}
	return c.Board()[p.seen:]
}
