package classic_test

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// miniSet compiles schema/testdata/valid/classic-mini.json (a hand of
// three, returnUnplaceable, a 12×10 table whose edge completes features;
// 8 tiles to draw), changed by edit when it is not nil.
func miniSet(t *testing.T, edit func(*schema.Pack)) *engine.Set {
	t.Helper()
	p := testpacks.Mini(t, "classic")
	if edit != nil {
		var err error
		if p, err = schema.Clone(p); err != nil {
			t.Fatal(err)
		}
		edit(p)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// swapCounts swaps the copies of two tiles in every mix.
func swapCounts(a, b string) func(*schema.Pack) {
	return func(p *schema.Pack) {
		for mi := range p.Mixes {
			c := p.Mixes[mi].Counts
			ia, ib := -1, -1
			for i := range c {
				switch c[i].Tile {
				case a:
					ia = i
				case b:
					ib = i
				}
			}
			c[ia].Count, c[ib].Count = c[ib].Count, c[ia].Count
		}
	}
}

// playAndReplay plays a game with random bots through the match
// protocol, as `tilesmith play` does, and replays it both ways a record
// holds it: its steps (format 2, what the build writes) through the match,
// and its moves (format 1, what earlier builds wrote) on the checked path;
// it reports every way a replay differs.
func playAndReplay(t *testing.T, set *engine.Set, mix, options string, players int, seed uint64) error {
	t.Helper()
	seats := make([]engine.Bot, players)
	for i := range seats {
		seats[i] = bots.Random{}
	}
	p := playMatch(t, set, mix, options, seed, seats)
	steps, err := p.steps(set, options)
	if err != nil {
		return err
	}
	r, err := replaySteps(set, steps)
	if err != nil {
		return fmt.Errorf("replay of the steps: %w\n%s", err, steps)
	}
	if err := sameGame(r, p.g); err != nil {
		return fmt.Errorf("replay of the steps: %w\n%s", err, steps)
	}
	moves, err := p.formatOne(set, options)
	if err != nil {
		return err
	}
	if r, err = replayMoves(set, moves); err != nil {
		return fmt.Errorf("replay of the moves: %w\n%s", err, moves)
	}
	if err := sameGame(r, p.g); err != nil {
		return fmt.Errorf("replay of the moves: %w\n%s", err, moves)
	}
	return nil
}

// TestReplayWithHands: a game bots play with the hand-size house rule
// replays from its record to the same board, events and scores — its
// steps, and its moves on the checked path. Hands are not in a record of
// moves, so the checked path must pass over the seats play passed over (a
// hand empty once the bag is empty) and know which tiles set aside left
// the game while the tiles that would fit were in hands.
func TestReplayWithHands(t *testing.T) {
	mini := miniSet(t, nil)
	// A:1 Q:2 on an 8×2 table: Q often fits nowhere, late in the game.
	miniQ := miniSet(t, swapCounts("A", "Q"))
	winter := winterSet(t)
	for _, tc := range []struct {
		name  string
		games []handGame
	}{
		// The CLI's --players 5 --seed 1: 8 tiles to draw in hands of three,
		// so Yellow and Black never hold a tile.
		{"classic-mini, 5 players, seed 1: the last two seats never draw", []handGame{{mini, "base", "", 5, 1}}},
		// The CLI's --players 2 --seed 5: Blue sets aside both Qs once the
		// bag is empty (they leave the game though D, in Red's hand, fits),
		// so Red plays the last tile.
		{"classic-mini A:1 Q:2 on 8x2, 2 players, seed 5: a hand runs out by setting tiles aside", []handGame{{miniQ, "base", `{"board": {"width": 8, "height": 2}}`, 2, 5}}},
		{"classic-mini, seeds 1-50, 2-5 players", sweep(mini, "base", `{"handSize": 3}`)},
		{"classic-mini A:1 Q:2 on 8x2, seeds 1-50, 2-5 players", sweep(miniQ, "base", `{"handSize": 3, "board": {"width": 8, "height": 2}}`)},
		{"winter-edition WE3 hand of three, seeds 1-50, 2-5 players", sweep(winter, "WE3", `{"handSize": 3}`)},
		{"winter-edition WD hand of three, all house rules on 7x7, seeds 1-50, 2-5 players",
			sweep(winter, "WD", `{"handSize": 3, "returnUnplaceable": true, "holeBonusTurn": true, "board": {"width": 7, "height": 7}, "edgeCompletes": true}`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, gm := range tc.games {
				if err := playAndReplay(t, gm.set, gm.mix, gm.options, gm.players, gm.seed); err != nil {
					t.Errorf("%d players, seed %d: %v", gm.players, gm.seed, err)
				}
			}
		})
	}
}

// handGame is one game of TestReplayWithHands.
type handGame struct {
	set     *engine.Set
	mix     string
	options string
	players int
	seed    uint64
}

// sweep lists the games of seeds 1–50 for 2 to 5 players.
func sweep(set *engine.Set, mix, options string) []handGame {
	var out []handGame
	for players := 2; players <= 5; players++ {
		for seed := uint64(1); seed <= 50; seed++ {
			out = append(out, handGame{set, mix, options, players, seed})
		}
	}
	return out
}
