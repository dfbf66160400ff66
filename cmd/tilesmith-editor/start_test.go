//go:build cgo

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenInBackground opens the pack on a goroutine as the start does,
// and gives back what openDocument would have.
func TestOpenInBackground(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.json")
	broken := filepath.Join(t.TempDir(), "broken.json")
	if err := os.WriteFile(broken, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		args    []string
		pack    string // the pack's id when it opens
		errPart string // a part of the error when it does not
	}{
		{"the default pack", nil, "winter-edition", ""},
		{"a built-in pack by id", []string{"the-castle"}, "the-castle", ""},
		{"a file that is missing", []string{missing}, "", "missing.json"},
		{"a file that is no pack", []string{broken}, "", "broken.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := openInBackground(tt.args)()
			if tt.errPart != "" {
				if err == nil || !strings.Contains(err.Error(), tt.errPart) {
					t.Fatalf("error %v, want one that names %q", err, tt.errPart)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Pack().ID != tt.pack {
				t.Errorf("opened %q, want %q", doc.Pack().ID, tt.pack)
			}
		})
	}
}
