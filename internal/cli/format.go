package cli

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// textOrJSONValues are the values of every --format but export's.
var textOrJSONValues = []string{"text", "json"}

// textOrJSON is a --format flag that takes text or json, refusing
// anything else as it is parsed.
type textOrJSON struct{ format *string }

func (f textOrJSON) String() string {
	if f.format == nil {
		return ""
	}
	return *f.format
}

func (f textOrJSON) Set(s string) error {
	if !slices.Contains(textOrJSONValues, s) {
		return errors.New("give " + strings.Join(textOrJSONValues, " or "))
	}
	*f.format = s
	return nil
}

func (f textOrJSON) Type() string { return strings.Join(textOrJSONValues, "|") }

// count says n of a thing in words: "1 mix", "4 mixes".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// listNamed is how many items a message names before it says how many
// more there are.
const listNamed = 8

// someOf lists items for a message, the first few and how many more: a
// message never echoes a list of a thousand.
func someOf(items []string) string {
	if len(items) <= listNamed {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:listNamed], ", "), len(items)-listNamed)
}
