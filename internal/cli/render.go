package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

func newRenderCmd() *cobra.Command {
	var (
		tile, out, packArg string
		size, rot          int
		force, board       bool
	)
	var with []string
	cmd := &cobra.Command{
		Use:   "render PACK|RECORD.json --out DIR|FILE",
		Short: "Draw a pack's tiles as PNGs, or a game record as a board picture",
		Long: `render draws tiles from their features (or their artwork).

  render PACK --out DIR                 every tile, as DIR/<id>.png
  render PACK --tile ID --out FILE.png  one tile (--rot turns it clockwise)
  render PACK --board --out FILE.png    the board of a pack that has one (The
                                        Castle's: the cells inside the wall,
                                        the start spaces, the score track)
  render RECORD.json --out board.png    the board of a game record of any
                                        ruleset after its last move: tiles,
                                        followers, scores (on The Castle's
                                        board: its wall, the markers on the
                                        track, the wall tiles, the keeps)

--size is the tile size in pixels (32 to 1024; default 256 for tiles, 96 per
cell for boards). Files are written atomically, a folder's tiles all at once
(drawn into a temporary folder first): existing PNGs of the same name are
replaced, unless they are read-only (--force replaces those too); a file of
such a name that is not a PNG is refused. The folder --out names a place in
must exist. A board picture is at most 8192 px a side: a larger board is drawn
in smaller cells, and render says so. render never writes over the pack, the
record or the artwork it reads.`,
		Args: exactArgs(1, "one PACK or RECORD.json: "+packArgs()+", or a game record"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usageErrorf("render needs --out (a folder, or a .png file)")
			}
			if err := checkOutParent("--out", out); err != nil {
				return err
			}
			if isRecordFile(args[0]) {
				if err := refuseFlags(cmd, "draws from a pack, and "+args[0]+" is a game record, whose board render draws: leave it out", "tile", "rot", "board", "with"); err != nil {
					return err
				}
				return renderRecord(cmd, args[0], packArg, out, size, force)
			}
			if err := refuseFlags(cmd, "names the pack of a game record, and "+args[0]+" is a pack: leave it out", "pack"); err != nil {
				return err
			}
			if err := refuseFlags(cmd, "turns the one tile --tile draws; every tile, or a board, is drawn unturned: give --tile ID, or leave --rot out", "rot"); !cmd.Flags().Changed("tile") && err != nil {
				return err
			}
			r, inputs, err := loadRenderer(args[0], with, "the pack being rendered", cmd.OutOrStdout())
			if err != nil {
				return err
			}
			if board {
				return renderPackBoard(cmd.OutOrStdout(), r, inputs, tile, out, size, force)
			}
			if size == 0 {
				size = 256
			}
			if tile != "" {
				img, err := r.Tile(tile, rot, size)
				if err != nil {
					return drawError(err)
				}
				derived := false // a name we made up is never followed through a link
				if info, err := os.Stat(out); err == nil && info.IsDir() {
					out, derived = filepath.Join(out, tile+".png"), true
				}
				if err := checkNotInput("--out", out, inputs...); err != nil {
					return err
				}
				if err := writePNG(out, img, fsutil.WriteOptions{Force: force, NoFollow: derived}); err != nil {
					return err
				}
				fmt.Fprintf(cmd.OutOrStdout(), "tile %s drawn at %d px, turned %d°, to %s\n", tile, size, rot, filepath.Clean(out))
				return nil
			}
			if _, err := r.Tile(r.Pack().Tiles[0].ID, 0, size); err != nil {
				return drawError(err)
			}
			if err := checkReplacedPNGs(out, r.Pack()); err != nil {
				return err
			}
			opts, done := drawProgress(cmd, r, size)
			dirOpts := fsutil.DirOptions{Flag: "--out", Merge: true, Force: force, Inputs: inputs}
			err = fsutil.WriteFiles(out, dirOpts, func(tmp string) error {
				return r.TilePNGs(cmd.Context(), size, 0, opts.Progress, func(i int, data []byte) error {
					name := r.Pack().Tiles[i].ID + ".png"
					if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
						return fmt.Errorf("cannot write %s: %w; nothing was written", filepath.Join(out, name), errors.Unwrap(err))
					}
					return nil
				})
			})
			done()
			if err != nil {
				return writeError(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%d tiles drawn at %d px into %s\n", len(r.Pack().Tiles), size, out)
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "output folder (all tiles) or PNG file (one tile, a board)")
	cmd.Flags().StringVar(&tile, "tile", "", "draw only this tile")
	cmd.Flags().BoolVar(&board, "board", false, "draw the pack's board (The Castle's) as one .png")
	addWithFlag(cmd, &with)
	cmd.Flags().IntVar(&size, "size", 0, "tile size in pixels, 32 to 1024 (default 256; 96 per board cell)")
	cmd.Flags().IntVar(&rot, "rot", 0, "turn the tile clockwise by 0, 90, 180 or 270 degrees")
	cmd.Flags().StringVar(&packArg, "pack", "", "for a record: pack file or built-in id (default: the record's \"pack\")")
	cmd.Flags().BoolVar(&force, "force", false, "replace read-only or hard-linked PNGs of the same name")
	return cmd
}

// isRecordFile reports whether path is a JSON file holding a game record
// (an object with "moves") rather than a pack.
func isRecordFile(path string) bool {
	data, err := fsutil.ReadFileLimit(path, schema.MaxPackBytes, "pack or game record")
	if err != nil {
		return false
	}
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return false
	}
	_, moves := top["moves"]
	_, tiles := top["tiles"]
	return moves && !tiles
}

