package messages_test

import (
	"reflect"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
)

// TestRecordMidTurn: a record written while the match waits for a choice
// of the module (a figure, a message) replays to that very choice: the
// same decision of the same seat, with the same options, the game as it
// stands the same.
func TestRecordMidTurn(t *testing.T) {
	set := winterSet(t)
	for _, kind := range []engine.DecisionKind{messages.DecideFigure, messages.DecideMessage} {
		t.Run(string(kind), func(t *testing.T) {
			players := []string{"Red", "Blue"}
			g, err := messages.NewGame(set, nil, set.Pack.Mixes[0].ID, players, 3, true)
			if err != nil {
				t.Fatal(err)
			}
			h := engine.NewHistory(messages.NewMatch(g))
			defer h.Close()
			bots := newBots(t, "greedy", "greedy")
			d := h.Pending()
			for d != nil && d.Kind() != kind {
				i, err := messages.BotAgent{Bot: bots[max(d.Seat(), 0)]}.Decide(engine.Underlying(h), d)
				if err != nil {
					t.Fatal(err)
				}
				if err := h.Answer(i); err != nil {
					t.Fatal(err)
				}
				d = h.Pending()
			}
			if d == nil {
				t.Fatalf("the game ended without a %s decision", kind)
			}
			data, err := h.EncodeRecord("winter-edition", nil)
			if err != nil {
				t.Fatal(err)
			}
			back, err := replaySteps(set, data)
			if err != nil {
				t.Fatalf("%v\n%s", err, data)
			}
			if err := sameGame(back, g); err != nil {
				t.Fatalf("the replay stands otherwise: %v\n%s", err, data)
			}
			got := messages.NewMatch(back).Pending()
			if got == nil || got.Kind() != d.Kind() || got.Seat() != d.Seat() || got.Options() != d.Options() {
				t.Fatalf("the replay waits for %v, the match for a %s decision of seat %d with %d options", got, d.Kind(), d.Seat(), d.Options())
			}
			for i := range d.Options() {
				if got.Option(i) != d.Option(i) {
					t.Errorf("option %d: %+v on replay, %+v in the match", i, got.Option(i), d.Option(i))
				}
			}
		})
	}
}

// TestMatchRecordHeader: the header a match's record is written under
// names the pack as asked, the game's mix, classic with the module and
// the options the game was started with (the module's among them), the
// players and the seed, before and after the game is played.
func TestMatchRecordHeader(t *testing.T) {
	set := winterSet(t)
	const opts = `{"cropCircles": true, "handSize": 2}`
	players := []string{"Red", "Blue", "Green"}
	g, err := messages.NewGame(set, []byte(opts), "WD", players, 9, true)
	if err != nil {
		t.Fatal(err)
	}
	m := messages.NewMatch(g)
	defer m.Close()
	want := engine.RecordHeader{Pack: "winter-edition", Mix: "WD",
		Ruleset: engine.RecordRuleset{Name: "classic", Modules: []string{messages.Module}, Options: []byte(opts)},
		Players: players, Seed: 9}
	check := func(when string) {
		t.Helper()
		// The options passed are not the record's: the game's own are.
		got, err := m.RecordHeader("winter-edition", nil)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: header %+v, want %+v", when, got, want)
		}
	}
	check("before the first decision")
	agents := make([]engine.Agent, len(players))
	for i, b := range newBots(t, "greedy", "random", "greedy") {
		agents[i] = messages.BotAgent{Bot: b}
	}
	if err := engine.Drive(m, agents); err != nil {
		t.Fatal(err)
	}
	check("at the end")
}
