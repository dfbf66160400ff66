package ui

import (
	"github.com/tilesmith/tilesmith/engine/sim"
)

// balanceFixture is a hand-built balance report of two seats: tile D is
// worth the most, K the least (below zero), Red wins more than its fair
// share.
func balanceFixture() *sim.Balance {
	return &sim.Balance{
		Tiles: []sim.TileWorth{
			{Tile: "D", Draws: 4000, Worth: 2.4, CI: sim.Interval{Low: 2.0, High: 2.8}},
			{Tile: "A", Draws: 2000, Worth: 1.1, CI: sim.Interval{Low: 0.5, High: 1.7}},
			{Tile: "E", Draws: 5000, Worth: 0.3, CI: sim.Interval{Low: -0.1, High: 0.7}},
			{Tile: "K", Draws: 3000, Worth: -1.2, CI: sim.Interval{Low: -1.6, High: -0.8}},
		},
		Seats: []sim.SeatAdvantage{
			{Seat: 0, Name: "Red", WinRate: 0.56, WinCI: sim.Interval{Low: 0.53, High: 0.59}, Advantage: 0.06, Margin: 2.5, MarginCI: sim.Interval{Low: 1.9, High: 3.1}},
			{Seat: 1, Name: "Blue", WinRate: 0.44, WinCI: sim.Interval{Low: 0.41, High: 0.47}, Advantage: -0.06, Margin: -2.5, MarginCI: sim.Interval{Low: -3.1, High: -1.9}},
		},
		Points: []sim.PointShare{
			{Name: "city", Points: 48, Share: 0.4},
			{Name: "field", Points: 36, Share: 0.3},
			{Name: "road", Points: 24, Share: 0.2},
			{Name: "monastery", Points: 12, Share: 0.1},
		},
		Lengths:    []sim.Bar{{Value: 70, Games: 10}, {Value: 71, Games: 30}, {Value: 72, Games: 60}},
		Margins:    []sim.Bar{{Value: 0, Games: 5}, {Value: 3, Games: 40}, {Value: 10, Games: 35}, {Value: 25, Games: 20}},
		MarginName: "winner's margin",
	}
}

// changedFixture is balanceFixture after an edit: D is worth less,
// beyond both intervals; A moved within them; a new tile X; no K; Blue's
// wins moved beyond.
func changedFixture() *sim.Balance {
	b := balanceFixture()
	b.Tiles = []sim.TileWorth{
		{Tile: "X", Draws: 1000, Worth: 3.0, CI: sim.Interval{Low: 2.1, High: 3.9}},
		{Tile: "A", Draws: 2000, Worth: 1.4, CI: sim.Interval{Low: 0.8, High: 2.0}},
		{Tile: "D", Draws: 4000, Worth: 1.0, CI: sim.Interval{Low: 0.7, High: 1.3}},
		{Tile: "E", Draws: 5000, Worth: 0.2, CI: sim.Interval{Low: -0.2, High: 0.6}},
	}
	b.Seats = []sim.SeatAdvantage{
		{Seat: 0, Name: "Red", WinRate: 0.49, WinCI: sim.Interval{Low: 0.46, High: 0.52}, Margin: 0.2, MarginCI: sim.Interval{Low: -0.4, High: 0.8}},
		{Seat: 1, Name: "Blue", WinRate: 0.51, WinCI: sim.Interval{Low: 0.48, High: 0.54}, Margin: -0.2, MarginCI: sim.Interval{Low: -0.8, High: 0.4}},
	}
	b.Points = []sim.PointShare{{Name: "field", Share: 0.45}, {Name: "city", Share: 0.35}, {Name: "road", Share: 0.2}}
	b.Lengths = []sim.Bar{{Value: 74, Games: 50}, {Value: 75, Games: 50}}
	return b
}
