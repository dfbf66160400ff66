package castle_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRuleTies checks that the player with more followers scores a
// completed territory alone, that a tie scores nothing, and that the
// followers still return.
func TestRuleTies(t *testing.T) {
	const tie = "Seed: \"Dacă ambii jucători au același număr de supuși pe teritoriul finalizat, niciunul nu încasează punctele pentru teritoriul finalizat.\" (if both players have as many followers on the completed territory, neither scores it)"
	const more = "Seed: \"Dacă este așa, acest jucător încasează toate punctele pentru teritoriu de unul singur.\" (the player with more followers scores all the points alone)"
	const back = "Seed: \"După ce o cale, un turn sau o casă este finalizat(ă) și evaluat(ă) - și numai atunci - jucătorii își iau înapoi supușii\" (after a path, tower or house is completed and scored, players take back their followers)"
	// joined are five moves on a row of five cells: A's follower at 0, B's
	// at 2, A's at 4, then B's tile at 1 and A's at 3 join them.
	joined := func(first, middle, last castlemoves.Move, id string, port string) []castlemoves.Move {
		return []castlemoves.Move{first, with(tile("B", middle.Tile, 2, 0, middle.Rot), port), last,
			tile("B", id, 1, 0, middle.Rot), tile("A", id, 3, 0, middle.Rot)}
	}
	for _, tc := range []struct {
		name, rule string
		cells      string
		moves      []castlemoves.Move
		want       want
	}{
		{"a tied tower scores nothing and its knights return", tie + "; " + back, "###",
			[]castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), with(tile("B", "T", 2, 0, 0), "W"), tile("A", "T", 1, 0, 0)},
			want{scores: pair(0, 0), supply: pair(6, 6)}},
		{"a tied path scores nothing and its heralds return", tie + "; " + back, "###",
			[]castlemoves.Move{with(tile("A", "Pq", 0, 0, 180), "E"), with(tile("B", "Pq", 2, 0, 0), "W"), tile("A", "Pe", 1, 0, 0)},
			want{scores: pair(0, 0), supply: pair(6, 6)}},
		{"a tied house scores nothing, its squires return and no keep goes on it", tie + "; " + back, "###",
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "E"), with(tile("B", "H", 2, 0, 0), "W"), tile("A", "H", 1, 0, 0)},
			want{scores: pair(0, 0), supply: pair(6, 6), keeps: pair(0, 0)}},
		{"a tied courtyard scores nothing at the end and its merchants stay",
			"Seed: \"Dacă ambii jucători au același număr de negustori pe o curte, niciunul nu încasează puncte pentru curte.\" (if both have as many merchants on a courtyard, neither scores it); connecting tiles makes \"o curte cu mai mult de un singur negustor\" (a courtyard with more than one merchant)", "###",
			[]castlemoves.Move{with(tile("A", "Y", 0, 0, 0), "E"), with(tile("B", "Y", 2, 0, 0), "W"), tile("A", "Y", 1, 0, 0)},
			want{scores: pair(0, 0), supply: pair(5, 5)}},
		{"two knights beat one on a tower", more + "; " + back, "#####",
			joined(with(tile("A", "T", 0, 0, 0), "E"), tile("B", "T", 0, 0, 0), with(tile("A", "T", 4, 0, 0), "W"), "T", "W"),
			want{scores: pair(10, 0), supply: pair(6, 6)}},
		{"two heralds beat one on a path", more, "#####",
			joined(with(tile("A", "Pq", 0, 0, 180), "E"), tile("B", "Pe", 0, 0, 0), with(tile("A", "Pq", 4, 0, 0), "W"), "Pe", "W"),
			want{scores: pair(5, 0), supply: pair(6, 6)}},
		{"two squires beat one on a house", more, "#####",
			joined(with(tile("A", "H", 0, 0, 0), "E"), tile("B", "H", 0, 0, 0), with(tile("A", "H", 4, 0, 0), "W"), "H", "W"),
			want{scores: pair(5, 0), supply: pair(6, 6), keeps: pair(5, 0)}},
		{"two merchants beat one on a courtyard at the end: 3 per market stall",
			"Seed: \"Jucătorul cu cei mai mulți negustori pe un spațiu de curte încasează 3 puncte pentru fiecare piață de pe curte.\" (the player with most merchants on a courtyard scores 3 points per market)", "#####",
			joined(with(tile("A", "Y", 0, 0, 0), "E"), tile("B", "Y", 0, 0, 0), with(tile("A", "Y", 4, 0, 0), "W"), "Y", "W"),
			want{scores: pair(30, 0), supply: pair(4, 5)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mustReplay(t, row(tc.cells), "", tc.moves...)
			tc.want.check(t, g, tc.rule)
			if !g.Over() {
				t.Error("the game did not end after its last tile")
			}
		})
	}
}

