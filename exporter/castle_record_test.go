package exporter

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestCastleRecordPicture: a game of The Castle played by greedy bots,
// written as a record and replayed through the registry, tells the
// picture its score track (markers where the scores stand, the wall tiles
// still on the corners) and its keeps, and the board picture draws them.
func TestCastleRecordPicture(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	g, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, 7, true)
	if err != nil {
		t.Fatal(err)
	}
	greedy, err := castle.Bots.New("greedy")
	if err != nil {
		t.Fatal(err)
	}
	h := engine.NewHistory(g)
	if err := engine.DriveWith(h, []castle.Bot{greedy, greedy}); err != nil {
		t.Fatal(err)
	}
	data, err := h.EncodeRecord("the-castle", nil)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulesets.DecodeRecord("game.json", data)
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := rulesets.Replay(set, rec)
	if err != nil {
		t.Fatal(err)
	}
	track, ok := replayed.(engine.Tracker)
	if !ok {
		t.Fatal("a replayed Castle game tells no score track")
	}
	pieces, ok := replayed.(engine.PieceMarker)
	if !ok {
		t.Fatal("a replayed Castle game tells no keeps")
	}
	tv := track.Track()
	for seat, m := range tv.Markers {
		if score := replayed.Core().Score(seat); m.Laps*tv.Length+m.Space != score {
			t.Errorf("seat %d's marker on space %d after %d laps, its score %d", seat, m.Space, m.Laps, score)
		}
	}
	for ci, w := range tv.WallTiles {
		if w != 0 {
			t.Errorf("corner %d still holds a wall tile after the end (they are removed)", ci)
		}
	}
	keeps := pieces.PieceMarks()
	if len(keeps) == 0 {
		t.Fatal("no keep in a game of greedy bots")
	}
	for _, k := range keeps {
		if p, ok := replayed.Core().At(k.X, k.Y); !ok || set.Tiles[p.Tile].Start {
			t.Errorf("keep of seat %d at (%d,%d), on no castle tile", k.Seat, k.X, k.Y)
		}
	}
	r := renderer(t, set.Pack)
	drawn, err := r.Board(replayed.Core(), BoardOptions{TileSize: 32, Track: track, Pieces: pieces})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := r.Board(replayed.Core(), BoardOptions{TileSize: 32})
	if err != nil {
		t.Fatal(err)
	}
	if pixelDiff(plain, drawn) == "" {
		t.Error("the picture with the track and keeps looks the same as without them")
	}
}
