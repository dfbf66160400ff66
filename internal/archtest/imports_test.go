// Package archtest checks the house rules of the repository's layout.
package archtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// forbidden are the imports the model rooms must never reach, directly or
// through a dependency: the arrows point editor → exporter → engine →
// schema ← tilesets, and the model knows no GUI and no imaging.
var forbidden = []string{
	"fyne.io/",
	"github.com/disintegration/imaging",
	"github.com/tilesmith/tilesmith/editor",
	"github.com/tilesmith/tilesmith/exporter",
}

func TestModelRoomsImportNoGUI(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, room := range []string{"schema", "engine", "tilesets"} {
		if _, err := os.Stat(filepath.Join(root, room)); err != nil {
			continue // a room that does not exist yet imports nothing
		}
		t.Run(room, func(t *testing.T) {
			cmd := exec.Command("go", "list", "-deps", "./"+room+"/...")
			cmd.Dir = root
			cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("go list: %v\n%s", err, out)
			}
			deps := strings.Fields(string(out))
			if len(deps) == 0 {
				t.Fatal("go list returned no packages")
			}
			for _, dep := range deps {
				for _, f := range forbidden {
					if strings.HasPrefix(dep, f) {
						t.Errorf("%s depends on %s: engine, schema and tilesets must stay free of the GUI, imaging, editor and exporter", room, dep)
					}
				}
			}
		})
	}
}
