package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// tileHeader is the Mixes table's header of tile row i, as the table
// makes and fills it.
func tileHeader(e *Editor, i int) *mixHeader {
	h := e.mixes.table.CreateHeader().(*mixHeader)
	e.mixes.table.UpdateHeader(widget.TableCellID{Row: i, Col: -1}, h)
	return h
}

func TestMixRowsShowPictureNameAndWholeID(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.mixTab)
	const long = "final-C-with-a-long-id"
	d := tileIndex(t, e, "D")
	if !e.do(editor.RenameTile{From: "D", To: long}) {
		t.Fatalf("rename refused: %s", e.status.Text)
	}
	_ = e.win.Canvas().Capture()
	tile := &e.doc.Pack().Tiles[d]
	h := tileHeader(e, d)
	if h.id.Text != long || h.name.Text != tile.Name || tile.Name == "" {
		t.Errorf("row %d is headed %q / %q, want the id %q and the name %q", d, h.id.Text, h.name.Text, long, tile.Name)
	}
	if !h.img.Visible() || h.img.Image == nil || h.img.Image.Bounds().Dx() != thumbSize {
		t.Errorf("row %d shows no tile picture", d)
	}
	want, _ := e.images.draw(e.doc.Pack(), d, 0, thumbSize)
	if !samePixels(h.img.Image, want) {
		t.Errorf("row %d shows another picture than tile %s's", d, long)
	}
	// The header column fits the id whole, beside the picture.
	_ = e.win.Canvas().Capture()
	h = findShownHeader(t, e, long)
	if h == nil {
		t.Fatalf("the table shows no header for %s", long)
	}
	need := fyne.MeasureText(long, theme.TextSize(), fyne.TextStyle{Bold: true}).Width
	if got := h.Size().Width - h.id.Position().X; got < need {
		t.Errorf("the id %q needs %v px and has %v", long, need, got)
	}
	if h.img.Size().Width < mixThumbSize-1 {
		t.Errorf("the picture is %v px wide, want %d", h.img.Size().Width, mixThumbSize)
	}
}

// findShownHeader is the header the table draws for tile id, or nil: the
// table makes headers for the rows in sight only.
func findShownHeader(t *testing.T, e *Editor, id string) *mixHeader {
	t.Helper()
	for _, o := range test.LaidOutObjects(e.mixes.table) {
		if h, ok := o.(*mixHeader); ok && h.Visible() && h.id.Text == id {
			return h
		}
	}
	return nil
}

func TestNewTileAppearsInTheMixTable(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.mixTab)
	_ = e.win.Canvas().Capture()
	e.pack.add()
	id := e.selectedTile().ID
	_ = e.win.Canvas().Capture()
	h := findShownHeader(t, e, id)
	if h == nil {
		t.Fatalf("new tile %s is out of sight in the Mixes table", id)
	}
	if h.id.Color != theme.Color(theme.ColorNamePrimary) {
		t.Errorf("new tile %s's row is not marked", id)
	}

	// Added behind another tab, it is in sight when the tab shows.
	e.tabs.Select(e.tileTab)
	e.mixes.table.ScrollToTop()
	e.pack.add()
	id = e.selectedTile().ID
	e.tabs.Select(e.mixTab)
	_ = e.win.Canvas().Capture()
	if findShownHeader(t, e, id) == nil {
		t.Errorf("tile %s, added behind the Tile tab, is out of sight when the Mixes tab shows", id)
	}
}

func TestRulesTabShowsThePacksRuleset(t *testing.T) {
	tests := []struct {
		name, pack, file string
		has, not         []string
	}{
		{"classic", "winter-edition", "winter.json", []string{"classic.scoring.farm.perCompletedCity"}, []string{"perFogTile", "perStall", "longFrom"}},
		{"mists", "mists", "mists.json", []string{"mists.scoring.castle.perFogTile"}, []string{"perStall", "perCompletedCity", "longFrom"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openFile(t, testpacks.BuiltinFile(t, tc.pack, tc.file))
			e.tabs.Select(e.ruleTab)
			for _, h := range tc.has {
				if e.rules.entries[h] == nil {
					t.Errorf("no field %s", h)
				}
			}
			for _, path := range e.rules.paths { // the form's rows, by parameter
				for _, n := range tc.not {
					if strings.HasSuffix(path, n) {
						t.Errorf("the form lists %s, not a rate of this pack's ruleset", path)
					}
				}
			}
		})
	}
}

// TestRulesFieldsSpeakWords: the Rules form names each parameter in words
// and gives the schema's description as its hint (the review found JSON
// paths such as castle.scoring.path.perTileWithFountain, and no hints).
func TestRulesFieldsSpeakWords(t *testing.T) {
	e := openFile(t, testpacks.BuiltinFile(t, "the-castle", "castle.json"))
	e.tabs.Select(e.ruleTab)
	want := map[string][2]string{
		"castle.scoring.path.perTileWithFountain": {"Scoring › path › per tile with fountain", "The Castle: points per tile"},
		"castle.followers":                        {"Followers", "Followers each player has in supply"},
	}
	found := 0
	for i, path := range e.rules.paths {
		item := e.rules.form.Items[i]
		if strings.Contains(item.Text, ".") || item.Text[1:] != strings.ToLower(item.Text[1:]) {
			t.Errorf("%s is labelled %q", path, item.Text)
		}
		if item.HintText == "" {
			t.Errorf("%s (%q) has no hint", path, item.Text)
		}
		if w, ok := want[path]; ok {
			found++
			if item.Text != w[0] || !strings.HasPrefix(item.HintText, w[1]) {
				t.Errorf("%s: label %q, hint %q; want %q and a hint starting %q", path, item.Text, item.HintText, w[0], w[1])
			}
		}
	}
	if found != len(want) {
		t.Errorf("found %d of the %d fields looked for", found, len(want))
	}
}
