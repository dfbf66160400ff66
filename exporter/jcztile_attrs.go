package exporter

import (
	"fmt"
	"slices"
	"strings"
)

// jczModelledAttributes are the attributes of a tile's elements a pack
// keeps: every other one (a Wagon's moves, a cathedral, trade goods, a
// siege, a tunnel, a river's group…) is named in a warning, never dropped
// silently.
var jczModelledAttributes = map[string][]string{
	"tile":      {"id"},
	"city":      {"pennants", "pennant"},
	"road":      {"inn"},
	"field":     {"city"},
	"farm":      {"city"},
	"monastery": nil,
	"cloister":  nil,
}

// warnAttributes says, in one warning at the tile, which attributes of the
// tile and of its cities, roads, fields and monastery were left out, with
// how many times each appears.
func (im *jczImport) warnAttributes(e *xmlElem, shown string) {
	var names []string
	count := map[string]int{}
	note := func(el *xmlElem) {
		known, ok := jczModelledAttributes[el.Name]
		if !ok {
			return // an element left out is warned about as a whole
		}
		for _, a := range el.Attrs {
			if a.Name.Space != "" || slices.Contains(known, a.Name.Local) {
				continue
			}
			if count[a.Name.Local] == 0 {
				names = append(names, a.Name.Local)
			}
			count[a.Name.Local]++
		}
	}
	note(e)
	for _, k := range e.Kids {
		note(k)
	}
	if len(names) == 0 {
		return
	}
	shownNames := make([]string, 0, min(len(names), 6))
	for _, n := range names[:min(len(names), 6)] {
		if count[n] > 1 {
			shownNames = append(shownNames, fmt.Sprintf("%s (%d×)", shortText(n), count[n]))
		} else {
			shownNames = append(shownNames, shortText(n))
		}
	}
	more := ""
	if len(names) > 6 {
		more = fmt.Sprintf(" and %d more", len(names)-6)
	}
	word := "attribute"
	if len(names) > 1 {
		word = "attributes"
	}
	im.warn(e, "tile %s: the %s %s%s %s no counterpart in a classic pack: left out", shown, word, strings.Join(shownNames, ", "), more, map[bool]string{true: "have", false: "has"}[len(names) > 1])
}
