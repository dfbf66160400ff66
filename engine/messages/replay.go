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
//
// The tiles are played on the core's checked path, which explains what
// is wrong with a move; the module's choices answer the game's decisions
// (Answer) and its messages are forced (Force), as the record names them.
func Replay(set *engine.Set, r *Record) (*Game, error) {
	if r.Ruleset.Name != "classic" || !slices.Contains(r.Ruleset.Modules, Module) {
		return nil, fmt.Errorf("the record is not a game of classic with the messages module")
	}
	g, err := NewGame(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed, true)
	if err != nil {
		return nil, err
	}
	g.checked, g.phase = true, phaseIdle
	rp := &replayer{g: g, moves: r.Moves, cropAsked: map[int]bool{}, cropUsed: map[int]int{}}
	for rp.next < len(r.Moves) {
		n := rp.next
		m := r.Moves[n]
		rp.next++
		switch {
		case m.IsMessage():
			return g, fmt.Errorf("move %d (message %d): %w: no message is due here (a message follows the tile whose round of scoring left one of the active player's figures on a dark space)", n+1, m.Message, ErrChoice)
		case m.Extra:
			return g, fmt.Errorf("move %d (%s): %w: an extra tile follows a message \"one more tile\" carried out, and none was", n+1, m.Tile, ErrChoice)
		}
		rp.setTile(n)
		g.chain = 0
		err := rp.playTile(n, m)
		if err == nil {
			err = rp.done(n)
		}
		if err != nil {
			var me *engine.MoveError
			if errors.As(err, &me) {
				if me.Number == 0 {
					me.Number = rp.tile + 1
				}
				return g, err // it names its move
			}
			return g, atMove(rp.tile+1, err)
		}
	}
	if !g.core.Over() && (r.Final || g.core.Pile().Remaining() == 0) {
		g.core.End()
	}
	return g, nil
}

// engineMove is the classic move of a tile move.
func (m Move) engineMove() engine.Move {
	return engine.Move{Tile: m.Tile, X: m.X, Y: m.Y, Rot: m.Rot, Meeple: m.Meeple, Player: m.Player, Discard: m.Discard, OutOfGame: m.OutOfGame}
}

// replayer answers the module's decisions from a record's moves while the
// core's checked path plays its tiles.
type replayer struct {
	g     *Game
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

// playTile plays tile move n on the checked path and, unless it is set
// aside, its round of scoring with the record's choices; then the turn
// passes.
func (rp *replayer) playTile(n int, m Move) error {
	g := rp.g
	if err := g.core.PlayUnscored(m.engineMove()); err != nil {
		return err
	}
	if !m.Discard {
		g.mark = n
		g.frames = append(g.frames[:0], frame{extraMsg: -1})
		g.phase = phaseScore
		g.run()
		if err := rp.answer(1); err != nil {
			return err
		}
	}
	g.core.FinishPlay()
	return nil
}

// answer answers the game's decisions and chance events from the record
// until fewer than depth tiles are in play (the tile's round, with the
// rounds of its one more tiles, is over).
func (rp *replayer) answer(depth int) error {
	g := rp.g
	for g.err == nil && len(g.frames) >= depth {
		var (
			i   int
			err error
		)
		switch g.phase {
		case phaseMessageDraw:
			err = rp.arrange()
			i = -1
		case phaseChecked:
			err = rp.extraTile()
			i = -1
		case phaseFigures:
			i, err = rp.figure()
		case phaseMessageFigure:
			i, err = rp.messageFigure()
		case phaseMessage:
			i, err = rp.message()
		case phaseReturn:
			i, err = rp.follower()
		case phaseCrop:
			i, err = rp.cropChoice()
		case phaseCropFollower:
			i, err = rp.cropFollower()
		default:
			panic(fmt.Sprintf("messages: a record's replay stands in phase %d", g.phase))
		}
		if err == nil && i >= 0 {
			err = g.Answer(i)
		}
		if err != nil {
			return err
		}
	}
	return g.err
}

// setTile makes move n the tile move whose round's figures are read.
func (rp *replayer) setTile(n int) { rp.tile, rp.fig = n, 0 }

// done checks that tile move n's figures, its crop circle and the last
// message's figure were all used.
func (rp *replayer) done(n int) error {
	if err := rp.closeMessage(); err != nil {
		return err
	}
	if n == rp.tile {
		if err := rp.checkFigures(); err != nil {
			return err
		}
	}
	cm := rp.moves[n].CropCircle
	switch {
	case cm != nil && !rp.cropAsked[n]:
		return fmt.Errorf("%w: \"cropCircle\": no crop-circle action follows this tile (it has no crop circle, crop circles are not played, or no follower stands on its kind): remove it", ErrChoice)
	case cm != nil && rp.cropUsed[n] < len(cm.Followers):
		return fmt.Errorf("%w: \"cropCircle\" lists %d follower(s), but %d player(s) acted", ErrChoice, len(cm.Followers), rp.cropUsed[n])
	}
	return nil
}

// checkFigures checks that the current tile move's figures were all used.
func (rp *replayer) checkFigures() error {
	if m := rp.moves[rp.tile]; rp.fig < len(m.Figures) {
		return fmt.Errorf("%w: %d figure(s) listed, but the tile's round of scoring moved %d", ErrChoice, len(m.Figures), rp.fig)
	}
	return nil
}

// closeMessage checks that a message move's figure was used.
func (rp *replayer) closeMessage() error {
	m := rp.msg
	rp.msg = nil
	if m != nil && m.Figure != 0 {
		return atMove(rp.msgN+1, fmt.Errorf("%w: message %d scored no points, so no figure moves: remove \"figure\"", ErrChoice, m.Message))
	}
	return nil
}

// messageFigure is the figure the message move's points move.
func (rp *replayer) messageFigure() (int, error) {
	g := rp.g
	m := rp.msg
	rp.msg = nil
	if nf := g.rules.params.Figures; m.Figure < 1 || m.Figure > nf {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: message %d scores %d points: give \"figure\", 1 to %d", ErrChoice, m.Message, g.figPoints, nf))
	}
	return m.Figure - 1, nil
}

