package classic_test

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// TestInvariants plays many random games (100,000; 2,000 with -short) over
// every mix, 2 to 5 players and the house rules, and checks after every
// turn that each player's followers in supply and on the board make 7 and
// that no score decreases; at the end, that every tile drawn was placed or
// set aside exactly once; and for one game in 50 that the match protocol
// plays the same game, whose record of moves replays to it exactly on the
// checked path.
func TestInvariants(t *testing.T) {
	games := 100_000
	if testing.Short() {
		games = 2_000
	}
	set := rulesSet(t)
	variants := []string{"", `{"returnUnplaceable": true}`, `{"handSize": 3}`, `{"holeBonusTurn": true}`,
		`{"board": {"width": 7, "height": 7}, "edgeCompletes": true, "returnUnplaceable": true}`, `{"noIncompleteScoring": true}`}
	mixes := []string{"WD", "WE1", "WE2", "WE3"}
	type setup struct {
		g  *classic.Game
		bs []engine.Bot
	}
	cache := map[string]setup{}
	var pl classic.Player
	for i := range games {
		players := 2 + i%4
		options := variants[i/4%len(variants)]
		mix := mixes[i/24%len(mixes)]
		key := fmt.Sprint(players, options, mix)
		s, ok := cache[key]
		if !ok {
			rules, err := classic.Ruleset{}.Bind(set, []byte(options))
			if err != nil {
				t.Fatal(err)
			}
			names := []string{"Red", "Blue", "Green", "Yellow", "Black"}[:players]
			g, err := classic.NewGame(set, rules, engine.Setup{Mix: mix, Players: names, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s = setup{g, make([]engine.Bot, players)}
			for j := range s.bs {
				s.bs[j] = bots.Random{}
			}
			cache[key] = s
		}
		g := s.g
		seed := uint64(i) + 1
		if err := g.Reset(seed); err != nil {
			t.Fatal(err)
		}
		var last [5]int
		for g.Begin() {
			pl.Turn(g, s.bs[g.Current()])
			if err := checkTurn(g, &last); err != nil {
				t.Fatalf("game %d (%s, %d players, %s), turn %d: %v", i, mix, players, options, g.Turn(), err)
			}
		}
		if err := checkTurn(g, &last); err != nil {
			t.Fatalf("game %d after final scoring: %v", i, err)
		}
		drawn := 0
		for seat := range players {
			drawn += g.Stats(seat).Drawn
		}
		placed := len(g.Board()) - len(g.Mix().Start)
		if g.Pile().Remaining() != 0 || placed+g.Discarded() != g.Mix().Total-len(g.Mix().Start) {
			t.Fatalf("game %d: %d placed + %d set aside + %d left for %d tiles", i, placed, g.Discarded(), g.Pile().Remaining(), g.Mix().Total-1)
		}
		if i%50 == 0 {
			if err := checkReplay(t, set, g, options); err != nil {
				t.Fatalf("game %d (%s, %d players, %s): %v", i, mix, players, options, err)
			}
		}
	}
}

// checkTurn checks the per-turn invariants and remembers the scores.
func checkTurn(g *classic.Game, last *[5]int) error {
	onBoard := make([]int, len(g.Players()))
	for _, f := range g.Followers() {
		onBoard[f.Player]++
	}
	for seat := range g.Players() {
		if g.Supply(seat)+onBoard[seat] != 7 {
			return fmt.Errorf("seat %d: %d in supply + %d on the board", seat, g.Supply(seat), onBoard[seat])
		}
		if g.Score(seat) < last[seat] {
			return fmt.Errorf("seat %d: score fell from %d to %d", seat, last[seat], g.Score(seat))
		}
		last[seat] = g.Score(seat)
	}
	return nil
}

// checkReplay plays g's game again as a match of random bots, checks that
// it is g's game, and that its record of moves replays to it on the
// checked path (its steps' replay is TestRecordRoundTrip's).
func checkReplay(t *testing.T, set *engine.Set, g *classic.Game, options string) error {
	t.Helper()
	seats := make([]engine.Bot, len(g.Players()))
	for i := range seats {
		seats[i] = bots.Random{}
	}
	p := playMatch(t, set, g.Mix().ID, options, g.Seed(), seats)
	if err := sameGame(p.g, g); err != nil {
		return fmt.Errorf("the match played another game: %w", err)
	}
	moves, err := p.formatOne(set, options)
	if err != nil {
		return err
	}
	r, err := replayMoves(set, moves)
	if err != nil {
		return fmt.Errorf("replay of the moves: %w", err)
	}
	if err := sameGame(r, g); err != nil {
		return fmt.Errorf("replay of the moves: %w", err)
	}
	return nil
}
