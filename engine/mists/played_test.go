package mists

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// What a test compares of two games: every decision the team took, as a
// record of the game's steps (format 2) writes it, and how the game
// stands (position). A record of the game's moves (format 1) is read,
// never written: these stand in for the records the tests compared.

// answers is a team that writes down each decision it takes: its kind
// and the encoding of the option it took, as a record of the game's steps
// holds them.
type answers struct {
	Team
	taken []string
}

func (a *answers) Choose(g *Game) (int, error) {
	i, err := a.Team.Choose(g)
	if err == nil {
		d := decision{g}
		a.taken = append(a.taken, string(d.Kind())+" "+d.Option(i).JSON)
	}
	return i, err
}

// position describes how g stands: the tiles drawn (face up, set aside or
// face down) in draw order, each tile on the board — where, how turned,
// face up or down, the symbols on its copy and the ghosts on it — the
// meeples standing, the copies left to draw, the turns, the ghosts after
// each turn, and the score document (scores, ghosts, dogs, buried meeples,
// and every event with the number of its move).
func position(t testing.TB, g *Game) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("drawn:")
	for i := range g.core.Pile().Drawn() {
		b.WriteString(" " + g.tileID(g.core.Pile().Tile(i)))
	}
	b.WriteString("\nboard:")
	for pi, p := range g.core.Board() {
		fmt.Fprintf(&b, " %s@(%d,%d)r%d", g.tileID(p.Tile), p.X, p.Y, p.Rot)
		if p.FaceDown {
			b.WriteString("down")
		}
		fmt.Fprintf(&b, "s%dg%d", g.printed[pi], g.ghosts[pi])
	}
	b.WriteString("\nmeeples:")
	for _, f := range g.core.Followers() {
		fmt.Fprintf(&b, " %s@%d", Colours[f.Player], f.Node)
	}
	b.WriteString("\nleft:")
	for tile, syms := range g.copies {
		if len(syms) > 0 {
			fmt.Fprintf(&b, " %s%v", g.tileID(tile), slices.Sorted(slices.Values(syms)))
		}
	}
	fmt.Fprintf(&b, "\nturns %d, phase %d, ghosts after each turn %v\n", g.turns, g.t.phase, g.Series)
	doc, err := g.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	b.Write(doc)
	return b.String()
}

// playSteps plays g to its end with team through a History, as
// 'tilesmith play' does, and returns the record it writes (format 2).
func playSteps(t testing.TB, g *Game, team Team) []byte {
	t.Helper()
	h := engine.NewHistory(NewMatch(g))
	if err := engine.Drive(h, []engine.Agent{TeamAgent{team}}); err != nil {
		t.Fatal(err)
	}
	data, err := h.EncodeRecord("mists", nil)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// replaySteps reads a record of the game's steps and replays it on a new
// game of the set-up its header names.
func replaySteps(t testing.TB, data []byte) *Game {
	t.Helper()
	rec, err := engine.DecodeGameRecord[engine.Step]("game.json", data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(mistsSet(t), rec.Ruleset.Options, rec.Mix, rec.Players, rec.Seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.ReplaySteps(NewMatch(g), rec.Moves); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return g
}
