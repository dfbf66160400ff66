package quality

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// workload is a run's worth of made-up games, deals, decisions and skill
// matches for a shape, as a list of what to add, in order.
func workload(shape Shape, seed uint64, count int) []func(*Sums) {
	rng := rand.New(rand.NewPCG(seed, 3))
	seats := shape.Seats
	var out []func(*Sums)
	for i := range count {
		points := [][]int{make([]int, seats)}
		tiles := []int{0}
		for p := 1; p <= 1+rng.IntN(6); p++ {
			row := make([]int, seats)
			for s := range row {
				row[s] = points[p-1][s] + rng.IntN(12)
			}
			points = append(points, row)
			tiles = append(tiles, tiles[p-1]+rng.IntN(15))
		}
		g := Game{Points: points, Tiles: tiles, Won: shape.Team && rng.IntN(2) == 0}
		out = append(out, func(s *Sums) { s.AddGame(g) })
		d := Deal{Margins: make([][]int64, seats)}
		effect := rng.Int64N(200) - 100
		for r := range d.Margins {
			d.Margins[r] = make([]int64, seats)
			for s := range d.Margins[r] {
				d.Margins[r][s] = effect*int64(s%2*2-1) + rng.Int64N(100) - 50
			}
		}
		out = append(out, func(s *Sums) { s.AddDeal(d) })
		if len(shape.Kinds) > 0 {
			dec := Decision{Kind: shape.Kinds[rng.IntN(len(shape.Kinds))], Options: 1 + rng.IntN(40), Clear: rng.IntN(3) == 0}
			out = append(out, func(s *Sums) { s.AddDecision(dec) })
		}
		if len(shape.Steps) > 0 {
			step, games := i%len(shape.Steps), 1+rng.IntN(4)
			c := rng.Int64N(credit*int64(games) + 1)
			out = append(out, func(s *Sums) { s.AddSkill(step, c, games) })
		}
	}
	return out
}

var shapes = []struct {
	name  string
	shape Shape
}{
	{"two seats", Shape{Seats: 2, Kinds: []string{"tile", "follower"}, Steps: []int{50, 100, 200}}},
	{"three seats", Shape{Seats: 3, Kinds: []string{"tile"}, Steps: []int{25}}},
	{"six seats", Shape{Seats: 6, Kinds: []string{"tile", "follower", "abbot"}, Steps: []int{10, 20}}},
	{"one seat", Shape{Seats: 1, Kinds: []string{"tile"}}},
	{"a team", Shape{Seats: 1, Team: true, Kinds: []string{"tile", "dog"}, Steps: []int{100}}},
	{"nothing to count", Shape{Seats: 2}},
}

func marshal(t testing.TB, s *Sums) string {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestAdd: sums built in one go are, byte for byte, the sums of two
// halves added, in either order, and of every part added one by one.
func TestAdd(t *testing.T) {
	for _, tc := range shapes {
		t.Run(tc.name, func(t *testing.T) {
			work := workload(tc.shape, 1, 200)
			whole := NewSums(tc.shape)
			first, second := NewSums(tc.shape), NewSums(tc.shape)
			for i, add := range work {
				add(whole)
				if i < len(work)/3 {
					add(first)
				} else {
					add(second)
				}
			}
			want := marshal(t, whole)
			a := NewSums(tc.shape)
			a.Add(first)
			a.Add(second)
			b := NewSums(tc.shape)
			b.Add(second)
			b.Add(first)
			pieces := NewSums(tc.shape)
			for i := len(work) - 1; i >= 0; i-- {
				part := NewSums(tc.shape)
				work[i](part)
				pieces.Add(part)
			}
			for name, got := range map[string]*Sums{"first then second": a, "second then first": b, "each part alone, last first": pieces} {
				if g := marshal(t, got); g != want {
					t.Errorf("%s:\n%s\nwant\n%s", name, g, want)
				}
			}
			if whole.Games() != 200 {
				t.Errorf("%d games, want 200", whole.Games())
			}
		})
	}
}

// TestAddOtherShape: adding sums of another shape is a programmer's error.
func TestAddOtherShape(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("sums of another shape added without a panic")
		}
	}()
	NewSums(Shape{Seats: 2, Kinds: []string{"tile"}}).Add(NewSums(Shape{Seats: 2, Kinds: []string{"follower"}}))
}

// TestRoundTrip: the sums read back as they were written, and make the
// same report.
func TestRoundTrip(t *testing.T) {
	for _, tc := range shapes {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSums(tc.shape)
			for _, add := range workload(tc.shape, 2, 300) {
				add(s)
			}
			data := marshal(t, s)
			back, err := DecodeSums([]byte(data))
			if err != nil {
				t.Fatal(err)
			}
			if again := marshal(t, back); again != data {
				t.Errorf("read back, the sums write\n%s\nwant\n%s", again, data)
			}
			r1, _ := json.Marshal(s.Report())
			r2, _ := json.Marshal(back.Report())
			if string(r1) != string(r2) {
				t.Errorf("read back, the report is\n%s\nwant\n%s", r2, r1)
			}
		})
	}
}

