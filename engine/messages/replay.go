package messages

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// ErrChoice is wrapped by the errors of a record whose module choices do
// not fit the game.
var ErrChoice = errors.New("the record's choices do not fit the game")

// DecodeRecord reads a Messages record: the header, the moves, and the
// shape of each move (a tile move or a message move, not both). Errors
// name the file, and the line and column where the strict walk finds
// them, or the move's number.
func DecodeRecord(file string, data []byte) (*Record, error) {
	r, err := engine.DecodeGameRecord[Move](file, data)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := checkMoveShape(m); err != nil {
			return nil, fmt.Errorf("%s: %w: move %d: %s", file, engine.ErrBadRecord, i+1, err)
		}
	}
	return r, nil
}

// checkMoveShape says what is wrong with a move's fields, or nil.
func checkMoveShape(m Move) error {
	if m.IsMessage() {
		switch {
		case m.Tile != "" || m.Meeple != nil || m.Discard || m.Extra || m.Figures != nil || m.CropCircle != nil:
			return errors.New(`a message move takes a message: it has no "tile", "meeple", "discard", "extra", "figures" or "cropCircle"`)
		case m.Take != TakeAction && m.Take != TakeSeal:
			return fmt.Errorf(`"take" must be %q or %q, not %q`, TakeAction, TakeSeal, m.Take)
		case m.Figure < 0:
			return fmt.Errorf(`"figure" must be a figure's number from 1, not %d`, m.Figure)
		}
		return nil
	}
	switch {
	case m.Tile == "":
		return errors.New(`a move places a "tile" or takes a "message"`)
	case m.Take != "" || m.Figure != 0 || m.Follower != nil:
		return errors.New(`"take", "figure" and "follower" belong to a message move ("message": N)`)
	case m.CropCircle != nil && m.CropCircle.Choice != CropDeploy && m.CropCircle.Choice != CropRemove:
		return fmt.Errorf(`"cropCircle": "choice" must be %q or %q, not %q`, CropDeploy, CropRemove, m.CropCircle.Choice)
	case m.CropCircle != nil && m.Discard:
		return errors.New(`a tile set aside brings no crop-circle action: remove "cropCircle"`)
	}
	return nil
}

// Replay plays a record on set (a classic pack with the Messages module)
// and returns the game; a move that does not fit stops it with an error
// naming the move, and the game then holds the moves before it. Tiles
// come from the tiles not yet played and messages from the top of the
// deck, as the record names them — any message not taken yet while one is
// left (the table shuffled them), else the one taken longest ago, since
// each message taken goes to the bottom: a record of a game played at a
// table replays as well as one the engine wrote. A follower that message
// "score and return" chooses is named by its tile's cell and any port of
// its feature (or a cloister's kind), as a "meeple" is.
func Replay(set *engine.Set, r *Record) (*Game, error) {
	if r.Ruleset.Name != "classic" || !slices.Contains(r.Ruleset.Modules, Module) {
		return nil, fmt.Errorf("the record is not a game of classic with the messages module")
	}
	g, err := NewGame(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed, true)
	if err != nil {
		return nil, err
	}
	rc := &recordChooser{moves: r.Moves, cropAsked: map[int]bool{}, cropUsed: map[int]int{}}
	g.ch = rc
	for rc.next < len(r.Moves) {
		n := rc.next
		m := r.Moves[n]
		rc.next++
		switch {
		case m.IsMessage():
			return g, fmt.Errorf("move %d (message %d): %w: no message is due here (a message follows the tile whose round of scoring left one of the active player's figures on a dark space)", n+1, m.Message, ErrChoice)
		case m.Extra:
			return g, fmt.Errorf("move %d (%s): %w: an extra tile follows a message \"one more tile\" carried out, and none was", n+1, m.Tile, ErrChoice)
		}
		rc.setTile(n)
		g.chain = 0
		err := g.core.Play(m.engineMove())
		if err == nil {
			err = g.err
		}
		if err == nil {
			err = rc.done(g, n)
		}
		if err != nil {
			var me *engine.MoveError
			if errors.As(err, &me) {
				if me.Number == 0 {
					me.Number = rc.tile + 1
				}
				return g, err // it names its move
			}
			return g, atMove(rc.tile+1, err)
		}
	}
	if !g.core.Over() && (r.Final || g.core.Remaining() == 0) {
		g.core.End()
	}
	return g, nil
}

