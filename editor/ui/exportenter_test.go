package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TestExportDialogEnterExports: Enter in any box of the Export dialog
// exports, as the Export button does — an entry keeps Enter to itself, so
// the dialog's own key never saw it — and does nothing while a box is
// refused, as the button is then off.
func TestExportDialogEnterExports(t *testing.T) {
	e := openWinter(t)
	boxes := []struct {
		name, format, out string
		box               func(f *exportForm) *widget.Entry
	}{
		{"tile size", "tiled", "tiled", func(f *exportForm) *widget.Entry { return f.size }},
		{"write to", "tiled", "tiled", func(f *exportForm) *widget.Entry { return f.out }},
		{"base URL", "jcz", "we3.jca", func(f *exportForm) *widget.Entry { return f.publish.entry }},
		{"bleed", "pdf", "we3.pdf", func(f *exportForm) *widget.Entry { return f.print.bleed }},
		{"gap", "pdf", "we3.pdf", func(f *exportForm) *widget.Entry { return f.print.gap }},
		{"credit", "pdf", "we3.pdf", func(f *exportForm) *widget.Entry { return f.print.credit }},
	}
	for _, b := range boxes {
		t.Run(b.name, func(t *testing.T) {
			f := e.newExportForm()
			f.dialog.Show()
			defer f.dialog.Hide()
			f.format.SetSelected(b.format)
			f.mix.SetSelected("WE3")
			f.out.SetText(filepath.Join(t.TempDir(), b.out))
			f.size.SetText("32")
			done := make(chan struct{})
			f.onDone = func() { close(done) }
			b.box(f).TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if f.running == nil {
				t.Fatal("Enter started no export")
			}
			select {
			case <-done:
			case <-time.After(time.Minute):
				t.Fatal("the export did not end within a minute")
			}
			if _, err := os.Stat(f.out.Text); err != nil {
				t.Errorf("nothing written (summary %q): %v", f.lastSummary, err)
			}
		})
	}
	t.Run("a refused box", func(t *testing.T) {
		f := e.newExportForm()
		f.dialog.Show()
		defer f.dialog.Hide()
		f.out.SetText(filepath.Join(t.TempDir(), "dir"))
		f.size.SetText("3") // below the smallest tile size
		f.size.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		f.out.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if f.running != nil {
			t.Fatal("Enter exported while the tile size is refused")
		}
	})
}
