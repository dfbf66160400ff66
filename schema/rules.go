package schema

// A scoring slot's "rates" tag names the rates of Points its ruleset reads
// for it; the other rates of the shared Points type are other rulesets'
// (the editor offers only the slot's own).

// ClassicRules are the parameters of the classic ruleset.
type ClassicRules struct {
	Players    PlayerRange       `json:"players"`
	Followers  int               `json:"followers"`
	Scoring    ClassicScoring    `json:"scoring"`
	HouseRules ClassicHouseRules `json:"houseRules,omitzero"`
}

// ClassicScoring gives the points of each classic feature kind.
type ClassicScoring struct {
	Road     PhasedPoints `json:"road" rates:"perTile"`
	City     PhasedPoints `json:"city" rates:"perTile,perPennant"`
	Cloister PhasedPoints `json:"cloister" rates:"perTile"`
	Farm     Points       `json:"farm" rates:"perCompletedCity"`
}

// ClassicHouseRules are the rulebook's house-rule switches; zero means off.
type ClassicHouseRules struct {
	HandSize            int        `json:"handSize,omitempty"`
	ReturnUnplaceable   bool       `json:"returnUnplaceable,omitempty"`
	NoIncompleteScoring bool       `json:"noIncompleteScoring,omitempty"`
	Board               *BoardSize `json:"board,omitempty"`
	EdgeCompletes       bool       `json:"edgeCompletes,omitempty"`
	HoleBonusTurn       bool       `json:"holeBonusTurn,omitempty"`
}

// BoardSize bounds the table.
type BoardSize struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}

// CityRules are the parameters of The City.
type CityRules struct {
	Players   PlayerRange `json:"players"`
	Followers int         `json:"followers"`
	Scoring   CityScoring `json:"scoring"`
	Walls     CityWalls   `json:"walls"`
	Options   CityOptions `json:"options,omitzero"`
}

// CityScoring gives the points of The City's territories.
type CityScoring struct {
	Street      Points      `json:"street" rates:"perTile,longFrom,longPerTile"`
	Market      Points      `json:"market" rates:"perTilePerMarketKind"`
	Residential Points      `json:"residential" rates:"perAdjacentMarket"`
	Guard       GuardPoints `json:"guard"`
}

// GuardPoints is what a guard scores per building in its row or column.
type GuardPoints struct {
	PerPublicBuilding   int `json:"perPublicBuilding"`
	PerHistoricBuilding int `json:"perHistoricBuilding"`
}

// CityWalls describes The City's wall.
type CityWalls struct {
	// Pieces are the wall pieces in the box. The rulebook's 2 short
	// pieces are not counted: they change no play, and packs of earlier
	// builds that give "shortPieces" read without it (migrate).
	Pieces          int   `json:"pieces"`
	Towers          int   `json:"towers"`
	FromStack       int   `json:"fromStack"`
	PiecesPerRound  []int `json:"piecesPerRound"`
	TwoPlayerFactor int   `json:"twoPlayerFactor,omitempty"`
	CloseWithin     int   `json:"closeWithin"`
	TowerPerPiece   int   `json:"towerPerPiece"`
}

// CityOptions settles questions The City's rulebook leaves open.
type CityOptions struct {
	GuardFromReturned bool `json:"guardFromReturned,omitempty"`
	// NoGuardsInFirstRound forbids guards in the first wall round (RGG,
	// 2007); by default they may be posted (Hans im Glück, 2015: the
	// seed's footnote 7).
	NoGuardsInFirstRound bool `json:"noGuardsInFirstRound,omitempty"`
}

// CastleRules are the parameters of The Castle.
type CastleRules struct {
	Players   PlayerRange   `json:"players"`
	Followers int           `json:"followers"`
	Scoring   CastleScoring `json:"scoring"`
	WallTiles []WallTile    `json:"wallTiles"`
	Board     CastleBoard   `json:"board"`
}

// CastleScoring gives the points of The Castle's territories.
type CastleScoring struct {
	Path      Points `json:"path" rates:"perTile,perTileWithFountain"`
	Tower     Points `json:"tower" rates:"perTile"`
	House     Points `json:"house" rates:"perTile"`
	Courtyard Points `json:"courtyard" rates:"perStall"`
}

// WallTile is one kind of The Castle's wall tiles.
type WallTile struct {
	Kind   int    `json:"kind"`
	Count  int    `json:"count"`
	Effect string `json:"effect"`
	Value  int    `json:"value,omitempty"`
}

// CastleBoard is The Castle's board.
type CastleBoard struct {
	Cells       []string     `json:"cells"`
	StartSpaces []StartSpace `json:"startSpaces"`
	Track       Track        `json:"track"`
}

// StartSpace is a start space printed on The Castle's wall.
type StartSpace struct {
	ID       string    `json:"id"`
	X        int       `json:"x"`
	Y        int       `json:"y"`
	Features []Feature `json:"features"`
}

// Track is The Castle's score track.
type Track struct {
	Length  int     `json:"length"`
	Corners [][]int `json:"corners"`
}

// MistsRules are the parameters of Mists over Carcassonne.
type MistsRules struct {
	Players    PlayerRange   `json:"players"`
	Meeples    []MistsMeeple `json:"meeples"`
	Scoring    MistsScoring  `json:"scoring"`
	Collective string        `json:"collective,omitempty"`
	Levels     []MistsLevel  `json:"levels"`
}

// MistsMeeple is the meeple set-up for a range of player counts.
type MistsMeeple struct {
	MinPlayers       int `json:"minPlayers"`
	MaxPlayers       int `json:"maxPlayers"`
	ColoursPerPlayer int `json:"coloursPerPlayer"`
	PerColour        int `json:"perColour"`
}

// MistsScoring gives Mists' points and the ghost-removal alternative.
type MistsScoring struct {
	Road          Points `json:"road" rates:"perTile"`
	City          Points `json:"city" rates:"perTile,perPennant"`
	Castle        Points `json:"castle" rates:"perFogTile"`
	GhostsRemoved int    `json:"ghostsRemoved"`
	DogPerGhost   int    `json:"dogPerGhost"`
	// DogTiles and DogGhostsPerTile: a dog placed clears up to
	// DogGhostsPerTile ghosts from each of up to DogTiles tiles in its 3x3.
	DogTiles         int `json:"dogTiles"`
	DogGhostsPerTile int `json:"dogGhostsPerTile"`
}

// MistsLevel is one row of the level table.
type MistsLevel struct {
	Level          int        `json:"level"`
	Mix            string     `json:"mix"`
	Ghosts         int        `json:"ghosts"`
	Goal           int        `json:"goal"`
	Dogs           []MistsDog `json:"dogs,omitempty"`
	Graveyards     string     `json:"graveyards"`
	Haunted        bool       `json:"haunted,omitempty"`
	SeparateScores int        `json:"separateScores,omitempty"`
}

// MistsDog is a dog and the score it waits on.
type MistsDog struct {
	Name string `json:"name"`
	At   int    `json:"at"`
}

// MessagesRules are the parameters of the Messages module.
type MessagesRules struct {
	Figures    int       `json:"figures"`
	DarkEvery  int       `json:"darkEvery"`
	SealPoints int       `json:"sealPoints"`
	Deck       []Message `json:"deck"`
}

// Message is one message tile.
type Message struct {
	Number  int    `json:"number"`
	Action  string `json:"action"`
	Feature string `json:"feature,omitempty"`
	Points  int    `json:"points,omitempty"`
}
