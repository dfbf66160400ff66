package messages_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
)

// step is one decision of a scripted match: its kind, the option's JSON to
// answer with and, when set, the labels of all its options and the player
// who decides.
type step struct {
	kind   engine.DecisionKind
	json   string
	labels []string
	player string
}

func place(tile string, x, y, rot int) step {
	return step{kind: engine.DecidePlacement, json: fmt.Sprintf(`{"tile":%q,"x":%d,"y":%d,"rot":%d}`, tile, x, y, rot)}
}

func follower(at string) step {
	if at == "" {
		return step{kind: engine.DecideFollower, json: `{}`}
	}
	return step{kind: engine.DecideFollower, json: fmt.Sprintf(`{"meeple":{"at":%q}}`, at)}
}

// roadSteps play the mix "last-road" as TestOneMoreTile's last cases do:
// Red's thief at (-1,0), Red's tile at (2,0) with farmer (when farmer is
// set), Red closes the road of 5 with the last tile.
func roadSteps(farmer string) []step {
	return []step{
		place("W", -1, 0, 0), follower("E"),
		place("U", 1, 0, 90), follower(""),
		place("U", 2, 0, 90), follower(farmer),
		place("B", 0, 1, 0), follower(""),
		place("W", 3, 0, 0), follower(""),
	}
}

// scripted plays a match of the mix "last-road" with a deck of message 8
// alone, answering with the steps, and returns it. The pile's order
// follows the seed: the first seed that draws the script's tiles in its
// order plays.
func scripted(t *testing.T, steps []step) *messages.Match {
	t.Helper()
	set := rulesPack(t, deckOf(8))
	places := 0
	for _, s := range steps {
		if s.kind == engine.DecidePlacement {
			places++
		}
	}
	for seed := uint64(1); seed <= 1000; seed++ {
		g, err := messages.NewGame(set, nil, "last-road", []string{"Red", "Blue"}, seed, true)
		if err != nil {
			t.Fatal(err)
		}
		m := messages.NewMatch(g)
		drawn := 0
		for _, s := range steps {
			if s.kind != engine.DecidePlacement {
				if s.kind == engine.DecideFollower {
					if err := engine.AnswerJSON(m, s.json); err != nil {
						break
					}
				}
				continue
			}
			if err := engine.AnswerJSON(m, s.json); err != nil {
				break
			}
			drawn++
			if drawn == places {
				break
			}
		}
		m.Close()
		if drawn < places {
			continue
		}
		g, _ = messages.NewGame(set, nil, "last-road", []string{"Red", "Blue"}, seed, true)
		m = messages.NewMatch(g)
		for i, s := range steps {
			d := m.Pending()
			if d == nil {
				t.Fatalf("step %d: the game is over, want a %s decision", i+1, s.kind)
			}
			if d.Kind() != s.kind {
				t.Fatalf("step %d: a %s decision, want %s", i+1, d.Kind(), s.kind)
			}
			if s.labels != nil {
				var got []string
				for k := range d.Options() {
					got = append(got, d.Option(k).Label)
				}
				if strings.Join(got, "\n") != strings.Join(s.labels, "\n") {
					t.Errorf("step %d (%s): options\n  %s\nwant\n  %s", i+1, s.kind, strings.Join(got, "\n  "), strings.Join(s.labels, "\n  "))
				}
			}
			if err := engine.AnswerJSON(m, s.json); err != nil {
				t.Fatalf("step %d: %v", i+1, err)
			}
		}
		return m
	}
	t.Fatal("no seed up to 1000 draws the script's tiles in its order")
	return nil
}

