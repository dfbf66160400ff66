package exporter

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestJCZImportHomebrew imports JCloisterZone-style definitions written
// for the test: every modelled element becomes the pack's data, and every
// element the pack format does not model is a warning at its line and
// column, never a silent loss (issue 19, item 3).
func TestJCZImportHomebrew(t *testing.T) {
	file := filepath.Join("testdata", "jcz", "homebrew.xml")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, warnings, err := ImportJCZ(file, data, "")
	if err != nil {
		t.Fatal(err)
	}
	if p.ID != "homebrew" || p.Ruleset != "classic" || len(p.Tiles) != 3 || len(p.Mixes) != 1 {
		t.Fatalf("pack %s (%s): %d tiles, %d mixes", p.ID, p.Ruleset, len(p.Tiles), len(p.Mixes))
	}
	ids := []string{p.Tiles[0].ID, p.Tiles[1].ID, p.Tiles[2].ID}
	if !slices.Equal(ids, []string{"RCr", "CccR-", "Mr"}) {
		t.Errorf("tile ids %v, want the file's without their shared prefix HB/", ids)
	}
	city := p.Tiles[1].Features[0]
	if city.Kind != schema.KindCity || city.Pennants != 1 || len(city.Ports) != 9 {
		t.Errorf("the pennant city: %+v", city)
	}
	road := p.Tiles[1].Features[1]
	if road.EndsAt != "city" || !slices.Equal(road.Decorations, []string{"inn"}) {
		t.Errorf("the road to the city with an inn: %+v", road)
	}
	if f := p.Tiles[2].Features; f[0].Kind != schema.KindCloister || f[1].EndsAt != "cloister" {
		t.Errorf("the monastery tile: %+v", f)
	}
	m := p.Mixes[0]
	if m.ID != "hb-base" || m.Name != "Homebrew (hb:base)" || m.Total != 9 || m.Counts.Of("Mr") != 4 {
		t.Errorf("mix %+v", m)
	}
	if len(m.Start) != 1 || m.Start[0].Tile != "RCr" {
		t.Errorf("start %+v: want the first tile, as the file has no BA/RCr", m.Start)
	}
	want := []string{
		"homebrew.xml:12:7: warning: tile HB/CccR+: the inn on its road is kept as the decoration \"inn\"",
		"homebrew.xml:20:7: warning: tile HB/Mr: <tower> has no counterpart in a classic pack: left out",
		"homebrew.xml:28:7: warning: tile-set hb:base: tile \"BA/L\" is defined in no file imported",
		"homebrew.xml:29:7: warning: tile-set hb:base: <remove> has no counterpart in a pack's mix: left out",
		"homebrew.xml:24:5: warning: tile-set hb:base has no BA/RCr, JCloisterZone's start tile: its first tile, RCr, starts the game",
	}
	if len(warnings) != len(want) {
		t.Errorf("%d warnings, want %d:\n%s", len(warnings), len(want), warnings)
	}
	for _, w := range want {
		if !slices.ContainsFunc(warnings, func(d schema.Diagnostic) bool {
			return strings.HasPrefix(filepath.Base(d.String()), w) || strings.Contains(d.String(), "/"+w)
		}) {
			t.Errorf("no warning %q in:\n%s", w, warnings)
		}
	}
}

// TestJCZImportRefusals: a file that is not tile definitions is refused
// with where and what.
func TestJCZImportRefusals(t *testing.T) {
	for _, tc := range []struct{ name, xml, says string }{
		{"not XML", "<defs><tile id='a'>", "f.xml:1:20: not well-formed XML"},
		{"no tile", "<defs><sets/></defs>", "f.xml:1:1: no <tile id=…> element to import"},
		{"empty", "", "f.xml:1: no element"},
		{"two roots", "<a/><b/>", "f.xml:1:5: a second root element"},
		{"a tile that breaks the pack", "<defs><tile id='x'><road>N</road><road>N</road></tile></defs>", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ImportJCZ("f.xml", []byte(tc.xml), "")
			if tc.says == "" {
				return // whatever it says, it must not panic (the fuzz target checks more)
			}
			if err == nil || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("error %v, want it to say %s", err, tc.says)
			}
		})
	}
}

