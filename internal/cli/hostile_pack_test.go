package cli

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// fixture copies files of testdata/hostile into the case's folder.
func fixture(names ...string) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		for _, name := range names {
			writeTestFile(t, filepath.Join(dir, name), []byte(hostileData(t, name)))
		}
	}
}

// invalid is what validate prints for a pack with n errors.
func invalid(file string, n int) string {
	return file + ": invalid (" + itoa(n) + " error(s), 0 warning(s))\n"
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestHostilePacks: "Packs that validate crash the commands that use
// them" — whatever validate accepts, every command runs; what it refuses,
// every command refuses with the same diagnostics, before any work.
func TestHostilePacks(t *testing.T) {
	overflow := "counts-overflow.json:31:50: error: /mixes/0/total: mix \"base\": the counts add up to 18446744073709551617 tiles but \"total\" says 1: correct a count or the total\n" +
		"counts-overflow.json:31:63: error: /mixes/0/counts: mix \"base\" holds 18446744073709551617 tiles: a mix holds at most 1000, start tiles included: lower its counts\n" +
		"counts-overflow.json:31:69: error: /mixes/0/counts/D: 4611686018427387904 is too large: at most 1000\n" +
		"counts-overflow.json:31:95: error: /mixes/0/counts/U: 4611686018427387904 is too large: at most 1000\n" +
		"counts-overflow.json:31:121: error: /mixes/0/counts/A: 4611686018427387904 is too large: at most 1000\n" +
		"counts-overflow.json:31:147: error: /mixes/0/counts/X: 4611686018427387904 is too large: at most 1000\n"
	runHostile(t, []hostileCase{
		{name: "four counts of 2^62 plus one with total 1 do not validate", setup: fixture("counts-overflow.json"),
			args: []string{"validate", "counts-overflow.json"}, code: ExitInvalid, stdout: overflow, stderr: invalid("counts-overflow.json", 6)},
		{name: "nor export as pdf", setup: fixture("counts-overflow.json"),
			args: []string{"export", "counts-overflow.json", "--format", "pdf", "--out", "out.pdf"}, code: ExitInvalid, stdout: overflow,
			stderr: "tilesmith: counts-overflow.json has errors (listed above); fix them first\n"},
		{name: "nor play", setup: fixture("counts-overflow.json"),
			args: []string{"play", "--pack", "counts-overflow.json", "-o", "game.json"}, code: ExitInvalid, stdout: overflow,
			stderr: "tilesmith: counts-overflow.json has errors (listed above); fix them before playing it\n"},
		{name: "a mix of 20,007 tiles is past the limit", setup: fixture("mix-20007-tiles.json"),
			args: []string{"simulate", "--pack", "mix-20007-tiles.json"}, code: ExitInvalid,
			stdout: "mix-20007-tiles.json:31:67: error: /mixes/0/counts: mix \"base\" holds 20007 tiles: a mix holds at most 1000, start tiles included: lower its counts\n",
			stderr: "tilesmith: mix-20007-tiles.json has errors (listed above); fix them before playing it\n"},
		{name: "a start tile at x = 10^9", setup: fixture("start-x-1e9.json"),
			args: []string{"validate", "start-x-1e9.json"}, code: ExitInvalid,
			stdout: "start-x-1e9.json:32:35: error: /mixes/0/start/0/x: 1000000000 is too large: at most 64\n", stderr: invalid("start-x-1e9.json", 1)},
		{name: "a start tile at x = 10^5", setup: fixture("start-x-1e5.json"),
			args: []string{"play", "--pack", "start-x-1e5.json"}, code: ExitInvalid,
			stdout: "start-x-1e5.json:32:35: error: /mixes/0/start/0/x: 100000 is too large: at most 64\n",
			stderr: "tilesmith: start-x-1e5.json has errors (listed above); fix them before playing it\n"},
		{name: "a start tile at x = 2^62", setup: fixture("start-x-2e62.json"),
			args: []string{"validate", "start-x-2e62.json"}, code: ExitInvalid,
			stdout: "start-x-2e62.json:32:35: error: /mixes/0/start/0/x: 4611686018427387904 is too large: at most 64\n", stderr: invalid("start-x-2e62.json", 1)},
		{name: "Mists stacks whose sum wraps to the pile", setup: fixture("mists-stacks-wrap.json"),
			args: []string{"simulate", "--pack", "mists-stacks-wrap.json", "--games", "10"}, code: ExitInvalid,
			stdout: "mists-stacks-wrap.json:37:16: error: /mixes/1/stacks: mix \"level-3\": the stacks hold 18446744073709551623 tiles but the draw pile has 7 (total 11 minus 4 start tile(s)): make them agree\n",
			stderr: "tilesmith: mists-stacks-wrap.json has errors (listed above); fix them before playing it\n"},
		{name: "a Mists level with 0 ghosts", setup: fixture("mists-no-ghosts.json"),
			args: []string{"validate", "mists-no-ghosts.json"}, code: ExitInvalid,
			stdout: "mists-no-ghosts.json:46:48: error: /rules/mists/levels/0/ghosts: 0 is too small: at least 1\n", stderr: invalid("mists-no-ghosts.json", 1)},
		{name: "a Mists set-up with 1000 colours", setup: fixture("mists-1000-colours.json"),
			args: []string{"validate", "mists-1000-colours.json"}, code: ExitInvalid,
			stdout: "mists-1000-colours.json:42:62: error: /rules/mists/meeples/2/coloursPerPlayer: 1000 is too large: at most 6\n", stderr: invalid("mists-1000-colours.json", 1)},
		{name: "a string of 20000 characters", setup: fixture("long-note.json"),
			args: []string{"validate", "long-note.json"}, code: ExitInvalid,
			stdout: "long-note.json:2:94: error: /notes/0: too long: at most 10000 characters, found 20000\n", stderr: invalid("long-note.json", 1)},
		{name: "an art path leaving the pack's folder", setup: fixture("art-outside.json"),
			args: []string{"validate", "art-outside.json"}, code: ExitInvalid,
			stdout: "art-outside.json:9:49: error: /tiles/1/art: tile \"U\": artwork \"../../secret.png\" leads out of the pack's folder: art paths are relative to the pack file, with forward slashes, inside its folder; copy the file beside the pack (e.g. \"art/D.png\")\n",
			stderr: invalid("art-outside.json", 1)},
		{name: "a small PNG declaring 40000×40000 as tile art", setup: fixture("art-huge.json", "art/u.png"),
			args: []string{"export", "art-huge.json", "--format", "zip", "--out", "out.zip"}, code: ExitInvalid,
			stdout: "art-huge.json:9:49: error: /tiles/1/art: tile U: artwork art/u.png is 40000×40000 pixels: at most 4096×4096; scale it down\n",
			stderr: "tilesmith: art-huge.json has errors (listed above); fix them first\n"},
		{name: "a file of 600,000 wrong values is refused after parsing, not validated value by value",
			setup: files("many.json", `{"format": 1, "id": "x", "name": "x", "ruleset": "classic", "tiles": [`+strings.Repeat("1,", 600_000)+`1]}`),
			args:  []string{"validate", "many.json"}, code: ExitInvalid,
			stdout: "many.json:1:1048635: error: the file holds more than 524288 JSON values: a pack within the limits holds far fewer (2000 tile kinds need under 300,000); split it into several packs\n",
			stderr: invalid("many.json", 1)},
		{name: "a byte-order mark is harmless", setup: fixture("bom.json"),
			args: []string{"validate", "bom.json"}, code: ExitOK, stderr: "bom.json: valid (0 error(s), 0 warning(s))\n"},
		{name: `"format": 1.0 is named where it is`, setup: fixture("format-float.json"),
			args: []string{"validate", "format-float.json"}, code: ExitInvalid,
			stdout: "format-float.json:2:13: error: /format: 1.0 is not written as a whole number: write 1\n", stderr: invalid("format-float.json", 1)},
		{name: "a number too large for any machine integer is named where it is", setup: fixture("huge-number.json"),
			args: []string{"validate", "huge-number.json"}, code: ExitInvalid,
			stdout: "huge-number.json:31:69: error: /mixes/0/counts/D: 99999999999999999999 is too large: at most 1000\n", stderr: invalid("huge-number.json", 1)},
	})
}

// TestHostileRecords: records speak the user's terms, and a choice a move
// cannot make is refused rather than ignored.
func TestHostileRecords(t *testing.T) {
	level1 := func(move string) string {
		return `{"pack": "mists-mini.json", "mix": "level-1", "ruleset": {"name": "mists", "options": {}}, "players": ["P1"], "seed": 1,
 "moves": [` + move + `]}`
	}
	runHostile(t, []hostileCase{
		{name: "a record that is an array", setup: files("game.json", `[{"pack": "winter-edition"}]`),
			args: []string{"score", "game.json"}, code: ExitInvalid,
			stderr: "tilesmith: game.json:1:1: bad game record: a game record is a JSON object {\"pack\": …, \"moves\": [...]}, not an array\n"},
		{name: "a negative seed", setup: files("game.json", `{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"],
 "seed": -1, "moves": []}`),
			args: []string{"score", "game.json"}, code: ExitInvalid,
			stderr: "tilesmith: game.json:2:10: bad game record: \"seed\" must be a whole number from 0 to 18446744073709551615, not -1\n"},
		{name: "a record's options in its own words, not Go's", setup: files("game.json", `{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic", "options": {"handSize": "x"}}, "players": ["Red", "Blue"], "moves": []}`),
			args: []string{"score", "game.json"}, code: ExitInvalid,
			stderr: "tilesmith: game.json:1:96: options: \"handSize\" must be a whole number from 1 to 5, not \"x\"\n"},
		{name: "--options in their own words, within the pack's limits",
			args: []string{"play", "--options", `{"board": {"width": 3000, "height": 9}}`}, code: ExitInvalid,
			stderr: "tilesmith: options: \"width\" in \"board\" must be a whole number from 1 to 2001, not 3000\n"},
		{name: "faceDown on a Level 1 move is refused, not ignored", setup: both(fixture("mists-mini.json"), files("game.json", level1(`{"tile": "14", "x": 2, "y": 0, "rot": 0, "symbols": 3, "faceDown": {"tile": "01", "x": 3, "y": 0}}`))),
			args: []string{"score", "game.json"}, code: ExitInvalid,
			stderr: "tilesmith: game.json: move 1 (14 at (2,0) rot 0): bad choice: faceDown: level 1 lays no tile face down: only levels with haunted graveyards do (this pack has none): remove \"faceDown\" from this move\n"},
	})
}
