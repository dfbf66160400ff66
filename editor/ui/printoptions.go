package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/exporter"
)

// printFields are the export dialog's print-shop options of the pdf, the
// same as the command line's: bleed and gap in millimetres, tile backs, a
// label sheet for stickers, the checklist and the credit line.
type printFields struct {
	bleed, gap, credit *widget.Entry
	backs, checklist   *widget.Check
	stickers           *widget.Select
	box                fyne.CanvasObject
}

// noStickers is the sticker choice that prints tiles to cut out.
const noStickers = "none: tiles to cut out"

func newPrintFields(packName string) *printFields {
	pf := &printFields{}
	pf.bleed = widget.NewEntry()
	pf.bleed.SetText(strconv.FormatFloat(exporter.DefaultBleedMM, 'g', -1, 64))
	pf.bleed.AlwaysShowValidationError = true
	pf.bleed.Validator = func(s string) error {
		_, err := millimetres(s, exporter.DefaultBleedMM)
		return err
	}
	pf.gap = widget.NewEntry()
	pf.gap.SetPlaceHolder("2 × bleed")
	pf.gap.AlwaysShowValidationError = true
	pf.gap.Validator = func(s string) error {
		_, err := millimetres(s, exporter.AutoGap)
		return err
	}
	pf.backs = widget.NewCheck("Tile backs (double-sided, long edge)", nil)
	pf.checklist = widget.NewCheck("Checklist page", nil)
	sheets := []string{noStickers}
	for _, s := range exporter.LabelSheets {
		sheets = append(sheets, s.Name)
	}
	pf.stickers = widget.NewSelect(sheets, nil)
	pf.stickers.SetSelected(noStickers)
	pf.credit = widget.NewEntry()
	pf.credit.SetPlaceHolder(packName)
	pf.box = container.NewVBox(
		container.NewGridWithColumns(4, widget.NewLabel("Bleed, mm"), pf.bleed, widget.NewLabel("Gap, mm"), pf.gap),
		container.NewGridWithColumns(2, pf.backs, pf.checklist),
		container.NewBorder(nil, nil, widget.NewLabel("Stickers"), nil, pf.stickers),
		container.NewBorder(nil, nil, widget.NewLabel("Credit"), nil, pf.credit),
	)
	return pf
}

// millimetres reads a length typed in a box ("" gives empty).
func millimetres(s string, empty float64) (float64, error) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "mm"))
	if s == "" {
		return empty, nil
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	if err != nil || v < 0 {
		return 0, fmt.Errorf("a length in mm, such as 3")
	}
	return v, nil
}

func (pf *printFields) enable(on bool) {
	for _, w := range []fyne.Disableable{pf.bleed, pf.gap, pf.credit, pf.backs, pf.checklist, pf.stickers} {
		if on {
			w.Enable()
		} else {
			w.Disable()
		}
	}
}

// options are the print options the fields give; the exporter checks
// the numbers make a printable layout.
func (pf *printFields) options() (exporter.PrintOptions, error) {
	bleed, err := millimetres(pf.bleed.Text, 0)
	if err != nil {
		return exporter.PrintOptions{}, fmt.Errorf("bleed: %w", err)
	}
	gap, err := millimetres(pf.gap.Text, exporter.AutoGap)
	if err != nil {
		return exporter.PrintOptions{}, fmt.Errorf("gap: %w", err)
	}
	opts := exporter.PrintOptions{Bleed: bleed, Gap: gap, Backs: pf.backs.Checked, Checklist: pf.checklist.Checked, Credit: strings.TrimSpace(pf.credit.Text)}
	if pf.stickers.Selected != noStickers {
		opts.Stickers = pf.stickers.Selected
	}
	return opts, nil
}