// engineMove is the classic move of a tile move.
func (m Move) engineMove() engine.Move {
	return engine.Move{Tile: m.Tile, X: m.X, Y: m.Y, Rot: m.Rot, Meeple: m.Meeple, Player: m.Player, Discard: m.Discard, OutOfGame: m.OutOfGame}
}

// recordChooser answers the module's choices from a record's moves while
// the core's checked path plays its tiles.
type recordChooser struct {
	moves []Move
	next  int // the next move to read
	tile  int // the tile move whose round is scored
	fig   int // its next figure entry
	msg   *Move
	msgN  int
	// cropAsked and cropUsed are, by tile move, whether its crop circle
	// was played and how many of its followers' entries were read.
	cropAsked map[int]bool
	cropUsed  map[int]int
}

// setTile makes move n the tile move whose round's figures are read.
func (rc *recordChooser) setTile(n int) { rc.tile, rc.fig = n, 0 }

// done checks that tile move n's figures, its crop circle and the last
// message's figure were all used.
func (rc *recordChooser) done(g *Game, n int) error {
	if err := rc.closeMessage(); err != nil {
		return err
	}
	if n == rc.tile {
		if err := rc.checkFigures(); err != nil {
			return err
		}
	}
	cm := rc.moves[n].CropCircle
	switch {
	case cm != nil && !rc.cropAsked[n]:
		return fmt.Errorf("%w: \"cropCircle\": no crop-circle action follows this tile (it has no crop circle, crop circles are not played, or no follower stands on its kind): remove it", ErrChoice)
	case cm != nil && rc.cropUsed[n] < len(cm.Followers):
		return fmt.Errorf("%w: \"cropCircle\" lists %d follower(s), but %d player(s) acted", ErrChoice, len(cm.Followers), rc.cropUsed[n])
	}
	return nil
}

// checkFigures checks that the current tile move's figures were all used.
func (rc *recordChooser) checkFigures() error {
	if m := rc.moves[rc.tile]; rc.fig < len(m.Figures) {
		return fmt.Errorf("%w: %d figure(s) listed, but the tile's round of scoring moved %d", ErrChoice, len(m.Figures), rc.fig)
	}
	return nil
}

// closeMessage checks that a message move's figure was used.
func (rc *recordChooser) closeMessage() error {
	m := rc.msg
	rc.msg = nil
	if m != nil && m.Figure != 0 {
		return atMove(rc.msgN+1, fmt.Errorf("%w: message %d scored no points, so no figure moves: remove \"figure\"", ErrChoice, m.Message))
	}
	return nil
}

func (rc *recordChooser) place(*Game) (engine.Placement, error) {
	return engine.Placement{}, errors.New("a record's tiles are played by the checked path")
}

func (rc *recordChooser) spot(*Game, []engine.Spot) (int, error) {
	return 0, errors.New("a record's followers are placed by the checked path")
}

