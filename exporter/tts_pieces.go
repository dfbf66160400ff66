package exporter

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/schema"
)

// ttsSeat is one seat's pieces: its colour's name and colour, its
// followers and its score markers.
type ttsSeat struct {
	name      string
	colour    color.NRGBA
	followers int
	markers   int
}

// seatColourNames name seatColours, the colours our pictures give seats.
var seatColourNames = []string{"Red", "Blue", "Green", "Yellow", "Black", "Purple"}

// tabletopSeats are the seats of the most players the ruleset takes, each
// with the followers its rules give: named as the ruleset names its seats
// when those are colours (Red, Blue, …), else by our seat colours. Mists
// plays a team of colours, several a player: one seat per colour, no
// score marker (the team scores together).
func tabletopSeats(p *schema.Pack) []ttsSeat {
	var players, followers, markers int
	switch r := p.Rules; {
	case r.Classic != nil:
		players, followers, markers = r.Classic.Players.Max, r.Classic.Followers, 1
		if printedDeck(p) != nil && r.Messages.Figures > 0 {
			markers = r.Messages.Figures
		}
	case r.City != nil:
		players, followers, markers = r.City.Players.Max, r.City.Followers, 1
	case r.Castle != nil:
		players, followers, markers = r.Castle.Players.Max, r.Castle.Followers, 1
	case r.Mists != nil:
		for _, m := range r.Mists.Meeples {
			players = max(players, m.MaxPlayers*m.ColoursPerPlayer)
			followers = max(followers, m.PerColour)
		}
	}
	players = min(players, len(seatColours))
	var names []string
	if e, ok := rulesets.EntryFor(p.Ruleset, p.Modules); ok {
		names = e.Seats
	}
	seats := make([]ttsSeat, players)
	for i := range seats {
		name := seatColourNames[i]
		if i < len(names) {
			if _, ok := namedColours[strings.ToLower(names[i])]; ok {
				name = names[i]
			}
		}
		seats[i] = ttsSeat{name: name, colour: PlayerColour(i, name), followers: followers, markers: markers}
	}
	return seats
}

// followers lays each seat's followers in a row in front of the table,
// its score markers first.
func (t *tabletop) followers() error {
	for s, seat := range tabletopSeats(t.p) {
		u, err := t.picture("follower-"+strings.ToLower(seat.name)+".png", Follower(seat.colour, followerPicture))
		if err != nil {
			return err
		}
		z := -10 - 1.2*float64(s)
		for i := range seat.markers + seat.followers {
			nick, tag := seat.name+" follower", "follower"
			if i < seat.markers {
				nick, tag = seat.name+" score marker", "score marker"
			}
			at := ttsAt(-6+0.9*float64(i), ttsTableY, z, 0, ttsFollowerScale, false)
			t.objects = append(t.objects, t.token(nick, u, at, tag, seat.name))
		}
	}
	return nil
}

// followerPicture is the side of a follower's picture in pixels.
const followerPicture = 128

// cityPieces puts The City's wall pieces and towers in two bags.
func (t *tabletop) cityPieces() error {
	c := t.p.Rules.City
	if c == nil {
		return nil
	}
	kinds := []struct {
		name, file string
		n          int
		draw       func(int) *image.NRGBA
		x          float64
	}{
		{"Wall piece", "wall-piece.png", c.Walls.Pieces, wallPiecePicture, 12},
		{"Tower", "tower.png", c.Walls.Towers, towerPicture, 16},
	}
	for _, k := range kinds {
		if k.n <= 0 {
			continue
		}
		u, err := t.picture(k.file, k.draw(pieceSide))
		if err != nil {
			return err
		}
		pieces := make([]ttsObject, k.n)
		for i := range pieces {
			pieces[i] = t.token(k.name, u, ttsAt(0, 0, 0, 0, ttsPieceScale, false), strings.ToLower(k.name))
		}
		t.objects = append(t.objects, t.bag(fmt.Sprintf("%ss: %d", k.name, k.n), "", k.x, 0, ttsColour{0.55, 0.55, 0.58}, pieces))
	}
	return nil
}

// mistsPieces puts Mists' ghosts in a bag (as many as the level that
// needs the most) and lays its dogs, one of each name the levels give.
func (t *tabletop) mistsPieces() error {
	m := t.p.Rules.Mists
	if m == nil {
		return nil
	}
	ghosts := 0
	var dogs []string
	for _, l := range m.Levels {
		ghosts = max(ghosts, l.Ghosts)
		for _, d := range l.Dogs {
			if !slices.Contains(dogs, d.Name) {
				dogs = append(dogs, d.Name)
			}
		}
	}
	if ghosts > 0 {
		u, err := t.picture("ghost.png", ghostPicture(pieceSide))
		if err != nil {
			return err
		}
		pieces := make([]ttsObject, ghosts)
		for i := range pieces {
			pieces[i] = t.token("Ghost", u, ttsAt(0, 0, 0, 0, ttsPieceScale, false), "ghost")
		}
		t.objects = append(t.objects, t.bag(fmt.Sprintf("Ghosts: %d", ghosts), "", 12, 0, ttsColour{0.9, 0.92, 0.95}, pieces))
	}
	if len(dogs) > 0 {
		u, err := t.picture("dog.png", dogPicture(pieceSide))
		if err != nil {
			return err
		}
		for i, d := range dogs {
			t.objects = append(t.objects, t.token("Dog: "+d, u, ttsAt(12+1.2*float64(i), ttsTableY, -5, 0, ttsPieceScale, false), "dog"))
		}
	}
	return nil
}

// pieceSide is the side of a piece's picture in pixels.
const pieceSide = 128
