package messages

import (
	"encoding/json"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// Record is a game record of classic with the Messages module: the
// engine's one record format, whose moves are classic's with the module's
// choices — the figure each award of a tile's round moved, and the
// messages taken, each a move of its own right after the tile whose round
// brought it.
type Record = engine.GameRecord[Move]

// Move is one move of a Messages record: a tile move (classic's fields,
// with "figures" and, for the tile of message "one more tile", "extra")
// or a message move ("message", "take", and "figure" or "follower").
type Move struct {
	Tile      string             `json:"tile,omitempty"`
	X         int                `json:"x"`
	Y         int                `json:"y"`
	Rot       int                `json:"rot"`
	Meeple    *engine.MeepleMove `json:"meeple,omitempty"`
	Player    string             `json:"player,omitempty"`
	Discard   bool               `json:"discard,omitempty"`
	OutOfGame bool               `json:"outOfGame,omitempty"`
	// Extra: the tile is the one more tile of a message, played in the
	// same turn.
	Extra bool `json:"extra,omitempty"`
	// Figures say, for every award of the tile's round of scoring in the
	// order the rules score them, whose figure moved.
	Figures []FigureMove `json:"figures,omitempty"`
	// CropCircle is the crop-circle action the tile brought, when crop
	// circles are played.
	CropCircle *CropMove `json:"cropCircle,omitempty"`
	// Message is the number printed on the message taken; Take is
	// "action" or "seal"; Figure is the figure its points moved (1-based);
	// Follower the follower that message "score and return" chose.
	Message  int         `json:"message,omitempty"`
	Take     string      `json:"take,omitempty"`
	Figure   int         `json:"figure,omitempty"`
	Follower *FollowerAt `json:"follower,omitempty"`
}

// FigureMove is one award's figure: the player who scored and the
// figure (1-based) that moved.
type FigureMove struct {
	Player string `json:"player"`
	Figure int    `json:"figure"`
}

// FollowerAt names a follower on the board: its tile's cell and the
// feature as a record's "meeple" names it.
type FollowerAt struct {
	X  int    `json:"x"`
	Y  int    `json:"y"`
	At string `json:"at"`
}

// Take values of a message move.
const (
	TakeAction = "action"
	TakeSeal   = "seal"
)

// IsMessage reports whether the move takes a message.
func (m Move) IsMessage() bool { return m.Message != 0 }

// MarshalJSON writes a message move without the tile move's fields.
func (m Move) MarshalJSON() ([]byte, error) {
	type plain Move
	if !m.IsMessage() {
		return json.Marshal(plain(m))
	}
	return json.Marshal(struct {
		Message  int         `json:"message"`
		Player   string      `json:"player,omitempty"`
		Take     string      `json:"take"`
		Figure   int         `json:"figure,omitempty"`
		Follower *FollowerAt `json:"follower,omitempty"`
	}{m.Message, m.Player, m.Take, m.Figure, m.Follower})
}

// note is one choice of the module, for the record: a figure moved by an
// award of a tile's round (message < 0), or a message taken.
type note struct {
	// after is the number of core moves played when it was noted: the
	// choice follows move after-1.
	after    int
	seat     int
	figure   int // 1-based; 0: no figure moved
	message  int // index into the pack's deck, -1 for a figure note
	seal     bool
	follower *FollowerAt
}

// followerAt names the follower on node n as a record does.
func followerAt(core *engine.Game, n engine.Node) *FollowerAt {
	p := core.PlacedOf(n)
	def := core.Set.Tiles[p.Tile]
	fi := int(n - p.Node(0))
	return &FollowerAt{X: p.X, Y: p.Y, At: def.SpotName(p.Rot, fi)}
}

// Record returns the game so far as a record: the core's moves with the
// module's choices woven in. Written in the middle of a turn (a match
// waiting for a figure or a message), it holds the turns played to their
// end: a turn's tile cannot replay without the choices its round of
// scoring still waits for.
func (g *Game) Record(pack string) *Record {
	core := g.core.Record(pack, g.options)
	if g.turnOpen {
		core.Moves = core.Moves[:g.turnStart]
	}
	r := &Record{Format: core.Format, Pack: pack, Mix: core.Mix, Ruleset: core.Ruleset, Players: core.Players, Seed: core.Seed}
	r.Ruleset.Modules = []string{Module}
	names := g.core.Players()
	k := 0 // next note
	for i, cm := range core.Moves {
		m := Move{Tile: cm.Tile, X: cm.X, Y: cm.Y, Rot: cm.Rot, Meeple: cm.Meeple, Player: cm.Player, Discard: cm.Discard, OutOfGame: cm.OutOfGame}
		m.CropCircle = g.crops[i]
		m.Extra = slices.ContainsFunc(g.extras, func(e [2]int) bool { return e[0] <= i && i < e[1] })
		var msgs []Move
		for ; k < len(g.notes) && g.notes[k].after == i+1; k++ {
			nt := g.notes[k]
			if nt.message < 0 {
				m.Figures = append(m.Figures, FigureMove{Player: names[nt.seat], Figure: nt.figure})
				continue
			}
			mm := Move{Message: g.rules.params.Deck[nt.message].Number, Player: names[nt.seat], Take: TakeAction, Figure: nt.figure, Follower: nt.follower}
			if nt.seal {
				mm.Take = TakeSeal
			}
			msgs = append(msgs, mm)
		}
		r.Moves = append(r.Moves, m)
		r.Moves = append(r.Moves, msgs...)
	}
	return r
}

// Encode writes the record as the command line and the editor save it.
func (g *Game) EncodeRecord(pack string) ([]byte, error) { return g.Record(pack).Encode() }
