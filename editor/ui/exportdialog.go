package ui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// exportForm is the export dialog: a format, the mix and paper when the
// format takes them, a tile size, where to write and, for the formats
// that publish, the base URL they will be published at. Exporting runs in
// the background with progress and a Cancel button, on a copy of the pack
// as it was when Export was pressed.
type exportForm struct {
	e                  *Editor
	format, mix, paper *widget.Select
	// lossy lets a JCloisterZone add-on leave out what JCloisterZone cannot
	// play (a Mists pack's fog, ghost symbols…), listed as warnings.
	lossy *widget.Check
	// print holds the pdf's print-shop options (printoptions.go).
	print *printFields
	// publish is the base URL of the formats that publish (tts, jcz).
	publish      *publishField
	what         *widget.Label
	size, out    *widget.Entry
	suggested    string // the last path suggestOut put in out
	dialog       *dialog.FormDialog
	running      context.CancelFunc
	lastSummary  string
	lastWarnings []string
	// result is the dialog that says the last export is done.
	result         dialog.Dialog
	progress       *widget.ProgressBar
	progressDialog *dialog.CustomDialog
	onDone         func() // tests wait on this
}

func (e *Editor) showExport() {
	f := e.newExportForm()
	f.dialog.Resize(fyne.NewSize(640, 560))
	e.withKeys(f.dialog, f.dialog.Submit, f.dialog.Dismiss).Show()
}

func (e *Editor) newExportForm() *exportForm {
	f := &exportForm{e: e}
	names := make([]string, len(exporter.Formats))
	for i, ft := range exporter.Formats {
		names[i] = ft.Name
	}
	f.what = widget.NewLabel("")
	f.what.Wrapping = fyne.TextWrapWord
	var mixes []string
	for _, m := range e.doc.Pack().Mixes {
		mixes = append(mixes, m.ID)
	}
	f.mix = widget.NewSelect(mixes, func(string) {
		if f.format != nil {
			f.suggestOut(false)
		}
	})
	f.mix.SetSelected(e.mix)
	f.lossy = widget.NewCheck("Leave out what JCloisterZone cannot play (each part is named in a warning)", nil)
	f.paper = widget.NewSelect([]string{"a4", "letter"}, nil)
	f.paper.SetSelected("a4")
	f.size = widget.NewEntry()
	f.size.SetPlaceHolder("default (256 px; pdf 300 dpi)")
	// What is wrong is said as it is typed, not once the box is left.
	f.size.AlwaysShowValidationError = true
	f.size.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < exporter.MinTileSize || n > exporter.MaxTileSize {
			return fmt.Errorf("a size from %d to %d px", exporter.MinTileSize, exporter.MaxTileSize)
		}
		return nil
	}
	f.out = widget.NewEntry()
	// What is wrong is said as it is typed, not once the box is left.
	f.out.AlwaysShowValidationError = true
	f.out.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New("where to write the export")
		}
		return nil
	}
	f.print = newPrintFields(e.doc.Pack().Name)
	f.publish = newPublishField(e.app.Preferences(), e.doc.Pack().ID)
	f.format = widget.NewSelect(names, func(string) { f.formatChanged() })
	f.format.SetSelected("dir")
	browse := widget.NewButton("Folder…", func() { e.files.pickFolder(f.out) })
	// The base URL goes under where the export is written: it is where
	// those files will be put next. In the row's own widget, so that a
	// refused one turns Export off as the tile size does.
	writeTo := newCheckedRow(container.NewVBox(
		container.NewBorder(nil, nil, nil, browse, f.out),
		f.publish.box,
	), f.publish.check)
	f.publish.onCheck = func(error) { writeTo.recheck() }
	items := []*widget.FormItem{
		widget.NewFormItem("Format", f.format),
		// The lossy-export check goes with the format's description: in a
		// row of its own, hidden, it left a blank row (the form's empty
		// label still took it).
		widget.NewFormItem("", container.NewVBox(f.what, f.lossy)),
		// In a stack of their own: Fyne's form greys a disabled widget's
		// label but updates it only when the form is refreshed, which
		// the dialog never does, so the label stayed grey once the field
		// was enabled. The field greys itself; its label, as Print's,
		// stays plain.
		widget.NewFormItem("Mix", container.NewStack(f.mix)),
		widget.NewFormItem("Paper", container.NewStack(f.paper)),
		widget.NewFormItem("Tile size", f.size),
		widget.NewFormItem("Print", f.print.box),
		widget.NewFormItem("Write to", writeTo),
	}
	f.dialog = dialog.NewForm("Export "+e.doc.Pack().ID, "Export", "Cancel", items, func(ok bool) {
		if ok {
			f.start()
		}
	}, e.win)
	// Enter in a box exports, as the Export button does (the form's own
	// check keeps it from running while a box is refused): an entry takes
	// Enter for itself, so the dialog's key never sees it.
	for _, box := range []*widget.Entry{f.size, f.out, f.publish.entry, f.print.bleed, f.print.gap, f.print.credit} {
		box.OnSubmitted = func(string) { f.dialog.Submit() }
	}
	return f
}

