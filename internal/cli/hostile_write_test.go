package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestHostileWrites: "Commands that destroy a file they were given" — no
// command overwrites its own input; writes follow links, keep mode and
// owner, refuse read-only files unless forced, and leave no temporary
// file.
func TestHostileWrites(t *testing.T) {
	pack := func(t *testing.T, dir string) { files("pack.json", miniPack(t))(t, dir) }
	symlink := func(target, link string) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
				t.Fatal(err)
			}
		}
	}
	mkdir := func(name string) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			if err := os.MkdirAll(filepath.Join(dir, name), 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	chmod := func(name string, mode os.FileMode) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			if err := os.Chmod(filepath.Join(dir, name), mode); err != nil {
				t.Fatal(err)
			}
		}
	}
	canonical := func(name string) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			var out, errb bytes.Buffer
			if code := Run([]string{"fmt", "--check", name}, &out, &errb); code != ExitOK {
				t.Errorf("%s is not canonical after fmt -w: %s%s", name, out.String(), errb.String())
			}
		}
	}
	isLink := func(name string) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			info, err := os.Lstat(filepath.Join(dir, name))
			if err != nil || info.Mode()&os.ModeSymlink == 0 {
				t.Errorf("%s is no longer a symbolic link (%v)", name, err)
			}
		}
	}
	exists := func(name string) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				t.Errorf("%s was not written: %v", name, err)
			}
		}
	}
	runHostile(t, []hostileCase{
		{
			name:   "render --tile onto the pack itself is refused",
			setup:  pack,
			args:   []string{"render", "pack.json", "--tile", "D", "--out", "pack.json"},
			code:   ExitUsage,
			stderr: "tilesmith: --out pack.json is the pack being rendered: choose another file; nothing was written\n",
		},
		{
			name:   "render --tile onto a link to the pack is refused",
			setup:  both(pack, symlink("pack.json", "link.png")),
			args:   []string{"render", "pack.json", "--tile", "D", "--out", "link.png"},
			code:   ExitUsage,
			stderr: "tilesmith: --out link.png is the same file as pack.json, the pack being rendered: choose another file; nothing was written\n",
		},
		{
			name:   "play -o onto its own pack is refused",
			setup:  pack,
			args:   []string{"play", "--pack", "pack.json", "--mix", "base", "-o", "pack.json"},
			code:   ExitUsage,
			stderr: "tilesmith: -o pack.json is the pack being played: choose another file; nothing was written\n",
		},
		{
			name: "play -o onto a hard link of its pack is refused",
			setup: both(pack, func(t *testing.T, dir string) {
				os.Link(filepath.Join(dir, "pack.json"), filepath.Join(dir, "hard.json"))
			}),
			args:   []string{"play", "--pack", "pack.json", "--mix", "base", "-o", "hard.json"},
			code:   ExitUsage,
			stderr: "tilesmith: -o hard.json is the same file as pack.json, the pack being played: choose another file; nothing was written\n",
		},
		{
			name:   "render of a record onto the record itself is refused",
			setup:  both(pack, files("game.png", `{"pack": "pack.json", "mix": "base", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "moves": []}`)),
			args:   []string{"render", "game.png", "--out", "game.png"},
			code:   ExitUsage,
			stderr: "tilesmith: --out game.png is the record being drawn: choose another file; nothing was written\n",
		},
		{
			name:   "export --format zip onto the pack is refused",
			setup:  pack,
			args:   []string{"export", "pack.json", "--format", "zip", "--out", "pack.json"},
			code:   ExitUsage,
			stderr: "tilesmith: --out pack.json is the pack being exported: choose another file; nothing was written\n",
		},
		{
			name:    "fmt -w through a symbolic link rewrites the target and keeps the link",
			setup:   both(func(t *testing.T, dir string) { files("real/pack.json", miniPack(t))(t, dir) }, symlink("real/pack.json", "link.json")),
			args:    []string{"fmt", "-w", "link.json"},
			code:    ExitOK,
			outputs: []string{"real/pack.json"},
			check:   func(t *testing.T, dir string) { isLink("link.json")(t, dir); canonical("real/pack.json")(t, dir) },
		},
		{
			name:   "export --format zip refuses to replace a read-only zip",
			setup:  both(pack, files("out.zip", "old"), chmod("out.zip", 0o444)),
			args:   []string{"export", "pack.json", "--format", "zip", "--size", "32", "--out", "out.zip"},
			code:   ExitUsage,
			stderr: "tilesmith: out.zip exists: an export writes a new file; pass --force to replace it (nothing was written)\n",
		},
		{
			name:    "export --format zip --force replaces a read-only zip and keeps it read-only",
			setup:   both(pack, files("out.zip", "old"), chmod("out.zip", 0o444)),
			args:    []string{"export", "pack.json", "--format", "zip", "--size", "32", "--out", "out.zip", "--force"},
			code:    ExitOK,
			stdout:  "exported classic-mini",
			outputs: []string{"out.zip"},
		},
		{
			name:   "fmt -w refuses a read-only file",
			setup:  both(pack, chmod("pack.json", 0o444)),
			args:   []string{"fmt", "-w", "pack.json"},
			code:   ExitUsage,
			stderr: "tilesmith: pack.json is read-only: make it writable (chmod u+w) or pass --force; nothing was written\n",
		},
		{
			name:    "fmt -w --force rewrites a read-only file and keeps it read-only",
			setup:   both(pack, chmod("pack.json", 0o444)),
			args:    []string{"fmt", "-w", "--force", "pack.json"},
			code:    ExitOK,
			outputs: []string{"pack.json"},
			check: func(t *testing.T, dir string) {
				canonical("pack.json")(t, dir)
				if info, _ := os.Stat(filepath.Join(dir, "pack.json")); info.Mode().Perm() != 0o444 {
					t.Errorf("mode %v, want 0444 kept", info.Mode().Perm())
				}
			},
		},
		{
			name: "fmt -w as root keeps the file's owner",
			setup: both(pack, func(t *testing.T, dir string) {
				if os.Geteuid() != 0 {
					t.Skip("needs root to give the file another owner")
				}
				if err := os.Chown(filepath.Join(dir, "pack.json"), 12345, 12346); err != nil {
					t.Fatal(err)
				}
			}),
			args:    []string{"fmt", "-w", "pack.json"},
			code:    ExitOK,
			outputs: []string{"pack.json"},
			check: func(t *testing.T, dir string) {
				info, _ := os.Stat(filepath.Join(dir, "pack.json"))
				st := info.Sys().(*syscall.Stat_t)
				if st.Uid != 12345 || st.Gid != 12346 {
					t.Errorf("owner %d:%d, want 12345:12346 kept", st.Uid, st.Gid)
				}
			},
		},
		{
			name:    "export --format dir onto a link to an empty folder fills the folder and keeps the link",
			setup:   both(pack, mkdir("real"), symlink("real", "out")),
			args:    []string{"export", "pack.json", "--format", "dir", "--size", "32", "--out", "out"},
			code:    ExitOK,
			stdout:  "exported classic-mini",
			outputs: []string{"real"},
			check:   func(t *testing.T, dir string) { isLink("out")(t, dir); exists("real/pack.json")(t, dir) },
		},
		{
			name: "import onto a link to an empty folder fills the folder and keeps the link",
			setup: both(pack, mkdir("real"), symlink("real", "out"), func(t *testing.T, dir string) {
				var out, errb bytes.Buffer
				if code := Run([]string{"export", "pack.json", "--format", "zip", "--size", "32", "--out", "pack.zip"}, &out, &errb); code != 0 {
					t.Fatal(errb.String())
				}
			}),
			args:    []string{"import", "pack.zip", "--out", "out"},
			code:    ExitOK,
			stdout:  "imported classic-mini",
			outputs: []string{"real"},
			check:   func(t *testing.T, dir string) { isLink("out")(t, dir); exists("real/pack.json")(t, dir) },
		},
		{
			name: "render into a folder replaces PNGs of the same name",
			setup: both(pack, func(t *testing.T, dir string) {
				files("tiles/D.png", hostileData(t, "art/small.png"), "tiles/notes.txt", "mine")(t, dir)
			}),
			args:    []string{"render", "pack.json", "--size", "32", "--out", "tiles"},
			code:    ExitOK,
			stdout:  "5 tiles drawn at 32 px into tiles",
			outputs: []string{"tiles/A.png", "tiles/D.png", "tiles/Q.png", "tiles/U.png", "tiles/X.png"},
		},
		{
			name:   "render into a folder never writes through a symbolic link in it",
			setup:  both(pack, files("home/bashrc", "secret"), symlink("home/bashrc", "D.png")),
			args:   []string{"render", "pack.json", "--size", "32", "--out", "."},
			code:   ExitUsage,
			stderr: "tilesmith: D.png is a symbolic link (to home/bashrc): remove it or choose another folder; nothing was written\n",
		},
		{
			name:   "render --tile into a folder never writes through a symbolic link in it",
			setup:  both(pack, files("home/bashrc", "secret"), mkdir("tiles"), symlink("../home/bashrc", "tiles/D.png")),
			args:   []string{"render", "pack.json", "--tile", "D", "--size", "32", "--out", "tiles"},
			code:   ExitUsage,
			stderr: "tilesmith: tiles/D.png is a symbolic link (to ../home/bashrc): remove it or choose another folder; nothing was written\n",
		},
		{
			name: "fmt -w refuses a file with another name (a hard link), which a rewrite would split",
			setup: both(pack, func(t *testing.T, dir string) {
				os.Link(filepath.Join(dir, "pack.json"), filepath.Join(dir, "hard.json"))
			}),
			args:   []string{"fmt", "-w", "pack.json"},
			code:   ExitUsage,
			stderr: "tilesmith: pack.json has 2 names (hard links) and a rewrite would give only this one the new content: remove the other names or pass --force; nothing was written\n",
		},
		{
			name: "validate refuses a named pipe at once",
			setup: func(t *testing.T, dir string) {
				if err := syscall.Mkfifo(filepath.Join(dir, "pipe.json"), 0o644); err != nil {
					t.Skip("no named pipes here:", err)
				}
			},
			args:   []string{"validate", "pipe.json"},
			code:   ExitInvalid,
			stderr: "tilesmith: pipe.json is not a regular file: name a pack file\n",
		},
		{
			name:   "render into a folder refuses to replace a read-only PNG, and writes none",
			setup:  both(pack, func(t *testing.T, dir string) { files("tiles/D.png", hostileData(t, "art/small.png"))(t, dir) }, chmod("tiles/D.png", 0o444)),
			args:   []string{"render", "pack.json", "--size", "32", "--out", "tiles"},
			code:   ExitUsage,
			stderr: "tilesmith: tiles/D.png is read-only: make it writable (chmod u+w) or pass --force; nothing was written\n",
		},
	})
}
