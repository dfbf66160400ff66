package cli

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// Shell completion ('tilesmith completion bash|zsh|fish|powershell', cobra's
// own command) completes commands and flag names by itself; what follows
// gives the values (docs/completion.md). A completion prints nothing but
// its choices, so a pack that cannot be read completes nothing, quietly.
// Only --mix and --bots read and check the pack the line names (25 ms or
// so for a built-in one); --pack and --with unmarshal the built-in packs
// to tell the expansions apart (5 ms); the rest read no pack.

// packArgCommands are the commands whose first argument is a PACK (a pack
// file or a built-in id); --mix completes the mixes of that pack, --pack
// being theirs for a game record only.
var packArgCommands = []string{"validate", "info", "fmt", "render", "export", "tune"}

// simulateReports are the values of simulate's --report, as parseReport
// reads them (TestCompletionListsAreAccepted).
var simulateReports = []string{"balance", "quality"}

// importFormats are the values of import's --from, as its command reads
// them (TestCompletionListsAreAccepted).
var importFormats = []string{"zip", "jcz"}

// flagCompletions complete a flag's value by the flag's name, on every
// command that has the flag.
var flagCompletions = map[string]cobra.CompletionFunc{
	"pack":   completePackFlag,
	"with":   completeWith,
	"mix":    completeMix,
	"bots":   completeBots,
	"format": completeFormat,
	"report": fixed(simulateReports),
	"paper":  completePaper,
	"from":   fixed(importFormats),
	// export's label sheets for the sticker layout.
	"stickers": completeStickers,
}

