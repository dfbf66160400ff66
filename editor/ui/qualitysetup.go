package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// qualitySetup is the Simulate tab's "Quality report" tick box and, while
// it is ticked, a row with what the report plays: its deals and the skill
// trace's steps and first budget, filled with the command line's defaults
// (docs/quality.md). The choice sample keeps its defaults.
type qualitySetup struct {
	check *widget.Check
	deals *widget.Entry
	steps *widget.Entry
	from  *widget.Entry
	row   *fyne.Container // the settings, shown while the box is ticked
}

// Bounds of the quality settings, as the engine takes them.
const (
	maxQualityDeals    = 1_000_000
	maxSkillSteps      = 8
	maxSkillPlayouts   = 100_000
	qualityFieldPixels = 85
)

func newQualitySetup() *qualitySetup {
	q := &qualitySetup{}
	def := sim.DefaultQuality()
	entry := func(value int, read func(string) (int, error)) *widget.Entry {
		e := widget.NewEntry()
		e.SetText(strconv.Itoa(value))
		e.Validator = func(s string) error { _, err := read(s); return err }
		e.AlwaysShowValidationError = true
		return e
	}
	q.deals = entry(def.Deals, readDeals)
	q.steps = entry(def.SkillSteps, readSkillSteps)
	q.from = entry(def.SkillFrom, readSkillFrom)
	field := func(e *widget.Entry) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(qualityFieldPixels, e.MinSize().Height), e)
	}
	q.row = container.NewHBox(widget.NewLabel("Quality:"), field(q.deals), widget.NewLabel("deals, a skill trace of"),
		field(q.steps), widget.NewLabel("steps from mcts:"), field(q.from))
	q.row.Hide()
	q.check = widget.NewCheck("Quality report", func(on bool) {
		q.row.Hidden = !on
		q.row.Refresh()
	})
	return q
}

// config is the quality report the run asks for: nil when the box is not
// ticked; an error in the designer's terms when a setting cannot run.
func (q *qualitySetup) config() (*sim.QualityConfig, error) {
	if !q.check.Checked {
		return nil, nil
	}
	cfg := sim.DefaultQuality()
	var err error
	if cfg.Deals, err = readDeals(q.deals.Text); err != nil {
		return nil, err
	}
	if cfg.SkillSteps, err = readSkillSteps(q.steps.Text); err != nil {
		return nil, err
	}
	if cfg.SkillFrom, err = readSkillFrom(q.from.Text); err != nil {
		return nil, err
	}
	if cfg.SkillSteps > 0 && cfg.SkillFrom<<cfg.SkillSteps > maxSkillPlayouts {
		return nil, fmt.Errorf("the skill trace from mcts:%d in %d steps would end at mcts:%d; its last step can search at most mcts:%d (fewer steps, or a smaller first budget)",
			cfg.SkillFrom, cfg.SkillSteps, cfg.SkillFrom<<cfg.SkillSteps, maxSkillPlayouts)
	}
	return &cfg, nil
}

func readDeals(text string) (int, error) {
	return readWhole(text, 1, maxQualityDeals, "the quality report's deals")
}

func readSkillSteps(text string) (int, error) {
	return readWhole(text, 0, maxSkillSteps, "the skill trace's steps")
}

func readSkillFrom(text string) (int, error) {
	return readWhole(text, 1, maxSkillPlayouts/2, "the skill trace's first budget")
}

// readWhole reads a whole number from lo to hi; what says what it is.
func readWhole(text string, lo, hi int, what string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s must be a whole number from %d to %d", what, lo, hi)
	}
	return n, nil
}
