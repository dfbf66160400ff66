package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// partialFile writes the partial report of a real shard into dir as name,
// after edit changes its JSON as a forger (or a careless hand) would.
func partialFile(name string, args []string, edit func(m map[string]any)) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if code := Run(args, &stdout, &stderr); code != ExitOK {
			t.Fatalf("tilesmith %s: exit %d: %s", strings.Join(args, " "), code, stderr.String())
		}
		var m map[string]any
		dec := json.NewDecoder(&stdout)
		dec.UseNumber()
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		if edit != nil {
			edit(m)
		}
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		writeTestFile(t, filepath.Join(dir, name), data)
	}
}

// simShard is a real one-game shard of a classic run (shard 0 of 2 of 2
// games); ladderShard a real ladder shard.
var (
	simShard    = []string{"simulate", "--games", "2", "--shard", "0/2", "--bots", "random,greedy"}
	ladderShard = []string{"ladder", "--pack", "the-castle", "--bots", "random,greedy", "--games", "4", "--resamples", "10", "--shard", "0/2"}
)

// at walks a partial's JSON to the object at path (keys and list indexes).
func at(m map[string]any, path ...any) map[string]any {
	var v any = m
	for _, p := range path {
		switch k := p.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v.(map[string]any)
}

// TestHostileShards: partial reports from other machines are checked for
// size, shape and consistency before anything is allocated in proportion
// to what they claim, and refused by file and field; runs and merges stay
// within their memory and time (each case is a process of its own under an
// address-space limit) and change no input.
func TestHostileShards(t *testing.T) {
	bigShard := func(m map[string]any) {
		m["games"] = json.Number("1000000")
		at(m, "shard")["of"] = json.Number("1000000")
		at(m, "tally")["games"] = json.Number("1")
		for _, s := range at(m, "tally")["seats"].([]any) {
			st := s.(map[string]any)
			scores := st["scores"].([]any)
			st["scores"] = scores[:1]
			first := scores[0].(map[string]any)
			st["score"], st["scoreSquared"] = first["score"], json.Number(fmt.Sprint(mustInt(first["score"])*mustInt(first["score"])))
			st["wins"], st["soleWins"] = json.Number("0"), json.Number("0")
		}
	}
	runHostile(t, []hostileCase{
		{
			name: "a run of more games than an int holds is refused, not a panic",
			args: []string{"simulate", "--games", "9223372036854775807", "--shard", "0/2"}, code: ExitUsage, bounded: true,
			stderr: "tilesmith: --games 9223372036854775807: at most 1000000000000 (split a larger study into runs of its own)\n",
		},
		{
			name: "a hundred thousand workers are refused, not run out of memory",
			args: []string{"simulate", "--games", "3000", "--workers", "100000", "--bots", "mcts:5"}, code: ExitUsage, bounded: true,
			stderr: "tilesmith: --workers 100000: give 1 to 256 (0, the default, is one per core); more workers than cores play no faster\n",
		},
		{
			name: "a forged shard claiming 10^18 games is refused at once",
			setup: partialFile("a.json", simShard, func(m map[string]any) {
				m["games"] = json.Number("1000000000000000000")
				at(m, "shard")["of"] = json.Number("1000000000000000000")
			}),
			args: []string{"merge", "a.json"}, code: ExitInvalid, bounded: true,
			stderr: "tilesmith: a.json: it claims 1000000000000000000 games: a run plays at most 1000000000000 (split a larger study into runs of its own)\n",
		},
		{
			name:  "a shard of a million names eight missing shards and counts the rest",
			setup: partialFile("a.json", simShard, bigShard),
			args:  []string{"merge", "a.json"}, code: ExitInvalid, bounded: true,
			stderr: "tilesmith: shards 1/1000000, 2/1000000, 3/1000000, 4/1000000, 5/1000000, 6/1000000, 7/1000000, 8/1000000 and 999991 more missing: the merge needs all 1000000 shards of the run, and got 1\n",
		},
		{
			name:  "a negative score is refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) { at(m, "tally", "seats", 0, "scores", 0)["score"] = json.Number("-5") }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: its tally: seat Red's scores are not a histogram (scores of 0 or more in increasing order, each of at least one game)\n",
		},
		{
			name:  "negative points are refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) { at(m, "tally", "seats", 1)["points"].([]any)[2] = json.Number("-3") }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: its tally: seat Blue's sums hold a negative count (-3)\n",
		},
		{
			name:  "a sum past what a run counts is refused before anything adds it",
			setup: partialFile("a.json", simShard, func(m map[string]any) { at(m, "tally", "seats", 0)["deployed"] = json.Number("9223372036854775807") }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: its sums hold 9223372036854775807, more than any run counts (at most 72057594037927935)\n",
		},
		{
			name:  "a billion turns a game are refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) { at(m, "tally")["turns"] = json.Number("1000000000") }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: its tally: the tally counts 1000000000 tiles placed in 1 games: a game places at most 1000\n",
		},
		{
			name:  "10^15 followers are refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) { at(m, "tally", "seats", 0)["deployed"] = json.Number("1000000000000000") }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: its tally: seat Red has 1000000000000000 followers placed in 1 games: a game has at most 1000 tiles\n",
		},
		{
			name:  "seven players over a two-seat tally are refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) { m["players"] = json.Number("7") }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: a run of 7 players: classic seats 1 to 6\n",
		},
		{
			name:  "three players over a two-seat tally are refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) { m["players"] = json.Number("3") }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: a run of 3 players, but its tally counts 2 seats\n",
		},
		{
			name: "a tally of more seats than any game has is refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) {
				tl := at(m, "tally")
				for range 5 {
					tl["names"] = append(tl["names"].([]any), "Extra")
					tl["bots"] = append(tl["bots"].([]any), "random")
					tl["seats"] = append(tl["seats"].([]any), tl["seats"].([]any)[0])
				}
			}),
			args: []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: its tally: the tally has 7 seats and 4 kinds of points: a game seats at most 6, and a pack has at most 1000 kinds\n",
		},
		{
			// Each shard's points are just below 2^56, which one report may
			// hold; 65 of them would pass 2^62, where a merged sum nears
			// what an int64 holds.
			name: "sums that together could wrap are refused by the file that tips them",
			setup: func(t *testing.T, dir string) {
				for k := range 70 {
					partialFile(fmt.Sprintf("s%02d.json", k), []string{"simulate", "--games", "70", "--shard", fmt.Sprintf("%d/70", k), "--bots", "random,greedy"}, func(m map[string]any) {
						at(m, "tally", "seats", 0)["points"].([]any)[0] = json.Number("72057594037927935")
					})(t, dir)
				}
			},
			args: func() []string {
				args := []string{"merge"}
				for k := range 70 {
					args = append(args, fmt.Sprintf("s%02d.json", k))
				}
				return args
			}(),
			code:   ExitInvalid,
			stderr: "tilesmith: s64.json: the shards' sums together pass what a report can count exactly (4611686018427387904): these cannot be the shards of one run\n",
		},
		{
			name: "balance sums with negative points are refused",
			setup: partialFile("a.json", append(simShard, "--report", "balance"), func(m map[string]any) {
				at(m, "balance")["points"].([]any)[0] = json.Number("-40")
			}),
			args: []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: the balance sums hold a negative count (-40)\n",
		},
		{
			name:  "a ladder shard asking 10^15 resamples is refused, not rated until Ctrl-C",
			setup: partialFile("l.json", ladderShard, func(m map[string]any) { m["resamples"] = json.Number("1000000000000000") }),
			args:  []string{"merge", "l.json"}, code: ExitInvalid, bounded: true,
			stderr: "tilesmith: l.json: 1000000000000000 resamples: the intervals take 1 to 100000 draws\n",
		},
		{
			name: "a ladder shard of 10^18 shards is refused",
			setup: partialFile("l.json", ladderShard, func(m map[string]any) {
				m["gamesPerPairing"] = json.Number("2000000000000000000")
				at(m, "shard")["of"] = json.Number("1000000000000000000")
			}),
			args: []string{"merge", "l.json"}, code: ExitInvalid, bounded: true,
			stderr: "tilesmith: l.json: 2000000000000000000 games a pairing: at most 1000000000\n",
		},
		{
			name:  "a name of a megabyte is refused",
			setup: partialFile("a.json", simShard, func(m map[string]any) { m["pack"] = strings.Repeat("w", 1<<20) }),
			args:  []string{"merge", "a.json"}, code: ExitInvalid,
			stderr: "tilesmith: a.json: it names \"wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww\"…, 1048576 characters: ids, agents and builds have at most 200\n",
		},
		{
			name: "many large files are read one at a time: the second copy of a shard stops the merge",
			setup: func(t *testing.T, dir string) {
				partialFile("a.json", simShard, nil)(t, dir)
				data, err := os.ReadFile(filepath.Join(dir, "a.json"))
				if err != nil {
					t.Fatal(err)
				}
				// 16 MiB less a byte: the largest partial report merge reads.
				padded := append(data, bytes.Repeat([]byte(" "), maxPartialBytes-1-len(data))...)
				writeTestFile(t, filepath.Join(dir, "big-0.json"), padded)
				for i := 1; i < 120; i++ { // 1.9 GB of files if read at once; links take no room
					if err := os.Link(filepath.Join(dir, "big-0.json"), filepath.Join(dir, fmt.Sprintf("big-%d.json", i))); err != nil {
						t.Fatal(err)
					}
				}
			},
			args: func() []string {
				args := []string{"merge"}
				for i := range 120 {
					args = append(args, fmt.Sprintf("big-%d.json", i))
				}
				return args
			}(),
			code: ExitInvalid, bounded: true,
			stderr: "tilesmith: big-0.json and big-1.json are both shard 0/2: give each shard once\n",
		},
	})
}

func mustInt(v any) int64 {
	n, err := v.(json.Number).Int64()
	if err != nil {
		panic(err)
	}
	return n
}
