package rulesets

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// Record is a game record of any ruleset the engine plays, as DecodeRecord
// reads it: the header every ruleset shares (its Moves left empty), and
// the moves as the record's ruleset decoded them, held for Replay.
type Record struct {
	engine.RecordHeader
	replay replayFunc
}

// replayFunc replays a decoded record on a set of its ruleset.
type replayFunc func(set *engine.Set) (Replayed, error)

// recordDecoder is an entry's hook that reads a record of its ruleset,
// header and moves in one strict walk, so that an error in a move names
// its line and column like any other.
type recordDecoder func(file string, data []byte) (*Record, error)

// newRecord keeps a decoded record's header and how to replay it.
func newRecord[M any](rec *engine.GameRecord[M], replay replayFunc) *Record {
	return &Record{RecordHeader: rec.Header(), replay: replay}
}

// Replayed is a game replayed from a record, whatever its ruleset: its
// board (engine.Viewer: render and export draw it), how it stands
// (engine.Stander) and the ruleset's own score document.
type Replayed interface {
	engine.Viewer
	engine.Stander
	// EncodeScore writes the score document `tilesmith score` prints, in
	// the ruleset's own terms (see docs/engine.md and docs/mists.md).
	EncodeScore() ([]byte, error)
}

// DecodeRecord reads a game record of any ruleset the engine plays: the
// header, and the moves as the ruleset the header names reads them.
// Errors name the file, and the line and column of the value at fault.
func DecodeRecord(file string, data []byte) (*Record, error) {
	name, modules := rulesetOf(data)
	if e, ok := EntryFor(name, modules); ok {
		for _, m := range modules {
			if !PlaysModule(name, m) {
				return nil, fmt.Errorf("%s: %w: \"ruleset\": the engine does not play module %q of %s", file, engine.ErrBadRecord, m, name)
			}
		}
		if formatOf(data) == engine.HistoryFormat {
			return decodeHistoryRecord(e, file, data)
		}
		return e.decodeRecord(file, data)
	}
	// No ruleset the engine plays: the strict walk of the header says what
	// is wrong with it, or the name is unknown.
	head, err := engine.DecodeRecordHeader(file, data)
	if err != nil {
		return nil, err
	}
	_, err = entryNamed(head.Ruleset.Name)
	return nil, fmt.Errorf("%s: %w: \"ruleset\": %w", file, engine.ErrBadRecord, err)
}

// rulesetOf is the ruleset and modules a record names, read leniently to
// choose its decoder, which then checks the whole record; "" when it says
// none.
func rulesetOf(data []byte) (string, []string) {
	var head struct {
		Ruleset struct {
			Name    string   `json:"name"`
			Modules []string `json:"modules"`
		} `json:"ruleset"`
	}
	_ = json.Unmarshal(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), &head)
	return head.Ruleset.Name, head.Ruleset.Modules
}

// Replay plays a record on set, a pack of the record's ruleset, and
// returns the game; an illegal move stops the replay with an error that
// names its number.
func Replay(set *engine.Set, r *Record) (Replayed, error) {
	if set.Ruleset.Name != r.Ruleset.Name {
		return nil, fmt.Errorf("the record is a %s game, but pack %s is for %s", r.Ruleset.Name, set.Pack.ID, set.Ruleset.Name)
	}
	played, _ := EntryFor(r.Ruleset.Name, r.Ruleset.Modules)
	if here, err := entryOf(set); err == nil && played != nil && here != played {
		return nil, fmt.Errorf("the record is a game of %s, but pack %s plays %s: %s", played.Label(), set.Pack.ID, here.Label(), moduleHint(played, here))
	}
	return r.replay(set)
}

// entryNamed finds the entry of a ruleset by name (the ruleset alone).
func entryNamed(name string) (*Entry, error) {
	if e, ok := EntryFor(name, nil); ok {
		return e, nil
	}
	return nil, fmt.Errorf("no engine plays %q (it plays %s)", name, strings.Join(entryNames(), ", "))
}

// decodeClassicRecord reads the moves of a record of the core's turn;
// they replay through the checked path (engine.Game.Play), which takes
// each move's tile from the tiles not yet played — with hands the draw
// order differs from the play order, so a replay cannot draw.
func decodeClassicRecord(file string, data []byte) (*Record, error) {
	rec, err := engine.DecodeRecord(file, data)
	if err != nil {
		return nil, err
	}
	return newRecord(rec, func(set *engine.Set) (Replayed, error) {
		g, err := engine.Replay(set, classic.Ruleset{}, rec)
		if err != nil {
			return nil, err
		}
		return coreReplay{g}, nil
	}), nil
}

