package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// shownGhosts is what the copies section shows in each copy's ghosts entry.
func shownGhosts(e *Editor) string {
	var out []string
	for _, o := range e.tileEd.copies.rows.Objects { // name, box, name, box, ...
		for _, r := range e.tileEd.copies.copies {
			if r.box == o {
				out = append(out, r.ghosts.Text)
			}
		}
	}
	return strings.Join(out, " ")
}

// packGhosts is the ghost symbols of every copy of a tile in the pack.
func packGhosts(t *testing.T, e *Editor, tile string) string {
	t.Helper()
	rows, _, err := editor.TileCopies(e.doc.Pack(), tile)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, string(rune('0'+r.Ghosts)))
	}
	return strings.Join(out, " ")
}

// TestTileCopiesEditOneCopy: Mists' tile 14 comes in three copies with 3, 3
// and 2 ghost symbols; the Tile tab lists them, typing into one copy's
// entry changes that copy alone, and Undo puts it back.
func TestTileCopiesEditOneCopy(t *testing.T) {
	e := openMists(t)
	e.selectTile(tileIndex(t, e, "14"))
	c := e.tileEd.copies
	if got := shownGhosts(e); got != "3 3 2" {
		t.Fatalf("the copies section shows %q, want 3 3 2", got)
	}
	if !strings.HasPrefix(c.summary.Text, "3 copies") {
		t.Errorf("summary %q, want it to say 3 copies", c.summary.Text)
	}
	if !strings.Contains(c.copies[2].name.Text, "· own") || strings.Contains(c.copies[0].name.Text, "own") {
		t.Errorf("copy names %q, %q: want only the third marked as setting its own ghosts", c.copies[0].name.Text, c.copies[2].name.Text)
	}

	if !samePixels(c.copies[0].picture.Image, c.copies[1].picture.Image) || samePixels(c.copies[1].picture.Image, c.copies[2].picture.Image) {
		t.Error("the pictures of the copies do not show 3, 3 and 2 symbols")
	}

	entry := c.copies[1].ghosts.Entry
	entry.SetText("")
	test.Type(entry, "5")
	if got := packGhosts(t, e, "14"); got != "3 5 2" {
		t.Fatalf("after typing 5 into copy 2 the pack's copies carry %s, want 3 5 2", got)
	}
	if got := shownGhosts(e); got != "3 5 2" {
		t.Errorf("the section shows %q after the edit", got)
	}
	if samePixels(c.copies[0].picture.Image, c.copies[1].picture.Image) {
		t.Error("the picture of copy 2 still shows the 3 symbols of copy 1")
	}
	if c.notice.Hidden || !strings.Contains(c.notice.Text, "copy 2 carries 5") {
		t.Errorf("notice %q (hidden %v): want it to name the copies whose own value wins", c.notice.Text, c.notice.Hidden)
	}
	e.undo()
	if got := packGhosts(t, e, "14"); got != "3 3 2" {
		t.Errorf("after undo the copies carry %s, want 3 3 2", got)
	}
	if got := shownGhosts(e); got != "3 3 2" {
		t.Errorf("after undo the section shows %q", got)
	}
}

// TestTileGhostsFieldAndCopies: editing the tile's Ghosts field reaches
// the copies that take it, the section says which copies keep their own,
// and its button gives every copy the tile's value.
func TestTileGhostsFieldAndCopies(t *testing.T) {
	e := openMists(t)
	e.selectTile(tileIndex(t, e, "14"))
	c := e.tileEd.copies
	if c.unify.Hidden || c.notice.Text == "" || c.notice.Importance == widget.WarningImportance {
		t.Fatalf("notice %q (a warning: %v): want a plain note for tile 14, whose third copy keeps 2 symbols", c.notice.Text, c.notice.Importance == widget.WarningImportance)
	}
	e.tileEd.ghosts.SetText("")
	test.Type(e.tileEd.ghosts.Entry, "4")
	if got := shownGhosts(e); got != "4 4 2" {
		t.Errorf("after setting the tile's Ghosts to 4 the section shows %q, want 4 4 2", got)
	}
	if !strings.Contains(c.notice.Text, "win over Ghosts 4: copy 3 carries 2") || c.unify.Hidden {
		t.Errorf("notice %q, button hidden %v: want the copy that keeps its own named and the button offered", c.notice.Text, c.unify.Hidden)
	}
	test.Tap(c.unify)
	if got := packGhosts(t, e, "14"); got != "4 4 4" {
		t.Errorf("after the button the copies carry %s, want 4 4 4", got)
	}
	if !c.notice.Hidden || !c.unify.Hidden {
		t.Errorf("notice %q still shown once every copy carries the tile's value", c.notice.Text)
	}
	e.undo()
	if got := packGhosts(t, e, "14"); got != "4 4 2" {
		t.Errorf("undo of the button: copies carry %s, want 4 4 2", got)
	}
}

