package fsutil

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// tempModes runs a test with files without a name (where the system has
// them) and with named temporary files.
func tempModes(t *testing.T, test func(t *testing.T)) {
	for _, mode := range []struct {
		name      string
		anonymous bool
	}{{"anonymous temp", true}, {"named temp", false}} {
		t.Run(mode.name, func(t *testing.T) {
			anonymousFiles = mode.anonymous
			t.Cleanup(func() { anonymousFiles = true })
			test(t)
		})
	}
}

// assertEntries checks that dir holds exactly want (names, sorted):
// nothing temporary was left behind.
func assertEntries(t *testing.T, dir string, want ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s holds %q, want %q", dir, got, want)
	}
}

func assertContent(t *testing.T, path, want string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil || string(got) != want {
		t.Errorf("%s holds %q (%v), want %q", path, got, err, want)
	}
}

func assertLink(t *testing.T, path, dest string) {
	t.Helper()
	if got, err := os.Readlink(path); err != nil || got != dest {
		t.Errorf("%s: link to %q (%v), want a link to %q", path, got, err, dest)
	}
}

func writeFile(t *testing.T, path, data string, perm fs.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), perm); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, perm); err != nil { // past the umask
		t.Fatal(err)
	}
}

func symlink(t *testing.T, dest, link string) {
	t.Helper()
	if err := os.Symlink(dest, link); err != nil {
		t.Fatal(err)
	}
}

func TestWriteFileAtomic(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(t *testing.T, dir string)
		write   string // path written, relative to dir
		file    string // the file that must hold the new data
		perm    fs.FileMode
		entries []string // dir's entries afterwards
		links   map[string]string
	}{
		{name: "new file", write: "pack.json", file: "pack.json", perm: 0o644, entries: []string{"pack.json"}},
		{
			name:  "replaces and keeps permissions",
			setup: func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o600) },
			write: "pack.json", file: "pack.json", perm: 0o600, entries: []string{"pack.json"},
		},
		{
			name: "keeps set-group-id and group bits",
			setup: func(t *testing.T, dir string) {
				writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o664)
				if err := os.Chmod(filepath.Join(dir, "pack.json"), 0o664|fs.ModeSetgid); err != nil {
					t.Fatal(err)
				}
			},
			write: "pack.json", file: "pack.json", perm: 0o664 | fs.ModeSetgid, entries: []string{"pack.json"},
		},
		{
			name: "symlinked file: the target is rewritten, the link kept",
			setup: func(t *testing.T, dir string) {
				writeFile(t, filepath.Join(dir, "real.json"), "old", 0o640)
				symlink(t, "real.json", filepath.Join(dir, "pack.json"))
			},
			write: "pack.json", file: "real.json", perm: 0o640,
			entries: []string{"pack.json", "real.json"}, links: map[string]string{"pack.json": "real.json"},
		},
		{
			name: "symlink chain",
			setup: func(t *testing.T, dir string) {
				writeFile(t, filepath.Join(dir, "c.json"), "old", 0o644)
				symlink(t, "c.json", filepath.Join(dir, "b.json"))
				symlink(t, filepath.Join(dir, "b.json"), filepath.Join(dir, "a.json"))
			},
			write: "a.json", file: "c.json", perm: 0o644,
			entries: []string{"a.json", "b.json", "c.json"},
			links:   map[string]string{"b.json": "c.json"},
		},
		{
			name:  "dangling link: its target is made",
			setup: func(t *testing.T, dir string) { symlink(t, "new.json", filepath.Join(dir, "pack.json")) },
			write: "pack.json", file: "new.json", perm: 0o644,
			entries: []string{"new.json", "pack.json"}, links: map[string]string{"pack.json": "new.json"},
		},
		{
			// alias -> real/sub; alias/pack.json -> ../pack.json means
			// real/pack.json to the kernel, not ./pack.json.
			name: "link with .. inside a linked folder",
			setup: func(t *testing.T, dir string) {
				writeFile(t, filepath.Join(dir, "real", "pack.json"), "old", 0o644)
				if err := os.Mkdir(filepath.Join(dir, "real", "sub"), 0o755); err != nil {
					t.Fatal(err)
				}
				symlink(t, "real/sub", filepath.Join(dir, "alias"))
				symlink(t, "../pack.json", filepath.Join(dir, "real", "sub", "pack.json"))
			},
			write: "alias/pack.json", file: "real/pack.json", perm: 0o644,
			entries: []string{"alias", "real"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tempModes(t, func(t *testing.T) {
				dir := t.TempDir()
				if tt.setup != nil {
					tt.setup(t, dir)
				}
				if err := WriteFileAtomic(filepath.Join(dir, tt.write), []byte("new")); err != nil {
					t.Fatal(err)
				}
				assertContent(t, filepath.Join(dir, tt.file), "new")
				info, err := os.Stat(filepath.Join(dir, tt.file))
				if err != nil {
					t.Fatal(err)
				}
				if got := info.Mode() & keptMode; got != tt.perm {
					t.Errorf("mode %v, want %v", got, tt.perm)
				}
				for link, dest := range tt.links {
					assertLink(t, filepath.Join(dir, link), dest)
				}
				assertEntries(t, dir, tt.entries...)
			})
		})
	}
}

func TestWriteFileAtomicKeepsOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root can give a file another owner")
	}
	tempModes(t, func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "pack.json")
		writeFile(t, path, "old", 0o644)
		if err := os.Chown(path, 12345, 12345); err != nil {
			t.Fatal(err)
		}
		if err := WriteFileAtomic(path, []byte("new")); err != nil {
			t.Fatal(err)
		}
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if uid, gid, ok := ownerOf(info); !ok || uid != 12345 || gid != 12345 {
			t.Errorf("owner %d:%d, want 12345:12345", uid, gid)
		}
		assertContent(t, path, "new")
		assertEntries(t, dir, "pack.json")
	})
}

func TestWriteFileAtomicRefusals(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(t *testing.T, dir string)
		opts    WriteOptions
		kind    error
		message string // "" means the write succeeds
		entries []string
		check   func(t *testing.T, dir string) // more to check afterwards
	}{
		{
			name:    "read-only refused",
			setup:   func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o444) },
			kind:    ErrReadOnly,
			message: "pack.json is read-only: make it writable (chmod u+w) or pass --force; nothing was written",
			entries: []string{"pack.json"},
		},
		{
			name:    "read-only with the caller's way to force",
			setup:   func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o444) },
			opts:    WriteOptions{ForceHint: "choose Save Anyway"},
			kind:    ErrReadOnly,
			message: "pack.json is read-only: make it writable (chmod u+w) or choose Save Anyway; nothing was written",
			entries: []string{"pack.json"},
		},
		{
			name: "read-only through a link names the target",
			setup: func(t *testing.T, dir string) {
				writeFile(t, filepath.Join(dir, "real.json"), "old", 0o400)
				symlink(t, "real.json", filepath.Join(dir, "pack.json"))
			},
			kind:    ErrReadOnly,
			message: "pack.json (a link to " + "DIR/real.json) is read-only",
			entries: []string{"pack.json", "real.json"},
			check:   func(t *testing.T, dir string) { assertContent(t, filepath.Join(dir, "real.json"), "old") },
		},
		{
			name:    "read-only forced",
			setup:   func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o444) },
			opts:    WriteOptions{Force: true},
			entries: []string{"pack.json"},
		},
		{
			name:    "a folder",
			setup:   func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "pack.json", "x"), "", 0o644) },
			kind:    ErrNotFile,
			message: "pack.json is a folder: name a file to write; nothing was written",
			entries: []string{"pack.json"},
		},
		{
			// As root, renaming over /dev/null would replace the device.
			name:    "a link to a device",
			setup:   func(t *testing.T, dir string) { symlink(t, os.DevNull, filepath.Join(dir, "pack.json")) },
			kind:    ErrNotFile,
			message: "is a device, not a file: name a file to write; nothing was written",
			entries: []string{"pack.json"},
		},
		{
			name: "not following: a link is refused, its target untouched",
			setup: func(t *testing.T, dir string) {
				writeFile(t, filepath.Join(dir, "bashrc"), "rc", 0o644)
				symlink(t, "bashrc", filepath.Join(dir, "pack.json"))
			},
			opts:    WriteOptions{NoFollow: true},
			kind:    ErrLink,
			message: "DIR/pack.json is a symbolic link (to bashrc): remove it or choose another folder; nothing was written",
			entries: []string{"bashrc", "pack.json"},
			check:   func(t *testing.T, dir string) { assertContent(t, filepath.Join(dir, "bashrc"), "rc") },
		},
		{
			name:    "not following: a dangling link is refused, its target not made",
			setup:   func(t *testing.T, dir string) { symlink(t, "made.json", filepath.Join(dir, "pack.json")) },
			opts:    WriteOptions{NoFollow: true, Force: true},
			kind:    ErrNotFile,
			message: "DIR/pack.json is a symbolic link (to made.json)",
			entries: []string{"pack.json"},
		},
		{
			name:    "not following: a file is written",
			setup:   func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o640) },
			opts:    WriteOptions{NoFollow: true},
			entries: []string{"pack.json"},
		},
		{
			name:    "a file with another name (hard link) refused",
			setup:   func(t *testing.T, dir string) { hardLinked(t, dir) },
			kind:    ErrHardLink,
			message: "DIR/pack.json has 2 names (hard links) and a rewrite would give only this one the new content: remove the other names or pass --force; nothing was written",
			entries: []string{"other.json", "pack.json"},
			check:   func(t *testing.T, dir string) { assertContent(t, filepath.Join(dir, "other.json"), "old") },
		},
		{
			name:    "a file with another name, with the caller's way to force",
			setup:   func(t *testing.T, dir string) { hardLinked(t, dir) },
			opts:    WriteOptions{ForceHint: "use File, Save As… to save a copy elsewhere"},
			kind:    ErrHardLink,
			message: "remove the other names or use File, Save As… to save a copy elsewhere; nothing was written",
			entries: []string{"other.json", "pack.json"},
		},
		{
			name:    "a file with another name forced: the other name keeps the old content",
			setup:   func(t *testing.T, dir string) { hardLinked(t, dir) },
			opts:    WriteOptions{Force: true},
			entries: []string{"other.json", "pack.json"},
			check: func(t *testing.T, dir string) {
				assertContent(t, filepath.Join(dir, "other.json"), "old")
				a, _ := os.Stat(filepath.Join(dir, "pack.json"))
				b, _ := os.Stat(filepath.Join(dir, "other.json"))
				if os.SameFile(a, b) {
					t.Error("pack.json and other.json are still one file")
				}
			},
		},
		{
			name:    "a link loop",
			setup:   func(t *testing.T, dir string) { symlink(t, "pack.json", filepath.Join(dir, "pack.json")) },
			message: "more than 40 symbolic links in a row (a loop?); nothing was written",
			entries: []string{"pack.json"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			tt.setup(t, dir)
			path := filepath.Join(dir, "pack.json")
			before, _ := os.Stat(path)
			own, _ := os.Lstat(path) // the name itself, not a link's target
			err := WriteFileAtomicOpts(path, []byte("new"), tt.opts)
			assertEntries(t, dir, tt.entries...)
			if tt.check != nil {
				tt.check(t, dir)
			}
			if tt.message == "" {
				if err != nil {
					t.Fatal(err)
				}
				assertContent(t, path, "new")
				if after, _ := os.Stat(path); after.Mode() != before.Mode() {
					t.Errorf("mode %v, want %v kept", after.Mode(), before.Mode())
				}
				return
			}
			want := strings.ReplaceAll(tt.message, "DIR", dir)
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("error %v, want one saying %q", err, want)
			}
			if tt.kind != nil && !errors.Is(err, tt.kind) {
				t.Errorf("error %v is not %v", err, tt.kind)
			}
			if own != nil && own.Mode().IsRegular() {
				assertContent(t, path, "old")
			}
		})
	}
}

