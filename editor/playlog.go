package editor

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// Log tells the game so far, a line per move and per scoring: the moves
// as a game record spells them, each followed by what it scored; after
// the last tile, final scoring and the result.
func (p *Play) Log() []string {
	g := p.game
	rec := g.Record(p.set.Pack.ID, nil)
	events := g.Events()
	var lines []string
	e := 0
	for i, m := range rec.Moves {
		lines = append(lines, fmt.Sprintf("%d. %s: %s", i+1, m.Player, m))
		for ; e < len(events) && events[e].Phase == engine.PhaseTurn && events[e].Move <= i+1; e++ {
			lines = append(lines, "    "+p.scoring(events[e]))
		}
	}
	if !g.Over() {
		return lines
	}
	lines = append(lines, "Final scoring:")
	for ; e < len(events); e++ {
		lines = append(lines, "    "+p.scoring(events[e]))
	}
	return append(lines, p.Result())
}

// scoring tells one scoring event: "city of 4 tiles (2 tiles, 1 pennant):
// 10 to Red".
func (p *Play) scoring(ev engine.Event) string {
	names := p.game.Players()
	var who []string
	for _, s := range ev.Players {
		who = append(who, names[s])
	}
	what := fmt.Sprintf("%s of %s", ev.Kind, Plural(len(ev.Tiles), "tile"))
	if ev.Detail != "" {
		what += " (" + ev.Detail + ")"
	}
	return fmt.Sprintf("%s: %d to %s", what, ev.Points, strings.Join(who, " and "))
}

// Result says who leads or won: "Blue wins with 84 points" or "Red and
// Blue share the lead with 20 points".
func (p *Play) Result() string {
	g := p.game
	best := -1 << 31
	var top []string
	for s, name := range g.Players() {
		switch sc := g.Score(s); {
		case sc > best:
			best, top = sc, []string{name}
		case sc == best:
			top = append(top, name)
		}
	}
	verb := "leads"
	if g.Over() {
		verb = "wins"
	}
	if len(top) > 1 {
		verb = "share the lead"
		if g.Over() {
			verb = "share the win"
		}
		return fmt.Sprintf("%s %s with %s", strings.Join(top, " and "), verb, Plural(best, "point"))
	}
	return fmt.Sprintf("%s %s with %s", top[0], verb, Plural(best, "point"))
}

// Plural writes n with its noun: "1 tile", "3 tiles".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Record is the game so far as a game record (ARCHITECTURE.md): it
// replays on the pack as it was when the game began, with `tilesmith
// score` or engine.Replay.
func (p *Play) Record() *engine.Record { return p.game.Record(p.set.Pack.ID, nil) }

// SaveRecord writes the game record to path atomically.
func (p *Play) SaveRecord(path string) error {
	data, err := p.Record().Encode()
	if err != nil {
		return fmt.Errorf("editor: %w", err)
	}
	if err := fsutil.WriteFileAtomic(path, data); err != nil {
		return fmt.Errorf("editor: %w", err)
	}
	return nil
}
