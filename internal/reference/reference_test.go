package reference

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestReferenceFactsLoad(t *testing.T) {
	base, err := BaseTiles()
	if err != nil {
		t.Fatal(err)
	}
	letters, total := "", 0
	var starts []Tile
	for _, tile := range base {
		letters += tile.Letter
		total += tile.Count
		if tile.StartTile {
			starts = append(starts, tile)
		}
	}
	if len(base) != 24 || letters != "ABCDEFGHIJKLMNOPQRSTUVWX" {
		t.Errorf("%d base kinds %s, want the 24 kinds A to X", len(base), letters)
	}
	if total != 72 {
		t.Errorf("the base kinds sum to %d tiles, want 72", total)
	}
	// The start tile is a D, and JCloisterZone's start tile BA/RCr is a D
	// unturned: the two facts agree.
	if len(starts) != 1 || starts[0].Letter != "D" || starts[0].JCZ[0] != (JCZTile{"BA/RCr", 0}) {
		t.Errorf("start tiles %+v, want the one kind D, JCloisterZone's BA/RCr unturned", starts)
	}

	animals, err := WinterAnimalTiles()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, tile := range animals {
		if tile.Letter != "" || tile.Count != 1 || len(tile.JCZ) != 1 || tile.JCZ[0].QuarterTurns != 0 {
			t.Errorf("animal tile %+v: want no letter, one tile, one JCloisterZone id unturned", tile)
		}
		ids[tile.JCZ[0].ID] = true
	}
	if len(animals) != 12 || len(ids) != 12 {
		t.Errorf("%d winter animal tiles with %d ids, want 12", len(animals), len(ids))
	}
}

// TestReferenceFilesCanonical: the files are in one canonical form (two
// spaces of indent, keys in the order of the Go types, conventions sorted,
// a final newline) and say what their notation means.
func TestReferenceFilesCanonical(t *testing.T) {
	for _, name := range []string{BaseTilesFile, WinterAnimalTilesFile} {
		t.Run(name, func(t *testing.T) {
			doc, err := decode(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, key := range []string{"orientation", "count", "edges", "cities", "roads", "fields", "cloister", "pennants", "jcloisterzone"} {
				if doc.Conventions[key] == "" {
					t.Errorf("the conventions do not say what %s means", key)
				}
			}
			var want bytes.Buffer
			enc := json.NewEncoder(&want)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(doc); err != nil {
				t.Fatal(err)
			}
			got, err := files.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want.Bytes()) {
				gotLines, wantLines := bytes.Split(got, []byte("\n")), bytes.Split(want.Bytes(), []byte("\n"))
				i := 0
				for i < len(gotLines) && i < len(wantLines) && bytes.Equal(gotLines[i], wantLines[i]) {
					i++
				}
				t.Errorf("%s is not in canonical form (two spaces of indent, keys in the order of the Go types): line %d reads %q, canonically %q",
					name, i+1, line(gotLines, i), line(wantLines, i))
			}
		})
	}
}

func line(lines [][]byte, i int) string {
	if i >= len(lines) {
		return "(the end of the file)"
	}
	return string(lines[i])
}
