package extagent_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/extagent"
	_ "github.com/tilesmith/tilesmith/engine/games"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// scriptedPeer is a program played in the test: it reads each request
// and answers an option that varies with the request's number (or what
// answer says).
type scriptedPeer struct {
	t        *testing.T
	requests []extagent.Request
	lines    [][]byte
	answer   func(extagent.Request) string
}

func (p *scriptedPeer) Exchange(line []byte) ([]byte, error) {
	if bytes.ContainsAny(line, "\n\r") {
		p.t.Fatalf("a request is more than one line: %.200s", line)
	}
	var req extagent.Request
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		p.t.Fatalf("a request does not read as the protocol's: %v\n%.300s", err, line)
	}
	p.requests = append(p.requests, req)
	p.lines = append(p.lines, line)
	if p.answer != nil {
		return []byte(p.answer(req)), nil
	}
	return fmt.Appendf(nil, `{"option": %d}`, (len(p.requests)*7)%len(req.Decision.Options)), nil
}

// gamesOf are a game of every built-in ruleset: its set, mix and seats.
var gamesOf = []struct {
	name    string
	set     func(t *testing.T) *engine.Set
	mix     string
	players []string
}{
	{"classic", func(t *testing.T) *engine.Set { return testpacks.Winter(t) }, "WD", []string{"Red", "Blue"}},
	{"classic with messages", func(t *testing.T) *engine.Set { return testpacks.Combined(t, "winter-edition", "messages") }, "WD", []string{"Red", "Blue", "Green"}},
	{"city", func(t *testing.T) *engine.Set { return testpacks.FreshSet(t, "the-city") }, "base", []string{"Red", "Blue"}},
	{"castle", func(t *testing.T) *engine.Set { return testpacks.FreshSet(t, "the-castle") }, "base", []string{"Red", "Blue"}},
	{"mists", func(t *testing.T) *engine.Set { return testpacks.FreshSet(t, "mists") }, "level-5", []string{"P1", "P2"}},
}

// Every ruleset is played to its end by outside programs alone, each
// request telling the game at its first decision only, with options and a
// view the seat may see (docs/agents.md, "Requests").
func TestAgentPlaysEveryRuleset(t *testing.T) {
	for _, g := range gamesOf {
		t.Run(g.name, func(t *testing.T) {
			set := g.set(t)
			entry, err := rulesets.EntryOf(set)
			if err != nil {
				t.Fatal(err)
			}
			seats := len(g.players)
			if entry.Team {
				seats = 1
			}
			peers := make([]*scriptedPeer, seats)
			agents := make([]engine.Agent, seats)
			for i := range agents {
				peers[i] = &scriptedPeer{t: t}
				agents[i] = extagent.New("ext:test", peers[i])
			}
			for game := 1; game <= 2; game++ {
				m, err := rulesets.NewMatch(set, nil, g.mix, g.players, uint64(game))
				if err != nil {
					t.Fatal(err)
				}
				before := len(peers[0].requests)
				if err := engine.Drive(m, agents); err != nil {
					t.Fatalf("game %d: %v", game, err)
				}
				if !engine.Underlying(m).(engine.State).Over() {
					t.Fatalf("game %d is not over", game)
				}
				first := peers[0].requests[before]
				if first.Game == nil || first.Game.Number != game {
					t.Fatalf("game %d's first request describes %+v, want game number %d", game, first.Game, game)
				}
				seatsOfGame := g.players
				if entry.Team {
					seatsOfGame = nil // Mists' seats are its meeple colours
				}
				checkGame(t, first.Game, set.Pack.Ruleset, g.mix, seatsOfGame)
			}
			faceDown := 0
			for _, p := range peers {
				faceDown += checkRequests(t, p)
			}
			if g.name == "mists" && faceDown == 0 {
				t.Error("no request showed a face-down tile: the check of their faces is empty")
			}
		})
	}
}

// checkGame checks what a program learns when a game starts.
func checkGame(t *testing.T, info *extagent.GameInfo, ruleset, mix string, players []string) {
	t.Helper()
	if info.Ruleset != ruleset || info.Mix != mix || len(info.Seats) == 0 || (players != nil && fmt.Sprint(info.Seats) != fmt.Sprint(players)) {
		t.Errorf("the game is described as %s, mix %s, seats %v; want %s, %s, %v", info.Ruleset, info.Mix, info.Seats, ruleset, mix, players)
	}
	total := 0
	for _, tile := range info.Tiles {
		total += tile.Count
		if len(tile.Features) == 0 {
			t.Errorf("tile %s has no features", tile.ID)
		}
	}
	if total == 0 {
		t.Errorf("the mix has no tiles: %+v", info.Tiles)
	}
}

