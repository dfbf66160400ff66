package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// markerField edits one marker of the selected feature with the control
// that fits its values: a count with steppers, a yes/no box, a choice of
// the values the ruleset and the tile allow, or the tile's features to
// tick. The review found them all free text ("feature id or terminus"),
// which a designer had to know by heart.
type markerField interface {
	// show puts feature f of tile t (in ruleset rs) in the control.
	show(rs *schema.Ruleset, t *schema.Tile, f *schema.Feature)
	// Field is the control, with room for the reason a value was refused.
	Field() fyne.CanvasObject
}

// markerName is a marker's label in the feature form, in words.
var markerName = map[schema.Marker]string{
	schema.MarkPennants:  "Pennants",
	schema.MarkBorders:   "Borders",
	schema.MarkEndsAt:    "Ends at",
	schema.MarkMarket:    "Market kind",
	schema.MarkBuildings: "Public buildings",
	schema.MarkHistoric:  "Historic building",
	schema.MarkFountain:  "Fountain",
	schema.MarkStalls:    "Market stalls",
}

// maxMarkerCount is the schema's largest pennant, building or stall count.
const maxMarkerCount = 9

// newMarkerField makes the control for marker m; set applies a value as
// SetMarker reads it.
func newMarkerField(e *Editor, m schema.Marker, set func(string)) markerField {
	switch m {
	case schema.MarkPennants, schema.MarkBuildings, schema.MarkStalls:
		return newCountField(e, m, set)
	case schema.MarkFountain:
		return newYesNoField("a fountain lies on this path", set)
	case schema.MarkMarket:
		return newChoiceField(set, marketChoices, func(f *schema.Feature) string { return f.Market })
	case schema.MarkEndsAt:
		return newChoiceField(set, lineEndChoices, func(f *schema.Feature) string { return f.EndsAt })
	case schema.MarkBorders:
		return newBordersField(set)
	}
	return &textField{newBoundEntry(e, markerHint[m], set), m}
}

// textField is a marker typed as text (a historic building's name).
type textField struct {
	*boundEntry
	marker schema.Marker
}

func (f *textField) show(_ *schema.Ruleset, _ *schema.Tile, ft *schema.Feature) {
	f.boundEntry.show(editor.MarkerText(ft, f.marker))
}

// countField is a number typed or stepped with − and +.
type countField struct {
	*boundEntry
	marker      schema.Marker
	less, more  *tipButton
	current     int
	set         func(string)
	fieldLayout fyne.CanvasObject
}

func newCountField(e *Editor, m schema.Marker, set func(string)) *countField {
	c := &countField{boundEntry: newBoundEntry(e, markerHint[m], set), marker: m, set: set}
	c.less = e.iconButton("One "+strings.TrimSuffix(strings.ToLower(markerName[m]), "s")+" less", theme.ContentRemoveIcon(), func() { c.step(-1) })
	c.more = e.iconButton("One "+strings.TrimSuffix(strings.ToLower(markerName[m]), "s")+" more", theme.ContentAddIcon(), func() { c.step(1) })
	c.fieldLayout = container.NewBorder(nil, nil, nil, container.NewHBox(c.less, c.more), c.boundEntry.Field())
	return c
}

func (c *countField) Field() fyne.CanvasObject { return c.fieldLayout }

func (c *countField) show(_ *schema.Ruleset, _ *schema.Tile, f *schema.Feature) {
	text := editor.MarkerText(f, c.marker)
	c.current, _ = strconv.Atoi(text)
	c.boundEntry.show(text)
	enable(c.less, c.current > 0)
	enable(c.more, c.current < maxMarkerCount)
}

func (c *countField) step(by int) {
	n := min(max(c.current+by, 0), maxMarkerCount)
	if n != c.current {
		c.set(strconv.Itoa(n))
	}
}

func enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// yesNoField is a marker that is there or not (a fountain).
type yesNoField struct{ *boundCheck }

func newYesNoField(label string, set func(string)) *yesNoField {
	return &yesNoField{newBoundCheck(label, func(on bool) {
		if on {
			set("yes")
		} else {
			set("no")
		}
	})}
}

func (y *yesNoField) Field() fyne.CanvasObject { return y.Check }

func (y *yesNoField) show(_ *schema.Ruleset, _ *schema.Tile, f *schema.Feature) {
	y.boundCheck.show(f.Fountain)
}

// choice is one value a choiceField offers, with the words it shows.
type choice struct{ label, value string }

// noChoice is the choice that clears a marker.
var noChoice = choice{"(none)", ""}

// choiceField is a marker chosen from the values that fit: the ruleset's
// termini and the tile's features for endsAt, the market kinds for market.
// A value the file holds that fits nothing is still shown, marked, so the
// designer sees what is there before choosing another.
type choiceField struct {
	*boundSelect
	choices func(rs *schema.Ruleset, t *schema.Tile, f *schema.Feature) []choice
	current func(f *schema.Feature) string // the marker's value
	offered []choice
}

