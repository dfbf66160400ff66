package castle_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
)

// TestRuleWallTilesAtTheEnd checks wall tiles 4 to 7 and 9, played at
// the end: 4, 5 and 6 on an incomplete path, tower or house, 7 on a
// courtyard, each where its player has more followers than the opponent.
func TestRuleWallTilesAtTheEnd(t *testing.T) {
	const more = "Seed: \"Pentru a juca cartonașele de zid 2-7, jucătorul trebuie să aibă mai mulți supuși pe teritoriu decât adversarul său.\" (to play wall tiles 2-7 the player must have more followers on the territory than his opponent)"
	rules := map[int]string{
		4: "Seed: \"4 | Jucătorul încasează câte 1 punct pentru fiecare cartonaș ... pentru 1 cale nefinalizată (la sfârșitul jocului)\" (1 point per tile of 1 incomplete path, at the end)",
		5: "Seed: \"5 | Jucătorul încasează câte 2 puncte pentru fiecare cartonaș pentru 1 turn nefinalizat (la sfârșitul jocului)\" (2 points per tile of 1 incomplete tower, at the end)",
		6: "Seed: \"6 | Jucătorul încasează câte 1 punct pentru fiecare cartonaș pentru 1 casă nefinalizată (la sfârșitul jocului)\" (1 point per tile of 1 incomplete house, at the end)",
		7: "Seed: \"7 | Jucătorul încasează 4 puncte pentru fiecare piață de pe 1 curte (la sfârșitul jocului)\" (4 points per market of 1 courtyard, at the end)",
	}
	const courtyards = "seed: \"Jucătorul cu cei mai mulți negustori pe un spațiu de curte încasează 3 puncte pentru fiecare piață de pe curte.\" (the player with more merchants on a courtyard scores 3 points per market on it)"
	const finally = "seed: \"În cele din urmă, jucătorii încasează puncte pentru cartonașele de zid 4, 5, 6 (pentru teritorii nefinalizate) și 9, dacă le au.\" (finally the players score wall tiles 4, 5, 6 (for incomplete territories) and 9: not 7, which changes the courtyard's evaluation itself)"
	what := map[int]string{4: "an incomplete path", 5: "an incomplete tower", 6: "an incomplete house", 7: "a courtyard"}
	// game: A takes wall tile kind on the corner at 2 with a tower alone
	// on (0,0); then A's follower on id at (4,0), B's tile at (6,0) (with
	// a follower when equal) and A's at (5,0) join them, leaving (7,0)
	// empty: the territory of (4,0)-(6,0) is incomplete unless it is a
	// courtyard. The last move plays the wall tile on it.
	game := func(kind int, first, id string, equal bool) []castlemoves.Move {
		b := tile("B", id, 6, 0, 0)
		if equal {
			b = with(b, "E")
		}
		return []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), fmt.Sprintf("A%d", kind)), tile("B", "H", 2, 0, 0),
			with(tile("A", first, 4, 0, 0), "W"), b, tile("A", id, 5, 0, 0), wallOn("A", kind, 4, 0, "W")}
	}
	b := row("#.#.####", [2]int{2, 3})
	cases := []wallCase{
		{name: "4 scores an incomplete path 1 per tile", rule: rules[4], b: b, moves: game(4, "Pe", "Pe", false),
			want: want{scores: pair(2+3, 0), held: lists(nil, nil), played: lists(ints(4), nil)}},
		{name: "4 scores a path with a fountain 1 per tile (the designer)", rule: rules[4] + "; footnote 14: \"o cale ... nefinalizat(ă) valorează câte 1 punct pentru fiecare cartonaș (indiferent dacă are sau nu o fântână pe ea/el). Acest lucru a fost confirmat și de către designer.\" (an incomplete path is worth 1 per tile, fountain or not; the designer confirmed it)",
			b: b, moves: game(4, "Pf", "Pe", false),
			want: want{scores: pair(2+3, 0)}},
		{name: "4 scores a path with a fountain 2 per tile with fountainOnIncompletePath", rule: "Seed: \"4 | Jucătorul încasează câte 1 punct pentru fiecare cartonaș (2 cu o fântână)\" (1 point per tile, 2 with a fountain: RGG's English rules, the option)",
			b: b, options: `{"fountainOnIncompletePath": true}`, moves: game(4, "Pf", "Pe", false),
			want: want{scores: pair(2+6, 0)}},
		{name: "fountainOnIncompletePath leaves a path without a fountain at 1 per tile", rule: rules[4],
			b: b, options: `{"fountainOnIncompletePath": true}`, moves: game(4, "Pe", "Pe", false),
			want: want{scores: pair(2+3, 0)}},
		{name: "5 scores an incomplete tower 2 per tile", rule: rules[5], b: b, moves: game(5, "T", "T", false),
			want: want{scores: pair(2+6, 0), played: lists(ints(5), nil)}},
		{name: "6 scores an incomplete house 1 per tile", rule: rules[6], b: b, moves: game(6, "H", "H", false),
			want: want{scores: pair(2+3, 0), played: lists(ints(6), nil)}},
		{name: "7: the courtyard scores 4 per market stall instead of 3", rule: rules[7] + "; " + courtyards + "; " + finally, b: b, moves: game(7, "Y", "Y", false),
			want: want{scores: pair(2+24, 0), played: lists(ints(7), nil)}},
		{name: "7 with wallTile7OnTop: 4 per market stall on top of the courtyard's 3", rule: rules[7] + "; " + courtyards + ": the weaker reading, the option",
			b: b, options: `{"wallTile7OnTop": true}`, moves: game(7, "Y", "Y", false),
			want: want{scores: pair(2+18+24, 0), played: lists(ints(7), nil)}},
		{name: "7 in a record written before wallTile7OnTop: on top, as it was played", rule: rules[7] + "; a record that does not name the option replays as the engine played it then",
			b: b, options: oldRecord, moves: game(7, "Y", "Y", false),
			want: want{scores: pair(2+18+24, 0), played: lists(ints(7), nil)}},
		{name: "4 names a tower: refused", rule: rules[4], b: b,
			moves:   append(game(4, "Pe", "Pe", false)[:5], wallOn("A", 4, 4, 0, "N")),
			refusal: "move 6 (wall tile 4 on (4,0) N): the move does not fit the game: wall tile 4 cannot score the territory at (4,0) N: it scores an incomplete one of its kind (a courtyard for 7) where A has more followers, one per territory"},
		{name: "9 scores five points", rule: "Seed: \"9 | Jucătorul încasează câte 5 puncte (la sfârșitul jocului)\" (5 points, at the end)", b: row("#.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A9"), tile("B", "H", 2, 0, 0)},
			want:  want{scores: pair(2+5, 0), held: lists(nil, nil), played: lists(ints(9), nil)}},
	}
	// copies: A takes both wall tiles 5 on the corners at 2 and 4, then
	// leaves knights on incomplete towers at (8,0) and (11,0).
	copies := []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A5"), tile("B", "H", 2, 0, 0),
		took(with(tile("A", "T", 4, 0, 0), "N"), "A5"), tile("B", "H", 6, 0, 0),
		with(tile("A", "T", 8, 0, 0), "W"), tile("B", "H", 14, 0, 0), with(tile("A", "T", 11, 0, 0), "W")}
	copiesBoard := row("#.#.#.#.##.##.#", [2]int{2, 3}, [2]int{4, 5})
	const copy = "The seed leaves open what both copies of a wall tile do (footnote 15's clarifications are missing); the engine plays each copy on a territory of its own"
	cases = append(cases,
		wallCase{name: "two copies of 5 score two towers", rule: rules[5] + "; " + copy, b: copiesBoard,
			moves: append(copies[:7:7], wallOn("A", 5, 8, 0, "W"), wallOn("A", 5, 11, 0, "W")),
			want:  want{scores: pair(4+2+2, 0), played: lists(ints(5, 5), nil)}},
		wallCase{name: "two copies of 5 do not score one tower twice", rule: rules[5] + "; " + copy, b: copiesBoard,
			moves:   append(copies[:7:7], wallOn("A", 5, 8, 0, "W"), wallOn("A", 5, 8, 0, "W")),
			refusal: "move 9 (wall tile 5 on (8,0) W): the move does not fit the game: wall tile 5 cannot score the territory at (8,0) W: it scores an incomplete one of its kind (a courtyard for 7) where A has more followers, one per territory (e.g. (11,0) N)"},
	)
	for _, kind := range []int{4, 5, 6, 7} {
		id := map[int]string{4: "Pe", 5: "T", 6: "H", 7: "Y"}[kind]
		m := game(kind, id, id, true)
		cases = append(cases, wallCase{name: fmt.Sprintf("%d is refused with equal followers", kind), rule: more, b: b, moves: m,
			refusal: fmt.Sprintf("move 6 (wall tile %d on (4,0) W): the move does not fit the game: wall tile %d has no territory to score: it scores %s where A has more followers than the opponent", kind, kind, what[kind])})
		cases = append(cases, wallCase{name: fmt.Sprintf("%d stays unplayed with equal followers", kind), rule: more, b: b, moves: m[:5],
			want: want{held: lists(ints(kind), nil), played: lists(nil, nil)}})
	}
	runWallCases(t, cases)

	t.Run("a record ending early with \"final\" plays wall tiles at the end", func(t *testing.T) {
		// The rule: rules[4]; the record's "final" ends the game after its
		// last tile with tiles left, and final scoring runs.
		early := b
		early.spare = []string{"H"}
		g, err := replayRecord(t, early, "", true, game(4, "Pe", "Pe", false)...)
		if err != nil {
			t.Fatal(err)
		}
		want{scores: pair(2+3, 0), played: lists(ints(4), nil)}.check(t, g, rules[4])
		if !g.Over() || g.Core().Pile().Drawn() == g.Core().Pile().Size() {
			t.Errorf("over %v with %d of %d tiles drawn, want over early", g.Over(), g.Core().Pile().Drawn(), g.Core().Pile().Size())
		}
	})
}