// TestRuleTieEvents checks that a tie, which scores nothing, says so:
// an event of 0 points naming both players, "tied, nobody scores", for
// every territory that can tie and for the largest keep.
func TestRuleTieEvents(t *testing.T) {
	const tie = "Seed: \"Dacă ambii jucători au același număr de supuși pe teritoriul finalizat, niciunul nu încasează punctele pentru teritoriul finalizat.\" (if both players have as many followers on the completed territory, neither scores it)"
	const courtyard = "Seed: \"Dacă ambii jucători au același număr de negustori pe o curte, niciunul nu încasează puncte pentru curte.\" (if both have as many merchants on a courtyard, neither scores it)"
	const keeps = "Seed: \"Dacă ambii jucători se află la egalitate pentru cel mai mare donjon, niciunul dintre ei nu încasează puncte pentru acesta.\" (if both tie for the largest keep, neither scores)"
	for _, tc := range []struct {
		name, rule string
		b          board
		moves      []castlemoves.Move
		scores     [2]int
		event      string
	}{
		{"a tied tower", tie, row("###"),
			[]castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), with(tile("B", "T", 2, 0, 0), "W"), tile("A", "T", 1, 0, 0)},
			[2]int{0, 0}, "tower 0 to [0 1] tied, nobody scores: 1 knight each"},
		{"a tied path", tie, row("###"),
			[]castlemoves.Move{with(tile("A", "Pq", 0, 0, 180), "E"), with(tile("B", "Pq", 2, 0, 0), "W"), tile("A", "Pe", 1, 0, 0)},
			[2]int{0, 0}, "path 0 to [0 1] tied, nobody scores: 1 herald each"},
		{"a tied house", tie, row("###"),
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "E"), with(tile("B", "H", 2, 0, 0), "W"), tile("A", "H", 1, 0, 0)},
			[2]int{0, 0}, "house 0 to [0 1] tied, nobody scores: 1 squire each"},
		{"a tied courtyard at the end", courtyard, row("###"),
			[]castlemoves.Move{with(tile("A", "Y", 0, 0, 0), "E"), with(tile("B", "Y", 2, 0, 0), "W"), tile("A", "Y", 1, 0, 0)},
			[2]int{0, 0}, "courtyard 0 to [0 1] tied, nobody scores: 1 merchant each"},
		{"tied keeps", keeps,
			board{cells: []string{"#######"}, starts: []schema.StartSpace{blank(0, -1), blank(2, -1)}, length: 100, corners: [][]int{{0, 1}}},
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), with(tile("B", "H", 2, 0, 0), "N"), tile("A", "Y", 1, 0, 0), tile("B", "Y", 3, 0, 0)},
			[2]int{1, 1}, "keep 0 to [0 1] tied, nobody scores: keeps of 1 tile each"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mustReplay(t, tc.b, "", tc.moves...)
			want{scores: &tc.scores}.check(t, g, tc.rule)
			if events := eventsOf(g); !slices.Contains(events, tc.event) {
				t.Errorf("events %q; want %q (rule: %s)", events, tc.event, tc.rule)
			}
		})
	}
}

// TestRuleFountains checks the path's rate with fountains.
func TestRuleFountains(t *testing.T) {
	const rule = "Seed: \"Dacă există una sau mai multe fântâni de-a lungul căii finalizate, jucătorul încasează 2 puncte pentru fiecare cartonaș de castel de pe calea finalizată. Chiar dacă o cale are mai multe fântâni, aduce tot 2 puncte pentru fiecare cartonaș de castel.\" (with one or more fountains, 2 points per castle tile; several fountains still bring 2 per tile)"
	for _, tc := range []struct {
		name, cells string
		moves       []castlemoves.Move
		want        [2]int
	}{
		{"no fountain: 1 per tile", "###",
			[]castlemoves.Move{with(tile("A", "Pq", 0, 0, 180), "E"), tile("B", "Pq", 2, 0, 0), tile("A", "Pe", 1, 0, 0)}, [2]int{3, 0}},
		{"one fountain: 2 per tile", "###",
			[]castlemoves.Move{with(tile("A", "Pq", 0, 0, 180), "E"), tile("B", "Pq", 2, 0, 0), tile("A", "Pf", 1, 0, 0)}, [2]int{6, 0}},
		{"two fountains: still 2 per tile", "####",
			[]castlemoves.Move{with(tile("A", "Pq", 0, 0, 180), "E"), tile("B", "Pq", 3, 0, 0), tile("A", "Pf", 1, 0, 0), tile("B", "Pf", 2, 0, 0)}, [2]int{8, 0}},
		{"a fountain by a square counts for the whole path", "##",
			[]castlemoves.Move{with(tile("A", "Pqf", 0, 0, 180), "E"), tile("B", "Pq", 1, 0, 0)}, [2]int{4, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mustReplay(t, row(tc.cells), "", tc.moves...)
			want{scores: &tc.want}.check(t, g, rule)
		})
	}
}

