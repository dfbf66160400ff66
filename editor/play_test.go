package editor

import (
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/schema"
)

// winterSnapshot opens the built-in Winter Edition pack and compiles a
// snapshot of it.
func winterSnapshot(t *testing.T) (*Document, *engine.Set) {
	t.Helper()
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	set, err := d.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	return d, set
}

func winterPlay(t *testing.T, mix string, seed uint64, seats ...Seat) *Play {
	t.Helper()
	_, set := winterSnapshot(t)
	p, err := NewPlay(set, PlaySetup{Mix: mix, Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func people(names ...string) []Seat {
	var out []Seat
	for _, n := range names {
		out = append(out, Seat{Name: n})
	}
	return out
}

// highestRotation is the last rotation in a mask: for a symmetric tile a
// rotation the engine does not list, which a person may still choose.
func highestRotation(m uint8) int {
	q := 0
	for r := range 4 {
		if m&(1<<r) != 0 {
			q = r
		}
	}
	return q
}

// TestPlayWholeGameByHand: two people play a whole game through the
// editor's model; every drawn tile is placed or set aside, and the points
// the log tells add up to the final scores.
func TestPlayWholeGameByHand(t *testing.T) {
	p := winterPlay(t, "WD", 3, people("Ann", "Bob")...)
	moves := 0
	for p.Phase() != GameOver {
		switch p.Phase() {
		case WaitTile:
			targets := p.Targets()
			if len(targets) == 0 {
				t.Fatalf("turn %d: a tile to place but no target", p.Core().Turn())
			}
			tg := targets[moves%len(targets)]
			p.Rotate(highestRotation(tg.Rotations) - p.Rotation())
			if err := p.Place(tg.Cell); err != nil {
				t.Fatalf("turn %d: %v", p.Core().Turn(), err)
			}
			if b := p.Core().Board(); b[len(b)-1].X != tg.Cell.X || b[len(b)-1].Y != tg.Cell.Y {
				last := b[len(b)-1]
				t.Fatalf("placed at (%d,%d), want %v", last.X, last.Y, tg.Cell)
			}
			moves++
		case WaitFollower:
			spots := p.Spots()
			if len(spots) == 0 {
				t.Fatal("waiting for a follower with no spot offered")
			}
			var err error
			if moves%2 == 0 {
				err = p.Deploy(len(spots) - 1)
			} else {
				err = p.EndTurn()
			}
			if err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("phase %d in a game of people", p.Phase())
		}
	}
	g := p.Core()
	if g.Turn() != moves || g.Pile().Remaining() != 0 {
		t.Errorf("%d turns played and %d tiles left, want %d and 0", g.Turn(), g.Pile().Remaining(), moves)
	}
	log := p.Log()
	points := map[string]int{}
	scoring := regexp.MustCompile(`: (\d+) to (.+)$`)
	placements := 0
	for _, line := range log {
		if strings.HasPrefix(line, "    ") {
			m := scoring.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("scoring line %q", line)
			}
			n, _ := strconv.Atoi(m[1])
			for who := range strings.SplitSeq(m[2], " and ") {
				points[who] += n
			}
		} else if regexp.MustCompile(`^\d+\. (Ann|Bob): `).MatchString(line) {
			placements++
		}
	}
	if placements != moves {
		t.Errorf("the log tells %d placements, want %d", placements, moves)
	}
	for seat, name := range g.Players() {
		if points[name] != g.Score(seat) {
			t.Errorf("the log gives %s %d points, the game %d", name, points[name], g.Score(seat))
		}
	}
	if !slicesContain(log, "Final scoring:") || !strings.Contains(log[len(log)-1], "with") {
		t.Errorf("the log does not end with final scoring and the result: %q", log[len(log)-3:])
	}
}

func slicesContain(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}

// TestPlayRefusals: a move out of turn or off the highlighted cells is
// refused with a reason and changes nothing.
func TestPlayRefusals(t *testing.T) {
	p := winterPlay(t, "WE3", 11, people("Ann", "Bob")...)
	var other Target // a cell where the tile fits, but not at rotation 0
	for _, tg := range p.Targets() {
		if tg.Rotations&1 == 0 {
			other = tg
		}
	}
	tests := []struct {
		name string
		move func() error
		want error
		says string
	}{
		{"follower before the tile", func() error { return p.Deploy(0) }, ErrNotNow, "no follower"},
		{"end turn before the tile", p.EndTurn, ErrNotNow, "no turn"},
		{"bot move in a person's turn", p.PlayBot, ErrNotNow, "not a bot"},
		{"far from the board", func() error { return p.Place(image.Pt(40, 40)) }, ErrNoFit, "highlighted cells"},
		{"on the start tile", func() error { return p.Place(image.Pt(0, 0)) }, ErrNoFit, "does not fit"},
		{"wrong rotation", func() error {
			if other.Rotations == 0 {
				t.Skip("every target fits at 0°")
			}
			return p.Place(other.Cell)
		}, ErrNoFit, "press R"},
		{"no such hand tile", func() error { return p.Select(3) }, nil, "no tile 4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p.Rotate(-p.Rotation())
			turn := p.Core().Turn()
			err := tc.move()
			if err == nil {
				t.Fatal("accepted")
			}
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Errorf("error %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.says) {
				t.Errorf("error %q does not say %q", err, tc.says)
			}
			if p.Core().Turn() != turn || p.Phase() != WaitTile {
				t.Errorf("a refused move changed the game")
			}
		})
	}
}

// TestPlayBotsLikeSimulation: a game of bots in the editor is the game the
// simulator plays with the same seed.
func TestPlayBotsLikeSimulation(t *testing.T) {
	p := winterPlay(t, "WE3", 21, Seat{Name: "Red", Bot: "greedy"}, Seat{Name: "Blue", Bot: "random"})
	if p.Phase() != WaitBot {
		t.Fatalf("phase %d, want WaitBot", p.Phase())
	}
	if err := p.PlayBots(); err != nil {
		t.Fatal(err)
	}
	if p.Phase() != GameOver {
		t.Fatalf("phase %d after PlayBots, want GameOver", p.Phase())
	}
	if p.Recent() != nil {
		t.Errorf("a game of bots marks recent tiles")
	}

	_, set := winterSnapshot(t)
	ruleset := classicRuleset(t, set)
	greedy, _ := bots.New("greedy")
	rnd, _ := bots.New("random")
	rules, _ := ruleset.Bind(set, nil)
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: "WE3", Players: []string{"Red", "Blue"}, Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	var pl classic.Player
	pl.Play(g, []engine.Bot{greedy, rnd})
	for seat := range 2 {
		if g.Score(seat) != p.Core().Score(seat) {
			t.Errorf("seat %d: %d points in the editor, %d on the fast path", seat, p.Core().Score(seat), g.Score(seat))
		}
	}
}

// TestPlayPersonAgainstBot: the bot moves when PlayBots is called and its
// tile is marked as recent.
func TestPlayPersonAgainstBot(t *testing.T) {
	p := winterPlay(t, "WE3", 5, Seat{Name: "Ann"}, Seat{Name: "Bot", Bot: "greedy"})
	tg := p.Targets()[0]
	p.Rotate(highestRotation(tg.Rotations))
	if err := p.Place(tg.Cell); err != nil {
		t.Fatal(err)
	}
	if p.Phase() == WaitFollower {
		if err := p.EndTurn(); err != nil {
			t.Fatal(err)
		}
	}
	if p.Phase() != WaitBot {
		t.Fatalf("phase %d after Ann's turn, want WaitBot", p.Phase())
	}
	if err := p.PlayBots(); err != nil {
		t.Fatal(err)
	}
	if p.Phase() != WaitTile || p.Pending().Seat() != 0 {
		t.Fatalf("phase %d, seat %d: want Ann to place", p.Phase(), p.Pending().Seat())
	}
	if len(p.Recent()) != 1 || p.Recent()[0].By != 1 {
		t.Errorf("recent tiles %+v, want the bot's one", p.Recent())
	}
}

func TestPlaySetupRefused(t *testing.T) {
	_, set := winterSnapshot(t)
	tests := []struct {
		name  string
		setup PlaySetup
		says  string
	}{
		{"same names", PlaySetup{Mix: "WD", Seats: people("Ann", "Ann")}, "seat 2 needs a name"},
		{"no name", PlaySetup{Mix: "WD", Seats: people("Ann", " ")}, "seat 2 needs a name"},
		{"unknown bot", PlaySetup{Mix: "WD", Seats: []Seat{{Name: "A"}, {Name: "B", Bot: "clever"}}}, `no bot "clever"`},
		{"too many", PlaySetup{Mix: "WD", Seats: people("a", "b", "c", "d", "e", "f", "g")}, "wrong number of players"},
		{"no mix", PlaySetup{Mix: "XX", Seats: people("a", "b")}, "has no mix \"XX\""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewPlay(set, tc.setup)
			if !errors.Is(err, ErrPlaySetup) || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("error %v, want ErrPlaySetup saying %q", err, tc.says)
			}
		})
	}
}