// TestRuleWallTile7 checks when wall tile 7 plays at the end and what it
// says: by default with the courtyards, before wall tiles 4, 5, 6 and 9,
// raising its courtyard to 4 per market stall; with wallTile7OnTop (and
// in records written before that option) after tile 6, 4 per stall on
// top, in the order those records list their moves.
func TestRuleWallTile7(t *testing.T) {
	const rule = "Seed: \"7 | Jucătorul încasează 4 puncte pentru fiecare piață de pe 1 curte (la sfârșitul jocului)\" (4 points per market of 1 courtyard, at the end); \"Jucătorul cu cei mai mulți negustori pe un spațiu de curte încasează 3 puncte pentru fiecare piață de pe curte. ... În cele din urmă, jucătorii încasează puncte pentru cartonașele de zid 4, 5, 6 (pentru teritorii nefinalizate) și 9\" (courtyards score 3 per market; finally wall tiles 4, 5, 6 and 9)"
	// A takes wall tile 7 with a tower at (0,0) and wall tile 5 with one at
	// (4,0), leaves a knight on the incomplete tower at (8,0) and a
	// merchant on the courtyard of 2 market stalls at (11,0).
	moves := []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A7"), tile("B", "H", 2, 0, 0),
		took(with(tile("A", "T", 4, 0, 0), "N"), "A5"), tile("B", "H", 6, 0, 0),
		with(tile("A", "T", 8, 0, 0), "W"), tile("B", "H", 14, 0, 0), with(tile("A", "Y", 11, 0, 0), "W")}
	b := row("#.#.#.#.##.##.#", [2]int{2, 3}, [2]int{4, 5})
	seven, five := wallOn("A", 7, 11, 0, "W"), wallOn("A", 5, 8, 0, "W")
	tests := []struct {
		name, options string
		last          []castlemoves.Move
		score         int
		events        []string // the end's events
		refusal       string
	}{
		{name: "with the courtyards, before wall tile 5", last: []castlemoves.Move{seven, five}, score: 4 + 6 + 2 + 2,
			events: []string{"courtyard 6 to [0] 2 stalls × 3", "wall tile 7 2 to [0] 2 stalls × 4, less the 6 scored", "wall tile 5 2 to [0] wall tile 5"}},
		{name: "after wall tile 5: refused", last: []castlemoves.Move{five, seven},
			refusal: "move 8 (wall tile 5 on (8,0) W): the move does not fit the game: final scoring plays A's wall tile 7 next"},
		{name: "wallTile7OnTop: after wall tile 5, on top", options: `{"wallTile7OnTop": true}`, last: []castlemoves.Move{five, seven}, score: 4 + 6 + 2 + 8,
			events: []string{"courtyard 6 to [0] 2 stalls × 3", "wall tile 5 2 to [0] wall tile 5", "wall tile 7 8 to [0] wall tile 7"}},
		{name: "a record written before wallTile7OnTop replays as it was played", options: oldRecord, last: []castlemoves.Move{five, seven}, score: 4 + 6 + 2 + 8,
			events: []string{"courtyard 6 to [0] 2 stalls × 3", "wall tile 5 2 to [0] wall tile 5", "wall tile 7 8 to [0] wall tile 7"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := replay(t, b, tc.options, append(slices.Clone(moves), tc.last...)...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, rule)
			}
			want{scores: pair(tc.score, 0), played: lists(ints(5, 7), nil)}.check(t, g, rule)
			all := eventsOf(g)
			if end := all[len(all)-len(tc.events):]; !slices.Equal(end, tc.events) {
				t.Errorf("the end's events %q, want %q (rule: %s)", end, tc.events, rule)
			}
			var options struct{ WallTile7OnTop *bool }
			rec, err := g.RecordHeader("t", nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(rec.Ruleset.Options, &options); err != nil || options.WallTile7OnTop == nil || *options.WallTile7OnTop != (tc.options != "") {
				t.Errorf("the game's record has options %s: want wallTile7OnTop %t named, so that it replays the same (%v)", rec.Ruleset.Options, tc.options != "", err)
			}
		})
	}
}

