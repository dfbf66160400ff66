package ui

import (
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
)

var (
	testRed  = color.NRGBA{0xd0, 0x3a, 0x2f, 0xff}
	testBlue = color.NRGBA{0x2f, 0x62, 0xc9, 0xff}
)

func testColour(i int, _ string) color.Color { return []color.Color{testRed, testBlue}[i%2] }

// drawnTrack lays a track with standing st out at its smallest in a
// headless window and returns its renderer.
func drawnTrack(t *testing.T, st engine.Standing) *trackRenderer {
	t.Helper()
	test.NewTempApp(t)
	track := newScoreTrack()
	track.show(st, testColour)
	w := test.NewWindow(track)
	t.Cleanup(w.Close)
	track.Resize(track.MinSize())
	return test.WidgetRenderer(track).(*trackRenderer)
}

// figuresShown are the circles drawn for figures, in the order of the
// standing's figures.
func figuresShown(r *trackRenderer) []*canvas.Circle {
	var out []*canvas.Circle
	for _, f := range r.figures {
		if f.Visible() {
			out = append(out, f)
		}
	}
	return out
}

// spaceRect is the square of space s at the track's smallest.
func spaceRect(s int) (fyne.Position, fyne.Position) {
	o := fyne.NewPos(float32(s%trackColumns*trackCell), float32(s/trackColumns*trackCell))
	return o, o.AddXY(trackCell, trackCell)
}

func inside(c *canvas.Circle, s int) bool {
	lo, hi := spaceRect(s)
	p, size := c.Position(), c.Size()
	return p.X >= lo.X && p.Y >= lo.Y && p.X+size.Width <= hi.X && p.Y+size.Height <= hi.Y
}

func overlap(a, b *canvas.Circle) bool {
	pa, pb := a.Position(), b.Position()
	return pa.X < pb.X+b.Size().Width && pb.X < pa.X+a.Size().Width &&
		pa.Y < pb.Y+b.Size().Height && pb.Y < pa.Y+a.Size().Height
}

// TestScoreTrackFigures: each figure stands on its space in its seat's
// colour, the second figure of a seat a ring, figures sharing a space
// side by side, a score past 49 round again with its lap in the legend.
func TestScoreTrackFigures(t *testing.T) {
	tests := []struct {
		name   string
		scores []engine.SeatScore
		spaces []int // of each figure drawn, in order
		rings  []bool
		legend []string
	}{
		{
			name:   "one figure each, at 0 and 12",
			scores: []engine.SeatScore{{Name: "red", Points: 0}, {Name: "blue", Points: 12}},
			spaces: []int{0, 12}, rings: []bool{false, false},
			legend: []string{"Red: 0", "Blue: 12"},
		},
		{
			name:   "two figures at 5 and 12, two at 0 and 0",
			scores: []engine.SeatScore{{Name: "red", Points: 17, Figures: []int{5, 12}}, {Name: "blue", Points: 0, Figures: []int{0, 0}}},
			spaces: []int{5, 12, 0, 0}, rings: []bool{false, true, false, true},
			legend: []string{"Red: 5 + 12 = 17", "Blue: 0 + 0 = 0"},
		},
		{
			name:   "past 49 goes round again",
			scores: []engine.SeatScore{{Name: "red", Points: 62}, {Name: "blue", Points: 111, Figures: []int{100, 11}}},
			spaces: []int{12, 0, 11}, rings: []bool{false, false, true},
			legend: []string{"Red: 62 (lap 2)", "Blue: 100 (lap 3) + 11 = 111"},
		},
		{
			name:   "two seats on one space",
			scores: []engine.SeatScore{{Name: "red", Points: 27}, {Name: "blue", Points: 27}},
			spaces: []int{27, 27}, rings: []bool{false, false},
			legend: []string{"Red: 27", "Blue: 27"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := engine.Standing{Scores: tc.scores, DarkEvery: 5}
			if got := trackLegend(st); !slices.Equal(got, tc.legend) {
				t.Errorf("legend %q, want %q", got, tc.legend)
			}
			r := drawnTrack(t, st)
			figs := figuresShown(r)
			if len(figs) != len(tc.spaces) {
				t.Fatalf("%d figures drawn, want %d", len(figs), len(tc.spaces))
			}
			for i, f := range figs {
				m := r.t.marks[i]
				if !inside(f, tc.spaces[i]) {
					t.Errorf("figure %d of %s at %v size %v, not on space %d", m.figure+1, tc.scores[m.seat].Name, f.Position(), f.Size(), tc.spaces[i])
				}
				seat := testColour(m.seat, "")
				ring := f.FillColor == trackRingFill && f.StrokeColor == seat
				disc := f.FillColor == seat
				if ring != tc.rings[i] || (!ring && !disc) {
					t.Errorf("figure %d of %s: fill %v stroke %v, want a ring %v in the seat's colour", m.figure+1, tc.scores[m.seat].Name, f.FillColor, f.StrokeColor, tc.rings[i])
				}
				for j := range i {
					if overlap(f, figs[j]) {
						t.Errorf("figures %d and %d overlap at %v and %v", j, i, f.Position(), figs[j].Position())
					}
				}
			}
		})
	}
}

