//go:build linux

package fsutil

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// anonymousSupported reports whether dir's file system has O_TMPFILE.
func anonymousSupported(t *testing.T, dir string) bool {
	f, err := openAnonymous(dir, 0o600)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// TestWriteAtomicNamesNothingWhileWriting: with O_TMPFILE the folder shows
// no temporary name while the data is written.
func TestWriteAtomicNamesNothingWhileWriting(t *testing.T) {
	dir := t.TempDir()
	if !anonymousSupported(t, dir) {
		t.Skip("no O_TMPFILE here")
	}
	tests := []struct {
		name     string
		existing bool
	}{{"new file", false}, {"replacing a file", true}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "pack.json")
			var want []string
			if tt.existing {
				writeFile(t, path, "old", 0o644)
				want = []string{"pack.json"}
			}
			err := WriteAtomic(path, WriteOptions{}, func(w io.Writer) error {
				assertEntries(t, dir, want...)
				_, err := w.Write([]byte("new"))
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			assertContent(t, path, "new")
			assertEntries(t, dir, "pack.json")
		})
	}
}

const killEnv = "FSUTIL_TEST_KILL_DIR"

// TestKillMidWriteLeavesNothing kills a process (itself, run again) in the
// middle of a write: the old file stays and no temporary file is left.
func TestKillMidWriteLeavesNothing(t *testing.T) {
	if dir := os.Getenv(killEnv); dir != "" {
		_ = WriteAtomic(filepath.Join(dir, "pack.json"), WriteOptions{}, func(w io.Writer) error {
			if _, err := w.Write([]byte("half")); err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, "..", "writing"), nil, 0o644); err != nil {
				return err
			}
			time.Sleep(time.Minute)
			return nil
		})
		os.Exit(0)
	}
	root := t.TempDir()
	dir := filepath.Join(root, "packs")
	writeFile(t, filepath.Join(dir, "pack.json"), "old", 0o644)
	if !anonymousSupported(t, dir) {
		t.Skip("no O_TMPFILE here: a named temporary file would be left")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillMidWriteLeavesNothing$")
	cmd.Env = append(os.Environ(), killEnv+"="+dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, err := os.Stat(filepath.Join(root, "writing")); err == nil {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatal("the writing process never started writing")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	assertContent(t, filepath.Join(dir, "pack.json"), "old")
	assertEntries(t, dir, "pack.json")
}

// TestWriteAtomicDiskFull writes to a small RAM disk until it is full,
// when this process may mount one (root here).
func TestWriteAtomicDiskFull(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k"); err != nil {
		t.Skipf("cannot mount a small disk: %v", err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, 0); err != nil {
			t.Errorf("unmount %s: %v", dir, err)
		}
	})
	tests := []struct {
		name     string
		existing bool
		big      bool
		folder   bool
		entries  []string
	}{
		{name: "new file", big: true},
		{name: "replacing a file", existing: true, big: true, entries: []string{"pack.json"}},
		{name: "folder of files", big: true, folder: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tempModes(t, func(t *testing.T) {
				sub, err := os.MkdirTemp(dir, "case")
				if err != nil {
					t.Fatal(err)
				}
				defer os.RemoveAll(sub)
				path := filepath.Join(sub, "pack.json")
				if tt.existing {
					writeFile(t, path, "old", 0o644)
				}
				big := strings.Repeat("x", 128<<10)
				if tt.folder {
					err = WriteFiles(path, DirOptions{}, func(tmp string) error {
						for _, name := range []string{"A.png", "B.png", "C.png"} {
							if err := os.WriteFile(filepath.Join(tmp, name), []byte(big[:40<<10]), 0o644); err != nil {
								return err
							}
						}
						return nil
					})
				} else {
					err = WriteFileAtomic(path, []byte(big))
				}
				if !errors.Is(err, syscall.ENOSPC) {
					t.Errorf("error %v, want no space left on device", err)
				}
				assertEntries(t, sub, tt.entries...)
				if tt.existing {
					assertContent(t, path, "old")
				}
			})
		})
	}
}

// TestWriteAtomicCloseFails: closing the new file failing says what is
// true: a file linked in whole (a new file without a name, linked at its
// name before the close) was written; otherwise nothing was.
func TestWriteAtomicCloseFails(t *testing.T) {
	tests := []struct {
		name      string
		anonymous bool
		existing  bool
		message   string
		content   string // of pack.json afterwards; "" means none
	}{
		{"new file without a name: linked in, then the close fails", true, false,
			"cannot close DIR/pack.json: input/output error; DIR/pack.json was written whole (its data was synced before the close failed)", "new"},
		{"new named file: the close fails before the rename", false, false,
			"cannot write DIR/pack.json: input/output error; nothing was written", ""},
		{"replacing, without a name", true, true,
			"cannot write DIR/pack.json: input/output error; DIR/pack.json was left as it was", "old"},
		{"replacing, named", false, true,
			"cannot write DIR/pack.json: input/output error; DIR/pack.json was left as it was", "old"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if tt.anonymous && !anonymousSupported(t, dir) {
				t.Skip("no O_TMPFILE here")
			}
			anonymousFiles = tt.anonymous
			closeTemp = func(f *os.File) error {
				f.Close()
				return &os.PathError{Op: "close", Path: f.Name(), Err: syscall.EIO}
			}
			t.Cleanup(func() { anonymousFiles, closeTemp = true, (*os.File).Close })
			path := filepath.Join(dir, "pack.json")
			if tt.existing {
				writeFile(t, path, "old", 0o644)
			}
			err := WriteFileAtomic(path, []byte("new"))
			want := strings.ReplaceAll(tt.message, "DIR", dir)
			if err == nil || err.Error() != want {
				t.Errorf("error:\n got %v\nwant %s", err, want)
			}
			if !errors.Is(err, syscall.EIO) {
				t.Errorf("error %v does not wrap the cause", err)
			}
			if tt.content == "" {
				assertEntries(t, dir)
			} else {
				assertContent(t, path, tt.content)
				assertEntries(t, dir, "pack.json")
			}
		})
	}
}
