package exporter

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestJCZImportLimits: every count a tile file claims is checked as it is
// read, and a file past one is refused at the element that passes it, in
// the file's own lines and columns (issue 31: a 16 MB file listing one
// port 8 million times ran out of memory after 30 s, and the cap on JSON
// values was told at ":0:0" of a pack never written).
func TestJCZImportLimits(t *testing.T) {
	tiles := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "<tile id='T%d'><city>N E S W</city></tile>\n", i)
		}
		return b.String()
	}
	sets := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "<tile-set id='s%d'><ref tile='T0' count='1'/></tile-set>\n", i)
		}
		return b.String()
	}
	for _, tc := range []struct{ name, xml, says string }{
		{"a tile id defined twice", "<defs>\n<tile id='T'><city>N E S W</city></tile>\n  <tile id='T'><city>N E S W</city></tile></defs>",
			"f.xml:3:3: tile \"T\" is defined twice (first at line 2, column 1): give each tile its own id"},
		{"more tiles than a pack holds", "<defs>\n" + tiles(2001) + "</defs>",
			"f.xml:2002:1: the files define 2001 tiles, past the 2000 a pack may hold (this is tile 2001): split them"},
		{"more tile-sets than a pack has mixes", "<defs>\n" + tiles(1) + sets(101) + "</defs>",
			"f.xml:103:1: the files have 101 tile-sets, past the 100 mixes a pack may hold (this is tile-set 101): split them"},
		{"a tile-set of more tiles than a mix", "<defs>" + tiles(1) + "<tile-set id='s'>\n<ref tile='T0' count='999'/>\n<ref tile='T0' count='2'/></tile-set></defs>",
			"f.xml:4:1: tile-set s holds 1001 tiles with this ref, past the 1000 a mix may hold: lower its counts or split it"},
		{"no tile-set and more tiles than a mix", "<defs>\n" + tiles(1001) + "</defs>",
			"f.xml:1:1: 1001 tiles and no <tile-set>: a mix of one copy of each would pass the 1000 tiles a mix may hold; add <tile-set> elements"},
		{"elements nested deeper than a tile file", strings.Repeat("<a>", 100) + strings.Repeat("</a>", 100),
			"f.xml:1:193: <a> is nested 65 levels deep, past the 64 a tile definition file may use"},
		{"an element of many attributes", "<defs><tile id='X' " + strings.Repeat("a='' ", 40) + "/></defs>",
			"f.xml:1:7: <tile> has 41 attributes, past the 32 an element of a tile definition file may have"},
		{"more elements than a tile file", "<defs>" + strings.Repeat("<r/>", maxJCZXMLElements) + "</defs>",
			"f.xml:1:800003: a tile definition file holds at most 200000 elements, and this is element 200001: split the file"},
		{"every tile left out", "<defs>\n <tile id='X'><city>N N</city></tile></defs>",
			"f.xml:1:1: every tile was left out (the warnings above say why): nothing to import"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ImportJCZ("f.xml", []byte(tc.xml), "")
			if err == nil || !strings.HasPrefix(err.Error(), tc.says) {
				t.Errorf("error:\n%v\nwant it to start with:\n%s", err, tc.says)
			}
		})
	}
}