// registerCompletions attaches the value completions to the command tree
// under root, once it is built: each flag of flagCompletions wherever it
// exists (unless its command completes it already), and completeArg to
// the arguments of every command that does not complete them itself.
func registerCompletions(root *cobra.Command) {
	var walk func(cmd *cobra.Command)
	walk = func(cmd *cobra.Command) {
		for name, complete := range flagCompletions {
			if cmd.Flags().Lookup(name) == nil {
				continue
			}
			if _, ok := cmd.GetFlagCompletionFunc(name); !ok {
				_ = cmd.RegisterFlagCompletionFunc(name, complete) // the flag exists and has none: cannot fail
			}
		}
		if cmd.Args != nil && !cmd.HasSubCommands() && cmd.ValidArgsFunction == nil && len(cmd.ValidArgs) == 0 {
			cmd.ValidArgsFunction = completeArg
		}
		for _, sub := range cmd.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// fixed completes one of a fixed list of values.
func fixed(values []string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return withPrefix(values, toComplete), cobra.ShellCompDirectiveNoFileComp
	}
}

// withPrefix are the values that start with prefix (case-sensitive, as
// the commands compare them).
func withPrefix(values []string, prefix string) []cobra.Completion {
	var out []cobra.Completion
	for _, v := range values {
		if strings.HasPrefix(v, prefix) {
			out = append(out, v)
		}
	}
	return out
}

// completeFormat completes --format: export's formats (exporter.Formats,
// each with the first words of what it is), elsewhere text or json.
func completeFormat(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if cmd.Name() != "export" {
		return fixed(textOrJSONValues)(cmd, args, toComplete)
	}
	var out []cobra.Completion
	for _, f := range exporter.Formats {
		if strings.HasPrefix(f.Name, toComplete) {
			out = append(out, cobra.CompletionWithDesc(f.Name, formatSummary(f.What)))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// formatSummary is the head of a format's description, up to its first
// colon or line break: "a folder", "print and play".
func formatSummary(what string) string {
	if i := strings.IndexAny(what, ":\n"); i >= 0 {
		what = what[:i]
	}
	return strings.TrimSpace(what)
}

// completePaper completes --paper with the paper sizes the pdf export
// knows.
func completePaper(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	names := make([]string, len(exporter.Papers))
	for i, p := range exporter.Papers {
		names[i] = p.Name
	}
	return withPrefix(names, toComplete), cobra.ShellCompDirectiveNoFileComp
}

func completeStickers(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	names := make([]string, len(exporter.LabelSheets))
	for i, s := range exporter.LabelSheets {
		names[i] = s.Name
	}
	return withPrefix(names, toComplete), cobra.ShellCompDirectiveNoFileComp
}

// completeArg completes an argument: nothing where the command takes no
// more, a built-in pack id or a .json file where it takes a PACK
// (packArgCommands), else a file (a game record, a partial report).
func completeArg(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if cmd.Args(cmd, append(slices.Clip(args), toComplete)) != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	if slices.Contains(packArgCommands, cmd.Name()) {
		return packFiles(withPrefix(tilesets.IDs(), toComplete), toComplete)
	}
	return nil, cobra.ShellCompDirectiveDefault
}

// completePackFlag completes --pack: the built-in packs that play alone
// (not the expansions), or a .json file.
func completePackFlag(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var ids []string
	for _, id := range builtinIDs(false) {
		if strings.HasPrefix(id, toComplete) {
			ids = append(ids, id)
		}
	}
	return packFiles(ids, toComplete)
}

// completeWith completes --with: the built-in expansions not given yet,
// or a .json file.
func completeWith(cmd *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	given := lineWith(cmd)
	var ids []string
	for _, id := range builtinIDs(true) {
		if strings.HasPrefix(id, toComplete) && !slices.Contains(given, id) {
			ids = append(ids, id)
		}
	}
	return packFiles(ids, toComplete)
}

// builtinIDs are the ids of the built-in expansions (expansion set) or of
// the other built-in packs. Each pack is only unmarshalled into the model,
// not checked (nor indexed for diagnostics, as schema.Decode would): about
// 5 ms for all of them, where checking them would take 100.
func builtinIDs(expansion bool) []string {
	var ids []string
	for _, id := range tilesets.IDs() {
		data, err := tilesets.Raw(id)
		if err != nil {
			continue
		}
		var p schema.Pack
		if json.Unmarshal(data, &p) == nil && p.Expansion == expansion {
			ids = append(ids, id)
		}
	}
	return ids
}

// packFiles adds to ids the .json files and the folders whose path starts
// with toComplete. A folder ends in a slash and asks for no space after
// it, so that Tab goes on into it; when nothing matches, the shell's own
// file completion takes over (a path with ~ or a variable in it, say).
func packFiles(ids []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	out := slices.Clone(ids)
	directive := cobra.ShellCompDirectiveDefault
	dir, prefix := filepath.Split(toComplete)
	list := dir
	if list == "" {
		list = "."
	}
	entries, err := os.ReadDir(list)
	if err != nil {
		return out, directive
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || (strings.HasPrefix(name, ".") && !strings.HasPrefix(prefix, ".")) {
			continue
		}
		if info, err := os.Stat(filepath.Join(list, name)); err == nil && info.IsDir() {
			out = append(out, dir+name+string(filepath.Separator))
			directive = cobra.ShellCompDirectiveNoSpace
		} else if strings.EqualFold(filepath.Ext(name), ".json") {
			out = append(out, dir+name)
		}
	}
	return out, directive
}

// linePack is the pack the command line names so far: the PACK argument
// of a packArgCommands command, else --pack (with its default).
func linePack(cmd *cobra.Command, args []string) (string, bool) {
	if slices.Contains(packArgCommands, cmd.Name()) {
		if len(args) == 0 {
			return "", false
		}
		return args[0], true
	}
	f := cmd.Flags().Lookup("pack")
	if f == nil || f.Value.String() == "" {
		return "", false
	}
	return f.Value.String(), true
}

// lineWith are the --with expansions the command line names so far, each
// once: cobra (1.10) parses the flags of a line twice before completing
// it, so that a repeatable flag holds each of its values twice.
func lineWith(cmd *cobra.Command) []string {
	given, _ := cmd.Flags().GetStringArray("with")
	var with []string
	for _, w := range given {
		if !slices.Contains(with, w) {
			with = append(with, w)
		}
	}
	return with
}

// completeMix completes --mix with the mixes of the pack the command line
// names, with its expansions, read and checked as the commands do (those
// that play it compile it too, which the mixes need not wait for); a pack
// that cannot be read or has errors completes nothing.
func completeMix(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	arg, ok := linePack(cmd, args)
	if !ok {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	refs, err := withRefs(lineWith(cmd))
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	c, err := checkCombination(packRef{arg: arg}, refs)
	if err != nil || c.pack == nil || c.diags.HasErrors() {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, m := range c.pack.Mixes {
		if strings.HasPrefix(m.ID, toComplete) {
			out = append(out, cobra.CompletionWithDesc(m.ID, m.Name))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeBots completes --bots, a comma-separated list of agents of the
// pack's ruleset: the name after the last comma, the names before it kept
// ("greedy,r" gives "greedy,random"), with no space after it so that
// another comma may follow. A team ruleset takes one agent: no list.
func completeBots(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	arg, ok := linePack(cmd, args)
	if !ok {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	set, err := loadSet(arg, lineWith(cmd), io.Discard)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	entry, err := rulesets.EntryOf(set)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	done, last := "", toComplete
	if i := strings.LastIndex(toComplete, ","); i >= 0 {
		done, last = toComplete[:i+1], toComplete[i+1:]
	}
	if entry.Team && done != "" {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, a := range entry.Agents {
		if !strings.HasPrefix(a, last) {
			continue
		}
		if done != "" {
			// No description after a comma: cobra's bash script escapes
			// a choice ("greedy\,mcts") before matching it against the
			// word typed ("greedy,") when any choice has a description,
			// and then none would match.
			out = append(out, done+a)
			continue
		}
		out = append(out, cobra.CompletionWithDesc(a, entry.AgentHelp[a]))
	}
	return out, cobra.ShellCompDirectiveNoSpace | cobra.ShellCompDirectiveNoFileComp
}
