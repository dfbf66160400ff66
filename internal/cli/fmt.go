package cli

import (
	"bytes"
	"fmt"
	"io"

	"github.com/spf13/cobra"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

func newFmtCmd() *cobra.Command {
	var write, check, force bool
	cmd := &cobra.Command{
		Use:   "fmt [-w | --check] PACK...",
		Short: "Rewrite packs in the canonical layout (stable key order, one feature per line)",
		Long: `Print packs in the canonical layout, or with -w rewrite the files in place
(atomically: a crash leaves the old file or the new one; a symbolic link stays
a link and its target is rewritten; the file keeps its permissions and owner;
a read-only file is refused unless --force). With --check, list the packs
that are not canonical and exit 1 if there are any.

A pack with schema errors is refused rather than formatted, since the
canonical form keeps only what the schema describes: nothing is ever lost.
A property the format has retired (its warning says why) is left out, and
fmt says so on standard error.`,
		Args: minArgs(1, "one pack file or more"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if write && check {
				return usageErrorf("-w rewrites the files and --check only lists those not canonical: give one of them")
			}
			if err := refuseFlags(cmd, "lets -w rewrite read-only and hard-linked files: give it with -w, or leave it out", "force"); !write && err != nil {
				return err
			}
			notCanonical := 0
			var rewritten []string
			// Ctrl-C or SIGTERM stops it between packs and before a write:
			// what it rewrote stands, whole; nothing else is touched.
			stopped := func() error {
				if cmd.Context().Err() == nil {
					return nil
				}
				if len(rewritten) == 0 {
					return cmd.Context().Err()
				}
				return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted: rewrote %s; the other packs were left as they were", someOf(rewritten))}
			}
			for _, arg := range args {
				if err := stopped(); err != nil {
					return err
				}
				src, err := readPack(arg)
				if err != nil {
					return err
				}
				p, err := decodeValid(cmd.OutOrStdout(), cmd.ErrOrStderr(), src, "not formatted: fix the errors above first")
				if err != nil {
					return err
				}
				out, err := schema.Encode(p)
				if err != nil {
					return &exitError{code: ExitInvalid, err: err}
				}
				switch {
				case check:
					if !bytes.Equal(out, src.data) {
						fmt.Fprintln(cmd.OutOrStdout(), src.name)
						notCanonical++
					}
				case write && src.builtin:
					return usageErrorf("%s is a built-in pack: format a file, not an id", arg)
				case write:
					if bytes.Equal(out, src.data) {
						fmt.Fprintf(cmd.OutOrStdout(), "%s is in the canonical layout already: nothing to rewrite\n", src.name)
						break
					}
					if err := stopped(); err != nil {
						return err
					}
					if err := fsutil.WriteFileAtomicOpts(src.name, out, fsutil.WriteOptions{Force: force}); err != nil {
						return writeError(err)
					}
					rewritten = append(rewritten, src.name)
					fmt.Fprintf(cmd.OutOrStdout(), "rewrote %s in the canonical layout\n", src.name)
				default:
					if _, err := cmd.OutOrStdout().Write(out); err != nil {
						return err
					}
				}
			}
			if notCanonical > 0 {
				return &exitError{code: ExitInvalid, err: fmt.Errorf("%d pack(s) not in canonical form: run 'tilesmith fmt -w' on them", notCanonical)}
			}
			return nil
		},
	}
	cmd.Flags().BoolVarP(&write, "write", "w", false, "rewrite the files in place")
	cmd.Flags().BoolVar(&check, "check", false, "list packs not in canonical form; exit 1 if any")
	cmd.Flags().BoolVar(&force, "force", false, "with -w: rewrite read-only and hard-linked files too")
	return cmd
}

// decodeValid decodes a pack and checks it against the schema; a pack with
// schema errors is refused, its diagnostics printed on w and the refusal
// ("not formatted: fix the errors above first") said after its name. The
// warnings of reading the file — a property the format retired, which the
// canonical form leaves out — are printed on warn, so that nothing is
// dropped without a word.
func decodeValid(w, warn io.Writer, src source, refusal string) (*schema.Pack, error) {
	p, read := schema.Decode(src.name, src.data)
	diags := read
	if p != nil {
		diags = append(diags, schema.Validate(p)...)
	}
	if p == nil || diags.HasErrors() {
		fmt.Fprint(w, diags.Normalize().String())
		return nil, &exitError{code: ExitInvalid, err: fmt.Errorf("%s: %s", src.name, refusal)}
	}
	fmt.Fprint(warn, read.Normalize().String())
	return p, nil
}
