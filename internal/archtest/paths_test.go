package archtest

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// whyInside is what a path leaving the repository breaks.
const whyInside = "a user's clone has nothing beside the repository: make the facts the project's own test data"

// sharedMention is a mention of the shared/ folder that sits beside the
// repository on this project's machines: ../shared, ../../shared, ...
var sharedMention = regexp.MustCompile(`\.\.[/\\]shared([/\\\s"'` + "`" + `),;:]|$)`)

// outsideAllowed are the literals that name a path outside the repository
// on purpose: hostile inputs a test feeds tilesmith to see it refuse them.
// They are never opened from the test's folder, so a clone needs nothing
// beside it. Each is allowed in one file only, by its exact value.
var outsideAllowed = []struct{ file, value string }{
	// TestHostileReads writes a game record, in a temporary folder, whose
	// "pack" climbs out of every folder: tilesmith must refuse it, and
	// reads nothing there.
	{"internal/cli/hostile_read_test.go", "../../../../../../etc/passwd"},
}

// pathProblem says why the string s, found in a file of the folder dir
// (both relative to the module root), names a path leaving the
// repository, or returns "" when it does not.
func pathProblem(dir, s string) string {
	if sharedMention.MatchString(s) {
		return fmt.Sprintf("%q names the shared/ folder beside the repository", s)
	}
	if !looksLikeRelativePath(s) {
		return ""
	}
	rel := filepath.ToSlash(filepath.Join(filepath.FromSlash(dir), filepath.FromSlash(s)))
	if rel == ".." || strings.HasPrefix(rel, "../") {
		from := dir + "/"
		if dir == "." {
			from = "the repository's root"
		}
		return fmt.Sprintf("%q, from %s, leads to %s, outside the repository", s, from, rel)
	}
	return ""
}

// looksLikeRelativePath: a string with no spaces or quotes (a path, not a
// message quoting one), not absolute, with a ".." among its elements.
func looksLikeRelativePath(s string) bool {
	if s == "" || strings.ContainsAny(s, " \t\r\n\"'`") || strings.HasPrefix(s, "/") || strings.Contains(s, "://") {
		return false
	}
	return slices.Contains(strings.Split(s, "/"), "..")
}

// pathCases are the cases of TestPathProblem. The strings that leave the
// repository are held here on purpose: TestNoPathLeavesRepository allows
// them, and the values of outsideAllowed, in this file only.
var pathCases = []struct {
	name, dir, s string
	leaves       bool
}{
	{"the shared folder beside the repository", "tilesets", "../shared/reference", true},
	{"the shared folder two up", "exporter", "../../shared/reference/base_tiles.json", true},
	{"the shared folder in a message", "exporter", "read ../shared/x first", true},
	{"the shared folder, Windows style", "exporter", `..\shared\x`, true},
	{"two up from a top-level folder", "tilesets", "../../", true},
	{"beside the repository", "schema", "../../x.png", true},
	{"out through an inner folder", "schema", "art/../../../D.png", true},
	{"the repository's root from internal/archtest", "internal/archtest", "../..", false},
	{"a sibling folder's files", "schema", "../tilesets/packs/*.json", false},
	{"a hostile art path that stays inside", "schema", "art/../../D.png", false},
	{"a zip slip that stays inside", "exporter", "tiles/../../evil.txt", false},
	{"a hostile path one up", "internal/cli", "../secret.png", false},
	{"a folder named shared inside", "internal/cli", "testdata/shared/x", false},
	{"a file starting with shared", "internal/cli", "../shared_test.go", false},
	{"a message quoting a path", "internal/cli", `artwork "../../../secret.png" leads out`, false},
	{"an absolute path", "internal/cli", "/etc/passwd", false},
	{"a URL", "exporter", "https://example.org/a/../../../b", false},
	{"an ellipsis", "editor", "...", false},
}

func TestPathProblem(t *testing.T) {
	for _, tt := range pathCases {
		t.Run(tt.name, func(t *testing.T) {
			if got := pathProblem(tt.dir, tt.s); (got != "") != tt.leaves {
				t.Errorf("pathProblem(%q, %q) = %q, want leaving the repository: %v", tt.dir, tt.s, got, tt.leaves)
			}
		})
	}
}

