package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine/bots"
)

// seatPicker chooses the mix of a game and who plays each seat: a person
// or a bot (the test-play tab), or bots only (the simulation tab). The
// player counts offered are those the pack's rules allow.
type seatPicker struct {
	e       *Editor
	people  bool
	mix     *widget.Select
	players *widget.Select
	seats   []*widget.Select
	chosen  []string // each seat's choice, kept when the count changes
	// team is the cooperative team of a Mists pack on the simulation tab:
	// one choice for all seats; coop tells which layout is shown.
	team    *widget.Select
	coop    bool
	box     *fyne.Container
	content fyne.CanvasObject
}

// personChoice is the seat choice of a person at the screen; a bot is
// chosen by its name, with botPrefix when people may play too.
const (
	personChoice = "person"
	botPrefix    = "bot: "
)

func newSeatPicker(e *Editor, people bool, defaults ...string) *seatPicker {
	s := &seatPicker{e: e, people: people, chosen: defaults}
	s.mix = widget.NewSelect(nil, nil)
	s.players = widget.NewSelect(nil, func(string) { s.layoutSeats() })
	s.box = container.NewHBox()
	s.content = container.NewHBox(widget.NewLabel("Mix"), s.mix, widget.NewLabel("Players"), s.players, s.box)
	return s
}

// mistsTeams are the teams that play a Mists pack (mists.NewTeam).
var mistsTeams = []string{"coop", "random"}

// cooperative reports whether the seats are one team (a Mists pack on the
// simulation tab).
func (s *seatPicker) cooperative() bool { return !s.people && s.e.doc.Cooperative() }

// choices are what a seat can be.
func (s *seatPicker) choices() []string {
	var out []string
	if s.people {
		out = append(out, personChoice)
	}
	for _, b := range bots.Names() {
		if s.people {
			b = botPrefix + b
		}
		out = append(out, b)
	}
	return out
}

// refresh follows the pack: its mixes and the player counts its rules
// allow.
func (s *seatPicker) refresh() {
	p := s.e.doc.Pack()
	var mixes []string
	for _, m := range p.Mixes {
		mixes = append(mixes, m.ID)
	}
	if !slices.Equal(s.mix.Options, mixes) {
		s.mix.Options = mixes
		s.mix.Refresh()
	}
	if !slices.Contains(mixes, s.mix.Selected) {
		switch {
		case slices.Contains(mixes, s.e.mix):
			s.mix.SetSelected(s.e.mix)
		case len(mixes) > 0:
			s.mix.SetSelected(mixes[0])
		default:
			s.mix.ClearSelected()
		}
	}
	if s.cooperative() != s.coop {
		s.layoutSeats()
	}
	lo, hi, ok := s.e.doc.Players()
	if !ok {
		return // keep the last counts until the pack plays again
	}
	hi = min(hi, len(seatNames(s.e)))
	var counts []string
	for n := lo; n <= hi; n++ {
		counts = append(counts, strconv.Itoa(n))
	}
	if !slices.Equal(s.players.Options, counts) {
		s.players.Options = counts
		s.players.Refresh()
	}
	if !slices.Contains(counts, s.players.Selected) && len(counts) > 0 {
		want := strconv.Itoa(min(max(len(s.chosen), lo), hi))
		s.players.SetSelected(want)
	}
}

// layoutSeats shows one choice per seat.
func (s *seatPicker) layoutSeats() {
	n, _ := strconv.Atoi(s.players.Selected)
	for i, sel := range s.seats {
		s.chosen[i] = sel.Selected
	}
	s.seats = s.seats[:0]
	s.box.RemoveAll()
	if s.coop = s.cooperative(); s.coop {
		if s.team == nil {
			s.team = widget.NewSelect(mistsTeams, nil)
			s.team.SetSelected(mistsTeams[0])
		}
		s.box.Add(widget.NewLabel("Team"))
		s.box.Add(s.team)
		s.box.Refresh()
		return
	}
	for i := range n {
		for len(s.chosen) <= i {
			s.chosen = append(s.chosen, s.choices()[len(s.choices())-1])
		}
		sel := widget.NewSelect(s.choices(), nil)
		sel.SetSelected(s.chosen[i])
		if sel.Selected == "" {
			sel.SetSelected(s.choices()[0])
		}
		s.seats = append(s.seats, sel)
		s.box.Add(widget.NewLabel(seatNames(s.e)[i]))
		s.box.Add(sel)
	}
	s.box.Refresh()
}

// setSeats chooses the seats (tests and defaults): a choice per seat.
func (s *seatPicker) setSeats(choices ...string) {
	s.chosen = slices.Clone(choices)
	s.seats = nil
	s.players.SetSelected(strconv.Itoa(len(choices)))
	s.layoutSeats()
}

// mixID is the chosen mix.
func (s *seatPicker) mixID() string { return s.mix.Selected }

// chosenSeats are the seats as the game set-up takes them.
func (s *seatPicker) chosenSeats() []editor.Seat {
	out := make([]editor.Seat, len(s.seats))
	for i, sel := range s.seats {
		out[i] = editor.Seat{Name: seatNames(s.e)[i]}
		if c := sel.Selected; c != personChoice {
			out[i].Bot = strings.TrimPrefix(c, botPrefix)
		}
	}
	return out
}

// playerCount is the number of players chosen.
func (s *seatPicker) playerCount() int {
	n, _ := strconv.Atoi(s.players.Selected)
	return n
}

// teamName is the cooperative team chosen (a Mists pack).
func (s *seatPicker) teamName() string {
	if s.team == nil {
		return mistsTeams[0]
	}
	return s.team.Selected
}

// botNames are the seats' bots (the simulation tab, bots only).
func (s *seatPicker) botNames() []string {
	var out []string
	for _, seat := range s.chosenSeats() {
		out = append(out, seat.Bot)
	}
	return out
}
