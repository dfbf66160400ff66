package mists

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// TestCheckSetup: CheckSetup says what NewGame says, level by level and
// player count by player count, on the shipped pack and on packs an editor
// could hold mid-edit, and costs next to nothing.
func TestCheckSetup(t *testing.T) {
	sixPlayers := func(level int) string {
		return fmt.Sprintf("level-%d/6: wrong number of players: 6 (pack mists sets up 1 to 5 players)", level)
	}
	for _, tc := range []struct {
		name   string
		change func(p *schema.Pack)
		want   []string // "level-N/players: error", by level and players
	}{
		{"the shipped pack", func(*schema.Pack) {}, nil},
		{"stacks that do not add up", func(p *schema.Pack) { mixOf(p, "level-2").Stacks = []int{1, 2} }, []string{
			"level-2/1: mix level-2: the stacks hold 3 tiles but the draw pile has 60 (the mix's 64 tiles minus 4 start tiles): make the stacks add up to 60",
			"level-2/2: mix level-2: the stacks hold 3 tiles but the draw pile has 60 (the mix's 64 tiles minus 4 start tiles): make the stacks add up to 60",
			"level-2/3: mix level-2: the stacks hold 3 tiles but the draw pile has 60 (the mix's 64 tiles minus 4 start tiles): make the stacks add up to 60",
			"level-2/4: mix level-2: the stacks hold 3 tiles but the draw pile has 60 (the mix's 64 tiles minus 4 start tiles): make the stacks add up to 60",
			"level-2/5: mix level-2: the stacks hold 3 tiles but the draw pile has 60 (the mix's 64 tiles minus 4 start tiles): make the stacks add up to 60",
		}},
		{"more separate scores than colours", func(p *schema.Pack) { p.Rules.Mists.Levels[0].SeparateScores = 5 }, []string{
			"level-1/1: level 1 has 5 separate score meeples but only 4 colours play",
			"level-1/2: level 1 has 5 separate score meeples but only 4 colours play",
			"level-1/3: level 1 has 5 separate score meeples but only 3 colours play",
			"level-1/4: level 1 has 5 separate score meeples but only 4 colours play",
		}},
		{"start tiles with more ghosts than the supply", func(p *schema.Pack) { p.Rules.Mists.Levels[2].Ghosts = 1 }, []string{
			"level-3/1: the start tiles carry more ghost symbols than level 3 has ghosts (1)",
			"level-3/2: the start tiles carry more ghost symbols than level 3 has ghosts (1)",
			"level-3/3: the start tiles carry more ghost symbols than level 3 has ghosts (1)",
			"level-3/4: the start tiles carry more ghost symbols than level 3 has ghosts (1)",
			"level-3/5: the start tiles carry more ghost symbols than level 3 has ghosts (1)",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := freshMists(t)
			tc.change(set.Pack)
			var got, want []string
			for level := 1; level <= 6; level++ {
				for _, w := range tc.want {
					if strings.HasPrefix(w, fmt.Sprintf("level-%d/", level)) {
						want = append(want, w)
					}
				}
				want = append(want, sixPlayers(level))
				for players := 1; players <= 6; players++ {
					mix, names := fmt.Sprintf("level-%d", level), []string{"A", "B", "C", "D", "E", "F"}[:players]
					var before, after runtime.MemStats
					runtime.ReadMemStats(&before)
					checkErr := CheckSetup(set, nil, mix, names)
					runtime.ReadMemStats(&after)
					_, newErr := NewGame(set, nil, mix, names, 1)
					if fmt.Sprint(checkErr) != fmt.Sprint(newErr) {
						t.Errorf("%s with %d players: CheckSetup says %v but NewGame %v", mix, players, checkErr, newErr)
					}
					if checkErr != nil {
						got = append(got, fmt.Sprintf("%s/%d: %v", mix, players, checkErr))
					}
					if b := after.TotalAlloc - before.TotalAlloc; b > 256<<10 {
						t.Errorf("%s with %d players: CheckSetup allocated %d bytes, want at most 256 KiB", mix, players, b)
					}
				}
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("set-ups refused:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// freshMists compiles the built-in Mists pack anew, for a test to change.
func freshMists(t *testing.T) *engine.Set { return testpacks.FreshSet(t, "mists") }

// mixOf returns the pack's mix with the id.
func mixOf(p *schema.Pack, id string) *schema.Mix {
	for i := range p.Mixes {
		if p.Mixes[i].ID == id {
			return &p.Mixes[i]
		}
	}
	panic("no mix " + id)
}

// TestOptionErrors: options a record or --options gives are refused in
// their own terms, never in Go's.
func TestOptionErrors(t *testing.T) {
	for _, tc := range []struct {
		name, options, want string
	}{
		{"level as a word", `{"level": "two"}`, `options: "level" must be a whole number from 1 to 1000, not "two"`},
		{"level past the limit", `{"level": 1001}`, `options: "level" must be a whole number from 1 to 1000, not 1001`},
		{"level 0", `{"level": 0}`, `options: "level" must be a whole number from 1 to 1000, not 0`},
		{"a level the pack lacks", `{"level": 9}`, `pack mists has no level 9 (levels: 1 (mix level-1), 2 (mix level-2), 3 (mix level-3), 4 (mix level-4), 5 (mix level-5), 6 (mix level-6))`},
		{"an unknown scoring", `{"collective": "most"}`, `options: "collective" must be "per-colour" or "majority", not "most"`},
		{"scoring as a number", `{"collective": 1}`, `options: "collective" must be "per-colour" or "majority", not 1`},
		{"an array", `[2]`, `options must be a JSON object like {"level": 2}, not an array`},
		{"an unknown option", `{"levle": 2}`, `options: unknown option "levle": the options are level, collective`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckSetup(mistsSet(t), []byte(tc.options), "level-1", []string{"A"})
			if err == nil || err.Error() != tc.want {
				t.Fatalf("options %s:\n%v\nwant\n%s", tc.options, err, tc.want)
			}
		})
	}
}
