//go:build linux || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestDisplayMessages(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"a display that is set is tried", checkDisplay(":7"), ""},
		{"no DISPLAY says so and how to get one", checkDisplay(""), "no display: DISPLAY is not set; the editor opens a window"},
		{"a display that does not answer is named", windowFailure(":8", "NotInitialized: The GLFW library is not initialized"),
			`cannot open a window on the X display ":8" (NotInitialized: The GLFW library is not initialized); the editor opens a window`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.want == "" {
				if tt.err != nil {
					t.Fatalf("got %v, want nil", tt.err)
				}
				return
			}
			if tt.err == nil || !strings.HasPrefix(tt.err.Error(), tt.want) {
				t.Fatalf("got %v, want it to start with %q", tt.err, tt.want)
			}
			if !strings.Contains(tt.err.Error(), "xvfb-run") {
				t.Errorf("message does not point to xvfb-run: %v", tt.err)
			}
		})
	}
}

// TestMakeRunFailsFastWithoutDisplay: 'make run' on a machine without a
// display says so before it builds the editor (minutes on a fresh
// machine), in the words the editor uses itself.
func TestMakeRunFailsFastWithoutDisplay(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make here")
	}
	ctx, cancel := context.WithTimeout(context.Background(), scriptTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "make", "--no-print-directory", "run")
	killGroupOnCancel(cmd)
	cmd.WaitDelay = 10 * time.Second
	cmd.Dir = filepath.Join("..", "..")
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			env = append(env, kv)
		}
	}
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("make run without a display succeeded:\n%s", out)
	}
	want := "tilesmith-editor: " + checkDisplay("").Error() + "\n"
	if !strings.HasPrefix(string(out), want) {
		t.Errorf("make run without a display says\n%s\nwant it to start with\n%s", out, want)
	}
	for _, building := range []string{"go build", "apt-get", "tilesmith-editor winter-edition"} {
		if strings.Contains(string(out), building) {
			t.Errorf("make run without a display went on to %q:\n%s", building, out)
		}
	}
}
