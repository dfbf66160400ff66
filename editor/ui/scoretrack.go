package ui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine"
)

// The score track beside the Play tab's board, as on the box's board:
// spaces 0 to 49 in rows of ten, every DarkEvery-th space dark (Messages'
// dark spaces), each seat's score figures on their spaces in the seat's
// colour (the first figure a disc, any other a ring), several figures on
// one space side by side. A score past 49 goes round again; the legend
// beside the track says each seat's score in words, with the lap.

const (
	trackSpaces  = 50 // spaces 0 to 49
	trackColumns = 10
	trackRows    = trackSpaces / trackColumns
	// trackCell is a space's side at the track's smallest: the whole track
	// then fits a narrow side panel (280×140).
	trackCell = 28
	// trackNumberRoom is the strip at the top of a space that keeps its
	// number in view above the figures.
	trackNumberRoom = 9
)

var (
	trackLight     = color.NRGBA{0xe9, 0xdc, 0xbd, 0xff}
	trackDark      = color.NRGBA{0x4a, 0x3d, 0x33, 0xff}
	trackLightText = color.NRGBA{0x6b, 0x5d, 0x4a, 0xff}
	trackDarkText  = color.NRGBA{0xd8, 0xcc, 0xb4, 0xff}
	trackOutline   = color.NRGBA{0x1d, 0x1f, 0x2b, 0xff}
	trackRingFill  = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

// trackMark is one score figure on the track.
type trackMark struct {
	seat   int // index in the standing's scores
	figure int // 0 for the first figure
	space  int // 0 to 49
	colour color.Color
}

// trackMarks are the figures of a standing: one per entry of a score's
// Figures, or one at its points when it has none. colour gives the
// colour of score i, named name.
func trackMarks(st engine.Standing, colour func(i int, name string) color.Color) []trackMark {
	var marks []trackMark
	for i, sc := range st.Scores {
		figures := sc.Figures
		if figures == nil {
			figures = []int{sc.Points}
		}
		for f, at := range figures {
			marks = append(marks, trackMark{seat: i, figure: f, space: trackSpace(at), colour: colour(i, sc.Name)})
		}
	}
	return marks
}

// trackSpace is the space a score stands on: past 49 it goes round again.
func trackSpace(points int) int { return ((points % trackSpaces) + trackSpaces) % trackSpaces }

// trackLap is the lap of the track a score is on: 1 up to 49, 2 from 50.
func trackLap(points int) int { return max(points, 0)/trackSpaces + 1 }

// trackLegend says each seat's score in words: "Red: 27", or with
// several figures "Red: 12 + 15 = 27"; a score past 49 says its lap
// ("Red: 62 (lap 2)").
func trackLegend(st engine.Standing) []string {
	lines := make([]string, len(st.Scores))
	for i, sc := range st.Scores {
		if sc.Figures == nil {
			lines[i] = fmt.Sprintf("%s: %s", capitalise(sc.Name), withLap(sc.Points))
			continue
		}
		parts := make([]string, len(sc.Figures))
		for f, at := range sc.Figures {
			parts[f] = withLap(at)
		}
		lines[i] = fmt.Sprintf("%s: %s = %d", capitalise(sc.Name), strings.Join(parts, " + "), sc.Points)
	}
	return lines
}

func withLap(points int) string {
	if lap := trackLap(points); lap > 1 {
		return fmt.Sprintf("%d (lap %d)", points, lap)
	}
	return strconv.Itoa(points)
}

// scoreTrack draws the track with a standing's figures on it.
type scoreTrack struct {
	widget.BaseWidget
	dark  int // every dark-th space is dark; 0 for none
	marks []trackMark
}

func newScoreTrack() *scoreTrack {
	t := &scoreTrack{}
	t.ExtendBaseWidget(t)
	return t
}

// show puts the standing's figures on the track.
func (t *scoreTrack) show(st engine.Standing, colour func(i int, name string) color.Color) {
	t.dark = max(st.DarkEvery, 0)
	t.marks = trackMarks(st, colour)
	t.Refresh()
}

// isDark says whether space s is shaded dark.
func (t *scoreTrack) isDark(s int) bool { return t.dark > 0 && s%t.dark == 0 }

func (t *scoreTrack) CreateRenderer() fyne.WidgetRenderer {
	r := &trackRenderer{t: t, shaded: -1}
	for s := range trackSpaces {
		r.cells = append(r.cells, canvas.NewRectangle(trackLight))
		num := canvas.NewText(strconv.Itoa(s), trackLightText)
		num.TextSize = 9
		r.numbers = append(r.numbers, num)
	}
	r.Refresh()
	return r
}

type trackRenderer struct {
	t       *scoreTrack
	cells   []*canvas.Rectangle
	numbers []*canvas.Text
	figures []*canvas.Circle // pooled: the first len(t.marks) are shown
	shaded  int              // the dark spaces the cells are coloured for
	objects []fyne.CanvasObject
	size    fyne.Size
}

func (r *trackRenderer) MinSize() fyne.Size {
	return fyne.NewSize(trackColumns*trackCell, trackRows*trackCell)
}

// cell is a space's side at the track's size.
func (r *trackRenderer) cell() float32 {
	return float32(math.Floor(float64(max(trackCell, min(r.size.Width/trackColumns, r.size.Height/trackRows)))))
}

// origin is the top left of space s.
func (r *trackRenderer) origin(s int) fyne.Position {
	c := r.cell()
	return fyne.NewPos(float32(s%trackColumns)*c, float32(s/trackColumns)*c)
}

func (r *trackRenderer) Layout(size fyne.Size) {
	r.size = size
	c := r.cell()
	for s, cell := range r.cells {
		o := r.origin(s)
		cell.Move(o.AddXY(1, 1))
		cell.Resize(fyne.NewSquareSize(c - 2))
		r.numbers[s].Move(o.AddXY(3, 1))
		r.numbers[s].Resize(r.numbers[s].MinSize())
	}
	r.placeFigures()
}

// placeFigures sets each figure on its space, under the number: alone
// in the middle, or with the others there in a grid, in the order of the
// standing.
func (r *trackRenderer) placeFigures() {
	c := r.cell()
	w, h := c-4, c-trackNumberRoom-2 // the room for figures
	onSpace := map[int][]int{}
	for i, m := range r.t.marks {
		onSpace[m.space] = append(onSpace[m.space], i)
	}
	for s, here := range onSpace {
		cols, rows, pitch := figureGrid(len(here), w, h)
		diam := pitch * 0.9
		o := r.origin(s)
		left := o.X + (c-pitch*float32(cols))/2
		top := o.Y + trackNumberRoom + (h-pitch*float32(rows))/2
		for k, i := range here {
			fig := r.figures[i]
			x := left + float32(k%cols)*pitch + (pitch-diam)/2
			y := top + float32(k/cols)*pitch + (pitch-diam)/2
			fig.Move(fyne.NewPos(x, y))
			fig.Resize(fyne.NewSquareSize(diam))
			fig.StrokeWidth = 1
			if r.t.marks[i].figure > 0 {
				fig.StrokeWidth = max(diam/4, 2)
			}
		}
	}
}

// figureGrid lays n figures out in a grid of cols × rows in a room w×h,
// the grid whose figures are largest (pitch: the side of one's square).
func figureGrid(n int, w, h float32) (cols, rows int, pitch float32) {
	for c := 1; c <= n; c++ {
		r := (n + c - 1) / c
		if p := min(w/float32(c), h/float32(r)); p > pitch {
			cols, rows, pitch = c, r, p
		}
	}
	return cols, rows, pitch
}

func (r *trackRenderer) Refresh() {
	if r.shaded != r.t.dark {
		r.shade()
	}
	for len(r.figures) < len(r.t.marks) {
		r.figures = append(r.figures, canvas.NewCircle(color.Transparent))
	}
	for i, fig := range r.figures {
		if i >= len(r.t.marks) {
			fig.Hide()
			continue
		}
		m := r.t.marks[i]
		// The first figure is a disc of the seat's colour, any other a
		// ring of it round a white middle.
		fig.FillColor, fig.StrokeColor = m.colour, trackOutline
		if m.figure > 0 {
			fig.FillColor, fig.StrokeColor = trackRingFill, m.colour
		}
		fig.Show()
	}
	r.Layout(r.t.Size())
	for _, fig := range r.figures {
		fig.Refresh()
	}
}

// shade colours the spaces for the track's dark spaces; it is done again
// only when they change (a game of another ruleset).
func (r *trackRenderer) shade() {
	r.shaded = r.t.dark
	for s, cell := range r.cells {
		cell.FillColor, r.numbers[s].Color = trackLight, trackLightText
		if r.t.isDark(s) {
			cell.FillColor, r.numbers[s].Color = trackDark, trackDarkText
		}
		cell.Refresh()
		r.numbers[s].Refresh()
	}
}

func (r *trackRenderer) Objects() []fyne.CanvasObject {
	if len(r.objects) != 2*trackSpaces+len(r.figures) {
		r.objects = r.objects[:0]
		for s := range r.cells {
			r.objects = append(r.objects, r.cells[s], r.numbers[s])
		}
		for _, fig := range r.figures {
			r.objects = append(r.objects, fig)
		}
	}
	return r.objects
}

func (r *trackRenderer) Destroy() {}

// trackPanel is the track with its legend under it, one wrapping line.
type trackPanel struct {
	track   *scoreTrack
	legend  *widget.Label
	content *fyne.Container
}

func newTrackPanel() *trackPanel {
	p := &trackPanel{track: newScoreTrack(), legend: widget.NewLabel("")}
	p.legend.Wrapping = fyne.TextWrapWord
	p.content = container.NewVBox(container.NewHBox(p.track), p.legend)
	return p
}

// show puts a standing on the track and in the legend.
func (p *trackPanel) show(st engine.Standing, colour func(i int, name string) color.Color) {
	p.track.show(st, colour)
	p.legend.SetText(strings.Join(trackLegend(st), factSeparator))
}
