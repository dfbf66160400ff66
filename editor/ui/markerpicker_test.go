package ui

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// TestMarkerPickersOfferWhatFits: each marker is edited with a control
// that offers the values that fit, where the review found free text
// ("feature id or terminus") a designer had to know by heart. Schema,
// feature "endsAt": "Either a terminus ... or the id of a feature of this
// tile that ends roads"; "borders": "Ids of features of the same tile
// this one touches ... a field lists the cities it borders".
func TestMarkerPickersOfferWhatFits(t *testing.T) {
	t.Run("a road ends at a terminus or a feature that ends roads", func(t *testing.T) {
		e := openWinter(t)
		e.selectTile(tileIndex(t, e, "A"))
		e.selectFeature("road")
		ends := e.tileEd.markers[schema.MarkEndsAt].(*choiceField)
		want := []string{"(none)", "crossing (terminus)", "village (terminus)", "cloister (the cloister)"}
		if !slices.Equal(ends.Options, want) {
			t.Fatalf("ends at offers %q, want %q", ends.Options, want)
		}
		if ends.Selected != "cloister (the cloister)" {
			t.Errorf("ends at shows %q, want the cloister the file names", ends.Selected)
		}
		ends.SetSelected("village (terminus)")
		if got := featureOf(t, e, "A", "road").EndsAt; got != "village" {
			t.Errorf("choosing the village set endsAt to %q", got)
		}
		e.undo()
		if ends.Selected != "cloister (the cloister)" {
			t.Errorf("after undo ends at shows %q", ends.Selected)
		}
	})
	t.Run("a value that fits nothing is shown marked", func(t *testing.T) {
		e := openWinter(t)
		e.selectTile(tileIndex(t, e, "A"))
		e.selectFeature("road")
		e.do(editor.SetMarker{Tile: "A", Feature: "road", Marker: schema.MarkEndsAt, Value: "castle"})
		ends := e.tileEd.markers[schema.MarkEndsAt].(*choiceField)
		if ends.Selected != "castle (not on this tile)" {
			t.Errorf("a road ending at an unknown feature shows %q", ends.Selected)
		}
	})
	t.Run("a field ticks the cities it borders", func(t *testing.T) {
		e := openWinter(t)
		e.selectTile(tileIndex(t, e, "H"))
		e.selectFeature("field")
		borders := e.tileEd.markers[schema.MarkBorders].(*bordersField)
		if !slices.Equal(borders.group.Options, []string{"city1", "city2"}) || !slices.Equal(borders.group.Selected, []string{"city1", "city2"}) {
			t.Fatalf("borders offers %q with %q ticked, want both cities ticked", borders.group.Options, borders.group.Selected)
		}
		borders.group.SetSelected([]string{"city2"})
		if got := featureOf(t, e, "H", "field").Borders; !slices.Equal(got, []string{"city2"}) {
			t.Errorf("unticking city1 left borders %q", got)
		}
	})
	t.Run("pennants step up and down", func(t *testing.T) {
		e := openWinter(t)
		e.selectTile(tileIndex(t, e, "C"))
		id := e.selectedTile().Features[0].ID
		e.selectFeature(id)
		count := e.tileEd.markers[schema.MarkPennants].(*countField)
		before := featureOf(t, e, "C", id).Pennants
		test.Tap(count.more)
		if got := featureOf(t, e, "C", id).Pennants; got != before+1 {
			t.Errorf("+ made %d pennants of %d", got, before)
		}
		if count.Text != strconv.Itoa(before+1) {
			t.Errorf("the box shows %q after +", count.Text)
		}
		for range before + 3 {
			test.Tap(count.less)
		}
		if got := featureOf(t, e, "C", id).Pennants; got != 0 {
			t.Errorf("− stopped at %d pennants, want 0", got)
		}
		if !count.less.Disabled() {
			t.Error("− stays on at 0 pennants")
		}
	})
	t.Run("a market's kind is chosen", func(t *testing.T) {
		e := openFile(t, testpacks.BuiltinFile(t, "the-city", "the-city.json"))
		e.selectTile(tileIndex(t, e, "06"))
		e.selectFeature("market")
		kind := e.tileEd.markers[schema.MarkMarket].(*choiceField)
		if !slices.Equal(kind.Options, []string{"(none)", "livestock", "grain", "fish"}) || kind.Selected != "grain" {
			t.Fatalf("market kind offers %q showing %q", kind.Options, kind.Selected)
		}
		kind.SetSelected("fish")
		if got := featureOf(t, e, "06", "market").Market; got != "fish" {
			t.Errorf("choosing fish set market %q", got)
		}
	})
	t.Run("a fountain is ticked", func(t *testing.T) {
		e := openFile(t, testpacks.BuiltinFile(t, "the-castle", "the-castle.json"))
		e.selectTile(tileIndex(t, e, "02"))
		e.selectFeature("path")
		fountain := e.tileEd.markers[schema.MarkFountain].(*yesNoField)
		if !fountain.Checked {
			t.Fatal("the fountain of tile 02 is not ticked")
		}
		test.Tap(fountain.Check)
		if featureOf(t, e, "02", "path").Fountain {
			t.Error("unticking left the fountain")
		}
	})
}

func featureOf(t *testing.T, e *Editor, tile, feature string) schema.Feature {
	t.Helper()
	for _, f := range e.doc.Pack().Tiles[tileIndex(t, e, tile)].Features {
		if f.ID == feature {
			return f
		}
	}
	t.Fatalf("no feature %s on tile %s", feature, tile)
	return schema.Feature{}
}
