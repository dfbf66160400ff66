package exporter

import (
	"errors"
	"fmt"
	"syscall"
	"testing"

	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// TestWriteFailureKinds: a refusal the user can act on is a bad request
// (the CLI's exit 2); a failure of the machine, such as a full disk, is
// not (exit 1), and neither is worded as the other.
func TestWriteFailureKinds(t *testing.T) {
	tests := []struct {
		name    string
		err     error
		request bool
	}{
		{"a folder with files in it", &fsutil.Error{Path: "out", Kind: fsutil.ErrNotEmpty}, true},
		{"a read-only file", &fsutil.Error{Path: "a.zip", Kind: fsutil.ErrReadOnly}, true},
		{"the command's own input", &fsutil.Error{Path: "pack.json", Kind: fsutil.ErrIsInput}, true},
		{"a full disk", &fsutil.Error{Path: "a.zip", Err: syscall.ENOSPC}, false},
		{"an input/output error", fmt.Errorf("exporter: %w", syscall.EIO), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := writeFailure(tt.err)
			if got := errors.Is(err, ErrRequest); got != tt.request {
				t.Errorf("errors.Is(ErrRequest) = %v, want %v", got, tt.request)
			}
			if err.Error() != tt.err.Error() {
				t.Errorf("message changed: %q, want %q", err, tt.err)
			}
			if !errors.Is(err, tt.err) {
				t.Error("the cause is lost")
			}
		})
	}
}

// TestPictureMemory: an export that would hold more than MaxPictureMemory
// of tile pictures is refused as a request, with a size that fits.
func TestPictureMemory(t *testing.T) {
	tests := []struct {
		name      string
		n, size   int
		wantError string
	}{
		{"the Winter Edition at the largest size", 36, MaxTileSize, ""},
		{"2000 kinds at the default size", 2000, DefaultTileSize, ""},
		{"2000 kinds at 1024 px", 2000, 1024, "2000 tiles at 1024 px need 8000 MiB of pictures in memory, more than the 2048 MiB an export may hold: draw them at --size 518 or less"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkPictureMemory(tt.n, tt.size)
			switch {
			case tt.wantError == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.wantError != "" && (err == nil || err.Error() != tt.wantError || !errors.Is(err, ErrRequest)):
				t.Fatalf("got %v, want the request error %q", err, tt.wantError)
			}
			if tt.wantError != "" {
				fit := 518
				if checkPictureMemory(tt.n, fit) != nil || checkPictureMemory(tt.n, fit+1) == nil {
					t.Errorf("the size offered, %d, is not the largest that fits", fit)
				}
			}
		})
	}
}
