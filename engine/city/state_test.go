package city_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/statetest"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestStateConformance: a game of The City keeps the promises of an
// engine.State — with 2, 3 and 4 players, and with both options of the
// wall's guards set otherwise than the pack does.
func TestStateConformance(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	for _, tc := range []struct {
		name    string
		players int
		options string
	}{
		{"2 players", 2, ""},
		{"3 players, guards from returned followers", 3, `{"guardFromReturned":true}`},
		{"4 players, no guards in the first round", 4, `{"noGuardsInFirstRound":true}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := statetest.Config{New: func(t testing.TB, seed uint64) engine.State {
				var options []byte
				if tc.options != "" {
					options = []byte(tc.options)
				}
				g, err := city.NewGame(set, options, "base", []string{"Red", "Blue", "Green", "Yellow"}[:tc.players], seed, true)
				if err != nil {
					t.Fatal(err)
				}
				return g
			}}
			statetest.Check(t, c)
			t.Run("allocations", func(t *testing.T) { statetest.Allocs(t, c) })
		})
	}
}

// TestRecordHeader: the header of a game's record (the History writes it
// above the steps) names the pack given, the game's mix, the ruleset with
// the options as the game was set up with them, the players and the seed,
// before the first tile and at the end alike.
func TestRecordHeader(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	options := json.RawMessage(`{"noGuardsInFirstRound": true}`)
	players := []string{"Red", "Blue", "Green"}
	g, err := city.NewGame(set, options, "base", players, 7, true)
	if err != nil {
		t.Fatal(err)
	}
	want := engine.RecordHeader{Pack: "my-city", Mix: "base",
		Ruleset: engine.RecordRuleset{Name: "city", Options: options}, Players: players, Seed: 7}
	check := func(when string) {
		t.Helper()
		head, err := g.RecordHeader("my-city", nil)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(head, want) {
			t.Errorf("%s: the header is %+v; want %+v", when, head, want)
		}
	}
	check("before the first tile")
	bots := make([]city.Bot, len(players))
	for i := range bots {
		if bots[i], err = city.Bots.New("greedy"); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.PlayBots(bots); err != nil {
		t.Fatal(err)
	}
	check("at the end")
}

// BenchmarkDecision is one decision of a warm 3-player game: the pending
// decision, answered at random. A game that ends is copied anew from the
// next of the positions taken every 5 decisions of a game (a CopyFrom
// every hundred decisions or so, in the figure).
func BenchmarkDecision(b *testing.B) {
	set := testpacks.FreshSet(b, "the-city")
	g, err := city.NewGame(set, nil, "base", []string{"Red", "Blue", "Green"}, 7, false)
	if err != nil {
		b.Fatal(err)
	}
	var snaps []engine.State
	rng := engine.NewRand(1, 2)
	for k := 0; ; k++ {
		d := g.Pending()
		if d == nil {
			break
		}
		if k%5 == 0 {
			snaps = append(snaps, g.Clone())
		}
		if err := g.Answer(rng.IntN(d.Options())); err != nil {
			b.Fatal(err)
		}
	}
	s := snaps[0].Clone()
	at := 0
	b.ReportAllocs()
	for b.Loop() {
		d := s.Pending()
		if d == nil {
			at = (at + 1) % len(snaps)
			s.CopyFrom(snaps[at])
			d = s.Pending()
		}
		_ = s.Answer(rng.IntN(d.Options()))
	}
}
