package castle

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Ruleset is The Castle's ruleset.
type Ruleset struct{}

// Name returns "castle".
func (Ruleset) Name() string { return "castle" }

// Rules are The Castle's rules bound to a pack.
type Rules struct {
	params                        schema.CastleRules
	path, tower, house, courtyard int // kind indices in the set
	// fountain and stalls are, per tile index and feature, whether a path
	// segment has a fountain and how many market stalls a courtyard has.
	fountain [][]bool
	stalls   [][]int
	// walls are the pack's wall tiles by kind (0 to 9, the kinds a pack
	// may have): a turn's end asks for them, a scan of the list took 4%
	// of a playout.
	walls    [len(wallSources)]schema.WallTile
	opts     engine.Options
	options  Options
	occupied []engine.Node
}

// Options are The Castle's rule options: the seed's open choices.
type Options struct {
	// FountainOnIncompletePath: wall tile 4 scores a path with a fountain
	// at the path's rate with a fountain (2 per tile), as RGG's English
	// rules print; off, 1 per tile, as the German rules and the designer
	// say (the seed's footnote 14).
	FountainOnIncompletePath bool `json:"fountainOnIncompletePath,omitempty"`
	// CollectAtTurnEnd: a wall tile is taken only by a marker standing on
	// its corner when all the turn's scorings are done (the seed's "house
	// rule"); off, a marker takes it when one scoring stops it there (the
	// rulebook's text and its footnote 7).
	CollectAtTurnEnd bool `json:"collectAtTurnEnd,omitempty"`
	// NoStartSpacesInKeepArea: the largest empty area counts the cells
	// only; off, start spaces no tile was placed against count as spaces
	// of the area they touch (the seed's footnote 9: they "may be
	// included").
	NoStartSpacesInKeepArea bool `json:"noStartSpacesInKeepArea,omitempty"`
	// WallTile7OnTop: wall tile 7 scores its 4 per market stall on top of
	// the 3 per stall its courtyard scored, as the engine played it before
	// the option existed (records that do not name the option replay with
	// it); off, the courtyard it is played on scores 4 per stall instead of
	// 3: the seed scores "finally" only wall tiles 4, 5, 6 and 9 („În cele
	// din urmă, jucătorii încasează puncte pentru cartonașele de zid 4, 5, 6
	// ... și 9"), so tile 7, like tile 8, changes an evaluation itself.
	WallTile7OnTop bool `json:"wallTile7OnTop,omitempty"`
}

// optionWallTile7OnTop is WallTile7OnTop's name in options and records.
const optionWallTile7OnTop = "wallTile7OnTop"

// OptionDocs are The Castle's options, for the match protocol and the
// editor.
var OptionDocs = []engine.OptionDoc{
	{Name: "fountainOnIncompletePath", Default: "false", Type: engine.OptionBool,
		Meaning: "wall tile 4 scores 2 per tile for a path with a fountain (RGG's English rules); off, 1 per tile, as the German rules and the designer say"},
	{Name: "collectAtTurnEnd", Default: "false", Type: engine.OptionBool,
		Meaning: "a wall tile goes only to a marker standing on its corner once all the turn's scorings are done (the house rule); off, a marker takes it when one scoring stops it there"},
	{Name: "noStartSpacesInKeepArea", Default: "false", Type: engine.OptionBool,
		Meaning: "the largest keep's empty area counts the cells only; off, start spaces no tile was placed against count too (the rulebook's footnote 9)"},
	{Name: optionWallTile7OnTop, Default: "false", Type: engine.OptionBool,
		Meaning: "wall tile 7 scores 4 per market stall on top of the 3 its courtyard scored (the weaker reading, and how a record that does not name this option replays); off, that courtyard scores 4 per stall instead of 3, as the rulebook's final scoring reads"},
}

// Bind reads the pack's rules.castle block: the board as the shape and
// the start spaces as its set-up; options are The Castle's Options.
func (Ruleset) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	c := set.Pack.Rules.Castle
	if c == nil {
		return nil, fmt.Errorf("pack %s has no rules.castle block", set.Pack.ID)
	}
	if len(c.Board.StartSpaces) == 0 {
		// Without one the core would open the origin, wherever it lies.
		return nil, fmt.Errorf("pack %s: The Castle's board has no start space, and the first tile goes against one: add one in rules.castle.board.startSpaces", set.Pack.ID)
	}
	var house Options
	if err := engine.DecodeOptions(options, &house, engine.OptionSpec{Example: `{"collectAtTurnEnd": true}`}); err != nil {
		return nil, err
	}
	var cells []engine.Pos
	for y, row := range c.Board.Cells {
		for x, ch := range row {
			if ch == '#' {
				cells = append(cells, engine.Pos{X: x, Y: y})
			}
		}
	}
	r := &Rules{params: *c, options: house,
		path: set.KindIndex(schema.KindPath), tower: set.KindIndex(schema.KindTower),
		house: set.KindIndex(schema.KindHouse), courtyard: set.KindIndex(schema.KindCourtyard)}
	r.opts = engine.Options{
		MinPlayers:    c.Players.Min,
		MaxPlayers:    c.Players.Max,
		Followers:     c.Followers,
		FollowerKinds: 1<<r.path | 1<<r.tower | 1<<r.house | 1<<r.courtyard,
		// Digest: "any territory may touch the wall (ports facing the wall
		// close)".
		Shape:  engine.Mask(cells, true),
		Layout: set.StartSpaces,
	}
	r.indexWallTiles()
	r.fountain = make([][]bool, len(set.Tiles))
	r.stalls = make([][]int, len(set.Tiles))
	features := func(def *engine.TileDef) []schema.Feature {
		if def.Start {
			for _, ss := range c.Board.StartSpaces {
				if "start:"+ss.ID == def.ID {
					return ss.Features
				}
			}
			return nil
		}
		return set.Pack.Tiles[def.Index].Features
	}
	for _, def := range set.Tiles {
		fs := features(def)
		r.fountain[def.Index] = make([]bool, len(fs))
		r.stalls[def.Index] = make([]int, len(fs))
		for fi, f := range fs {
			r.fountain[def.Index][fi] = f.Fountain
			r.stalls[def.Index][fi] = f.Stalls
		}
	}
	return r, nil
}

// Options returns the mechanics of the bound rules.
func (r *Rules) Options() engine.Options { return r.opts }

// Params returns the pack's rules.castle block.
func (r *Rules) Params() schema.CastleRules { return r.params }

// House returns the rule options the rules were bound with.
func (r *Rules) House() Options { return r.options }

// ScoresOnCompletion reports whether kind k scores when completed in
// play: paths, towers and houses (courtyards only at the end).
func (r *Rules) ScoresOnCompletion(k int) bool { return k == r.path || k == r.tower || k == r.house }

// Value tells bots what a feature is worth (engine.Valuer): a path, tower
// or house by its tiles at its rate (a bot cannot see fountains or market
// stalls here; a courtyard counts one stall per tile).
func (r *Rules) Value(kind int, f engine.FeatureValue) int {
	s := &r.params.Scoring
	switch kind {
	case r.path:
		return f.Tiles * s.Path.PerTile
	case r.tower:
		return f.Tiles * s.Tower.PerTile
	case r.house:
		return f.Tiles * s.House.PerTile
	case r.courtyard:
		return f.Tiles * s.Courtyard.PerStall / 2
	}
	return 0
}
