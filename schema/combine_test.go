package schema

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// readFixture decodes and checks a pack under testdata, failing the test
// when the file is unreadable; its diagnostics are returned for the
// caller to judge.
func readFixture(t *testing.T, path string) (*Pack, Diagnostics) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", path))
	if err != nil {
		t.Fatal(err)
	}
	p, diags := Check(path, data)
	if p == nil {
		t.Fatalf("%s cannot be read:\n%s", path, diags)
	}
	return p, diags
}

// TestExpansionFixturesCheck: the expansions the other tests combine are
// valid packs on their own, except the one built to break a rule.
func TestExpansionFixturesCheck(t *testing.T) {
	for _, name := range []string{"extra-tiles.json", "with-messages.json", "clash-d.json", "city-extra.json"} {
		t.Run(name, func(t *testing.T) {
			p, diags := readFixture(t, filepath.Join("expansion", name))
			if diags.HasErrors() {
				t.Errorf("want no errors, got:\n%s", diags)
			}
			if !p.Expansion {
				t.Error("want an expansion")
			}
		})
	}
}

func TestCombine(t *testing.T) {
	tests := []struct {
		name       string
		base       string
		expansions []string
		want       []string // every diagnostic, as one line each
	}{
		{name: "good combination", base: "valid/classic-mini.json", expansions: []string{"expansion/extra-tiles.json"}},
		{name: "two expansions", base: "valid/classic-mini.json", expansions: []string{"expansion/extra-tiles.json", "expansion/with-messages.json"}},
		{name: "another ruleset", base: "valid/classic-mini.json", expansions: []string{"expansion/city-extra.json"}, want: []string{
			`expansion/city-extra.json:2:74: error: /ruleset: expansion city-extra is for the city ruleset, but the base pack classic-mini plays classic (valid/classic-mini.json:2:73)`,
			`valid/classic-mini.json:2:73: error: /ruleset: the base pack classic-mini plays classic, but expansion city-extra is for city (expansion/city-extra.json:2:74)`,
		}},
		{name: "tile id clash at both files", base: "valid/classic-mini.json", expansions: []string{"expansion/clash-d.json"}, want: []string{
			`expansion/clash-d.json:4:12: error: /tiles/0/id: tile id "D" is also a tile of the base pack classic-mini: rename one of them (valid/classic-mini.json:4:12)`,
			`valid/classic-mini.json:4:12: error: /tiles/0/id: tile id "D" is also a tile of expansion clash-d: rename one of them (expansion/clash-d.json:4:12)`,
		}},
		{name: "module the ruleset lacks", base: "valid/city-mini.json", expansions: []string{"expansion/city-messages.json"}, want: []string{
			`expansion/city-messages.json:3:15: error: /modules/0: module "messages" does not play with the city ruleset of the base pack city-mini (valid/city-mini.json:2:71)`,
			`valid/city-mini.json:2:71: error: /ruleset: the city ruleset does not take module "messages", which expansion city-messages brings (expansion/city-messages.json:3:15)`,
		}},
		{name: "module and rules block both packs bring", base: "valid/messages-mini.json", expansions: []string{"expansion/with-messages.json"}, want: []string{
			`expansion/with-messages.json:3:15: error: /modules/0: module "messages" is also brought by the base pack messages-mini: keep it in one pack (valid/messages-mini.json:2:106)`,
			`expansion/with-messages.json:13:17: error: /rules/messages: rules block "messages" is also given by the base pack messages-mini: the parameters of the Messages module come from one pack (valid/messages-mini.json:22:17)`,
			`valid/messages-mini.json:2:106: error: /modules/0: module "messages" is also brought by expansion with-messages: keep it in one pack (expansion/with-messages.json:3:15)`,
			`valid/messages-mini.json:22:17: error: /rules/messages: rules block "messages" is also given by expansion with-messages: the parameters of the Messages module come from one pack (expansion/with-messages.json:13:17)`,
		}},
		{name: "a complete pack as an expansion", base: "valid/classic-mini.json", expansions: []string{"valid/messages-mini.json"}, want: []string{
			`valid/messages-mini.json:1:1: error: /expansion: messages-mini is not an expansion (no "expansion": true): it can be played on its own, not with classic-mini`,
		}},
		{name: "an expansion as the base", base: "expansion/extra-tiles.json", expansions: []string{"expansion/with-messages.json"}, want: []string{
			`expansion/extra-tiles.json:2:95: error: /expansion: extra-tiles is an expansion: play or draw it on a complete pack of the classic ruleset, which names it with --with (PACK --with extra-tiles)`,
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			base, _ := readFixture(t, tc.base)
			var exps []*Pack
			for _, e := range tc.expansions {
				p, _ := readFixture(t, e)
				exps = append(exps, p)
			}
			got, diags := Combine(base, exps...)
			var lines []string
			for _, d := range diags {
				lines = append(lines, d.String())
			}
			if !slices.Equal(lines, tc.want) {
				t.Fatalf("diagnostics:\n got %q\nwant %q", lines, tc.want)
			}
			if tc.want != nil {
				if got != nil {
					t.Error("a refused combination returned a pack")
				}
				return
			}
			if lint := CheckPack(got); lint.HasErrors() {
				t.Errorf("the combined pack does not check:\n%s", lint)
			}
		})
	}
}

