package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// TestHostileReads: "a record naming /dev/zero as its pack, or validate
// /dev/zero, reads until memory runs out; … A record's pack may name any
// file on the machine, and its first character is echoed."
func TestHostileReads(t *testing.T) {
	record := func(pack string) string {
		return `{"pack": "` + pack + `", "mix": "base", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "moves": []}`
	}
	sparse := func(name string, size int64) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			f, err := os.Create(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := f.Truncate(size); err != nil {
				t.Fatal(err)
			}
		}
	}
	runHostile(t, []hostileCase{
		{
			name:   "validate /dev/zero is refused without reading",
			args:   []string{"validate", "/dev/zero"},
			code:   ExitInvalid,
			stderr: "tilesmith: /dev/zero is not a regular file: name a pack file\n",
		},
		{
			name:   "validate a folder is refused",
			setup:  func(t *testing.T, dir string) { os.Mkdir(filepath.Join(dir, "packs"), 0o755) },
			args:   []string{"validate", "packs"},
			code:   ExitInvalid,
			stderr: "tilesmith: packs is a folder: name a pack file\n",
		},
		{
			name:   "a pack past 32 MiB is refused before it is read",
			setup:  sparse("huge.json", 32<<20+1),
			args:   []string{"validate", "huge.json"},
			code:   ExitInvalid,
			stderr: "tilesmith: huge.json is larger than 32 MiB, the most a pack may be\n",
		},
		{
			name:   "a record past 16 MiB is refused before it is read",
			setup:  sparse("game.json", 16<<20+1),
			args:   []string{"score", "game.json"},
			code:   ExitInvalid,
			stderr: "tilesmith: game.json is larger than 16 MiB, the most a game record may be\n",
		},
		{
			name:   "score /dev/zero is refused without reading",
			args:   []string{"score", "/dev/zero"},
			code:   ExitInvalid,
			stderr: "tilesmith: /dev/zero is not a regular file: name a game record file\n",
		},
		{
			name:   "a record naming /dev/zero as its pack is refused",
			setup:  files("game.json", record("/dev/zero")),
			args:   []string{"score", "game.json"},
			code:   ExitInvalid,
			stderr: `tilesmith: game.json: "pack": "/dev/zero" is neither a built-in pack (messages, mists, the-castle, the-city, winter-edition) nor a file beside the record: a record may only name those; pass --pack FILE to use another pack` + "\n",
		},
		{
			name:   "a record naming a file elsewhere on the machine is refused, and nothing of it is echoed",
			setup:  files("game.json", record("../../../../../../etc/passwd")),
			args:   []string{"score", "game.json"},
			code:   ExitInvalid,
			stderr: `tilesmith: game.json: "pack": "../../../../../../etc/passwd" is neither a built-in pack (messages, mists, the-castle, the-city, winter-edition) nor a file beside the record: a record may only name those; pass --pack FILE to use another pack` + "\n",
		},
		{
			name:   "render of a record naming another file refuses too",
			setup:  files("game.json", record("/etc/hostname")),
			args:   []string{"render", "game.json", "--out", "board.png"},
			code:   ExitInvalid,
			stderr: `tilesmith: game.json: "pack": "/etc/hostname" is neither a built-in pack (messages, mists, the-castle, the-city, winter-edition) nor a file beside the record: a record may only name those; pass --pack FILE to use another pack` + "\n",
		},
		{
			name:   "a record naming a built-in pack gets the built-in one, not a file of that name in the working folder",
			setup:  files("winter-edition", "not a pack", "sub/game.json", `{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "moves": []}`),
			args:   []string{"score", "sub/game.json"},
			code:   ExitOK,
			stdout: `"scores": {"Red": 0, "Blue": 0}`,
		},
		{
			name:   "a folder named like a built-in pack does not hide it",
			setup:  files("winter-edition/pack.json", "{}"),
			args:   []string{"validate", "winter-edition"},
			code:   ExitOK,
			stderr: "tilesets/packs/winter-edition.json: valid (0 error(s), 0 warning(s))\n",
		},
		{
			name: "a symbolic link beside the record that leads out of its folder is not followed",
			setup: func(t *testing.T, dir string) {
				files("elsewhere/pack.json", miniPack(t), "sub/game.json", record("pack.json"))(t, dir)
				if err := os.Symlink("../elsewhere/pack.json", filepath.Join(dir, "sub", "pack.json")); err != nil {
					t.Fatal(err)
				}
			},
			args:   []string{"score", "sub/game.json"},
			code:   ExitInvalid,
			stderr: `tilesmith: sub/game.json: "pack": "pack.json" is neither a built-in pack (messages, mists, the-castle, the-city, winter-edition) nor a file beside the record (a symbolic link leads out of the record's folder): a record may only name those; pass --pack FILE to use another pack` + "\n",
		},
		{
			name: "a pack beside the record is found",
			setup: func(t *testing.T, dir string) {
				files("sub/pack.json", miniPack(t), "sub/game.json", record("pack.json"))(t, dir)
			},
			args:   []string{"score", "sub/game.json"},
			code:   ExitOK,
			stdout: `"scores": {"Red": 0, "Blue": 0}`,
		},
	})
}