// TestRuleTrack checks when a marker takes a wall tile from a corner of
// the score track.
func TestRuleTrack(t *testing.T) {
	const stops = "Seed: \"Atunci când, drept rezultat al evaluării, un jucător își mută marcatorul de scor pe oricare dintre cele două spații de pe un turn din colț ... jucătorul ia cartonașul de zid culcat acolo (dacă încă este acolo)\" (when scoring moves a marker onto either space of a corner tower, its player takes the wall tile there, if still there)"
	const passes = "Seed: \"Atunci când un jucător își mută marcatorul de scor dincolo de colț, jucătorul nu ia un cartonaș de zid atunci când trece.\" (a marker moved past a corner takes no wall tile in passing)"
	const lap = "Footnote 5: \"Dacă încasezi 100 de puncte înainte ca jocul să se sfârșească, trecând de 0 pe traseul de punctaj, iar apoi aterizezi pe un cartonaș de zid ratat în runda primei dăți, încă îl poți ridica.\" (past 100, landing on a wall tile missed the first time round, you still take it)"
	const removed = "Seed: \"Îndepărtează toate cartonașele de zid rămase de pe zidul castelului și apoi efectuează evaluarea finală.\" (remove all wall tiles left on the wall, then do the final scoring)"
	const houseRule = "Seed, house rule: \"Poți ridica un cartonaș de zid numai dacă aterizezi pe spațiul din colț la sfârșitul tuturor mișcărilor de evaluare ale acelei ture.\" (you take a wall tile only if you land on the corner at the end of all the turn's scorings): option collectAtTurnEnd"
	// spare adds a cell and a tile the record leaves in the pile, so that
	// the game is still under way.
	spare := func(b board) board {
		b.cells = []string{b.cells[0] + ".#"}
		b.starts = append(b.starts, blank(len(b.cells[0])-1, -1))
		b.spare = []string{"H"}
		return b
	}
	short := func(b board) board { b.length = 10; return b }
	// own: A's house at (2,0) and tower at (0,0), completed together by
	// A's TH at (1,0): the house scores 2, the tower 4; ownB the same for
	// B.
	own := []castlemoves.Move{with(tile("A", "H", 2, 0, 0), "W"), tile("B", "Y", 3, 0, 0), with(tile("A", "T", 0, 0, 0), "E"), tile("B", "Y", 4, 0, 0)}
	ownB := []castlemoves.Move{tile("A", "Y", 3, 0, 0), with(tile("B", "H", 2, 0, 0), "W"), tile("A", "Y", 4, 0, 0), with(tile("B", "T", 0, 0, 0), "E")}
	runWallCases(t, []wallCase{
		{name: "a marker stopping on a corner takes its wall tile", rule: stops, b: spare(row("#", [2]int{2, 3})),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A5")},
			want:  want{taken: lists(ints(5), nil), held: lists(ints(5), nil), onTrack: count(0)}},
		{name: "the corner's second space takes it too", rule: stops, b: spare(row("##", [2]int{3, 4})),
			moves: []castlemoves.Move{with(tile("A", "T", 0, 0, 0), "N"), took(tile("B", "T", 1, 0, 0), "A5")},
			want:  want{taken: lists(ints(5), nil), onTrack: count(0)}},
		{name: "a marker passing a corner takes nothing", rule: passes, b: spare(row("##", [2]int{2, 3})),
			moves: []castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), tile("B", "T", 1, 0, 0)},
			want:  want{scores: pair(4, 0), taken: lists(nil, nil), onTrack: count(1)}},
		{name: "a marker past the track's end takes a wall tile missed the first time round", rule: lap,
			b: short(row("##.##.##", [2]int{2, 3})),
			moves: []castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), tile("B", "T", 1, 0, 0), with(tile("A", "T", 3, 0, 0), "E"), tile("B", "T", 4, 0, 0),
				with(tile("A", "T", 6, 0, 0), "E"), took(tile("B", "T", 7, 0, 0), "A9")},
			want: want{scores: pair(12+5, 0), taken: lists(ints(9), nil)}},
		{name: "wall tiles left on the track are removed at the end", rule: removed, b: row("#", [2]int{2, 3}, [2]int{4, 5}),
			moves: []castlemoves.Move{tile("A", "H", 0, 0, 0)},
			want:  want{onTrack: count(0), taken: lists(nil, nil)}},
		{name: "wall tiles lie on every corner but the 0/1 one while the game runs", rule: "Seed: \"Plasează 1 cartonaș de zid cu fața în jos ... pe fiecare spațiu cu turn din colț de pe zidul castelului (cu excepția turnului din colț cu „0/1”).\" (one wall tile face down on every corner tower but the 0/1 one)",
			b: spare(row("#", [2]int{2, 3}, [2]int{4, 5})), moves: []castlemoves.Move{tile("A", "H", 0, 0, 0)},
			want: want{onTrack: count(2)}},
		{name: "one scoring stops on the corner and takes its tile mid-turn", rule: stops + "; footnote 7: the order of scorings decides who lands on a corner", b: row("#####", [2]int{2, 3}),
			moves: append(own[:4:4], took(scoring(tile("A", "TH", 1, 0, 0), "E", "W"), "A9")),
			want:  want{scores: pair(6+5, 0), taken: lists(ints(9), nil)}},
		{name: "with collectAtTurnEnd a corner passed mid-turn gives nothing", rule: houseRule, b: row("#####", [2]int{2, 3}), options: `{"collectAtTurnEnd": true}`,
			moves: append(own[:4:4], scoring(tile("A", "TH", 1, 0, 0), "E", "W")),
			want:  want{scores: pair(6, 0), taken: lists(nil, nil)}},
		{name: "with collectAtTurnEnd the marker ending the turn on a corner takes its tile", rule: houseRule, b: row("#####", [2]int{6, 7}), options: `{"collectAtTurnEnd": true}`,
			moves: append(own[:4:4], took(scoring(tile("A", "TH", 1, 0, 0), "E", "W"), "A9")),
			want:  want{scores: pair(6+5, 0), taken: lists(ints(9), nil)}},
		{name: "with collectAtTurnEnd the opponent's marker ending the turn on a corner takes its tile", rule: houseRule, b: row("#####", [2]int{6, 7}), options: `{"collectAtTurnEnd": true}`,
			moves: append(ownB[:4:4], took(scoring(tile("A", "TH", 1, 0, 0), "W", "E"), "B9")),
			want:  want{scores: pair(0, 6+5), taken: lists(nil, ints(9))}},
	})
}
