package castle_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestInvariants plays games of random and greedy bots on the built-in
// board and checks what must hold after each: the whole pile drawn;
// every tile inside the wall; followers conserved (placed plus supply,
// merchants staying); no scoring to two players ("a TIE SCORES
// NOTHING": an event naming both is a tie's, of 0 points, saying so); wall tiles conserved (on the track, taken, in the box); and
// every game's steps (its record) replaying to the same score document.
func TestInvariants(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	games := 10000
	if testing.Short() {
		games = 500
	}
	cells := map[[2]int]bool{}
	for y, row := range set.Pack.Rules.Castle.Board.Cells {
		for x, c := range row {
			if c == '#' {
				cells[[2]int{x, y}] = true
			}
		}
	}
	wallTiles := 0
	for _, w := range set.Pack.Rules.Castle.WallTiles {
		wallTiles += w.Count
	}
	pairs := [][2]string{{"random", "random"}, {"greedy", "random"}, {"greedy", "greedy"}}
	for _, pair := range pairs {
		t.Run(pair[0]+"-"+pair[1], func(t *testing.T) {
			g, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, 0, true)
			if err != nil {
				t.Fatal(err)
			}
			seats := make([]castle.Bot, 2)
			for i, name := range pair {
				if seats[i], err = castle.Bots.New(name); err != nil {
					t.Fatal(err)
				}
			}
			n := games / len(pairs)
			if pair[0] == "greedy" {
				n /= 10
			}
			for seed := uint64(1); seed <= uint64(n); seed++ {
				if err := g.Reset(seed); err != nil {
					t.Fatal(err)
				}
				h := engine.NewHistory(g)
				if err := engine.DriveWith(h, seats); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if msg := checkGame(g, cells, wallTiles); msg != "" {
					t.Fatalf("seed %d: %s", seed, msg)
				}
				checkReplay(t, set, g, h.Steps(), seed)
			}
		})
	}
}

func checkGame(g *castle.Game, cells map[[2]int]bool, wallTiles int) string {
	core := g.Core()
	if !g.Over() || core.Pile().Drawn() != core.Pile().Size() {
		return fmt.Sprintf("the game stopped with %d of %d tiles drawn", core.Pile().Drawn(), core.Pile().Size())
	}
	for _, p := range core.Board() {
		if !core.Set.Tiles[p.Tile].Start && !cells[[2]int{p.X, p.Y}] {
			return fmt.Sprintf("tile %s at (%d,%d) outside the wall", core.Set.Tiles[p.Tile].ID, p.X, p.Y)
		}
	}
	for _, e := range core.Events() {
		if len(e.Players) != 1 && (e.Points != 0 || !strings.HasPrefix(e.Detail, "tied, nobody scores")) {
			return fmt.Sprintf("a %s scored %d for %v (%s): a tie scores nothing", e.Kind, e.Points, e.Players, e.Detail)
		}
	}
	standing := len(core.Table().Followers())
	if supply := core.Supply(0) + core.Supply(1); standing+supply != 2*core.Options().Followers {
		return fmt.Sprintf("%d followers stand and %d are in supply, of %d", standing, supply, 2*core.Options().Followers)
	}
	taken, played, held := 0, 0, 0
	for seat := range 2 {
		st := g.Stats(seat)
		for k := range st.Taken {
			taken += st.Taken[k]
			played += st.Played[k]
		}
		held += len(g.Held(seat))
	}
	if taken != played+held {
		return fmt.Sprintf("%d wall tiles taken, but %d played and %d held", taken, played, held)
	}
	corners := len(core.Set.Pack.Rules.Castle.Board.Track.Corners) - 1 // all but the 0/1 corner
	if taken > corners {
		return fmt.Sprintf("%d wall tiles taken, more than the %d the track held", taken, corners)
	}
	if onTrack, removed, unseen := g.WallTilesOnTrack(), g.WallTilesRemoved(), g.WallTilesUnseen(); onTrack+removed+unseen+taken != wallTiles {
		return fmt.Sprintf("wall tiles: %d on the track, %d removed from it at the end, %d in the box and %d taken, of %d", onTrack, removed, unseen, taken, wallTiles)
	}
	return ""
}

// checkReplay replays the game's steps, as its record holds them, on a
// new game of its set-up, and compares the score documents.
func checkReplay(t *testing.T, set *engine.Set, g *castle.Game, steps []engine.Step, seed uint64) {
	t.Helper()
	r, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.ReplaySteps(r, steps); err != nil {
		t.Fatalf("seed %d: the steps do not replay: %v", seed, err)
	}
	want, err := g.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("seed %d: the replay scores\n%s\nthe game scored\n%s", seed, got, want)
	}
}