// figure is the figure the round's next award moves, from the tile move's
// "figures".
func (rp *replayer) figure() (int, error) {
	g := rp.g
	nf := g.rules.params.Figures
	m := rp.moves[rp.tile]
	seat, points := g.figSeat, g.figPoints
	name := g.core.Players()[seat]
	if rp.fig >= len(m.Figures) {
		return 0, fmt.Errorf("%w: the tile's round of scoring gives %s %d points: list the figure that moves in \"figures\" (entry %d: {\"player\": %q, \"figure\": 1 to %d})",
			ErrChoice, name, points, rp.fig+1, name, nf)
	}
	f := m.Figures[rp.fig]
	rp.fig++
	switch {
	case f.Player != name:
		return 0, fmt.Errorf("%w: \"figures\" entry %d names %s, but that award of the round goes to %s (%d points)", ErrChoice, rp.fig, f.Player, name, points)
	case f.Figure < 1 || f.Figure > nf:
		return 0, fmt.Errorf("%w: \"figures\" entry %d: figure %d: each player has figures 1 to %d", ErrChoice, rp.fig, f.Figure, nf)
	}
	return f.Figure - 1, nil
}

// arrange draws the message the record takes next (Force): a record names
// its messages, as players turn them over.
func (rp *replayer) arrange() error {
	g := rp.g
	if err := rp.closeMessage(); err != nil {
		return err
	}
	name := g.core.Players()[g.active]
	if rp.next >= len(rp.moves) || !rp.moves[rp.next].IsMessage() {
		return fmt.Errorf("%w: the round of scoring leaves a figure of %s on a dark space, so %s takes a message: the next move must be {\"message\": N, \"take\": \"action\" or \"seal\"}", ErrChoice, name, name)
	}
	m := &rp.moves[rp.next]
	rp.msg, rp.msgN = m, rp.next
	rp.next++
	if m.Player != "" && m.Player != name {
		return atMove(rp.msgN+1, fmt.Errorf("%w: the active player %s takes the message, not %s", ErrChoice, name, m.Player))
	}
	fresh := g.freshOnTop()
	top := max(fresh, 1)
	for k := range g.size {
		at := (g.head + k) % len(g.deck)
		if g.rules.params.Deck[g.deck[at]].Number != m.Message {
			continue
		}
		if k >= top {
			return atMove(rp.msgN+1, fmt.Errorf("%w: message %d was taken before and lies under the deck (a message taken goes to the bottom): the top message is %s", ErrChoice, m.Message, g.topNumbers(fresh)))
		}
		return g.Force(int(g.deck[at]))
	}
	return atMove(rp.msgN+1, fmt.Errorf("%w: message %d is not in the deck (the deck holds %s)", ErrChoice, m.Message, g.deckNumbers()))
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

// message is the answer to the message taken: its action (0) or its seal
// (1; 0 when only the seal is left).
func (rp *replayer) message() (int, error) {
	g := rp.g
	m := rp.msg
	mi, can := g.msg.mi, g.msg.can
	if m.Take == TakeAction && !can {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: message %d's action cannot be carried out now (%s): take the seal", ErrChoice, m.Message, g.cannotWhy(&g.rules.params.Deck[mi])))
	}
	if m.Follower != nil && (m.Take != TakeAction || g.rules.params.Deck[mi].Action != ActionReturn) {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: only message \"score and return\" taken as its action names a follower: remove \"follower\"", ErrChoice))
	}
	if can && m.Take != TakeAction {
		return 1, nil
	}
	return 0, nil
}