// loadRenderer reads and checks a PACK argument, with the --with
// expansions played on it, for drawing; a pack file's folder holds its
// artwork. It returns the files drawing reads, which --out must spare.
func loadRenderer(arg string, with []string, role string, stdout io.Writer) (*exporter.Renderer, []fsutil.Input, error) {
	refs, err := withRefs(with)
	if err != nil {
		return nil, nil, err
	}
	c, err := checkCombination(packRef{arg: arg}, refs)
	if err != nil {
		return nil, nil, err
	}
	if c.pack == nil || c.diags.HasErrors() {
		fmt.Fprint(stdout, c.diags.String())
		return nil, nil, &exitError{code: ExitInvalid, err: fmt.Errorf("%s has errors (listed above); fix them first", c.name)}
	}
	art, err := c.artwork()
	if err != nil {
		return nil, nil, err
	}
	r, err := exporter.NewRenderer(c.pack, art)
	if err != nil {
		return nil, nil, &exitError{code: ExitInvalid, err: err}
	}
	return r, c.inputs(arg, with, role), nil
}

// renderRecord replays a record and draws its board.
func renderRecord(cmd *cobra.Command, path, packArg, out string, size int, force bool) error {
	if !strings.HasSuffix(strings.ToLower(out), ".png") {
		return usageErrorf("--out %s: a board picture is a .png file", out)
	}
	if err := checkNotInput("--out", out, fsutil.Input{Path: path, Role: "the record being drawn"}, fsutil.Input{Path: packArg, Role: "the pack of the record"}); err != nil {
		return err
	}
	g, r, err := replayForDrawing(cmd, path, packArg, size)
	if err != nil {
		return err
	}
	standing := g.Standing()
	symbols, _ := g.(exporter.CopySymbols) // each placed copy's own ghost symbols, where copies differ
	edges, _ := g.(engine.EdgeMarker)      // pieces on the sides of cells: The City's wall
	track, _ := g.(engine.Tracker)         // a score track round the board: The Castle's
	pieces, _ := g.(engine.PieceMarker)    // pieces on tiles besides followers: The Castle's keeps
	opts := exporter.BoardOptions{TileSize: size, Standing: &standing, Symbols: symbols, Edges: edges, Track: track, Pieces: pieces}
	img, err := r.Board(g.Core(), opts)
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if err := writePNG(out, img, fsutil.WriteOptions{Force: force}); err != nil {
		return err
	}
	b := img.Bounds()
	fmt.Fprintf(cmd.OutOrStdout(), "the board of %s (%d tiles placed) drawn at %d × %d px%s to %s\n", path, len(g.Core().Board()), b.Dx(), b.Dy(), smallerCells(r, g.Core(), opts), filepath.Clean(out))
	return nil
}

// smallerCells says so when a board is drawn in smaller cells than asked
// for, to keep its picture within exporter.MaxBoardSide: ", in cells of
// 16 px (not 96: a board picture is at most 8192 px on a side)".
func smallerCells(r *exporter.Renderer, g *engine.Game, opts exporter.BoardOptions) string {
	cell, asked := r.BoardCellSize(g, opts), exporter.BoardTileSize(opts)
	if cell >= asked {
		return ""
	}
	return fmt.Sprintf(", in cells of %d px (not %d: a board picture is at most %d px on a side)", cell, asked, exporter.MaxBoardSide)
}