func (rc *recordChooser) figure(g *Game, seat, points int) (int, error) {
	nf := g.rules.params.Figures
	if m := rc.msg; m != nil {
		rc.msg = nil
		if m.Figure < 1 || m.Figure > nf {
			return 0, atMove(rc.msgN+1, fmt.Errorf("%w: message %d scores %d points: give \"figure\", 1 to %d", ErrChoice, m.Message, points, nf))
		}
		return m.Figure - 1, nil
	}
	m := rc.moves[rc.tile]
	name := g.core.Players()[seat]
	if rc.fig >= len(m.Figures) {
		return 0, fmt.Errorf("%w: the tile's round of scoring gives %s %d points: list the figure that moves in \"figures\" (entry %d: {\"player\": %q, \"figure\": 1 to %d})",
			ErrChoice, name, points, rc.fig+1, name, nf)
	}
	f := m.Figures[rc.fig]
	rc.fig++
	switch {
	case f.Player != name:
		return 0, fmt.Errorf("%w: \"figures\" entry %d names %s, but that award of the round goes to %s (%d points)", ErrChoice, rc.fig, f.Player, name, points)
	case f.Figure < 1 || f.Figure > nf:
		return 0, fmt.Errorf("%w: \"figures\" entry %d: figure %d: each player has figures 1 to %d", ErrChoice, rc.fig, f.Figure, nf)
	}
	return f.Figure - 1, nil
}

// arrange puts the message the record takes next on top of the deck: a
// record names its messages, as players turn them over.
func (rc *recordChooser) arrange(g *Game) error {
	if err := rc.closeMessage(); err != nil {
		return err
	}
	name := g.core.Players()[g.active]
	if rc.next >= len(rc.moves) || !rc.moves[rc.next].IsMessage() {
		return fmt.Errorf("%w: the round of scoring leaves a figure of %s on a dark space, so %s takes a message: the next move must be {\"message\": N, \"take\": \"action\" or \"seal\"}", ErrChoice, name, name)
	}
	m := &rc.moves[rc.next]
	rc.msg, rc.msgN = m, rc.next
	rc.next++
	if m.Player != "" && m.Player != name {
		return atMove(rc.msgN+1, fmt.Errorf("%w: the active player %s takes the message, not %s", ErrChoice, name, m.Player))
	}
	// The messages not taken yet lie on top, in the order the table
	// shuffled them, which the record names; each message taken went
	// under them in turn (seed: "he or she places the Message tile face
	// down at the bottom of the Message stack"), so one comes up again
	// only once every message has been taken, the oldest first.
	fresh := 0
	for fresh < g.size && !g.takenBefore(g.deck[(g.head+fresh)%len(g.deck)]) {
		fresh++
	}
	top := max(fresh, 1)
	for k := range g.size {
		at := (g.head + k) % len(g.deck)
		if g.rules.params.Deck[g.deck[at]].Number != m.Message {
			continue
		}
		if k >= top {
			return atMove(rc.msgN+1, fmt.Errorf("%w: message %d was taken before and lies under the deck (a message taken goes to the bottom): the top message is %s", ErrChoice, m.Message, g.topNumbers(fresh)))
		}
		g.deck[g.head], g.deck[at] = g.deck[at], g.deck[g.head]
		return nil
	}
	return atMove(rc.msgN+1, fmt.Errorf("%w: message %d is not in the deck (the deck holds %s)", ErrChoice, m.Message, g.deckNumbers()))
}

// takenBefore reports whether message mi (an index into the pack's deck)
// has been taken in this game.
func (g *Game) takenBefore(mi int16) bool {
	for seat := range g.core.Players() {
		if g.stats[seat].Taken[mi] > 0 {
			return true
		}
	}
	return false
}

// topNumbers says which message may come up next, for a record that names
// another: one of the fresh messages not taken yet on top, or the one
// taken longest ago.
func (g *Game) topNumbers(fresh int) string {
	if fresh == 0 {
		return fmt.Sprintf("message %d, the one taken longest ago", g.rules.params.Deck[g.deck[g.head]].Number)
	}
	var numbers []int
	for k := range fresh {
		numbers = append(numbers, g.rules.params.Deck[g.deck[(g.head+k)%len(g.deck)]].Number)
	}
	slices.Sort(numbers)
	names := make([]string, len(numbers))
	for i, n := range numbers {
		names[i] = fmt.Sprint(n)
	}
	return "one not taken yet (" + strings.Join(names, ", ") + ")"
}

