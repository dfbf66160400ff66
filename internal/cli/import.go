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
		Use:   "import FILE... --out OUT [--from zip|jcz]",
		Short: "Unpack an exported pack zip, or turn JCloisterZone tile definitions into a pack",
		Long: `import PACK.zip --out DIR checks an archive made by 'tilesmith export --format
zip' and unpacks it into DIR, which must be new or empty. It refuses unsafe
archives (paths leaving the folder, links, more than 4096 entries, files over
64 MiB or bigger than declared), files that do not match manifest.json, and
packs validate would refuse, artwork decoded — and then writes nothing.

import TILES.xml... --from jcz --out PACK.json turns JCloisterZone tile
definitions into a classic pack: every <tile> (road, city with pennants,
field with the cities it borders, monastery; an inn becomes the road's
decoration "inn"; a road over three or four edges one road per edge, meeting
at a crossing) and one mix per <tile-set> with its counts, its id JCloisterZone's
("basic:1" as basic-1). Several files import together, so that a tile-set of
one may count the tiles of another (winter.xml counts basic.xml's); an add-on
package (.jca) gives the tile files its jcz-addon.json names. What a pack does
not model (other expansions' elements, a river, an inner field, refs to tiles
of no file given, <remove>) is a warning with the file, line and column; a
tile no pack could hold (a port listed twice, a half edge two features hold)
is left out with the reason while the rest imports; files past a pack's limits
(more than 2000 tiles, a tile-set of more than 1000) are refused there. --id
names the pack (default: from the first file's name). --from is taken from the
files' extension when not given (.zip; .xml and .jca). The folder --out names a
place in must exist.`,
		Args: minArgs(1, "the file to import: an exported pack .zip, or JCloisterZone tile definitions (.xml files, or an add-on .jca)"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usageErrorf("import needs --out (a folder for a zip, a .json file for JCloisterZone definitions)")
			}
			if err := checkOutParent("--out", out); err != nil {
				return err
			}
			if !cmd.Flags().Changed("from") {
				var err error
				if from, err = importKind(args); err != nil {
					return err
				}
			}
			for _, in := range args {
				if err := checkNotInput("--out", out, fsutil.Input{Path: in, Role: "a file being imported"}); err != nil {
					return err
				}
			}
			switch from {
			case "zip":
				if len(args) > 1 {
					return usageErrorf("import unpacks one pack zip at a time, got %d files (%s): import each into its own folder", len(args), quoteArgs(args))
				}
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
				return importJCZ(cmd.OutOrStdout(), cmd.ErrOrStderr(), args, out, id, force)
			}
			if from == "" {
				return usageErrorf("--from is empty: give --from zip (an exported pack) or --from jcz (JCloisterZone tile definitions)")
			}
			return usageErrorf("--from %s: import reads zip (an exported pack) or jcz (JCloisterZone tile definitions)", from)
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "where to write: a new or empty folder (zip), a pack file (jcz)")
	cmd.Flags().StringVar(&from, "from", "", "what the files are: zip or jcz (default: from their extension)")
	cmd.Flags().StringVar(&id, "id", "", "the new pack's id (jcz; default: from the first file's name)")
	cmd.Flags().BoolVar(&force, "force", false, "replace an existing --out pack file (jcz)")
	return cmd
}

// importKind tells from the files' extensions what import reads: zip, or
// jcz for JCloisterZone tile files and add-on packages.
func importKind(args []string) (string, error) {
	kind := ""
	for _, in := range args {
		k := ""
		switch strings.ToLower(filepath.Ext(in)) {
		case ".zip":
			k = "zip"
		case ".xml", ".jca":
			k = "jcz"
		default:
			return "", usageErrorf("%s: import cannot tell what the file is from its name: give --from zip (a pack exported with 'tilesmith export --format zip') or --from jcz (JCloisterZone tile definitions: .xml files or an add-on .jca)", in)
		}
		if kind != "" && k != kind {
			return "", usageErrorf("import reads one kind of file at a time: %s is a pack zip, the others JCloisterZone tile definitions", quoteArgs(args))
		}
		kind = k
	}
	return kind, nil
}

// packIDPattern is the schema's pattern of a pack id.
var packIDPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// importJCZ turns JCloisterZone tile definition files (and the tile files
// of add-on packages) into one pack file and prints the warnings on what
// it left out.
func importJCZ(stdout, stderr io.Writer, paths []string, out, id string, force bool) error {
	if !strings.HasSuffix(strings.ToLower(out), ".json") {
		return usageErrorf("--out %s: a pack is a .json file", out)
	}
	if id != "" && (!packIDPattern.MatchString(id) || len(id) > schema.MaxIDLength) {
		return usageErrorf("--id %q: a pack id is lower-case letters, digits and hyphens, starting with a letter or digit, at most %d characters", id, schema.MaxIDLength)
	}
	if _, err := os.Lstat(out); err == nil && !force {
		return usageErrorf("--out %s exists: an import makes a new pack; pass --force to replace it, nothing was written", out)
	}
	sources, addonID, err := readJCZSources(stderr, paths)
	if err != nil {
		return err
	}
	if id == "" && addonID != "" && packIDPattern.MatchString(addonID) && len(addonID) <= schema.MaxIDLength {
		id = addonID
	}
	p, warnings, err := exporter.ImportJCZFiles(sources, id)
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
	fmt.Fprintf(stdout, "imported %s as pack %s (%s, %s, %s) to %s\n", strings.Join(paths, ", "), p.ID, count(len(p.Tiles), "tile", "tiles"), count(len(p.Mixes), "mix", "mixes"), count(exporter.JCZWarningCount(warnings), "warning", "warnings"), filepath.Clean(out))
	return nil
}

// readJCZSources reads the tile files to import: each .xml as it is, each
// add-on package (.jca) as the tile files its jcz-addon.json names (its
// warnings printed as they come).
// The pack's id is then the first package's add-on id, when a package comes
// first (its tile file is most often just "tiles.xml").
func readJCZSources(stderr io.Writer, paths []string) (sources []exporter.JCZSource, defaultID string, err error) {
	for _, path := range paths {
		if strings.EqualFold(filepath.Ext(path), ".jca") {
			addonID, files, warnings, err := exporter.ReadJCA(path)
			for _, w := range warnings {
				fmt.Fprintln(stderr, w)
			}
			if err != nil {
				// As for a pack zip: a package that cannot be read, or that
				// JCloisterZone or our limits refuse, is invalid input.
				return nil, "", &exitError{code: ExitInvalid, err: err}
			}
			if len(sources) == 0 {
				defaultID = addonID
			}
			sources = append(sources, files...)
			continue
		}
		data, err := fsutil.ReadFileLimit(path, exporter.MaxJCZXMLSize, "tile definition")
		if err != nil {
			if errors.Is(err, fsutil.ErrTooLarge) || errors.Is(err, fsutil.ErrNotRegular) {
				return nil, "", &exitError{code: ExitInvalid, err: err}
			}
			return nil, "", usageErrorf("cannot read %s: %v", path, readReason(err))
		}
		sources = append(sources, exporter.JCZSource{File: path, Data: data})
	}
	return sources, defaultID, nil
}
