package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// mixSummary is a mix's id and declared total.
type mixSummary struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Total int    `json:"total"`
}

// packSummary is one line of `tilesmith packs`.
type packSummary struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Ruleset string `json:"ruleset"`
	// Expansion is set for an expansion of Ruleset (played with --with).
	Expansion bool         `json:"expansion,omitempty"`
	Modules   []string     `json:"modules,omitempty"`
	Tiles     int          `json:"tiles"`
	Mixes     []mixSummary `json:"mixes"`
}

func summarize(p *schema.Pack) packSummary {
	s := packSummary{ID: p.ID, Name: p.Name, Ruleset: p.Ruleset, Expansion: p.Expansion, Modules: p.Modules, Tiles: len(p.Tiles)}
	for _, m := range p.Mixes {
		s.Mixes = append(s.Mixes, mixSummary{m.ID, m.Name, m.Total})
	}
	return s
}

func newPacksCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "packs [--format text|json]",
		Short: "List the built-in packs: id, ruleset, tiles, mixes with their totals",
		Args:  noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			var list []packSummary
			for _, id := range tilesets.IDs() {
				p, _, err := tilesets.Load(id)
				if err != nil {
					return &exitError{code: ExitInvalid, err: err}
				}
				list = append(list, summarize(p))
			}
			return writePacks(cmd.OutOrStdout(), format, list)
		},
	}
	format = "text"
	cmd.Flags().Var(textOrJSON{&format}, "format", "output format: text or json")
	return cmd
}

// writePacks prints the pack list as a table (an expansion's ruleset
// column says "expansion of classic") or as JSON.
func writePacks(out io.Writer, format string, list []packSummary) error {
	if format == "json" {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(list)
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tRULESET\tTILES\tMIXES (tiles)\tNAME")
	for _, s := range list {
		var mixes []string
		for _, m := range s.Mixes {
			mixes = append(mixes, fmt.Sprintf("%s %d", m.ID, m.Total))
		}
		rs := s.Ruleset
		if len(s.Modules) > 0 {
			rs += "+" + strings.Join(s.Modules, "+")
		}
		if s.Expansion {
			rs = "expansion of " + s.Ruleset
			if len(s.Modules) > 0 {
				rs += " (+" + strings.Join(s.Modules, "+") + ")"
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", s.ID, rs, s.Tiles, strings.Join(mixes, ", "), s.Name)
	}
	return tw.Flush()
}
