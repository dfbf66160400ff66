package schema

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestSchemaLimitsMatchConstants keeps the JSON Schema's bounds in step
// with the constants of limits.go: a limit changed in one place only would
// let validate accept what the engine refuses, or the reverse.
func TestSchemaLimitsMatchConstants(t *testing.T) {
	var doc any
	if err := json.Unmarshal(SchemaJSON, &doc); err != nil {
		t.Fatal(err)
	}
	const (
		defs      = "/$defs"
		mix       = defs + "/mix/properties"
		mists     = defs + "/mistsRules/properties"
		level     = defs + "/mistsLevel/properties"
		points    = defs + "/points/properties"
		walls     = defs + "/cityRules/properties/walls/properties"
		board     = defs + "/castleBoard/properties"
		startItem = board + "/startSpaces/items/properties"
		meeple    = mists + "/meeples/items/properties"
		msgs      = defs + "/messagesRules/properties"
	)
	tests := []struct {
		name, pointer string
		want          int
	}{
		{"mix total", mix + "/total/maximum", MaxMixTiles},
		{"mix count", mix + "/counts/additionalProperties/maximum", MaxMixTiles},
		{"stack", mix + "/stacks/items/maximum", MaxMixTiles},
		{"tile copies", defs + "/tileCopy/properties/count/maximum", MaxMixTiles},
		{"mix copies", defs + "/mixCopy/properties/count/maximum", MaxMixTiles},
		{"longFrom", points + "/longFrom/maximum", MaxMixTiles},
		{"fromStack", walls + "/fromStack/maximum", MaxMixTiles},
		{"start x max", defs + "/placement/properties/x/maximum", MaxCoordinate},
		{"start x min", defs + "/placement/properties/x/minimum", -MaxCoordinate},
		{"start y max", defs + "/placement/properties/y/maximum", MaxCoordinate},
		{"start y min", defs + "/placement/properties/y/minimum", -MaxCoordinate},
		{"start space x max", startItem + "/x/maximum", MaxCoordinate},
		{"start space x min", startItem + "/x/minimum", -MaxCoordinate},
		{"start space y max", startItem + "/y/maximum", MaxCoordinate},
		{"start space y min", startItem + "/y/minimum", -MaxCoordinate},
		{"castle rows", board + "/cells/maxItems", MaxCoordinate},
		{"castle row length", board + "/cells/items/maxLength", MaxCoordinate},
		{"tiles", "/properties/tiles/maxItems", MaxTiles},
		{"mixes", "/properties/mixes/maxItems", MaxMixes},
		{"levels", mists + "/levels/maxItems", MaxMixes},
		{"features", defs + "/tile/properties/features/maxItems", MaxTileFeatures},
		{"borders", defs + "/feature/properties/borders/maxItems", MaxTileFeatures},
		{"tile ghosts", defs + "/tile/properties/ghosts/maximum", MaxTileMarks},
		{"copy ghosts", defs + "/tileCopy/properties/ghosts/maximum", MaxTileMarks},
		{"pennants", defs + "/feature/properties/pennants/maximum", MaxTileMarks},
		{"buildings", defs + "/feature/properties/buildings/maximum", MaxTileMarks},
		{"stalls", defs + "/feature/properties/stalls/maximum", MaxTileMarks},
		{"players min", defs + "/players/properties/min/maximum", MaxPlayers},
		{"players max", defs + "/players/properties/max/maximum", MaxPlayers},
		{"meeples minPlayers", meeple + "/minPlayers/maximum", MaxPlayers},
		{"meeples maxPlayers", meeple + "/maxPlayers/maximum", MaxPlayers},
		{"colours per player", meeple + "/coloursPerPlayer/maximum", MaxColours},
		{"separate scores", level + "/separateScores/maximum", MaxColours},
		{"meeples per colour", meeple + "/perColour/maximum", MaxFollowers},
		{"classic followers", defs + "/classicRules/properties/followers/maximum", MaxFollowers},
		{"city followers", defs + "/cityRules/properties/followers/maximum", MaxFollowers},
		{"castle followers", defs + "/castleRules/properties/followers/maximum", MaxFollowers},
		{"score figures", msgs + "/figures/maximum", MaxScoreFigures},
		{"messages in a deck", msgs + "/deck/maxItems", MaxMessages},
		{"points per tile", points + "/perTile/maximum", MaxPoints},
		{"seal points", msgs + "/sealPoints/maximum", MaxPoints},
		{"dog per ghost", mists + "/scoring/properties/dogPerGhost/maximum", MaxPoints},
		{"goal", level + "/goal/maximum", MaxScore},
		{"dog threshold", level + "/dogs/items/properties/at/maximum", MaxScore},
		{"track length", board + "/track/properties/length/maximum", MaxScore},
		{"dark every", msgs + "/darkEvery/maximum", MaxScore},
		{"level ghosts", level + "/ghosts/maximum", MaxGhosts},
		{"ghosts removed", mists + "/scoring/properties/ghostsRemoved/maximum", MaxGhosts},
		{"wall pieces", walls + "/pieces/maximum", MaxComponents},
		{"level number", level + "/level/maximum", MaxComponents},
		{"hand size", defs + "/classicHouseRules/properties/handSize/maximum", MaxHandSize},
		{"table width", defs + "/classicHouseRules/properties/board/properties/width/maximum", MaxBoardSide},
		{"table height", defs + "/classicHouseRules/properties/board/properties/height/maximum", MaxBoardSide},
		{"id", defs + "/id/maxLength", MaxIDLength},
		{"tag", defs + "/tag/maxLength", MaxIDLength},
		{"pack id", "/properties/id/maxLength", MaxIDLength},
		{"pack name", "/properties/name/maxLength", MaxNameLength},
		{"tile name", defs + "/tile/properties/name/maxLength", MaxNameLength},
		{"art", defs + "/tile/properties/art/maxLength", MaxPathLength},
		{"tile notes", defs + "/tile/properties/notes/maxLength", MaxTextLength},
		{"pack notes", "/properties/notes/items/maxLength", MaxTextLength},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, ok := lookup(doc, tt.pointer)
			if !ok {
				t.Fatalf("the schema has no %s", tt.pointer)
			}
			if got, ok := v.(float64); !ok || got != float64(tt.want) {
				t.Errorf("schema %s = %v, limits.go says %d", tt.pointer, v, tt.want)
			}
		})
	}
}

