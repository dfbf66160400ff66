package editor

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/tilesets"
)

// Log tells the game so far, a line per decision and per scoring: each
// tile placed, numbered, with the follower put on it ("3. Blue: K at
// (-1,-4) rot 90 + follower on the road at E"); each other decision
// indented under it ("   the team: remove 2 ghost(s) at (1,0) …"); what
// each scored; after the game, final scoring and the result.
func (p *Play) Log() []string { return p.log }

// tell logs decision d answered with option i, labelled label, and the
// scorings it brought about.
func (p *Play) tell(d engine.Decision, label string, i int) {
	who := p.who(d.Seat())
	switch {
	case d.Kind() == engine.DecidePlacement:
		p.turns++
		p.log = append(p.log, fmt.Sprintf("%d. %s: %s", p.turns, who, label))
	case d.Kind() == engine.DecideFollower && p.lastLineIsPlacement():
		if o := d.Option(i); strings.Contains(o.JSON, `"meeple"`) {
			p.log[len(p.log)-1] += " + " + label
		}
	default:
		p.log = append(p.log, fmt.Sprintf("   %s: %s", who, label))
	}
	p.tellEvents()
}

// lastLineIsPlacement reports whether the log's last line tells a tile
// placed (no scoring or other decision since).
func (p *Play) lastLineIsPlacement() bool {
	return len(p.log) > 0 && !strings.HasPrefix(p.log[len(p.log)-1], " ")
}

// tellEvents logs the core's scoring events not told yet; those of the
// end of the game under "Final scoring:", then the result.
func (p *Play) tellEvents() {
	c := p.Core()
	if c == nil {
		return
	}
	events := c.Events()
	for ; p.events < len(events); p.events++ {
		ev := events[p.events]
		if ev.Phase != engine.PhaseTurn && !p.finalAt {
			p.log = append(p.log, "Final scoring:")
			p.finalAt = true
		}
		p.log = append(p.log, "    "+p.scoring(ev))
	}
	if p.phase == GameOver && p.pending == nil {
		if r := p.Result(); r != "" && (len(p.log) == 0 || p.log[len(p.log)-1] != r) {
			p.log = append(p.log, r)
		}
	}
}

// scoring tells one scoring event: "city of 4 tiles (2 tiles, 1 pennant):
// 10 to Red"; points that come from no feature (a message's seal, a
// tower, a guard) are told by their source alone: "tower (3 wall pieces
// ...): 3 to Red".
func (p *Play) scoring(ev engine.Event) string {
	names := p.Core().Players()
	var who []string
	for _, s := range ev.Players {
		who = append(who, names[s])
	}
	what := string(ev.Kind)
	if len(ev.Tiles) > 0 {
		what = fmt.Sprintf("%s of %s", ev.Kind, Plural(len(ev.Tiles), "tile"))
	}
	if ev.Detail != "" {
		what += " (" + ev.Detail + ")"
	}
	return fmt.Sprintf("%s: %d to %s", what, ev.Points, strings.Join(who, " and "))
}

// Result says who leads or won, or how the team fares, as the ruleset
// words it (engine.Standing.Result); "" when it does not say.
func (p *Play) Result() string {
	s, _ := p.Standing()
	return s.Result
}

// Plural writes n with its noun: "1 tile", "3 tiles".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Record is the game so far as a game record, with the options it was
// started with (engine.Recorder): it replays on the pack as it was when
// the game began, with `tilesmith score`.
func (p *Play) Record() ([]byte, error) {
	r, ok := p.match.(engine.Recorder)
	if !ok {
		return nil, fmt.Errorf("games of %s cannot be recorded yet", p.entry.Name)
	}
	data, err := r.EncodeRecord(p.set.Pack.ID, p.setup.Options)
	if err != nil {
		return nil, err
	}
	return data, nil
}

// SaveRecord writes the game record to path atomically.
func (p *Play) SaveRecord(path string) error {
	data, err := p.Record()
	if err != nil {
		return err
	}
	if err := fsutil.WriteFileAtomic(path, data); err != nil {
		return err
	}
	return nil
}

// SaveRecordOn writes the record of a game of an expansion to path
// atomically: its "pack" names the base and its "with" the expansion,
// each a built-in id or a file named from the record's folder, as
// `tilesmith score` follows them. hint, when not "", is how to score a
// record naming a file outside its folder (score follows a record's
// names only there).
func (p *Play) SaveRecordOn(path string, on PlayedOn) (hint string, err error) {
	r, ok := p.match.(engine.Recorder)
	if !ok {
		return "", fmt.Errorf("games of %s cannot be recorded yet", p.entry.Name)
	}
	dir := filepath.Dir(path)
	base, baseOut := nameFrom(dir, on.Base)
	exp, expOut := nameFrom(dir, on.Expansion)
	data, err := r.EncodeRecord(base, p.setup.Options)
	if err != nil {
		return "", err
	}
	if data, err = engine.RecordWithExpansions("the record", data, []string{exp}); err != nil {
		return "", err
	}
	if err := fsutil.WriteFileAtomic(path, data); err != nil {
		return "", err
	}
	if baseOut || expOut {
		hint = fmt.Sprintf("score it with --pack %s --with %s: a record names only packs in its own folder", on.Base, on.Expansion)
	}
	return hint, nil
}

// nameFrom names a pack (a built-in id or a file's path) from a record's
// folder: the id, or the file's path relative to the folder; outside
// reports a file outside the folder, named by its whole path.
func nameFrom(dir, pack string) (name string, outside bool) {
	if tilesets.Has(pack) {
		if _, err := os.Stat(pack); err != nil {
			return pack, false
		}
	}
	absPack, err1 := filepath.Abs(pack)
	absDir, err2 := filepath.Abs(dir)
	if err1 == nil && err2 == nil {
		if rel, err := filepath.Rel(absDir, absPack); err == nil && filepath.IsLocal(rel) {
			return filepath.ToSlash(rel), false
		}
	}
	return filepath.ToSlash(pack), true
}
