package quality

import (
	"fmt"

	"github.com/tilesmith/tilesmith/schema"
)

// AddGame counts one game for drama and shape: its length, its tie (or
// in a team game its win), and in a competitive game with a sole winner
// how far behind the winner was, how often the lead changed and when the
// game was decided. A score line of the wrong size (fewer than two
// points, a point without every seat's score, tiles that go down or past
// a mix's) is a programmer's error and panics.
func (s *Sums) AddGame(g Game) {
	if err := s.checkGame(g); err != nil {
		panic("quality: AddGame: " + err.Error())
	}
	last := len(g.Points) - 1
	final := int64(g.Tiles[last])
	s.games++
	s.length += final
	s.lengthSquared += final * final
	if s.shape.Team {
		if g.Won {
			s.teamWins++
		}
		return
	}
	f, sole := follow(g)
	if !sole {
		s.ties++
		return
	}
	if f.winner == 0 {
		s.firstSeatWins++
	}
	d := &s.drama
	d.Games++
	d.Behind += f.behind
	d.BehindSquared += f.behind * f.behind
	if f.behind >= comebackPoints {
		d.Comebacks++
	}
	d.LeadChanges += f.changes
	d.LeadChangesSquared += f.changes * f.changes
	decided := perMille(g.Tiles[f.decided], g.Tiles[last])
	d.DecidedAt += decided
	d.DecidedAtSquared += decided * decided
}

// checkGame says what is wrong with a game's score line, or nil.
func (s *Sums) checkGame(g Game) error {
	scores := s.shape.Seats
	switch {
	case len(g.Points) < 2:
		return fmt.Errorf("a score line of %d points: want the start and the end at least", len(g.Points))
	case len(g.Tiles) != len(g.Points):
		return fmt.Errorf("%d points of the score line and %d counts of tiles: want one per point", len(g.Points), len(g.Tiles))
	case g.Won && !s.shape.Team:
		return fmt.Errorf("a competitive game won by the team")
	}
	for i, p := range g.Points {
		if len(p) != scores {
			return fmt.Errorf("point %d of the score line has %d scores: want %d", i, len(p), scores)
		}
		if g.Tiles[i] < 0 || g.Tiles[i] > schema.MaxMixTiles || i > 0 && g.Tiles[i] < g.Tiles[i-1] {
			return fmt.Errorf("point %d of the score line is at %d tiles: want a count that never goes down, 0 to %d", i, g.Tiles[i], schema.MaxMixTiles)
		}
	}
	return nil
}

// perMille is part/whole in thousandths, rounded (0 of a game of no tiles).
func perMille(part, whole int) int64 {
	if whole <= 0 {
		return 0
	}
	return (2000*int64(part) + int64(whole)) / (2 * int64(whole))
}

// followed is what following a competitive game's score line finds.
type followed struct {
	winner  int   // the seat with the top final score, alone
	behind  int64 // the winner's worst deficit: max over points of the best other score less its own, 0 if never behind
	changes int64 // how often the sole leader changed
	decided int   // the point from which the winner led alone for good (0 if it was the game's first sole leader)
}

// follow follows the score line of a competitive game; sole is false if
// its top final score is shared (then nothing else is filled in).
func follow(g Game) (f followed, sole bool) {
	last := len(g.Points) - 1
	winner, ok := soleLeader(g.Points[last])
	if !ok {
		return f, false
	}
	f.winner = winner
	leader := -1 // the last sole leader, -1 before anyone led alone
	for i, p := range g.Points {
		best := -1 << 62
		for seat, v := range p {
			if seat != winner {
				best = max(best, v)
			}
		}
		if len(p) > 1 {
			f.behind = max(f.behind, int64(best)-int64(p[winner]))
		}
		now, ok := soleLeader(p)
		if !ok || now == leader {
			continue
		}
		if leader >= 0 {
			f.changes++
			if now == winner {
				f.decided = i
			}
		}
		leader = now
	}
	return f, true
}

// soleLeader is the seat that alone holds the top score of a point.
func soleLeader(scores []int) (int, bool) {
	top, at, shared := 0, -1, false
	for seat, v := range scores {
		switch {
		case at < 0 || v > top:
			top, at, shared = v, seat, false
		case v == top:
			shared = true
		}
	}
	return at, at >= 0 && !shared
}
