package schema

// FormatVersion is the pack format this package reads and writes.
const FormatVersion = 1

// Pack is a decoded tile pack: plain data, plus the source positions of
// every JSON value it was decoded from (nil for a pack built in code).
type Pack struct {
	Schema  string `json:"$schema,omitempty"`
	Format  int    `json:"format"`
	ID      string `json:"id"`
	Name    string `json:"name"`
	Ruleset string `json:"ruleset"`
	// Expansion marks a pack that is played only combined with a base
	// pack of the same ruleset (Combine): it adds tiles, a mix's worth of
	// counts, modules and their rule blocks.
	Expansion  bool         `json:"expansion,omitempty"`
	Modules    []string     `json:"modules,omitempty"`
	Notes      []string     `json:"notes,omitempty"`
	Provenance []Provenance `json:"provenance,omitempty"`
	Tiles      []Tile       `json:"tiles"`
	Mixes      []Mix        `json:"mixes"`
	Rules      Rules        `json:"rules"`

	// Source maps JSON pointers to positions in the file the pack was
	// decoded from. It describes that file, not later edits: set it to nil
	// after changing the pack, and Validate and Lint then check the pack as
	// it is, with positions in its canonical encoding.
	Source *Source `json:"-"`
}

// Provenance says where part of the data comes from and how sure it is.
type Provenance struct {
	Subject    string `json:"subject"`
	Source     string `json:"source,omitempty"`
	Confidence string `json:"confidence"`
	Note       string `json:"note,omitempty"`
}

// Tile is one distinct tile of a pack.
type Tile struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	Features    []Feature  `json:"features"`
	Ghosts      int        `json:"ghosts,omitempty"`
	CropCircle  string     `json:"cropCircle,omitempty"`
	Decorations []string   `json:"decorations,omitempty"`
	Copies      []TileCopy `json:"copies,omitempty"`
	Art         string     `json:"art,omitempty"`
	Notes       string     `json:"notes,omitempty"`
}

// TileCopy describes copies of a tile that differ from its defaults.
type TileCopy struct {
	Count       int      `json:"count,omitempty"`
	Ghosts      *int     `json:"ghosts,omitempty"`
	Decorations []string `json:"decorations,omitempty"`
	Label       string   `json:"label,omitempty"`
}

// N is the number of copies the entry stands for (Count, or 1 when absent).
func (c TileCopy) N() int { return max(c.Count, 1) }

// Feature is one feature of a tile.
type Feature struct {
	ID          string   `json:"id"`
	Kind        Kind     `json:"kind"`
	Ports       []Port   `json:"ports,omitempty"`
	Pennants    int      `json:"pennants,omitempty"`
	Borders     []string `json:"borders,omitempty"`
	EndsAt      string   `json:"endsAt,omitempty"`
	Market      string   `json:"market,omitempty"`
	Buildings   int      `json:"buildings,omitempty"`
	Historic    string   `json:"historic,omitempty"`
	Fountain    bool     `json:"fountain,omitempty"`
	Stalls      int      `json:"stalls,omitempty"`
	Decorations []string `json:"decorations,omitempty"`
}

// Mix is a tile mix: an edition or a level.
type Mix struct {
	ID     string               `json:"id"`
	Name   string               `json:"name"`
	Year   int                  `json:"year,omitempty"`
	Total  int                  `json:"total"`
	Counts Counts               `json:"counts"`
	Start  []Placement          `json:"start,omitempty"`
	Stacks []int                `json:"stacks,omitempty"`
	Copies map[string][]MixCopy `json:"copies,omitempty"`
	Notes  string               `json:"notes,omitempty"`
}

// MixCopy describes copies of a tile that look different in one mix.
type MixCopy struct {
	Count       int      `json:"count,omitempty"`
	Decorations []string `json:"decorations"`
	Label       string   `json:"label,omitempty"`
}

// N is the number of copies the entry stands for (Count, or 1 when absent).
func (c MixCopy) N() int { return max(c.Count, 1) }

// Placement puts a tile on the board at set-up.
type Placement struct {
	Tile string `json:"tile"`
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Rot  int    `json:"rot,omitempty"`
}

// Rules holds one parameter block per ruleset or module.
type Rules struct {
	Classic  *ClassicRules  `json:"classic,omitempty"`
	City     *CityRules     `json:"city,omitempty"`
	Castle   *CastleRules   `json:"castle,omitempty"`
	Mists    *MistsRules    `json:"mists,omitempty"`
	Messages *MessagesRules `json:"messages,omitempty"`
}

// PlayerRange is how many players a game supports.
type PlayerRange struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Points is a scoring rate: the rates that apply to a feature are summed.
type Points struct {
	PerTile              int `json:"perTile,omitempty"`
	PerPennant           int `json:"perPennant,omitempty"`
	LongFrom             int `json:"longFrom,omitempty"`
	LongPerTile          int `json:"longPerTile,omitempty"`
	PerTileWithFountain  int `json:"perTileWithFountain,omitempty"`
	PerTilePerMarketKind int `json:"perTilePerMarketKind,omitempty"`
	PerFogTile           int `json:"perFogTile,omitempty"`
	PerStall             int `json:"perStall,omitempty"`
	PerAdjacentMarket    int `json:"perAdjacentMarket,omitempty"`
	PerCompletedCity     int `json:"perCompletedCity,omitempty"`
}

// PhasedPoints scores a feature completed in play and incomplete at the end.
type PhasedPoints struct {
	Complete   Points `json:"complete"`
	Incomplete Points `json:"incomplete"`
}
