package cli

import (
	"bytes"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// orList is "a, b or c", as the commands list the values they take.
func orList(values []string) string {
	if len(values) == 1 {
		return values[0]
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
}

// commands lists the command tree under root.
func commands(root *cobra.Command) []*cobra.Command {
	list := []*cobra.Command{root}
	for _, c := range root.Commands() {
		list = append(list, commands(c)...)
	}
	return list
}

// TestCompletionListsAreAccepted holds the value lists completion.go keeps
// (the commands check these values inline) to what the commands accept:
// each value passes the command's check, and a wrong value's error lists
// exactly these values.
func TestCompletionListsAreAccepted(t *testing.T) {
	t.Chdir(t.TempDir())
	run := func(args ...string) string {
		var stderr bytes.Buffer
		Run(args, io.Discard, &stderr)
		return stderr.String()
	}

	// --format text|json: the args after the value make each command stop
	// right after its format is checked, or run quickly.
	formatArgs := map[string][]string{
		"validate": {"no-such-pack.json"},
		"packs":    nil,
		"rulesets": nil,
		"simulate": {"--games", "0"},
		"ladder":   {"--pack", "no-such-pack.json"},
		"merge":    nil,
		"analyse":  {"no-such-game.json"},
		"tune":     {"no-such-pack.json", "--target", "length=1..2", "-o", "v.json"},
	}
	for _, cmd := range commands(newRoot(io.Discard, io.Discard)) {
		if cmd.Flags().Lookup("format") == nil || cmd.Name() == "export" { // export's are exporter.Formats
			continue
		}
		rest, ok := formatArgs[cmd.Name()]
		if !ok {
			t.Errorf("%s has a --format flag: add it to formatArgs, and to completeFormat if it takes other values than %s", cmd.Name(), orList(textOrJSONValues))
			continue
		}
		for _, v := range textOrJSONValues {
			if msg := run(append([]string{cmd.Name(), "--format", v}, rest...)...); strings.Contains(msg, "format") {
				t.Errorf("%s --format %s is refused: %s", cmd.Name(), v, msg)
			}
		}
		msg := run(append([]string{cmd.Name(), "--format", "yaml"}, rest...)...)
		m := regexp.MustCompile(`(?:want|give) (.*)\n`).FindStringSubmatch(msg)
		if m == nil || m[1] != orList(textOrJSONValues) {
			t.Errorf("%s --format yaml: %q does not list %q", cmd.Name(), msg, orList(textOrJSONValues))
		}
	}

	// simulate --report.
	for _, v := range simulateReports {
		if _, _, err := parseReport(v); err != nil {
			t.Errorf("--report %s is refused: %v", v, err)
		}
	}
	if _, _, err := parseReport("bogus"); err == nil || !strings.HasSuffix(err.Error(), ": "+strings.Join(simulateReports, ", ")) {
		t.Errorf("--report bogus: %v does not list %v", err, simulateReports)
	}

	// import --from: each value gets past the check to reading the file.
	for _, v := range importFormats {
		if msg := run("import", "no-such-file", "--out", "out.json", "--from", v); msg == "" || strings.Contains(msg, "--from") {
			t.Errorf("import --from %s: %q", v, msg)
		}
	}
	msg := run("import", "no-such-file", "--out", "out.json", "--from", "bogus")
	var named []string
	for _, m := range regexp.MustCompile(`\b(\w+) \(`).FindAllStringSubmatch(msg, -1) {
		named = append(named, m[1])
	}
	if !strings.Contains(msg, "--from bogus: import reads ") || !slices.Equal(named, importFormats) {
		t.Errorf("import --from bogus: %q names %v, completion offers %v", msg, named, importFormats)
	}
}

// optionalPart is an optional part of a usage line: "[--with EXPANSION]...".
var optionalPart = regexp.MustCompile(`\[[^]]*\](\.\.\.)?`)

// TestCompletionCoversCommands: every command whose first argument is a
// PACK completes it as one, and every flag completion.go completes exists
// on some command (a flag renamed would leave it completing nothing).
func TestCompletionCoversCommands(t *testing.T) {
	root := newRoot(io.Discard, io.Discard)
	used := map[string]bool{}
	for _, cmd := range commands(root) {
		// The first word of the usage line after the command's name that
		// is neither an optional part nor a flag.
		var first string
		for _, a := range strings.Fields(optionalPart.ReplaceAllString(cmd.Use, ""))[1:] {
			if !strings.HasPrefix(a, "-") {
				first = a
				break
			}
		}
		if strings.HasPrefix(first, "PACK") != slices.Contains(packArgCommands, cmd.Name()) {
			t.Errorf("%s (%q): its first argument is %q; packArgCommands should list it exactly when that is a PACK", cmd.Name(), cmd.Use, first)
		}
		for name := range flagCompletions {
			if cmd.Flags().Lookup(name) == nil {
				continue
			}
			used[name] = true
			if _, ok := cmd.GetFlagCompletionFunc(name); !ok {
				t.Errorf("%s --%s completes nothing", cmd.Name(), name)
			}
		}
	}
	for name := range flagCompletions {
		if !used[name] {
			t.Errorf("no command has --%s, which completion.go completes", name)
		}
	}
}
