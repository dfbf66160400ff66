// Package quality is the accounting of a game-quality report: how much
// skill a game rewards (a skill trace of searches of growing budgets),
// how much the deal decides (luck), how close and turning its games are
// (drama), how many real choices its decisions offer (choice), and its
// length and ties (shape). Another part plays the games and feeds them
// here; Sums holds only whole-number sums, which add up exactly in any
// order (so sharded runs merge byte for byte), read back strictly from
// JSON, and make the Report with its 95% intervals.
package quality

import (
	"fmt"
	"slices"
)

// Shape is what the sums are of.
type Shape struct {
	Seats int      `json:"seats"` // players at the table, 1..6
	Team  bool     `json:"team"`  // a cooperative game: no margins between seats (luck and drama are not measured)
	Kinds []string `json:"kinds"` // the decision kinds, in order (choice is counted per kind)
	Steps []int    `json:"steps"` // the skill trace's budgets: step k is mcts:Steps[k] against mcts:2*Steps[k]; may be empty
}

// Game is one game as played (by the designer's bots), for drama and shape.
type Game struct {
	// Points are the game's score line: after each point in the game (at
	// least the start and the end), the score of every seat (Team: the
	// team's one score). Tiles[i] is the number of tiles the players had
	// placed at point i (non-decreasing). The last point is the end of
	// the game.
	Points [][]int
	Tiles  []int
	Won    bool // Team only: the team won
}

// Deal is one deal played in every rotation of the seats (Seats
// rotations), for luck: Margins[r][s] is, in rotation r, seat s's score
// times Seats less the sum of all seats' scores (an integer: Seats-1
// times the seat's margin over the mean of the others).
type Deal struct{ Margins [][]int64 }

// Decision is one decision searched for choice: its kind, its number of
// options, and whether the search found its best option clearly better
// than the second (gap of mean rewards more than twice the gap's
// standard error).
type Decision struct {
	Kind    string
	Options int
	Clear   bool
}

// Sums are the whole-number sums of a quality report's games, deals,
// decisions and skill matches.
type Sums struct {
	shape Shape

	// shape and drama, from AddGame
	games                 int64
	length, lengthSquared int64 // final tiles placed
	ties                  int64 // competitive: games with a shared top score
	teamWins              int64 // team: games won
	firstSeatWins         int64 // competitive: sole wins of seat 0
	drama                 dramaSums

	luck   luckSums
	choice []choiceSums // per kind
	skill  []skillSums  // per step
}

// dramaSums are over the competitive games with a sole winner.
type dramaSums struct {
	Games              int64 `json:"games"`
	Behind             int64 `json:"behind"` // the winner's worst deficit, in points
	BehindSquared      int64 `json:"behindSquared"`
	Comebacks          int64 `json:"comebacks"` // games won from comebackPoints or more behind
	LeadChanges        int64 `json:"leadChanges"`
	LeadChangesSquared int64 `json:"leadChangesSquared"`
	DecidedAt          int64 `json:"decidedAt"` // per mille of the game's tiles
	DecidedAtSquared   int64 `json:"decidedAtSquared"`
}

// luckSums are per deal d: a = Σ_s (Σ_r margin)², t = Σ_r Σ_s margin²,
// and the second moments of a and t over deals.
type luckSums struct {
	Deals int64 `json:"deals"`
	A     u128  `json:"a"`
	T     u128  `json:"t"`
	AA    u128  `json:"aa"`
	AT    u128  `json:"at"`
	TT    u128  `json:"tt"`
}

// choiceSums are one decision kind's.
type choiceSums struct {
	Decisions int64 `json:"decisions"`
	Options   int64 `json:"options"`
	Clear     int64 `json:"clear"`
}

// skillSums are one step's of the skill trace.
type skillSums struct {
	Games    int64 `json:"games"`
	Credit60 int64 `json:"credit60"` // the stronger agent's credit, in 60ths of a game
}

// The bounds of a shape.
const (
	maxSeats      = 6
	maxKinds      = 64
	maxSteps      = 16
	maxKindLength = 200
	maxBudget     = 1 << 30 // a step's budget: its double is still an int on any platform
)

// comebackPoints is the deficit a winner came back from for a game to
// count as a comeback.
const comebackPoints = 10

// credit is a whole game's credit in a skill match: 60 is a multiple of
// every number of seats that can share a top score (1..6).
const credit = 60

