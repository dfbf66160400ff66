package schema_test

import (
	"fmt"

	"github.com/tilesmith/tilesmith/schema"
)

func ExampleCheck() {
	pack := []byte(`{
  "format": 1, "id": "tiny", "name": "Tiny", "ruleset": "classic",
  "tiles": [{"id": "U", "name": "straight road", "features": [
    {"id": "road", "kind": "road", "ports": ["N", "S"]},
    {"id": "east", "kind": "field", "ports": ["NR", "EL", "E", "ER", "SL"]},
    {"id": "west", "kind": "feild", "ports": ["SR", "WL", "W", "WR", "NL"]}]}],
  "mixes": [{"id": "m", "name": "M", "total": 2, "counts": {"U": 1}, "start": [{"tile": "U", "x": 0, "y": 0}]}],
  "rules": {}
}`)
	_, diags := schema.Check("tiny.json", pack)
	fmt.Print(diags)
	// Output:
	// tiny.json:6:28: error: /tiles/0/features/2/kind: unknown kind "feild" (did you mean "field"? want one of road city field cloister street residential market path tower house courtyard fog castle graveyard)
	// tiny.json:7:47: error: /mixes/0/total: mix "m": the counts add up to 1 tiles but "total" says 2: correct a count or the total
	// tiny.json:8:12: error: /rules: missing rules block "classic": a pack that plays the classic ruleset gives its rule parameters there (see the built-in packs for a complete block)
}

func ExamplePort_Facing() {
	for _, p := range []schema.Port{schema.PortN, schema.PortNL, schema.PortER} {
		fmt.Printf("%s faces %s; turned 90° it is %s\n", p, p.Facing(), p.Rotate(1))
	}
	// Output:
	// N faces S; turned 90° it is E
	// NL faces SR; turned 90° it is EL
	// ER faces WL; turned 90° it is SR
}
