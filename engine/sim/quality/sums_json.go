package quality

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/schema"
)

// maxSum bounds every whole number the sums read back hold, as a partial
// report's (engine/sim's MaxSum): far above any run's, and low enough
// that a merge of many cannot overflow.
const maxSum = 1 << 56

// sumsJSON is Sums as a partial report holds them: the shape and the raw
// sums. The luck's sums are strings of decimal digits (128-bit).
type sumsJSON struct {
	Shape         Shape        `json:"shape"`
	Games         int64        `json:"games"`
	Length        int64        `json:"length"`
	LengthSquared int64        `json:"lengthSquared"`
	Ties          int64        `json:"ties"`
	TeamWins      int64        `json:"teamWins"`
	FirstSeatWins int64        `json:"firstSeatWins"`
	Drama         dramaSums    `json:"drama"`
	Luck          luckSums     `json:"luck"`
	Choice        []choiceSums `json:"choice"`
	Skill         []skillSums  `json:"skill"`
}

// MarshalJSON writes the shape and the raw sums.
func (s *Sums) MarshalJSON() ([]byte, error) {
	return json.Marshal(sumsJSON{Shape: s.shape, Games: s.games, Length: s.length, LengthSquared: s.lengthSquared,
		Ties: s.ties, TeamWins: s.teamWins, FirstSeatWins: s.firstSeatWins, Drama: s.drama, Luck: s.luck,
		Choice: s.choice, Skill: s.skill})
}

// UnmarshalJSON reads what MarshalJSON wrote, strictly (an unknown field
// is refused), and checks that it holds together — a shape within bounds,
// sums of the sizes it gives, counts neither negative nor past what a run
// counts, parts no larger than their wholes — so that the report made of
// it is sound. Messages say what is wrong.
func (s *Sums) UnmarshalJSON(data []byte) error {
	var in sumsJSON
	if err := tally.Decode(data, &in); err != nil {
		return fmt.Errorf("the quality sums: %w", err)
	}
	if err := checkShape(in.Shape); err != nil {
		return fmt.Errorf("the quality sums' shape: %w", err)
	}
	if err := in.check(); err != nil {
		return fmt.Errorf("the quality sums: %w", err)
	}
	*s = *NewSums(in.Shape)
	s.games, s.length, s.lengthSquared = in.Games, in.Length, in.LengthSquared
	s.ties, s.teamWins, s.firstSeatWins = in.Ties, in.TeamWins, in.FirstSeatWins
	s.drama, s.luck = in.Drama, in.Luck
	copy(s.choice, in.Choice)
	copy(s.skill, in.Skill)
	return nil
}

// DecodeSums reads sums that MarshalJSON wrote.
func DecodeSums(data []byte) (*Sums, error) {
	s := &Sums{}
	if err := s.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return s, nil
}

// count is a whole number the sums hold, named for messages.
type count struct {
	what string
	n    int64
}

// part is a sum that cannot pass perGame times the games it is over.
type part struct {
	what           string
	sum            int64
	perGame, games int64
}

// check says what is wrong with sums read back (their shape checked), or nil.
func (in *sumsJSON) check() error {
	sh := in.Shape
	if len(in.Choice) != len(sh.Kinds) {
		return fmt.Errorf("%d kinds of decisions counted where the shape names %d", len(in.Choice), len(sh.Kinds))
	}
	if len(in.Skill) != len(sh.Steps) {
		return fmt.Errorf("%d steps of the skill trace counted where the shape has %d", len(in.Skill), len(sh.Steps))
	}
	d := in.Drama
	counts := []count{
		{"games", in.Games}, {"tiles placed", in.Length}, {"squared tiles placed", in.LengthSquared},
		{"ties", in.Ties}, {"team wins", in.TeamWins}, {"first seat's wins", in.FirstSeatWins},
		{"games with a sole winner", d.Games}, {"points of winners' deficits", d.Behind}, {"squared deficits", d.BehindSquared},
		{"comebacks", d.Comebacks}, {"lead changes", d.LeadChanges}, {"squared lead changes", d.LeadChangesSquared},
		{"thousandths of games decided", d.DecidedAt}, {"squared thousandths of games decided", d.DecidedAtSquared},
	}
	for k, c := range in.Choice {
		kind := sh.Kinds[k]
		counts = append(counts, count{kind + " decisions", c.Decisions}, count{"options of " + kind + " decisions", c.Options},
			count{"clear " + kind + " decisions", c.Clear})
	}
	for k, st := range in.Skill {
		counts = append(counts, count{fmt.Sprintf("games at step %d of the skill trace", k+1), st.Games},
			count{fmt.Sprintf("sixtieths of credit at step %d of the skill trace", k+1), st.Credit60})
	}
	for _, c := range counts {
		if c.n < 0 || c.n >= maxSum {
			return fmt.Errorf("they count %d %s: want 0 to %d", c.n, c.what, int64(maxSum-1))
		}
	}
	// Parts no larger than their wholes: what one game (or decision) can
	// add at most, times their number.
	parts := []part{
		{"tiles placed", in.Length, schema.MaxMixTiles, in.Games},
		{"squared tiles placed", in.LengthSquared, schema.MaxMixTiles * schema.MaxMixTiles, in.Games},
		{"tiles placed (each at most its square)", in.Length, 1, in.LengthSquared},
		{"ties", in.Ties, 1, in.Games},
		{"team wins", in.TeamWins, 1, in.Games},
		{"first seat's sole wins", in.FirstSeatWins, 1, d.Games},
		{"comebacks", d.Comebacks, 1, d.Games},
		{"comebacks (each of 10 points behind or more)", comebackPoints * d.Comebacks, 1, d.Behind},
		{"points of winners' deficits (each at most its square)", d.Behind, 1, d.BehindSquared},
		{"lead changes (each at most its square)", d.LeadChanges, 1, d.LeadChangesSquared},
		{"thousandths of games decided", d.DecidedAt, 1000, d.Games},
		{"squared thousandths of games decided", d.DecidedAtSquared, 1000 * 1000, d.Games},
		{"thousandths of games decided (each at most its square)", d.DecidedAt, 1, d.DecidedAtSquared},
	}
	for k, c := range in.Choice {
		kind := sh.Kinds[k]
		parts = append(parts, part{"clear " + kind + " decisions", c.Clear, 1, c.Decisions},
			part{kind + " decisions (each of one option at least)", c.Decisions, 1, c.Options})
	}
	for k, st := range in.Skill {
		parts = append(parts, part{fmt.Sprintf("sixtieths of credit at step %d of the skill trace", k+1), st.Credit60, credit, st.Games})
	}
	for _, p := range parts {
		if p.games < math.MaxInt64/p.perGame && p.sum > p.perGame*p.games {
			return fmt.Errorf("they do not hold together: %d %s, where at most %d fit", p.sum, p.what, p.perGame*p.games)
		}
	}
	switch {
	case sh.Team && (in.Ties != 0 || in.FirstSeatWins != 0 || d != dramaSums{}):
		return fmt.Errorf("they count ties, seats' wins or drama of a team game, which has none")
	case !sh.Team && in.TeamWins != 0:
		return fmt.Errorf("they count a team's wins in a competitive game")
	case !sh.Team && d.Games+in.Ties != in.Games:
		return fmt.Errorf("they do not hold together: %d games with a sole winner and %d ties, not the %d games", d.Games, in.Ties, in.Games)
	}
	return in.Luck.check(sh.Seats, !sh.Team && sh.Seats >= 2)
}
