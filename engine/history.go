package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// HistoryFormat is the record format whose moves are a game's history
// (Step): every chance outcome and every decision answered, in order, for
// any ruleset. Records of format 1 keep each ruleset's own moves.
const HistoryFormat = 2

// Step is one step of a game's history: a chance event's outcome
// (Chance) or a decision's answer (Decide, by seat By), with the
// outcome's or the option's encoding (Take) as the game describes it.
//
//	{"chance": "draw-tile", "take": {"tile": "D"}}
//	{"decide": "place-tile", "by": 0, "take": {"tile": "D", "x": 1, "y": 0, "rot": 90}}
type Step struct {
	Chance ChanceKind   `json:"chance,omitempty"`
	Decide DecisionKind `json:"decide,omitempty"`
	// By is the seat that decides (TeamSeat: the team); a chance step
	// has none.
	By   *int            `json:"by,omitempty"`
	Take json.RawMessage `json:"take"`
}

// seat is the seat of a decision step (0 when the step names none).
func (st Step) seat() int {
	if st.By == nil {
		return 0
	}
	return *st.By
}

// History is a State whose steps are written down as they are taken: the
// record of a match, whoever plays it. It is the State it wraps in every
// other way.
type History struct {
	State
	steps []Step
}

// NewHistory starts writing down the steps of s from its position now.
func NewHistory(s State) *History { return &History{State: s} }

// Steps are the steps taken so far (the History's own slice).
func (h *History) Steps() []Step { return h.steps }

// Pending deals, writing them down, the chance events before the next
// decision, and returns it.
func (h *History) Pending() Decision {
	for ev := h.State.Chance(); ev != nil; ev = h.State.Chance() {
		h.Deal()
	}
	return h.State.Pending()
}

// Deal deals the pending chance event and writes its outcome down.
func (h *History) Deal() int {
	ev := h.State.Chance()
	if ev == nil {
		return -1
	}
	kind, n := ev.Kind(), ev.Outcomes()
	o := h.State.Deal()
	if o >= 0 && o < n {
		h.chanceStep(kind, ev, o)
	}
	return o
}

// Force takes outcome o of the pending chance event and writes it down.
func (h *History) Force(o int) error {
	ev := h.State.Chance()
	if ev == nil {
		return ErrNoChance
	}
	kind := ev.Kind()
	var take ChanceOutcome
	if o >= 0 && o < ev.Outcomes() {
		take = ev.Outcome(o)
	}
	if err := h.State.Force(o); err != nil {
		return err
	}
	h.steps = append(h.steps, Step{Chance: kind, Take: json.RawMessage(take.JSON)})
	return nil
}

// chanceStep writes down outcome o of ev, just dealt. An event describes
// its outcomes as they stood before the deal; the encoding of an outcome
// does not depend on its weight, so describing it after is the same.
func (h *History) chanceStep(kind ChanceKind, ev ChanceEvent, o int) {
	h.steps = append(h.steps, Step{Chance: kind, Take: json.RawMessage(ev.Outcome(o).JSON)})
}

// Answer answers the pending decision and writes the answer down.
func (h *History) Answer(i int) error {
	d := h.Pending()
	if d == nil {
		return ErrNoDecision
	}
	if i < 0 || i >= d.Options() {
		return optionRangeError(d, i)
	}
	seat := d.Seat()
	step := Step{Decide: d.Kind(), By: &seat, Take: json.RawMessage(d.Option(i).JSON)}
	if err := h.State.Answer(i); err != nil {
		return err
	}
	h.steps = append(h.steps, step)
	return nil
}

// ErrHistory is wrapped by every error of a history that does not replay.
var ErrHistory = errors.New("the history does not replay")

// ReplaySteps takes steps on s in order: each chance outcome forced, each
// decision answered with the option the step encodes. An error names the
// step (from 1) and what the game had instead. After the last step the
// game goes as far as it can without chance or a decision (a game whose
// last tile was placed runs its final scoring).
func ReplaySteps(s State, steps []Step) error {
	for i, st := range steps {
		if err := replayStep(s, st); err != nil {
			return fmt.Errorf("%w: step %d: %w", ErrHistory, i+1, err)
		}
	}
	s.Chance()
	return nil
}

func replayStep(s State, st Step) error {
	switch {
	case st.Chance != "" && st.Decide != "":
		return errors.New(`a step is either "chance" or "decide", not both`)
	case st.Chance != "":
		ev := s.Chance()
		if ev == nil {
			return fmt.Errorf("a %s outcome, but the game waits for no chance event here", st.Chance)
		}
		if ev.Kind() != st.Chance {
			return fmt.Errorf("a %s outcome, but the game waits for %s", st.Chance, ev.Kind())
		}
		want, err := compactJSON(st.Take)
		if err != nil {
			return err
		}
		// An encoding may name outcomes that differ only in what no one
		// records (Mists' copies of a tile that all carry the same ghost
		// symbols): the one that can happen is taken.
		named := -1
		for o := range ev.Outcomes() {
			if out := ev.Outcome(o); out.JSON == want {
				if out.Weight > 0 {
					return s.Force(o)
				}
				if named < 0 {
					named = o
				}
			}
		}
		if named >= 0 {
			return s.Force(named)
		}
		return fmt.Errorf("%s %s is not an outcome of the event", st.Chance, want)
	case st.Decide != "":
		DealAll(s)
		i, err := StepOption(s.Pending(), st)
		if err != nil {
			return err
		}
		return s.Answer(i)
	}
	return errors.New(`a step names neither "chance" nor "decide"`)
}

// StepOption is the option of pending decision d that decision step st
// takes, or why it takes none.
func StepOption(d Decision, st Step) (int, error) {
	if d == nil {
		return 0, fmt.Errorf("a %s decision, but the game is over", st.Decide)
	}
	if d.Kind() != st.Decide || d.Seat() != st.seat() {
		return 0, fmt.Errorf("a %s decision by seat %d, but the game waits for %s by seat %d", st.Decide, st.seat(), d.Kind(), d.Seat())
	}
	want, err := compactJSON(st.Take)
	if err != nil {
		return 0, err
	}
	for i := range d.Options() {
		if d.Option(i).JSON == want {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%s is not an option of the %s decision", want, st.Decide)
}

// compactJSON writes an encoding without spaces, as the game writes its
// own.
func compactJSON(raw json.RawMessage) (string, error) {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return "", fmt.Errorf(`"take" is not JSON: %w`, err)
	}
	return b.String(), nil
}

// Underlying is the match a History writes down, or m itself: what a
// caller asks for the match's views (Viewer, Stander, …) and hands to
// agents, which read the ruleset's own game.
func Underlying(m Match) Match {
	if h, ok := m.(*History); ok {
		return h.State
	}
	return m
}

// EncodeRecord writes the game so far as a record of its history (format
// HistoryFormat): the header the game names (its pack, mix, ruleset with
// options, players and seed), and the steps taken since the History
// began (Recorder).
func (h *History) EncodeRecord(pack string, options []byte) ([]byte, error) {
	w, ok := h.State.(RecordHeaderWriter)
	if !ok {
		return nil, errors.New("this game writes no record header")
	}
	head, err := w.RecordHeader(pack, options)
	if err != nil {
		return nil, err
	}
	rec := GameRecord[Step]{Format: HistoryFormat, Pack: head.Pack, With: head.With, Mix: head.Mix,
		Ruleset: head.Ruleset, Players: head.Players, Seed: head.Seed, Moves: h.steps}
	return rec.Encode()
}
