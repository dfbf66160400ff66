package cli

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// exportTiled writes a pack's Tiled tileset into a new folder.
func exportTiled(cmd *cobra.Command, r *exporter.Renderer, out string, size int) error {
	if err := checkSize(size); err != nil {
		return err
	}
	opts, done := drawProgress(cmd, r, size)
	files, err := exporter.TiledTileset(cmd.Context(), r, opts)
	done()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if err := exporter.WriteDir(out, files); err != nil {
		return &exitError{code: ExitUsage, err: err}
	}
	fmt.Fprintf(cmd.OutOrStdout(), "exported %s as a Tiled tileset (%s, %d tiles) to %s\n",
		r.Pack().ID, exporter.TiledTilesetFile(r.Pack().ID), len(r.Pack().Tiles), filepath.Clean(out))
	return nil
}

// exportTiledGame replays a record and writes its board as a Tiled map
// beside the pack's tileset.
func exportTiledGame(cmd *cobra.Command, path, packArg, out string, size int) error {
	g, r, err := replayForDrawing(cmd, path, packArg, size)
	if err != nil {
		return err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	opts, done := drawProgress(cmd, r, size)
	files, err := exporter.TiledGame(cmd.Context(), r, g, name, opts)
	done()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if err := exporter.WriteDir(out, files); err != nil {
		return &exitError{code: ExitUsage, err: err}
	}
	fmt.Fprintf(cmd.OutOrStdout(), "exported the game in %s as a Tiled map (%s.tmj, %d tiles on the board) to %s\n",
		path, name, len(g.Board()), filepath.Clean(out))
	return nil
}

// exportPDF writes the print-and-play PDF of one mix.
func exportPDF(cmd *cobra.Command, r *exporter.Renderer, mix, paper, out string, size int) error {
	if !strings.HasSuffix(strings.ToLower(out), ".pdf") {
		return usageErrorf("--out %s: a print-and-play export is a .pdf file", out)
	}
	if _, ok := exporter.PaperNamed(paper); !ok {
		return usageErrorf("--paper %q: use a4 or letter", paper)
	}
	if err := checkSize(size); err != nil {
		return err
	}
	p := r.Pack()
	if mix == "" {
		if len(p.Mixes) != 1 {
			var ids []string
			for _, m := range p.Mixes {
				ids = append(ids, m.ID)
			}
			return usageErrorf("pack %s has %d mixes: choose one with --mix (%s)", p.ID, len(p.Mixes), strings.Join(ids, ", "))
		}
		mix = p.Mixes[0].ID
	}
	opts := exporter.PrintOptions{Paper: paper}
	if size != 0 {
		opts.DPI = max(1, int(float64(size)*25.4/45+0.5))
	}
	var finish func()
	opts.Progress, finish = lazyProgress(cmd, "drawing", "tiles")
	data, err := exporter.PrintAndPlay(cmd.Context(), r, mix, opts)
	finish()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if err := fsutil.WriteFileAtomic(out, data); err != nil {
		return usageErrorf("%v", err)
	}
	fmt.Fprintf(cmd.OutOrStdout(), "exported mix %s of %s for print and play (%s, %d KiB) to %s\n", mix, p.ID, strings.ToUpper(paper[:1])+paper[1:], len(data)/1024, filepath.Clean(out))
	return nil
}
