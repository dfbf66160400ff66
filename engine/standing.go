package engine

import (
	"fmt"
	"strings"
)

// What people see of a match besides its decisions: the board, and how
// the game stands. The editor, render, export and score read a match
// through these, whatever its ruleset.

// Viewer is implemented by matches whose board can be shown: Core is the
// core game holding the tiles, followers and face-down tiles on the board.
// Read it; play only through the match.
type Viewer interface {
	Core() *Game
}

// SeatScore is one score of a standing: a seat's, or a cooperative
// game's score figure ("team", "red").
type SeatScore struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
	// Figures are where the seat's score figures stand on the track when
	// it has more than one (Messages: two, whose sum is Points until final
	// scoring puts the total on one of them); nil with one figure.
	Figures []int `json:"figures,omitempty"`
}

// Fact is one line of how a game stands, in people's words: {"Goal", "30
// points"}, {"Ghosts in the supply", "9"}.
type Fact struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// Standing is how a match stands, as people read it.
type Standing struct {
	Scores []SeatScore `json:"scores"`
	// Facts are the ruleset's own: a level's progress and goal, ghosts on
	// the board and in the supply, dogs reached.
	Facts []Fact `json:"facts,omitempty"`
	Over  bool   `json:"over"`
	// DarkEvery, when not 0, marks every DarkEvery-th space of the score
	// track (0, 5, 10, … in Messages), for a picture of the track.
	DarkEvery int `json:"darkEvery,omitempty"`
	// Result says who leads or won, or how the team fares:
	// "Blue wins with 84 points", "The team lost: the ghost supply ran out".
	Result string `json:"result"`
}

// Stander is implemented by matches that say how they stand.
type Stander interface {
	Standing() Standing
}

// SeatStanding is how a competitive game stands by its seats' scores: the
// scores, the tiles left, and who leads or won ("Blue wins with 84
// points", "Red and Blue share the lead with 3 points").
func SeatStanding(g *Game) Standing {
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
