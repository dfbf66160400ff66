package ui

import (
	"context"
	"errors"
	"fmt"
	"image"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/schema"
)

// The Simulate tab's "Compare with" choices.
const (
	compareNothing = "nothing"
	compareSaved   = "saved pack"
	compareMix     = "another mix"
)

// currentVariant names the pack as it stands in the editor.
const currentVariant = "current"

// simCompare is the Simulate tab's "Compare with" choice: nothing, the
// saved pack (its file on disk, or the built-in pack it was opened from)
// against the pack as it stands, or the chosen mix against another mix
// of the pack. Both variants are played with the same seed, bots, options
// and number of games, one after the other under one progress bar, and
// their balance reports (and quality reports, when asked for) shown as
// paired bars. A choice that cannot be made says why beside it.
type simCompare struct {
	v       *simView
	choice  *widget.Select
	mix     *widget.Select    // the other mix
	why     *widget.Label     // why the choice cannot be made, or a note on it: a line of its own
	content fyne.CanvasObject // the choice and the other mix
	// balanceWas is the Balance box as the designer left it before a
	// comparison locked it.
	balanceWas bool
}

func newSimCompare(v *simView) *simCompare {
	c := &simCompare{v: v}
	c.mix = widget.NewSelect(nil, func(string) { c.explain() })
	c.mix.Hide()
	c.choice = widget.NewSelect([]string{compareNothing, compareSaved, compareMix}, func(string) { c.refresh() })
	c.why = widget.NewLabel("")
	c.why.Wrapping = fyne.TextWrapWord
	c.why.Hide()
	c.choice.SetSelected(compareNothing)
	c.content = container.NewHBox(widget.NewLabel("Compare with"), c.choice, c.mix)
	return c
}

// on reports whether a comparison is chosen.
func (c *simCompare) on() bool { return c.choice.Selected != compareNothing && c.choice.Selected != "" }

// otherMixes are the mixes to compare the chosen one with.
func (c *simCompare) otherMixes() []string {
	first := c.v.seats.mixID()
	return slices.DeleteFunc(slices.Clone(c.v.e.doc.PlayMixes()), func(m string) bool { return m == first })
}

// refresh follows the pack and the chosen mix: the other mixes offered,
// and why the choice cannot be made.
func (c *simCompare) refresh() {
	others := c.otherMixes()
	if !slices.Equal(c.mix.Options, others) {
		c.mix.Options = others
		c.mix.Refresh()
	}
	if !slices.Contains(others, c.mix.Selected) {
		if len(others) > 0 {
			c.mix.SetSelected(others[0])
		} else {
			c.mix.ClearSelected()
		}
	}
	c.mix.Hidden = c.choice.Selected != compareMix || len(others) == 0
	c.mix.Refresh()
	c.showBalance()
	c.explain()
}

// showBalance ticks and locks the Balance report box while a comparison
// is chosen, which always makes the balance reports it compares, and
// gives the box back as it was when the comparison is dropped.
func (c *simCompare) showBalance() {
	box := c.v.balance
	switch {
	case c.on() && !box.Disabled():
		c.balanceWas = box.Checked
		box.SetChecked(true)
		box.Disable()
	case !c.on() && box.Disabled():
		box.Enable()
		box.SetChecked(c.balanceWas)
	}
}

// explain says beside the choice why it cannot be made, or what to know
// about it.
func (c *simCompare) explain() {
	text := ""
	if err := c.unavailable(); err != nil {
		text = "Cannot compare: " + err.Error()
	} else if c.choice.Selected == compareSaved && !c.v.e.doc.Dirty() {
		text = "The pack has no unsaved changes: both variants are the same pack unless its file changed on disk."
		if c.v.e.doc.Path() == "" {
			text = "The pack has no changes from the built-in pack it was opened from: both variants are the same pack."
		}
	}
	c.why.SetText(text)
	c.why.Hidden = text == ""
	c.why.Refresh()
}

// unavailable is why the chosen comparison cannot be made, nil when it
// can (or none is chosen).
func (c *simCompare) unavailable() error {
	switch c.choice.Selected {
	case compareSaved:
		if !c.v.e.doc.HasSaved() {
			return errors.New("the pack has not been saved yet; save it (File, Save As…) and your later changes can be compared with it")
		}
	case compareMix:
		if len(c.otherMixes()) == 0 {
			return errors.New("the pack has one mix to play; add another on the Mixes tab to compare two")
		}
	}
	return nil
}

