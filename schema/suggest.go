package schema

import (
	"slices"
	"strings"
)

// maxGuessLength is the longest word closest tries to match: ids are at
// most MaxIDLength characters, and a typo adds a few.
const maxGuessLength = MaxIDLength + 8

// closest returns the candidate nearest to word by edit distance, if it is
// near enough to be a likely typo and no other candidate is as near: an
// ambiguous guess ("NX": N, NL or NR?) helps nobody.
func closest(word string, candidates []string) string {
	if len(word) > maxGuessLength {
		return "" // no typo makes a name this long; and the distance would cost time
	}
	best, bestD, tie := "", len(word)/2+2, false
	for _, c := range candidates {
		if len(c) > maxGuessLength {
			continue
		}
		d := editDistance(strings.ToLower(word), strings.ToLower(c))
		switch {
		case d < bestD:
			best, bestD, tie = c, d, false
		case d == bestD && best != "":
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = slices.Min([]int{prev[j] + 1, cur[j-1] + 1, prev[j-1] + cost})
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
