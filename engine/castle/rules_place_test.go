package castle_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1"
	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRulePlacement checks where a castle tile may go and what happens
// to one that fits nowhere.
func TestRulePlacement(t *testing.T) {
	// west is a row of three cells with one start space, west of (0,0).
	west := board{cells: []string{"###"}, starts: []schema.StartSpace{blank(-1, 0)}, length: 100, corners: [][]int{{0, 1}}}
	twoWest := board{cells: []string{"##"}, starts: []schema.StartSpace{blank(-1, 0)}, length: 100, corners: [][]int{{0, 1}}}
	// nowhere is twoWest with a cell alone at (3,0) below a start space: a
	// crossing of paths fits neither there nor beside a house at (0,0).
	nowhere := board{cells: []string{"##.#"}, starts: []schema.StartSpace{blank(-1, 0), blank(3, -1)}, length: 100, corners: [][]int{{0, 1}}}
	// full: the followers of A all stand on courtyards (merchants stay)
	// on the north row, B's houses fill the south row.
	full := board{cells: []string{"#.#.#.#.#.#.#", "#############"}, length: 100, corners: [][]int{{0, 1}}}
	var fill []castlemoves.Move
	for i := range 7 {
		fill = append(fill, with(tile("A", "Y", 2*i, 0, 0), "N"))
		full.starts = append(full.starts, blank(2*i, -1))
		if i < 6 {
			fill = append(fill, tile("B", "H", i, 1, 0))
		}
	}
	for _, tc := range []struct {
		name, rule string
		b          board
		moves      []castlemoves.Move
		want       want
		refusal    string
	}{
		{"the first tile goes against a start space",
			"Seed: \"Primul cartonaș de castel plasat în joc trebuie plasat cu o latură plasată complet lângă oricare dintre cele șapte spații de start\" (the first tile goes with an edge fully against one of the start spaces)",
			west, []castlemoves.Move{tile("A", "H", 0, 0, 0)}, want{}, ""},
		{"the first tile away from the start spaces is refused",
			"Seed: the first tile goes against a start space",
			west, []castlemoves.Move{tile("A", "H", 2, 0, 0)}, want{},
			"move 1 (H at (2,0) rot 0): tile H does not fit at (2,0) rot 0: it touches no placed tile along an edge"},
		{"a later tile goes against a placed tile's full edge",
			"Seed: \"Fiecare cartonaș plasat ulterior ... trebuie plasat cu o latură complet lângă un spațiu de start ... sau cu cel puțin o latură complet lângă un cartonaș plasat anterior.\" (each later tile goes with a full edge against a start space or a placed tile)",
			west, []castlemoves.Move{tile("A", "H", 0, 0, 0), tile("B", "T", 1, 0, 0), tile("A", "Y", 2, 0, 0)}, want{}, ""},
		{"a later tile touching nothing is refused",
			"Seed: \"Plasarea unui cartonaș colț la colț sau jumătate de cartonaș pe jumătate de cartonaș nu este permis.\" (no corner-to-corner placement)",
			west, []castlemoves.Move{tile("A", "H", 0, 0, 0), tile("B", "H", 2, 0, 0)}, want{},
			"move 2 (H at (2,0) rot 0): tile H does not fit at (2,0) rot 0: it touches no placed tile along an edge"},
		{"a path must go on where it meets an edge",
			"Seed: \"Căile trebuie mereu continuate atunci când ating marginea unui cartonaș.\" (paths must always continue where they reach a tile's edge); footnote 4: \"Nu ai posibilitatea a bloca o cale folosind o casă, un turn sau o margine de cartonaș.\" (you may not block a path with a house, a tower or a tile's edge)",
			twoWest, []castlemoves.Move{tile("A", "Pe", 0, 0, 90), tile("B", "Pe", 1, 0, 0)}, want{},
			"move 2 (Pe at (1,0) rot 0): tile Pe does not fit at (1,0) rot 0: its west path meets"},
		{"a tile that fits nowhere leaves the game and its player draws again",
			"Seed: \"Dacă nu există niciun loc legal pentru un cartonaș tras ... cartonașul este plasat în cutie (afară din joc) și jucătorul trage un nou cartonaș\" (a tile with no legal place goes back in the box and the player draws another)",
			nowhere, []castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), {Placed: format1.Placed{Player: "B", Tile: "X", Discard: true}}, tile("B", "T", 1, 0, 0)},
			want{scores: pair(1+2, 0)}, ""}, // the keep scores (3,0) and its start space
		{"a tile that fits nowhere must be set aside",
			"Seed: a tile with no legal place goes in the box",
			nowhere, []castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), tile("B", "X", 1, 0, 0), tile("B", "T", 1, 0, 0)}, want{},
			"move 2 (X at (1,0) rot 0): the move does not fit the game: tile X fits nowhere and leaves the game: write \"discard\": true"},
		{"a tile that fits is not set aside",
			"Seed: only a tile with no legal place goes in the box",
			twoWest, []castlemoves.Move{{Placed: format1.Placed{Player: "A", Tile: "H", Discard: true}}, tile("A", "H", 0, 0, 0)}, want{},
			"move 1 (H set aside): the move does not fit the game: tile H cannot be set aside: it fits, e.g. at (0,0) rot 0"},
		{"a player with no follower left places none",
			"Seed: \"Dacă un jucător nu are niciun supus în rezerva sa, jucătorul nu are posibilitatea de a plasa unul.\" (a player with no follower in supply cannot place one)",
			full, fill, want{},
			"move 13 (Y at (12,0) rot 0): the move does not fit the game: follower at N: A has no follower left"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := replay(t, tc.b, "", tc.moves...)
			if tc.refusal != "" {
				if err == nil {
					t.Fatalf("the record replayed; want a refusal saying %q (rule: %s)", tc.refusal, tc.rule)
				}
				wantRefused(t, err, tc.refusal)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, tc.rule)
			}
			if got := len(g.Core().Board()) - len(tc.b.starts); got != len(tc.moves)-discards(tc.moves) {
				t.Errorf("%d castle tiles on the board, want %d", got, len(tc.moves)-discards(tc.moves))
			}
			tc.want.check(t, g, tc.rule)
		})
	}
}

func discards(moves []castlemoves.Move) int {
	n := 0
	for _, m := range moves {
		if m.Discard {
			n++
		}
	}
	return n
}