// FuzzImportJCZ: any bytes either import as a pack the schema accepts, or
// are refused with an error located in the file; never a panic, and never
// more than the capped list of warnings. Its seeds include files that claim
// far more than they hold (jczAmplifyingSeeds): the fuzzer mutates those
// too, and make fuzz runs it.
func FuzzImportJCZ(f *testing.F) {
	data, err := os.ReadFile(filepath.Join("testdata", "jcz", "homebrew.xml"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("<defs><tile id='x'><city>N E</city><field city='N'>SL SR</field></tile></defs>"))
	for _, seed := range jczAmplifyingSeeds(64 << 10) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, warnings, err := ImportJCZ("fuzz.xml", data, "fuzz")
		if len(warnings) > maxJCZWarnings+1 {
			t.Fatalf("%d warnings: the list is capped at %d and a count", len(warnings), maxJCZWarnings)
		}
		for _, w := range warnings {
			if w.Line < 1 || w.Col < 1 {
				t.Fatalf("a warning nowhere in the file: %s", w)
			}
		}
		if err != nil {
			if strings.Contains(err.Error(), ":0:") || strings.Contains(err.Error(), "fuzz.json") {
				t.Fatalf("a refusal not located in the file: %v", err)
			}
			return
		}
		if diags := schema.CheckPack(p); diags.HasErrors() {
			t.Fatalf("an imported pack the schema refuses:\n%s", diags)
		}
	})
}

// jczAmplifyingSeeds are tile files of about size bytes each that claim
// far more than a tile file holds: one feature listing its port again and
// again, a field bordering one city again and again, elements nested
// deeper than any tile file, more tiles and tile-sets than a pack holds,
// counts past a mix, text cut into pieces by comments, many attributes.
func jczAmplifyingSeeds(size int) [][]byte {
	repeat := func(head, unit, tail string) []byte {
		return []byte(head + strings.Repeat(unit, max(1, (size-len(head)-len(tail))/len(unit))) + tail)
	}
	var tiles, sets strings.Builder
	for i := range 2100 {
		fmt.Fprintf(&tiles, "<tile id='T%d'><city>N E S W</city></tile>", i)
	}
	for i := range 120 {
		fmt.Fprintf(&sets, "<tile-set id='s%d'><ref tile='T' count='9'/></tile-set>", i)
	}
	return [][]byte{
		repeat("<defs><tile id='X'><city>", "N ", "</city></tile></defs>"),
		repeat("<defs><tile id='X'><field>", "NL ", "</field></tile></defs>"),
		repeat("<defs><tile id='X'><city>N</city><field city='", "N X ", "'>EL ER SL SR WL WR</field></tile></defs>"),
		repeat("", "<a>", ""),
		repeat("<defs>", "<tile id='T'><city>N E S W</city></tile>", "</defs>"),
		[]byte("<defs>" + tiles.String() + "</defs>"),
		[]byte("<defs><tile id='T'><city>N E S W</city></tile>" + sets.String() + "</defs>"),
		repeat("<defs><tile id='T'><city>N E S W</city></tile><tile-set id='s'>", "<ref tile='T' count='999'/>", "</tile-set></defs>"),
		repeat("<defs><tile id='T'><city>N", "<!-- -->", "</city></tile></defs>"),
		repeat("<defs><tile id='T'><city>N E S W</city>", "<monastery/>", "</tile></defs>"),
		repeat("<defs><tile id='T' ", "a='' ", "><city>N E S W</city></tile></defs>"),
		repeat("<defs><tile id='T'><city>N E S W</city></tile><tile-set id='s'>", "<ref tile='Q' count='1'/>", "</tile-set></defs>"),
	}
}