// TestScoreTrackDarkSpaces: "dark spaces are 0, 5, 10, 15, … (every
// multiple of 5)"; a track without DarkEvery has none.
func TestScoreTrackDarkSpaces(t *testing.T) {
	for _, every := range []int{0, 5, 7} {
		t.Run("every "+strconv.Itoa(every), func(t *testing.T) {
			r := drawnTrack(t, engine.Standing{Scores: []engine.SeatScore{{Name: "red"}}, DarkEvery: every})
			var dark []int
			for s, cell := range r.cells {
				if cell.FillColor == trackDark {
					dark = append(dark, s)
				}
			}
			var want []int
			for s := 0; every > 0 && s < trackSpaces; s += every {
				want = append(want, s)
			}
			if !slices.Equal(dark, want) {
				t.Errorf("dark spaces %v, want %v", dark, want)
			}
		})
	}
}

// TestScoreTrackFollowsTheGame: the Play tab's track shows the match's
// standing and follows it, for a classic game and a team game.
func TestScoreTrackFollowsTheGame(t *testing.T) {
	tests := []struct {
		name  string
		open  func(*testing.T) *Editor
		start func(*testing.T, *Editor) *playView
	}{
		{"classic, two bots", openWinter, func(t *testing.T, e *Editor) *playView {
			return startGame(t, e, botPrefix+"greedy", botPrefix+"greedy")
		}},
		{"mists, a team of bots", openTeamPack, func(t *testing.T, e *Editor) *playView {
			e.tabs.Select(e.playTab)
			v := e.play
			v.pace.SetSelected(botPaces[0].label)
			v.seats.mix.SetSelected("level-1")
			v.seats.setTeam(botPrefix+"coop", 3)
			test.Tap(v.newGame)
			return v
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.open(t)
			e.tabs.Select(e.playTab)
			v := e.play
			opening, _ := v.play.Standing()
			if !v.track.content.Visible() || !strings.HasSuffix(v.track.legend.Text, ": 0") {
				t.Errorf("before a move the track says %q (standing %v)", v.track.legend.Text, opening.Scores)
			}
			v = tc.start(t, e)
			if v.play.Phase() != editor.GameOver {
				t.Fatalf("the bots did not finish: %s", v.status.Text)
			}
			st, _ := v.play.Standing()
			if want := strings.Join(trackLegend(st), factSeparator); v.track.legend.Text != want {
				t.Errorf("legend %q, want %q", v.track.legend.Text, want)
			}
			if got, want := len(figuresShown(test.WidgetRenderer(v.track.track).(*trackRenderer))), len(st.Scores); got != want {
				t.Errorf("%d figures on the track for %d scores", got, want)
			}
			for i, m := range v.track.track.marks {
				if m.space != st.Scores[i].Points%trackSpaces {
					t.Errorf("%s's figure on space %d with %d points", st.Scores[i].Name, m.space, st.Scores[i].Points)
				}
			}
		})
	}
}

// TestScoreTrackMarkup: the track as drawn for a Messages-like standing
// (two figures each, dark every 5, one figure past 49), against
// testdata/scoretrack.xml (go test ./editor/ui -run ScoreTrackMarkup
// -update rewrites it).
func TestScoreTrackMarkup(t *testing.T) {
	test.NewTempApp(t)
	p := newTrackPanel()
	p.show(engine.Standing{DarkEvery: 5, Scores: []engine.SeatScore{
		{Name: "red", Points: 27, Figures: []int{12, 15}},
		{Name: "blue", Points: 67, Figures: []int{62, 5}},
	}}, testColour)
	w := test.NewWindow(p.content)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(320, 220))
	got := test.RenderObjectToMarkup(p.content)
	golden := filepath.Join("testdata", "scoretrack.xml")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./editor/ui -run ScoreTrackMarkup -update)", err)
	}
	if got != string(want) {
		t.Errorf("the score track's markup differs from %s (go test ./editor/ui -run ScoreTrackMarkup -update rewrites it):\n%s", golden, got)
	}
}