func newChoiceField(set func(string), choices func(*schema.Ruleset, *schema.Tile, *schema.Feature) []choice, current func(*schema.Feature) string) *choiceField {
	c := &choiceField{choices: choices, current: current}
	c.boundSelect = newBoundSelect(nil, func(label string) {
		for _, o := range c.offered {
			if o.label == label {
				set(o.value)
				return
			}
		}
	})
	return c
}

func (c *choiceField) Field() fyne.CanvasObject { return c.Select }

func (c *choiceField) show(rs *schema.Ruleset, t *schema.Tile, f *schema.Feature) {
	c.offered = c.choices(rs, t, f)
	labels := make([]string, len(c.offered))
	selected := ""
	for i, o := range c.offered {
		labels[i] = o.label
		if o.value == c.current(f) {
			selected = o.label
		}
	}
	c.boundSelect.show(labels, selected)
}

// marketChoices are the schema's market kinds.
func marketChoices(_ *schema.Ruleset, _ *schema.Tile, f *schema.Feature) []choice {
	out := []choice{noChoice}
	for _, kind := range []string{"livestock", "grain", "fish"} {
		out = append(out, choice{kind, kind})
	}
	return withUnknown(out, f.Market, "not a market kind")
}

// lineEndChoices are where a road, street or path may end: the ruleset's
// termini and the features of this tile that end lines.
func lineEndChoices(rs *schema.Ruleset, t *schema.Tile, f *schema.Feature) []choice {
	out := []choice{noChoice}
	for _, word := range rs.Termini {
		out = append(out, choice{word + " (terminus)", word})
	}
	for _, other := range t.Features {
		if spec, ok := rs.Spec(other.Kind); ok && spec.EndsLines && other.ID != f.ID {
			out = append(out, choice{fmt.Sprintf("%s (the %s)", other.ID, other.Kind), other.ID})
		}
	}
	return withUnknown(out, f.EndsAt, "not on this tile")
}

// withUnknown adds value, marked with why, when no choice holds it.
func withUnknown(out []choice, value, why string) []choice {
	if value == "" || slices.ContainsFunc(out, func(o choice) bool { return o.value == value }) {
		return out
	}
	return append(out, choice{fmt.Sprintf("%s (%s)", value, why), value})
}

// bordersField ticks the features of the tile a field or residential area
// touches, among those of the kinds it may border.
type bordersField struct {
	group   *widget.CheckGroup
	none    *widget.Label
	box     *fyne.Container
	offered []choice
	quiet   bool
}

func newBordersField(set func(string)) *bordersField {
	b := &bordersField{none: widget.NewLabel("")}
	b.group = widget.NewCheckGroup(nil, func(labels []string) {
		if b.quiet {
			return
		}
		var ids []string
		for _, o := range b.offered {
			if slices.Contains(labels, o.label) {
				ids = append(ids, o.value)
			}
		}
		set(strings.Join(ids, ", "))
	})
	b.group.Horizontal = true
	b.none.Importance = widget.LowImportance
	b.none.Wrapping = fyne.TextWrapWord
	b.box = container.NewVBox(b.group, b.none)
	return b
}

func (b *bordersField) Field() fyne.CanvasObject { return b.box }

func (b *bordersField) show(rs *schema.Ruleset, t *schema.Tile, f *schema.Feature) {
	spec, _ := rs.Spec(f.Kind)
	b.offered = b.offered[:0]
	for _, other := range t.Features {
		if other.ID != f.ID && slices.Contains(spec.Borders, other.Kind) {
			b.offered = append(b.offered, choice{other.ID, other.ID})
		}
	}
	for _, id := range f.Borders {
		b.offered = withUnknown(b.offered, id, "not one it can border")
	}
	labels := make([]string, len(b.offered))
	var ticked []string
	for i, o := range b.offered {
		labels[i] = o.label
		if slices.Contains(f.Borders, o.value) {
			ticked = append(ticked, o.label)
		}
	}
	b.quiet = true
	if !slices.Equal(b.group.Options, labels) {
		b.group.Options = labels
	}
	b.group.SetSelected(ticked)
	b.group.Refresh()
	b.quiet = false
	if len(labels) == 0 {
		b.none.SetText(fmt.Sprintf("No %s on this tile to border.", kindWords(spec.Borders)))
		b.none.Show()
	} else {
		b.none.Hide()
	}
}

// kindWords lists kinds as "city" or "city or market".
func kindWords(kinds []schema.Kind) string {
	words := make([]string, len(kinds))
	for i, k := range kinds {
		words[i] = string(k)
	}
	return strings.Join(words, " or ")
}
