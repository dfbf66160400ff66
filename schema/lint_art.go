package schema

import (
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// lintArt checks that a tile's artwork lies in the pack's folder or below
// it, written as the exporter reads it: a relative path with forward
// slashes and no "." or ".." (io/fs.ValidPath), on every system alike.
func (l *linter) lintArt(t *Tile, base string) {
	if t.Art == "" || len(t.Art) > MaxPathLength {
		return // absent, or too long: the schema says so
	}
	if msg := artProblem(t.Art); msg != "" {
		l.errorf(base+"/art", "tile %q: artwork %q %s", t.ID, t.Art, msg)
	}
}

// artProblem says what is wrong with an artwork path, and what would be
// right, or returns "" when the path is fine.
func artProblem(p string) string {
	const rule = "art paths are relative to the pack file, with forward slashes, inside its folder"
	switch {
	case strings.Contains(p, `\`):
		fixed := strings.ReplaceAll(p, `\`, "/")
		if artProblem(fixed) == "" {
			return "uses backslashes: write " + strconv.Quote(fixed)
		}
		return "uses backslashes: " + rule + ` (e.g. "art/D.png")`
	case len(p) >= 2 && p[1] == ':' && isASCIILetter(p[0]):
		return "names a drive: " + rule + ` (e.g. "art/D.png")`
	case strings.HasPrefix(p, "/"):
		return "is an absolute path: " + rule + ` (e.g. "art/D.png")`
	case fs.ValidPath(p):
		return ""
	}
	clean := path.Clean(p)
	if clean == ".." || strings.HasPrefix(clean, "../") {
		return "leads out of the pack's folder: " + rule + `; copy the file beside the pack (e.g. "art/D.png")`
	}
	return "has empty, \".\" or \"..\" folder names: write " + strconv.Quote(clean)
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
