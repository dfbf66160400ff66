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
	return &cobra.Command{
		Use:   "info PACK",
		Short: "Show one pack's mixes and per-tile counts",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			src, p, diags, err := checkPack(args[0])
			if err != nil {
				return err
			}
			if p == nil {
				fmt.Fprint(cmd.OutOrStdout(), diags.String())
				return &exitError{code: ExitInvalid, err: fmt.Errorf("%s cannot be read; run 'tilesmith validate %s' after fixing the lines above", src.name, args[0])}
			}
			if err := writeInfo(cmd.OutOrStdout(), p); err != nil {
				return err
			}
			if diags.HasErrors() {
				return &exitError{code: ExitInvalid, err: fmt.Errorf("%s has %d error(s): run 'tilesmith validate %s'", src.name, diags.Errors(), args[0])}
			}
			return nil
		},
	}
}

// writeInfo prints the pack's identity, a tile-by-mix table of counts with
// totals, and each mix's start and stacks.
func writeInfo(w io.Writer, p *schema.Pack) error {
	rs := p.Ruleset
	if len(p.Modules) > 0 {
		rs += " + " + strings.Join(p.Modules, " + ")
	}
	fmt.Fprintf(w, "%s: %s\nruleset %s, %d tiles, %d mixes\n\n", p.ID, p.Name, rs, len(p.Tiles), len(p.Mixes))
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