// coreReplay is a replayed game of the core's turn.
type coreReplay struct{ g *engine.Game }

func (r coreReplay) Core() *engine.Game           { return r.g }
func (r coreReplay) Standing() engine.Standing    { return engine.NewCoreMatch(r.g).Standing() }
func (r coreReplay) EncodeScore() ([]byte, error) { return engine.EncodeScore(r.g) }

// moduleHint says how to play a record of entry played on a pack that
// plays entry here instead.
func moduleHint(played, here *Entry) string {
	if played.Module != "" {
		return "play it on the pack with the " + played.Module + " expansion (PACK --with " + played.Module + ")"
	}
	return "play it on the pack without the " + here.Module + " expansion"
}

// decodeMessagesRecord reads a record of classic with the Messages
// module; it replays through the module's checked path, which takes the
// record's tiles and messages as it names them.
func decodeMessagesRecord(file string, data []byte) (*Record, error) {
	rec, err := messages.DecodeRecord(file, data)
	if err != nil {
		return nil, err
	}
	return newRecord(rec, func(set *engine.Set) (Replayed, error) {
		g, err := messages.Replay(set, rec)
		if err != nil {
			return nil, err
		}
		return messagesReplay{g}, nil
	}), nil
}

// messagesReplay is a replayed game of classic with Messages.
type messagesReplay struct{ g *messages.Game }

func (r messagesReplay) Core() *engine.Game           { return r.g.Core() }
func (r messagesReplay) Standing() engine.Standing    { return r.g.Standing() }
func (r messagesReplay) EncodeScore() ([]byte, error) { return r.g.EncodeScore() }

// decodeCityRecord reads a record of The City; it replays through The
// City's checked path, which takes each tile as the record names it.
func decodeCityRecord(file string, data []byte) (*Record, error) {
	rec, err := city.DecodeRecord(file, data)
	if err != nil {
		return nil, err
	}
	return newRecord(rec, func(set *engine.Set) (Replayed, error) {
		g, err := city.Replay(set, rec)
		if err != nil {
			return nil, err
		}
		return cityReplay{g}, nil
	}), nil
}

// cityReplay is a replayed game of The City.
type cityReplay struct{ g *city.Game }

func (r cityReplay) Core() *engine.Game           { return r.g.Core() }
func (r cityReplay) Standing() engine.Standing    { return r.g.Standing() }
func (r cityReplay) EncodeScore() ([]byte, error) { return r.g.EncodeScore() }
func (r cityReplay) CellMarks() []engine.Mark     { return r.g.CellMarks() }
func (r cityReplay) EdgeMarks() []engine.EdgeMark { return r.g.EdgeMarks() }

// decodeCastleRecord reads a record of The Castle; it replays through The
// Castle's own turn, which takes each tile, scoring order and wall tile as
// the record names it.
func decodeCastleRecord(file string, data []byte) (*Record, error) {
	rec, err := castle.DecodeRecord(file, data)
	if err != nil {
		return nil, err
	}
	return newRecord(rec, func(set *engine.Set) (Replayed, error) {
		g, err := castle.Replay(set, rec)
		if err != nil {
			return nil, err
		}
		return castleReplay{g}, nil
	}), nil
}

// castleReplay is a replayed game of The Castle.
type castleReplay struct{ g *castle.Game }

func (r castleReplay) Core() *engine.Game             { return r.g.Core() }
func (r castleReplay) Standing() engine.Standing      { return r.g.Standing() }
func (r castleReplay) EncodeScore() ([]byte, error)   { return r.g.EncodeScore() }
func (r castleReplay) Track() engine.TrackView        { return r.g.Track() }
func (r castleReplay) PieceMarks() []engine.PieceMark { return r.g.PieceMarks() }

// decodeMistsRecord reads the moves of a Mists record; they replay
// through Mists' checked path (Game.PlayMove), which answers the team's
// choices from each move.
func decodeMistsRecord(file string, data []byte) (*Record, error) {
	rec, err := mists.DecodeRecord(file, data)
	if err != nil {
		return nil, err
	}
	return newRecord(rec, func(set *engine.Set) (Replayed, error) {
		g, err := mists.Replay(set, rec)
		if err != nil {
			return nil, err
		}
		return mistsReplay{g}, nil
	}), nil
}

// mistsReplay is a replayed Mists game.
type mistsReplay struct{ g *mists.Game }

func (r mistsReplay) Core() *engine.Game           { return r.g.Core() }
func (r mistsReplay) Standing() engine.Standing    { return r.g.Standing() }
func (r mistsReplay) EncodeScore() ([]byte, error) { return r.g.EncodeScore() }
