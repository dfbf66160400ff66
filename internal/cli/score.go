package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/tilesets"
)

func newScoreCmd() *cobra.Command {
	var packArg string
	var with []string
	cmd := &cobra.Command{
		Use:   "score RECORD.json",
		Short: "Replay a game record and print the scores and every scoring event as JSON",
		Long: `score replays a game record of any ruleset the engine plays (see
docs/engine.md for its format) and prints how the game stands as JSON, in the
ruleset's own terms. A classic record prints {"scores": {...}, "events": [...],
"finished": true|false}: every scoring event with its feature kind, tiles,
points and players. A record of classic with the Messages module also prints
"figures" (where each player's two score figures stood before final scoring)
and "messages" (every message taken: when, by whom, its action, and whether it
was carried out or taken as its seal, with the figure its points moved). A
record of The City adds "city" (how the game ended, the wall's pieces placed
and left, the guards); of The Castle, "castle" (each seat's keep and wall
tiles, the wall tiles on the track). A Mists over Carcassonne record prints
the level, whether
the team won or why it lost, the score meeples, the ghosts on the board and in
the supply, the dogs, the buried meeples and the events of every move.

The record's "pack" is a built-in pack id or a pack file; --pack overrides it.
The expansions its "with" names are played on it; --with replaces them.
An illegal move is reported with its number and why (exit 1).`,
		Args: exactArgs(1, "one game record (RECORD.json, as play writes it)"),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := replayRecord(cmd, args[0], packArg, with)
			if err != nil {
				return err
			}
			data, err := g.EncodeScore()
			if err != nil {
				return err
			}
			_, err = cmd.OutOrStdout().Write(data)
			return err
		},
	}
	cmd.Flags().StringVar(&packArg, "pack", "", "pack file or built-in pack id (default: the record's \"pack\")")
	cmd.Flags().StringArrayVar(&with, "with", nil, "expansion pack file or built-in id, repeatable (default: the record's \"with\")")
	return cmd
}

// replayRecord reads the game record at path and replays it on its pack
// and expansions (packArg overrides the record's "pack", withArgs its
// "with"), whatever its ruleset.
func replayRecord(cmd *cobra.Command, path, packArg string, withArgs []string) (rulesets.Replayed, error) {
	lr, err := loadRecord(cmd, path, packArg, withArgs)
	if err != nil {
		return nil, err
	}
	g, err := rulesets.Replay(lr.set, lr.rec)
	if err != nil {
		return nil, &exitError{code: ExitInvalid, err: engine.OptionsAt(path, lr.data, lr.rec.Ruleset.Options, err)}
	}
	return g, nil
}

// loadedRecord is a game record read and decoded, with the pack it is
// played on.
type loadedRecord struct {
	data []byte
	rec  *rulesets.Record
	set  *engine.Set
}

// loadRecord reads the game record at path and loads its pack and
// expansions (packArg overrides the record's "pack", withArgs its "with").
func loadRecord(cmd *cobra.Command, path, packArg string, withArgs []string) (*loadedRecord, error) {
	data, err := readRecordFile(path)
	if err != nil {
		return nil, err
	}
	rec, err := rulesets.DecodeRecord(path, data)
	if err != nil {
		return nil, &exitError{code: ExitInvalid, err: err}
	}
	ref, err := recordPack(path, "pack", rec.Pack, packArg)
	if err != nil {
		return nil, err
	}
	var with []packRef
	if len(withArgs) > 0 {
		if with, err = withRefs(withArgs); err != nil {
			return nil, err
		}
	} else {
		for _, w := range rec.With {
			wref, err := recordPack(path, "with", w, "")
			if err != nil {
				return nil, err
			}
			with = append(with, wref)
		}
	}
	set, err := loadSetRef(ref, with, cmd.OutOrStdout())
	if err != nil {
		return nil, err
	}
	return &loadedRecord{data: data, rec: rec, set: set}, nil
}

// recordPack resolves the pack of a record named by its field ("pack",
// or an expansion in "with"): --pack when given (packArg,
// any PACK argument); else the record's "pack", which is followed only to
// a built-in pack or to a pack file in the record's own folder (the name
// relative to it, with no "..", and no link leading out of the folder). A
// record is often a file from someone else, so its "pack" never names
// anything else on the machine.
func recordPack(recordPath, field, pack, packArg string) (packRef, error) {
	if packArg != "" {
		return packRef{arg: packArg}, nil
	}
	if tilesets.Has(pack) {
		return packRef{arg: pack, builtin: true}, nil
	}
	if pack == "" {
		return packRef{}, &exitError{code: ExitInvalid, err: fmt.Errorf("%s: the record names no %q: add one (a built-in pack id, or a pack file beside the record) or pass --pack", recordPath, field)}
	}
	refuse := func(why string) error {
		return &exitError{code: ExitInvalid, err: fmt.Errorf("%s: %q: %q is neither a built-in pack (%s) nor a file beside the record%s: a record may only name those; pass --%s FILE to use another pack",
			recordPath, field, pack, strings.Join(tilesets.IDs(), ", "), why, field)}
	}
	local := filepath.FromSlash(pack)
	if filepath.IsAbs(pack) || filepath.IsAbs(local) || !filepath.IsLocal(local) {
		return packRef{}, refuse("")
	}
	dir := filepath.Dir(recordPath)
	beside := filepath.Join(dir, local)
	if _, err := os.Stat(beside); err != nil {
		return packRef{}, &exitError{code: ExitInvalid, err: fmt.Errorf("%s: %q: %q is neither a built-in pack (%s) nor a file beside the record (no %s): put the pack there or pass --%s FILE",
			recordPath, field, pack, strings.Join(tilesets.IDs(), ", "), beside, field)}
	}
	if !within(dir, beside) {
		return packRef{}, refuse(" (a symbolic link leads out of the record's folder)")
	}
	return packRef{arg: beside}, nil
}

// within reports whether path, with every symbolic link followed, lies in
// dir (also with links followed).
func within(dir, path string) bool {
	realDir, err1 := filepath.EvalSymlinks(dir)
	realPath, err2 := filepath.EvalSymlinks(path)
	if err1 != nil || err2 != nil {
		return false
	}
	rel, err := filepath.Rel(realDir, realPath)
	return err == nil && filepath.IsLocal(rel)
}
