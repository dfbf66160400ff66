package schema

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestInvalidPacks checks the diagnostics for every broken pack under
// testdata/invalid/<case>/pack.json against <case>/want.txt.
func TestInvalidPacks(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "invalid", "*"))
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) < 25 {
		t.Fatalf("found %d invalid-pack cases, want at least 25", len(dirs))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, "pack.json"))
			if err != nil {
				t.Fatal(err)
			}
			_, diags := Check("pack.json", data)
			if len(diags) == 0 {
				t.Fatal("no diagnostic for a broken pack")
			}
			for _, d := range diags {
				if d.File != "pack.json" || d.Line < 1 || d.Col < 1 || d.Message == "" {
					t.Errorf("diagnostic without a usable position or message: %+v", d)
				}
				if inGoWords(d.Message) {
					t.Errorf("diagnostic in Go's words, not the pack's: %v", d)
				}
			}
			again := func() string { _, d := Check("pack.json", data); return d.String() }()
			if again != diags.String() {
				t.Errorf("diagnostics differ between two runs:\n%s\n---\n%s", diags, again)
			}
			assertGolden(t, filepath.Join(dir, "want.txt"), []byte(diags.String()))
		})
	}
}

// keptWarnings are the warnings an example pack keeps on purpose, by pack
// and pointer: castle-mini is a small board (2 start spaces, 4 corner
// towers) so that the engine's tests on it stay small.
var keptWarnings = map[string][]string{
	"castle-mini": {"/rules/castle/board/startSpaces", "/rules/castle/board/track/corners"},
}

// withoutKeptWarnings drops the warnings pack name keeps on purpose.
func withoutKeptWarnings(name string, diags Diagnostics) Diagnostics {
	return slices.DeleteFunc(diags, func(d Diagnostic) bool {
		return d.Severity == SeverityWarning && slices.Contains(keptWarnings[name], d.Pointer)
	})
}

// TestValidPacks checks that the example pack of every ruleset is clean
// (but for the warnings it keeps on purpose): the format expresses all
// five games.
func TestValidPacks(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "valid", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	rulesetsSeen := map[string]bool{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			p, diags := Check(f, data)
			diags = withoutKeptWarnings(name, diags)
			if p == nil || len(diags) > 0 {
				t.Fatalf("want a clean pack, got:\n%s", diags)
			}
			rulesetsSeen[p.Ruleset] = true
			for _, m := range p.Modules {
				rulesetsSeen[m] = true
			}
			// Round trip: the canonical encoding decodes to a pack that
			// encodes to the same bytes and is still clean.
			enc, err := Encode(p)
			if err != nil {
				t.Fatal(err)
			}
			q, diags := Check(f, enc)
			diags = withoutKeptWarnings(name, diags)
			if q == nil || len(diags) > 0 {
				t.Fatalf("canonical encoding is not clean:\n%s", diags)
			}
			enc2, err := Encode(q)
			if err != nil {
				t.Fatal(err)
			}
			if string(enc) != string(enc2) {
				t.Errorf("Encode is not stable:\n%s\n---\n%s", enc, enc2)
			}
		})
	}
	for _, want := range []string{"classic", "city", "castle", "mists", "messages"} {
		if !rulesetsSeen[want] {
			t.Errorf("no valid example pack plays %s", want)
		}
	}
}

// TestValidateInMemory checks a pack built or edited in code: no Source, so it is
// validated and linted in its canonical encoding, with positions there.
func TestValidateInMemory(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "valid", "classic-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, _ := Decode("classic-mini.json", data)
	p.Source = nil
	p.Tiles[1].Features[0].Ports = []Port{PortN} // the road now dead-ends
	p.Mixes[0].Total = 99
	diags := CheckPack(p)
	if separate := append(Validate(p), Lint(p)...).Normalize(); separate.String() != diags.String() {
		t.Errorf("CheckPack differs from Validate+Lint:\n%s---\n%s", diags, separate)
	}
	got := diags.String()
	for _, frag := range []string{
		`/tiles/1/features/0: road "road" enters the tile at N and ends on it without saying where`,
		`/tiles/1/features: tile "U": port(s) S belong to no terrain feature`,
		`/mixes/0/total: mix "base": the counts add up to 9 tiles but "total" says 99`,
	} {
		if !strings.Contains(got, frag) {
			t.Errorf("missing diagnostic %q in:\n%s", frag, got)
		}
	}
	for _, d := range diags {
		if d.Line < 1 || d.File != "classic-mini.json" {
			t.Errorf("in-memory diagnostic without a position in the canonical encoding: %v", d)
		}
	}
}

// TestDiagnosticsAsError: diagnostics travel as an error value and come
// back out with errors.As; a list without errors is no error.
func TestDiagnosticsAsError(t *testing.T) {
	warning := Diagnostic{File: "p.json", Line: 3, Col: 5, Severity: SeverityWarning, Message: "w"}
	problem := Diagnostic{File: "p.json", Line: 4, Col: 1, Pointer: "/id", Severity: SeverityError, Message: "e"}
	tests := []struct {
		name  string
		diags Diagnostics
		want  string
	}{
		{"none", nil, ""},
		{"warnings only", Diagnostics{warning}, ""},
		{"an error", Diagnostics{warning, problem}, "p.json:3:5: warning: w\np.json:4:1: error: /id: e"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.diags.Err()
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Err() = %v, want nil", err)
				}
				return
			}
			if err == nil || err.Error() != tt.want {
				t.Fatalf("Err() = %v, want %q", err, tt.want)
			}
			var back Diagnostics
			if !errors.As(fmt.Errorf("loading: %w", err), &back) || len(back) != len(tt.diags) {
				t.Errorf("errors.As did not give the diagnostics back: %v", back)
			}
		})
	}
}

// TestCheckEncodedIsCheckPack: checking a pack with the encoding the
// caller made says what CheckPack says, for every broken pack that decodes
// (its diagnostics then point into the canonical encoding).
func TestCheckEncodedIsCheckPack(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "invalid", "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, "pack.json"))
			if err != nil {
				t.Fatal(err)
			}
			p, _ := Decode("pack.json", data)
			if p == nil {
				t.Skip("does not decode")
			}
			p.Source = nil
			encoded, err := Encode(p)
			if err != nil {
				t.Skip("cannot be encoded: the editor then asks CheckPack, which says why")
			}
			want := CheckPack(p)
			if got := CheckEncoded(p, encoded); !slices.Equal(got, want) {
				t.Errorf("CheckEncoded says %v, CheckPack %v", got, want)
			}
		})
	}
}
