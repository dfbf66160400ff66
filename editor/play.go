package editor

import (
	"errors"
	"fmt"
	"image"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/schema"
)

// Seat is one player of a test game.
type Seat struct {
	Name string
	// Bot names the bot that plays the seat (engine/bots), "" for a
	// person at the screen.
	Bot string
}

// PlaySetup says how a test game starts.
type PlaySetup struct {
	Mix   string
	Seats []Seat
	Seed  uint64
}

// PlayPhase is what a test game waits for.
type PlayPhase int

const (
	// WaitTile: a person places the drawn tile (Place).
	WaitTile PlayPhase = iota
	// WaitFollower: a person puts a follower on the tile just placed
	// (Deploy) or ends the turn without one (EndTurn).
	WaitFollower
	// WaitBot: a bot's turn is next (PlayBot).
	WaitBot
	// GameOver: final scoring has run.
	GameOver
)

// Errors of test play.
var (
	ErrNotNow    = errors.New("editor: not now")
	ErrNoFit     = errors.New("editor: the tile does not fit there")
	ErrPlaySetup = errors.New("editor: bad game set-up")
)

// Play is a test game of a pack: people and bots take turns on the
// engine's fast path, which the bots and simulations use too, so a person
// plays by the same rules the bots do. The game runs on a compiled copy of
// the pack (Document.Snapshot): edits made meanwhile do not reach it.
type Play struct {
	set    *engine.Set
	game   *engine.Game
	seats  []Seat
	bots   []engine.Bot // nil for people
	player engine.Player
	phase  PlayPhase

	// The person's turn: the hand position of the tile to place, its
	// rotation in quarter turns, and the rotations (bit q) that fit in
	// each cell; then the spots of the tile placed.
	hand, rot int
	fits      map[image.Point]uint8
	spots     []engine.Spot
	// seen is how many tiles were on the board when a person last ended
	// a turn: the tiles after it are the others' moves since.
	seen   int
	people int
}

// NewPlay starts a test game. When bots move first the game waits in
// WaitBot; PlayBots plays them.
func NewPlay(set *engine.Set, rs engine.Ruleset, setup PlaySetup) (*Play, error) {
	rules, err := rs.Bind(set, nil)
	if err != nil {
		return nil, fmt.Errorf("editor: %w", err)
	}
	p := &Play{set: set, seats: slices.Clone(setup.Seats)}
	names := make([]string, len(setup.Seats))
	for i, s := range setup.Seats {
		if strings.TrimSpace(s.Name) == "" || slices.Contains(names[:i], s.Name) {
			return nil, fmt.Errorf("%w: seat %d needs a name of its own", ErrPlaySetup, i+1)
		}
		names[i] = s.Name
		var b engine.Bot
		if s.Bot != "" {
			if b, err = bots.New(s.Bot); err != nil {
				return nil, fmt.Errorf("%w: seat %d: %w", ErrPlaySetup, i+1, err)
			}
		} else {
			p.people++
		}
		p.bots = append(p.bots, b)
	}
	p.game, err = engine.NewGame(set, rules, engine.Setup{Mix: setup.Mix, Players: names, Seed: setup.Seed, Events: true})
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrPlaySetup, err)
	}
	p.seen = len(p.game.Board())
	p.next()
	return p, nil
}

// Game is the game being played; read it, do not play on it.
func (p *Play) Game() *engine.Game { return p.game }

// Seats are the game's seats.
func (p *Play) Seats() []Seat { return p.seats }

// Phase is what the game waits for.
func (p *Play) Phase() PlayPhase { return p.phase }

// next begins the next turn, or ends the game.
func (p *Play) next() {
	p.spots = nil
	if !p.game.Begin() {
		p.phase = GameOver
		return
	}
	if p.bots[p.game.Current()] != nil {
		p.phase = WaitBot
		return
	}
	p.phase = WaitTile
	p.hand = 0
	p.findFits()
}

// PlayBot plays one bot turn.
func (p *Play) PlayBot() error {
	if p.phase != WaitBot {
		return fmt.Errorf("%w: it is not a bot's turn", ErrNotNow)
	}
	p.player.Turn(p.game, p.bots[p.game.Current()])
	p.next()
	return nil
}

// PlayBots plays bot turns until a person's turn or the end of the game.
func (p *Play) PlayBots() {
	for p.phase == WaitBot {
		_ = p.PlayBot()
	}
}

// Hand lists the ids of the tiles the current seat holds (one, unless
// the rules deal a larger hand).
func (p *Play) Hand() []string {
	var ids []string
	for _, t := range p.game.Hand() {
		ids = append(ids, p.set.Tiles[t].ID)
	}
	return ids
}

// Selected is the hand position of the tile to place.
func (p *Play) Selected() int { return p.hand }

// Select chooses the tile to place from the hand.
func (p *Play) Select(i int) error {
	if p.phase != WaitTile {
		return fmt.Errorf("%w: no tile to choose", ErrNotNow)
	}
	if i < 0 || i >= len(p.game.Hand()) {
		return fmt.Errorf("editor: the hand has no tile %d", i+1)
	}
	p.hand = i
	p.findFits()
	return nil
}

// Tile is the tile to place (its index in the set), or -1 outside WaitTile.
func (p *Play) Tile() int {
	if p.phase != WaitTile {
		return -1
	}
	return int(p.game.Hand()[p.hand])
}

// Rotation is the tile's rotation in quarter turns clockwise.
func (p *Play) Rotation() int { return p.rot }