// TestDecodeRefuses: sums that do not hold together are refused, in
// words that say what is wrong.
func TestDecodeRefuses(t *testing.T) {
	s := NewSums(Shape{Seats: 2, Kinds: []string{"tile"}, Steps: []int{50}})
	for _, add := range workload(s.Shape(), 4, 50) {
		add(s)
	}
	good := marshal(t, s)
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(good), &fields); err != nil {
		t.Fatal(err)
	}
	// with is the good sums with one field replaced.
	with := func(field, value string) string {
		out := map[string]json.RawMessage{}
		for k, v := range fields {
			out[k] = v
		}
		out[field] = json.RawMessage(value)
		data, err := json.Marshal(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	many := func(n int, item string) string { return "[" + strings.Repeat(item+",", n-1) + item + "]" }
	for _, tc := range []struct {
		name, data, want string
	}{
		{"not JSON", `{"shape":`, "ends early"},
		{"an unknown field", with("extra", "1"), `unknown field "extra"`},
		{"more after the sums", good + " {}", "more follows"},
		{"a string for a count", with("games", `"50"`), "games is a JSON string where a whole number belongs"},
		{"negative games", with("ties", "-1"), "-1 ties"},
		{"a huge count", with("length", "72057594037927936"), "want 0 to"},
		{"a number past int64", with("length", "1e30"), "length"},
		{"no seats", with("shape", `{"seats":0,"team":false,"kinds":["tile"],"steps":[50]}`), "0 seats: want 1 to 6"},
		{"seven seats", with("shape", `{"seats":7,"team":false,"kinds":["tile"],"steps":[50]}`), "7 seats"},
		{"a team of two", with("shape", `{"seats":2,"team":true,"kinds":["tile"],"steps":[50]}`), "team game of 2 seats"},
		{"too many kinds", with("shape", `{"seats":2,"team":false,"kinds":`+many(65, `"k"`)+`,"steps":[50]}`), "65 decision kinds: at most 64"},
		{"a kind twice", with("shape", `{"seats":2,"team":false,"kinds":["tile","tile"],"steps":[50]}`), `"tile" is named twice`},
		{"too many steps", with("shape", `{"seats":2,"team":false,"kinds":["tile"],"steps":`+many(17, "5")+`}`), "17 steps"},
		{"a budget of 0", with("shape", `{"seats":2,"team":false,"kinds":["tile"],"steps":[0]}`), "budget of 0"},
		{"choice of the wrong size", with("choice", `[]`), "0 kinds of decisions counted where the shape names 1"},
		{"skill of the wrong size", with("skill", `[]`), "0 steps of the skill trace"},
		{"more clear than decisions", with("choice", `[{"decisions":3,"options":9,"clear":4}]`), "4 clear tile decisions, where at most 3 fit"},
		{"fewer options than decisions", with("choice", `[{"decisions":3,"options":2,"clear":0}]`), "each of one option at least"},
		{"credit past 60 a game", with("skill", `[{"games":2,"credit60":121}]`), "121 sixtieths of credit at step 1"},
		{"negative credit", with("skill", `[{"games":2,"credit60":-1}]`), "-1 sixtieths"},
		{"games not sole wins or ties", with("ties", "0"), "not the 50 games"},
		{"a team's wins in a competitive game", with("teamWins", "1"), "team's wins"},
		{"a u128 as a number", with("luck", `{"deals":1,"a":1,"t":"1","aa":"1","at":"1","tt":"1"}`), "string of decimal digits"},
		{"a u128 past 2^128", with("luck", `{"deals":1,"a":"0","t":"1","aa":"0","at":"0","tt":"340282366920938463463374607431768211456"}`), "passes 2^128"},
		{"luck sums past their deals", with("luck", `{"deals":1,"a":"0","t":"1","aa":"0","at":"0","tt":"340282366920938463463374607431768211455"}`), "more than 1 deals can hold"},
		{"cell sums past n times the margins", with("luck", `{"deals":1,"a":"5","t":"2","aa":"25","at":"10","tt":"4"}`), "more than 2 times"},
		{"too many deals", with("luck", `{"deals":1099511627777,"a":"0","t":"0","aa":"0","at":"0","tt":"0"}`), "1099511627777 deals"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeSums([]byte(tc.data))
			if err == nil {
				t.Fatalf("read without an error: %s", tc.data)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want it to say %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "quality.") || strings.Contains(err.Error(), "int64") || strings.Contains(err.Error(), "u128") {
				t.Errorf("error %q names Go's types", err)
			}
		})
	}
	team := with("shape", `{"seats":1,"team":true,"kinds":["tile"],"steps":[50]}`)
	if _, err := DecodeSums([]byte(team)); err == nil || !strings.Contains(err.Error(), "team game") {
		t.Errorf("a team game's sums with drama: %v", err)
	}
}

// FuzzDecodeSums: sums are outside input (a partial report from another
// machine). Whatever the bytes, DecodeSums refuses them in words or reads
// sums that write the same bytes when read again, add to themselves, and
// make a report that JSON and text can write: never a panic.
func FuzzDecodeSums(f *testing.F) {
	for _, tc := range shapes {
		s := NewSums(tc.shape)
		for _, add := range workload(tc.shape, 9, 20) {
			add(s)
		}
		f.Add([]byte(marshal(f, s)))
	}
	f.Add([]byte(`{"shape":{"seats":2,"team":false,"kinds":[],"steps":[]},"luck":{"deals":1,"a":"0","t":"1","aa":"0","at":"0","tt":"1"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSums(data)
		if err != nil {
			if err.Error() == "" {
				t.Error("an empty error")
			}
			return
		}
		once := marshal(t, s)
		back, err := DecodeSums([]byte(once))
		if err != nil {
			t.Fatalf("written sums refused: %v\n%s", err, once)
		}
		if twice := marshal(t, back); twice != once {
			t.Fatalf("read again, the sums write\n%s\nwant\n%s", twice, once)
		}
		r := s.Report()
		if _, err := json.Marshal(r); err != nil {
			t.Errorf("the report cannot be written as JSON: %v", err)
		}
		if err := r.WriteText(&strings.Builder{}); err != nil {
			t.Errorf("the report cannot be written as text: %v", err)
		}
		s.Add(back)
		if _, err := json.Marshal(s.Report()); err != nil {
			t.Errorf("the sums added to themselves make a report JSON cannot write: %v", err)
		}
	})
}
