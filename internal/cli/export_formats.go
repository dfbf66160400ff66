package cli

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/exporter"
)

// exportTiledGame replays a record and writes its board as a Tiled map
// beside the pack's tileset.
func exportTiledGame(cmd *cobra.Command, path, packArg, out string, size int) error {
	g, r, err := replayForDrawing(cmd, path, packArg, size)
	if err != nil {
		return err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	opts, done := drawProgress(cmd, r, size)
	standing := g.Standing()
	files, err := exporter.TiledGame(cmd.Context(), r, g.Core(), &standing, name, opts)
	done()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if err := exporter.WriteDir(out, files); err != nil {
		return writeError(err)
	}
	fmt.Fprintf(cmd.OutOrStdout(), "exported the game in %s as a Tiled map (%s.tmj, %d tiles on the board) to %s\n",
		path, name, len(g.Core().Board()), filepath.Clean(out))
	return nil
}
