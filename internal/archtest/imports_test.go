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

// TestEngineImportsSchemaOnly: the engine rooms import the standard
// library (but not os: the engine reads no files), schema and each other.
func TestEngineImportsSchemaOnly(t *testing.T) {
	root := filepath.Join("..", "..")
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./engine/...")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	const module = "github.com/tilesmith/tilesmith/"
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		for _, imp := range f[1:] {
			switch {
			case imp == "os" || strings.HasPrefix(imp, "os/") || strings.HasPrefix(imp, "net"):
				t.Errorf("%s imports %s: the engine does no I/O of its own", f[0], imp)
			case strings.HasPrefix(imp, module):
				rest := strings.TrimPrefix(imp, module)
				if rest != "schema" && rest != "engine" && !strings.HasPrefix(rest, "engine/") {
					t.Errorf("%s imports %s: the engine imports schema only", f[0], imp)
				}
			case strings.Contains(strings.SplitN(imp, "/", 2)[0], "."):
				t.Errorf("%s imports %s: the engine uses no outside library", f[0], imp)
			}
		}
	}
}

// TestOnlyTheEditorCommandStartsFyne: only cmd/tilesmith-editor imports
// fyne's app package (the views, in editor/ui, are tested headless with
// fyne's test package), and the document model, editor/, imports no fyne
// at all.
func TestOnlyTheEditorCommandStartsFyne(t *testing.T) {
	root := filepath.Join("..", "..")
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		for _, imp := range f[1:] {
			if imp == "fyne.io/fyne/v2/app" && f[0] != "github.com/tilesmith/tilesmith/cmd/tilesmith-editor" {
				t.Errorf("%s imports fyne.io/fyne/v2/app: only cmd/tilesmith-editor may", f[0])
			}
			if f[0] == "github.com/tilesmith/tilesmith/editor" && strings.HasPrefix(imp, "fyne.io/") {
				t.Errorf("the document model (editor) imports %s: keep it plain Go, views go in editor/ui", imp)
			}
		}
	}
}