// TestSchemaBoundsEveryValue requires a maximum on every whole number and
// a maximum length on every free string of the schema, so that no value
// of a valid pack can overflow an int or hold gigabytes downstream.
func TestSchemaBoundsEveryValue(t *testing.T) {
	var doc any
	if err := json.Unmarshal(SchemaJSON, &doc); err != nil {
		t.Fatal(err)
	}
	var walk func(path string, node any)
	walk = func(path string, node any) {
		switch n := node.(type) {
		case map[string]any:
			switch n["type"] {
			case "integer":
				if n["maximum"] == nil || n["minimum"] == nil {
					t.Errorf("%s: a whole number without both minimum and maximum", path)
				}
			case "string":
				if n["maxLength"] == nil {
					t.Errorf("%s: a string without maxLength", path)
				}
			}
			for k, c := range n {
				walk(path+"/"+k, c)
			}
		case []any:
			for i, c := range n {
				walk(fmt.Sprintf("%s/%d", path, i), c)
			}
		}
	}
	walk("#", doc)
}

// goTypeWords matches what a message a designer reads must never say:
// Go's type names and the decoder's jargon.
var goTypeWords = regexp.MustCompile(`\b(u?int(8|16|32|64)?|float(32|64)|struct)\b|schema\.[A-Z]|json: |Go (struct|value)`)

// quoted matches what a message quotes from the file, which may say anything.
var quoted = regexp.MustCompile(`"(\\.|[^"\\])*"`)

// inGoWords reports whether a message speaks Go rather than the pack's
// language, outside what it quotes from the file.
func inGoWords(msg string) bool {
	return goTypeWords.MatchString(quoted.ReplaceAllString(msg, `""`))
}

// TestLimitMessages checks diagnostics no golden case can show: a file
// past MaxPackBytes, and whole numbers in a file that is otherwise empty.
func TestLimitMessages(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want string // one line of the diagnostics
	}{
		{
			name: "file too large",
			data: []byte(`{"format": 1, "notes": ["` + strings.Repeat("x", MaxPackBytes) + `"]}`),
			want: "big.json:1:1: error: the file holds 32.0 MiB: a pack may hold at most 32 MiB; split it into several packs",
		},
		{
			name: "thousands of wrong values",
			data: []byte(`{"notes": [0.5` + strings.Repeat(", 0.5", 1099) + `]}`),
			want: "big.json:1:1: error: 101 more problems with the schema are not shown: correct the ones above first",
		},
		{
			name: "too many mixes",
			data: []byte(`{"mixes": [{}` + strings.Repeat(", {}", MaxMixes) + `]}`),
			want: "big.json:1:11: error: /mixes: has 101 items: at most 100",
		},
		{
			name: "format as a fraction",
			data: []byte(`{"format": 1.0}`),
			want: "big.json:1:12: error: /format: 1.0 is not written as a whole number: write 1",
		},
		{
			name: "format too large for any integer",
			data: []byte(`{"format": 1e400}`),
			want: "big.json:1:12: error: /format: unsupported format 1e400: this tilesmith reads format 1 packs",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, diags := Check("big.json", tt.data)
			if !strings.Contains(diags.String(), tt.want+"\n") {
				t.Errorf("missing %q in:\n%s", tt.want, diags)
			}
			if inGoWords(diags.String()) {
				t.Errorf("a message names a Go type:\n%s", diags)
			}
		})
	}
}