// TestRuleScoringOrder checks the order of several scorings of one
// placement: the placing player's own first, each group in the order he
// chooses, which decides who stops on a corner holding a wall tile.
func TestRuleScoringOrder(t *testing.T) {
	const rule = "Seed: \"jucătorul care plasează cartonașul evaluează primul teritoriile sale finalizate. Dacă există mai mult de un singur teritoriu de evaluat pentru jucător sau adversarul său, jucătorul care plasează decide ordinea.\" (the placing player scores his completed territories first; if there is more than one to score for him or his opponent, the placing player decides the order)"
	// mixed: A's house at (2,0) and B's tower at (0,0), both completed by
	// A's TH at (1,0): its west half is the tower, its east half the house.
	mixed := []castlemoves.Move{with(tile("A", "H", 2, 0, 0), "W"), with(tile("B", "T", 0, 0, 0), "E")}
	// own: A's house at (2,0) and tower at (0,0), B's courtyards at (3,0)
	// and (4,0) closing nothing; ownFor is the same for B.
	own := []castlemoves.Move{with(tile("A", "H", 2, 0, 0), "W"), tile("B", "Y", 3, 0, 0), with(tile("A", "T", 0, 0, 0), "E"), tile("B", "Y", 4, 0, 0)}
	ownFor := []castlemoves.Move{tile("A", "Y", 3, 0, 0), with(tile("B", "H", 2, 0, 0), "W"), tile("A", "Y", 4, 0, 0), with(tile("B", "T", 0, 0, 0), "E")}
	for _, tc := range []struct {
		name  string
		b     board
		moves []castlemoves.Move
		want  want
		// refusal is what the error says, "" when the record must replay.
		refusal string
	}{
		{"the placing player's house before the opponent's tower", row("###"),
			append(mixed, scoring(tile("A", "TH", 1, 0, 0), "E", "W")),
			want{scores: pair(2, 4), supply: pair(6, 6), keeps: pair(2, 0)}, ""},
		{"the opponent's tower first is refused", row("###"),
			append(mixed, scoring(tile("A", "TH", 1, 0, 0), "W", "E")),
			want{}, "move 3 (TH at (1,0) rot 0): the move does not fit the game: \"scoring\" entry 1: the tower at W does not score now (the placing player's own scorings come first, then the opponent's"},
		{"a scoring the record leaves out is refused", row("###"),
			append(mixed, scoring(tile("A", "TH", 1, 0, 0), "E")),
			want{}, "move 3 (TH at (1,0) rot 0): the move does not fit the game: the tile scores more territories than \"scoring\" lists (1): add them in the order they score"},
		{"own house first stops on the corner at 2", row("#####", [2]int{2, 3}),
			append(own[:4:4], took(scoring(tile("A", "TH", 1, 0, 0), "E", "W"), "A9")),
			want{scores: pair(6+5, 0), held: lists(nil, nil), taken: lists(ints(9), nil), played: lists(ints(9), nil)}, ""},
		{"own tower first passes the corner at 2 and takes nothing", row("#####", [2]int{2, 3}),
			append(own[:4:4], scoring(tile("A", "TH", 1, 0, 0), "W", "E")),
			want{scores: pair(6, 0), taken: lists(nil, nil), onTrack: count(0)}, ""},
		{"the placing player orders the opponent's scorings too", row("#####", [2]int{2, 3}),
			append(ownFor[:4:4], took(scoring(tile("A", "TH", 1, 0, 0), "E", "W"), "B9")),
			want{scores: pair(0, 6+5), taken: lists(nil, ints(9))}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := replay(t, tc.b, "", tc.moves...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, rule)
			}
			tc.want.check(t, g, rule)
		})
	}
}
