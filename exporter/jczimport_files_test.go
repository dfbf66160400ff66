package exporter

import (
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// A base file and an expansion file written in JCloisterZone's format
// after its basic.xml and winter.xml: winter.xml defines only its new
// tiles, and its tile-set counts basic.xml's tiles besides (client
// src/extraResources/expansions/winter.xml, read 2026-11; docs/jcz-addon.md
// 3.4).
const (
	jczBaseFile = `<?xml version="1.0" encoding="utf-8"?>
<defs>
  <tiles>
    <tile id="BA/RCr">
      <city>N</city>
      <road>W E</road>
      <field city="N">EL WR</field>
      <field>ER SL SR WL</field>
    </tile>
    <tile id="BA/L">
      <monastery/>
      <field>NL NR EL ER SL SR WL WR</field>
    </tile>
  </tiles>
  <sets>
    <tile-set id="basic:1">
      <ref count="4" tile="BA/RCr"/>
      <ref count="4" tile="BA/L"/>
    </tile-set>
  </sets>
</defs>`
	jczExpansionFile = `<?xml version="1.0" encoding="utf-8"?>
<defs>
  <tiles>
    <tile id="WI/CC">
      <city pennants="1">N E S W</city>
    </tile>
  </tiles>
  <sets>
    <tile-set id="winter">
      <ref count="3" tile="BA/RCr"/>
      <ref count="2" tile="BA/L"/>
      <ref count="1" tile="WI/CC"/>
    </tile-set>
  </sets>
</defs>`
)

// TestJCZImportSeveralFiles: issue 35 — "import … several XML files at
// once so a tile set that refers across files (winter → basic) comes in
// whole; mix ids keep JCZ's names".
func TestJCZImportSeveralFiles(t *testing.T) {
	t.Run("together", func(t *testing.T) {
		p, warnings, err := ImportJCZFiles([]JCZSource{{File: "basic.xml", Data: []byte(jczBaseFile)}, {File: "winter.xml", Data: []byte(jczExpansionFile)}}, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(warnings) != 0 {
			t.Errorf("warnings:\n%s", warnings)
		}
		if p.ID != "basic" || p.Name != "Imported from basic.xml, winter.xml" {
			t.Errorf("pack %s %q", p.ID, p.Name)
		}
		if got := tileIDsOf(p); !slices.Equal(got, []string{"BA.RCr", "BA.L", "WI.CC"}) {
			t.Errorf("tiles %v", got)
		}
		if len(p.Mixes) != 2 {
			t.Fatalf("%d mixes, want 2", len(p.Mixes))
		}
		base, winter := p.Mixes[0], p.Mixes[1]
		if base.ID != "basic-1" || base.Name != "basic:1" || base.Total != 8 {
			t.Errorf("the base mix %+v", base)
		}
		if winter.ID != "winter" || winter.Total != 6 || winter.Counts.Of("BA.L") != 2 || winter.Counts.Of("WI.CC") != 1 {
			t.Errorf("the winter mix %+v: want the base tiles it counts and its own", winter)
		}
		if winter.Start[0].Tile != "BA.RCr" {
			t.Errorf("winter starts from %s, want JCloisterZone's start tile", winter.Start[0].Tile)
		}
	})
	t.Run("the expansion alone", func(t *testing.T) {
		p, warnings, err := ImportJCZ("winter.xml", []byte(jczExpansionFile), "")
		if err != nil {
			t.Fatal(err)
		}
		if m := p.Mixes[0]; m.Total != 4 {
			t.Errorf("mix %+v: want the start tile and WI/CC only", m)
		}
		want := "winter.xml:11:7: warning: tile-set winter: tile \"BA/L\" is defined in no file imported (a JCloisterZone tile of another file?): its copies are left out; import that file too"
		if !strings.Contains(warnings.String(), want) {
			t.Errorf("warnings:\n%s\nwant:\n%s", warnings, want)
		}
	})
	t.Run("no file", func(t *testing.T) {
		if _, _, err := ImportJCZFiles(nil, ""); err == nil {
			t.Error("no error")
		}
	})
}

// TestJCZLeaveOutRefused: a tile the schema still refuses after import is
// left out with the schema's reason at its <tile>, and the rest kept. No
// shape of JCloisterZone's files reaches this guard, so the refusal is
// made up here.
func TestJCZLeaveOutRefused(t *testing.T) {
	data := []byte(jczBaseFile)
	root, err := parseXMLElems("basic.xml", data)
	if err != nil {
		t.Fatal(err)
	}
	var tiles []*xmlElem
	root.walk(func(e *xmlElem) {
		if e.Name == "tile" {
			tiles = append(tiles, e)
		}
	})
	im := &jczImport{ids: map[string]string{}, made: map[string]bool{}}
	if err := im.tileIDs(tiles, ""); err != nil {
		t.Fatal(err)
	}
	made, err := im.tilesOf(tiles, root)
	if err != nil {
		t.Fatal(err)
	}
	diags := schema.Diagnostics{{Pointer: "/tiles/1/features/0", Severity: schema.SeverityError, Message: `tile "BA.L": something no pack holds`},
		{Pointer: "/tiles/0", Severity: schema.SeverityWarning, Message: "a warning only"}}
	if !im.leaveOutRefused(&made, diags) {
		t.Fatal("nothing left out")
	}
	if len(made.tiles) != 1 || made.tiles[0].ID != "BA.RCr" || im.made["BA.L"] {
		t.Errorf("kept %v", made.tiles)
	}
	if got, want := im.listed().String(), "basic.xml:10:5: warning: tile BA/L is left out: something no pack holds\n"; got != want {
		t.Errorf("warnings %q, want %q", got, want)
	}
}
