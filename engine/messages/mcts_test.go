package messages_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
)

// countingAgent answers a match's decisions with a bot and counts, by
// kind, the decisions the bot chose among more than one option.
type countingAgent struct {
	messages.BotAgent
	kinds map[engine.DecisionKind]int
}

func (a countingAgent) Decide(m engine.Match, d engine.Decision) (int, error) {
	if d.Options() > 1 {
		a.kinds[d.Kind()]++
	}
	return a.BotAgent.Decide(m, d)
}

// TestMCTSAnswersEveryDecision: the search bot, through the match path
// (as tilesmith play and the editor put decisions to it), answers every
// kind of decision of the Messages module — tiles, followers, figures,
// messages, the follower a message returns, crop circles and their
// followers — in games with crop circles played, and the games end.
func TestMCTSAnswersEveryDecision(t *testing.T) {
	set := winterSet(t)
	players := []string{"Red", "Blue", "Green", "Yellow"}
	kinds := map[engine.DecisionKind]int{}
	for seed := uint64(1); seed <= 8 && len(kinds) < len(messages.DecisionKinds); seed++ {
		g, err := messages.NewGame(set, []byte(`{"cropCircles": true}`), "WD", players, seed, true)
		if err != nil {
			t.Fatal(err)
		}
		m := messages.NewMatch(g)
		agents := make([]engine.Agent, len(players))
		for i := range agents {
			b, err := messages.NewBot("mcts:6")
			if err != nil {
				t.Fatal(err)
			}
			agents[i] = countingAgent{BotAgent: messages.BotAgent{Bot: b}, kinds: kinds}
		}
		if err := engine.Drive(m, agents); err != nil {
			t.Fatal(err)
		}
		if !g.Core().Over() {
			t.Fatalf("seed %d: the game did not end", seed)
		}
	}
	t.Logf("decisions the search bot answered, by kind: %v", kinds)
	for _, kind := range messages.DecisionKinds {
		if kinds[kind] == 0 {
			t.Errorf("the search bot answered no %s decision", kind)
		}
	}
}

