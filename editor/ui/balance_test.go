package ui

import (
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// balanceChartData is every balance chart's data of the variants, as the
// golden files hold it.
func balanceChartData(vs []balanceVariant) string {
	var b strings.Builder
	for _, t := range []barTable{tileTable(vs), winTable(vs), marginTable(vs), pointTable(vs)} {
		b.WriteString(t.String() + "\n")
	}
	for _, t := range balanceDistributions(vs) {
		b.WriteString(t.String() + "\n")
	}
	return b.String()
}

// TestBalanceChartData: the charts' rows, numbers and marks for one run
// and for two variants compared, against golden files (go test -update
// rewrites them).
func TestBalanceChartData(t *testing.T) {
	for _, tc := range []struct {
		name string
		vs   []balanceVariant
	}{
		{"single", []balanceVariant{{balance: balanceFixture()}}},
		{"compare", []balanceVariant{{name: "saved", balance: balanceFixture()}, {name: "current", balance: changedFixture()}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := balanceChartData(tc.vs)
			path := filepath.Join("testdata", "balance", tc.name+".txt")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if got != string(want) {
				t.Errorf("chart data differs from %s:\n%s", path, got)
			}
		})
	}
}

// TestTileTable: tiles are sorted by worth, highest first, by the last
// variant that has them; a tile whose intervals lie apart is marked, one
// whose intervals overlap is not.
func TestTileTable(t *testing.T) {
	single := tileTable([]balanceVariant{{balance: balanceFixture()}})
	if got := rowKeys(single); !slices.Equal(got, []string{"D", "A", "E", "K"}) {
		t.Errorf("single run rows %v, want by worth D A E K", got)
	}
	if !strings.Contains(single.rows[0].label, "+2.40  (+2.00 to +2.80)") {
		t.Errorf("the top row's label %q lacks its worth and interval", single.rows[0].label)
	}
	two := tileTable([]balanceVariant{{name: "saved", balance: balanceFixture()}, {name: "current", balance: changedFixture()}})
	if got := rowKeys(two); !slices.Equal(got, []string{"X", "A", "D", "E", "K"}) {
		t.Errorf("compared rows %v, want by the current worth X A D E, then K (only saved)", got)
	}
	for _, r := range two.rows {
		if want := r.key == "D"; r.moved != want || strings.HasSuffix(r.label, movedMark) != want {
			t.Errorf("tile %s: moved %v, label %q; want moved %v", r.key, r.moved, r.label, want)
		}
	}
}

func rowKeys(t barTable) []string {
	var out []string
	for _, r := range t.rows {
		out = append(out, r.key)
	}
	return out
}

// TestBalanceChanges: the comparison names what moved beyond both
// intervals, from the first variant to the last, and nothing else.
func TestBalanceChanges(t *testing.T) {
	for _, tc := range []struct {
		name string
		vs   []balanceVariant
		want []string
	}{
		{"one run compares nothing", []balanceVariant{{balance: balanceFixture()}}, nil},
		{"the same report twice", []balanceVariant{{name: "a", balance: balanceFixture()}, {name: "b", balance: balanceFixture()}}, nil},
		{"an edit", []balanceVariant{{name: "saved", balance: balanceFixture()}, {name: "current", balance: changedFixture()}}, []string{
			"tile D: +2.40 (saved), then +1.10 (current)",
			"wins of Red: 56.0% (saved), then 49.0% (current)",
			"wins of Blue: 44.0% (saved), then 51.0% (current)",
			"mean margin of Red: +2.5 (saved), then +0.2 (current)",
			"mean margin of Blue: -2.5 (saved), then -0.2 (current)",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := balanceChanges(tc.vs); !slices.Equal(got, tc.want) {
				t.Errorf("changes\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

// TestBalanceCharts: each chart renders at its size on the theme's
// background, with the variants' colours; the tile chart has a row a
// tile, each with its picture beside its label.
func TestBalanceCharts(t *testing.T) {
	test.NewTempApp(t)
	colours := themeChartColours()
	pink := color.NRGBA{0xff, 0x10, 0xf0, 0xff}
	pics := map[string]image.Image{}
	for _, id := range []string{"D", "A", "E", "K", "X"} {
		pics[id] = image.NewUniform(pink)
	}
	for _, tc := range []struct {
		name string
		vs   []balanceVariant
	}{
		{"single", []balanceVariant{{balance: balanceFixture(), pics: pics}}},
		{"compare", []balanceVariant{{name: "saved", balance: balanceFixture()}, {name: "current", balance: changedFixture(), pics: pics}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tiles := tileTable(tc.vs)
			h := tileChartHeight(tiles)
			if h < balanceRowPixels*len(tiles.rows) {
				t.Fatalf("tile chart %d px tall for %d rows", h, len(tiles.rows))
			}
			charts := map[string]image.Image{
				"tiles":   barChart(tiles, 700, h, pics, colours),
				"wins":    barChart(winTable(tc.vs), 500, 300, nil, colours),
				"margins": barChart(marginTable(tc.vs), 500, 300, nil, colours),
				"points":  barChart(pointTable(tc.vs), 500, 300, nil, colours),
				"lengths": histChart(lengthTable(tc.vs), 500, 300, colours),
				"finals":  histChart(marginHistTable(tc.vs), 500, 300, colours),
			}
			for name, img := range charts {
				wantW, wantH := 500, 300
				if name == "tiles" {
					wantW, wantH = 700, h
				}
				if b := img.Bounds(); b.Dx() != wantW || b.Dy() != wantH {
					t.Errorf("%s chart is %v, want %d×%d", name, b, wantW, wantH)
				}
				if !sameColour(img.At(1, 1), colours.background) {
					t.Errorf("%s chart's corner %v, not the theme's background", name, img.At(1, 1))
				}
				for v := range tc.vs {
					if !hasColour(img, variantColour(v)) {
						t.Errorf("%s chart lacks variant %d's colour", name, v)
					}
				}
			}
			// Each tile's picture lies left of the bars, at its row's height.
			img := charts["tiles"]
			pinkAt := func(y int) bool {
				for x := range 700 / 3 {
					if sameColour(img.At(x, y), pink) {
						return true
					}
				}
				return false
			}
			var at []int
			for y := range h {
				if pinkAt(y) && (len(at) == 0 || y > at[len(at)-1]+balanceThumbPixels) {
					at = append(at, y)
				}
			}
			if len(at) != len(tiles.rows) {
				t.Errorf("%d tile pictures beside the rows, want %d", len(at), len(tiles.rows))
			}
		})
	}
}

// TestBalanceViewWithoutReport: a run that brought no balance report
// says so instead of drawing charts.
func TestBalanceViewWithoutReport(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		name string
		vs   []balanceVariant
		says string
	}{
		{"one run", []balanceVariant{{}}, "No balance report came with this simulation."},
		{"a comparison", []balanceVariant{{name: "saved"}, {name: "current", balance: balanceFixture()}}, "No balance report came with the simulation of saved."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBalanceView()
			b.show(tc.vs)
			if b.notice.Text != tc.says || !b.content.Visible() {
				t.Errorf("notice %q (shown %v), want %q", b.notice.Text, b.content.Visible(), tc.says)
			}
			if b.tiles.Visible() || b.seats.Visible() {
				t.Error("charts shown without a balance report")
			}
		})
	}
	t.Run("a team game has no seat charts", func(t *testing.T) {
		team := balanceFixture()
		team.Seats = nil
		b := newBalanceView()
		b.show([]balanceVariant{{balance: team}})
		if !b.tiles.Visible() || b.tiles.Image == nil || b.seats.Visible() {
			t.Errorf("tiles shown %v, seats shown %v; want the tiles and no seats", b.tiles.Visible(), b.seats.Visible())
		}
	})
}

// balanceOf is the report's balance, for messages.
func balanceOf(r *sim.Report) *sim.Balance {
	if r == nil {
		return nil
	}
	return r.Balance
}

// TestTilePictures: every tile a balance report names gets its small
// picture, not a blank square.
func TestTilePictures(t *testing.T) {
	set := testpacks.Winter(t)
	b := &sim.Balance{Tiles: []sim.TileWorth{{Tile: "D"}, {Tile: "A"}, {Tile: "no-such-tile"}}}
	pics := tilePictures(set, b)
	if len(pics) != 2 {
		t.Fatalf("%d pictures, want D and A (a tile the pack lacks has none)", len(pics))
	}
	for id, pic := range pics {
		if s := pic.Bounds().Size(); s.X != balanceThumbPixels || s.Y != balanceThumbPixels {
			t.Errorf("tile %s's picture is %v, want %d px square", id, s, balanceThumbPixels)
		}
		colours := map[color.Color]bool{}
		for y := range balanceThumbPixels {
			for x := range balanceThumbPixels {
				colours[pic.At(x, y)] = true
			}
		}
		if len(colours) < 3 {
			t.Errorf("tile %s's picture has %d colours: blank", id, len(colours))
		}
	}
	if tilePictures(set, nil) != nil {
		t.Error("pictures without a balance report")
	}
}

// TestBalanceFollowsTheTheme: the balance charts are drawn again in the
// new theme's colours when the theme changes, like the score chart.
func TestBalanceFollowsTheTheme(t *testing.T) {
	e := openWinter(t)
	e.onUI = func(f func()) { f() } // the test app tells its listeners at once
	v := e.sim
	v.bal.show([]balanceVariant{{name: "saved", balance: balanceFixture()}, {name: "current", balance: changedFixture()}})
	before := v.bal.tiles.Image.At(1, 1)
	e.app.Settings().SetTheme(&variantTheme{Theme: theme.DefaultTheme(), variant: theme.VariantLight})
	want := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight)
	for name, img := range map[string]image.Image{"tiles": v.bal.tiles.Image, "wins": v.bal.wins.Image, "lengths": v.bal.lengths.Image} {
		if got := img.At(1, 1); !sameColour(got, want) || sameColour(before, got) {
			t.Errorf("after switching to the light theme the %s chart's background is %v (was %v), want %v", name, got, before, want)
		}
	}
}

// TestEmptyBalanceCharts: a report with nothing to chart (no tile's
// worth told, no points scored, no seats) draws empty axes instead of
// failing, and the view says why there is no tile chart.
func TestEmptyBalanceCharts(t *testing.T) {
	test.NewTempApp(t)
	vs := []balanceVariant{{name: "a", balance: &sim.Balance{}}, {name: "b", balance: &sim.Balance{}}}
	for name, tbl := range map[string]barTable{"tiles": tileTable(vs), "wins": winTable(vs), "margins": marginTable(vs), "points": pointTable(vs)} {
		img := barChart(tbl, 300, 200, nil, themeChartColours())
		if b := img.Bounds(); b.Dx() != 300 || b.Dy() != 200 {
			t.Errorf("empty %s chart is %v", name, b)
		}
	}
	for _, h := range balanceDistributions(vs) {
		if img := histChart(h, 300, 200, themeChartColours()); img.Bounds().Dx() != 300 {
			t.Errorf("empty %s histogram is %v", h.title, img.Bounds())
		}
	}
	b := newBalanceView()
	b.show(vs)
	if b.tiles.Visible() || !strings.Contains(b.notice.Text, "No tile's worth could be told") || !b.points.Visible() {
		t.Errorf("a report without tiles: tile chart shown %v, points shown %v, notice %q", b.tiles.Visible(), b.points.Visible(), b.notice.Text)
	}
}

// TestBalanceNotes: the reports' own notes show above the charts, under
// their variant's name when two are compared.
func TestBalanceNotes(t *testing.T) {
	one := &sim.Balance{Notes: []string{"tile X was never drawn"}}
	other := &sim.Balance{Notes: []string{"tiles Y and Z were drawn together"}}
	for _, tc := range []struct {
		name string
		vs   []balanceVariant
		want []string
	}{
		{"one run", []balanceVariant{{name: "WD", balance: one}}, []string{"tile X was never drawn"}},
		{"two variants", []balanceVariant{{name: "saved", balance: one}, {name: "current", balance: other}},
			[]string{"saved: tile X was never drawn", "current: tiles Y and Z were drawn together"}},
		{"no notes", []balanceVariant{{name: "WD", balance: &sim.Balance{}}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := balanceNotes(tc.vs); !slices.Equal(got, tc.want) {
				t.Errorf("balanceNotes = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestAlignedTiles: a variant with one tile made much stronger measures
// every other tile a little lower against its own average tile; the
// comparison lines the shared tiles up again, so that only the changed
// tile is marked as moved.
func TestAlignedTiles(t *testing.T) {
	first := &sim.Balance{Tiles: []sim.TileWorth{
		{Tile: "A", Draws: 2000, Worth: 1.0, CI: sim.Interval{Low: 0.9, High: 1.1}},
		{Tile: "B", Draws: 3000, Worth: 0.2, CI: sim.Interval{Low: 0.1, High: 0.3}},
		{Tile: "C", Draws: 3000, Worth: -0.5, CI: sim.Interval{Low: -0.6, High: -0.4}},
		{Tile: "E", Draws: 1000, Worth: 0.1, CI: sim.Interval{Low: 0.0, High: 0.2}},
	}}
	// E made stronger: worth +6 against an average tile that rose by 0.3,
	// so A, B and C read 0.3 lower, well beyond their intervals.
	second := &sim.Balance{Tiles: []sim.TileWorth{
		{Tile: "E", Draws: 1000, Worth: 6.0, CI: sim.Interval{Low: 5.9, High: 6.1}},
		{Tile: "A", Draws: 2000, Worth: 0.7, CI: sim.Interval{Low: 0.6, High: 0.8}},
		{Tile: "B", Draws: 3000, Worth: -0.1, CI: sim.Interval{Low: -0.2, High: 0.0}},
		{Tile: "C", Draws: 3000, Worth: -0.8, CI: sim.Interval{Low: -0.9, High: -0.7}},
	}}
	vs := []balanceVariant{{name: "saved", balance: first}, {name: "current", balance: second}}
	if shift, ok := alignShift(first.Tiles, second.Tiles); !ok || math.Abs(shift-0.3) > 1e-9 {
		t.Fatalf("alignShift = %v, %v; want +0.30", shift, ok)
	}
	var moved []string
	for _, r := range tileTable(vs).rows {
		if r.moved {
			moved = append(moved, r.key)
		}
	}
	if !slices.Equal(moved, []string{"E"}) {
		t.Errorf("tiles marked as moved: %v, want only E", moved)
	}
	if _, ok := alignShift(first.Tiles, []sim.TileWorth{{Tile: "Z", Draws: 10, Worth: 1}}); ok {
		t.Error("variants that share no tile were lined up")
	}
}
