package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/exporter"
)

// publishField is the export dialog's Base URL, the CLI's --base-url:
// where a Tabletop Simulator export's pictures will be hosted, or where a
// JCloisterZone add-on will be published (its catalogue entry's address).
// It shows only for the formats that publish, is checked as it is typed
// by the export's own check, and is remembered per pack and format once
// an export with it has been written.
type publishField struct {
	entry *widget.Entry
	// message says what the address is for in the chosen format, or,
	// in red, why the export would refuse it.
	message *widget.Label
	// box holds the label, entry and message; hidden for other formats.
	box *fyne.Container
	// onCheck hears the field's check after every change (the dialog's
	// Export button follows it).
	onCheck func(error)
	format  string
	prefs   fyne.Preferences
	packID  string
}

// publishPlaceHolder shows the shape of a base URL.
const publishPlaceHolder = "https://example.org/addons/"

// publishHints say in one line what the base URL is for in each format
// that publishes, and what leaving it empty gives.
var publishHints = map[string]string{
	"tts": "Where you will upload images/; empty: file URLs, for this computer only",
	"jcz": "Where you will upload the .jca, for addons.json; empty: a placeholder",
}

func newPublishField(prefs fyne.Preferences, packID string) *publishField {
	pf := &publishField{prefs: prefs, packID: packID}
	pf.entry = widget.NewEntry()
	pf.entry.SetPlaceHolder(publishPlaceHolder)
	// What is wrong is said as it is typed, not once the box is left.
	pf.entry.AlwaysShowValidationError = true
	pf.entry.Validator = func(string) error { return pf.check() }
	pf.entry.OnChanged = func(string) { pf.refresh() }
	pf.message = widget.NewLabel("")
	// The export's reason can be longer than the box is wide.
	pf.message.Wrapping = fyne.TextWrapWord
	// A refusal echoes the address, which can be long: past two lines it
	// scrolls, so the dialog's buttons stay on a 700 px screen with the
	// longest format description (tts, three lines).
	twoLines := widget.NewLabel("1\n2").MinSize().Height
	pf.box = container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel("Base URL"), nil, pf.entry),
		newCappedScroll(pf.message, twoLines),
	)
	pf.box.Hide()
	return pf
}

// url is the base URL as typed, without the spaces a paste brings.
func (pf *publishField) url() string {
	if !exporter.Publishes(pf.format) {
		return ""
	}
	return strings.TrimSpace(pf.entry.Text)
}

// check is the export's refusal of the base URL, in its words (nil for
// none, and for a format that takes none).
func (pf *publishField) check() error {
	return exporter.CheckBaseURL(pf.format, pf.url())
}

// setFormat shows the field for a format that publishes, with the base
// URL last exported with for this pack and format (each format has its
// own: pictures and add-ons are rarely put at one address), and hides it
// for the others.
func (pf *publishField) setFormat(format string) {
	if format == pf.format {
		return
	}
	pf.format = format
	if !exporter.Publishes(format) {
		pf.box.Hide()
		pf.refresh()
		return
	}
	pf.entry.SetText(pf.prefs.String(pf.key()))
	pf.box.Show()
	pf.refresh()
}

// refresh checks the base URL: the entry marks it, the message says why
// it is refused (or, when it is not, what it is for), and onCheck hears.
func (pf *publishField) refresh() {
	err := pf.check()
	pf.entry.SetValidationError(err)
	if err != nil {
		pf.message.Importance = widget.DangerImportance
		pf.message.SetText(err.Error())
	} else {
		pf.message.Importance = widget.LowImportance
		pf.message.SetText(publishHints[pf.format])
	}
	if pf.onCheck != nil {
		pf.onCheck(err)
	}
}

// remember keeps the base URL an export was written with for the next
// export of this pack in this format; an export without one forgets it.
func (pf *publishField) remember() {
	if !exporter.Publishes(pf.format) {
		return
	}
	if u := pf.url(); u != "" {
		pf.prefs.SetString(pf.key(), u)
	} else {
		pf.prefs.RemoveValue(pf.key())
	}
}

// key is the preference that remembers the base URL of this pack and
// format.
func (pf *publishField) key() string {
	return "exportBaseURL:" + pf.format + ":" + pf.packID
}
