package cli

import (
	"bytes"
	"os"
	"regexp"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestPacksListsAnExpansionAsSuch: `tilesmith packs` shows an expansion's
// ruleset as "expansion of classic" (with its modules), and JSON says
// "expansion": true; a complete pack is listed as before.
func TestPacksListsAnExpansionAsSuch(t *testing.T) {
	read := func(path string) *schema.Pack {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		p, diags := schema.Check(path, data)
		if p == nil || diags.HasErrors() {
			t.Fatalf("%s: %s", path, diags)
		}
		return p
	}
	list := []packSummary{
		summarize(read("../../schema/testdata/valid/messages-mini.json")),
		summarize(read("../../schema/testdata/expansion/extra-tiles.json")),
		summarize(read("../../schema/testdata/expansion/with-messages.json")),
	}
	for _, tc := range []struct {
		format string
		want   []string
	}{
		{"text", []string{
			`(?m)^messages-mini +classic\+messages +2 +base 3 +Classic with Messages$`,
			`(?m)^extra-tiles +expansion of classic +2 +extra 3 +Extra tiles$`,
			`(?m)^with-messages +expansion of classic \(\+messages\) +1 +crop 1 +Messages rules$`,
		}},
		{"json", []string{`"id": "extra-tiles",\s+"name": "Extra tiles",\s+"ruleset": "classic",\s+"expansion": true,`}},
	} {
		t.Run(tc.format, func(t *testing.T) {
			var out bytes.Buffer
			if err := writePacks(&out, tc.format, list); err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !regexp.MustCompile(w).Match(out.Bytes()) {
					t.Errorf("output lacks %s:\n%s", w, out.String())
				}
			}
			if tc.format == "json" && bytes.Count(out.Bytes(), []byte(`"expansion"`)) != 2 {
				t.Errorf("want \"expansion\" on the two expansions only:\n%s", out.String())
			}
		})
	}
}
