package schema

import (
	"reflect"
	"testing"
)

func TestTileLooks(t *testing.T) {
	two := 2
	tile := Tile{ID: "T", Ghosts: 1, Decorations: []string{"sheep"},
		Copies: []TileCopy{{Count: 2, Ghosts: &two, Label: "two ghosts"}, {Decorations: []string{"well"}}}}
	tests := []struct {
		name  string
		count int
		mix   map[string][]MixCopy
		want  []Look
	}{
		{"none in the mix", 0, nil, []Look{}},
		{"tile copies first, in order", 2, nil, []Look{
			{2, []string{"sheep"}, "two ghosts"}, {2, []string{"sheep"}, "two ghosts"}}},
		{"then plain copies", 4, nil, []Look{
			{2, []string{"sheep"}, "two ghosts"}, {2, []string{"sheep"}, "two ghosts"},
			{1, []string{"well"}, ""}, {1, []string{"sheep"}, ""}}},
		{"a mix's copies redecorate the first copies", 3, map[string][]MixCopy{"T": {{Decorations: []string{"snow"}, Label: "snowy"}}}, []Look{
			{2, []string{"snow"}, "snowy"}, {2, []string{"sheep"}, "two ghosts"}, {1, []string{"well"}, ""}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &Mix{ID: "m", Counts: Counts{{"T", tc.count}}, Copies: tc.mix}
			if got := tile.Looks(m); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Looks = %v, want %v", got, tc.want)
			}
		})
	}
}
