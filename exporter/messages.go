package exporter

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tilesmith/tilesmith/schema"
)

// How messages echo what a file holds: a value by its beginning, a list by
// its first few items and a count of the rest, so that a file of
// megabytes or of a thousand entries is never echoed whole.

// shortText is s as a message shows it: whole when short, else its first
// characters and "…", so that a value of megabytes is not echoed.
func shortText(s string) string { return cutRunes(s, 64) }

// shortQuote is shortText quoted.
func shortQuote(s string) string { return strconv.Quote(shortText(s)) }

// shortName fits s into a pack's name (schema.MaxNameLength characters).
func shortName(s string) string { return cutRunes(s, schema.MaxNameLength) }

// cutRunes is s when it has at most most characters, else its first
// most-1 characters and "…".
func cutRunes(s string, most int) string {
	if utf8.RuneCountInString(s) <= most {
		return s
	}
	cut := 0
	for range most - 1 {
		_, size := utf8.DecodeRuneInString(s[cut:])
		cut += size
	}
	return s[:cut] + "…"
}

// listShown writes a list as a message echoes it: all of a short one ("a,
// b and c"), else its first five items and how many more there are ("a, b,
// c, d, e and 995 more"). The items given may be only the list's first
// ones; total is its length.
func listShown(items []string, total int) string {
	const most = 5
	switch {
	case total > most+1:
		return strings.Join(items[:most], ", ") + " and " + strconv.Itoa(total-most) + " more"
	case total < 2:
		return strings.Join(items[:total], "")
	}
	return strings.Join(items[:total-1], ", ") + " and " + items[total-1]
}

// quotedList is listShown of the first items of a list of total items,
// each shortQuote'd.
func quotedList(first []string, total int) string {
	var shown []string
	for _, it := range first[:min(len(first), 6)] {
		shown = append(shown, shortQuote(it))
	}
	return listShown(shown, total)
}

// ListShown writes a list of names to choose from as a message echoes it:
// all of a short one, "a, b, c", else "a, b, c, d, e and 995 more".
func ListShown(items []string) string {
	if len(items) <= 6 {
		return strings.Join(items, ", ")
	}
	return listShown(items[:5], len(items))
}

// bracketShown writes a list as fmt's %v does, "[20 20 20]", cut as
// listShown cuts: "[20 20 20 20 20 and 995 more]".
func bracketShown[T any](items []T) string {
	const most = 5
	var b strings.Builder
	b.WriteByte('[')
	for i, it := range items[:min(len(items), most)] {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, it)
	}
	if len(items) > most {
		fmt.Fprintf(&b, " and %d more", len(items)-most)
	}
	b.WriteByte(']')
	return b.String()
}
