package fsutil

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckNotInput(t *testing.T) {
	pack := Input{Path: "pack.json", Role: "the pack being rendered"}
	tests := []struct {
		name    string
		setup   func(t *testing.T)
		flag    string
		out     string
		inputs  []Input
		message string // "" means no refusal
	}{
		{name: "same path", flag: "--out", out: "pack.json", inputs: []Input{pack},
			message: "--out pack.json is the pack being rendered: choose another file; nothing was written"},
		{name: "same path spelled differently", flag: "-o", out: "./sub/../pack.json", inputs: []Input{pack},
			message: "-o ./sub/../pack.json is the pack being rendered: choose another file; nothing was written"},
		{name: "via symlink", flag: "--out", out: "link.json", inputs: []Input{pack},
			setup:   func(t *testing.T) { symlink(t, "pack.json", "link.json") },
			message: "--out link.json is the same file as pack.json, the pack being rendered: choose another file; nothing was written"},
		{name: "input is the symlink", out: "pack.json", inputs: []Input{{Path: "link.json", Role: "the record being replayed"}},
			setup:   func(t *testing.T) { symlink(t, "pack.json", "link.json") },
			message: "pack.json is the same file as link.json, the record being replayed: choose another file; nothing was written"},
		{name: "via hard link", flag: "--out", out: "hard.json", inputs: []Input{pack},
			setup: func(t *testing.T) {
				if err := os.Link("pack.json", "hard.json"); err != nil {
					t.Fatal(err)
				}
			},
			message: "--out hard.json is the same file as pack.json, the pack being rendered: choose another file; nothing was written"},
		{name: "second input, no role", flag: "--out", out: "other.json", inputs: []Input{pack, {Path: "other.json"}},
			message: "--out other.json is an input of this command: choose another file; nothing was written"},
		{name: "different file", flag: "--out", out: "other.json", inputs: []Input{pack}},
		{name: "new output", flag: "--out", out: "new.png", inputs: []Input{pack}},
		{name: "dangling output link", flag: "--out", out: "dangling.json", inputs: []Input{pack},
			setup: func(t *testing.T) { symlink(t, "nowhere.json", "dangling.json") }},
		{name: "input that is a built-in id", flag: "--out", out: "pack.json", inputs: []Input{{Path: "winter"}}},
		{name: "no inputs", flag: "--out", out: "pack.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			writeFile(t, "pack.json", "pack", 0o644)
			writeFile(t, "other.json", "other", 0o644)
			if err := os.Mkdir("sub", 0o755); err != nil {
				t.Fatal(err)
			}
			if tt.setup != nil {
				tt.setup(t)
			}
			err := CheckNotInput(tt.flag, tt.out, tt.inputs...)
			if tt.message == "" {
				if err != nil {
					t.Errorf("refused: %v", err)
				}
				return
			}
			if err == nil || err.Error() != tt.message {
				t.Errorf("error %v\nwant  %s", err, tt.message)
			}
			if !errors.Is(err, ErrIsInput) {
				t.Errorf("error %v is not ErrIsInput", err)
			}
			var e *Error
			if !errors.As(err, &e) || e.Path != tt.out {
				t.Errorf("error %#v does not carry the path %q", err, tt.out)
			}
		})
	}
}

func TestCheckNotInputUnreadableFolder(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads every folder")
	}
	dir := t.TempDir()
	locked := filepath.Join(dir, "locked")
	writeFile(t, filepath.Join(locked, "out.json"), "x", 0o644)
	if err := os.Chmod(locked, 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(locked, 0o755) })
	err := CheckNotInput("--out", filepath.Join(locked, "out.json"))
	if err == nil || !strings.Contains(err.Error(), "cannot check --out") {
		t.Errorf("error %v, want one saying the output cannot be checked", err)
	}
}
