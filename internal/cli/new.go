package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

func newNewCmd() *cobra.Command {
	var from, id, name string
	var force bool
	cmd := &cobra.Command{
		Use:   "new FILE.json [--from PACK] [--id ID] [--name NAME]",
		Short: "Start a pack of your own: a copy of a built-in pack (or any pack) under its own id",
		Long: `new writes FILE.json, a copy of the pack --from (default: the built-in
winter-edition) with an id of its own — --id, or one made from the file's
name (my-variant.json: my-variant) — and a name of its own (--name; default:
the original's name with the id after it), so that its saves, exports and
reports are told apart from the original's. Edit it in the editor
(bin/tilesmith-editor FILE.json) or any text editor, then check it with
'tilesmith validate FILE.json'.

FILE.json must not exist (--force replaces it). A pack whose tiles have
artwork is copied only into its own folder, where its art paths still lead.`,
		Args: exactArgs(1, "the new pack's file, FILE.json"),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := args[0]
			if !strings.HasSuffix(strings.ToLower(out), ".json") {
				return usageErrorf("%s: a pack is a .json file", out)
			}
			if err := checkNotInput("the new pack's file", out, fsutil.Input{Path: from, Role: "the pack being copied"}); err != nil {
				return err
			}
			if err := checkOutParent("the new pack's file", out); err != nil {
				return err
			}
			if _, err := os.Lstat(out); err == nil && !force {
				return usageErrorf("%s exists: new makes a new pack; pass --force to replace it (nothing was written)", out)
			}
			if id == "" {
				if id = idFromFileName(out); id == "" {
					return usageErrorf("%s: no pack id can be made from this file name: give one with --id (lower-case letters, digits and hyphens)", out)
				}
			} else if !packIDPattern.MatchString(id) || len(id) > schema.MaxIDLength {
				return usageErrorf("--id %q: a pack id is lower-case letters, digits and hyphens, starting with a letter or digit, at most %d characters", id, schema.MaxIDLength)
			}
			src, err := readPack(from)
			if err != nil {
				return err
			}
			p, err := decodeValid(cmd.OutOrStdout(), cmd.ErrOrStderr(), src, "not copied: fix the errors above first (nothing was written)")
			if err != nil {
				return err
			}
			if err := checkArtStays(p, src, out); err != nil {
				return err
			}
			original := p.ID
			p.ID = id
			p.Source = nil
			switch {
			case name != "":
				p.Name = name
			case p.Name != "":
				p.Name = fmt.Sprintf("%s (%s)", p.Name, id)
			default:
				p.Name = id
			}
			data, err := schema.Encode(p)
			if err != nil {
				return &exitError{code: ExitInvalid, err: err}
			}
			if err := fsutil.WriteFileAtomicOpts(out, data, fsutil.WriteOptions{Force: force}); err != nil {
				return writeError(err)
			}
			mixes := make([]string, len(p.Mixes))
			for i, m := range p.Mixes {
				mixes[i] = m.ID
			}
			fmt.Fprintf(cmd.OutOrStdout(), "made %s: pack %s, a copy of %s (%d tiles; mixes %s): 'tilesmith validate %s' checks it\n",
				filepath.Clean(out), id, original, len(p.Tiles), strings.Join(mixes, ", "), filepath.Clean(out))
			return nil
		},
	}
	cmd.Flags().StringVar(&from, "from", "winter-edition", "the pack to copy: a built-in id or a pack file")
	cmd.Flags().StringVar(&id, "id", "", "the new pack's id (default: from the file name)")
	cmd.Flags().StringVar(&name, "name", "", "the new pack's name (default: the original's, with the id after it)")
	cmd.Flags().BoolVar(&force, "force", false, "replace FILE.json if it exists")
	_ = cmd.RegisterFlagCompletionFunc("from", completePackFlag) // a pack, not import's --from
	return cmd
}

// notIDRune are the characters a pack id does not take.
var notIDRune = regexp.MustCompile(`[^a-z0-9]+`)

// idFromFileName makes a pack id of a file's name: "My Variant.json" is
// "my-variant"; "" when nothing is left.
func idFromFileName(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	id := strings.Trim(notIDRune.ReplaceAllString(strings.ToLower(base), "-"), "-")
	if len(id) > schema.MaxIDLength {
		id = strings.TrimRight(id[:schema.MaxIDLength], "-")
	}
	return id
}

// checkArtStays refuses to copy a pack with artwork into another folder:
// its art paths are relative to the pack's folder and would lead nowhere.
func checkArtStays(p *schema.Pack, src source, out string) error {
	for _, t := range p.Tiles {
		if t.Art == "" {
			continue
		}
		from, err1 := filepath.Abs(filepath.Dir(src.name))
		to, err2 := filepath.Abs(filepath.Dir(out))
		if src.builtin || err1 != nil || err2 != nil || from != to {
			return usageErrorf("pack %s has artwork beside it (tile %s: %s), which a copy in another folder would lose: make the new pack in %s, or copy the pack with its art (tilesmith export %s --format dir --out DIR)",
				p.ID, t.ID, t.Art, filepath.Dir(src.name), src.name)
		}
		return nil
	}
	return nil
}
