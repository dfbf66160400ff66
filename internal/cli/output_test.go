package cli

import (
	"bytes"
	"context"
	"errors"
	"syscall"
	"testing"

	"github.com/spf13/cobra"
)

// fullWriter is standard output on a full disk.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestOutputThatCannotBeWritten: output that never arrived is an I/O
// failure (exit 1) said in words — not success (rulesets exited 0 on
// /dev/full), and not a usage mistake with "Run 'tilesmith --help'".
func TestOutputThatCannotBeWritten(t *testing.T) {
	for _, args := range [][]string{
		{"rulesets"}, {"rulesets", "--format", "json"}, {"packs"}, {"schema"}, {"version"}, {"info", "winter-edition"},
		{"simulate", "--games", "4"}, {"simulate", "--games", "4", "--shard", "0/2"}, {"ladder", "--bots", "random,greedy", "--games", "2"},
		{"fmt", "winter-edition"}, {"play"}, {"--help"}, {"validate", "--format", "json", "winter-edition"},
	} {
		t.Run(args[0], func(t *testing.T) {
			var stderr bytes.Buffer
			code := Run(args, fullWriter{}, &stderr)
			if code != ExitInvalid {
				t.Errorf("tilesmith %v on a full disk: exit %d, want %d: %s", args, code, ExitInvalid, stderr.String())
			}
			if want := "tilesmith: cannot write the output: no space left on device\n"; !bytes.HasSuffix(stderr.Bytes(), []byte(want)) {
				t.Errorf("tilesmith %v on a full disk says\n%s\nwant it to end with\n%s", args, stderr.String(), want)
			}
		})
	}
}

// TestFailuresAreNotUsage: an error a command returns that it did not
// word as bad usage is a failure, exit 1; what the command worded itself
// keeps its code.
func TestFailuresAreNotUsage(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		code int
	}{
		{"a plain error", errors.New("a plain failure"), ExitInvalid},
		{"bad usage, worded", usageErrorf("--x: no"), ExitUsage},
		{"none", nil, ExitOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := &cobra.Command{Use: "tilesmith"}
			root.AddCommand(&cobra.Command{Use: "x", RunE: func(*cobra.Command, []string) error { return tc.err }})
			failuresAreNotUsage(root)
			root.SetArgs([]string{"x"})
			err := root.ExecuteContext(context.Background())
			code := ExitOK
			var ee *exitError
			switch {
			case errors.As(err, &ee):
				code = ee.code
			case err != nil:
				code = -1
			}
			if code != tc.code {
				t.Errorf("exit %d, want %d (%v)", code, tc.code, err)
			}
		})
	}
}
