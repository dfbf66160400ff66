package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExportDialogPrintOptions: the export dialog offers the pdf's print
// options only for a pdf, passes them to the export as the command line
// does (bleed 3 mm unless changed, the gap twice the bleed unless given),
// and the export's summary counts the backs and checklist pages; a gap
// too small for the bleed is refused with the exporter's words.
func TestExportDialogPrintOptions(t *testing.T) {
	e := openWinter(t)
	f := e.newExportForm()
	f.format.SetSelected("dir")
	if !f.print.bleed.Disabled() || !f.print.backs.Disabled() {
		t.Error("the print options are enabled for a folder export")
	}
	f.format.SetSelected("pdf")
	f.mix.SetSelected("WE3")
	if f.print.bleed.Disabled() || f.print.stickers.Disabled() {
		t.Fatal("the print options are disabled for a pdf")
	}
	f.out.SetText(filepath.Join(t.TempDir(), "we3.pdf"))
	f.size.SetText("64")
	x, err := f.request()
	if err != nil {
		t.Fatal(err)
	}
	if x.Print.Bleed != 3 || x.Print.Gap != -1 || x.Print.Backs || x.Print.Stickers != "" {
		t.Errorf("default print options %+v: want a 3 mm bleed, the gap twice that, no backs, no stickers", x.Print)
	}

	f.print.gap.SetText("4")
	done := make(chan struct{}, 2)
	f.onDone = func() { done <- struct{}{} }
	f.start()
	if f.running != nil {
		<-done
	}
	if _, err := os.Stat(f.out.Text); err == nil {
		t.Error("a pdf was written with a gap too small for its bleed")
	}

	f.print.gap.SetText("")
	f.print.backs.SetChecked(true)
	f.print.checklist.SetChecked(true)
	f.print.credit.SetText("Made by Ann")
	f.start()
	<-done
	if _, err := os.Stat(f.out.Text); err != nil {
		t.Fatalf("no pdf written: %v (summary %q)", err, f.lastSummary)
	}
	if !strings.Contains(f.lastSummary, "3 mm bleed, 12 pages of tiles and their backs and 2 pages of checklist") {
		t.Errorf("summary %q does not count the backs and the checklist", f.lastSummary)
	}
}
