package ui

import (
	"context"
	"fmt"
	"image"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/tilesmith/tilesmith/engine/mists"
)

// startMists runs the cooperative simulation of a Mists pack: the chosen
// team plays every seat, and the report gives the win rate, the losses by
// cause, the dogs reached and the ghosts on the board over the turns.
func (v *simView) startMists() {
	set, err := v.e.doc.SnapshotSet()
	if err == nil {
		var games int
		var seed uint64
		if games, seed, err = v.runSettings(); err == nil {
			cfg := mists.SimConfig{Set: set, Mix: v.seats.mixID(), Players: v.seats.playerCount(), Team: v.seats.teamName(), Games: games, Seed: seed}
			var report *mists.Report
			v.launch(games, func(ctx context.Context, progress func(int)) (err error) {
				cfg.Progress = progress
				report, err = mists.Simulate(ctx, cfg)
				return err
			}, func() { v.showMists(report) })
			return
		}
	}
	v.status.SetText("Cannot simulate: " + strings.TrimPrefix(err.Error(), "editor: "))
}

// showMists shows a Mists report as the command line prints it, with the
// ghosts-over-time chart.
func (v *simView) showMists(r *mists.Report) {
	v.mists = r
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		v.status.SetText(err.Error())
		return
	}
	v.showText(b.String(), ghostChart(r, chartWidth, chartHeight))
}

// ghostChart draws the mean ghosts on the board after each turn, over the
// games still playing, against the level's ghost supply.
func ghostChart(r *mists.Report, w, h int) image.Image {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Level %d, %d games: %.1f%% won", r.Level, r.Games, 100*r.WinRate)
	p.X.Label.Text = "turn"
	p.Y.Label.Text = "mean ghosts on the board"
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	pts := make(plotter.XYs, 0, len(r.GhostsByTurn))
	for i, m := range r.GhostsByTurn {
		if r.Playing[i] > 0 {
			pts = append(pts, plotter.XY{X: float64(i + 1), Y: m})
		}
	}
	if len(pts) > 0 {
		line, err := plotter.NewLine(pts)
		if err == nil {
			line.LineStyle.Width = vg.Points(2)
			p.Add(line)
			p.Legend.Add("games still playing", line)
		}
	}
	c := vgimg.NewWith(vgimg.UseWH(pixels(w), pixels(h)), vgimg.UseDPI(chartDPI))
	p.Draw(draw.New(c))
	return c.Image()
}
