package messages

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// Standing says how the game stands: the seats' scores with their figures
// (during play; the final score is their sum and final scoring's), who
// leads or won, the tiles and messages left, the messages each seat took.
func (g *Game) Standing() engine.Standing {
	s := engine.SeatStanding(g.core.Game)
	s.DarkEvery = g.rules.params.DarkEvery
	for seat := range s.Scores {
		if g.rules.params.Figures > 1 && !g.core.Over() {
			s.Scores[seat].Figures = append([]int(nil), g.Figures(seat)...)
		}
	}
	s.Facts = append(s.Facts, engine.Fact{Label: "Messages in the deck", Value: fmt.Sprint(g.size)})
	var taken []string
	for seat, name := range g.core.Players() {
		n := 0
		for _, c := range g.stats[seat].Taken {
			n += c
		}
		taken = append(taken, fmt.Sprintf("%s %d", name, n))
	}
	s.Facts = append(s.Facts, engine.Fact{Label: "Messages taken", Value: strings.Join(taken, ", ")})
	return s
}

// messageTaken is one message as the score document lists it.
type messageTaken struct {
	// Move is the number of tiles placed or set aside when it was taken.
	Move    int    `json:"move"`
	Player  string `json:"player"`
	Message int    `json:"message"`
	Action  string `json:"action"`
	Take    string `json:"take"`
	Figure  int    `json:"figure,omitempty"`
}

// Take values of a message taken, as the score document (and a record)
// spell them: its action carried out, or its seal.
const (
	TakeAction = "action"
	TakeSeal   = "seal"
)

// EncodeScore writes how the game stands as `tilesmith score` prints it:
// the classic score document with, after the scores, where every seat's
// figures stand (before final scoring, which puts the total on one) and
// every message taken, in order.
func (g *Game) EncodeScore() ([]byte, error) {
	doc, err := engine.EncodeScore(g.core.Game)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(`"figures": {`)
	for seat, name := range g.core.Players() {
		if seat > 0 {
			b.WriteString(", ")
		}
		k, _ := json.Marshal(name)
		v, _ := json.Marshal(g.Figures(seat))
		fmt.Fprintf(&b, "%s: %s", k, v)
	}
	b.WriteString("},\n \"messages\": [")
	names := g.core.Players()
	first := true
	for _, nt := range g.notes {
		m := &g.rules.params.Deck[nt.message]
		mt := messageTaken{Move: nt.after, Player: names[nt.seat], Message: m.Number, Action: Describe(m), Take: TakeAction, Figure: nt.figure}
		if nt.seal {
			mt.Take = TakeSeal
		}
		line, err := json.Marshal(mt)
		if err != nil {
			return nil, err
		}
		if !first {
			b.WriteString(",")
		}
		first = false
		b.WriteString("\n  ")
		b.Write(line)
	}
	if !first {
		b.WriteString("\n ")
	}
	b.WriteString("],\n \"events\": [")
	at := bytes.Index(doc, []byte(`"events": [`))
	if at < 0 {
		return nil, fmt.Errorf("the classic score document has no events")
	}
	out := append([]byte(nil), doc[:at]...)
	out = append(out, b.Bytes()...)
	return append(out, doc[at+len(`"events": [`):]...), nil
}
