//go:build linux || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"strings"
	"testing"
)

func TestDisplayMessages(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"a display that is set is tried", checkDisplay(":7"), ""},
		{"no DISPLAY says so and how to get one", checkDisplay(""), "no display: DISPLAY is not set; the editor opens a window"},
		{"a display that does not answer is named", windowFailure(":8", "NotInitialized: The GLFW library is not initialized"),
			`cannot open a window on the X display ":8" (NotInitialized: The GLFW library is not initialized); the editor opens a window`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.want == "" {
				if tt.err != nil {
					t.Fatalf("got %v, want nil", tt.err)
				}
				return
			}
			if tt.err == nil || !strings.HasPrefix(tt.err.Error(), tt.want) {
				t.Fatalf("got %v, want it to start with %q", tt.err, tt.want)
			}
			if !strings.Contains(tt.err.Error(), "xvfb-run") {
				t.Errorf("message does not point to xvfb-run: %v", tt.err)
			}
		})
	}
}
