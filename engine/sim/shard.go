package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one share of a run's games, so that a study larger than one
// machine runs as several processes whose partial reports Merge adds up.
// Shard Index of Of (Index counted from 0, as a Kubernetes Indexed Job's
// JOB_COMPLETION_INDEX is) plays the games i of the run, counted from 0,
// with i mod Of = Index, each with the seed it has in the whole run
// (engine.GameSeed(seed, i)): shards 0 to Of-1 together play the whole run
// game for game. The zero Shard is the whole run.
type Shard struct {
	Index int `json:"index"`
	Of    int `json:"of"`
}

// ParseShard reads a shard as people write it: "K/N", shard K of N with K
// from 0 to N-1.
func ParseShard(s string) (Shard, error) {
	k, n, ok := strings.Cut(s, "/")
	index, errK := strconv.Atoi(strings.TrimSpace(k))
	of, errN := strconv.Atoi(strings.TrimSpace(n))
	switch {
	case !ok || errK != nil || errN != nil:
		return Shard{}, fmt.Errorf("%q is not K/N (shard K of N, K counted from 0: 0/4, 1/4, 2/4, 3/4)", s)
	case of < 1:
		return Shard{}, fmt.Errorf("%q: the number of shards must be at least 1", s)
	case of > MaxShards:
		return Shard{}, fmt.Errorf("%q: a run splits into at most %d shards", s, MaxShards)
	case index < 0 || index >= of:
		return Shard{}, fmt.Errorf("%q: shards are counted from 0, so the shards of %d are 0/%d to %d/%d", s, of, of, of-1, of)
	}
	return Shard{Index: index, Of: of}, nil
}

// String writes the shard as ParseShard reads it.
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Of) }

// normal gives the zero Shard its meaning: shard 0 of 1, the whole run.
func (s Shard) normal() Shard {
	if s.Of == 0 && s.Index == 0 {
		return Shard{Of: 1}
	}
	return s
}

// Games is the number of games of a run of total games the shard plays
// (none for a shard that does not exist); it cannot overflow, however
// large total is.
func (s Shard) Games(total int) int {
	s = s.normal()
	if s.Of < 1 || s.Index < 0 || total <= s.Index {
		return 0
	}
	left := total - s.Index
	n := left / s.Of
	if left%s.Of != 0 {
		n++
	}
	return n
}

// game is the run's number (from 0) of the shard's j-th game.
func (s Shard) game(j int) int { return s.Index + j*s.Of }

// check refuses a shard that does not exist or that would play no game.
func (s Shard) check(games int) error {
	switch {
	case s.Of < 1:
		return fmt.Errorf("there is no shard %s: the number of shards must be at least 1", s)
	case s.Of > MaxShards:
		return fmt.Errorf("%d shards: a run splits into at most %d", s.Of, MaxShards)
	case s.Index < 0 || s.Index >= s.Of:
		return fmt.Errorf("there is no shard %s: shards are counted from 0, so the shards of %d are 0/%d to %d/%d", s, s.Of, s.Of, s.Of-1, s.Of)
	case s.Of > games:
		return fmt.Errorf("%d games cannot be split into %d shards: every shard must play a game, so give at most %d shards", games, s.Of, games)
	}
	return nil
}
