package engine_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
)

// TestRecordWithExpansions: a record names the expansions it was played
// with in "with", keeps its moves one per line, and decodes with them; a
// record without "with" decodes as before; a bad "with" is refused.
func TestRecordWithExpansions(t *testing.T) {
	plain := "{\"format\":1,\"pack\":\"winter-edition\",\"mix\":\"WD\",\"ruleset\":{\"name\":\"classic\"},\"players\":[\"Red\",\"Blue\"],\"seed\":3,\"moves\":[\n" +
		"  {\"tile\":\"E\",\"x\":0,\"y\":-1,\"rot\":180},\n  {\"tile\":\"U\",\"x\":1,\"y\":0,\"rot\":90}\n]}\n"
	t.Run("without with", func(t *testing.T) {
		r, err := classicmoves.Decode("game.json", []byte(plain))
		if err != nil || r.With != nil {
			t.Fatalf("with %q, err %v: want none", r.With, err)
		}
	})
	t.Run("with two expansions", func(t *testing.T) {
		data, err := engine.RecordWithExpansions("game.json", []byte(plain), []string{"messages", "extra.json"})
		if err != nil {
			t.Fatal(err)
		}
		want := "{\"format\":1,\"pack\":\"winter-edition\",\"with\":[\"messages\",\"extra.json\"],\"mix\":\"WD\",\"ruleset\":{\"name\":\"classic\"},\"players\":[\"Red\",\"Blue\"],\"seed\":3,\"moves\":[\n" +
			"  {\"tile\":\"E\",\"x\":0,\"y\":-1,\"rot\":180},\n  {\"tile\":\"U\",\"x\":1,\"y\":0,\"rot\":90}\n]}\n"
		if string(data) != want {
			t.Fatalf("got\n%s\nwant\n%s", data, want)
		}
		r, err := classicmoves.Decode("game.json", data)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(r.With, []string{"messages", "extra.json"}) || !slices.Equal(r.Header().With, r.With) || len(r.Moves) != 2 {
			t.Errorf("with %q, header %q, %d moves", r.With, r.Header().With, len(r.Moves))
		}
	})
	for _, tc := range []struct{ name, with string }{
		{"empty name", `[""]`},
		{"twice", `["messages", "messages"]`},
		{"the base again", `["winter-edition"]`},
	} {
		t.Run("refused: "+tc.name, func(t *testing.T) {
			data := strings.Replace(plain, `"mix"`, `"with":`+tc.with+`,"mix"`, 1)
			_, err := classicmoves.Decode("game.json", []byte(data))
			if !errors.Is(err, engine.ErrBadRecord) || !strings.Contains(err.Error(), `"with" must name distinct expansion packs`) {
				t.Errorf("got %v, want a bad record naming \"with\"", err)
			}
		})
	}
}
