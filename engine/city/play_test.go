package city_test

import (
	"bytes"
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestBotGamesReplay: games of bots on the built-in pack end by one of the
// three ends, keep every follower on the board, on the wall or in the
// supply, and write records that replay to the same board and scores —
// and so do the records without the wall's cells, as builds before issue
// 32 wrote them.
func TestBotGamesReplay(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	for _, bots := range [][]string{{"random", "random"}, {"greedy", "random", "greedy"}, {"greedy", "greedy", "greedy", "greedy"}} {
		t.Run(bots[0]+" and others", func(t *testing.T) {
			players := []string{"Red", "Blue", "Green", "Yellow"}[:len(bots)]
			for seed := uint64(1); seed <= 20; seed++ {
				g, err := city.NewGame(set, nil, "base", players, seed, true)
				if err != nil {
					t.Fatal(err)
				}
				seats := make([]city.Bot, len(bots))
				for i, b := range bots {
					if seats[i], err = city.NewBot(b); err != nil {
						t.Fatal(err)
					}
				}
				if err := g.PlayBots(seats); err != nil {
					t.Fatal(err)
				}
				if !g.Over() || g.Cause() == "" {
					t.Fatalf("seed %d: over %v, cause %q", seed, g.Over(), g.Cause())
				}
				if g.Cause() == city.EndLastTile && g.Core().Pile().Drawn() != g.Core().Pile().Size() {
					t.Fatalf("seed %d: ended on the last tile with %d of %d drawn", seed, g.Core().Pile().Drawn(), g.Core().Pile().Size())
				}
				for seat := range players {
					on := 0
					for _, f := range g.Core().Followers() {
						if f.Player == seat {
							on++
						}
					}
					if on+g.Core().Supply(seat)+g.GuardCount(seat) != g.Rules().Params().Followers {
						t.Fatalf("seed %d seat %d: %d on the board, %d guards and %d in the supply", seed, seat, on, g.GuardCount(seat), g.Core().Supply(seat))
					}
				}
				data, err := g.Record("the-city").Encode()
				if err != nil {
					t.Fatal(err)
				}
				r, err := city.DecodeRecord("game.json", data)
				if err != nil {
					t.Fatal(err)
				}
				back, err := city.Replay(set, r)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				want, _ := g.EncodeScore()
				got, _ := back.EncodeScore()
				if !bytes.Equal(want, got) {
					t.Fatalf("seed %d: the replay scores\n%s\nwant\n%s", seed, got, want)
				}
				// The record as builds before issue 32 wrote it, its wall
				// pieces and towers without their cells, replays the same
				// and is written back with them.
				if !bytes.Contains(data, []byte(`"at":{"x"`)) || !bytes.Contains(data, []byte(`"towerAt":{"x"`)) {
					t.Fatalf("seed %d: the record gives no cells of pieces or towers:\n%s", seed, data)
				}
				for _, m := range r.Moves {
					if m.Wall != nil {
						m.Wall.TowerAt = nil
						for i := range m.Wall.Walls {
							m.Wall.Walls[i].At = nil
						}
					}
				}
				old, err := r.Encode()
				if err != nil {
					t.Fatal(err)
				}
				if bytes.Contains(old, []byte(`"at":{"x"`)) || bytes.Contains(old, []byte(`"towerAt"`)) {
					t.Fatalf("seed %d: the old form still gives cells", seed)
				}
				r, err = city.DecodeRecord("old.json", old)
				if err != nil {
					t.Fatal(err)
				}
				if back, err = city.Replay(set, r); err != nil {
					t.Fatalf("seed %d: the old form: %v", seed, err)
				}
				if got, _ := back.EncodeScore(); !bytes.Equal(want, got) {
					t.Fatalf("seed %d: the old form's replay scores\n%s\nwant\n%s", seed, got, want)
				}
				if again, _ := back.Record("the-city").Encode(); !bytes.Equal(again, data) {
					t.Fatalf("seed %d: the old form's replay writes\n%s\nwant\n%s", seed, again, data)
				}
			}
		})
	}
}
