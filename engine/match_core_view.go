package engine

import (
	"fmt"
	"strings"
)

// Core is the game the match plays (Viewer).
func (m *CoreMatch) Core() *Game { return m.g }

// Standing gives the seats' scores and who leads or won (Stander).
func (m *CoreMatch) Standing() Standing {
	g := m.g
	s := Standing{Over: g.Over(), Facts: []Fact{{"Tiles left", fmt.Sprint(g.pile.Remaining())}}}
	best := -1 << 31
	var top []string
	for seat, name := range g.Players() {
		sc := g.Score(seat)
		s.Scores = append(s.Scores, SeatScore{Name: name, Points: sc})
		switch {
		case sc > best:
			best, top = sc, []string{name}
		case sc == best:
			top = append(top, name)
		}
	}
	verb := "leads"
	switch {
	case len(top) > 1 && g.Over():
		verb = "share the win"
	case len(top) > 1:
		verb = "share the lead"
	case g.Over():
		verb = "wins"
	}
	s.Result = fmt.Sprintf("%s %s with %s", strings.Join(top, " and "), verb, pointsWord(best))
	return s
}

// pointsWord writes "1 point", "84 points".
func pointsWord(n int) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d point", n)
	}
	return fmt.Sprintf("%d points", n)
}
