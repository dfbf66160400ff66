package messages_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/messagesmoves"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/schema"
)

// TestCropCircles checks the crop circles' rule, played with the option
// cropCircles. The rule (Hans im Glück's Crop Circles text): "the player
// who placed the crop-circle tile must choose: A) each player may place a
// follower from their supply on the same feature as one of their own
// followers of the circle's kind; B) each player must return one of their
// own followers of that kind to their supply. Starting with the player to
// the left of the active player, in clockwise order, the active player
// last; a player without a follower of that kind is passed over."
func TestCropCircles(t *testing.T) {
	set := combined(t, func(p *schema.Pack) {
		p.Mixes = append(p.Mixes, schema.Mix{ID: "crop", Name: "roads, city caps and a crop circle", Total: 6,
			Counts: schema.Counts{{Tile: "D", Count: 1}, {Tile: "U", Count: 2}, {Tile: "E", Count: 2}, {Tile: "crop-circle-CFCF", Count: 1}},
			Start:  []schema.Placement{{Tile: "D"}}})
	})
	const (
		head = `{"pack":"p","mix":"crop","ruleset":{"name":"classic","modules":["messages"],"options":{"cropCircles":true}},"players":["Red","Blue"],"seed":1,"moves":[`
		// Red's thief on the road, Blue's knight on a city cap, Red's
		// knight on another: none of them completes.
		setup = `{"tile":"U","x":1,"y":0,"rot":90,"meeple":{"at":"E"}},
			{"tile":"E","x":1,"y":-1,"rot":0,"meeple":{"at":"N"}},`
		// Blue's knight at (1,-1), Red's at (2,-1), roads without
		// followers: the circle is Red's fifth move.
		both = `{"tile":"U","x":1,"y":0,"rot":90},
			{"tile":"E","x":1,"y":-1,"rot":0,"meeple":{"at":"N"}},
			{"tile":"E","x":2,"y":-1,"rot":0,"meeple":{"at":"N"}},
			{"tile":"U","x":-1,"y":0,"rot":90},`
		crop = `{"tile":"crop-circle-CFCF","x":0,"y":1,"rot":90`
	)
	replay := func(t *testing.T, moves string) (*messages.Game, error) {
		t.Helper()
		r, err := messagesmoves.Decode("crop.json", []byte(head+moves+"]}"))
		if err != nil {
			t.Fatal(err)
		}
		return messagesmoves.Replay(set, r)
	}
	at := func(g *messages.Game, x, y, seat int) int {
		n := 0
		for _, f := range g.Core().Followers() {
			if p := g.Core().PlacedOf(f.Node); p.X == x && p.Y == y && f.Player == seat {
				n++
			}
		}
		return n
	}
	t.Run("A: each player may add a follower beside one of theirs, the active player last", func(t *testing.T) {
		g, err := replay(t, setup+crop+`,"cropCircle":{"choice":"deploy","followers":[{"player":"Blue","follower":{"x":1,"y":-1,"at":"N"}}]}}`)
		if err != nil {
			t.Fatal(err)
		}
		if n := at(g, 1, -1, 1); n != 2 {
			t.Errorf("Blue has %d followers on the city cap at (1,-1), want 2", n)
		}
		if s := g.Core().Supply(1); s != g.Core().Options().Followers-2 {
			t.Errorf("Blue's supply %d, want %d", s, g.Core().Options().Followers-2)
		}
	})
	t.Run("A: a player may pass", func(t *testing.T) {
		g, err := replay(t, setup+crop+`,"cropCircle":{"choice":"deploy","followers":[{"player":"Blue"}]}}`)
		if err != nil {
			t.Fatal(err)
		}
		if n := at(g, 1, -1, 1); n != 1 {
			t.Errorf("Blue has %d followers at (1,-1) after passing, want 1", n)
		}
	})
	t.Run("B: each player must take one of theirs of the kind back; one without is passed over", func(t *testing.T) {
		g, err := replay(t, setup+crop+`,"cropCircle":{"choice":"remove","followers":[{"player":"Blue","follower":{"x":1,"y":-1,"at":"N"}}]}}`)
		if err != nil {
			t.Fatal(err)
		}
		if n := at(g, 1, -1, 1); n != 0 {
			t.Errorf("Blue still has %d followers at (1,-1)", n)
		}
		if s := g.Core().Supply(1); s != g.Core().Options().Followers {
			t.Errorf("Blue's supply %d, want all %d back", s, g.Core().Options().Followers)
		}
		if n := at(g, 1, 0, 0); n != 1 {
			t.Errorf("Red's thief left the road (%d there): only the circle's kind is concerned", n)
		}
	})
	t.Run("both players act: the left of the active player first, the active player last", func(t *testing.T) {
		// Red (seat 0) has a knight too; Red plays the circle, so Blue
		// acts first.
		moves := both + crop +
			`,"cropCircle":{"choice":"remove","followers":[{"player":"Blue","follower":{"x":1,"y":-1,"at":"N"}},{"player":"Red","follower":{"x":2,"y":-1,"at":"N"}}]}}`
		g, err := replay(t, moves)
		if err != nil {
			t.Fatal(err)
		}
		if at(g, 1, -1, 1)+at(g, 2, -1, 0) != 0 {
			t.Error("a knight is still on the board")
		}
	})
	for _, tc := range []struct {
		name, moves, want string
	}{
		{"the active player's choice is missing", setup + crop + `}`, `give "cropCircle"`},
		{"the players act in the wrong order", both + crop +
			`,"cropCircle":{"choice":"remove","followers":[{"player":"Red","follower":{"x":2,"y":-1,"at":"N"}},{"player":"Blue","follower":{"x":1,"y":-1,"at":"N"}}]}}`,
			"names Red, but Blue acts then"},
		{"B: passing is not allowed", setup + crop + `,"cropCircle":{"choice":"remove","followers":[{"player":"Blue"}]}}`, "must take a follower back"},
		{"a tile without a crop circle brings none", setup + `{"tile":"U","x":2,"y":0,"rot":90,"cropCircle":{"choice":"deploy"}}`, "no crop-circle action follows this tile"},
		{"a follower not of the circle's kind", setup + crop + `,"cropCircle":{"choice":"remove","followers":[{"player":"Blue","follower":{"x":1,"y":0,"at":"E"}}]}}`, "has no follower of the crop circle's kind at (1,0) E"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := replay(t, tc.moves)
			if !errors.Is(err, messagesmoves.ErrChoice) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
	t.Run("without the option the circle is a marker only", func(t *testing.T) {
		r, err := messagesmoves.Decode("crop.json", []byte(strings.Replace(head, `,"options":{"cropCircles":true}`, "", 1)+setup+crop+`}]}`))
		if err != nil {
			t.Fatal(err)
		}
		g, err := messagesmoves.Replay(set, r)
		if err != nil {
			t.Fatal(err)
		}
		if at(g, 1, -1, 1) != 1 {
			t.Error("the crop circle acted without the option")
		}
	})
}
