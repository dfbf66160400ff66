package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/tilesets"
)

// xvfbTools are what the tests that drive the real window need on PATH.
var xvfbTools = []string{"Xvfb", "import", "xwininfo", "xdotool", "convert"}

// editorUnderXvfb is the editor binary for the tests that drive the real
// window and the folder their screenshots are kept in; it skips the test
// (or, under make test, fails it) when the binary or a tool is missing.
func editorUnderXvfb(t *testing.T) (bin, out string) {
	t.Helper()
	bin = os.Getenv("TILESMITH_EDITOR_BIN")
	missing := bin == ""
	for _, tool := range xvfbTools {
		if _, err := exec.LookPath(tool); err != nil {
			missing = true
		}
	}
	if missing {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatalf("the smoke test needs TILESMITH_EDITOR_BIN (got %q) and %v on PATH: make test provides them", bin, xvfbTools)
		}
		t.Skipf("needs the cgo editor binary in TILESMITH_EDITOR_BIN and %v: run make test", xvfbTools)
	}
	bin, err := filepath.Abs(bin)
	if err != nil {
		t.Fatal(err)
	}
	out = os.Getenv("TILESMITH_SMOKE_DIR")
	if out == "" {
		out = t.TempDir()
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	return bin, out
}

// startEditor is the start of a script that drives the editor: it starts
// "$EDITOR_BIN" with the script's arguments, waits for its window and
// sets $wid to it. The editor must still run when the script ends: the
// kill at its end (killEditor) fails, and so does the script, if not.
const startEditor = `
"$EDITOR_BIN" "$@" >"$LOG" 2>&1 &
pid=$!
wid=
for i in $(seq 1 120); do
	wid=$(xdotool search --name ' — tilesmith$' 2>/dev/null | head -1) && [ -n "$wid" ] && break
	kill -0 "$pid" 2>/dev/null || { echo "the editor exited"; exit 1; }
	sleep 0.5
done
[ -n "$wid" ] || { echo "no editor window"; exit 1; }
sleep 4
timeout 10 xdotool windowfocus --sync "$wid" 2>/dev/null || true
`

// killEditor ends the editor and waits for it (10 s at most, then it is
// killed outright), so that it writes nothing (its preferences) into the
// test's home while the test removes it.
const killEditor = `
kill "$pid"
for i in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
kill -9 "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
`

// runScript runs a bash script under Xvfb (a 1700×1100 screen) with the
// editor's arguments, in a fresh home folder, with the given variables;
// the editor's output goes to log.
func runScript(t *testing.T, bin, log, script string, env []string, args ...string) {
	t.Helper()
	home := t.TempDir()
	env = append([]string{"EDITOR_BIN=" + bin, "LOG=" + log,
		"HOME=" + home, "XDG_CACHE_HOME=" + filepath.Join(home, ".cache"), "XDG_CONFIG_HOME=" + filepath.Join(home, ".config")}, env...)
	if msg, err := underXvfb(script, env, args...); err != nil {
		editorLog, _ := os.ReadFile(log)
		t.Fatalf("editor under Xvfb: %v\n%s\neditor log:\n%s", err, msg, editorLog)
	}
}

// scriptTimeout bounds one script under Xvfb. A script that hangs (a
// window that never comes, a tool that waits for an event that never
// comes) then fails its own test, with the commands it ran, instead of
// stalling the suite until go test's limit kills every test at once.
const scriptTimeout = 3 * time.Minute

// underXvfb runs a bash script on an Xvfb of its own (a 1700×1100 screen,
// started with startXServer) with the script's arguments and the given
// variables added to the environment. It returns what the script printed,
// each command it ran included (bash -x), and kills the script with
// everything it started (the editor) once scriptTimeout has passed.
//
// A script that fails while its server has died or stopped answering is
// run once more on a new server: the display failed, not the editor. What
// the first run printed, with the server's state, comes first in the
// message if the second fails too.
func underXvfb(script string, env []string, args ...string) ([]byte, error) {
	msg, serverFailed, err := underXvfbOnce(script, env, args...)
	if err == nil || !serverFailed {
		return msg, err
	}
	again, _, err := underXvfbOnce(script, env, args...)
	if err == nil {
		return again, nil
	}
	return append(append(msg, "\n--- run again on a new Xvfb ---\n"...), again...), err
}

// underXvfbOnce runs the script once; serverFailed says whether, when it
// failed, its X server had exited or no longer took connections.
func underXvfbOnce(script string, env []string, args ...string) (msg []byte, serverFailed bool, err error) {
	server, err := startXServer("1700x1100x24")
	if err != nil {
		return nil, false, err
	}
	defer server.stop()
	ctx, cancel := context.WithTimeout(context.Background(), scriptTimeout)
	defer cancel()
	cmdArgs := append([]string{"-eucx", script, "editor-script"}, args...)
	cmd := exec.CommandContext(ctx, "bash", cmdArgs...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Env = append(cmd.Env, "DISPLAY="+server.display)
	killGroupOnCancel(cmd)
	cmd.WaitDelay = 10 * time.Second
	msg, err = cmd.CombinedOutput()
	if ctx.Err() != nil {
		err = fmt.Errorf("the script did not end within %v (%w)", scriptTimeout, err)
	}
	if err != nil {
		state, healthy := server.state()
		serverFailed = !healthy
		msg = append(msg, "\n"+state+"\n"...)
	}
	return msg, serverFailed, err
}

// winterPack is the built-in Winter Edition pack's file, as shipped.
func winterPack(t *testing.T) []byte {
	t.Helper()
	raw, err := tilesets.Raw("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// winterPackFile writes the built-in Winter Edition pack to a file of the
// test's own, for the editor to open and save: its bytes, and the file.
func winterPackFile(t *testing.T) (raw []byte, path string) {
	t.Helper()
	raw = winterPack(t)
	path = filepath.Join(t.TempDir(), "winter.json")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return raw, path
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// differing is the share of the pixels of r that differ between a and b.
func differing(a, b image.Image, r image.Rectangle) float64 {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, _ := a.At(x, y).RGBA()
			br, bg, bb, _ := b.At(x, y).RGBA()
			if ar != br || ag != bg || ab != bb {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}
