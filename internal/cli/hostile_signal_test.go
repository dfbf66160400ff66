package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// TestFmtStopsOnInterrupt: fmt -w, like every command, stops on Ctrl-C
// (and SIGTERM) and exits 130, between packs and before a write; the packs
// it rewrote are whole and canonical, the others as they were, and it
// says which it rewrote.
func TestFmtStopsOnInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("runs tilesmith as a process of its own")
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			raw, err := tilesets.Raw("winter-edition")
			if err != nil {
				t.Fatal(err)
			}
			var compact bytes.Buffer
			if err := json.Compact(&compact, raw); err != nil {
				t.Fatal(err)
			}
			p, diags := schema.Decode("w.json", raw)
			if p == nil || diags.HasErrors() {
				t.Fatalf("the built-in pack: %v", diags)
			}
			canonical, err := schema.Encode(p)
			if err != nil {
				t.Fatal(err)
			}
			const packs = 2000
			args := []string{"fmt", "-w"}
			for i := range packs {
				name := fmt.Sprintf("p%04d.json", i)
				writeTestFile(t, filepath.Join(dir, name), compact.Bytes())
				args = append(args, name)
			}
			self, err := os.Executable()
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(self, args...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), runAsMainEnv+"=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Wait for the first pack to be rewritten, then stop it.
			for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(5 * time.Millisecond) {
				if data, err := os.ReadFile(filepath.Join(dir, "p0000.json")); err == nil && bytes.Equal(data, canonical) {
					break
				}
				if time.Now().After(deadline) {
					_ = cmd.Process.Kill()
					t.Fatalf("fmt rewrote no pack in 20 s: %s", stderr.String())
				}
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			err = cmd.Wait()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != ExitInterrupted {
				t.Fatalf("fmt -w stopped by %v: %v, want exit %d\n%s", sig, err, ExitInterrupted, stderr.String())
			}
			if !regexp.MustCompile(`^tilesmith: interrupted: rewrote p0000\.json.*; the other packs were left as they were\n$`).Match(stderr.Bytes()) {
				t.Errorf("stderr:\n%s", stderr.String())
			}
			rewritten, kept := 0, 0
			for i := range packs {
				data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("p%04d.json", i)))
				switch {
				case err != nil:
					t.Fatal(err)
				case bytes.Equal(data, canonical):
					rewritten++
				case bytes.Equal(data, compact.Bytes()):
					kept++
				default:
					t.Errorf("p%04d.json is neither as it was nor canonical", i)
				}
			}
			if kept == 0 {
				t.Errorf("all %d packs were rewritten: the signal came too late to test anything", packs)
			}
			t.Logf("%d packs rewritten, %d kept", rewritten, kept)
		})
	}
}
