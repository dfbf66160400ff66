package tally

import (
	"reflect"
	"testing"
)

// ownSums is a ruleset's own tally as AddSums adds it: sums of every
// shape, and labels.
type ownSums struct {
	Labels  []string
	Numbers []int
	Level   int
	Games   int64
	PerSeat [2]int64
	Series  []int64
	Ends    map[string]int64
	Rows    []ownRow
}

type ownRow struct {
	Taken   []int64
	Actions int64
}

func TestAddSums(t *testing.T) {
	tests := []struct {
		name     string
		dst, src ownSums
		want     ownSums
	}{
		{
			name: "sums add, labels stay",
			dst:  ownSums{Labels: []string{"a"}, Numbers: []int{7}, Level: 3, Games: 2, PerSeat: [2]int64{1, 2}},
			src:  ownSums{Labels: []string{"a"}, Numbers: []int{7}, Level: 3, Games: 5, PerSeat: [2]int64{10, 20}},
			want: ownSums{Labels: []string{"a"}, Numbers: []int{7}, Level: 3, Games: 7, PerSeat: [2]int64{11, 22}},
		},
		{
			name: "a series grows to the longer one",
			dst:  ownSums{Series: []int64{1, 1}},
			src:  ownSums{Series: []int64{1, 2, 3}},
			want: ownSums{Series: []int64{2, 3, 3}},
		},
		{
			name: "maps add key by key, into a map made when there was none",
			dst:  ownSums{},
			src:  ownSums{Ends: map[string]int64{"closed": 2}},
			want: ownSums{Ends: map[string]int64{"closed": 2}},
		},
		{
			name: "rows of structs add field by field",
			dst:  ownSums{Rows: []ownRow{{Taken: []int64{1, 0}, Actions: 1}}},
			src:  ownSums{Rows: []ownRow{{Taken: []int64{2, 3}, Actions: 4}}},
			want: ownSums{Rows: []ownRow{{Taken: []int64{3, 3}, Actions: 5}}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			AddSums(&tt.dst, &tt.src)
			if !reflect.DeepEqual(tt.dst, tt.want) {
				t.Errorf("got %+v, want %+v", tt.dst, tt.want)
			}
		})
	}
}
