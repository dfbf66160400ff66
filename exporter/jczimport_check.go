package exporter

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// What a JCloisterZone tile file is held to before anything is made of
// it: every count it claims is checked against the limits of a pack as the
// importer reads it, and a refusal points at the element that passes one.

// maxJCZTileElements caps the elements of one <tile>: a tile holds at most
// 4 cities and roads (one per edge), 8 fields (one per half edge) and a
// monastery, and JCloisterZone's own tiles add a few elements of other
// expansions.
const maxJCZTileElements = 64

// checkCounts refuses more tiles or tile-sets than a pack may hold, at the
// first one past the limit, before any of them is made.
func (im *jczImport) checkCounts(tiles, sets []*xmlElem) error {
	if len(tiles) > schema.MaxTiles {
		t := tiles[schema.MaxTiles]
		return &XMLError{File: t.File, Line: t.Line, Col: t.Col, What: fmt.Sprintf("the files define %d tiles, past the %d a pack may hold (this is tile %d): split them", len(tiles), schema.MaxTiles, schema.MaxTiles+1)}
	}
	if len(sets) > schema.MaxMixes {
		s := sets[schema.MaxMixes]
		return &XMLError{File: s.File, Line: s.Line, Col: s.Col, What: fmt.Sprintf("the files have %d tile-sets, past the %d mixes a pack may hold (this is tile-set %d): split them", len(sets), schema.MaxMixes, schema.MaxMixes+1)}
	}
	return nil
}

// jczSources are the pack's tiles as made, the <tile> each was made of,
// and the element each mix was made of (a mix made of no tile-set: the
// first file's root element), in the pack's order.
type jczSources struct {
	tiles []schema.Tile
	from  []*xmlElem
	mixes []*xmlElem
}

// refused are the indices of the tiles the schema finds errors in, in
// order.
func (s jczSources) refused(diags schema.Diagnostics) []int {
	var bad []int
	for _, d := range diags {
		if i, ok := pointerIndex(d.Pointer, "/tiles/"); ok && d.Severity == schema.SeverityError && i < len(s.tiles) && !slices.Contains(bad, i) {
			bad = append(bad, i)
		}
	}
	slices.Sort(bad)
	return bad
}

// drop leaves out the tiles at the indices bad (in order).
func (s *jczSources) drop(bad []int) {
	keep := 0
	for i := range s.tiles {
		if _, found := slices.BinarySearch(bad, i); found {
			continue
		}
		s.tiles[keep], s.from[keep] = s.tiles[i], s.from[i]
		keep++
	}
	s.tiles, s.from = s.tiles[:keep], s.from[:keep]
}

// leaveOut is the warning, at element at, that tile jczID is left out, and
// why.
func (im *jczImport) leaveOut(at *xmlElem, jczID, format string, args ...any) {
	im.warn(at, "tile %s is left out: %s", shortText(jczID), fmt.Sprintf(format, args...))
}

// refusal turns what the schema finds wrong with the imported pack into
// errors at the elements it was made of: the pack was never written, so a
// line of it would point nowhere.
func (s jczSources) refusal(file string, root *xmlElem, diags schema.Diagnostics) error {
	var out schema.Diagnostics
	for _, d := range diags {
		if d.Severity != schema.SeverityError {
			continue
		}
		at := root
		if i, ok := pointerIndex(d.Pointer, "/tiles/"); ok && i < len(s.from) {
			at = s.from[i]
		} else if i, ok := pointerIndex(d.Pointer, "/mixes/"); ok && i < len(s.mixes) {
			at = s.mixes[i]
		}
		out = append(out, schema.Diagnostic{File: file, Line: at.Line, Col: at.Col, Severity: schema.SeverityError, Message: "as imported, " + d.Message})
	}
	out = out.Normalize()
	more := ""
	if len(out) > maxJCZWarnings {
		more = fmt.Sprintf("\n%s: and %d more errors like these, not listed", file, len(out)-maxJCZWarnings)
		out = out[:maxJCZWarnings]
	}
	return fmt.Errorf("%s: the pack made of it would not be valid, so nothing was written:\n%s%s", file, strings.TrimSuffix(out.String(), "\n"), more)
}

// pointerIndex reads the index after prefix in a JSON pointer
// ("/tiles/3/features" → 3).
func pointerIndex(pointer, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(pointer, prefix)
	if !ok {
		return 0, false
	}
	digits, _, _ := strings.Cut(rest, "/")
	i, err := strconv.Atoi(digits)
	return i, err == nil && i >= 0
}
