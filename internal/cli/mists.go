package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// mistsSet returns the flags' pack compiled when it plays the Mists
// ruleset (which runs its own cooperative turns and simulation), else nil.
func (f *gameFlags) mistsSet(stdout io.Writer) (*engine.Set, error) {
	set, err := loadSet(f.pack, stdout)
	if err != nil || set.Ruleset.Name != "mists" {
		return nil, err
	}
	return set, nil
}

// simulateMists runs the cooperative simulation: win rate, causes of
// losses, ghosts on the board over time and dogs reached.
func simulateMists(cmd *cobra.Command, set *engine.Set, f *gameFlags, games, workers int, asJSON bool) error {
	if f.mix == "" {
		f.mix = set.Pack.Mixes[0].ID
	}
	if _, err := mists.NewTeam(f.bots); err != nil {
		return usageErrorf("--bots: %v", err)
	}
	if err := f.checkPlayers(set); err != nil {
		return err
	}
	cfg := mists.SimConfig{Set: set, Mix: f.mix, Players: f.players, Team: f.bots, Games: games, Seed: f.seed, Workers: workers}
	if f.options != "" {
		if !json.Valid([]byte(f.options)) {
			return usageErrorf("--options is not valid JSON: %s", f.options)
		}
		cfg.Options = []byte(f.options)
	}
	var report *mists.Report
	elapsed, stopped, err := runWithProgress(cmd, games, func(ctx context.Context, progress func(int)) (err error) {
		cfg.Progress = progress
		report, err = mists.Simulate(ctx, cfg)
		return err
	})
	if err != nil {
		return err
	}
	if report == nil {
		return interrupted(0, games)
	}
	if asJSON {
		err = writeJSON(cmd.OutOrStdout(), report)
	} else {
		err = report.WriteText(cmd.OutOrStdout())
	}
	if err != nil {
		return err
	}
	if note := reconstructedNote(set.Pack, true); note != "" {
		fmt.Fprintln(cmd.ErrOrStderr(), note)
	}
	if stopped {
		return interrupted(report.Games, games)
	}
	if w := cmd.ErrOrStderr(); !asJSON && isTerminal(w) {
		fmt.Fprintf(w, "%d games in %.2fs (%.0f games/s)\n", games, elapsed.Seconds(), float64(games)/elapsed.Seconds())
	}
	return nil
}

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
