package ui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// seatPicker chooses the mix of a game and who plays each seat: a person
// or a bot (the test-play tab), or bots only (the simulation tab); in a
// team ruleset one choice for the whole team. The player counts offered
// are those the pack's rules allow, the bots and seat names those of the
// ruleset's registry entry. Any seat may be an outside program
// (outsideprogram.go): "outside program…" asks for its command, and the
// programs seated so far are offered to every seat.
type seatPicker struct {
	e       *Editor
	people  bool
	mix     *widget.Select
	players *widget.Select
	seats   []*choiceSelect
	chosen  []string // each seat's choice, kept when the count changes
	// programs are the outside programs seated here ("ext:./mybot"), in
	// the order they were first chosen.
	programs []string
	// team is the choice for the whole team of a team ruleset: one for
	// all seats; coop tells which layout is shown.
	team    *choiceSelect
	coop    bool
	head    []fyne.CanvasObject // the mix and the player count, before the seats
	box     *fyne.Container
	content fyne.CanvasObject
	// used is the mix of the last game started here (played or
	// simulated), taken again when the chosen mix leaves the pack.
	used string
	// changed, when set, is told that a seat's choice changed.
	changed func()
}

// personChoice is the seat choice of a person at the screen; a bot is
// chosen by its name, with botPrefix when people may play too;
// outsideChoice asks for an outside program (shown "bot: outside
// program…" beside people).
const (
	personChoice  = "person"
	botPrefix     = "bot: "
	outsideChoice = "outside program…"
)

func newSeatPicker(e *Editor, people bool, defaults ...string) *seatPicker {
	s := &seatPicker{e: e, people: people, chosen: defaults}
	s.mix = widget.NewSelect(nil, nil)
	s.players = widget.NewSelect(nil, func(string) { s.layoutSeats() })
	// The choices wrap to another line in a narrow window, each with its
	// label: in one scrolling row the last seat was cut at 1024 and 1280 px.
	s.head = []fyne.CanvasObject{
		container.NewHBox(widget.NewLabel("Mix"), s.mix),
		container.NewHBox(widget.NewLabel("Players"), s.players),
	}
	s.box = container.New(newFlowLayout(), s.head...)
	s.content = s.box
	return s
}

// cooperative reports whether the seats are one team (a team ruleset).
func (s *seatPicker) cooperative() bool { return s.e.doc.Team() }

// agents are the built-in agents of the pack's ruleset (bots, teams).
func (s *seatPicker) agents() []string {
	if e, ok := s.e.doc.Entry(); ok {
		return e.Agents
	}
	return nil
}

// seatName is the name of seat i in the pack's ruleset ("Red", "P1").
func (s *seatPicker) seatName(i int) string {
	if e, ok := s.e.doc.Entry(); ok && i < len(e.Seats) {
		return e.Seats[i]
	}
	return fmt.Sprintf("Player %d", i+1)
}

// maxSeats is how many seats can be named.
func (s *seatPicker) maxSeats() int {
	if e, ok := s.e.doc.Entry(); ok {
		return len(e.Seats)
	}
	return 0 // no engine plays the pack: no game to seat
}

// choices are what a seat (or the team) can be: a person, the ruleset's
// bots, the outside programs seated so far, and another outside program.
func (s *seatPicker) choices() []string {
	out := s.builtIn()
	if len(out) == 0 || len(s.agents()) == 0 {
		return out // no engine plays the pack: no program to seat
	}
	for _, p := range s.programs {
		out = append(out, s.shown(p))
	}
	return append(out, s.shown(outsideChoice))
}

// builtIn are the choices of the ruleset's own: a person and its bots.
func (s *seatPicker) builtIn() []string {
	var out []string
	if s.people {
		out = append(out, personChoice)
	}
	for _, b := range s.agents() {
		out = append(out, s.shown(b))
	}
	return out
}

// shown is a bot's choice as its list shows it: "bot: greedy" beside
// people, "greedy" among bots only.
func (s *seatPicker) shown(agent string) string {
	if s.people {
		return botPrefix + agent
	}
	return agent
}

// refresh follows the pack: its mixes (an expansion's base's) and the
// player counts its rules allow.
func (s *seatPicker) refresh() {
	mixes := s.e.doc.PlayMixes()
	if !slices.Equal(s.mix.Options, mixes) {
		s.mix.Options = mixes
		s.mix.Refresh()
	}
	if !slices.Contains(mixes, s.mix.Selected) {
		// The pack's first mix (the base game, Mists' level 1), or the
		// one last played here; the mix the pack view counts in is the
		// one being edited, not necessarily one to play.
		switch {
		case slices.Contains(mixes, s.used):
			s.mix.SetSelected(s.used)
		case len(mixes) > 0:
			s.mix.SetSelected(mixes[0])
		default:
			s.mix.ClearSelected()
		}
	}
	if s.cooperative() != s.coop || (s.team != nil && !slices.Equal(s.team.Options, s.choices())) {
		s.layoutSeats()
	}
	lo, hi, ok := s.e.doc.Players()
	if !ok {
		return // keep the last counts until the pack plays again
	}
	hi = min(hi, s.maxSeats())
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
	s.box.Objects = slices.Clone(s.head)
	if s.coop = s.cooperative(); s.coop {
		choices := s.choices()
		if s.team == nil {
			s.team = s.newChoice("")
		}
		if !slices.Equal(s.team.Options, choices) {
			s.team.Options = choices
			s.team.Refresh()
		}
		if !slices.Contains(choices, s.team.Selected) && len(choices) > 0 {
			s.team.SetSelected(choices[0])
		}
		s.box.Add(container.NewHBox(widget.NewLabel("Team"), s.team))
		s.box.Refresh()
		s.tellChanged()
		return
	}
	for i := range n {
		for len(s.chosen) <= i {
			// a new seat: the ruleset's last bot
			s.chosen = append(s.chosen, s.builtIn()[len(s.builtIn())-1])
		}
		sel := s.newChoice(s.chosen[i])
		s.seats = append(s.seats, sel)
		s.box.Add(container.NewHBox(widget.NewLabel(s.seatName(i)), sel))
	}
	s.box.Refresh()
	s.tellChanged()
}

