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

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/editor/ui"
	"github.com/tilesmith/tilesmith/internal/extbot"
	"github.com/tilesmith/tilesmith/internal/version"
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
	// The pack opens (decode, check, compile) on a goroutine while this
	// thread, the only one that may, connects to the display.
	opened := openInBackground(flags.Args())
	if err := checkDisplay(displayFromEnv()); err != nil {
		if _, openErr := opened(); openErr != nil {
			return openErr // the pack's problem first, as without a display
		}
		return err
	}
	defer func() {
		// GLFW panics when the display does not answer: say so in words.
		if r := recover(); r != nil {
			err = windowFailure(displayFromEnv(), r)
			if _, openErr := opened(); openErr != nil {
				err = openErr // the pack's problem first, as without a display
			}
		}
	}()
	// Every call into Fyne from another goroutine goes through fyne.Do
	// (the editor's onUI), so the app says it has moved to fyne.Do:
	// otherwise Fyne checks the calling goroutine on every refresh by
	// reading its stack, which was 40% of the time a port tap took.
	app.SetMetadata(fyne.AppMetadata{ID: appID, Name: "tilesmith", Version: version.Read().Version, Migrations: map[string]bool{"fyneDo": true}})
	a := app.NewWithID(appID)
	a.Lifecycle().SetOnStarted(func() { stage("app running") })
	fontsReady := ui.WarmFonts()
	win := a.NewWindow("tilesmith")
	stage("display open")
	doc, err := opened()
	if err != nil {
		return err
	}
	stage("pack opened")
	fontsReady()
	stage("fonts ready")
	e := ui.NewInWindow(a, win, doc)
	// The tile asked for is selected before the window shows, so that its
	// first frame draws it rather than the pack's first tile.
	if *tile != "" {
		if err := e.ShowTile(*tile); err != nil {
			return fmt.Errorf("-tile: %w", err)
		}
	}
	stage("views built")
	e.Window().Show()
	stage("window shown")
	if err := e.ShowTab(*tab); err != nil {
		return err
	}
	e.Start()
	// Outside programs seated at a test game end with the editor.
	defer extbot.CloseAll()
	a.Run()
	return nil
}

// openInBackground opens the pack the command line names on a goroutine;
// the function it returns waits for it.
func openInBackground(args []string) func() (*editor.Document, error) {
	var doc *editor.Document
	var err error
	done := make(chan struct{})
	go func() {
		defer close(done)
		doc, err = openDocument(args)
	}()
	return func() (*editor.Document, error) {
		<-done
		return doc, err
	}
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