// TestJCZImportLeavesOutOneTile: a tile no pack could hold is left out,
// with where and why, and the rest of the file imports — its tile-sets
// without that tile's copies (issue 35: "one bad tile fails the whole
// file"). Each bad tile X sits between two good ones, counted by a set.
func TestJCZImportLeavesOutOneTile(t *testing.T) {
	for _, tc := range []struct{ name, bad, says string }{
		{"a city listing its edge twice", "<city>N " + strings.Repeat("N ", 1000) + "</city>",
			"f.xml:3:15: warning: tile X is left out: <city> lists edge N twice (list each edge once)"},
		{"a road listing its edge twice", "<road>W W</road>",
			"f.xml:3:15: warning: tile X is left out: <road> lists edge W twice (list each edge once)"},
		{"a field listing its half edge twice", "<city>N</city><field>EL EL</field>",
			"f.xml:3:29: warning: tile X is left out: <field> lists EL twice (list each half edge once)"},
		{"a field on a city's half edge", "<city>N</city><field>NL EL</field>",
			"f.xml:3:29: warning: tile X is left out: <field> lists NL, which the <city> at line 3, column 15 holds (a half edge belongs to one feature)"},
		{"two fields on one half edge", "<city>N</city><field>EL</field><field>EL ER</field>",
			"f.xml:3:46: warning: tile X is left out: <field> lists EL, which the <field> at line 3, column 29 holds (a half edge belongs to one feature)"},
		{"a tile of more elements than a tile has", "<city>N E S W</city>" + strings.Repeat("<tower/>", 80),
			"f.xml:3:539: warning: tile X is left out: it holds 81 elements, past the 64 a tile definition may: a tile has at most 4 cities and roads, 8 fields and a monastery"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			xml := "<defs>\n <tile id='A'><city>N E S W</city></tile>\n <tile id='X'>" + tc.bad + "</tile>\n" +
				" <tile id='B'><monastery/></tile>\n <tile-set id='s'><ref tile='A' count='2'/><ref tile='X' count='3'/><ref tile='B' count='1'/></tile-set>\n</defs>"
			p, warnings, err := ImportJCZ("f.xml", []byte(xml), "")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Tiles) != 2 || p.Tiles[0].ID != "A" || p.Tiles[1].ID != "B" {
				t.Errorf("tiles %v, want A and B", tileIDsOf(p))
			}
			if m := p.Mixes[0]; m.Total != 3 || m.Counts.Of("X") != 0 {
				t.Errorf("mix %+v: want A twice and B once", m)
			}
			got := warnings.String()
			if !strings.Contains(got, tc.says+"\n") {
				t.Errorf("warnings:\n%s\nwant:\n%s", got, tc.says)
			}
			if !strings.Contains(got, "f.xml:5:44: warning: tile-set s: tile \"X\" was left out (see above): its copies are left out too\n") {
				t.Errorf("warnings:\n%s\nwant one at the ref to X", got)
			}
		})
	}
}

// tileIDsOf lists a pack's tile ids.
func tileIDsOf(p *schema.Pack) []string {
	ids := make([]string, len(p.Tiles))
	for i, t := range p.Tiles {
		ids[i] = t.ID
	}
	return ids
}

// TestJCZImportWarningsCapped: a file of many elements a pack does not
// model lists the first warnings and counts the rest, and a long value is
// echoed by its beginning.
func TestJCZImportWarningsCapped(t *testing.T) {
	long := strings.Repeat("x", 5000)
	xml := "<defs><tile id='" + long + "'><city>N E S W</city><bogus/></tile><tile-set id='s'><ref tile='" + long + "' count='1'/>" +
		strings.Repeat("<ref tile='Q' count='1'/>", 500) + "</tile-set></defs>"
	_, warnings, err := ImportJCZ("f.xml", []byte(xml), "")
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != maxJCZWarnings+1 || JCZWarningCount(warnings) != 502 {
		t.Fatalf("%d warnings listed, counting %d: want %d and 502", len(warnings), JCZWarningCount(warnings), maxJCZWarnings+1)
	}
	if got, want := warnings[0].String(), "f.xml:1:5039: warning: tile "+strings.Repeat("x", 63)+"…: <bogus> has no counterpart in a classic pack: left out"; got != want {
		t.Errorf("first warning:\n%s\nwant:\n%s", got, want)
	}
	if got, want := warnings[maxJCZWarnings].Message, "402 more warnings from here on, not listed: the first 100 are above"; got != want {
		t.Errorf("last warning %q, want %q", got, want)
	}
}