// newChoice is a seat's (or the team's) list, showing chosen (else the
// first choice). Choosing "outside program…" asks for the program; Cancel
// goes back to the choice before.
func (s *seatPicker) newChoice(chosen string) *choiceSelect {
	sel := newChoiceSelect(s.e.tips, s.choices())
	if chosen != s.shown(outsideChoice) {
		sel.SetSelected(chosen) // before OnChanged: nothing is told
	}
	if sel.Selected == "" && len(sel.Options) > 0 {
		sel.SetSelected(sel.Options[0])
	}
	before := sel.Selected
	sel.OnChanged = func(choice string) {
		s.box.Refresh() // the list is as wide as its choice
		if choice != s.shown(outsideChoice) {
			before = choice
			s.tellChanged()
			return
		}
		s.e.askOutsideProgram(s.checkAgent,
			func(name string) { s.seatProgram(sel, name) },
			func() { sel.SetSelected(before) })
	}
	return sel
}

// seatProgram makes an outside program sel's choice, and offers it to
// every seat.
func (s *seatPicker) seatProgram(sel *choiceSelect, name string) {
	if !slices.Contains(s.programs, name) {
		s.programs = append(s.programs, name)
	}
	choices := s.choices()
	for _, other := range append(slices.Clone(s.seats), s.team) {
		if other != nil && !slices.Equal(other.Options, choices) {
			other.Options = choices
			other.Refresh()
		}
	}
	sel.SetSelected(s.shown(name))
}

// checkAgent says why the pack's ruleset cannot seat the named agent, in
// the Outside program dialog's terms: what is wrong with the program,
// without the ruleset's and the agent's names in front of it.
func (s *seatPicker) checkAgent(name string) error {
	entry, ok := s.e.doc.Entry()
	if !ok {
		return errors.New("no engine plays the pack's ruleset: nothing can be seated")
	}
	err := entry.CheckAgent(name)
	if err == nil {
		return nil
	}
	text := strings.TrimPrefix(err.Error(), entry.Label()+": ")
	return reworded{text: strings.TrimPrefix(text, name+": "), err: err}
}

func (s *seatPicker) tellChanged() {
	if s.changed != nil {
		s.changed()
	}
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

// markUsed notes that a game starts with the chosen mix: when that mix
// is later chosen and then deleted or renamed, the picker goes back to
// this one.
func (s *seatPicker) markUsed() { s.used = s.mix.Selected }

// chosenSeats are the seats as the game set-up takes them; in a team
// ruleset every seat carries the team's choice.
func (s *seatPicker) chosenSeats() []editor.Seat {
	if s.coop {
		out := make([]editor.Seat, s.playerCount())
		for i := range out {
			out[i] = editor.Seat{Name: s.seatName(i), Bot: s.agentOf(s.teamChoice())}
		}
		return out
	}
	out := make([]editor.Seat, len(s.seats))
	for i, sel := range s.seats {
		out[i] = editor.Seat{Name: s.seatName(i), Bot: s.agentOf(sel.Selected)}
	}
	return out
}

// agentOf is the agent of a choice, "" for a person.
func (s *seatPicker) agentOf(choice string) string {
	if choice == personChoice {
		return ""
	}
	return strings.TrimPrefix(choice, botPrefix)
}

// teamChoice is the team's choice as shown ("person", "bot: coop").
func (s *seatPicker) teamChoice() string {
	if s.team == nil {
		return ""
	}
	return s.team.Selected
}

// teamBrief is the team's choice in a few words, for the set-up's title:
// an outside program's command may be as long as the window is wide.
func (s *seatPicker) teamBrief() string {
	if c := s.teamChoice(); !slices.Contains(s.programs, s.agentOf(c)) {
		return c
	}
	return s.shown("outside program")
}

// setTeam chooses who plays for the team (tests and defaults).
func (s *seatPicker) setTeam(choice string, players int) {
	s.players.SetSelected(strconv.Itoa(players))
	s.layoutSeats()
	s.team.SetSelected(choice)
}

// playerCount is the number of players chosen.
func (s *seatPicker) playerCount() int {
	n, _ := strconv.Atoi(s.players.Selected)
	return n
}

// teamName is the agent chosen for the team (the simulation tab).
func (s *seatPicker) teamName() string {
	if s.team == nil {
		if a := s.agents(); len(a) > 0 {
			return a[0]
		}
		return ""
	}
	return s.agentOf(s.team.Selected)
}

// botNames are the seats' bots (the simulation tab, bots only).
func (s *seatPicker) botNames() []string {
	var out []string
	for _, seat := range s.chosenSeats() {
		out = append(out, seat.Bot)
	}
	return out
}
