package ui

import "fyne.io/fyne/v2"

// An edit made with the hand on the tile — a port tapped or dragged over,
// Ctrl+Z, Ctrl+Y with the Tile tab shown — is drawn in two steps. The
// tile's picture is drawn at once, and the window's next frame shows it;
// the rest (the pack's check, the problems, the grid's thumbnail, the
// status line, the menus, the other tabs) is refreshed after that frame
// and shows in the one after. The check and the refresh of every view
// were two thirds of a tap's work in the real window, and the picture is
// what the user looks at (BenchmarkRealWindow). Every other edit refreshes
// every view at once.
//
// Fyne's test driver runs fyne.Do at once, so headless tests see both
// steps before the edit returns, as they always did.

// quickly runs edit, whose change shows first on the tile's picture.
func (e *Editor) quickly(edit func()) {
	e.quick = true
	defer func() { e.quick = false }()
	edit()
}

// changed is the document's listener: every view is refreshed, at once or
// (after a quick edit) the picture now and the rest after the frame.
func (e *Editor) changed() {
	if !e.quick || e.tabs.Selected() != e.tileTab {
		e.refresh()
		return
	}
	e.tileEd.drawSelected()
	if e.refreshDue {
		return // one refresh after the frame does for every edit before it
	}
	e.refreshDue = true
	shown := e.status.Text
	e.afterFrame(func() {
		if !e.refreshDue {
			return // refreshed already
		}
		said := e.status.Text
		e.refresh()
		if said != shown {
			e.setStatus(said) // what the edit said ("undid: …") stands
		}
	})
}

// afterFrameDefault runs f after the window's frame under way: Fyne's
// desktop driver runs what fyne.Do queues from its own thread after it
// has drawn the frame the current event changed.
func afterFrameDefault(f func()) { fyne.Do(f) }
