package editor

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

func fieldPaths(p *schema.Pack) []string {
	var out []string
	for _, f := range RuleFields(p) {
		out = append(out, f.Path)
	}
	return out
}

// TestRuleFieldsAreTheRulesetsOwn: a scoring slot lists the rates its
// ruleset reads, not the other rulesets' rates of the shared Points type.
func TestRuleFieldsAreTheRulesetsOwn(t *testing.T) {
	tests := []struct {
		name      string
		pack      *schema.Pack
		want, not []string
	}{
		{"classic", testpacks.FreshPack(t, "winter-edition"),
			[]string{"classic.followers", "classic.scoring.road.complete.perTile", "classic.scoring.city.incomplete.perPennant", "classic.scoring.farm.perCompletedCity", "classic.houseRules.handSize"},
			[]string{"perFogTile", "perStall", "perTileWithFountain", "longFrom", "perAdjacentMarket", "classic.scoring.road.complete.perPennant", "classic.scoring.farm.perTile"}},
		{"mists", testpacks.FreshPack(t, "mists"),
			[]string{"mists.scoring.road.perTile", "mists.scoring.city.perPennant", "mists.scoring.castle.perFogTile", "mists.scoring.ghostsRemoved"},
			[]string{"perStall", "perCompletedCity", "perTilePerMarketKind", "mists.scoring.castle.perTile"}},
		{"city", testpacks.Mini(t, "city"),
			[]string{"city.scoring.street.longFrom", "city.scoring.market.perTilePerMarketKind", "city.scoring.residential.perAdjacentMarket", "city.scoring.guard.perHistoricBuilding"},
			[]string{"perFogTile", "perStall", "perCompletedCity", "city.scoring.market.perTile"}},
		{"castle", testpacks.Mini(t, "castle"),
			[]string{"castle.scoring.path.perTileWithFountain", "castle.scoring.courtyard.perStall", "castle.scoring.tower.perTile"},
			[]string{"perFogTile", "perCompletedCity", "longFrom", "castle.scoring.courtyard.perTile"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			paths := fieldPaths(tc.pack)
			for _, w := range tc.want {
				if !slices.Contains(paths, w) {
					t.Errorf("no field %s among %v", w, paths)
				}
			}
			for _, p := range paths {
				for _, n := range tc.not {
					if strings.HasSuffix(p, n) {
						t.Errorf("field %s is listed: %s is not a rate this pack's ruleset reads there", p, n)
					}
				}
			}
		})
	}
}

// TestRuleFieldsShowAStrayRate: a rate the slot does not read, but which
// the pack sets, stays in the form so that it can be seen and cleared.
func TestRuleFieldsShowAStrayRate(t *testing.T) {
	p := testpacks.FreshPack(t, "winter-edition")
	const stray = "classic.scoring.road.complete.perFogTile"
	if slices.Contains(fieldPaths(p), stray) {
		t.Fatalf("%s listed before it was set", stray)
	}
	if err := (SetRule{Path: stray, Value: "2"}).Apply(p); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(fieldPaths(p), stray) {
		t.Errorf("%s set to 2 is not listed", stray)
	}
	if err := (SetRule{Path: stray, Value: "0"}).Apply(p); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(fieldPaths(p), stray) {
		t.Errorf("%s cleared is still listed", stray)
	}
}

// TestEveryScoringSlotNamesItsRates: each Points or PhasedPoints of a
// rules block carries a "rates" tag naming rates that exist, so that a
// new ruleset's slots cannot list every ruleset's rates by omission.
func TestEveryScoringSlotNamesItsRates(t *testing.T) {
	points, phased := reflect.TypeFor[schema.Points](), reflect.TypeFor[schema.PhasedPoints]()
	var known []string
	for i := range points.NumField() {
		known = append(known, jsonName(points.Field(i)))
	}
	slots := 0
	var walk func(path string, typ reflect.Type)
	walk = func(path string, typ reflect.Type) {
		for typ.Kind() == reflect.Pointer || typ.Kind() == reflect.Slice {
			typ = typ.Elem()
		}
		if typ.Kind() != reflect.Struct || typ == points || typ == phased {
			return
		}
		for i := range typ.NumField() {
			f := typ.Field(i)
			at := path + "." + jsonName(f)
			if f.Type == points || f.Type == phased {
				slots++
				tag, ok := f.Tag.Lookup("rates")
				if !ok {
					t.Errorf("%s has no rates tag", at)
					continue
				}
				for _, r := range strings.Split(tag, ",") {
					if !slices.Contains(known, r) {
						t.Errorf("%s: rates tag names %q, not a rate (rates: %v)", at, r, known)
					}
				}
			}
			walk(at, f.Type)
		}
	}
	walk("rules", reflect.TypeFor[schema.Rules]())
	if slots < 10 {
		t.Errorf("found only %d scoring slots", slots)
	}
}
