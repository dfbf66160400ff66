package quality

// Report is the game-quality report: each figure with its 95% interval
// where it has one. A section a game cannot have (luck and drama of a
// team game) is left out, and Notes say why in words.
type Report struct {
	Seats int  `json:"seats"`
	Team  bool `json:"team"`
	// Skill is the skill trace, a step per budget; SkillDepth the number
	// of leading steps whose stronger agent still wins more than its
	// fair share.
	Skill      []SkillStep `json:"skill"`
	SkillDepth int         `json:"skillDepth"`
	Luck       *Luck       `json:"luck,omitempty"`
	Drama      *Drama      `json:"drama,omitempty"`
	Choice     Choice      `json:"choice"`
	Shape      GameShape   `json:"shape"`
	Notes      []string    `json:"notes,omitempty"`
}

// SkillStep is one step of the skill trace: a search of twice the budget
// (Stronger) against one of the budget.
type SkillStep struct {
	Budget   int   `json:"budget"`
	Stronger int   `json:"stronger"`
	Games    int64 `json:"games"`
	// Share is the stronger agent's share of the games' credit (nil
	// without games); Fair the share of an agent no better than the other.
	Share     *Estimate `json:"share,omitempty"`
	Fair      float64   `json:"fair"`
	StillWins bool      `json:"stillWins"`
}

// Drama is how close and how turning a competitive game's games were,
// over the games with a sole winner.
type Drama struct {
	Games int64 `json:"games"`
	Ties  int64 `json:"ties"` // games with a shared top score, not counted here
	// Behind is the winner's worst deficit in points (0 if never behind);
	// Comebacks the share of games it was ComebackPoints or more.
	Behind         *Estimate `json:"behind,omitempty"`
	ComebackPoints int       `json:"comebackPoints"`
	Comebacks      *Estimate `json:"comebacks,omitempty"`
	// LeadChanges is how often per game the sole leader changed.
	LeadChanges *Estimate `json:"leadChanges,omitempty"`
	// DecidedAt is the share of the game (its tiles placed) from which
	// the eventual winner led alone for good; 0 if it did from its first
	// lead.
	DecidedAt *Estimate `json:"decidedAt,omitempty"`
}

// Choice is how many real choices the searched decisions offered, per
// kind and over all.
type Choice struct {
	Kinds []KindChoice `json:"kinds"`
	All   KindChoice   `json:"all"`
}

// KindChoice is one decision kind's: decisions searched, their mean
// number of options (0 without decisions), and the share whose best
// option was clearly better than the second.
type KindChoice struct {
	Kind      string    `json:"kind"`
	Decisions int64     `json:"decisions"`
	Branching float64   `json:"branching"`
	Clear     *Estimate `json:"clear,omitempty"`
}

// GameShape is the games' length, ties (a team game: wins) and the first
// seat's edge.
type GameShape struct {
	Games  int64     `json:"games"`
	Length *Estimate `json:"length,omitempty"` // tiles placed
	Ties   *Estimate `json:"ties,omitempty"`   // competitive: the share of games with a shared top score
	Wins   *Estimate `json:"wins,omitempty"`   // team: the share of games won
	// FirstSeatWins is the first seat's share of sole wins (competitive),
	// against FairShare, 1/Seats.
	FirstSeatWins *Estimate `json:"firstSeatWins,omitempty"`
	FairShare     float64   `json:"fairShare,omitempty"`
}

// Report computes the report from the sums.
func (s *Sums) Report() *Report {
	sh := s.shape
	r := &Report{Seats: sh.Seats, Team: sh.Team, Skill: []SkillStep{}}
	fair := 1 / float64(sh.Seats)
	if sh.Team {
		fair = 0.5 // the pair of deals: the stronger team scores 60, 30 or 0
	}
	depthEnded := false
	for k, st := range s.skill {
		step := SkillStep{Budget: sh.Steps[k], Stronger: 2 * sh.Steps[k], Games: st.Games, Fair: fair, Share: rate(st.Credit60, st.Games, credit)}
		step.StillWins = step.Share != nil && step.Share.CI95.Low > fair
		if !step.StillWins {
			depthEnded = true
		}
		if !depthEnded {
			r.SkillDepth++
		}
		r.Skill = append(r.Skill, step)
	}
	switch {
	case sh.Team:
		r.Notes = append(r.Notes, "luck and drama are not measured: a cooperative game has one team, so there is no margin between seats")
	case sh.Seats < 2:
		r.Notes = append(r.Notes, "luck and drama are not measured: a game of one seat has no margin between seats")
	default:
		r.Luck = s.luck.luck(sh.Seats)
		switch {
		case s.luck.Deals == 0:
			r.Notes = append(r.Notes, "luck is not measured: no deals were played in every rotation of the seats")
		case r.Luck == nil:
			r.Notes = append(r.Notes, "luck is not measured: every seat's margin was 0 in every deal")
		}
		d := s.drama
		r.Drama = &Drama{Games: d.Games, Ties: s.ties, ComebackPoints: comebackPoints,
			Behind: mean(d.Behind, d.BehindSquared, d.Games, 1), Comebacks: rate(d.Comebacks, d.Games, 1),
			LeadChanges: mean(d.LeadChanges, d.LeadChangesSquared, d.Games, 1), DecidedAt: mean(d.DecidedAt, d.DecidedAtSquared, d.Games, 1000)}
	}
	r.Choice = s.choiceReport()
	r.Shape = GameShape{Games: s.games, Length: mean(s.length, s.lengthSquared, s.games, 1)}
	if sh.Team {
		r.Shape.Wins = rate(s.teamWins, s.games, 1)
	} else {
		r.Shape.Ties = rate(s.ties, s.games, 1)
		r.Shape.FirstSeatWins = rate(s.firstSeatWins, s.games, 1)
		r.Shape.FairShare = fair
	}
	return r
}

// choiceReport is the choice per kind and over all kinds.
func (s *Sums) choiceReport() Choice {
	c := Choice{Kinds: []KindChoice{}}
	var all choiceSums
	for k, sums := range s.choice {
		c.Kinds = append(c.Kinds, kindChoice(s.shape.Kinds[k], sums))
		all.Decisions += sums.Decisions
		all.Options += sums.Options
		all.Clear += sums.Clear
	}
	c.All = kindChoice("all", all)
	return c
}

func kindChoice(kind string, c choiceSums) KindChoice {
	k := KindChoice{Kind: kind, Decisions: c.Decisions, Clear: rate(c.Clear, c.Decisions, 1)}
	if c.Decisions > 0 {
		k.Branching = float64(c.Options) / float64(c.Decisions)
	}
	return k
}
