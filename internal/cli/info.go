package cli

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/tilesmith/tilesmith/schema"
)

func newInfoCmd() *cobra.Command {
	var with []string
	cmd := &cobra.Command{
		Use:   "info [--with EXPANSION]... PACK",
		Short: "Show one pack's mixes and per-tile counts (with --with, of the pack and its expansions combined)",
		Args:  exactArgs(1, "one PACK: "+packArgs()),
		RunE: func(cmd *cobra.Command, args []string) error {
			refs, err := withRefs(with)
			if err != nil {
				return err
			}
			c, err := checkPackAlone(packRef{arg: args[0]}, refs)
			if err != nil {
				return err
			}
			validate := "tilesmith validate " + args[0]
			for _, w := range with {
				validate += " --with " + w
			}
			if c.pack == nil {
				fmt.Fprint(cmd.OutOrStdout(), c.diags.String())
				what := "cannot be read"
				if len(with) > 0 {
					what = "cannot be read or combined"
				}
				return &exitError{code: ExitInvalid, err: fmt.Errorf("%s %s; run '%s' after fixing the lines above", c.name, what, validate)}
			}
			if err := writeInfo(cmd.OutOrStdout(), c.pack); err != nil {
				return err
			}
			if c.diags.HasErrors() {
				return &exitError{code: ExitInvalid, err: fmt.Errorf("%s has %d error(s): run '%s'", c.name, c.diags.Errors(), validate)}
			}
			return nil
		},
	}
	addWithFlag(cmd, &with)
	return cmd
}

// writeInfo prints the pack's identity, a tile-by-mix table of counts with
// totals, and each mix's start and stacks.
func writeInfo(w io.Writer, p *schema.Pack) error {
	rs := p.Ruleset
	if len(p.Modules) > 0 {
		rs += " + " + strings.Join(p.Modules, " + ")
	}
	if p.Expansion {
		rs = "expansion of " + rs
	} else {
		rs = "ruleset " + rs
	}
	fmt.Fprintf(w, "%s: %s\n%s, %s, %s\n\n", p.ID, p.Name, rs, count(len(p.Tiles), "tile", "tiles"), count(len(p.Mixes), "mix", "mixes"))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	row := func(cells ...string) { fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t") }
	head := []string{"TILE"}
	for _, m := range p.Mixes {
		head = append(head, m.ID)
	}
	row(append(head, "NAME")...)
	for _, t := range p.Tiles {
		cells := []string{t.ID}
		for _, m := range p.Mixes {
			cells = append(cells, fmt.Sprint(m.Counts.Of(t.ID)))
		}
		row(append(cells, t.Name)...)
	}
	total := []string{"total"}
	for _, m := range p.Mixes {
		total = append(total, fmt.Sprint(m.Counts.Sum()))
	}
	row(append(total, "")...)
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	for _, m := range p.Mixes {
		var start []string
		for _, s := range m.Start {
			start = append(start, fmt.Sprintf("%s at (%d,%d) rot %d", s.Tile, s.X, s.Y, s.Rot))
		}
		line := fmt.Sprintf("%s (%s): %d tiles", m.ID, m.Name, m.Total)
		if len(start) > 0 {
			line += "; start " + strings.Join(start, ", ")
		}
		if len(m.Stacks) > 0 {
			line += fmt.Sprintf("; stacks %v", m.Stacks)
		}
		fmt.Fprintln(w, line)
	}
	if note := reconstructedNote(p, false); note != "" {
		fmt.Fprintln(w, "\n"+note)
	}
	return nil
}
