//go:build cgo

// Command tilesmith-editor is the tile-set editor: a desktop window to
// author a pack's tiles, mixes and rules, with live validation.
//
//	tilesmith-editor [-tab NAME] [-tile ID] [PACK]
//
// PACK is a pack file or the id of a built-in pack (default:
// winter-edition, opened as a copy that Save As writes to a file). -tab
// opens on a tab: tile (the default), mixes, rules, play or simulate; -tile
// selects a tile and shows it in the Tile tab.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

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

func run(args []string) (err error) {
	flags := flag.NewFlagSet("tilesmith-editor", flag.ContinueOnError)
	tab := flags.String("tab", "tile", "the tab to open on: "+strings.Join(ui.TabNames, ", "))
	tile := flags.String("tile", "", "the id of a tile to select and show in the Tile tab")
	flags.Usage = func() {
		fmt.Fprintf(flags.Output(), "usage: tilesmith-editor [-tab NAME] [-tile ID] [PACK]\n  PACK is a pack file or a built-in pack id (%v); default winter-edition\n", tilesets.IDs())
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if flags.NArg() > 1 {
		flags.Usage()
		return fmt.Errorf("one pack at most, got %d", flags.NArg())
	}
	if !slices.Contains(ui.TabNames, *tab) {
		return fmt.Errorf("-tab: no tab %q (tabs: %s)", *tab, strings.Join(ui.TabNames, ", "))
	}
	stopProfile, err := startProfile()
	if err != nil {
		return err
	}
	defer stopProfile()
	doc, err := openDocument(flags.Args())
	if err != nil {
		return err
	}
	stage("pack opened")
	if err := checkDisplay(displayFromEnv()); err != nil {
		return err
	}
	defer func() {
		// GLFW panics when the display does not answer: say so in words.
		if r := recover(); r != nil {
			err = windowFailure(displayFromEnv(), r)
		}
	}()
	a := app.NewWithID(appID)
	a.Lifecycle().SetOnStarted(func() { stage("app running") })
	e := ui.New(a, doc)
	stage("views built")
	e.Window().Show()
	stage("window shown")
	if *tile != "" {
		if err := e.ShowTile(*tile); err != nil {
			return fmt.Errorf("-tile: %w", err)
		}
	}
	if err := e.ShowTab(*tab); err != nil {
		return err
	}
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
