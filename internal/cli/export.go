package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/fsutil"
)

func newExportCmd() *cobra.Command {
	var (
		format, mix, out, paper, packArg string
		baseURL                          string
		size                             int
		force, lossy                     bool
		print                            exporter.PrintOptions
	)
	var with []string
	var help strings.Builder
	for _, f := range exporter.Formats {
		what := strings.ReplaceAll(f.What, "\n", "\n         ")
		if f.Name == "tiled" {
			what += ". Given a RECORD.json instead of a PACK: the tileset\n         and the game's board as <record>.tmj, a map Tiled opens"
		}
		fmt.Fprintf(&help, "  %-6s %s\n", f.Name, what)
	}
	cmd := &cobra.Command{
		Use:   "export PACK|RECORD.json --format " + exporter.FormatNames() + " --out PATH",
		Short: "Export a pack for other tools: a folder, a zip, and other clients' formats",
		Long: "export writes a checked pack in one of these formats:\n\n" + help.String() + `
It never overwrites: a folder must be new or empty, and a file (zip, pdf, a
.jca) new unless --force replaces it. Files are written whole or not at all.
Tiles are drawn at --size pixels (default 256; for pdf, 300 dpi).`,
		Args: exactArgs(1, "one PACK or RECORD.json: "+packArgs()+", or a game record"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usageErrorf("export needs --out")
			}
			if err := checkOutParent("--out", out); err != nil {
				return err
			}
			if isRecordFile(args[0]) {
				if err := refuseFlags(cmd, "is for exporting a pack, and "+args[0]+" is a game record, exported as a Tiled map of its board: leave it out", "mix", "paper", "lossy", "with", "bleed", "gap", "backs", "stickers", "checklist", "credit", "base-url"); err != nil {
					return err
				}
				if format != "tiled" {
					return usageErrorf("%s is a game record: only --format tiled exports a game (as a Tiled map)", args[0])
				}
				if err := checkNotInput("--out", out, fsutil.Input{Path: args[0], Role: "the record being exported"}, fsutil.Input{Path: packArg, Role: "the pack of the record"}); err != nil {
					return err
				}
				return exportTiledGame(cmd, args[0], packArg, out, size)
			}
			if err := refuseFlags(cmd, "names the pack of a game record, and "+args[0]+" is a pack: leave it out", "pack"); err != nil {
				return err
			}
			if err := refuseFlags(cmd, "sets the paper of a print-and-play pdf: give it with --format pdf, or leave it out", "paper"); format != "pdf" && err != nil {
				return err
			}
			if err := refuseFlags(cmd, "sets the layout of a print-and-play pdf: give it with --format pdf, or leave it out", "bleed", "gap", "backs", "stickers", "checklist", "credit"); format != "pdf" && err != nil {
				return err
			}
			if !cmd.Flags().Changed("gap") {
				print.Gap = exporter.AutoGap
			}
			if print.Stickers != "" && !cmd.Flags().Changed("paper") {
				paper = "" // the label sheet's own
			}
			if err := refuseFlags(cmd, "lets a JCloisterZone add-on leave out what JCloisterZone cannot play: give it with --format jcz, or leave it out", "lossy"); format != "jcz" && err != nil {
				return err
			}
			if err := refuseFlags(cmd, "names where a Tabletop Simulator export's pictures are hosted, or where a JCloisterZone add-on will be published (its catalogue entry): give it with --format tts or jcz, or leave it out", "base-url"); !exporter.Publishes(format) && err != nil {
				return err
			}
			r, inputs, err := loadRenderer(args[0], with, "the pack being exported", cmd.OutOrStdout())
			if err != nil {
				return err
			}
			if err := checkNotInput("--out", out, inputs...); err != nil {
				return err
			}
			return exportPack(cmd, r, exporter.Export{Format: format, Mix: mix, Paper: paper, Out: out, TileSize: size, Replace: force, Force: force, Lossy: lossy, Print: print, BaseURL: baseURL})
		},
	}
	cmd.Flags().StringVar(&format, "format", "", "output format: "+exporter.FormatNames())
	cmd.Flags().StringVar(&mix, "mix", "", "the mix to export, for formats that hold one")
	addWithFlag(cmd, &with)
	cmd.Flags().StringVar(&out, "out", "", "output path")
	cmd.Flags().IntVar(&size, "size", 0, "tile picture size in pixels (default 256; pdf: 300 dpi)")
	cmd.Flags().StringVar(&paper, "paper", "a4", "pdf: paper size, a4 or letter")
	cmd.Flags().Float64Var(&print.Bleed, "bleed", exporter.DefaultBleedMM, fmt.Sprintf("pdf: mm of art past each tile's cut edge, 0 (none: tiles edge to edge, the most per page) to %g", exporter.MaxBleedMM))
	cmd.Flags().Float64Var(&print.Gap, "gap", 0, "pdf: mm between tiles, at least twice the bleed (default: twice the bleed)")
	cmd.Flags().BoolVar(&print.Backs, "backs", false, "pdf: a page of tile backs after each page of tiles, for long-edge double-sided printing")
	cmd.Flags().StringVar(&print.Stickers, "stickers", "", "pdf: the tiles at the labels of a label sheet, for blank tiles: "+exporter.LabelSheetNames())
	cmd.Flags().BoolVar(&print.Checklist, "checklist", false, "pdf: add pages listing every tile with its count per mix")
	cmd.Flags().StringVar(&print.Credit, "credit", "", "pdf: the line in each page's top margin (default: the pack's name)")
	cmd.Flags().StringVar(&packArg, "pack", "", "for a record: pack file or built-in id (default: the record's \"pack\")")
	cmd.Flags().BoolVar(&force, "force", false, "zip, pdf, .jca: replace a file of that name (even a read-only or hard-linked one)")
	cmd.Flags().StringVar(&baseURL, "base-url", "", "tts: the address the pictures will be hosted at (default: file URLs of where they are written); jcz: the address the .jca will be published under, for its FanCloisterZone catalogue entry (addons.json beside it)")
	cmd.Flags().BoolVar(&lossy, "lossy", false, "jcz: export a pack whose rules JCloisterZone cannot play (Mists, the Messages module), each thing left out a warning")
	return cmd
}

// exportPack makes one export of a pack, with progress on a terminal.
func exportPack(cmd *cobra.Command, r *exporter.Renderer, x exporter.Export) error {
	if x.Format == "pdf" && x.Mix == "" && len(r.Pack().Mixes) != 1 {
		var ids []string
		for _, m := range r.Pack().Mixes {
			ids = append(ids, m.ID)
		}
		return usageErrorf("pack %s has %d mixes: choose one with --mix (%s)", r.Pack().ID, len(r.Pack().Mixes), exporter.ListShown(ids))
	}
	var finish func()
	x.Progress, finish = lazyProgress(cmd, "drawing", "tiles")
	summary, warnings, err := x.Run(cmd.Context(), r)
	finish()
	switch {
	case errors.Is(err, exporter.ErrRequest):
		return &exitError{code: ExitUsage, err: err}
	case err != nil:
		return &exitError{code: ExitInvalid, err: err}
	}
	for _, w := range warnings {
		fmt.Fprintf(cmd.ErrOrStderr(), "warning: %s\n", w)
	}
	fmt.Fprintln(cmd.OutOrStdout(), summary)
	return nil
}

// exportJCZ writes a JCloisterZone add-on and prints what it left out.
