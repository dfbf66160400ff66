package cli

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hostileCase is one hostile input given to one command: the files it
// starts from, the command line, and everything the command may do.
type hostileCase struct {
	name string
	// setup makes the case's inputs in dir (the working directory).
	setup func(t *testing.T, dir string)
	args  []string
	code  int
	// stderr is the exact standard error, or, when it ends in "…", its
	// exact beginning.
	stderr string
	// stdout, when not empty, is a substring standard output must hold.
	stdout string
	// outputs are the paths (relative to dir) the command may create or
	// change; every other file must be byte-identical afterwards.
	outputs []string
	// check, when set, looks at the result further.
	check func(t *testing.T, dir string)
	// bounded runs the command as its own process with an address-space
	// limit and a time limit (boundedMemory, boundedTime), as an attacker's
	// file meets it on a real machine: a case that would allocate in
	// proportion to what a file claims, or loop on it, fails there instead
	// of taking the test run down.
	bounded bool
}

// The limits of a bounded case: the Go runtime reserves some 500 MB of
// address space before main (an arena and its page summaries), so the
// command itself has about half a gigabyte, and a few seconds.
const (
	boundedMemory = 1 << 30
	boundedTime   = 20 * time.Second
)

// runBounded runs tilesmith args in dir as a process of its own (this test
// binary, which TestMain turns into tilesmith), under ulimit -v and a
// deadline, and returns its exit code and output.
func runBounded(t *testing.T, dir string, args []string) (code int, stdout, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), boundedTime)
	defer cancel()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	script := fmt.Sprintf("ulimit -v %d && exec \"$0\" \"$@\"", boundedMemory>>10)
	cmd := exec.CommandContext(ctx, "bash", append([]string{"-c", script, self}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), runAsMainEnv+"=1")
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err = cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("tilesmith %s ran past %s (stderr: %.300s)", strings.Join(args, " "), boundedTime, errs.String())
	}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	if strings.Contains(errs.String(), "fatal error") || strings.Contains(errs.String(), "cannot allocate memory") {
		t.Fatalf("tilesmith %s ran out of its %d MiB of address space: %.300s", strings.Join(args, " "), boundedMemory>>20, errs.String())
	}
	return code, out.String(), errs.String()
}

// runHostile runs the cases, each in a fresh folder, and checks the exit
// code, the message, and that nothing but the outputs changed.
func runHostile(t *testing.T, cases []hostileCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			if tc.setup != nil {
				tc.setup(t, dir)
			}
			before := snapshot(t, dir)
			var stdout, stderr bytes.Buffer
			var code int
			if tc.bounded {
				var out, errs string
				code, out, errs = runBounded(t, dir, tc.args)
				stdout.WriteString(out)
				stderr.WriteString(errs)
			} else {
				code = Run(tc.args, &stdout, &stderr)
			}
			if code != tc.code {
				t.Errorf("exit code %d, want %d\nstderr: %s", code, tc.code, stderr.String())
			}
			if prefix, ok := strings.CutSuffix(tc.stderr, "…"); ok {
				if !strings.HasPrefix(stderr.String(), prefix) {
					t.Errorf("stderr:\n%s\nwant it to start with:\n%s", stderr.String(), prefix)
				}
			} else if stderr.String() != tc.stderr {
				t.Errorf("stderr:\n%s\nwant:\n%s", stderr.String(), tc.stderr)
			}
			if tc.stdout != "" && !strings.Contains(stdout.String(), tc.stdout) {
				t.Errorf("stdout does not hold %q:\n%s", tc.stdout, stdout.String())
			}
			for _, msg := range []string{stdout.String(), stderr.String()} {
				for _, leak := range []string{"goroutine ", "panic:", "classicmoves.Record", "engine.GameRecord", "uint64", "schema.Pack", "Go struct", "context canceled\ntilesmith: context canceled"} {
					if strings.Contains(msg, leak) {
						t.Errorf("output leaks %q:\n%s", leak, msg)
					}
				}
			}
			after := snapshot(t, dir)
			for _, p := range changed(before, after) {
				if !slices.ContainsFunc(tc.outputs, func(out string) bool { return p == out || strings.HasPrefix(p, out+"/") }) {
					t.Errorf("%s changed, and it is not an output of the command", p)
				}
			}
			if tc.check != nil {
				tc.check(t, dir)
			}
		})
	}
}

// entry is what a snapshot knows of one path.
type entry struct {
	mode     fs.FileMode
	uid, gid uint32
	link     string
	sum      [32]byte
}

// snapshot records every path under dir: its type, mode, owner, a link's
// target and a file's contents.
func snapshot(t *testing.T, dir string) map[string]entry {
	t.Helper()
	out := map[string]entry{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		info, err := os.Lstat(path)
		if err != nil {
			return err
		}
		e := entry{mode: info.Mode()}
		if st, ok := info.Sys().(*syscall.Stat_t); ok {
			e.uid, e.gid = st.Uid, st.Gid
		}
		switch {
		case info.Mode()&fs.ModeSymlink != 0:
			e.link, _ = os.Readlink(path)
		case info.Mode().IsRegular():
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			e.sum = sha256.Sum256(data)
		}
		out[filepath.ToSlash(rel)] = e
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// changed lists the paths added, removed or changed between two snapshots.
func changed(before, after map[string]entry) []string {
	var out []string
	for p, e := range after {
		if b, ok := before[p]; !ok || b != e {
			out = append(out, p)
		}
	}
	for p := range before {
		if _, ok := after[p]; !ok {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// files returns a setup that writes the named files.
func files(kv ...string) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		for i := 0; i+1 < len(kv); i += 2 {
			writeTestFile(t, filepath.Join(dir, kv[i]), []byte(kv[i+1]))
		}
	}
}

func writeTestFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// testdataRoot is this package's testdata folder, found before the cases
// change into folders of their own.
var testdataRoot, _ = filepath.Abs("testdata")

// hostileData reads a file of testdata/hostile.
func hostileData(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(testdataRoot, "hostile", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// miniPack is the schema's small valid classic pack.
func miniPack(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(testdataRoot, "..", "..", "..", "schema", "testdata", "valid", "classic-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// both combines setups.
func both(setups ...func(t *testing.T, dir string)) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		for _, s := range setups {
			s(t, dir)
		}
	}
}