// TestMCTSIsFixedBySeed: the same seed gives the same game with the
// search bot, on the fast path (tilesmith simulate) and through the match
// (tilesmith play), which play the same game, and the match's record
// replays to its scores.
func TestMCTSIsFixedBySeed(t *testing.T) {
	set := winterSet(t)
	players := []string{"Red", "Blue"}
	names := []string{"mcts:30", "greedy"}
	fast := func(seed uint64) []byte {
		g, err := messages.NewGame(set, []byte(`{"cropCircles": true}`), "WD", players, seed, true)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.PlayBots(newBots(t, names...)); err != nil {
			t.Fatal(err)
		}
		rec, err := g.EncodeRecord("winter-edition")
		if err != nil {
			t.Fatal(err)
		}
		return rec
	}
	for seed := uint64(1); seed <= 2; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			a, b := fast(seed), fast(seed)
			if !bytes.Equal(a, b) {
				t.Fatalf("two games of seed %d differ:\n%s\n%s", seed, a, b)
			}
			g, err := messages.NewGame(set, []byte(`{"cropCircles": true}`), "WD", players, seed, true)
			if err != nil {
				t.Fatal(err)
			}
			m := messages.NewMatch(g)
			var agents []engine.Agent
			for _, b := range newBots(t, names...) {
				agents = append(agents, messages.BotAgent{Bot: b})
			}
			if err := engine.Drive(m, agents); err != nil {
				t.Fatal(err)
			}
			rec, _ := m.EncodeRecord("winter-edition", nil)
			if !bytes.Equal(rec, a) {
				t.Fatalf("the match played another game than the fast path:\n%s\nwant\n%s", rec, a)
			}
			// The record replays to the match's scores.
			r, err := messages.DecodeRecord("game.json", rec)
			if err != nil {
				t.Fatal(err)
			}
			back, err := messages.Replay(set, r)
			if err != nil {
				t.Fatalf("%v\n%s", err, rec)
			}
			want, _ := g.EncodeScore()
			got, _ := back.EncodeScore()
			if !bytes.Equal(want, got) {
				t.Fatalf("the record replays to\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestMCTSName: "mcts" and "mcts:N" make the search bot with its budget;
// a bad budget is refused in words.
func TestMCTSName(t *testing.T) {
	if !slices.Contains(messages.BotNames(), "mcts") {
		t.Errorf("BotNames() = %v, without mcts", messages.BotNames())
	}
	for _, tc := range []struct {
		name, want, err string
	}{
		{"mcts", "mcts:1000", ""},
		{"mcts:250", "mcts:250", ""},
		{"mcts:0", "", "from 1 to 1000000"},
		{"mcts:lots", "", "give mcts:N"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := messages.NewBot(tc.name)
			switch {
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Fatalf("got %v, want an error saying %q", err, tc.err)
			case tc.err == "" && err != nil:
				t.Fatal(err)
			case tc.err == "" && b.Name() != tc.want:
				t.Errorf("%s is named %s, want %s", tc.name, b.Name(), tc.want)
			}
		})
	}
}

// TestMCTSBeatsGreedy: with 1,000 playouts a decision the search bot wins
// at least two thirds of 2-player games of the Winter Edition with the
// Messages expansion against the greedy bot — six deals, each played from
// both seats — and scores with farmers, which greedy never places. Fixed
// seeds: the games are the same on every run.
func TestMCTSBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("12 games of a search bot")
	}
	set := winterSet(t)
	field := set.KindIndex("field")
	wins, games, margins, farms := 0.0, 0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		for seat := range 2 {
			g, err := messages.NewGame(set, nil, "WD", []string{"Red", "Blue"}, seed, false)
			if err != nil {
				t.Fatal(err)
			}
			bots := newBots(t, "greedy", "greedy")
			bots[seat] = messages.NewMCTS(1000)
			if err := g.PlayBots(bots); err != nil {
				t.Fatal(err)
			}
			games++
			margin := g.Core().Score(seat) - g.Core().Score(1-seat)
			margins += margin
			switch {
			case margin > 0:
				wins++
			case margin == 0:
				wins += 0.5
			}
			farms += g.Core().Stats(seat).Points[field]
		}
	}
	t.Logf("mcts:1000 won %.1f of %d games against greedy, by %.1f points a game on average, %d points from farmers", wins, games, float64(margins)/float64(games), farms)
	if wins < 2*float64(games)/3 {
		t.Errorf("mcts:1000 won %.1f of %d games against greedy: want at least two thirds", wins, games)
	}
	if farms == 0 {
		t.Error("mcts:1000 scored nothing with farmers")
	}
}

// TestMCTSPlaysEverySetUp: the search bot plays games to their end, on
// the fast path, in every set-up the module's options make — many
// players, hands of several tiles, tiles that fit nowhere going back into
// the bag, another turn for a filled hole, crop circles — and its games'
// records replay to their scores.
func TestMCTSPlaysEverySetUp(t *testing.T) {
	set := winterSet(t)
	for _, tc := range []struct {
		name    string
		players int
		options string
	}{
		{"5 players, crop circles", 5, `{"cropCircles": true}`},
		{"3 players, hands of 3", 3, `{"handSize": 3}`},
		{"4 players, every house rule", 4, `{"cropCircles": true, "handSize": 2, "returnUnplaceable": true, "holeBonusTurn": true}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			players := []string{"Red", "Blue", "Green", "Yellow", "Black"}[:tc.players]
			names := slices.Repeat([]string{"mcts:4", "greedy"}, tc.players)[:tc.players]
			g, err := messages.NewGame(set, []byte(tc.options), "WD", players, 7, true)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.PlayBots(newBots(t, names...)); err != nil {
				t.Fatal(err)
			}
			if !g.Core().Over() {
				t.Fatal("the game did not end")
			}
			rec, err := g.EncodeRecord("winter-edition")
			if err != nil {
				t.Fatal(err)
			}
			r, err := messages.DecodeRecord("game.json", rec)
			if err != nil {
				t.Fatal(err)
			}
			back, err := messages.Replay(set, r)
			if err != nil {
				t.Fatalf("%v\n%s", err, rec)
			}
			want, _ := g.EncodeScore()
			got, _ := back.EncodeScore()
			if !bytes.Equal(want, got) {
				t.Fatalf("the record replays to\n%s\nwant\n%s", got, want)
			}
		})
	}
}
