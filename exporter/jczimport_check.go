package exporter

import (
	"fmt"
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
		return &XMLError{File: im.file, Line: t.Line, Col: t.Col, What: fmt.Sprintf("the file defines %d tiles, past the %d a pack may hold (this is tile %d): split the file", len(tiles), schema.MaxTiles, schema.MaxTiles+1)}
	}
	if len(sets) > schema.MaxMixes {
		s := sets[schema.MaxMixes]
		return &XMLError{File: im.file, Line: s.Line, Col: s.Col, What: fmt.Sprintf("the file has %d tile-sets, past the %d mixes a pack may hold (this is tile-set %d): split the file", len(sets), schema.MaxMixes, schema.MaxMixes+1)}
	}
	return nil
}

// jczSources are the elements the pack's tiles and mixes were made of, in
// the pack's order (a mix made of no tile-set: the root element).
type jczSources struct {
	tiles, mixes []*xmlElem
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
		if i, ok := pointerIndex(d.Pointer, "/tiles/"); ok && i < len(s.tiles) {
			at = s.tiles[i]
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