// checkRequests checks every request a program was given: the game told
// once a game, options that are JSON, and a view that hides what the seat
// cannot see.
func checkRequests(t *testing.T, p *scriptedPeer) (faceDown int) {
	t.Helper()
	games := 0
	var counts map[string]int
	for i, req := range p.requests {
		if req.Protocol != extagent.Version {
			t.Fatalf("request %d has protocol %d", i, req.Protocol)
		}
		if req.Game != nil {
			games++
			counts = map[string]int{}
			for _, tile := range req.Game.Tiles {
				counts[tile.ID] = tile.Count
			}
		}
		if len(req.Decision.Options) == 0 {
			t.Fatalf("request %d has no options", i)
		}
		for _, o := range req.Decision.Options {
			if !json.Valid(o.JSON) || o.Label == "" || (o.X == nil) != (o.Y == nil) {
				t.Fatalf("request %d has an option %+v", i, o)
			}
		}
		for _, tile := range req.View.Board {
			switch {
			case tile.FaceDown:
				faceDown++
				if tile.Tile != "" {
					t.Fatalf("request %d shows the face of a face-down tile: %+v", i, tile)
				}
			case !tile.FaceDown && tile.Tile == "":
				t.Fatalf("request %d shows a face-up tile without its kind: %+v", i, tile)
			}
		}
		for id, n := range req.View.Unplaced {
			if n < 1 || n > counts[id] {
				t.Fatalf("request %d: %d of tile %s not on the board, of %d in the mix", i, n, id, counts[id])
			}
		}
		if len(req.View.Supplies) == 0 || len(req.View.Standing.Scores) == 0 {
			t.Fatalf("request %d has no supplies or scores: %+v", i, req.View)
		}
	}
	if games != 2 {
		t.Errorf("the program was told of %d games, want 2", games)
	}
	// The view never gives the pile's order: no request names a tile
	// still to draw other than by counts.
	for i, line := range p.lines {
		if bytes.Contains(line, []byte(`"pile"`)) || bytes.Contains(line, []byte(`"seed":`)) && p.requests[i].Game == nil {
			t.Fatalf("request %d says more than the seat may see: %.300s", i, line)
		}
	}
	return faceDown
}

// A game the same agent plays again from its start (a simulation resets
// one game) is told as a new game, as a new match is.
func TestAgentTellsAGameReset(t *testing.T) {
	set := testpacks.Winter(t)
	peer := &scriptedPeer{t: t}
	agent := extagent.New("ext:test", peer)
	m, err := rulesets.NewMatch(set, nil, "WD", []string{"Red", "Blue"}, 7)
	if err != nil {
		t.Fatal(err)
	}
	d := m.Pending()
	for range 2 {
		if _, err := agent.Decide(m, d); err != nil {
			t.Fatal(err)
		}
	}
	if peer.requests[0].Game == nil || peer.requests[1].Game != nil {
		t.Fatalf("the same decision asked twice is one game: got game descriptions %v, %v", peer.requests[0].Game, peer.requests[1].Game)
	}
	other, err := rulesets.NewMatch(set, nil, "WD", []string{"Red", "Blue"}, 8)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := agent.Decide(other, other.Pending()); err != nil {
		t.Fatal(err)
	}
	if g := peer.requests[2].Game; g == nil || g.Number != 2 {
		t.Fatalf("another match is game 2, got %+v", g)
	}
}

// A program's bad answer stops the game with a message that names the
// program, the decision and what would be right.
func TestAgentBadAnswer(t *testing.T) {
	set := testpacks.Winter(t)
	peer := &scriptedPeer{t: t, answer: func(extagent.Request) string { return `{"option": 500}` }}
	m, err := rulesets.NewMatch(set, nil, "WD", []string{"Red", "Blue"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	err = engine.Drive(m, []engine.Agent{extagent.New("ext:./mybot", peer), extagent.New("ext:./mybot", peer)})
	want := "ext:./mybot: its answer to a place-tile decision (turn 1) is no option: option 500 of a decision of"
	if err == nil || !bytes.HasPrefix([]byte(err.Error()), []byte(want)) {
		t.Fatalf("got %v, want %q...", err, want)
	}
}