// formatChanged explains the format, enables the fields it uses and
// suggests an output path with the right ending.
func (f *exportForm) formatChanged() {
	var ft exporter.Format
	for _, x := range exporter.Formats {
		if x.Name == f.format.Selected {
			ft = x
		}
	}
	f.what.SetText(strings.ReplaceAll(ft.What, "\n", " "))
	if ft.Mix {
		f.mix.Enable()
	} else {
		f.mix.Disable()
	}
	f.offerAllMixes(ft.Name == "tts")
	if ft.Name == "pdf" {
		f.paper.Enable()
		f.print.enable(true)
	} else {
		f.paper.Disable()
		f.print.enable(false)
	}
	if ft.Name == "jcz" && exporter.JCZLossyExports(f.e.doc.Pack()) {
		f.lossy.Show()
	} else {
		f.lossy.SetChecked(false)
		f.lossy.Hide()
	}
	f.publish.setFormat(ft.Name)
	f.suggestOut(true)
}

// offerAllMixes adds to the mixes, for a Tabletop Simulator export,
// "all": every mix on one table, a bag each (exporter.TabletopAllMixes) —
// unless the pack has a mix of that id; and takes it away for the other
// formats, going back to the mix being edited if it was chosen.
func (f *exportForm) offerAllMixes(offer bool) {
	var mixes []string
	for _, m := range f.e.doc.Pack().Mixes {
		mixes = append(mixes, m.ID)
	}
	all := !slices.Contains(mixes, exporter.TabletopAllMixes)
	if offer && all && len(mixes) > 1 {
		mixes = append(mixes, exporter.TabletopAllMixes)
	}
	f.mix.Options = mixes
	if !slices.Contains(mixes, f.mix.Selected) {
		f.mix.SetSelected(f.e.mix)
	}
	f.mix.Refresh()
}

// suggestOut puts in "Write to" the pack's file name for the format and
// mix, in the folder written to last; on a change of mix (always false),
// only while the box holds what it suggested, never over a path typed.
func (f *exportForm) suggestOut(always bool) {
	if !always && f.out.Text != f.suggested {
		return
	}
	dir := filepath.Dir(f.out.Text)
	if f.out.Text == "" {
		dir = f.e.files.dir()
		if dir == "" {
			dir, _ = os.UserHomeDir()
		}
	}
	base := f.e.doc.Pack().ID
	switch f.format.Selected {
	case "zip":
		base += ".zip"
	case "pdf":
		base += "-" + f.mix.Selected + ".pdf"
	case "jcz": // an installable add-on of the mix (docs/export.md)
		base = exporter.JCZAddonID(base, f.mix.Selected) + ".jca"
	case "tiled":
		base += "-tiled"
	case "tts": // a folder: the saved object and its pictures
		base += "-" + f.mix.Selected + "-tts"
	}
	f.suggested = filepath.Join(dir, base)
	f.out.SetText(f.suggested)
}

// request is the export the form describes.
func (f *exportForm) request() (exporter.Export, error) {
	// The person chose the path in the dialog: a file there is replaced,
	// as the editor always has.
	x := exporter.Export{Format: f.format.Selected, Out: strings.TrimSpace(f.out.Text), Replace: true}
	if !f.mix.Disabled() {
		x.Mix = f.mix.Selected
	}
	if x.Format == "pdf" {
		x.Paper = f.paper.Selected
		opts, err := f.print.options()
		if err != nil {
			return x, err
		}
		x.Print = opts
		if opts.Stickers != "" {
			// The label sheet is on its own paper.
			x.Paper = ""
		}
	}
	x.Lossy = x.Format == "jcz" && f.lossy.Checked
	// A refused base URL is told beside its box and turns Export off;
	// checked again here so that no way of starting exports it.
	if err := f.publish.check(); err != nil {
		return x, err
	}
	x.BaseURL = f.publish.url()
	if err := f.size.Validate(); err != nil {
		return x, fmt.Errorf("tile size: %w", err)
	}
	x.TileSize, _ = strconv.Atoi(strings.TrimSpace(f.size.Text))
	return x, nil
}

// start checks the pack and runs the export in the background.
func (f *exportForm) start() {
	e := f.e
	x, err := f.request()
	if err != nil {
		e.showError(err)
		return
	}
	if e.doc.Diagnostics().HasErrors() {
		e.showError(fmt.Errorf("the pack has errors: fix them first (see Problems)"))
		return
	}
	pack, err := schema.Clone(e.doc.Pack())
	if err != nil {
		e.showError(err)
		return
	}
	r, err := exporter.NewRenderer(pack, nil)
	if err != nil {
		e.showError(err)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	f.running = cancel
	f.progress = widget.NewProgressBar()
	f.progressDialog = dialog.NewCustomWithoutButtons("Exporting "+pack.ID+" as "+x.Format,
		container.NewVBox(widget.NewLabel(x.Out), f.progress), e.win)
	f.progressDialog.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", cancel)})
	f.progressDialog.Show()
	x.Progress = func(done, total int) {
		f.e.onUI(func() {
			if total > 0 {
				f.progress.SetValue(float64(done) / float64(total))
			}
		})
	}
	go func() {
		summary, warnings, err := x.Run(ctx, r)
		f.e.onUI(func() { f.finish(summary, warnings, err, ctx.Err() != nil) })
	}()
}

func (f *exportForm) finish(summary string, warnings []string, err error, cancelled bool) {
	f.progressDialog.Hide()
	f.running()
	f.lastSummary, f.lastWarnings = summary, warnings
	switch {
	case cancelled:
		f.e.setStatus("Export cancelled")
	case err != nil:
		f.e.showError(err)
	default:
		f.publish.remember()
		f.e.setStatus(summary)
		f.result = exportResult(summary, warnings, f.e.win)
		f.e.withKeys(f.result, f.result.Dismiss, f.result.Dismiss).Show()
	}
	if f.onDone != nil {
		f.onDone()
	}
}
