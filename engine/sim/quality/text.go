package quality

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText prints the report for designers: a section headed "Game
// quality", with a short table or line per measure saying in plain words
// what it means.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	who := fmt.Sprintf("%d seats", r.Seats)
	if r.Team {
		who = "a cooperative game"
	}
	fmt.Fprintf(&b, "\nGame quality (%s; ranges are 95%% intervals)\n", who)
	if err := r.writeSkill(&b); err != nil {
		return err
	}
	r.writeLuck(&b)
	r.writeDrama(&b)
	if err := r.writeChoice(&b); err != nil {
		return err
	}
	r.writeShape(&b)
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func (r *Report) writeSkill(b *strings.Builder) error {
	if len(r.Skill) == 0 {
		b.WriteString("\nskill: not measured (no steps of the skill trace)\n")
		return nil
	}
	if r.Team {
		b.WriteString("\nskill: does a team thinking twice as long do better on the same deal? (a game worth as much counts half)\n")
	} else {
		b.WriteString("\nskill: does thinking twice as long win more than a fair share? (a shared top score counts a share)\n")
	}
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "stronger\tagainst\tgames\tstronger's share\t95% interval\tfair share\tverdict\t")
	for _, s := range r.Skill {
		if s.Share == nil {
			fmt.Fprintf(tw, "mcts:%d\tmcts:%d\t0\t-\t-\t%s\tnot played\t\n", s.Stronger, s.Budget, percent(s.Fair))
			continue
		}
		verdict := "a coin flip"
		if s.StillWins {
			verdict = "still wins"
		}
		fmt.Fprintf(tw, "mcts:%d\tmcts:%d\t%d\t%s\t%s\t%s\t%s\t\n", s.Stronger, s.Budget, s.Games, percent(s.Share.Value),
			percentRange(*s.Share.CI95), percent(s.Fair), verdict)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	var wins []string
	for _, s := range r.Skill[:r.SkillDepth] {
		wins = append(wins, fmt.Sprintf("mcts:%d beats mcts:%d", s.Stronger, s.Budget))
	}
	fmt.Fprintf(b, "skill depth %d", r.SkillDepth)
	if len(wins) > 0 {
		fmt.Fprintf(b, ": %s", strings.Join(wins, " and "))
	}
	if r.SkillDepth < len(r.Skill) {
		s := r.Skill[r.SkillDepth]
		sep := "; "
		if len(wins) == 0 {
			sep = ": "
		}
		if s.Share == nil {
			fmt.Fprintf(b, "%smcts:%d against mcts:%d was not played", sep, s.Stronger, s.Budget)
		} else {
			fmt.Fprintf(b, "%smcts:%d against mcts:%d cannot be told apart from a coin flip", sep, s.Stronger, s.Budget)
		}
	}
	b.WriteString(".\n  (the deeper, the more skill the game rewards: more thought keeps paying off)\n")
	return nil
}

func (r *Report) writeLuck(b *strings.Builder) {
	l := r.Luck
	if l == nil {
		return
	}
	fmt.Fprintf(b, "\nluck %.2f (%.2f to %.2f), over %d deals, each played in every one of the %d rotations of the players around the table:\n",
		l.Luck, l.LuckCI.Low, l.LuckCI.High, l.Deals, l.Rotations)
	fmt.Fprintf(b, "  %s of the differences between the seats' results are set by the deal (the tiles' order), whoever plays the seat;\n", percent(l.Luck))
	b.WriteString("  0: the deal decides nothing, the players' play does; 1: the deal decides everything\n")
}

func (r *Report) writeDrama(b *strings.Builder) {
	d := r.Drama
	if d == nil {
		return
	}
	fmt.Fprintf(b, "\ndrama, over %d games with a sole winner (%d more ended in a shared top score):\n", d.Games, d.Ties)
	if d.Games == 0 {
		b.WriteString("  not measured: no game had a sole winner\n")
		return
	}
	fmt.Fprintf(b, "  behind      the winner was at worst %s points behind on average%s;\n", number(d.Behind.Value), numberRange(d.Behind.CI95))
	fmt.Fprintf(b, "              %s of the games were comebacks from %d points or more behind (%s)\n", percent(d.Comebacks.Value), d.ComebackPoints, percentRange(*d.Comebacks.CI95))
	fmt.Fprintf(b, "  lead        the lead changed hands %s times a game%s (the first to lead alone is not a change; a shared lead is none)\n", number(d.LeadChanges.Value), numberRange(d.LeadChanges.CI95))
	fmt.Fprintf(b, "  decided at  %s of the way through the game%s, the winner took the lead for good (0%%: it led from its first lead)\n", percent(d.DecidedAt.Value), percentRangeOf(d.DecidedAt.CI95))
}

func (r *Report) writeChoice(b *strings.Builder) error {
	if len(r.Choice.Kinds) == 0 {
		return nil
	}
	b.WriteString("\nchoice: how many options a decision had, and how often the search found one clearly best\n")
	b.WriteString("  (clearly: better than the second by more than twice the uncertainty; few clear decisions, little real choice)\n")
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "decision\tsearched\toptions\tclear\t95% interval\t")
	for _, k := range append(r.Choice.Kinds, r.Choice.All) {
		if k.Clear == nil {
			fmt.Fprintf(tw, "%s\t0\t-\t-\t-\t\n", k.Kind)
			continue
		}
		fmt.Fprintf(tw, "%s\t%d\t%.1f\t%s\t%s\t\n", k.Kind, k.Decisions, k.Branching, percent(k.Clear.Value), percentRange(*k.Clear.CI95))
	}
	return tw.Flush()
}

func (r *Report) writeShape(b *strings.Builder) {
	s := r.Shape
	fmt.Fprintf(b, "\nshape, over %d games:\n", s.Games)
	if s.Games == 0 {
		return
	}
	fmt.Fprintf(b, "  length      %s tiles placed a game%s\n", number(s.Length.Value), numberRange(s.Length.CI95))
	if s.Wins != nil {
		fmt.Fprintf(b, "  wins        the team won %s of its games (%s)\n", percent(s.Wins.Value), percentRange(*s.Wins.CI95))
	}
	if s.Ties != nil {
		fmt.Fprintf(b, "  ties        %s of the games ended in a shared top score (%s)\n", percent(s.Ties.Value), percentRange(*s.Ties.CI95))
	}
	if s.FirstSeatWins != nil {
		fmt.Fprintf(b, "  first seat  won %s of the games alone (%s); a fair share is %s\n", percent(s.FirstSeatWins.Value),
			percentRange(*s.FirstSeatWins.CI95), percent(s.FairShare))
	}
}

func percent(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func percentRange(i Interval) string {
	return fmt.Sprintf("%.1f%% to %.1f%%", 100*i.Low, 100*i.High)
}

// percentRangeOf is an interval of shares in brackets, or nothing.
func percentRangeOf(i *Interval) string {
	if i == nil {
		return ""
	}
	return " (" + percentRange(*i) + ")"
}

func number(x float64) string { return fmt.Sprintf("%.2f", x) }

// numberRange is an interval in brackets, or nothing.
func numberRange(i *Interval) string {
	if i == nil {
		return ""
	}
	return fmt.Sprintf(" (%.2f to %.2f)", i.Low, i.High)
}
