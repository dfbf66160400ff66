package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	_ "github.com/tilesmith/tilesmith/engine/games"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/schema"
)

// rulesetPackages are the registered games' packages (Hooks.Package):
// code outside the engine reaches them only through engine/rulesets.
func rulesetPackages() []string {
	var out []string
	for _, e := range rulesets.Entries() {
		if !slices.Contains(out, e.Package) {
			out = append(out, e.Package)
		}
	}
	return out
}

// rulesetNames are the names packs and records give the registered
// rulesets and modules.
func rulesetNames() []string { return append(rulesets.Names(), rulesets.Modules()...) }

// rulesetWords are the strings only a ruleset's own package may hold: the
// kinds of decision it adds to the core's (the editor takes their titles
// from the registry).
func rulesetWords() map[string]string {
	words := map[string]string{}
	for _, e := range rulesets.Entries() {
		for _, k := range e.Decisions {
			if _, core := engine.CoreDecisionTitles[k]; !core {
				words[string(k)] = e.Name
			}
		}
	}
	return words
}

// TestNoRulesetBranches: issue 17 — "every ruleset registers in
// engine/rulesets and is reached only through it; nothing outside
// engine/<ruleset> branches on a ruleset's name (an archtest checks
// internal/ and editor/)". The code (not the tests, which name the packs
// they load) of internal/ and editor/ neither imports a ruleset package
// nor holds a ruleset's name as a string.
func TestNoRulesetBranches(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, room := range []string{"internal", "editor"} {
		t.Run(room, func(t *testing.T) {
			checked := 0
			err := filepath.WalkDir(filepath.Join(root, room), func(path string, d fs.DirEntry, err error) error {
				if err != nil {
					return err
				}
				if d.IsDir() && d.Name() == "testdata" {
					return filepath.SkipDir
				}
				if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
					return nil
				}
				checked++
				for _, problem := range rulesetMentions(t, path) {
					t.Error(problem)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if checked == 0 {
				t.Fatalf("no Go files found under %s", room)
			}
		})
	}
}

// rulesetMentions lists the imports of ruleset packages and the string
// literals that name a ruleset in the file at path.
func rulesetMentions(t *testing.T, path string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	words := rulesetWords()
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return true
		}
		for _, p := range rulesetPackages() {
			if s == p {
				out = append(out, fset.Position(lit.Pos()).String()+": imports "+s+"; reach rulesets through engine/rulesets")
			}
		}
		for _, name := range rulesetNames() {
			if s == name {
				out = append(out, fset.Position(lit.Pos()).String()+": names the "+name+" ruleset; ask engine/rulesets (an Entry's Team, Seats, Agents, Options) instead")
			}
		}
		if name, ok := words[s]; ok {
			out = append(out, fset.Position(lit.Pos()).String()+": names the "+name+" ruleset's decision "+s+"; ask engine/rulesets (Entry.Title) instead")
		}
		return true
	})
	return out
}

// TestOneListOfGames: issue 33 — "the list of rulesets exists once". The
// engine plays the games engine/games registers; the pack format knows
// the words of exactly those rulesets (schema.RulesetNames), so that no
// pack validates that no engine plays, and no game is played that no pack
// can name.
func TestOneListOfGames(t *testing.T) {
	if got, want := schema.RulesetNames(), rulesets.Names(); !slices.Equal(got, want) {
		t.Errorf("the pack format names rulesets %v, the engine plays %v: register a game in both (docs/adding-a-game.md)", got, want)
	}
	for _, e := range rulesets.Entries() {
		if e.Package == "" {
			t.Errorf("entry %s names no package", e.Label())
		}
	}
}

// TestKernelImportsNoRuleset: issue 33 item 7 — engine.Game is a kernel
// every ruleset plays on (board, pile, seats, events); classic's turn is
// engine/classic's, and no ruleset's code is the kernel's. The engine
// package reaches no registered ruleset's package, directly or through a
// dependency.
func TestKernelImportsNoRuleset(t *testing.T) {
	root := filepath.Join("..", "..")
	cmd := exec.Command("go", "list", "-deps", "./engine")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/tilesmith/tilesmith/engine") {
		t.Fatalf("go list named no engine package: %q", deps)
	}
	for _, p := range rulesetPackages() {
		if slices.Contains(deps, p) {
			t.Errorf("engine depends on ruleset package %s: the kernel knows no ruleset (a ruleset's turn lives in its package)", p)
		}
	}
}