// TestMatchDecisions: a match asks the module's decisions — the figure,
// the message, the follower to return — of the seat that takes them, with
// labels that say what each option does and JSON a record can name.
func TestMatchDecisions(t *testing.T) {
	for _, k := range []engine.DecisionKind{messages.DecideFigure, messages.DecideMessage, messages.DecideReturn} {
		if messages.DecisionTitles[k] == "" {
			t.Errorf("decision %s has no title", k)
		}
	}
	t.Run("seal only: no follower of Red's on the board", func(t *testing.T) {
		// Seed (8): "The player chooses one of his or her followers in
		// play": with none, only the seal is left.
		m := scripted(t, append(roadSteps(""),
			step{kind: messages.DecideFigure, json: `{"figure":1}`, labels: []string{
				"figure 1: from 0 to 5 (5 points), a dark space: if a figure of yours that moved stands on one when the round ends, you take a message",
				"figure 2: from 0 to 5 (5 points), a dark space: if a figure of yours that moved stands on one when the round ends, you take a message"}},
			step{kind: messages.DecideMessage, json: `{"take":"seal"}`, labels: []string{
				"message 8: take its seal, 2 points (its action cannot be carried out: no follower of yours stands on the board)"}},
			step{kind: messages.DecideFigure, json: `{"figure":2}`, labels: []string{
				"figure 1: from 5 to 7 (2 points)", "figure 2: from 0 to 2 (2 points)"}},
		))
		if d := m.Pending(); d != nil {
			t.Fatalf("a %s decision after the last tile, want the game over", d.Kind())
		}
		g := m.Game()
		checkGame(t, g, map[string]int{"Red": 7, "Blue": 0}, map[string][]int{"Red": {5, 2}, "Blue": {0, 0}}, map[string]int{"Red": 1, "Blue": 0})
	})
	t.Run("score and return: Red's farmer", func(t *testing.T) {
		steps := append(roadSteps("N"),
			step{kind: messages.DecideFigure, json: `{"figure":1}`},
			step{kind: messages.DecideMessage, json: `{"take":"action"}`, labels: []string{
				"message 8: Score the feature of one of your followers if you hold its majority, as at the end of the game; then take that follower back",
				"message 8: take its seal, 2 points"}},
			step{kind: messages.DecideReturn, json: `{"x":2,"y":0,"at":"N"}`, labels: []string{
				"follower on the field at (2,0) N: scores 0, then returns"}},
		)
		m := scripted(t, steps)
		if d := m.Pending(); d != nil {
			t.Fatalf("a %s decision after the last tile, want the game over", d.Kind())
		}
		g := m.Game()
		checkGame(t, g, map[string]int{"Red": 5, "Blue": 0}, nil, map[string]int{"Red": 1, "Blue": 0})
		checkFollowers(t, g, map[string]int{"Red": 0, "Blue": 0}, map[string]int{"Red": 7, "Blue": 7})
	})
}

// TestMatchAnswersRecord: a match answered with the JSON of a played
// game's choices (engine.AnswerJSON), each asked of the seat the record
// names, plays the same game — the same record, the same score document —
// its draws dealt by the seed as the played game's were.
func TestMatchAnswersRecord(t *testing.T) {
	set := winterSet(t)
	mix := set.Pack.Mixes[0].ID
	kinds := map[engine.DecisionKind]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		players := []string{"Red", "Blue", "Green"}
		g, rec := playMatch(t, set, nil, mix, players, seed, "greedy", "random", "greedy")
		r, err := engine.DecodeGameRecord[engine.Step]("game.json", rec)
		if err != nil {
			t.Fatal(err)
		}
		mg, err := messages.NewGame(set, nil, mix, players, seed, true)
		if err != nil {
			t.Fatal(err)
		}
		h := engine.NewHistory(messages.NewMatch(mg))
		for i, st := range r.Moves {
			if st.Decide == "" {
				continue // a draw: the match deals it
			}
			d := h.Pending()
			if d == nil {
				t.Fatalf("seed %d: step %d (%s %s): the game is over", seed, i+1, st.Decide, st.Take)
			}
			// The scorer chooses its figure, the active player takes the
			// message and chooses the follower it returns.
			if d.Kind() != st.Decide || st.By == nil || d.Seat() != *st.By {
				t.Fatalf("seed %d: step %d: a %s decision of seat %d, the record has %s %s of %v", seed, i+1, d.Kind(), d.Seat(), st.Decide, st.Take, st.By)
			}
			kinds[st.Decide]++
			if err := engine.AnswerJSON(h, string(st.Take)); err != nil {
				t.Fatalf("seed %d: step %d: %v", seed, i+1, err)
			}
		}
		if d := h.Pending(); d != nil {
			t.Fatalf("seed %d: a %s decision after the record's last choice", seed, d.Kind())
		}
		got, err := h.EncodeRecord(set.Pack.ID, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, rec) {
			t.Fatalf("seed %d: the match answered with the record's choices played another game:\n%s\nwant\n%s", seed, got, rec)
		}
		if err := sameGame(mg, g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	for _, k := range []engine.DecisionKind{messages.DecideFigure, messages.DecideMessage, messages.DecideReturn} {
		if kinds[k] == 0 {
			t.Errorf("6 games asked no %s decision: the test covers less than it says", k)
		}
	}
}
