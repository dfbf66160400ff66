//go:build cgo && (linux || freebsd || netbsd || openbsd || dragonfly)

package main

import (
	"net"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckDisplay(t *testing.T) {
	dir := t.TempDir()
	old := x11SocketDir
	x11SocketDir = dir
	t.Cleanup(func() { x11SocketDir = old })
	l, err := net.Listen("unix", filepath.Join(dir, "X7"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	tests := []struct {
		name, display, want string
	}{
		{"a listening local display is fine", ":7", ""},
		{"a screen number is ignored", ":7.0", ""},
		{"no DISPLAY says so and how to get one", "", "no display: DISPLAY is not set; the editor opens a window"},
		{"a display nobody serves says where it looked", ":8", "cannot reach the X display :8 (nothing listens at " + filepath.Join(dir, "X8") + ")"},
		{"a malformed DISPLAY is named", "banana", "DISPLAY=banana is not a display name like :0 or host:0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkDisplay(tt.display)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("checkDisplay(%q) = %v, want nil", tt.display, err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("checkDisplay(%q) = %v, want it to start with %q", tt.display, err, tt.want)
			}
			if !strings.Contains(err.Error(), "xvfb-run") {
				t.Errorf("message does not point to xvfb-run: %v", err)
			}
		})
	}
}
