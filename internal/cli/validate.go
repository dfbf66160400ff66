package cli

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/tilesmith/tilesmith/schema"
)

// packReport is the JSON summary of one validated pack.
type packReport struct {
	File     string `json:"file"`
	ID       string `json:"id,omitempty"`
	Valid    bool   `json:"valid"`
	Errors   int    `json:"errors"`
	Warnings int    `json:"warnings"`
}

func newValidateCmd() *cobra.Command {
	var format string
	var with []string
	cmd := &cobra.Command{
		Use:   "validate [--format text|json] [--with EXPANSION]... PACK...",
		Short: "Check packs against the schema and the semantic lints",
		Long: `Check packs against the JSON Schema and the semantic lints. Every problem is
one line: file:line:col: severity: /json/pointer: message. With --with, each
PACK is checked with the expansions played on it: every pack on its own, then
how they combine (a problem of the combination is told in each file it
concerns).

Exit status: 0 all packs valid (warnings allowed), 1 some pack invalid, 2 bad usage.`,
		Args: minArgs(1, "one PACK or more: "+packArgs()),
		RunE: func(cmd *cobra.Command, args []string) error {
			var all schema.Diagnostics
			var reports []packReport
			refs, err := withRefs(with)
			if err != nil {
				return err
			}
			for _, arg := range args {
				c, err := checkPackAlone(packRef{arg: arg}, refs)
				if err != nil {
					return err
				}
				diags := c.diags
				rep := packReport{File: c.name, Valid: !diags.HasErrors(), Errors: diags.Errors(), Warnings: len(diags) - diags.Errors()}
				if c.base != nil {
					rep.ID = c.base.ID
				}
				reports = append(reports, rep)
				all = append(all, diags...)
			}
			if len(with) > 0 {
				all = all.Normalize() // the expansions' problems once, whatever the number of packs
			}
			out := cmd.OutOrStdout()
			valid := !all.HasErrors()
			if format == "json" {
				if all == nil {
					all = schema.Diagnostics{}
				}
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(struct {
					Valid       bool               `json:"valid"`
					Packs       []packReport       `json:"packs"`
					Diagnostics schema.Diagnostics `json:"diagnostics"`
				}{valid, reports, all}); err != nil {
					return err
				}
			} else {
				fmt.Fprint(out, all.String())
				for _, r := range reports {
					verdict := "valid"
					if !r.Valid {
						verdict = "invalid"
					}
					fmt.Fprintf(cmd.ErrOrStderr(), "%s: %s (%d error(s), %d warning(s))\n", r.File, verdict, r.Errors, r.Warnings)
				}
			}
			if !valid {
				return &exitError{code: ExitInvalid}
			}
			return nil
		},
	}
	format = "text"
	cmd.Flags().Var(textOrJSON{&format}, "format", "output format: text or json")
	addWithFlag(cmd, &with)
	return cmd
}

func newSchemaCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print the pack format's JSON Schema (draft 2020-12)",
		Args:  noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := cmd.OutOrStdout().Write(schema.SchemaJSON)
			return err
		},
	}
}
