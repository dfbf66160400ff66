package cli

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// playable checks what only the engine can, for a pack the schema and the
// lints accept: that it compiles and that every mix (Mists: every level)
// sets up with the fewest and the most players its rules allow. Its
// problems are errors, so that whatever validate accepts, play, simulate
// and score run. A ruleset the engine cannot play yet is not checked.
func playable(p *schema.Pack) schema.Diagnostics {
	set, err := engine.Compile(p)
	if err != nil {
		return schema.Diagnostics{diagAt(p, "/tiles", "the engine cannot play this pack: %s", err)}
	}
	if _, err := rulesets.Players(set); err != nil {
		return nil // no engine for this ruleset yet: nothing to promise
	}
	var out schema.Diagnostics
	for _, problem := range rulesets.CheckSetups(set) {
		pointer := "/rules"
		for i, m := range p.Mixes {
			if m.ID == problem.Mix {
				pointer = fmt.Sprintf("/mixes/%d", i)
			}
		}
		var what string
		switch {
		case problem.Players == 0:
			what = "the rules cannot be set up"
		default:
			what = fmt.Sprintf("%s cannot be set up for %d player(s)", problem.Name, problem.Players)
		}
		out = append(out, diagAt(p, pointer, "%s: %s", what, problem.Err))
	}
	return out
}

// artworkProblems checks every tile's artwork file as every export reads
// it (exporter.CheckArtwork): present in the pack's folder, through no
// symbolic link leading out of it (refused before anything outside is
// looked at), a PNG within the size limits whose pixels decode, and all of
// them together within exporter.MaxArtTotalBytes.
func artworkProblems(p *schema.Pack, packDir string) schema.Diagnostics {
	hasArt := slices.ContainsFunc(p.Tiles, func(t schema.Tile) bool { return t.Art != "" })
	if !hasArt {
		return nil
	}
	var out schema.Diagnostics
	for _, problem := range exporter.CheckArtwork(p, exporter.ArtFolder(packDir)) {
		out = append(out, diagAt(p, fmt.Sprintf("/tiles/%d/art", problem.Tile), "%s", problem.Err))
	}
	return out
}

// diagAt is an error at a JSON pointer of the pack's file.
func diagAt(p *schema.Pack, pointer, format string, args ...any) schema.Diagnostic {
	pos := p.Source.Value(pointer)
	file := ""
	if p.Source != nil {
		file = p.Source.File
	}
	return schema.Diagnostic{File: file, Line: pos.Line, Col: pos.Col, Pointer: pointer, Severity: schema.SeverityError,
		Message: fmt.Sprintf(format, args...)}
}
