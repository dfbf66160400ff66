//go:build cgo

// Command tilesmith-editor is the tile-set editor: a desktop window to
// author a pack's tiles, mixes and rules, with live validation.
//
//	tilesmith-editor [PACK]
//
// PACK is a pack file or the id of a built-in pack (default:
// winter-edition, opened as a copy that Save As writes to a file).
package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/editor/ui"
	"github.com/tilesmith/tilesmith/tilesets"
)

// appID names the editor's preferences (recent files).
const appID = "io.github.tilesmith.editor"

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "tilesmith-editor:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) > 1 || (len(args) == 1 && (args[0] == "-h" || args[0] == "--help")) {
		return fmt.Errorf("usage: tilesmith-editor [PACK]\n  PACK is a pack file or a built-in pack id (%v); default winter-edition", tilesets.IDs())
	}
	doc, err := openDocument(args)
	if err != nil {
		return err
	}
	a := app.NewWithID(appID)
	e := ui.New(a, doc)
	e.Window().Show()
	e.Start()
	a.Run()
	return nil
}

// openDocument opens the pack the command line names.
func openDocument(args []string) (*editor.Document, error) {
	if len(args) == 0 {
		return editor.OpenBuiltin("winter-edition")
	}
	if _, err := os.Stat(args[0]); err != nil && tilesets.Has(args[0]) {
		return editor.OpenBuiltin(args[0])
	}
	return editor.Open(args[0])
}
