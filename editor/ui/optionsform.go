package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine"
)

// optionsForm asks for a ruleset's options, one field per option of the
// ruleset's list (engine.OptionDoc): a choice for a switch or a list of
// values, a text field for a number or an object. A field left at its
// default is left out, so the options object names only what changes. The
// form checks what a field can check (a whole number within bounds, a JSON
// object), then hands the object to check — the engine's own decoding of
// the options — and shows any refusal in words under the fields.
type optionsForm struct {
	docs    []engine.OptionDoc
	fields  []optionField
	grid    *fyne.Container
	problem *widget.Label
	content *fyne.Container
	// check validates the options object (nil: only the form's own checks).
	check func(options []byte) error
	// onChanged is called after a field changes and the form is checked.
	onChanged func()
}

// optionField is the field of one option: a choice or a text entry.
type optionField struct {
	doc    engine.OptionDoc
	choice *widget.Select
	entry  *widget.Entry
}

func newOptionsForm() *optionsForm {
	f := &optionsForm{grid: container.New(layout.NewFormLayout()), problem: widget.NewLabel("")}
	f.problem.Wrapping = fyne.TextWrapWord
	f.problem.Importance = widget.DangerImportance
	f.problem.Hide()
	f.content = container.NewVBox(f.grid, f.problem)
	return f
}

// defaultChoice is the first entry of a choice: the option left out.
func defaultChoice(d engine.OptionDoc) string { return "default: " + d.Default }

// setDocs shows the fields of a ruleset's options; fields of the same
// options keep what was typed.
func (f *optionsForm) setDocs(docs []engine.OptionDoc) {
	if slices.EqualFunc(docs, f.docs, func(a, b engine.OptionDoc) bool { return a.Name == b.Name && a.Type == b.Type }) {
		return
	}
	f.docs = docs
	f.fields = f.fields[:0]
	f.grid.RemoveAll()
	for _, d := range docs {
		fd := optionField{doc: d}
		var w fyne.CanvasObject
		switch d.Type {
		case engine.OptionBool, engine.OptionChoice:
			values := d.Choices
			if d.Type == engine.OptionBool {
				values = []string{"true", "false"}
			}
			fd.choice = widget.NewSelect(append([]string{defaultChoice(d)}, values...), func(string) { f.changed() })
			fd.choice.SetSelected(defaultChoice(d))
			w = fd.choice
		default:
			fd.entry = widget.NewEntry()
			fd.entry.SetPlaceHolder(defaultChoice(d))
			fd.entry.OnChanged = func(string) { f.changed() }
			w = fd.entry
		}
		meaning := widget.NewLabel(d.Meaning)
		meaning.Wrapping = fyne.TextWrapWord
		meaning.Importance = widget.LowImportance
		f.fields = append(f.fields, fd)
		f.grid.Add(widget.NewLabel(d.Name))
		f.grid.Add(container.NewVBox(w, meaning))
	}
	f.changed()
}

// changed checks the form again and tells the owner.
func (f *optionsForm) changed() {
	_, err := f.options()
	if err != nil {
		f.problem.SetText(err.Error())
		f.problem.Show()
	} else {
		f.problem.Hide()
	}
	if f.onChanged != nil {
		f.onChanged()
	}
}

// changedCount is how many options differ from their defaults.
func (f *optionsForm) changedCount() int {
	n := 0
	for _, fd := range f.fields {
		if raw, _ := fd.value(); raw != nil {
			n++
		}
	}
	return n
}

// options is the options object of the fields that differ from their
// defaults (nil when none does), or why the ruleset cannot take it.
func (f *optionsForm) options() ([]byte, error) {
	var b bytes.Buffer
	for _, fd := range f.fields {
		raw, err := fd.value()
		if err != nil {
			return nil, err
		}
		if raw == nil {
			continue
		}
		if b.Len() == 0 {
			b.WriteByte('{')
		} else {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(fd.doc.Name) + ": ")
		b.Write(raw)
	}
	if b.Len() == 0 {
		return nil, nil
	}
	b.WriteByte('}')
	if f.check != nil {
		if err := f.check(b.Bytes()); err != nil {
			var oe *engine.OptionsError
			if errors.As(err, &oe) {
				return nil, oe
			}
			return nil, err
		}
	}
	return b.Bytes(), nil
}

// value is the field's value as JSON, nil when left at the default.
func (fd *optionField) value() (json.RawMessage, error) {
	d := fd.doc
	if fd.choice != nil {
		switch v := fd.choice.Selected; {
		case v == "" || v == defaultChoice(d):
			return nil, nil
		case d.Type == engine.OptionBool:
			return json.RawMessage(v), nil
		default:
			return json.RawMessage(strconv.Quote(v)), nil
		}
	}
	text := strings.TrimSpace(fd.entry.Text)
	if text == "" {
		return nil, nil
	}
	switch d.Type {
	case engine.OptionInt:
		n, err := strconv.Atoi(text)
		if err != nil || n < d.Min || n > d.Max {
			return nil, fmt.Errorf("options: %q must be a whole number from %d to %d, not %s", d.Name, d.Min, d.Max, text)
		}
		return json.RawMessage(strconv.Itoa(n)), nil
	default:
		if !strings.HasPrefix(text, "{") || !json.Valid([]byte(text)) {
			return nil, fmt.Errorf("options: %q must be a JSON object (%s), not %s", d.Name, d.Meaning, text)
		}
		return json.RawMessage(text), nil
	}
}
