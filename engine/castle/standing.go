package castle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// Standing says how the game stands: the seats' scores, the tiles left,
// the wall tiles on the track and in each hand, the keeps and, at the
// end, the largest empty area.
func (g *Game) Standing() engine.Standing {
	s := engine.SeatStanding(g.core)
	s.Facts = []engine.Fact{
		{Label: "Tiles left", Value: fmt.Sprint(g.core.Pile().Remaining())},
		{Label: "Wall tiles on the track", Value: fmt.Sprint(g.WallTilesOnTrack())},
	}
	for seat, name := range g.names {
		s.Facts = append(s.Facts,
			engine.Fact{Label: name + "'s wall tiles", Value: g.heldFact(seat)},
			engine.Fact{Label: name + "'s keep", Value: g.keepFact(seat)})
	}
	s.Facts = append(s.Facts, engine.Fact{Label: "Largest empty area", Value: fmt.Sprintf("%d tiles", g.LargestEmptyArea())})
	return s
}

func (g *Game) heldFact(seat int) string {
	if len(g.held[seat]) == 0 {
		return "none"
	}
	words := make([]string, len(g.held[seat]))
	for i, h := range g.held[seat] {
		words[i] = fmt.Sprintf("%d (%s)", h.kind, g.rules.wallEffect(h.kind))
	}
	return strings.Join(words, ", ")
}

func (g *Game) keepFact(seat int) string {
	k := g.keeps[seat]
	if !k.placed {
		return "in supply"
	}
	if k.bonus > 0 {
		return fmt.Sprintf("on a house of %d tiles at (%d,%d), counted as %d with wall tile 8", k.tiles, k.x, k.y, k.tiles+k.bonus)
	}
	return fmt.Sprintf("on a house of %d tiles at (%d,%d)", k.tiles, k.x, k.y)
}

// EncodeScore writes how the game stands as `tilesmith score` prints it:
// the score document of the core (keep and wall tile points are events of
// kinds "keep" and "wall tile N") with, after the scores, each seat's keep
// (the tiles it counts, wall tile 8's included) and wall tiles taken,
// played and held.
func (g *Game) EncodeScore() ([]byte, error) {
	doc, err := engine.EncodeScore(g.core)
	if err != nil {
		return nil, err
	}
	type seat struct {
		Player string `json:"player"`
		Keep   int    `json:"keepTiles"`
		Taken  []int  `json:"wallTilesTaken"`
		Played []int  `json:"wallTilesPlayed"`
		Held   []int  `json:"wallTilesHeld"`
	}
	head := struct {
		Seats  []seat `json:"seats"`
		OnWall int    `json:"wallTilesOnTrack"`
	}{OnWall: g.WallTilesOnTrack()}
	for s, name := range g.names {
		st := g.stats[s]
		head.Seats = append(head.Seats, seat{Player: name, Keep: g.KeepTiles(s),
			Taken: kindsOf(st.Taken), Played: kindsOf(st.Played), Held: append([]int{}, g.Held(s)...)})
	}
	data, err := json.Marshal(head)
	if err != nil {
		return nil, err
	}
	at := bytes.Index(doc, []byte("\n \"events\": ["))
	if at < 0 {
		return nil, fmt.Errorf("the score document has no events")
	}
	out := append([]byte(nil), doc[:at]...)
	out = append(out, "\n \"castle\": "...)
	out = append(out, data...)
	out = append(out, ',')
	return append(out, doc[at:]...), nil
}

// kindsOf lists the kinds counted, each as often as counted.
func kindsOf(count [10]int) []int {
	kinds := []int{}
	for k, n := range count {
		for range n {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// Track is the score track round the wall as the game stands
// (engine.Tracker).
func (g *Game) Track() engine.TrackView {
	t := g.rules.params.Board.Track
	v := engine.TrackView{Length: t.Length, Corners: t.Corners, WallTiles: make([]int, len(g.corners))}
	for i, k := range g.corners {
		if k != 0 {
			v.WallTiles[i] = -1
		}
	}
	for seat := range g.names {
		score := g.core.Score(seat)
		v.Markers = append(v.Markers, engine.TrackMarker{Seat: seat, Space: score % len(g.cornerAt), Laps: score / len(g.cornerAt)})
	}
	return v
}

// PieceMarks lists the keeps standing on houses (engine.PieceMarker).
func (g *Game) PieceMarks() []engine.PieceMark {
	var marks []engine.PieceMark
	for seat, k := range g.keeps {
		if k.placed {
			marks = append(marks, engine.PieceMark{X: k.x, Y: k.y, At: k.at, Seat: seat, Kind: "keep"})
		}
	}
	return marks
}

// CellMarks notes nothing on the board's cells (engine.Marker): the keeps
// are pieces (PieceMarks) and the track is drawn round the wall (Track).
func (g *Game) CellMarks() []engine.Mark { return nil }
