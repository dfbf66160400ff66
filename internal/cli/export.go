package cli

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/exporter"
)

// exportFormats are the formats export writes, with what each is.
var exportFormats = []struct{ name, what string }{
	{"dir", "a folder: pack.json, tiles/<id>.png, sheet.png, artwork, manifest.json"},
	{"zip", "the same as a .zip archive (import it back with 'tilesmith import')"},
	{"jcz", "a JCloisterZone 5 add-on (classic and mists packs): tiles.xml, jcz-addon.json,\n         artwork; a folder, or a zip when --out ends in .zip. What JCloisterZone\n         cannot show is listed as warnings"},
	{"tiled", "a Tiled tileset: <pack>.tsj and tiles/<id>.png, edges and features as\n         custom properties. Given a RECORD.json instead of a PACK: the tileset\n         and the game's board as <record>.tmj, a map Tiled opens"},
	{"pdf", "print and play: every tile of --mix at 45 mm on --paper a4|letter, with\n         cut marks (--out FILE.pdf)"},
}

func formatNames() string {
	var names []string
	for _, f := range exportFormats {
		names = append(names, f.name)
	}
	return strings.Join(names, "|")
}

func newExportCmd() *cobra.Command {
	var (
		format, mix, out, paper, packArg string
		size                             int
	)
	var help strings.Builder
	for _, f := range exportFormats {
		fmt.Fprintf(&help, "  %-6s %s\n", f.name, f.what)
	}
	cmd := &cobra.Command{
		Use:   "export PACK|RECORD.json --format " + formatNames() + " --out PATH",
		Short: "Export a pack for other tools: a folder, a zip, and other clients' formats",
		Long: "export writes a checked pack in one of these formats:\n\n" + help.String() + `
It never overwrites: a folder must be new or empty, and files are written
atomically. Tiles are drawn at --size pixels (default 256; for pdf, 300 dpi).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usageErrorf("export needs --out")
			}
			if isRecordFile(args[0]) {
				if format != "tiled" {
					return usageErrorf("%s is a game record: only --format tiled exports a game (as a Tiled map)", args[0])
				}
				return exportTiledGame(cmd, args[0], packArg, out, size)
			}
			r, err := loadRenderer(args[0], cmd.OutOrStdout())
			if err != nil {
				return err
			}
			if mix != "" && !hasMix(r, mix) {
				return usageErrorf("pack %s has no mix %q", r.Pack().ID, mix)
			}
			switch format {
			case "dir", "zip":
				return exportPack(cmd, r, format, out, size)
			case "jcz":
				return exportJCZ(cmd, r, mix, out, size)
			case "tiled":
				return exportTiled(cmd, r, out, size)
			case "pdf":
				return exportPDF(cmd, r, mix, paper, out, size)
			}
			return usageErrorf("unknown --format %q: use one of %s", format, formatNames())
		},
	}
	cmd.Flags().StringVar(&format, "format", "", "output format: "+formatNames())
	cmd.Flags().StringVar(&mix, "mix", "", "the mix to export, for formats that hold one")
	cmd.Flags().StringVar(&out, "out", "", "output path")
	cmd.Flags().IntVar(&size, "size", 0, "tile picture size in pixels (default 256; pdf: 300 dpi)")
	cmd.Flags().StringVar(&paper, "paper", "a4", "pdf: paper size, a4 or letter")
	cmd.Flags().StringVar(&packArg, "pack", "", "for a record: pack file or built-in id (default: the record's \"pack\")")
	return cmd
}

func hasMix(r *exporter.Renderer, id string) bool {
	for _, m := range r.Pack().Mixes {
		if m.ID == id {
			return true
		}
	}
	return false
}

// exportPack writes the pack folder or zip, with progress on a terminal.
func exportPack(cmd *cobra.Command, r *exporter.Renderer, format, out string, size int) error {
	if err := checkSize(size); err != nil {
		return err
	}
	if format == "zip" && !strings.HasSuffix(strings.ToLower(out), ".zip") {
		return usageErrorf("--out %s: a zip export is a .zip file", out)
	}
	opts, done := drawProgress(cmd, r, size)
	files, err := exporter.PackFiles(cmd.Context(), r, opts)
	done()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if format == "zip" {
		err = exporter.WriteZip(out, files)
	} else {
		err = exporter.WriteDir(out, files)
	}
	if err != nil {
		return &exitError{code: ExitUsage, err: err}
	}
	fmt.Fprintf(cmd.OutOrStdout(), "exported %s (%d files) to %s\n", r.Pack().ID, len(files), filepath.Clean(out))
	return nil
}

func newImportCmd() *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "import PACK.zip --out DIR",
		Short: "Unpack an exported pack zip into a new folder, after checking it is safe and intact",
		Long: `import checks an archive made by 'tilesmith export --format zip' and unpacks
it into DIR, which must be new or empty. It refuses unsafe archives (paths
leaving the folder, links, more than 4096 entries, files over 64 MiB or
bigger than declared), files that do not match manifest.json, and invalid
packs — and then writes nothing.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usageErrorf("import needs --out DIR")
			}
			p, err := exporter.ImportZip(args[0], out)
			if err != nil {
				return &exitError{code: ExitInvalid, err: err}
			}
			fmt.Fprintf(cmd.OutOrStdout(), "imported %s (%d tiles, %d mixes) into %s\n", p.ID, len(p.Tiles), len(p.Mixes), filepath.Clean(out))
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "folder to unpack into (new or empty)")
	return cmd
}

// exportJCZ writes a JCloisterZone add-on and prints what it left out.
func exportJCZ(cmd *cobra.Command, r *exporter.Renderer, mix, out string, size int) error {
	if err := checkSize(size); err != nil {
		return err
	}
	opts, done := drawProgress(cmd, r, size)
	files, warnings, err := exporter.JCZAddon(cmd.Context(), r, mix, opts)
	done()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	for _, w := range warnings {
		fmt.Fprintf(cmd.ErrOrStderr(), "warning: %s\n", w)
	}
	if strings.HasSuffix(strings.ToLower(out), ".zip") {
		err = exporter.WriteZip(out, files)
	} else {
		err = exporter.WriteDir(out, files)
	}
	if err != nil {
		return &exitError{code: ExitUsage, err: err}
	}
	fmt.Fprintf(cmd.OutOrStdout(), "exported %s as a JCloisterZone add-on (%d files, %d warnings) to %s\n", r.Pack().ID, len(files), len(warnings), filepath.Clean(out))
	return nil
}
