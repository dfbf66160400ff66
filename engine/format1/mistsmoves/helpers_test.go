package mistsmoves

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// mistsSet is the built-in mists pack, compiled.
func mistsSet(t testing.TB) *engine.Set { return testpacks.FreshSet(t, "mists") }

// newLevel starts a game of the pack's level for the first players of
// Ana, Bo, Cy, Di and Ed.
func newLevel(t testing.TB, level, players int, seed uint64) *mists.Game {
	t.Helper()
	names := []string{"Ana", "Bo", "Cy", "Di", "Ed"}[:players]
	g, err := mists.NewGame(mistsSet(t), nil, fmt.Sprintf("level-%d", level), names, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// position describes how g stands, as far as the game shows it: the
// tiles drawn (face up, set aside or face down) in draw order, each tile
// on the board — where, how turned, face up or down, the symbols on its
// copy and the ghosts on it — the meeples standing, the copies left to
// draw, the turns, the decision waited for, the ghosts after each turn,
// and the score document (scores, ghosts, dogs, buried meeples, and every
// event with the number of its move).
func position(t testing.TB, g *mists.Game) string {
	t.Helper()
	core := g.Core()
	id := func(tile int) string { return core.Set.Tiles[tile].ID }
	var b strings.Builder
	b.WriteString("drawn:")
	for i := range core.Pile().Drawn() {
		b.WriteString(" " + id(core.Pile().Tile(i)))
	}
	b.WriteString("\nboard:")
	for pi, p := range core.Board() {
		fmt.Fprintf(&b, " %s@(%d,%d)r%d", id(int(p.Tile)), p.X, p.Y, p.Rot)
		if p.FaceDown {
			b.WriteString("down")
		}
		fmt.Fprintf(&b, "s%dg%d", g.PrintedSymbols(pi), g.Ghosts(pi))
	}
	b.WriteString("\nmeeples:")
	for _, f := range core.Followers() {
		fmt.Fprintf(&b, " %s@%d", mists.Colours[f.Player], f.Node)
	}
	b.WriteString("\nleft:")
	for tile := range core.Set.Tiles {
		if syms := g.UndrawnCopies(tile); len(syms) > 0 {
			fmt.Fprintf(&b, " %s%v", id(tile), slices.Sorted(slices.Values(syms)))
		}
	}
	fmt.Fprintf(&b, "\nturns %d, deciding %q, over %v, ghosts after each turn %v\n", g.Turns(), g.Deciding(), g.Over(), g.Series)
	doc, err := g.EncodeScore()
	if err != nil {
		t.Fatal(err)
	}
	b.Write(doc)
	return b.String()
}

// corpusRecord is a record of the CLI's record corpus.
type corpusRecord struct {
	name string
	data []byte
}

// corpusRecords are the Mists records of format 1 of the CLI's record
// corpus, in file name order: written by earlier builds, they replay the
// same forever (internal/cli's TestRecordCorpus checks their score
// documents).
func corpusRecords(t testing.TB) []corpusRecord {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "internal", "cli", "testdata", "records", "mists-*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusRecord
	for _, f := range files {
		if strings.HasSuffix(f, ".steps.json") {
			continue // the twins' steps: format 2
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, corpusRecord{filepath.Base(f), data})
	}
	if len(out) < 8 {
		t.Fatalf("%d Mists records of format 1 in the record corpus (%s); want at least 8", len(out), files)
	}
	return out
}
