package exporter

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/tilesmith/tilesmith/schema"
)

// ArtProblem is the artwork of one tile that an export could not use.
type ArtProblem struct {
	Tile int // the tile's index in the pack
	Err  *ArtError
}

// CheckArtwork checks the artwork of every tile of p as the exports read it
// from fsys (the pack's folder, an ArtFolder): each file as CheckArt does,
// each path once, and all of them together within MaxArtTotalBytes. It
// returns the problems in tile order; at most one for the budget, at the
// tile whose artwork passes it.
func CheckArtwork(p *schema.Pack, fsys fs.FS) []ArtProblem {
	var out []ArtProblem
	checked := map[string]*ArtError{} // each path once: nil when it passed
	var total int64
	for i, t := range p.Tiles {
		if t.Art == "" {
			continue
		}
		problem, seen := checked[t.Art]
		if !seen {
			size, err := CheckArt(fsys, t.ID, t.Art)
			if err != nil && !errors.As(err, &problem) {
				problem = &ArtError{Tile: t.ID, What: "artwork " + t.Art + " cannot be read: " + systemReason(err), Err: err}
			}
			checked[t.Art] = problem
			total += size
		}
		if problem != nil {
			if problem.Tile != t.ID { // the same file under another tile
				problem = &ArtError{Tile: t.ID, What: problem.What, Err: problem.Err}
			}
			out = append(out, ArtProblem{Tile: i, Err: problem})
			continue
		}
		if total > MaxArtTotalBytes {
			out = append(out, ArtProblem{Tile: i, Err: &ArtError{Tile: t.ID,
				What: fmt.Sprintf("with artwork %s the pack's pictures hold more than %d MiB together: save them smaller", t.Art, MaxArtTotalBytes>>20)}})
			break
		}
	}
	return out
}
