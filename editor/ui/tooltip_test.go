package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// waitTip waits for the tip to be text ("" for none), a second at most.
func waitTip(t *testing.T, e *Editor, text string) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for e.tips.shown() != text {
		if time.Now().After(deadline) {
			t.Fatalf("the tip is %q, want %q", e.tips.shown(), text)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestTooltips: an icon button says what it does, and a tile's caption in
// the pack view (cut at the thumbnail's width: "animal-FF…") shows whole
// with the tile's name, when the pointer rests on them; the tip goes when
// the pointer leaves (the review found no tooltips anywhere).
func TestTooltips(t *testing.T) {
	old := tipDelay
	tipDelay = 20 * time.Millisecond
	t.Cleanup(func() { tipDelay = old })
	e := openWinter(t)
	_ = e.win.Canvas().Capture()
	var buttons []*tipButton
	var captions []*tipLabel
	for _, o := range test.LaidOutObjects(e.win.Content()) {
		switch w := o.(type) {
		case *tipButton:
			buttons = append(buttons, w)
		case *tipLabel:
			captions = append(captions, w)
		}
	}
	if len(buttons) < 2 || len(captions) == 0 {
		t.Fatalf("%d icon buttons with tips and %d captions with tips on the Tile tab", len(buttons), len(captions))
	}
	at := &desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(100, 100)}}
	for _, b := range buttons {
		if b.Text != "" {
			t.Errorf("an icon button with a tip has a text of its own, %q", b.Text)
		}
		b.MouseIn(at)
		want := b.tip.text()
		if want == "" {
			t.Fatal("an icon button has an empty tip")
		}
		waitTip(t, e, want)
		b.MouseOut()
		waitTip(t, e, "")
	}
	c := captions[0]
	c.MouseIn(at)
	waitTip(t, e, c.detail)
	if !strings.HasPrefix(c.detail, c.Text) || !strings.Contains(c.detail, " — ") {
		t.Errorf("the caption %q's tip is %q, want it whole with the tile's name", c.Text, c.detail)
	}
	c.MouseOut()
	waitTip(t, e, "")
}

// TestTooltipGoesWhenItsTileMoves: a caption's tip goes once the caption
// tells of another tile or moves while the pointer stands still (the wheel
// turned or the window resized under it), as no pointer event says so; a
// helper found "E ×5 — city cap N" left over the grid after a resize.
func TestTooltipGoesWhenItsTileMoves(t *testing.T) {
	oldDelay, oldWatch := tipDelay, tipWatch
	tipDelay, tipWatch = 20*time.Millisecond, 20*time.Millisecond
	t.Cleanup(func() { tipDelay, tipWatch = oldDelay, oldWatch })
	e := openWinter(t)
	_ = e.win.Canvas().Capture()
	var first *tipLabel
	for _, o := range test.LaidOutObjects(e.pack.content) {
		if l, ok := o.(*tipLabel); ok && l.detail != "" {
			first = l
			break
		}
	}
	if first == nil {
		t.Fatal("no tile caption with a tip in the pack view")
	}
	at := &desktop.MouseEvent{PointEvent: fyne.PointEvent{AbsolutePosition: fyne.NewPos(60, 260)}}
	moves := []struct {
		name string
		move func()
	}{
		{"the grid scrolled under the pointer", func() { e.pack.grid.ScrollToBottom() }},
		{"the window resized under the pointer", func() { e.win.Resize(fyne.NewSize(1600, 1000)) }},
	}
	for _, m := range moves {
		t.Run(m.name, func(t *testing.T) {
			e.pack.grid.ScrollToTop()
			e.win.Resize(fyne.NewSize(1280, 820))
			_ = e.win.Canvas().Capture()
			first.MouseIn(at)
			waitTip(t, e, first.detail)
			m.move()
			_ = e.win.Canvas().Capture()
			waitTip(t, e, "")
		})
	}
	t.Run("still", func(t *testing.T) {
		first.MouseIn(at)
		waitTip(t, e, first.detail)
		time.Sleep(5 * tipWatch)
		if e.tips.shown() == "" {
			t.Error("the tip went though nothing moved")
		}
		first.MouseOut()
	})
}