// follower is the follower message "score and return" takes.
func (rp *replayer) follower() (int, error) {
	g := rp.g
	m := rp.msg
	if m.Follower == nil {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: message %d scores and returns a follower: name it in \"follower\": {\"x\": X, \"y\": Y, \"at\": PORT}", ErrChoice, m.Message))
	}
	for i, f := range g.buf.followers {
		p := g.core.PlacedOf(f.Node)
		if p.X == m.Follower.X && p.Y == m.Follower.Y && namesFeature(g.core.Set.Tiles[p.Tile], p.Rot, int(f.Node-p.Node(0)), m.Follower.At) {
			return i, nil
		}
	}
	return 0, atMove(rp.msgN+1, fmt.Errorf("%w: no follower of %s stands at (%d,%d) %s", ErrChoice, g.core.Players()[g.active], m.Follower.X, m.Follower.Y, m.Follower.At))
}

// extraTile plays the record's extra tile moves: tiles set aside, then
// the tile placed, which is scored as a round of its own.
func (rp *replayer) extraTile() error {
	g := rp.g
	if err := rp.closeMessage(); err != nil {
		return err
	}
	// The round before the message is over: its figures were all used.
	if err := rp.checkFigures(); err != nil {
		return err
	}
	for {
		if rp.next >= len(rp.moves) || !rp.moves[rp.next].Extra {
			if g.core.CanDrawExtra() {
				return fmt.Errorf("%w: message \"one more tile\" was carried out: the next move must be that tile, with \"extra\": true", ErrChoice)
			}
			g.extraPlayed(false)
			return nil
		}
		n := rp.next
		m := rp.moves[n]
		rp.next++
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
		rp.setTile(n)
		g.mark = n
		depth := len(g.frames)
		g.extraPlayed(true)
		if err := rp.answer(depth); err != nil {
			return err
		}
		return rp.done(n)
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

// cropChoice is the active player's crop-circle choice, written on the
// move of the crop circle's tile: deploy (0) or remove (1).
func (rp *replayer) cropChoice() (int, error) {
	mark := rp.g.top().mark
	m := rp.moves[mark]
	if m.CropCircle == nil {
		return 0, atMove(mark+1, fmt.Errorf("%w: tile %s has a crop circle and crop circles are played: give \"cropCircle\": {\"choice\": %q or %q, \"followers\": [...]}", ErrChoice, m.Tile, CropDeploy, CropRemove))
	}
	rp.cropAsked[mark] = true
	if m.CropCircle.Choice == CropDeploy {
		return 0, nil
	}
	return 1, nil
}

// cropFollower is the acting player's follower for the crop circle, the
// next entry of the tile move's "cropCircle".
func (rp *replayer) cropFollower() (int, error) {
	g := rp.g
	mark := g.top().mark
	cm := rp.moves[mark].CropCircle
	seat, deploy := g.crop.seat, g.crop.deploy
	first := g.dec.cropFollower.first()
	name := g.core.Players()[seat]
	used := rp.cropUsed[mark]
	if used >= len(cm.Followers) {
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\": %s acts next (%s): add {\"player\": %q, \"follower\": {\"x\", \"y\", \"at\"}}", ErrChoice, name, cm.Choice, name))
	}
	cf := cm.Followers[used]
	used++
	rp.cropUsed[mark] = used
	switch {
	case cf.Player != name:
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d names %s, but %s acts then", ErrChoice, used, cf.Player, name))
	case cf.Follower == nil && !deploy:
		return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d: with \"remove\" %s must take a follower back: name it in \"follower\"", ErrChoice, used, name))
	case cf.Follower == nil:
		return 0, nil // option 0 passes
	}
	for i, f := range g.buf.cropFs {
		if *followerAt(g.core.Game, f.Node) == *cf.Follower {
			return first + i, nil
		}
	}
	return 0, atMove(mark+1, fmt.Errorf("%w: \"cropCircle\" entry %d: %s has no follower of the crop circle's kind at (%d,%d) %s", ErrChoice, used, name, cf.Follower.X, cf.Follower.Y, cf.Follower.At))
}