// hardLinked makes dir/pack.json holding "old" with a second name,
// dir/other.json, or skips where link counts are unknown.
func hardLinked(t *testing.T, dir string) {
	t.Helper()
	writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o644)
	if err := os.Link(filepath.Join(dir, "pack.json"), filepath.Join(dir, "other.json")); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	info, err := os.Stat(filepath.Join(dir, "pack.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := linkCount(info); !ok {
		t.Skip("link counts are not known here")
	}
}

// TestWriteAtomicOwnerNotKept: a file whose owner or group the new one
// cannot get is refused with a message that says which, and what to do.
func TestWriteAtomicOwnerNotKept(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root can give a file another owner to set the case up")
	}
	me, myGroup := os.Geteuid(), os.Getegid()
	tests := []struct {
		name       string
		uid, gid   int
		chownError error
		message    string
	}{
		{"another owner", 12345, myGroup, syscall.EPERM,
			"cannot keep the owner of DIR/pack.json (user 12345, group GID): operation not permitted; DIR/pack.json was left as it was (write it as its owner)"},
		{"our file in a group we are not in", me, 12345, syscall.EPERM,
			"cannot keep the group of DIR/pack.json (group 12345): you are not a member of it; DIR/pack.json was left as it was " +
				"(write it as a member of group 12345, or give the file one of your groups with chgrp first)"},
		{"our file, the group fails otherwise", me, 12345, syscall.EROFS,
			"cannot keep the group of DIR/pack.json (group 12345): read-only file system; DIR/pack.json was left as it was"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tempModes(t, func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "pack.json")
				writeFile(t, path, "old", 0o644)
				if err := os.Chown(path, tt.uid, tt.gid); err != nil {
					t.Fatal(err)
				}
				fchown = func(f *os.File, uid, gid int) error {
					return &os.PathError{Op: "chown", Path: f.Name(), Err: tt.chownError}
				}
				t.Cleanup(func() { fchown = (*os.File).Chown })
				err := WriteFileAtomic(path, []byte("new"))
				want := strings.NewReplacer("DIR", dir, "GID", strconv.Itoa(myGroup)).Replace(tt.message)
				if err == nil || err.Error() != want {
					t.Errorf("error:\n got %v\nwant %s", err, want)
				}
				if !errors.Is(err, ErrOwner) || !errors.Is(err, tt.chownError) {
					t.Errorf("error %v is not %v with the cause %v", err, ErrOwner, tt.chownError)
				}
				assertContent(t, path, "old")
				assertEntries(t, dir, "pack.json")
			})
		})
	}
}

