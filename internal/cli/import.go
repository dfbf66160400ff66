package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

func newImportCmd() *cobra.Command {
	var out, from, id string
	var force bool
	cmd := &cobra.Command{
		Use:   "import FILE --out OUT [--from zip|jcz]",
		Short: "Unpack an exported pack zip, or turn JCloisterZone tile definitions into a pack",
		Long: `import PACK.zip --out DIR checks an archive made by 'tilesmith export --format
zip' and unpacks it into DIR, which must be new or empty. It refuses unsafe
archives (paths leaving the folder, links, more than 4096 entries, files over
64 MiB or bigger than declared), files that do not match manifest.json, and
packs validate would refuse, artwork decoded — and then writes nothing.

import TILES.xml --from jcz --out PACK.json turns JCloisterZone tile
definitions into a classic pack: every <tile> (road, city with pennants,
field with the cities it borders, monastery; an inn becomes the road's
decoration "inn") and one mix per <tile-set> with its counts. What a pack
does not model (other expansions' elements, refs to tiles of other files,
<remove>) is a warning with the file, line and column; a file past a pack's
limits (a port listed twice, more than 2000 tiles, a tile-set of more than 1000)
is refused there. --id names the pack (default: from the file name). --from is
taken from the file's extension when not given (.zip, .xml). The folder --out
names a place in must exist.`,
		Args: exactArgs(1, "the file to import: an exported pack .zip or JCloisterZone tile definitions (.xml)"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usageErrorf("import needs --out (a folder for a zip, a .json file for JCloisterZone definitions)")
			}
			if err := checkOutParent("--out", out); err != nil {
				return err
			}
			if !cmd.Flags().Changed("from") {
				switch strings.ToLower(filepath.Ext(args[0])) {
				case ".zip":
					from = "zip"
				case ".xml":
					from = "jcz"
				default:
					return usageErrorf("%s: import cannot tell what the file is from its name: give --from zip (a pack exported with 'tilesmith export --format zip') or --from jcz (JCloisterZone tile definitions)", args[0])
				}
			}
			if err := checkNotInput("--out", out, fsutil.Input{Path: args[0], Role: "the file being imported"}); err != nil {
				return err
			}
			switch from {
			case "zip":
				if err := refuseFlags(cmd, "is for JCloisterZone tile definitions; a zip is unpacked as the pack it holds, into a new or empty folder: leave it out", "id", "force"); err != nil {
					return err
				}
				p, err := exporter.ImportZipChecked(args[0], out, playable)
				if err != nil {
					return &exitError{code: ExitInvalid, err: err}
				}
				fmt.Fprintf(cmd.OutOrStdout(), "imported %s (%s, %s) into %s\n", p.ID, count(len(p.Tiles), "tile", "tiles"), count(len(p.Mixes), "mix", "mixes"), filepath.Clean(out))
				return nil
			case "jcz":
				return importJCZ(cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0], out, id, force)
			}
			if from == "" {
				return usageErrorf("--from is empty: give --from zip (an exported pack) or --from jcz (JCloisterZone tile definitions)")
			}
			return usageErrorf("--from %s: import reads zip (an exported pack) or jcz (JCloisterZone tile definitions)", from)
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "where to write: a new or empty folder (zip), a pack file (jcz)")
	cmd.Flags().StringVar(&from, "from", "", "what FILE is: zip or jcz (default: from its extension)")
	cmd.Flags().StringVar(&id, "id", "", "the new pack's id (jcz; default: from the file name)")
	cmd.Flags().BoolVar(&force, "force", false, "replace an existing --out pack file (jcz)")
	return cmd
}

// packIDPattern is the schema's pattern of a pack id.
var packIDPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// importJCZ turns a JCloisterZone tile definition file into a pack file
// and prints the warnings on what it left out.
func importJCZ(stdout, stderr io.Writer, path, out, id string, force bool) error {
	if !strings.HasSuffix(strings.ToLower(out), ".json") {
		return usageErrorf("--out %s: a pack is a .json file", out)
	}
	if id != "" && (!packIDPattern.MatchString(id) || len(id) > schema.MaxIDLength) {
		return usageErrorf("--id %q: a pack id is lower-case letters, digits and hyphens, starting with a letter or digit, at most %d characters", id, schema.MaxIDLength)
	}
	if _, err := os.Lstat(out); err == nil && !force {
		return usageErrorf("--out %s exists: an import makes a new pack; pass --force to replace it, nothing was written", out)
	}
	data, err := fsutil.ReadFileLimit(path, exporter.MaxJCZXMLSize, "tile definition")
	if err != nil {
		if errors.Is(err, fsutil.ErrTooLarge) || errors.Is(err, fsutil.ErrNotRegular) {
			return &exitError{code: ExitInvalid, err: err}
		}
		return usageErrorf("cannot read %s: %v", path, readReason(err))
	}
	p, warnings, err := exporter.ImportJCZ(path, data, id)
	for _, w := range warnings {
		fmt.Fprintln(stderr, w)
	}
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	encoded, err := schema.Encode(p)
	if err != nil {
		return err
	}
	if err := fsutil.WriteFileAtomicOpts(out, encoded, fsutil.WriteOptions{Force: force}); err != nil {
		return writeError(err)
	}
	fmt.Fprintf(stdout, "imported %s as pack %s (%s, %s, %s) to %s\n", path, p.ID, count(len(p.Tiles), "tile", "tiles"), count(len(p.Mixes), "mix", "mixes"), count(exporter.JCZWarningCount(warnings), "warning", "warnings"), filepath.Clean(out))
	return nil
}
