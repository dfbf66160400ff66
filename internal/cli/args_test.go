package cli

import (
	"bytes"
	"testing"
)

// TestUsageInUserTerms: a wrong command line is answered in the user's
// terms — the flag or argument, what was given, what would be right —
// never in the words of the libraries underneath (strconv's "ParseUint",
// cobra's "requires at least 1 arg(s)", its flag-group sentence).
func TestUsageInUserTerms(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"a negative seed", []string{"simulate", "--seed", "-1"}, "tilesmith: --seed -1: give a whole number, 0 or more\n"},
		{"a seed too large", []string{"play", "--seed", "18446744073709551616"}, "tilesmith: --seed 18446744073709551616: too large a number\n"},
		{"games not a number", []string{"simulate", "--games", "1e3"}, "tilesmith: --games 1e3: give a whole number\n"},
		{"a switch given a value", []string{"export", "--force=maybe", "winter-edition"}, "tilesmith: --force maybe: it is a switch: give it alone (--force) or as --force=true or =false\n"},
		{"a format that does not exist", []string{"packs", "--format", "yaml"}, "tilesmith: --format yaml: give text or json\n"},
		{"no pack to validate", []string{"validate"}, "tilesmith: validate needs one PACK or more: a pack file or the id of a built-in pack (messages, mists, the-castle, the-city, winter-edition): tilesmith validate [--format text|json] [--with EXPANSION]... PACK... (tilesmith validate --help says more)\n"},
		{"two packs to info", []string{"info", "a.json", "b.json"}, `tilesmith: info takes one PACK: a pack file or the id of a built-in pack (messages, mists, the-castle, the-city, winter-edition), got 2 arguments ("a.json" "b.json"): tilesmith info [--with EXPANSION]... PACK (tilesmith info --help says more)` + "\n"},
		{"a pack given as an argument to simulate", []string{"simulate", "mypack.json"}, `tilesmith: simulate takes no arguments, got "mypack.json": give it as --pack mypack.json (tilesmith simulate --help)` + "\n"},
		{"arguments to a command that takes none", []string{"version", "now"}, `tilesmith: version takes no arguments, got "now" (tilesmith version --help)` + "\n"},
		{"an unknown flag", []string{"ladder", "--rounds", "3"}, "tilesmith: unknown flag: --rounds (tilesmith ladder --help)\n"},
		{"format and json contradict", []string{"merge", "--format", "text", "--json", "a.json"}, "tilesmith: --format text and --json contradict each other: --json is short for --format json; give one of them\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := Run(tc.args, &stdout, &stderr); code != ExitUsage {
				t.Fatalf("exit %d, want %d (bad usage): %s", code, ExitUsage, stderr.String())
			}
			if stderr.String() != tc.want {
				t.Errorf("stderr says\n%s\nwant\n%s", stderr.String(), tc.want)
			}
			if stdout.Len() != 0 {
				t.Errorf("stdout says %q: a refused command line prints nothing there", stdout.String())
			}
		})
	}
}
