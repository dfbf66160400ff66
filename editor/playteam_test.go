package editor

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// teamSnapshot opens a built-in pack of a team ruleset.
func teamSnapshot(t *testing.T) (*Document, *engine.Set) {
	t.Helper()
	d, err := OpenBuiltin("mists")
	if err != nil {
		t.Fatal(err)
	}
	if !d.Team() {
		t.Fatal("the built-in mists pack does not play as a team")
	}
	set, err := d.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	return d, set
}

// TestPlayTeamByHand: a person takes every decision of a cooperative game
// (tiles and meeples by cell and spot, every other decision from its
// options) to the end; the standing says how the team fared, and the log
// tells each tile.
func TestPlayTeamByHand(t *testing.T) {
	_, set := teamSnapshot(t)
	p, err := NewPlay(set, PlaySetup{Mix: "level-2", Seats: people("P1", "P2"), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[engine.DecisionKind]int{}
	for n := 0; p.Phase() != GameOver; n++ {
		if n > 5000 {
			t.Fatal("the game does not end")
		}
		if p.Decider() != "the team" {
			t.Fatalf("decision %s taken by %q, want the team", p.Pending().Kind(), p.Decider())
		}
		kinds[p.Pending().Kind()]++
		switch p.Phase() {
		case WaitTile:
			tg := p.Targets()[n%len(p.Targets())]
			p.Rotate(highestRotation(tg.Rotations) - p.Rotation())
			err = p.Place(tg.Cell)
		case WaitFollower:
			err = p.EndTurn()
			if spots := p.Spots(); n%3 == 0 && len(spots) > 0 {
				err = p.Answer(spots[0].Options[len(spots[0].Options)-1])
			}
		case WaitChoice:
			err = p.Answer(0)
		default:
			t.Fatalf("phase %d in a game of people", p.Phase())
		}
		if err != nil {
			t.Fatalf("decision %d: %v", n, err)
		}
	}
	s, ok := p.Standing()
	if !ok || !s.Over || !strings.HasPrefix(s.Result, "The team ") {
		t.Errorf("standing after the game: %+v", s)
	}
	if kinds[engine.DecidePlacement] == 0 || kinds[engine.DecideFollower] == 0 || len(kinds) < 3 {
		t.Errorf("decisions taken %v: want tiles, meeples and others", kinds)
	}
	if got := strings.Count(strings.Join(p.Log(), "\n"), "\n"); got < kinds[engine.DecidePlacement] {
		t.Errorf("the log has %d lines for %d tiles", got+1, kinds[engine.DecidePlacement])
	}
	if data, err := p.Record(); err != nil || !strings.Contains(string(data), `"level-2"`) {
		t.Errorf("record: %v\n%.200s", err, data)
	}
}

// TestPlayTeamOfBots: a bot team in the editor plays the game its agent
// plays through the registry with the same seed.
func TestPlayTeamOfBots(t *testing.T) {
	_, set := teamSnapshot(t)
	seats := []Seat{{Name: "P1", Bot: "coop"}, {Name: "P2", Bot: "coop"}}
	p, err := NewPlay(set, PlaySetup{Mix: "level-3", Seats: seats, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	if p.Phase() != WaitBot || !strings.Contains(p.Bot(), "coop") {
		t.Fatalf("phase %d, bot %q: want the coop team to decide", p.Phase(), p.Bot())
	}
	if err := p.PlayBots(); err != nil || p.Phase() != GameOver {
		t.Fatalf("PlayBots: %v, phase %d", err, p.Phase())
	}
	m, err := rulesets.NewMatch(set, nil, "level-3", []string{"P1", "P2"}, 8)
	if err != nil {
		t.Fatal(err)
	}
	a, err := rulesets.NewAgent(set, "coop")
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.Drive(m, []engine.Agent{a}); err != nil {
		t.Fatal(err)
	}
	got, _ := p.Standing()
	if want := engine.Underlying(m).(engine.Stander).Standing(); !reflect.DeepEqual(got, want) {
		t.Errorf("the editor's game stands\n%+v\nthe registry's\n%+v", got, want)
	}
}

// TestPlayOptionsReachTheMatch: the options of the set-up are the match's
// and the record's; options the ruleset refuses are a set-up error in its
// words.
func TestPlayOptionsReachTheMatch(t *testing.T) {
	_, set := teamSnapshot(t)
	p, err := NewPlay(set, PlaySetup{Mix: "level-2", Seats: people("P1"), Seed: 1, Options: []byte(`{"collective": "majority"}`)})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if data, err := p.Record(); err != nil || !strings.Contains(string(data), "majority") {
		t.Errorf("the record does not carry the options: %v\n%.300s", err, data)
	}
	_, err = NewPlay(set, PlaySetup{Mix: "level-2", Seats: people("P1"), Options: []byte(`{"level": 99}`)})
	if err == nil || !strings.Contains(err.Error(), "no level 99") {
		t.Errorf("level 99: %v", err)
	}
}
