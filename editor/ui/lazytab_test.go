package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/tilesets"
)

// TestTabsBehindTheFirstWaitUntilShown: the Mixes, Rules and Simulate
// tabs are not in the window until first shown, ask for no room
// until then, and once shown hold their view, showing the pack as it is
// (edits made while they waited included); shown once, they stay built.
func TestTabsBehindTheFirstWaitUntilShown(t *testing.T) {
	e := openWinter(t)
	tabs := []struct {
		name string
		item *container.TabItem
		view fyne.CanvasObject
	}{
		{"Mixes", e.mixTab, e.mixes.content},
		{"Rules", e.ruleTab, e.rules.content},
		{"Simulate", e.simTab, e.sim.content},
	}
	for _, tab := range tabs {
		lazy := tab.item.Content.(*lazyTab)
		if lazy.built || len(test.WidgetRenderer(lazy).Objects()) != 0 || !lazy.MinSize().IsZero() {
			t.Fatalf("the %s tab was drawn before it was shown", tab.name)
		}
	}

	// An edit while the tabs wait.
	if err := e.doc.Do(editor.SetCount{Mix: "WE3", Tile: "D", N: 9}); err != nil {
		t.Fatal(err)
	}
	e.mix = "WE3"

	for _, tab := range tabs {
		t.Run(tab.name, func(t *testing.T) {
			e.tabs.Select(tab.item)
			lazy := tab.item.Content.(*lazyTab)
			if !lazy.built || !slices.Contains(test.WidgetRenderer(lazy).Objects(), tab.view) {
				t.Fatalf("the %s tab does not hold its view once shown", tab.name)
			}
			if !tab.view.Visible() {
				t.Errorf("the %s view is hidden in its shown tab", tab.name)
			}
			if lazy.MinSize() != tab.view.MinSize() {
				t.Errorf("the tab asks for %v, its view for %v", lazy.MinSize(), tab.view.MinSize())
			}
			e.tabs.Select(e.tileTab)
			if tab.view.Visible() || !lazy.built {
				t.Errorf("behind the Tile tab again: view shown %v, built %v", tab.view.Visible(), lazy.built)
			}
		})
	}

	// The Mixes tab, shown again, shows the count set while it waited.
	e.tabs.Select(e.mixTab)
	want := strconv.Itoa(e.doc.Pack().Mixes[mixIndex(e.doc.Pack(), "WE3")].Counts.Sum())
	if !strings.HasPrefix(e.mixes.total.Text, want+" tiles of ") {
		t.Errorf("the Mixes tab's total reads %q, want %s tiles", e.mixes.total.Text, want)
	}
	mc := e.mixes.table.CreateCell().(*mixCell)
	e.mixes.table.UpdateCell(widget.TableCellID{Row: tileIndex(t, e, "D"), Col: mixIndex(e.doc.Pack(), "WE3")}, mc)
	if mc.count.Text != "9" {
		t.Errorf("the Mixes tab shows D in WE3 as %q, want 9", mc.count.Text)
	}
}

// TestLazyTabsLeaveTheLayout: a tab that waits until shown asks for no
// room before, so it must never be one that sizes the tabs: for every
// built-in pack, each waiting tab's view, as it stands at the start, fits
// in the room the tabs drawn at once ask for (the divider beside the pack
// view and the tile's place stay where they were without the waiting).
func TestLazyTabsLeaveTheLayout(t *testing.T) {
	for _, id := range tilesets.IDs() {
		t.Run(id, func(t *testing.T) {
			test.NewTempApp(t)
			doc, err := editor.OpenBuiltin(id)
			if err != nil {
				t.Fatal(err)
			}
			doc.RecoveryDir = t.TempDir()
			e := New(fyne.CurrentApp(), doc)
			e.win.Resize(fyne.NewSize(1280, 820))
			t.Cleanup(e.win.Close)
			var room fyne.Size
			for _, item := range e.tabs.Items {
				if _, waits := item.Content.(*lazyTab); !waits {
					room = room.Max(item.Content.MinSize())
				}
			}
			for _, item := range e.tabs.Items {
				if lazy, waits := item.Content.(*lazyTab); waits {
					if need := lazy.content.MinSize(); need.Width > room.Width || need.Height > room.Height {
						t.Errorf("the %s tab needs %v, more than the %v the others ask for: drawn at once, it would size the tabs", item.Text, need, room)
					}
				}
			}
		})
	}
}
