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
