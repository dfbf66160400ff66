package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// The feature list is as tall as the tile's features, at least
// minFeatureRows; maxFeatureRows is the schema's most features a tile
// has, so the list never scrolls on its own: the tile's column scrolls as
// a whole, under the wheel too.
const (
	minFeatureRows = 4
	maxFeatureRows = 31
)

// tilePanel edits the selected tile: its picture with the 12 ports to
// paint, its features and their markers.
type tilePanel struct {
	e      *Editor
	canvas *tileCanvas
	title  *widget.Label
	issues *fyne.Container // the tile's own diagnostics, one row each
	shown  []problem       // what issues shows

	name, ghosts, decorations *boundEntry
	copies                    *tileCopies // every physical copy (tilecopies.go)
	ghostsLabel               *widget.Label
	tileForm                  *fyne.Container

	features                  *widget.List
	newKind                   *widget.Select
	kind                      *boundSelect
	markers                   map[schema.Marker]markerField
	markerLabels              map[schema.Marker]*widget.Label
	kindLabel, featDecorLabel *widget.Label
	markerRows                *fyne.Container
	featDecor                 *boundEntry
	featureBox                *fyne.Container
	featureRows               int      // the list's height in rows, as last laid out
	shownLines                []string // the feature list's lines as last drawn
	side                      *container.Scroll

	content fyne.CanvasObject
}