// TestSnapshotIsIsolated: a game runs on a copy; later edits do not reach
// it, and a pack with errors cannot be played.
func TestSnapshotIsIsolated(t *testing.T) {
	d, set := winterSnapshot(t)
	if lo, hi, ok := d.Players(); !ok || lo != 2 || hi != 5 {
		t.Errorf("Players() = %d, %d, %v; the classic rules allow 2 to 5", lo, hi, ok)
	}
	rev := d.Revision()
	if err := d.Do(RenameTile{From: "D", To: "D2"}); err != nil {
		t.Fatal(err)
	}
	if d.Revision() == rev {
		t.Errorf("an edit left the revision at %d", rev)
	}
	if _, ok := set.Tile("D"); !ok || set.Pack.Tiles[3].ID != "D" {
		t.Errorf("the snapshot saw the rename")
	}
	if err := d.Do(AssignPort{Tile: "D2", Port: schema.PortS, Feature: "city"}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.SnapshotSet(); err == nil || !strings.Contains(err.Error(), "problems panel") {
		t.Errorf("Snapshot of a broken pack: %v", err)
	}
	if _, _, ok := d.Players(); ok {
		t.Errorf("a broken pack offers player counts")
	}
}

// TestPlayHandOfThree: with the hand-size house rule a person holds three
// tiles and chooses which to place; the highlighted cells follow.
func TestPlayHandOfThree(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Do(SetRule{Path: "classic.houseRules.handSize", Value: "3"}); err != nil {
		t.Fatal(err)
	}
	set, err := d.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPlay(set, PlaySetup{Mix: "WE3", Seats: people("Ann", "Bob"), Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	hand := p.Hand()
	if len(hand) != 3 {
		t.Fatalf("hand %v, want 3 tiles", hand)
	}
	// Choose a tile other than the first that differs from it, if any.
	pick := -1
	for i := 1; i < 3; i++ {
		if hand[i] != hand[0] {
			pick = i
		}
	}
	if pick < 0 {
		t.Skip("the three tiles are the same")
	}
	if err := p.Select(pick); err != nil {
		t.Fatal(err)
	}
	if p.Selected() != pick || p.Tile() != hand[pick] {
		t.Fatalf("selected %d (tile %s), want %d (%s)", p.Selected(), p.Tile(), pick, hand[pick])
	}
	tg := p.Targets()[0]
	p.Rotate(highestRotation(tg.Rotations))
	if err := p.Place(tg.Cell); err != nil {
		t.Fatal(err)
	}
	last := p.Core().Board()[len(p.Core().Board())-1]
	if set.Tiles[last.Tile].ID != hand[pick] {
		t.Errorf("placed %s, want the chosen %s", set.Tiles[last.Tile].ID, hand[pick])
	}
}

// TestPlayRecordReplays: a game played by hand, saved as a record, replays
// to the same board and scores, finished or not.
func TestPlayRecordReplays(t *testing.T) {
	for _, finish := range []bool{false, true} {
		t.Run(fmt.Sprintf("finished=%v", finish), func(t *testing.T) {
			p := winterPlay(t, "WE3", 9, Seat{Name: "Ann"}, Seat{Name: "Bot", Bot: "greedy"})
			for turns := 0; p.Phase() != GameOver && (finish || turns < 10); turns++ {
				tg := p.Targets()[turns%len(p.Targets())]
				p.Rotate(highestRotation(tg.Rotations) - p.Rotation())
				if err := p.Place(tg.Cell); err != nil {
					t.Fatal(err)
				}
				if p.Phase() == WaitFollower {
					if err := p.Deploy(0); err != nil {
						t.Fatal(err)
					}
				}
				if err := p.PlayBots(); err != nil {
					t.Fatal(err)
				}
			}
			path := filepath.Join(t.TempDir(), "game.json")
			if err := p.SaveRecord(path); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := rulesets.DecodeRecord(path, data)
			if err != nil {
				t.Fatal(err)
			}
			replayed, err := rulesets.Replay(p.set, rec)
			if err != nil {
				t.Fatal(err)
			}
			g := replayed.Core()
			if g.Over() != p.Core().Over() || g.Turn() != p.Core().Turn() {
				t.Errorf("replay: over %v after %d turns; the game: over %v after %d", g.Over(), g.Turn(), p.Core().Over(), p.Core().Turn())
			}
			for seat := range 2 {
				if g.Score(seat) != p.Core().Score(seat) {
					t.Errorf("seat %d: %d points on replay, %d in the game", seat, g.Score(seat), p.Core().Score(seat))
				}
			}
		})
	}
}

func classicRuleset(t *testing.T, set *engine.Set) engine.Ruleset {
	t.Helper()
	rs, err := rulesets.Lookup(set.Ruleset.Name)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}
