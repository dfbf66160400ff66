package schema

import (
	"slices"
	"strconv"
	"strings"
)

// Kind is a terrain kind of a feature (road, city, field, fog, ...).
type Kind string

// The feature kinds of all rulesets.
const (
	KindRoad        Kind = "road"
	KindCity        Kind = "city"
	KindField       Kind = "field"
	KindCloister    Kind = "cloister"
	KindStreet      Kind = "street"
	KindResidential Kind = "residential"
	KindMarket      Kind = "market"
	KindPath        Kind = "path"
	KindTower       Kind = "tower"
	KindHouse       Kind = "house"
	KindCourtyard   Kind = "courtyard"
	KindFog         Kind = "fog"
	KindCastle      Kind = "castle"
	KindGraveyard   Kind = "graveyard"
)

// Layer says which ports a kind may cover.
type Layer int

const (
	// LayerNone kinds have no ports: they live inside the tile (cloister).
	LayerNone Layer = iota
	// LayerTerrain kinds together cover all 12 ports of a tile once.
	LayerTerrain
	// LayerOverlay kinds lie over terrain ports (Mists' fog).
	LayerOverlay
)

// Marker names a feature property that only some kinds may carry.
type Marker string

// The feature markers.
const (
	MarkPennants  Marker = "pennants"
	MarkBorders   Marker = "borders"
	MarkEndsAt    Marker = "endsAt"
	MarkMarket    Marker = "market"
	MarkBuildings Marker = "buildings"
	MarkHistoric  Marker = "historic"
	MarkFountain  Marker = "fountain"
	MarkStalls    Marker = "stalls"
)

// KindSpec is what a ruleset says about one terrain kind.
type KindSpec struct {
	Kind  Kind
	Layer Layer
	// Linear kinds (roads, streets, paths) enter only at edge centres and,
	// with one port, must end at a terminus or a feature that ends them.
	Linear bool
	// Branches: a linear feature may have more than two ports on one tile
	// (The Castle's paths branch; roads and streets end at crossings).
	Branches bool
	// WholeEdge kinds cover whole edges: the centre with both halves.
	WholeEdge bool
	// Matches: a port of this kind must face a port of the same kind.
	Matches bool
	// EndsLines: a linear feature may end at a feature of this kind.
	EndsLines bool
	// Markers this kind may carry.
	Markers []Marker
	// Borders lists the kinds a "borders" entry may name.
	Borders []Kind
}

// StartPolicy says whether a ruleset's mixes need a start tile or layout.
type StartPolicy int

const (
	// StartOptional: without one, the first tile drawn starts the game (The City).
	StartOptional StartPolicy = iota
	// StartRequired: the game starts from a start tile or layout.
	StartRequired
	// StartForbidden: the board provides the start (The Castle's start spaces).
	StartForbidden
)

// Ruleset describes the vocabulary of one ruleset: its kinds and termini.
type Ruleset struct {
	Name string
	// Game names the game for messages ("The City").
	Game  string
	Kinds []KindSpec
	// Termini are the words "endsAt" may use besides feature ids.
	Termini []string
	// Modules this ruleset accepts.
	Modules []string
	// CropCircles: tiles may carry the crop-circle marker.
	CropCircles bool
	// Ghosts: tiles may carry ghost symbols (on fog).
	Ghosts bool
	// Start says whether mixes need a start tile or layout.
	Start StartPolicy
	// StartSpaces, when set, gives the pieces a pack's board lays at
	// set-up from the ruleset's rule block (The Castle's start spaces), so
	// that the engine reads no ruleset's rule block itself.
	StartSpaces func(p *Pack) []StartSpace
	// registered: the ruleset was registered by a program
	// (RegisterRuleset). It takes no parameters from its pack, so a pack
	// of it gives no rules block: the pack format documents the blocks of
	// the built-in games alone (Rules).
	registered bool
}

// Spec returns the ruleset's spec of kind k.
func (r *Ruleset) Spec(k Kind) (KindSpec, bool) {
	for _, s := range r.Kinds {
		if s.Kind == k {
			return s, true
		}
	}
	return KindSpec{}, false
}

// KindNames lists the ruleset's kinds, for messages.
func (r *Ruleset) KindNames() string {
	names := make([]string, len(r.Kinds))
	for i, s := range r.Kinds {
		names[i] = string(s.Kind)
	}
	return strings.Join(names, ", ")
}

// IsTerminus reports whether word is one of the ruleset's termini.
func (r *Ruleset) IsTerminus(word string) bool { return slices.Contains(r.Termini, word) }