func newTilePanel(e *Editor) *tilePanel {
	v := &tilePanel{e: e, canvas: newTileCanvas(), markers: map[schema.Marker]markerField{}, markerLabels: map[schema.Marker]*widget.Label{}, copies: newTileCopies(e)}
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.issues = container.NewVBox()

	v.canvas.onPort = v.paintPort
	v.canvas.onResize = v.redrawPicture
	v.canvas.onGesture = e.doc.Seal
	v.canvas.reserve = func() float32 {
		if e.problems == nil {
			return 0
		}
		return e.problems.room()
	}
	v.canvas.onPick = func(p schema.Port) {
		if t := e.selectedTile(); t != nil {
			if f := ownerOf(e.doc.Pack(), t, p); f != "" {
				e.selectFeature(f)
			}
		}
	}

	tileID := func() string {
		if t := e.selectedTile(); t != nil {
			return t.ID
		}
		return ""
	}
	v.name = newBoundEntry(e, "name", func(s string) { e.do(editor.SetTileName{Tile: tileID(), Name: s}) })
	v.ghosts = newBoundEntry(e, "0", func(s string) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if s == "" {
			n, err = 0, nil
		}
		if err != nil {
			e.refuse(fmt.Sprintf("ghosts: %q is not a whole number", s))
			return
		}
		e.do(editor.SetGhosts{Tile: tileID(), N: n})
	})
	v.decorations = newBoundEntry(e, "tags, comma-separated", func(s string) {
		e.do(editor.SetDecorations{Tile: tileID(), Tags: s})
	})

	v.features = widget.NewList(
		func() int {
			if t := e.selectedTile(); t != nil {
				return len(t.Features)
			}
			return 0
		},
		func() fyne.CanvasObject {
			// Cut short in a narrow column, whole in its tooltip: a long
			// line ("field · field · NL N NR …") widened the column past
			// the window at 1024 px.
			l := e.newTipLabel()
			l.Truncation = fyne.TextTruncateEllipsis
			l.cutOnly = true
			l.SetText("feature")
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			t := e.selectedTile()
			if t == nil || id >= len(t.Features) {
				return
			}
			o.(*tipLabel).SetText(featureLine(&t.Features[id]))
		},
	)
	v.features.OnSelected = v.featureTapped
	v.newKind = widget.NewSelect(nil, nil)
	v.newKind.PlaceHolder = "kind"
	addFeature := widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), v.addFeature)
	delFeature := widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), v.deleteFeature)

	v.kind = newBoundSelect(nil, func(k string) {
		e.do(editor.SetFeatureKind{Tile: tileID(), Feature: e.feature, Kind: schema.Kind(k)})
	})
	for _, m := range allMarkers {
		v.markerLabels[m] = formLabel(markerName[m])
		v.markers[m] = newMarkerField(e, m, func(s string) {
			e.do(editor.SetMarker{Tile: tileID(), Feature: e.feature, Marker: m, Value: s})
		})
	}
	v.markerRows = container.New(layout.NewFormLayout())
	v.kindLabel, v.featDecorLabel = formLabel("Kind"), formLabel("Decorations")
	v.featDecor = newBoundEntry(e, "tags, comma-separated", func(s string) {
		e.do(editor.SetDecorations{Tile: tileID(), Feature: e.feature, Tags: s})
	})
	// One form: the kind, the decorations and the markers the kind may
	// carry, their labels in one column.
	v.featureBox = container.NewVBox(v.markerRows)

	// Two set lines, not wrapped text: a wrapped label's height follows
	// the width it was last given, and the picture below would move with it.
	hint := widget.NewLabel("Tap or drag over ports to paint them.\nRight-click a port to pick its feature.")
	rotate := container.NewBorder(nil, nil, container.NewHBox(
		e.iconButton("Turn the view counter-clockwise (Ctrl+Shift+R)", theme.NavigateBackIcon(), func() { e.rotateView(-1) }),
		e.iconButton("Turn the view clockwise (Ctrl+R)", theme.NavigateNextIcon(), func() { e.rotateView(1) }),
	), nil, hint)
	// The form's rows are label and entry; a row of fields the pack's
	// ruleset does not have is hidden, label and all.
	v.ghostsLabel = formLabel("Ghosts")
	v.tileForm = container.New(layout.NewFormLayout(),
		formLabel("Name"), v.name.Field(),
		v.ghostsLabel, v.ghosts.Field(),
		formLabel("Decorations"), v.decorations.Field(),
	)
	// The side scrolls as a whole, so that neither the selected feature's
	// form nor the tile's problems squeeze the feature list.
	v.side = e.wheelScroll(container.NewVScroll(container.NewVBox(
		v.title, v.tileForm, widget.NewSeparator(),
		// The copies take the column's whole width: inside the form's
		// field column their boxes were cut to "decora".
		widget.NewLabelWithStyle("Copies", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		v.copies.content, widget.NewSeparator(),
		widget.NewLabelWithStyle("Features", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewStack(withRows(v.features, v.listRows), newWheelPasser(func(fyne.Position) fyne.Scrollable { return v.side })),
		container.NewBorder(nil, nil, nil, container.NewHBox(addFeature, delFeature), v.newKind),
		widget.NewSeparator(), v.featureBox, v.issues,
	)))
	// The picture sits at the top of its column, its place fixed by the
	// column's width and the window's height alone.
	split := container.NewHSplit(container.NewBorder(rotate, nil, nil, nil, v.canvas), v.side)
	split.Offset = 0.5
	v.content = split
	return v
}

// formLabel is a form row's label, drawn as widget.Form draws its own.
func formLabel(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
}

// listRows is the feature list's height in rows.
func (v *tilePanel) listRows() int {
	n := 0
	if t := v.e.selectedTile(); t != nil {
		n = len(t.Features)
	}
	return min(max(n, minFeatureRows), maxFeatureRows)
}

// allMarkers lists the markers in the order the form shows them.
var allMarkers = []schema.Marker{
	schema.MarkPennants, schema.MarkBorders, schema.MarkEndsAt, schema.MarkMarket,
	schema.MarkBuildings, schema.MarkHistoric, schema.MarkFountain, schema.MarkStalls,
}

var markerHint = map[schema.Marker]string{
	schema.MarkPennants:  "number of pennants",
	schema.MarkBuildings: "number of public buildings",
	schema.MarkHistoric:  "its name, e.g. Saint Sernin",
	schema.MarkStalls:    "number of stalls",
}

// featureLines are the list's lines for tile t.
func featureLines(t *schema.Tile) []string {
	lines := make([]string, len(t.Features))
	for i := range t.Features {
		lines[i] = featureLine(&t.Features[i])
	}
	return lines
}

// featureLine describes a feature in the list.
func featureLine(f *schema.Feature) string {
	s := fmt.Sprintf("%s · %s", f.ID, f.Kind)
	if len(f.Ports) > 0 {
		names := make([]string, len(f.Ports))
		for i, p := range f.Ports {
			names[i] = p.String()
		}
		s += " · " + strings.Join(names, " ")
	}
	if f.Pennants > 0 {
		s += fmt.Sprintf(" · %d pennant(s)", f.Pennants)
	}
	return s
}

// ownerOf returns the terrain feature that has port p on tile t.
func ownerOf(p *schema.Pack, t *schema.Tile, port schema.Port) string {
	rs, _ := schema.LookupRuleset(p.Ruleset)
	for _, f := range t.Features {
		if spec, ok := rs.Spec(f.Kind); ok && spec.Layer != schema.LayerTerrain {
			continue
		}
		for _, q := range f.Ports {
			if q == port {
				return f.ID
			}
		}
	}
	return ""
}

func (v *tilePanel) paintPort(p schema.Port) {
	t := v.e.selectedTile()
	if t == nil {
		return
	}
	if v.e.feature == "" {
		v.e.setStatus("Select a feature first (or right-click a port to select the feature that has it).")
		return
	}
	v.e.quickly(func() { v.e.do(editor.AssignPort{Tile: t.ID, Port: p, Feature: v.e.feature}) })
}

func (v *tilePanel) featureTapped(id widget.ListItemID) {
	if t := v.e.selectedTile(); t != nil && id < len(t.Features) {
		v.e.selectFeature(t.Features[id].ID)
	}
}

func (v *tilePanel) addFeature() {
	t := v.e.selectedTile()
	if t == nil || v.newKind.Selected == "" {
		v.e.setStatus("Choose the new feature's kind first.")
		return
	}
	id := v.newKind.Selected
	for n := 2; featureIndex(t, id) >= 0; n++ {
		id = fmt.Sprintf("%s%d", v.newKind.Selected, n)
	}
	if v.e.do(editor.AddFeature{Tile: t.ID, ID: id, Kind: schema.Kind(v.newKind.Selected)}) {
		v.e.selectFeature(id)
		v.revealFeature(featureIndex(v.e.selectedTile(), id))
	}
}

// revealFeature scrolls the tile's column so that row i of the feature
// list is in view (the list shows every row; the column scrolls).
func (v *tilePanel) revealFeature(i int) {
	d := fyne.CurrentApp().Driver()
	listTop := d.AbsolutePositionForObject(v.features).Y - d.AbsolutePositionForObject(v.side.Content).Y
	row := v.features.CreateItem().MinSize().Height + theme.Padding()
	bottom := listTop + float32(i+1)*row
	if view := v.side.Size().Height; bottom > v.side.Offset.Y+view {
		v.side.Offset.Y = bottom - view
		v.side.Refresh()
	}
}

func (v *tilePanel) deleteFeature() {
	if t := v.e.selectedTile(); t != nil && v.e.feature != "" {
		v.e.do(editor.DeleteFeature{Tile: t.ID, ID: v.e.feature})
	}
}

// refresh shows the selected tile and feature.
func (v *tilePanel) refresh() {
	v.copies.refresh()
	e := v.e
	p := e.doc.Pack()
	t := e.selectedTile()
	if t == nil {
		v.title.SetText("No tile selected")
		v.canvas.set(broken(v.canvas.pictureSize()), [schema.NumPorts]bool{})
		v.shownLines = nil
		v.features.Refresh()
		v.featureBox.Hide()
		v.showIssues(nil)
		return
	}
	rs, _ := schema.LookupRuleset(p.Ruleset)
	kinds := make([]string, len(rs.Kinds))
	for i, k := range rs.Kinds {
		kinds[i] = string(k.Kind)
	}
	v.newKind.Options = kinds

	err := v.drawTile(t)
	v.title.SetText(fmt.Sprintf("Tile %s, view turned %d°", t.ID, 90*v.canvas.rot))

	v.name.show(t.Name)
	v.ghosts.show(strconv.Itoa(t.Ghosts))
	// Ghost symbols are a field of rulesets that have them; a tile of
	// another ruleset that carries some anyway keeps the field, to clear.
	if rs.Ghosts || t.Ghosts != 0 {
		v.ghostsLabel.Show()
		v.ghosts.Show()
	} else {
		v.ghostsLabel.Hide()
		v.ghosts.Hide()
	}
	v.decorations.show(strings.Join(t.Decorations, ", "))

	// The list is drawn again only when a line changed (a port given,
	// a feature added): a port tap that changes nothing it shows, or
	// an undo of one, does not pay for it.
	if lines := featureLines(t); !slices.Equal(lines, v.shownLines) {
		v.shownLines = lines
		v.features.Refresh()
	}
	v.featureRows = v.listRows()
	v.features.OnSelected = nil
	if fi := featureIndex(t, e.feature); fi >= 0 {
		v.features.Select(fi)
	} else {
		v.features.UnselectAll()
	}
	v.features.OnSelected = v.featureTapped
	v.refreshFeature(rs, t)

	var issues []problem
	if err != nil {
		issues = append(issues, problem{severity: schema.SeverityError, text: "cannot draw: " + err.Error()})
	}
	for _, d := range e.doc.Diagnostics() {
		if editor.Locate(d).Tile == e.tile {
			issues = append(issues, problem{severity: d.Severity, text: fmt.Sprintf("%s: %s", d.Severity, d.Message)})
		}
	}
	v.showIssues(issues)
	// The side column is laid out again whenever the tile changes: the
	// list's rows, the copies section and the issues all change its
	// height, and a column laid out for an earlier tile kept gaps (the
	// smoke test's undo found one under Copies).
	v.relayoutSide()
}

// drawTile draws the selected tile t and marks the ports of its selected
// feature; a picture that cannot be drawn is shown broken, and the error
// says why.
func (v *tilePanel) drawTile(t *schema.Tile) error {
	img, err := v.e.images.draw(v.e.doc.Pack(), v.e.tile, v.canvas.rot, v.canvas.pictureSize())
	var sel [schema.NumPorts]bool
	if fi := featureIndex(t, v.e.feature); fi >= 0 {
		for _, q := range t.Features[fi].Ports {
			sel[q] = true
		}
	}
	v.canvas.set(img, sel)
	return err
}

// drawSelected draws the selected tile, if there is one (the first step
// of a quick edit's refresh: quickdraw.go).
func (v *tilePanel) drawSelected() {
	if t := v.e.selectedTile(); t != nil {
		_ = v.drawTile(t) // refresh lists what stops it from drawing
	}
}

// redrawPicture draws the selected tile again at the size the canvas now
// shows it at (a problem it has is listed by refresh already).
func (v *tilePanel) redrawPicture() {
	if v.e.selectedTile() == nil {
		return
	}
	img, _ := v.e.images.draw(v.e.doc.Pack(), v.e.tile, v.canvas.rot, v.canvas.pictureSize())
	v.canvas.img.Image = img
	v.canvas.img.Refresh()
}

// showIssues lists the tile's own problems below its features, each in
// its severity's colour.
func (v *tilePanel) showIssues(issues []problem) {
	if slices.EqualFunc(issues, v.shown, func(a, b problem) bool { return a.severity == b.severity && a.text == b.text }) {
		return
	}
	v.shown = issues
	objs := make([]fyne.CanvasObject, len(issues))
	for i, is := range issues {
		objs[i] = newProblemRow(is.severity, is.text, fyne.TextTruncateOff)
	}
	v.issues.Objects = objs
	v.issues.Refresh()
	v.relayoutSide()
}

// relayoutSide lays the side column out again after a part of it changed
// height. (The desktop driver would on its next frame; this does it at
// once, and without refreshing every field of the column.)
func (v *tilePanel) relayoutSide() {
	box := v.side.Content.(*fyne.Container)
	need, have := box.MinSize(), v.side.Size()
	box.Resize(fyne.NewSize(max(need.Width, have.Width), max(need.Height, have.Height)))
	box.Layout.Layout(box.Objects, box.Size())
}

// refreshFeature shows the selected feature's kind and the markers its
// kind may carry.
func (v *tilePanel) refreshFeature(rs *schema.Ruleset, t *schema.Tile) {
	fi := featureIndex(t, v.e.feature)
	if fi < 0 {
		v.featureBox.Hide()
		return
	}
	f := &t.Features[fi]
	v.kind.show(v.newKind.Options, string(f.Kind))
	v.featDecor.show(strings.Join(f.Decorations, ", "))
	spec, _ := rs.Spec(f.Kind)
	rows := []fyne.CanvasObject{v.kindLabel, v.kind.Select, v.featDecorLabel, v.featDecor.Field()}
	for _, m := range allMarkers {
		if slices.Contains(spec.Markers, m) {
			field := v.markers[m]
			field.show(rs, t, f)
			rows = append(rows, v.markerLabels[m], field.Field())
		}
	}
	if !slices.Equal(v.markerRows.Objects, rows) {
		v.markerRows.Objects = rows
		v.markerRows.Refresh()
	}
	v.featureBox.Show()
}