// checkShape says what is wrong with a shape, or nil.
func checkShape(s Shape) error {
	switch {
	case s.Seats < 1 || s.Seats > maxSeats:
		return fmt.Errorf("%d seats: want 1 to %d", s.Seats, maxSeats)
	case s.Team && s.Seats != 1:
		return fmt.Errorf("a team game of %d seats: a team game has one score, the team's, so give it 1 seat", s.Seats)
	case len(s.Kinds) > maxKinds:
		return fmt.Errorf("%d decision kinds: at most %d", len(s.Kinds), maxKinds)
	case len(s.Steps) > maxSteps:
		return fmt.Errorf("%d steps of the skill trace: at most %d", len(s.Steps), maxSteps)
	}
	for i, k := range s.Kinds {
		switch {
		case k == "" || len(k) > maxKindLength:
			return fmt.Errorf("decision kind %d is named by %d characters: give 1 to %d", i+1, len(k), maxKindLength)
		case slices.Contains(s.Kinds[:i], k):
			return fmt.Errorf("the decision kind %q is named twice", k)
		}
	}
	for k, n := range s.Steps {
		if n < 1 || n > maxBudget {
			return fmt.Errorf("step %d of the skill trace has a budget of %d: give 1 to %d", k+1, n, maxBudget)
		}
	}
	return nil
}

// NewSums returns empty sums of that shape. A shape out of bounds (see
// UnmarshalJSON) is a programmer's error: it panics.
func NewSums(s Shape) *Sums {
	if err := checkShape(s); err != nil {
		panic("quality: NewSums: " + err.Error())
	}
	s.Kinds = append([]string{}, s.Kinds...)
	s.Steps = append([]int{}, s.Steps...)
	return &Sums{shape: s, choice: make([]choiceSums, len(s.Kinds)), skill: make([]skillSums, len(s.Steps))}
}

// Shape is what the sums are of (a copy).
func (s *Sums) Shape() Shape {
	sh := s.shape
	sh.Kinds = slices.Clone(sh.Kinds)
	sh.Steps = slices.Clone(sh.Steps)
	return sh
}

// Games is the number of games added by AddGame.
func (s *Sums) Games() int { return int(s.games) }

// AddDecision counts one searched decision of a kind of the shape: with
// its options (at least one) and whether its best option was clear. A
// kind the shape does not name panics.
func (s *Sums) AddDecision(d Decision) {
	k := slices.Index(s.shape.Kinds, d.Kind)
	if k < 0 || d.Options < 1 {
		panic(fmt.Sprintf("quality: AddDecision of kind %q with %d options: want a kind of %q and one option or more", d.Kind, d.Options, s.shape.Kinds))
	}
	c := &s.choice[k]
	c.Decisions++
	c.Options += int64(d.Options)
	if d.Clear {
		c.Clear++
	}
}

// AddSkill counts games played at step k of the skill trace, in which the
// stronger agent (mcts:2·Steps[k]) earned credit60 sixtieths of a game:
// 60 for a sole win, 60/t for a top score shared by t, 0 otherwise (in a
// team game, 60, 30 or 0 for the pair of deals). A step out of range or a
// credit out of 0..60·games panics.
func (s *Sums) AddSkill(step int, credit60 int64, games int) {
	if step < 0 || step >= len(s.skill) || games < 0 || credit60 < 0 || credit60 > credit*int64(games) {
		panic(fmt.Sprintf("quality: AddSkill at step %d of %d: %d games credited %d sixtieths (want 0 to 60 a game)", step, len(s.skill), games, credit60))
	}
	s.skill[step].Games += int64(games)
	s.skill[step].Credit60 += credit60
}

// Add adds another's sums of the same shape; sums of another shape are a
// programmer's error and panic.
func (s *Sums) Add(o *Sums) {
	a, b := s.shape, o.shape
	if a.Seats != b.Seats || a.Team != b.Team || !slices.Equal(a.Kinds, b.Kinds) || !slices.Equal(a.Steps, b.Steps) {
		panic(fmt.Sprintf("quality: adding sums of the shape %+v to sums of the shape %+v", b, a))
	}
	s.games += o.games
	s.length += o.length
	s.lengthSquared += o.lengthSquared
	s.ties += o.ties
	s.teamWins += o.teamWins
	s.firstSeatWins += o.firstSeatWins
	d, e := &s.drama, o.drama
	d.Games += e.Games
	d.Behind += e.Behind
	d.BehindSquared += e.BehindSquared
	d.Comebacks += e.Comebacks
	d.LeadChanges += e.LeadChanges
	d.LeadChangesSquared += e.LeadChangesSquared
	d.DecidedAt += e.DecidedAt
	d.DecidedAtSquared += e.DecidedAtSquared
	s.luck.add(o.luck)
	for k, c := range o.choice {
		s.choice[k].Decisions += c.Decisions
		s.choice[k].Options += c.Options
		s.choice[k].Clear += c.Clear
	}
	for k, c := range o.skill {
		s.skill[k].Games += c.Games
		s.skill[k].Credit60 += c.Credit60
	}
}
