package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// recordRuleset peeks at a record's ruleset name without checking the
// rest; "" when the record does not say (the strict decoder then reports
// what is wrong).
func recordRuleset(data []byte) string {
	var head struct {
		Ruleset struct {
			Name string `json:"name"`
		} `json:"ruleset"`
	}
	_ = json.Unmarshal(data, &head)
	return head.Ruleset.Name
}

// scoreMists replays a Mists record and prints how the game stands.
func scoreMists(cmd *cobra.Command, path string, data []byte, packArg string) error {
	rec, err := mists.DecodeRecord(path, data)
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	ref, err := recordPack(path, rec.Pack, packArg)
	if err != nil {
		return err
	}
	set, err := loadSetRef(ref, cmd.OutOrStdout())
	if err != nil {
		return err
	}
	if set.Ruleset.Name != "mists" {
		return &exitError{code: ExitInvalid, err: fmt.Errorf("%s: a Mists record needs a mists pack, and %s plays %s", path, set.Pack.ID, set.Ruleset.Name)}
	}
	g, err := mists.Replay(set, rec)
	if err != nil {
		return &exitError{code: ExitInvalid, err: fmt.Errorf("%s: %w", path, err)}
	}
	return writeMistsScore(cmd.OutOrStdout(), g)
}

// mistsScore is what score prints for a Mists game.
type mistsScore struct {
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
	Dogs   []mistsDog     `json:"dogs,omitempty"`
	Buried []mists.Burial `json:"buried,omitempty"`
	Events []mists.Event  `json:"events"` // written one per line
}

type mistsDog struct {
	Name    string `json:"name"`
	Reached bool   `json:"reached"`
	OnBoard bool   `json:"onBoard"`
}

// writeMistsScore prints the game's state, then its events one per line.
func writeMistsScore(w io.Writer, g *mists.Game) error {
	s := mistsScore{Level: g.Level(), Over: g.Over(), Won: g.Won(), Lost: g.Lost().String(),
		Scores: map[string]int{}, Progress: g.Progress(), Goal: g.Rules.Level.Goal, Buried: g.Buried()}
	for i, c := range g.ScoreColours() {
		name := "team"
		if c >= 0 {
			name = mists.Colours[c]
		}
		s.Scores[name] = g.Scores()[i]
	}
	s.Ghosts.Board, s.Ghosts.Supply = g.GhostsOnBoard(), g.GhostSupply()
	for i, name := range g.Dogs() {
		_, on := g.DogAt(i)
		s.Dogs = append(s.Dogs, mistsDog{Name: name, Reached: g.DogsReached() > i, OnBoard: on})
	}
	data, err := engine.EncodeListPerLine(s, "events", g.Events())
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}