// TestNoPathLeavesRepository: no Go file of the module (string literals,
// and filepath.Join or path.Join of string literals; comments are not
// read) and no line of the Makefile names a path outside the repository,
// since a user's clone has nothing beside it.
func TestNoPathLeavesRepository(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("go", func(t *testing.T) {
		used := map[int]bool{}
		checked := 0
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if path != root && skipDir(path, d.Name()) {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") {
				return nil
			}
			checked++
			rel, err := filepath.Rel(root, path)
			if err != nil {
				return err
			}
			problems, err := goPathProblems(path, filepath.ToSlash(rel))
			if err != nil {
				return err
			}
			for _, p := range problems {
				if i := allowedIndex(p.file, p.value); i >= 0 {
					used[i] = true
					continue
				}
				t.Errorf("%s:%d: %s: %s", p.file, p.line, p.why, whyInside)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if checked < 10 {
			t.Fatalf("only %d Go files found under %s", checked, root)
		}
		for i, a := range outsideAllowed {
			if !used[i] {
				t.Errorf("outsideAllowed lists %q in %s, which is no longer there: remove it from the list", a.value, a.file)
			}
		}
	})
	t.Run("Makefile", func(t *testing.T) {
		problems, err := makefilePathProblems(filepath.Join(root, "Makefile"))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range problems {
			t.Errorf("Makefile:%d: %s: %s", p.line, p.why, whyInside)
		}
	})
}

// skipDir: the folders the go tool ignores (testdata, names starting with
// . or _), vendor, and nested modules.
func skipDir(path, name string) bool {
	if name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
		return true
	}
	_, err := os.Stat(filepath.Join(path, "go.mod"))
	return err == nil
}

// thisFile is this test's own file, which holds offending strings as
// cases of the check and as the allowed list.
const thisFile = "internal/archtest/paths_test.go"

// allowedIndex returns the index in outsideAllowed of value in file, -1
// when it is not allowed there, and len(outsideAllowed) for a case or an
// allowed value in this file.
func allowedIndex(file, value string) int {
	for i, a := range outsideAllowed {
		if a.file == file && a.value == value {
			return i
		}
	}
	if file == thisFile {
		for _, a := range outsideAllowed {
			if a.value == value {
				return len(outsideAllowed)
			}
		}
		for _, c := range pathCases {
			if c.leaves && c.s == value {
				return len(outsideAllowed)
			}
		}
	}
	return -1
}

type pathFinding struct {
	file  string
	line  int
	value string
	why   string
}

// goPathProblems parses the Go file at path (rel from the module root) and
// returns its string literals, and its filepath.Join and path.Join calls
// whose arguments are all string literals, that name a path leaving the
// repository, resolved from the file's folder.
func goPathProblems(path, rel string) ([]pathFinding, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("parsing %s: %w", rel, err)
	}
	joins := map[string]bool{} // the names path and path/filepath are imported as
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil || (p != "path" && p != "path/filepath") {
			continue
		}
		name := filepath.Base(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		joins[name] = true
	}
	dir := filepath.ToSlash(filepath.Dir(rel))
	var out []pathFinding
	seen := map[string]bool{}
	report := func(pos token.Pos, s string) {
		why := pathProblem(dir, s)
		if why == "" {
			return
		}
		line := fset.Position(pos).Line
		if key := fmt.Sprint(line, s); !seen[key] {
			seen[key] = true
			out = append(out, pathFinding{rel, line, s, why})
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if s, ok := stringLit(n); ok {
				report(n.Pos(), s)
			}
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Join" {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); !ok || !joins[x.Name] {
				return true
			}
			var parts []string
			for _, arg := range n.Args {
				s, ok := stringLit(arg)
				if !ok {
					return true
				}
				parts = append(parts, s)
			}
			report(n.Pos(), strings.Join(parts, "/"))
		}
		return true
	})
	return out, nil
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// makefileWords splits a Makefile line into the words a path could be.
var makefileWords = regexp.MustCompile(`[\s"'=;:,|&<>()]+`)

// makefilePathProblems reads the Makefile (comment lines left out) and
// returns the ..-paths that leave the repository, resolved from the
// repository's root, where make runs ($(CURDIR) is that root), and any
// mention of the shared/ folder beside it.
func makefilePathProblems(path string) ([]pathFinding, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading the Makefile: %w", err)
	}
	defer f.Close()
	var out []pathFinding
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		if sharedMention.MatchString(line) {
			out = append(out, pathFinding{"Makefile", n, line, "names the shared/ folder beside the repository"})
			continue
		}
		line = strings.NewReplacer("$(CURDIR)", ".", "${CURDIR}", ".").Replace(line)
		for _, word := range makefileWords.Split(line, -1) {
			if why := pathProblem(".", word); why != "" {
				out = append(out, pathFinding{"Makefile", n, word, why})
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading the Makefile: %w", err)
	}
	return out, nil
}