// renderPackBoard draws the board a pack holds (The Castle's) into a PNG.
func renderPackBoard(stdout io.Writer, r *exporter.Renderer, inputs []fsutil.Input, tile, out string, size int, force bool) error {
	if tile != "" {
		return usageErrorf("--board draws the whole board: leave --tile out")
	}
	if !strings.HasSuffix(strings.ToLower(out), ".png") {
		return usageErrorf("--out %s: a board picture is a .png file", out)
	}
	if err := checkSize(size); err != nil {
		return err
	}
	if err := checkNotInput("--out", out, inputs...); err != nil {
		return err
	}
	img, err := r.CastleBoard(exporter.BoardOptions{TileSize: size})
	if err != nil {
		return drawError(err)
	}
	if err := writePNG(out, img, fsutil.WriteOptions{Force: force}); err != nil {
		return err
	}
	b := img.Bounds()
	fmt.Fprintf(stdout, "the board of %s drawn at %d × %d px to %s\n", r.Pack().ID, b.Dx(), b.Dy(), filepath.Clean(out))
	return nil
}

// replayForDrawing checks a --size, replays a record of any ruleset and
// returns the game with a renderer of its pack.
func replayForDrawing(cmd *cobra.Command, path, packArg string, size int) (rulesets.Replayed, *exporter.Renderer, error) {
	if err := checkSize(size); err != nil {
		return nil, nil, err
	}
	g, err := replayRecord(cmd, path, packArg, nil)
	if err != nil {
		return nil, nil, err
	}
	r, err := exporter.NewRenderer(g.Core().Set.Pack, nil)
	if err != nil {
		return nil, nil, &exitError{code: ExitInvalid, err: err}
	}
	return g, r, nil
}

// checkSize refuses a --size out of the renderer's range (0: default).
func checkSize(size int) error {
	if size != 0 && (size < exporter.MinTileSize || size > exporter.MaxTileSize) {
		return usageErrorf("--size %d is out of range: use %d to %d", size, exporter.MinTileSize, exporter.MaxTileSize)
	}
	return nil
}

// drawProgress returns export options drawing tiles at size with a
// progress bar on a terminal, and a function to call when drawing ends.
func drawProgress(cmd *cobra.Command, r *exporter.Renderer, size int) (exporter.PackOptions, func()) {
	opts := exporter.PackOptions{TileSize: size}
	bar := newProgress(cmd.ErrOrStderr(), len(r.Pack().Tiles), "drawing", "tiles")
	if bar == nil {
		return opts, func() {}
	}
	opts.Progress = func(done, _ int) { _ = bar.Set(done) }
	return opts, func() { _ = bar.Finish() }
}

// lazyProgress returns a progress callback for work whose size is known
// only when it starts, showing a bar on a terminal, and a function to call
// when the work ends.
func lazyProgress(cmd *cobra.Command, description, unit string) (func(done, total int), func()) {
	var bar *progressbar.ProgressBar
	progress := func(done, total int) {
		if bar == nil {
			if bar = newProgress(cmd.ErrOrStderr(), total, description, unit); bar == nil {
				bar = progressbar.DefaultSilent(int64(total))
			}
		}
		_ = bar.Set(done)
	}
	return progress, func() {
		if bar != nil {
			_ = bar.Finish()
		}
	}
}

// checkReplacedPNGs refuses a render into a folder where a file named like
// a tile's picture (D.png) is not a PNG: render replaces the pictures it
// drew before, never a file of someone else's that happens to have the
// name.
func checkReplacedPNGs(out string, p *schema.Pack) error {
	if info, err := os.Stat(out); err != nil || !info.IsDir() {
		return nil // a new folder: nothing to replace
	}
	for _, t := range p.Tiles {
		path := filepath.Join(out, t.ID+".png")
		info, err := os.Lstat(path)
		if err != nil || !info.Mode().IsRegular() {
			continue // absent; links and the like are refused when written
		}
		if ok, err := exporter.IsPNGFile(path); err == nil && !ok {
			return usageErrorf("--out %s: %s is not a PNG picture, and render replaces only the pictures it drew: move it or choose another folder (nothing was written)", out, path)
		}
	}
	return nil
}

// drawError sorts a failure to draw a tile: artwork that cannot be read is
// a bad input file (exit 1, as export says); anything else (an unknown
// tile, a size or turn out of range) is a bad request (exit 2).
func drawError(err error) error {
	var art *exporter.ArtError
	if errors.As(err, &art) {
		return &exitError{code: ExitInvalid, err: err}
	}
	return &exitError{code: ExitUsage, err: err}
}

// writePNG encodes img and writes it atomically with opts.
func writePNG(path string, img image.Image, opts fsutil.WriteOptions) error {
	data, err := exporter.EncodePNG(img)
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	return writeError(fsutil.WriteFileAtomicOpts(path, data, opts))
}
