//go:build unix

package fsutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// mkfifo makes a named pipe at path, or skips the test.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("cannot make a named pipe: %v", err)
	}
}

// within fails the test when f takes longer than a few seconds: a read
// waiting for a pipe's writer would hang the test run otherwise.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("still waiting after 5s: the pipe was opened for reading")
	}
}

// TestReadFileLimitPipe: a named pipe is refused at once, not opened to
// wait for a writer, also when a file is swapped for one after the check.
func TestReadFileLimitPipe(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, path string)
	}{
		{"a named pipe", func(t *testing.T, path string) { mkfifo(t, path) }},
		{"a file swapped for a named pipe between the check and the open", func(t *testing.T, path string) {
			writeFile(t, path, "{}", 0o644)
			afterStat = func(string) {
				if err := os.Remove(path); err != nil {
					t.Error(err)
				}
				mkfifo(t, path)
			}
			t.Cleanup(func() { afterStat = func(string) {} })
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "pack.json")
			tt.setup(t, path)
			var err error
			within(t, func() { _, err = ReadFileLimit(path, 2048, "pack") })
			if !errors.Is(err, ErrNotRegular) {
				t.Fatalf("err = %v, want %v", err, ErrNotRegular)
			}
			if want := path + " is not a regular file: name a pack file"; err.Error() != want {
				t.Errorf("message:\n got %q\nwant %q", err.Error(), want)
			}
		})
	}
}

// TestStatRegularPipe: a named pipe in a folder read through os.DirFS is
// refused without being opened.
func TestStatRegularPipe(t *testing.T) {
	dir := t.TempDir()
	mkfifo(t, filepath.Join(dir, "u.png"))
	var err error
	within(t, func() { _, err = StatRegular(os.DirFS(dir), "u.png", "PNG") })
	if !errors.Is(err, ErrNotRegular) || err.Error() != "u.png is not a regular file: name a PNG file" {
		t.Errorf("err = %v, want u.png refused as not a regular file", err)
	}
}

// TestDirFSPipe: opening a named pipe through DirFS does not wait for a
// writer, so a reader checking f.Stat() after Open refuses it at once.
func TestDirFSPipe(t *testing.T) {
	dir := t.TempDir()
	mkfifo(t, filepath.Join(dir, "u.png"))
	var (
		info fs.FileInfo
		err  error
	)
	within(t, func() {
		f, openErr := DirFS(dir).Open("u.png")
		if openErr != nil {
			err = openErr
			return
		}
		defer f.Close()
		info, err = f.Stat()
	})
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("mode %v, want a named pipe", info.Mode())
	}
}
