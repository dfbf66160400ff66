package messagesmoves

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/engine/messages"
)

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
// The tiles are played on classic's checked path (classicmoves), which
// explains what is wrong with a move (the game awaits them:
// messages.Game.AwaitTiles); the module's choices answer the game's
// decisions (Answer) and its messages are forced (Force), as the record
// names them.
func Replay(set *engine.Set, r *Record) (*messages.Game, error) {
	if r.Ruleset.Name != "classic" || !slices.Contains(r.Ruleset.Modules, messages.Module) {
		return nil, fmt.Errorf("the record is not a game of classic with the messages module")
	}
	g, err := messages.NewGame(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed, true)
	if err != nil {
		return nil, err
	}
	g.AwaitTiles()
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
	if core := g.Core(); !core.Over() && (r.Final || core.Pile().Remaining() == 0) {
		core.End()
	}
	return g, nil
}

// replayer answers the module's decisions from a record's moves while
// classic's checked path plays its tiles.
type replayer struct {
	g     *messages.Game
	moves []Move
	next  int // the next move to read
	tile  int // the tile move whose round is scored
	fig   int // its next figure entry
	// msg is the message move being carried out (msgN its index), mi the
	// message it took (an index into the pack's deck).
	msg  *Move
	msgN int
	mi   int
	// marks are the record moves of the tiles in play, the turn's first
	// (messages.Game.TilesInPlay).
	marks []int
	// cropAsked and cropUsed are, by tile move, whether its crop circle
	// was played and how many of its followers' entries were read.
	cropAsked map[int]bool
	cropUsed  map[int]int
}

// playTile plays tile move n on the checked path and, unless it is set
// aside, its round of scoring with the record's choices; then the turn
// passes.
func (rp *replayer) playTile(n int, m Move) error {
	g, core := rp.g, rp.g.Classic()
	if err := classicmoves.PlayUnscored(core, m.Move); err != nil {
		return err
	}
	if !m.Discard {
		rp.marks = append(rp.marks[:0], n)
		g.TurnTilePlayed()
		if err := rp.answer(1); err != nil {
			return err
		}
	}
	classicmoves.FinishPlay(core)
	return nil
}

// answer answers the game's decisions and chance events from the record
// until fewer than depth tiles are in play (the tile's round, with the
// rounds of its one more tiles, is over).
func (rp *replayer) answer(depth int) error {
	g := rp.g
	for g.Err() == nil && g.TilesInPlay() >= depth {
		var (
			i   int
			err error
		)
		if ev := g.Chance(); ev != nil {
			if ev.Kind() != messages.ChanceMessage {
				panic(fmt.Sprintf("messagesmoves: a replay draws a %s, yet it plays the tiles", ev.Kind()))
			}
			err = rp.arrange()
			i = -1
		} else if d := g.Pending(); d != nil {
			i, err = rp.decide(d)
		} else {
			// Nothing is pending with a tile in play: the game awaits one
			// more tile (messages.Game.AwaitTiles).
			err = rp.extraTile()
			i = -1
		}
		if err == nil && i >= 0 {
			err = g.Answer(i)
		}
		if err != nil {
			return err
		}
	}
	return g.Err()
}

// decide is the record's answer to decision d.
func (rp *replayer) decide(d engine.Decision) (int, error) {
	switch d.Kind() {
	case messages.DecideFigure:
		if rp.msg != nil {
			return rp.messageFigure() // a message's points are a round of their own
		}
		return rp.figure(d)
	case messages.DecideMessage:
		return rp.message(d)
	case messages.DecideReturn:
		return rp.follower(d)
	case messages.DecideCrop:
		return rp.cropChoice()
	case messages.DecideCropFollower:
		return rp.cropFollower(d)
	}
	panic(fmt.Sprintf("messagesmoves: a replay is asked a %s decision, yet it plays the tiles", d.Kind()))
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
	if nf := g.Rules().Params().Figures; m.Figure < 1 || m.Figure > nf {
		return 0, atMove(rp.msgN+1, fmt.Errorf("%w: message %d scores %d points: give \"figure\", 1 to %d", ErrChoice, m.Message, g.FigurePoints(), nf))
	}
	return m.Figure - 1, nil
}

// figure is the figure the round's next award moves, from the tile move's
// "figures".
func (rp *replayer) figure(d engine.Decision) (int, error) {
	g := rp.g
	nf := g.Rules().Params().Figures
	m := rp.moves[rp.tile]
	points := g.FigurePoints()
	name := g.Core().Players()[d.Seat()]
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

// extraTile plays the record's extra tile moves: tiles set aside, then
// the tile placed, which is scored as a round of its own.
func (rp *replayer) extraTile() error {
	g, core := rp.g, rp.g.Classic()
	if err := rp.closeMessage(); err != nil {
		return err
	}
	// The round before the message is over: its figures were all used.
	if err := rp.checkFigures(); err != nil {
		return err
	}
	for {
		if rp.next >= len(rp.moves) || !rp.moves[rp.next].Extra {
			if core.CanDrawExtra() {
				return fmt.Errorf("%w: message \"one more tile\" was carried out: the next move must be that tile, with \"extra\": true", ErrChoice)
			}
			g.ExtraTilePlayed(false)
			return nil
		}
		n := rp.next
		m := rp.moves[n]
		rp.next++
		if err := classicmoves.PlayExtra(core, m.Move); err != nil {
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
		depth := g.TilesInPlay()
		rp.marks = append(rp.marks[:depth-1], n)
		g.ExtraTilePlayed(true)
		if err := rp.answer(depth); err != nil {
			return err
		}
		return rp.done(n)
	}
}
