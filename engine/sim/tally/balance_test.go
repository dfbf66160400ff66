package tally

import (
	"encoding/json"
	"testing"
)

// game is a finished 2-player game of 24 tile kinds as the balance sums
// see it: tiles placed by kind per seat, scores and points by source.
func game() (BalanceShape, *BalanceGame) {
	shape := BalanceShape{Seats: []string{"Red", "Blue"}, Sources: []string{"road", "city", "field", "cloister"}}
	for k := range 24 {
		shape.Tiles = append(shape.Tiles, string(rune('A'+k)))
	}
	g := shape.NewBalanceGame()
	for i := range 71 {
		g.Placed[i%2][(i*7)%24]++
	}
	g.Scores[0], g.Scores[1] = 81, 64
	g.Points = []int{30, 80, 20, 15}
	g.Turns = 71
	return shape, g
}

// TestBalanceRecord: one game adds a row per seat whose margins sum to
// zero (y = n·score − Σ scores), a shared top score gives each winner a
// share of the win, and the sums read back from JSON as they were.
func TestBalanceRecord(t *testing.T) {
	shape, g := game()
	b := NewBalance(shape)
	b.Record(g)
	g.Scores[1] = 81 // a tie
	b.Record(g)
	s := b.Sums()
	if s.Rows != 4 || s.Games != 2 {
		t.Errorf("%d rows of %d games, want 4 of 2", s.Rows, s.Games)
	}
	if s.Margin[0]+s.Margin[1] != 0 || s.Margin[0] != 2*81-145 {
		t.Errorf("margins %v: want them to sum to zero, Red's %d", s.Margin, 2*81-145)
	}
	if s.Wins[0] != winShares+winShares/2 || s.Wins[1] != winShares/2 {
		t.Errorf("win shares %v, want a win and a half for Red, half a win for Blue", s.Wins)
	}
	for i := range s.Columns {
		for j := range s.Columns {
			if s.XtX[i*s.Columns+j] != s.XtX[j*s.Columns+i] {
				t.Fatalf("X'X is not symmetric at %d,%d", i, j)
			}
		}
	}
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeBalance(data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := json.Marshal(back)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Errorf("read back, the sums write\n%s\nwant\n%s", again, data)
	}
}

// BenchmarkBalanceRecord is what counting the balance sums adds to a
// simulated game of 2 seats and 24 tile kinds (WD).
func BenchmarkBalanceRecord(b *testing.B) {
	shape, g := game()
	bal := NewBalance(shape)
	b.ReportAllocs()
	for b.Loop() {
		bal.Record(g)
	}
}