// TestTileCopiesAlikeAreFolded: a tile whose copies are all alike shows a
// summary and lists its copies when asked.
func TestTileCopiesAlikeAreFolded(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "L")) // 3 copies, no edition draws them differently
	c := e.tileEd.copies
	if len(c.rows.Objects) != 0 || c.expand.Hidden || !strings.Contains(c.summary.Text, "all alike") {
		t.Fatalf("rows %d, expand hidden %v, summary %q: want the alike copies folded", len(c.rows.Objects), c.expand.Hidden, c.summary.Text)
	}
	test.Tap(c.expand)
	if len(c.rows.Objects) != 3 || !c.copies[0].ghosts.Hidden || !c.copies[0].ghostsLabel.Hidden {
		t.Errorf("rows %d after asking; ghosts shown %v on a classic pack", len(c.rows.Objects), !c.copies[0].ghosts.Hidden)
	}
	test.Type(c.copies[1].label.Entry, "snowy")
	d := e.doc.Pack().Tiles[e.tile]
	if len(d.Copies) != 2 || d.Copies[1].Label != "snowy" {
		t.Errorf("copies %+v: want the second copy labelled", d.Copies)
	}
}

// TestTileCopiesMixLooks: the rows also edit how a mix draws each copy (the
// Winter Edition's WE3 gives tile D's first two copies illustrations B and
// S), for the mix chosen in the section.
func TestTileCopiesMixLooks(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	c := e.tileEd.copies
	if c.mixShown != "WE3" || c.lookMix.Hidden {
		t.Fatalf("the section shows the looks of mix %q (picker hidden %v), want WE3, the mix that draws D its own way", c.mixShown, c.lookMix.Hidden)
	}
	if got := c.copies[0].mixLook.Text; got != "illustration:B" {
		t.Errorf("copy 1 in WE3: %q, want illustration:B", got)
	}
	if !samePixels(c.copies[2].picture.Image, c.copies[3].picture.Image) || samePixels(c.copies[0].picture.Image, c.copies[3].picture.Image) {
		t.Error("the pictures do not show WE3's look of copy 1 only")
	}
	test.Type(c.copies[2].mixLook.Entry, "illustration:Q")
	if samePixels(c.copies[2].picture.Image, c.copies[3].picture.Image) {
		t.Error("copy 3's picture does not show its new look in WE3")
	}
	we3 := e.doc.Pack().Mixes[mixIndex(e.doc.Pack(), "WE3")]
	if looks := we3.Copies["D"]; len(looks) != 3 || looks[2].Decorations[0] != "illustration:Q" {
		t.Errorf("WE3 draws D's copies %+v, want a third look illustration:Q", looks)
	}
	c.lookMix.SetSelected("WD")
	if c.mixShown != "WD" || c.copies[0].mixLook.Text != "" || c.copies[0].mixLabel.Text != "In WD" {
		t.Errorf("after choosing WD: mix %q, copy 1 shows %q (named %q)", c.mixShown, c.copies[0].mixLook.Text, c.copies[0].mixLabel.Text)
	}
	if !strings.Contains(c.copies[0].looks.Text, "in WE3: illustration:B") {
		t.Errorf("copy 1's other looks read %q, want WE3's named", c.copies[0].looks.Text)
	}
}
