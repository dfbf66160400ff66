package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// qualityView shows the game-quality report of a run, or of two variants
// of the pack side by side as paired bars, under the run's report text
// (which holds every figure): a line on how to read it with the reports'
// notes, then the skill trace (each step's stronger share against the
// fair share) and the share of clear decisions by kind.
type qualityView struct {
	content *fyne.Container
	notice  *widget.Label
	skill   *canvas.Image
	choice  *canvas.Image

	variants []qualityVariant // the variants shown, nil when none
}

// Height of the skill trace chart: its labels take two lines.
const skillChartHeight = 320

func newQualityView() *qualityView {
	q := &qualityView{notice: widget.NewLabel("")}
	q.notice.Wrapping = fyne.TextWrapWord
	q.skill = canvas.NewImageFromImage(nil)
	q.skill.FillMode = canvas.ImageFillContain
	q.skill.SetMinSize(fyne.NewSize(chartWidth, skillChartHeight))
	q.choice = canvas.NewImageFromImage(nil)
	q.choice.FillMode = canvas.ImageFillContain
	q.content = container.NewVBox(q.notice, q.skill, q.choice)
	q.content.Hide()
	return q
}

// show shows the variants' quality reports (one run, or two compared); a
// run without one is said so in words instead of charts.
func (q *qualityView) show(vs []qualityVariant) {
	q.content.Show()
	var missing []string
	for _, v := range vs {
		if v.report == nil {
			missing = append(missing, v.name)
		}
	}
	if len(missing) > 0 || len(vs) == 0 {
		q.variants = nil
		text := "No quality report came with this simulation."
		if len(vs) > 1 {
			text = fmt.Sprintf("No quality report came with the simulation of %s.", strings.Join(missing, " and "))
		}
		q.notice.SetText(text)
		q.skill.Hide()
		q.choice.Hide()
		q.content.Refresh()
		return
	}
	q.variants = vs
	q.notice.SetText(qualityNotice(vs))
	q.draw(themeChartColours())
	q.skill.Show()
	q.choice.Hidden = len(choiceTable(vs).rows) == 0
	q.content.Refresh()
}

// hide hides the quality report (a run without one).
func (q *qualityView) hide() {
	q.variants = nil
	q.content.Hide()
}

// draw draws the charts in colours (again when the theme changes).
func (q *qualityView) draw(colours chartColours) {
	vs := q.variants
	if len(vs) == 0 {
		return
	}
	q.skill.Image = barChart(skillTable(vs), chartWidth, skillChartHeight, nil, colours)
	choice := choiceTable(vs)
	h := tileChartHeight(choice)
	q.choice.Image = barChart(choice, chartWidth, h, nil, colours)
	q.choice.SetMinSize(fyne.NewSize(chartWidth, float32(h)))
	q.skill.Refresh()
	q.choice.Refresh()
}
