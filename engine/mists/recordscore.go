package mists

import "github.com/tilesmith/tilesmith/engine"

// scoreDocument is how a Mists game stands, as `tilesmith score` prints
// it.
type scoreDocument struct {
	Level    int            `json:"level"`
	Over     bool           `json:"over"`
	Won      bool           `json:"won"`
	Lost     string         `json:"lost,omitempty"`
	Scores   map[string]int `json:"scores"`
	Progress int            `json:"progress"`
	Goal     int            `json:"goal"`
	Ghosts   struct {
		Board  int `json:"board"`
		Supply int `json:"supply"`
	} `json:"ghosts"`
	Dogs   []scoreDog `json:"dogs,omitempty"`
	Buried []Burial   `json:"buried,omitempty"`
	Events []Event    `json:"events"` // written one per line
}

type scoreDog struct {
	Name    string `json:"name"`
	Reached bool   `json:"reached"`
	OnBoard bool   `json:"onBoard"`
}

// EncodeScore writes how the game stands, as `tilesmith score` prints it:
// the level, whether the team won or why it lost, the score meeples, the
// ghosts on the board and in the supply, the dogs, the buried meeples,
// then the events of every move, one per line.
func (g *Game) EncodeScore() ([]byte, error) {
	s := scoreDocument{Level: g.Level(), Over: g.Over(), Won: g.Won(), Lost: g.Lost().String(),
		Scores: map[string]int{}, Progress: g.Progress(), Goal: g.Rules.Level.Goal, Buried: g.Buried()}
	for i, c := range g.ScoreColours() {
		name := "team"
		if c >= 0 {
			name = Colours[c]
		}
		s.Scores[name] = g.Scores()[i]
	}
	s.Ghosts.Board, s.Ghosts.Supply = g.GhostsOnBoard(), g.GhostSupply()
	for i, name := range g.Dogs() {
		_, on := g.DogAt(i)
		s.Dogs = append(s.Dogs, scoreDog{Name: name, Reached: g.DogsReached() > i, OnBoard: on})
	}
	return engine.EncodeListPerLine(s, "events", g.Events())
}