// variantConfigs are the two runs of the comparison, each named for the
// legend, from the tab's set-up cfg (which plays the pack as it stands).
func (c *simCompare) variantConfigs(cfg sim.Config) (names []string, cfgs []sim.Config, err error) {
	if err := c.unavailable(); err != nil {
		return nil, nil, err
	}
	cfg.Balance = true
	switch c.choice.Selected {
	case compareSaved:
		saved := cfg
		var name string
		if saved.Set, name, err = c.v.e.doc.SavedSet(); err != nil {
			return nil, nil, err
		}
		if !slices.ContainsFunc(saved.Set.Pack.Mixes, func(m schema.Mix) bool { return m.ID == cfg.Mix }) {
			return nil, nil, fmt.Errorf("the %s pack has no mix %s to play", name, cfg.Mix)
		}
		return []string{name, currentVariant}, []sim.Config{saved, cfg}, nil
	case compareMix:
		other := cfg
		other.Mix = c.mix.Selected
		return []string{cfg.Mix, other.Mix}, []sim.Config{cfg, other}, nil
	}
	return nil, nil, errors.New("no comparison is chosen")
}

// simRun is one variant's report, with its tiles' pictures for the
// charts and the deals of its quality report (0 without).
type simRun struct {
	name   string
	report *sim.Report
	pics   map[string]image.Image
	deals  int
}

// startCompare plays both variants one after the other under one
// progress bar, then shows both reports and their balance charts side by
// side.
func (v *simView) startCompare(cfg sim.Config) {
	names, cfgs, err := v.compare.variantConfigs(cfg)
	if err != nil {
		v.status.SetText("Cannot compare: " + err.Error())
		return
	}
	v.seats.markUsed()
	runs := make([]simRun, len(cfgs))
	// Each variant's progress follows the totals of those before it.
	offsets := make([]int, len(cfgs))
	for i := 1; i < len(cfgs); i++ {
		offsets[i] = offsets[i-1] + sim.ProgressTotal(cfgs[i-1])
	}
	v.launch(planOf(cfgs...), func(ctx context.Context, progress func(int)) error {
		for i, c := range cfgs {
			c.Progress = func(done int) { progress(offsets[i] + done) }
			r, err := sim.Run(ctx, c)
			if err != nil {
				return fmt.Errorf("%s: %w", names[i], err)
			}
			runs[i] = simRun{name: names[i], report: r, pics: tilePictures(c.Set, r.Balance)}
			if c.Quality != nil {
				runs[i].deals = c.Quality.Deals
			}
		}
		return nil
	}, func() {
		v.report, v.runs = nil, runs
		v.qualityAsked = cfg.Quality != nil
		v.showRuns()
	})
}

// showRuns shows the compared variants: each report as the command line
// prints it under the variant's name, and their balance (and quality)
// reports as paired charts.
func (v *simView) showRuns() {
	var b strings.Builder
	vs := make([]balanceVariant, len(v.runs))
	qs := make([]qualityVariant, len(v.runs))
	for i, r := range v.runs {
		fmt.Fprintf(&b, "── %s ──\n", r.name)
		if err := r.report.WriteText(&b); err != nil {
			v.status.SetText(err.Error())
			return
		}
		b.WriteString("\n")
		vs[i] = balanceVariant{name: r.name, balance: r.report.Balance, pics: r.pics}
		qs[i] = qualityVariant{name: r.name, report: r.report.Quality}
	}
	v.text = b.String()
	if len(v.runs) > 0 {
		played := fmt.Sprintf("%d games", v.runs[0].report.Games)
		if v.runs[0].deals > 0 {
			played += fmt.Sprintf(" and the quality report's %d deals", v.runs[0].deals)
		}
		v.status.SetText(fmt.Sprintf("%s Each variant played %s with the same seed and bots.", v.status.Text, played))
	}
	v.table.SetText(strings.TrimRight(v.text, "\n"))
	v.table.Show()
	v.chart.Hide() // the variants' distributions are in the balance charts
	v.bal.show(vs)
	if v.qualityAsked {
		v.qual.show(qs)
	} else {
		v.qual.hide()
	}
	v.copy.Enable()
	v.body.Refresh()
}
