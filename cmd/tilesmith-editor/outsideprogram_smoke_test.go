package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	_ "github.com/tilesmith/tilesmith/engine/games"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestOutsideProgramInTheRealWindow seats the example outside bot in the
// real window as a user would, at 1280×820: it opens the Play tab's
// set-up, chooses "bot: outside program…" in Red's list, types a program
// that is not there and presses Enter (the dialog stays, its reason in
// red), then the example bot's command (python3 and the absolute path of
// docs/agents/example_bot.py) and Enter, and starts a game of it against
// the greedy bot, the bots moving at once. Once the window has stood still
// for five seconds it saves the game's record with
// Save record…: the record must replay to a finished game. Its clicks are
// at places in the 1280×820 window; look at the screenshots after a
// layout change.
func TestOutsideProgramInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatal("python3 is needed to run the example outside bot: make test installs it")
		}
		t.Skip("no python3 to run the example outside bot")
	}
	bot, err := filepath.Abs(filepath.Join("..", "..", "docs", "agents", "example_bot.py"))
	if err != nil {
		t.Fatal(err)
	}
	record := filepath.Join(t.TempDir(), "outside-game.json")
	shots := map[string]string{}
	for _, s := range []string{"setup", "dialog", "refused", "typed", "seated", "paced", "finished", "saved"} {
		shots[s] = filepath.Join(out, "outside-"+s+".png")
	}
	script := startEditor + `
xdotool windowsize --sync "$wid" 1280 820; sleep 1.5
# Open the folded set-up, then Red's list, and choose its last entry.
xdotool mousemove --window "$wid" 560 129 click 1; sleep 1.5
import -window "$wid" "$SETUP"
xdotool mousemove --window "$wid" 870 168 click 1; sleep 1
xdotool mousemove --window "$wid" 870 350; sleep 0.3
xdotool mousemove --window "$wid" 870 358; sleep 0.3; xdotool click 1; sleep 1.5
import -window "$wid" "$DIALOG"
xdotool type --delay 20 "./no-such-bot"; xdotool key Return; sleep 1
import -window "$wid" "$REFUSED"
xdotool key --clearmodifiers ctrl+a; xdotool type --delay 10 "python3 $BOT"; sleep 0.5
import -window "$wid" "$TYPED"
xdotool key Return; sleep 1.5
import -window "$wid" "$SEATED"
# Bots move at once: the first of the pace's list, under Red's row.
xdotool mousemove --window "$wid" 608 246 click 1; sleep 1
xdotool mousemove --window "$wid" 608 275; sleep 0.3
xdotool mousemove --window "$wid" 608 280; sleep 0.3; xdotool click 1; sleep 1
import -window "$wid" "$PACED"
# New game; then wait for the window to stand still for 5 s.
xdotool mousemove --window "$wid" 1080 129 click 1; sleep 2
prev=; still=0
for i in $(seq 1 150); do
	import -window "$wid" "$POLL"
	sum=$(md5sum <"$POLL")
	if [ "$sum" = "$prev" ]; then still=$((still+1)); else still=0; fi
	[ "$still" -ge 5 ] && break
	prev=$sum; sleep 1
done
import -window "$wid" "$FINISHED"
# Save record…, to the file the test reads.
xdotool mousemove --window "$wid" 1210 129 click 1; sleep 1.5
xdotool key --clearmodifiers ctrl+a; xdotool type --delay 10 "$RECORD"; xdotool key Return; sleep 1.5
import -window "$wid" "$SAVED"
` + killEditor
	runScript(t, bin, filepath.Join(out, "editor-outside.log"), script,
		[]string{"BOT=" + bot, "RECORD=" + record, "POLL=" + filepath.Join(out, "outside-poll.png"),
			"SETUP=" + shots["setup"], "DIALOG=" + shots["dialog"], "REFUSED=" + shots["refused"], "TYPED=" + shots["typed"],
			"SEATED=" + shots["seated"], "PACED=" + shots["paced"], "FINISHED=" + shots["finished"], "SAVED=" + shots["saved"]},
		"-tab", "play", "winter-edition")

	setup, dialog := readPNG(t, shots["setup"]), readPNG(t, shots["dialog"])
	if f := differing(setup, dialog, setup.Bounds()); f < 0.3 {
		t.Errorf("choosing the outside program changed %.1f%% of the window: no dialog over it (see %s)", 100*f, shots["dialog"])
	}
	// The program that is not there is refused in the dialog, in the
	// theme's error red; the example bot's command is not (the red that
	// stays is Red's meeple, there before the dialog).
	before := reddish(setup)
	if n := reddish(readPNG(t, shots["refused"])); n < before+200 {
		t.Errorf("after ./no-such-bot and Enter the window shows %d error-red pixels, %d before: no reason in the dialog (see %s)", n, before, shots["refused"])
	}
	if n := reddish(readPNG(t, shots["seated"])); n > before+50 {
		t.Errorf("after the example bot's command and Enter the window shows %d error-red pixels, %d before (see %s)", n, before, shots["seated"])
	}

	data, err := os.ReadFile(record)
	if err != nil {
		t.Fatalf("no record saved (see %s): %v", shots["saved"], err)
	}
	rec, err := rulesets.DecodeRecord(record, data)
	if err != nil {
		t.Fatal(err)
	}
	game, err := rulesets.Replay(testpacks.Winter(t), rec)
	if err != nil {
		t.Fatal(err)
	}
	standing := game.Standing()
	if !standing.Over {
		t.Errorf("the game saved is not over: %s (see %s)", standing.Result, shots["finished"])
	}
	if len(rec.Players) != 2 {
		t.Errorf("the record has %d players, want Red (the example bot) and Blue (greedy)", len(rec.Players))
	}
	t.Logf("%s; screenshots in %s", standing.Result, out)
}