// TestCombineRefusesTilesForStackedMixes: a mix dealt into stacks of set
// sizes (The City, Mists' levels) has no room for an expansion's tiles.
func TestCombineRefusesTilesForStackedMixes(t *testing.T) {
	base, _ := readFixture(t, "valid/city-mini.json")
	extra, _ := readFixture(t, "expansion/city-extra.json")
	_, diags := Combine(base, extra)
	var lines []string
	for _, d := range diags {
		lines = append(lines, d.String())
	}
	want := []string{
		`expansion/city-extra.json:9:66: error: /mixes/0/counts: these tiles cannot join mix "base" of the base pack city-mini, which deals its tiles into stacks of set sizes (valid/city-mini.json:24:119)`,
		`valid/city-mini.json:24:119: error: /mixes/0/stacks: mix "base" deals its tiles into stacks of set sizes, which expansion city-extra's tiles would not fit: give the expansion its own base pack with stacks that hold them (expansion/city-extra.json:9:66)`,
	}
	if !slices.Equal(lines, want) {
		t.Fatalf("diagnostics:\n got %q\nwant %q", lines, want)
	}
}

// TestCombineAddsTheExpansionToEveryMix: the base's mixes keep their ids,
// start and order; each gains the expansion mix's counts and total; the
// tiles, modules and module rule blocks of every pack are there.
func TestCombineAddsTheExpansionToEveryMix(t *testing.T) {
	base, _ := readFixture(t, "valid/classic-mini.json")
	extra, _ := readFixture(t, "expansion/extra-tiles.json")
	msgs, _ := readFixture(t, "expansion/with-messages.json")
	got, diags := Combine(base, extra, msgs)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var ids []string
	for _, tile := range got.Tiles {
		ids = append(ids, tile.ID)
	}
	if want := []string{"D", "U", "A", "X", "Q", "XV", "CC", "CC2"}; !slices.Equal(ids, want) {
		t.Errorf("tiles %v, want %v", ids, want)
	}
	m := got.Mixes[0]
	if m.ID != "base" || m.Total != 13 || m.Counts.Of("XV") != 2 || m.Counts.Of("CC2") != 1 || m.Counts.Of("D") != 3 || len(m.Start) != 1 {
		t.Errorf("mix %+v: want base with 9+3+1 tiles, the expansions' counts and the base's start", m)
	}
	if !slices.Equal(got.Modules, []string{"messages"}) || got.Rules.Messages == nil || got.Rules.Classic == nil {
		t.Errorf("modules %v, messages block %v, classic block %v: want messages with its block, and the base's classic block", got.Modules, got.Rules.Messages != nil, got.Rules.Classic != nil)
	}
	if got.Name != "Classic mini + Extra tiles + Messages rules" || got.ID != "classic-mini" || got.Expansion || got.Source != nil {
		t.Errorf("got id %q name %q expansion %v: want the base's id, every name, a complete pack without Source", got.ID, got.Name, got.Expansion)
	}
	if base.Mixes[0].Total != 9 || len(base.Tiles) != 5 {
		t.Error("Combine changed the base pack")
	}
}

// TestExistingPacksUnchanged: the expansion field is optional, so every
// pack written before it (built-in and test packs) still validates and
// reads as a complete pack; the format version stays 1. The built-in
// expansions written since validate and read as expansions.
func TestExistingPacksUnchanged(t *testing.T) {
	files, _ := filepath.Glob("../tilesets/packs/*.json")
	valid, _ := filepath.Glob("testdata/valid/*.json")
	files = append(files, valid...)
	if len(files) < 7 {
		t.Fatalf("found only %d packs: %v", len(files), files)
	}
	// Built-in expansions, written with the expansion field: the rest
	// predate it and must read as complete packs.
	expansions := map[string]bool{"../tilesets/packs/messages.json": true}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			p, diags := Check(f, data)
			if p == nil || diags.HasErrors() {
				t.Fatalf("want valid, got:\n%s", diags)
			}
			wantExpansion := expansions[f]
			if p.Expansion != wantExpansion || p.Format != FormatVersion || FormatVersion != 1 {
				t.Errorf("expansion %v, format %d: want expansion %v of format 1", p.Expansion, p.Format, wantExpansion)
			}
		})
	}
}