func TestWriteAtomicFailureLeavesNothing(t *testing.T) {
	tests := []struct {
		name     string
		existing bool
		fail     error
		message  string
	}{
		{"new file, writer fails", false, errors.New("encoder broke"), "cannot write DIR/pack.json: encoder broke; nothing was written"},
		{"old file kept, writer fails", true, errors.New("encoder broke"), "encoder broke; DIR/pack.json was left as it was"},
		{"disk full midway", true, &fs.PathError{Op: "write", Path: "/x/.pack.json.tmp-1", Err: syscall.ENOSPC},
			"cannot write DIR/pack.json: no space left on device; DIR/pack.json was left as it was"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tempModes(t, func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "pack.json")
				var want []string
				if tt.existing {
					writeFile(t, path, "old", 0o644)
					want = []string{"pack.json"}
				}
				err := WriteAtomic(path, WriteOptions{}, func(w io.Writer) error {
					if _, err := w.Write([]byte("half")); err != nil {
						return err
					}
					return tt.fail
				})
				msg := strings.ReplaceAll(tt.message, "DIR", dir)
				if err == nil || !strings.Contains(err.Error(), msg) || !errors.Is(err, errors.Unwrap(tt.fail)) && !errors.Is(err, tt.fail) {
					t.Errorf("error %v, want %q wrapping %v", err, msg, tt.fail)
				}
				assertEntries(t, dir, want...)
				if tt.existing {
					assertContent(t, path, "old")
				}
			})
		})
	}
}

func TestWriteFileAtomicFailureKeepsOldFile(t *testing.T) {
	tempModes(t, func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "pack.json")
		writeFile(t, path, "old", 0o644)
		// A folder that is not writable makes making the temporary file
		// fail (for root too: a read-only bind is not at hand, so use a
		// missing folder).
		if err := WriteFileAtomic(filepath.Join(dir, "missing", "pack.json"), []byte("new")); err == nil {
			t.Fatal("a write into a missing folder succeeded")
		}
		assertContent(t, path, "old")
		assertEntries(t, dir, "pack.json")
	})
}
