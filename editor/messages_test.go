package editor

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// messagesDoc is a document on a copy of the built-in Messages expansion.
func messagesDoc(t *testing.T) *Document { return builtinDoc(t, "messages") }

// builtinDoc is a document on a copy of a built-in pack, its recovery
// files in the test's folder.
func builtinDoc(t *testing.T, id string) *Document {
	t.Helper()
	d, err := OpenBuiltin(id)
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = t.TempDir()
	return d
}

// deckText is the deck in a compact form: "1 score-smallest road; 4
// per-pennant 2".
func deckText(d *Document) string {
	var rows []string
	for _, m := range d.Pack().Rules.Messages.Deck {
		row := []string{strings.TrimSpace(strings.Join([]string{strconv.Itoa(m.Number), m.Action, m.Feature}, " "))}
		if m.Points != 0 {
			row = append(row, strconv.Itoa(m.Points))
		}
		rows = append(rows, strings.Join(row, " "))
	}
	return strings.Join(rows, "; ")
}

func TestMessageDeckCommands(t *testing.T) {
	const before = "1 score-smallest road; 2 score-smallest city; 3 score-smallest cloister; 4 per-pennant 2; 5 per-follower city 2; 6 per-follower field 2; 7 extra-tile; 8 score-and-return"
	tests := []struct {
		name string
		cmds []Command
		want string // the deck after, "" when the last command is refused
		err  string // the refusal's words
	}{
		{"add puts a numbered extra tile at the bottom", []Command{AddMessage{}},
			before + "; 9 extra-tile", ""},
		{"remove the top", []Command{RemoveMessage{0}},
			strings.TrimPrefix(before, "1 score-smallest road; "), ""},
		{"move the bottom up", []Command{MoveMessage{7, -1}},
			strings.Replace(before, "7 extra-tile; 8 score-and-return", "8 score-and-return; 7 extra-tile", 1), ""},
		{"move the top down", []Command{MoveMessage{0, 1}},
			strings.Replace(before, "1 score-smallest road; 2 score-smallest city", "2 score-smallest city; 1 score-smallest road", 1), ""},
		{"the top cannot move up", []Command{MoveMessage{0, -1}}, "", "already at the top of the deck"},
		{"the bottom cannot move down", []Command{MoveMessage{7, 1}}, "", "already at the bottom of the deck"},
		{"an action without a feature drops it", []Command{SetMessageAction{0, "extra-tile"}},
			strings.Replace(before, "1 score-smallest road", "1 extra-tile", 1), ""},
		{"an action without points drops them", []Command{SetMessageAction{3, "score-and-return"}},
			strings.Replace(before, "4 per-pennant 2", "4 score-and-return", 1), ""},
		{"an action that needs a feature waits for one", []Command{SetMessageAction{6, "score-smallest"}, SetMessageFeature{6, "city"}},
			strings.Replace(before, "7 extra-tile", "7 score-smallest city", 1), ""},
		{"points per follower", []Command{SetMessagePoints{4, 3}},
			strings.Replace(before, "5 per-follower city 2", "5 per-follower city 3", 1), ""},
		{"number", []Command{SetMessageNumber{7, 9}},
			strings.Replace(before, "8 score-and-return", "9 score-and-return", 1), ""},
		{"an unknown action is refused", []Command{SetMessageAction{0, "fly"}}, "", `"fly" is not a message action`},
		{"a feature for an action without one is refused", []Command{SetMessageFeature{6, "road"}}, "", "takes no feature"},
		{"points for an action without them are refused", []Command{SetMessagePoints{0, 2}}, "", "gives no points"},
		{"a row past the deck is refused", []Command{RemoveMessage{8}}, "", "the deck has no message 9 (it has 8)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := messagesDoc(t)
			if got := deckText(d); got != before {
				t.Fatalf("the built-in deck is %q", got)
			}
			var err error
			for _, c := range tc.cmds {
				if err = d.Do(c); err != nil {
					break
				}
			}
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one saying %q", err, tc.err)
				}
				if got := deckText(d); got != before {
					t.Errorf("a refused edit changed the deck to %q", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := deckText(d); got != tc.want {
				t.Errorf("deck\n %s\nwant\n %s", got, tc.want)
			}
			for d.Undo() {
			}
			if got := deckText(d); got != before {
				t.Errorf("after undo the deck is %q", got)
			}
		})
	}
}

// TestMessageWithoutFeatureIsAProblem: the lint's problem shows as soon as
// a row's action needs a feature it lacks, and goes when one is chosen.
func TestMessageWithoutFeatureIsAProblem(t *testing.T) {
	d := messagesDoc(t)
	has := func() bool {
		return slices.ContainsFunc(d.Diagnostics(), func(g schema.Diagnostic) bool {
			return g.Pointer == "/rules/messages/deck/6" && strings.Contains(g.Message, "does not say which feature")
		})
	}
	if err := d.Do(SetMessageAction{6, "score-smallest"}); err != nil {
		t.Fatal(err)
	}
	if !has() {
		t.Errorf("no problem for a score-smallest without a feature: %v", d.Diagnostics())
	}
	if err := d.Do(SetMessageFeature{6, "road"}); err != nil {
		t.Fatal(err)
	}
	if has() {
		t.Error("the problem stays once the feature is chosen")
	}
}
