package ui

import (
	"fmt"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// optionsSection is the "Ruleset options" fold of the Play and Simulate
// tabs: the options form of the pack's ruleset, checked by starting a
// match of the pack with the chosen mix and players, its title counting
// the options changed.
type optionsSection struct {
	e     *Editor
	seats *seatPicker
	form  *optionsForm
	item  *widget.AccordionItem
	acc   *widget.Accordion
}

func newOptionsSection(e *Editor, seats *seatPicker) *optionsSection {
	s := &optionsSection{e: e, seats: seats, form: newOptionsForm()}
	s.form.check = s.check
	s.form.onChanged = s.changed
	s.item = widget.NewAccordionItem("Ruleset options", container.NewVScroll(s.form.content))
	s.acc = widget.NewAccordion(s.item)
	return s
}

// refresh shows the options of the pack's ruleset (none when no engine
// plays it).
func (s *optionsSection) refresh() {
	if e, ok := s.e.doc.Entry(); ok {
		s.form.setDocs(e.Options)
	} else {
		s.form.setDocs(nil)
	}
}

// options is the options object the form holds, or why it cannot be used.
func (s *optionsSection) options() ([]byte, error) { return s.form.options() }

// check checks an options object with the ruleset's own decoding: a match
// of the pack as it stands, with the chosen mix and players, must start
// with it.
func (s *optionsSection) check(options []byte) error {
	set := s.e.doc.Set()
	seats := s.seats.chosenSeats()
	if set == nil || s.seats.mixID() == "" || len(seats) == 0 {
		return nil // starting the game says what is missing
	}
	names := make([]string, len(seats))
	for i, seat := range seats {
		names[i] = seat.Name
	}
	m, err := rulesets.NewMatch(set, options, s.seats.mixID(), names, 1)
	if err != nil {
		return err
	}
	m.Close()
	return nil
}

// changed names the options changed in the fold's title.
func (s *optionsSection) changed() {
	title := "Ruleset options"
	if n := s.form.changedCount(); n > 0 {
		title = fmt.Sprintf("Ruleset options (%d changed)", n)
	}
	if s.item.Title != title {
		s.item.Title = title
		s.acc.Refresh()
	}
}
