package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/fsutil"
)

func newPlayCmd() *cobra.Command {
	var f gameFlags
	var out string
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play one game with bots and write it as a game record",
		Long: `play plays one game of any ruleset the engine plays (tilesmith rulesets) with
the given agents — one bot per seat, or, in a cooperative game such as Mists,
one team for all — through the match protocol, and writes its record (JSON) to
standard output or --out. 'tilesmith score' replays the record.`,
		Args: noArgs("--pack"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out != "" {
				if err := checkOutFile("-o", out, f.pack, "the pack being played", f.with); err != nil {
					return err
				}
			}
			set, err := loadSet(f.pack, f.with, cmd.OutOrStdout())
			if err != nil {
				return err
			}
			entry, err := rulesets.EntryOf(set)
			if err != nil {
				return &exitError{code: ExitInvalid, err: err}
			}
			if err := f.checkPlayers(set); err != nil {
				return err
			}
			if f.mix == "" {
				f.mix = set.Pack.Mixes[0].ID
			}
			agents, err := f.agents(set, entry)
			if err != nil {
				return err
			}
			defer engine.CloseAgents(agents...)
			var opts []byte
			if f.options != "" {
				if !json.Valid([]byte(f.options)) {
					return usageErrorf("--options is not valid JSON: %s", f.options)
				}
				opts = []byte(f.options)
			}
			m, err := rulesets.NewMatch(set, opts, f.mix, entry.Seats[:f.players], f.seed)
			if err != nil {
				return &exitError{code: ExitInvalid, err: err}
			}
			defer m.Close()
			if note := unplayedModulesNote(set.Pack); note != "" {
				fmt.Fprintln(cmd.ErrOrStderr(), note)
			}
			if names, err := f.agentNames(entry); err == nil {
				if mix, err := set.Pack.Mix(f.mix); err == nil {
					if tiles, _, err := set.MixSize(mix); err == nil {
						if d := time.Duration(entry.GameSeconds(names, tiles) * float64(time.Second)); d >= longRun {
							fmt.Fprintf(cmd.ErrOrStderr(), "play: one game (%s) of %s of %s: about %s by the estimate (Ctrl-C stops it)\n", strings.Join(names, ", "), f.mix, set.Pack.ID, words(d))
						}
					}
				}
			}
			if err := engine.Drive(m, agents); err != nil {
				return &exitError{code: ExitInvalid, err: err}
			}
			data, err := m.EncodeRecord(packForRecord(f.pack, "pack", out, cmd.ErrOrStderr()), opts)
			if err != nil {
				return err
			}
			if len(f.with) > 0 {
				with := make([]string, len(f.with))
				for i, w := range f.with {
					with[i] = packForRecord(w, "with", out, cmd.ErrOrStderr())
				}
				if data, err = engine.RecordWithExpansions("the record", data, with); err != nil {
					return err
				}
			}
			if out == "" {
				_, err := cmd.OutOrStdout().Write(data)
				return err
			}
			if err := writeError(fsutil.WriteFileAtomic(out, data)); err != nil {
				return err
			}
			names, _ := f.agentNames(entry)
			fmt.Fprintf(cmd.OutOrStdout(), "wrote the record of a game of %s (%s of %s, %d players: %s; seed %d) to %s: 'tilesmith score %s' replays it\n",
				entry.Label(), f.mix, set.Pack.ID, f.players, strings.Join(names, ", "), f.seed, filepath.Clean(out), filepath.Clean(out))
			return nil
		},
	}
	f.register(cmd)
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the record to this file instead of standard output")
	return cmd
}

// agents are the --bots of a match: one agent per seat (one name plays
// every seat), or one for the whole team in a cooperative game; the
// ruleset's first agent when none is named.
func (f *gameFlags) agents(set *engine.Set, e *rulesets.Entry) ([]engine.Agent, error) {
	names, err := f.agentNames(e)
	if err != nil {
		return nil, err
	}
	agents := make([]engine.Agent, len(names))
	for i, name := range names {
		if agents[i], err = rulesets.NewAgent(set, name); err != nil {
			return nil, usageErrorf("--bots: %v", err)
		}
	}
	return agents, nil
}
