package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

func newRulesetsCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "rulesets [--format text|json]",
		Short: "List the rulesets the engine plays: their decisions, agents and options",
		Long: `rulesets lists every ruleset the engine plays, as the match protocol sees it:
the kinds of decision its games ask for (and whether one agent decides for the
whole team), the built-in agents (bots or teams) that play it, and its options
with their defaults and meaning (--options, or a record's ruleset.options).
Every ruleset listed plays everywhere: play, simulate, ladder (not the
cooperative ones), score, and the editor's Play and Simulate tabs.`,
		Args: noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format == "json" {
				return writeJSON(cmd.OutOrStdout(), rulesets.Entries())
			}
			return writeRulesets(cmd.OutOrStdout(), rulesets.Entries())
		},
	}
	format = "text"
	cmd.Flags().Var(textOrJSON{&format}, "format", "output format: text or json")
	return cmd
}

// writeRulesets prints one paragraph per ruleset.
func writeRulesets(w io.Writer, es []rulesets.Entry) error {
	for i, e := range es {
		if i > 0 {
			fmt.Fprintln(w)
		}
		who := "each player decides for their seat"
		if e.Team {
			who = "one agent decides for the whole team"
		}
		kinds := make([]string, len(e.Decisions))
		for k, d := range e.Decisions {
			kinds[k] = string(d)
		}
		fmt.Fprintf(w, "%s (%s)\n  decisions: %s\n  agents:    %s\n", e.Label(), who, strings.Join(kinds, ", "), strings.Join(e.Agents, ", "))
		for _, a := range e.Agents {
			if help, ok := e.AgentHelp[a]; ok {
				fmt.Fprintf(w, "             %s: %s\n", a, help)
			}
		}
		fmt.Fprintln(w, "  options:")
		width := 20
		for _, o := range e.Options {
			width = max(width, len(o.Name))
		}
		for _, o := range e.Options {
			fmt.Fprintf(w, "    %-*s default %s%s: %s\n", width, o.Name, o.Default, optionValues(o), o.Meaning)
		}
	}
	if kinds := engine.AgentKinds(); len(kinds) > 0 {
		fmt.Fprintln(w, "\nEvery ruleset also seats:")
		for _, k := range kinds {
			fmt.Fprintf(w, "  %s: %s\n", k.Usage, k.Help)
		}
	}
	return nil
}

// optionValues says what values an option takes: ", a whole number from
// 1 to 5", ", one of per-colour, majority".
func optionValues(o engine.OptionDoc) string {
	switch o.Type {
	case engine.OptionBool:
		return ", true or false"
	case engine.OptionInt:
		return fmt.Sprintf(", a whole number from %d to %d", o.Min, o.Max)
	case engine.OptionChoice:
		return ", one of " + strings.Join(o.Choices, ", ")
	case engine.OptionObject:
		return ", a JSON object"
	}
	return ""
}