func (rc *recordChooser) message(g *Game, mi int, can bool) (bool, error) {
	m := rc.msg
	if m.Take == TakeAction && !can {
		return false, atMove(rc.msgN+1, fmt.Errorf("%w: message %d's action cannot be carried out now (%s): take the seal", ErrChoice, m.Message, g.cannotWhy(&g.rules.params.Deck[mi])))
	}
	if m.Follower != nil && (m.Take != TakeAction || g.rules.params.Deck[mi].Action != ActionReturn) {
		return false, atMove(rc.msgN+1, fmt.Errorf("%w: only message \"score and return\" taken as its action names a follower: remove \"follower\"", ErrChoice))
	}
	return m.Take == TakeAction, nil
}

func (rc *recordChooser) follower(g *Game, fs []engine.Follower) (int, error) {
	m := rc.msg
	if m.Follower == nil {
		return 0, atMove(rc.msgN+1, fmt.Errorf("%w: message %d scores and returns a follower: name it in \"follower\": {\"x\": X, \"y\": Y, \"at\": PORT}", ErrChoice, m.Message))
	}
	for i, f := range fs {
		p := g.core.PlacedOf(f.Node)
		if p.X == m.Follower.X && p.Y == m.Follower.Y && namesFeature(g.core.Set.Tiles[p.Tile], p.Rot, int(f.Node-p.Node(0)), m.Follower.At) {
			return i, nil
		}
	}
	return 0, atMove(rc.msgN+1, fmt.Errorf("%w: no follower of %s stands at (%d,%d) %s", ErrChoice, g.core.Players()[g.active], m.Follower.X, m.Follower.Y, m.Follower.At))
}

// extraTile plays the record's extra tile moves: tiles set aside, then
// the tile placed, which is scored as a round of its own.
func (rc *recordChooser) extraTile(g *Game) error {
	if err := rc.closeMessage(); err != nil {
		return err
	}
	// The round before the message is over: its figures were all used.
	if err := rc.checkFigures(); err != nil {
		return err
	}
	for {
		if rc.next >= len(rc.moves) || !rc.moves[rc.next].Extra {
			if g.core.CanDrawExtra() {
				return fmt.Errorf("%w: message \"one more tile\" was carried out: the next move must be that tile, with \"extra\": true", ErrChoice)
			}
			return nil
		}
		n := rc.next
		m := rc.moves[n]
		rc.next++
		if err := g.core.PlayExtra(m.engineMove()); err != nil {
			var me *engine.MoveError
			if errors.As(err, &me) {
				me.Number = n + 1
			}
			return err
		}
		if m.Discard {
			continue
		}
		rc.setTile(n)
		g.core.ScoreCompleted()
		if g.err != nil {
			return g.err
		}
		return rc.done(g, n)
	}
}

// namesFeature reports whether at names feature fi of tile def turned q
// quarter turns as a record's "meeple" names a follower's spot: any port
// of the feature in board orientation, or a portless feature's kind.
func namesFeature(def *engine.TileDef, q, fi int, at string) bool {
	if p, ok := schema.ParsePort(at); ok {
		return int(def.Rot[q].Feature[p]) == fi
	}
	f := &def.Features[fi]
	return f.Portless && string(f.KindName) == at
}

// moveError is an error of a record that names the move at fault.
type moveError struct {
	n   int // 1-based
	err error
}

func (e *moveError) Error() string { return fmt.Sprintf("move %d: %v", e.n, e.err) }
func (e *moveError) Unwrap() error { return e.err }

// atMove says that err is the fault of move n (1-based), unless it names
// its move already.
func atMove(n int, err error) error {
	var me *moveError
	if errors.As(err, &me) {
		return err
	}
	return &moveError{n: n, err: err}
}