// Rotate turns the tile to place by quarter turns (negative: anticlockwise).
func (p *Play) Rotate(by int) { p.rot = ((p.rot+by)%4 + 4) % 4 }

// findFits lists where the selected tile fits, in which rotations.
func (p *Play) findFits() {
	t := int(p.game.Hand()[p.hand])
	same := p.set.Tiles[t].Same
	p.fits = map[image.Point]uint8{}
	for _, pl := range p.game.AppendPlacementsOf(nil, t) {
		x, y := p.game.PlacementXY(pl)
		for q, s := range same {
			if s == pl.Rot {
				p.fits[image.Pt(x, y)] |= 1 << q
			}
		}
	}
}

// Target is a cell where the tile to place fits.
type Target struct {
	Cell image.Point
	// Rotations has bit q set when the tile fits turned q quarter turns.
	Rotations uint8
}

// Targets lists where the tile to place fits, row by row.
func (p *Play) Targets() []Target {
	if p.phase != WaitTile {
		return nil
	}
	out := make([]Target, 0, len(p.fits))
	for c, m := range p.fits {
		out = append(out, Target{c, m})
	}
	slices.SortFunc(out, func(a, b Target) int {
		if a.Cell.Y != b.Cell.Y {
			return a.Cell.Y - b.Cell.Y
		}
		return a.Cell.X - b.Cell.X
	})
	return out
}

// Place puts the tile to place in a cell at its rotation. When the seat
// may put a follower on it the game waits in WaitFollower; otherwise the
// turn ends.
func (p *Play) Place(at image.Point) error {
	if p.phase != WaitTile {
		return fmt.Errorf("%w: no tile to place", ErrNotNow)
	}
	t := int(p.game.Hand()[p.hand])
	def := p.set.Tiles[t]
	m := p.fits[at]
	if m&(1<<p.rot) == 0 {
		if m == 0 {
			return fmt.Errorf("%w: tile %s does not fit at (%d,%d) in any rotation; the highlighted cells are where it fits", ErrNoFit, def.ID, at.X, at.Y)
		}
		return fmt.Errorf("%w: tile %s fits at (%d,%d) only turned %s; press R to turn it", ErrNoFit, def.ID, at.X, at.Y, rotationList(m))
	}
	q := def.Same[p.rot]
	for _, pl := range p.game.AppendPlacementsOf(nil, t) {
		if x, y := p.game.PlacementXY(pl); x == at.X && y == at.Y && pl.Rot == q {
			p.game.PlaceUnchecked(pl)
			p.spots = p.game.AppendSpots(nil)
			p.phase = WaitFollower
			if len(p.spots) == 0 {
				p.endTurn()
			}
			return nil
		}
	}
	panic("editor: a fitting cell has no placement")
}

// rotationList names the rotations in a mask: "90° or 270°".
func rotationList(m uint8) string {
	var out []string
	for q := range 4 {
		if m&(1<<q) != 0 {
			out = append(out, fmt.Sprintf("%d°", 90*q))
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " or " + out[len(out)-1]
}

// FollowerSpot is a feature of the tile just placed that can take a
// follower.
type FollowerSpot struct {
	// Feature is the feature's index in the tile's features.
	Feature int
	Kind    string
	// Port is the feature's first port in board orientation ("N"), ""
	// for a feature with no ports (a cloister).
	Port string
}

// Spots lists where the current seat may put a follower (WaitFollower).
func (p *Play) Spots() []FollowerSpot {
	if p.phase != WaitFollower {
		return nil
	}
	last, _ := p.LastPlaced()
	def := p.set.Tiles[last.Tile]
	out := make([]FollowerSpot, len(p.spots))
	for i, s := range p.spots {
		f := &def.Features[s.Feature]
		out[i] = FollowerSpot{Feature: s.Feature, Kind: string(f.KindName)}
		for port := range schema.Port(schema.NumPorts) {
			if int(def.Rot[last.Rot].Feature[port]) == s.Feature && !f.Portless {
				out[i].Port = port.String()
				break
			}
		}
	}
	return out
}

// Deploy puts a follower on spot i of Spots and ends the turn.
func (p *Play) Deploy(i int) error {
	if p.phase != WaitFollower {
		return fmt.Errorf("%w: no follower to place", ErrNotNow)
	}
	if i < 0 || i >= len(p.spots) {
		return fmt.Errorf("editor: no follower spot %d", i+1)
	}
	p.game.DeployUnchecked(p.spots[i])
	p.endTurn()
	return nil
}

// EndTurn ends the turn without a follower.
func (p *Play) EndTurn() error {
	if p.phase != WaitFollower {
		return fmt.Errorf("%w: there is no turn to end", ErrNotNow)
	}
	p.endTurn()
	return nil
}

func (p *Play) endTurn() {
	p.game.EndTurn()
	p.seen = len(p.game.Board())
	p.next()
}

// LastPlaced is the tile placed last, false before the first placement.
func (p *Play) LastPlaced() (engine.Placed, bool) {
	b := p.game.Board()
	if p.game.Turn() == 0 || len(b) == 0 {
		return engine.Placed{}, false
	}
	return b[len(b)-1], true
}

// Recent lists the tiles the other seats placed since a person last ended
// a turn, for the board to mark; none when only bots play.
func (p *Play) Recent() []engine.Placed {
	if p.people == 0 {
		return nil
	}
	return p.game.Board()[p.seen:]
}