var (
	roadSpec  = KindSpec{Kind: KindRoad, Layer: LayerTerrain, Linear: true, Matches: true, Markers: []Marker{MarkEndsAt}}
	citySpec  = KindSpec{Kind: KindCity, Layer: LayerTerrain, WholeEdge: true, Matches: true, EndsLines: true, Markers: []Marker{MarkPennants}}
	fieldSpec = KindSpec{Kind: KindField, Layer: LayerTerrain, Matches: true, Markers: []Marker{MarkBorders}, Borders: []Kind{KindCity}}
)

// rulesets are the rulesets packs may name: the built-in games' below,
// whose rule blocks the pack format documents (pack.schema.json, Rules),
// and any a program registers (RegisterRuleset).
var rulesets = []*Ruleset{
	{
		Name: "classic",
		Game: "the classic ruleset",
		Kinds: []KindSpec{roadSpec, citySpec, fieldSpec,
			{Kind: KindCloister, Layer: LayerNone, EndsLines: true}},
		Termini:     []string{"crossing", "village"},
		Modules:     []string{"messages"},
		CropCircles: true,
		Start:       StartRequired,
	},
	{
		Name: "city",
		Game: "The City",
		Kinds: []KindSpec{
			{Kind: KindStreet, Layer: LayerTerrain, Linear: true, Matches: true, Markers: []Marker{MarkEndsAt}},
			{Kind: KindResidential, Layer: LayerTerrain, EndsLines: true, Markers: []Marker{MarkBorders, MarkBuildings, MarkHistoric}, Borders: []Kind{KindMarket}},
			{Kind: KindMarket, Layer: LayerTerrain, EndsLines: true, Markers: []Marker{MarkMarket, MarkBuildings, MarkHistoric}},
		},
		Termini: []string{"crossing"},
	},
	{
		Name: "castle",
		Game: "The Castle",
		Kinds: []KindSpec{
			{Kind: KindPath, Layer: LayerTerrain, Linear: true, Branches: true, Matches: true, Markers: []Marker{MarkEndsAt, MarkFountain}},
			{Kind: KindTower, Layer: LayerTerrain, EndsLines: true},
			{Kind: KindHouse, Layer: LayerTerrain, EndsLines: true},
			{Kind: KindCourtyard, Layer: LayerTerrain, EndsLines: true, Markers: []Marker{MarkStalls}},
		},
		Termini: []string{"square"},
		Start:   StartForbidden,
		StartSpaces: func(p *Pack) []StartSpace {
			if p.Rules.Castle == nil {
				return nil
			}
			return p.Rules.Castle.Board.StartSpaces
		},
	},
	{
		Name: "mists",
		Game: "Mists over Carcassonne",
		Kinds: []KindSpec{roadSpec, citySpec, fieldSpec,
			{Kind: KindFog, Layer: LayerOverlay},
			{Kind: KindCastle, Layer: LayerNone, EndsLines: true},
			{Kind: KindGraveyard, Layer: LayerNone, EndsLines: true}},
		// ruins: the castle ruins at the centre of the 2×2 start tile,
		// which end its roads (no castle: nobody stands on them, nothing
		// scores them).
		Termini: []string{"crossing", "village", "ruins"},
		Ghosts:  true,
		Start:   StartRequired,
	},
}

// RegisterRuleset adds a ruleset packs may name, with its kinds and
// termini: a game that is not built in (a game of a test) registers its
// vocabulary here from an init function, before any pack is validated. A
// registered ruleset reads no rules block: its parameters are its
// options (a game's that reads a block of its own adds it to the pack
// format, Rules and pack.schema.json, as the built-in games do).
// Its kinds are the pack format's (Kind): the schema spells no others.
// It panics on a ruleset already known: registration is the program's,
// not the user's.
func RegisterRuleset(r *Ruleset) {
	if _, dup := LookupRuleset(r.Name); dup || r.Name == "" {
		panic("schema: ruleset " + strconv.Quote(r.Name) + " registered twice or without a name")
	}
	if r.Game == "" {
		r.Game = r.Name
	}
	r.registered = true
	rulesets = append(rulesets, r)
}

// RulesetNames lists the rulesets packs may name, built-in first.
func RulesetNames() []string {
	names := make([]string, len(rulesets))
	for i, r := range rulesets {
		names[i] = r.Name
	}
	return names
}

// LookupRuleset returns the ruleset with the given name.
func LookupRuleset(name string) (*Ruleset, bool) {
	for _, r := range rulesets {
		if r.Name == name {
			return r, true
		}
	}
	return nil, false
}

// isKnownModule reports whether any ruleset accepts module m.
func isKnownModule(m string) bool {
	return slices.ContainsFunc(rulesets, func(r *Ruleset) bool { return slices.Contains(r.Modules, m) })
}

// MarketKinds are the kinds of The City's markets, as packs spell them
// (a feature's "market").
var MarketKinds = []string{"livestock", "grain", "fish"}
