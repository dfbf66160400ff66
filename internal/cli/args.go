package cli

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/tilesmith/tilesmith/tilesets"
)

// The commands' positional arguments, checked in words: what is missing
// or extra, and the command line that would be right. Cobra's own checks
// say "requires at least 1 arg(s), only received 0".

// packArgs is how a command's help names a PACK argument.
func packArgs() string {
	return "a pack file or the id of a built-in pack (" + strings.Join(tilesets.IDs(), ", ") + ")"
}

// noArgs refuses any argument. flagHint, when set, names the flag that
// takes what a user may have given as an argument ("--pack").
func noArgs(flagHint string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) == 0 {
			return nil
		}
		msg := fmt.Sprintf("%s takes no arguments, got %s", cmd.Name(), quoteArgs(args))
		if flagHint != "" && len(args) == 1 && !strings.HasPrefix(args[0], "-") {
			msg += fmt.Sprintf(": give it as %s %s", flagHint, args[0])
		}
		return usageErrorf("%s (tilesmith %s --help)", msg, cmd.Name())
	}
}

// minArgs wants n arguments or more, each what names.
func minArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) >= n {
			return nil
		}
		return usageErrorf("%s needs %s: %s", cmd.Name(), what, usage(cmd))
	}
}

// exactArgs wants exactly n arguments, which what names.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) < n:
			return usageErrorf("%s needs %s: %s", cmd.Name(), what, usage(cmd))
		case len(args) > n:
			return usageErrorf("%s takes %s, got %d arguments (%s): %s", cmd.Name(), what, len(args), quoteArgs(args), usage(cmd))
		}
		return nil
	}
}

// usage is a command's synopsis, and where its help is.
func usage(cmd *cobra.Command) string {
	return fmt.Sprintf("tilesmith %s (tilesmith %s --help says more)", cmd.Use, cmd.Name())
}

// refuseFlags refuses the flags, if given, that do nothing in this use of
// the command, saying why (a flag silently ignored misleads): "--tile
// draws one tile of a pack, and RECORD.json is a game: leave it out".
func refuseFlags(cmd *cobra.Command, why string, flags ...string) error {
	for _, f := range flags {
		if cmd.Flags().Changed(f) {
			return usageErrorf("--%s %s", f, why)
		}
	}
	return nil
}

// quoteArgs lists arguments as typed.
func quoteArgs(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = fmt.Sprintf("%q", a)
	}
	return strings.Join(q, " ")
}

// flagErrorPattern is how pflag words a value it cannot parse.
var flagErrorPattern = regexp.MustCompile(`^invalid argument "(.*)" for "(?:-[a-zA-Z], )?--([^"]+)" flag: (.*)$`)

// flagError rewords pflag's errors on flag values in the user's terms:
// never strconv's words ('strconv.ParseUint: parsing "-1": invalid
// syntax'), but the flag, the value and what it takes.
func flagError(cmd *cobra.Command, err error) error {
	m := flagErrorPattern.FindStringSubmatch(err.Error())
	if m == nil {
		return usageErrorf("%v (tilesmith %s --help)", err, cmd.Name())
	}
	value, name, cause := m[1], m[2], m[3]
	f := cmd.Flags().Lookup(name)
	if f == nil {
		return usageErrorf("--%s %s: %s", name, value, cause)
	}
	return usageErrorf("--%s %s: %s", name, value, wants(f, cause))
}

// wants says what a flag's value must be.
func wants(f *pflag.Flag, cause string) string {
	tooLarge := strings.HasSuffix(cause, "value out of range")
	switch f.Value.Type() {
	case "uint64", "uint", "uint32", "int", "int64", "int32":
		if tooLarge {
			return "too large a number"
		}
	}
	switch f.Value.Type() {
	case "uint64", "uint", "uint32":
		return "give a whole number, 0 or more"
	case "int", "int64", "int32":
		return "give a whole number"
	case "bool":
		return "it is a switch: give it alone (--" + f.Name + ") or as --" + f.Name + "=true or =false"
	case "float64":
		return "give a number"
	}
	return cause // the flag's own Set said it in words
}
