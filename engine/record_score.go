package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// scoreEvent is one scoring event as the score document lists it.
type scoreEvent struct {
	Move    int      `json:"move"`
	Phase   string   `json:"phase"`
	Kind    string   `json:"kind"`
	Tiles   []Cell   `json:"tiles"`
	Points  int      `json:"points"`
	Players []string `json:"players"`
	Detail  string   `json:"detail,omitempty"`
}

// EncodeScore writes how a game of classic's turn stands, as
// `tilesmith score` prints it: {"scores": {...}, "events": [...],
// "finished": ...}, the scores in seat order and one event per line.
func EncodeScore(g *Game) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"scores": {`)
	for seat, name := range g.Players() {
		if seat > 0 {
			b.WriteString(", ")
		}
		k, _ := json.Marshal(name)
		fmt.Fprintf(&b, "%s: %d", k, g.Score(seat))
	}
	b.WriteString("},\n \"events\": [")
	for i, e := range g.Events() {
		se := scoreEvent{Move: e.Move, Phase: e.Phase.String(), Kind: string(e.Kind), Tiles: e.Tiles, Points: e.Points, Detail: e.Detail}
		for _, p := range e.Players {
			se.Players = append(se.Players, g.Players()[p])
		}
		line, err := json.Marshal(se)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  ")
		b.Write(line)
	}
	if len(g.Events()) > 0 {
		b.WriteString("\n ")
	}
	fmt.Fprintf(&b, "],\n \"finished\": %v}\n", g.Over())
	return b.Bytes(), nil
}
