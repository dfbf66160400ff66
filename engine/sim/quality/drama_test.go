package quality

import (
	"testing"
)

// TestDrama follows hand-made score lines and checks the drama each adds.
func TestDrama(t *testing.T) {
	for _, tc := range []struct {
		name   string
		points [][]int
		tiles  []int
		tie    bool
		want   dramaSums // of this one game
		first  int64     // the first seat's sole wins
	}{
		{
			name:   "the winner leads throughout",
			points: [][]int{{0, 0}, {5, 0}, {10, 3}, {20, 8}},
			tiles:  []int{0, 10, 30, 72},
			want:   dramaSums{Games: 1},
			first:  1,
		},
		{
			name:   "a comeback from 15 behind, decided at tile 40 of 72",
			points: [][]int{{0, 0}, {0, 15}, {30, 22}, {40, 30}, {50, 45}},
			tiles:  []int{0, 20, 40, 60, 72},
			want: dramaSums{Games: 1, Behind: 15, BehindSquared: 225, Comebacks: 1, LeadChanges: 1, LeadChangesSquared: 1,
				DecidedAt: 556, DecidedAtSquared: 556 * 556}, // 40/72 = 0.5556
			first: 1,
		},
		{
			name:   "a tie at the end is not drama",
			points: [][]int{{0, 0}, {10, 5}, {20, 20}},
			tiles:  []int{0, 30, 60},
			tie:    true,
		},
		{
			name:   "three seats, the lead passing to each",
			points: [][]int{{0, 0, 0}, {5, 8, 2}, {9, 8, 12}, {20, 18, 19}},
			tiles:  []int{0, 10, 20, 30},
			want: dramaSums{Games: 1, Behind: 3, BehindSquared: 9, LeadChanges: 2, LeadChangesSquared: 4,
				DecidedAt: 1000, DecidedAtSquared: 1000 * 1000},
			first: 1,
		},
		{
			name:   "a lead shared, then taken by the one who had it",
			points: [][]int{{0, 0}, {5, 5}, {10, 5}, {10, 10}, {15, 10}},
			tiles:  []int{0, 10, 20, 30, 40},
			want:   dramaSums{Games: 1},
			first:  1,
		},
		{
			name:   "the second seat wins after a shared lead, behind 9 once",
			points: [][]int{{0, 0}, {9, 0}, {9, 9}, {9, 14}},
			tiles:  []int{0, 5, 10, 20},
			want:   dramaSums{Games: 1, Behind: 9, BehindSquared: 81, LeadChanges: 1, LeadChangesSquared: 1, DecidedAt: 1000, DecidedAtSquared: 1000 * 1000},
		},
		{
			name:   "the lead lost and won back",
			points: [][]int{{0, 0}, {5, 0}, {5, 9}, {12, 9}},
			tiles:  []int{0, 18, 36, 72},
			want:   dramaSums{Games: 1, Behind: 4, BehindSquared: 16, LeadChanges: 2, LeadChangesSquared: 4, DecidedAt: 1000, DecidedAtSquared: 1000 * 1000},
			first:  1,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSums(Shape{Seats: len(tc.points[0])})
			s.AddGame(Game{Points: tc.points, Tiles: tc.tiles})
			if s.drama != tc.want {
				t.Errorf("drama %+v, want %+v", s.drama, tc.want)
			}
			wantTies := int64(0)
			if tc.tie {
				wantTies = 1
			}
			if s.ties != wantTies || s.firstSeatWins != tc.first || s.games != 1 {
				t.Errorf("%d ties, %d first seat's wins of %d games: want %d, %d of 1", s.ties, s.firstSeatWins, s.games, wantTies, tc.first)
			}
			if s.length != int64(tc.tiles[len(tc.tiles)-1]) {
				t.Errorf("a game of %d tiles, want %d", s.length, tc.tiles[len(tc.tiles)-1])
			}
		})
	}
}

// TestDramaReport: the report's means are the sums' over the games with a
// sole winner; ties are counted apart.
func TestDramaReport(t *testing.T) {
	s := NewSums(Shape{Seats: 2})
	s.AddGame(Game{Points: [][]int{{0, 0}, {5, 0}, {10, 3}, {20, 8}}, Tiles: []int{0, 10, 30, 72}})
	s.AddGame(Game{Points: [][]int{{0, 0}, {0, 15}, {30, 22}, {40, 30}, {50, 45}}, Tiles: []int{0, 20, 40, 60, 72}})
	s.AddGame(Game{Points: [][]int{{0, 0}, {10, 5}, {20, 20}}, Tiles: []int{0, 30, 60}})
	d := s.Report().Drama
	if d == nil {
		t.Fatal("no drama in a competitive game")
	}
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"games", float64(d.Games), 2}, {"ties", float64(d.Ties), 1},
		{"behind", d.Behind.Value, 7.5}, {"comebacks", d.Comebacks.Value, 0.5},
		{"lead changes", d.LeadChanges.Value, 0.5}, {"decided at", d.DecidedAt.Value, 0.278},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
	if d.Behind.CI95 == nil || d.Behind.CI95.Low > 7.5 || d.Behind.CI95.High < 7.5 {
		t.Errorf("behind's interval %+v does not hold its mean 7.5", d.Behind.CI95)
	}
}

// TestAddGameRefuses: a score line of the wrong shape is a programmer's
// error.
func TestAddGameRefuses(t *testing.T) {
	for _, tc := range []struct {
		name string
		game Game
	}{
		{"one point", Game{Points: [][]int{{0, 0}}, Tiles: []int{0}}},
		{"tiles missing", Game{Points: [][]int{{0, 0}, {1, 0}}, Tiles: []int{0}}},
		{"a seat missing", Game{Points: [][]int{{0, 0}, {1}}, Tiles: []int{0, 1}}},
		{"tiles going down", Game{Points: [][]int{{0, 0}, {1, 0}}, Tiles: []int{5, 1}}},
		{"won by no team", Game{Points: [][]int{{0, 0}, {1, 0}}, Tiles: []int{0, 1}, Won: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("added without a panic")
				}
			}()
			NewSums(Shape{Seats: 2}).AddGame(tc.game)
		})
	}
}
