package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// runDocs are the pages whose shell examples TestDocsRun runs, with the
// heading whose examples must be among them (so that the test cannot
// pass by finding none).
var runDocs = []struct{ page, mustRun string }{
	{"README.md", "## Quick start"},
	{"docs/cli.md", "## Expansions: `--with`"},
	{"docs/sharding.md", "## Try it on one machine"},
}

// skipMark is the line before a ```sh block that TestDocsRun must not
// run, with the reason: a block that builds the project, needs a cluster
// or plays for minutes.
var skipMark = regexp.MustCompile(`^<!-- not run by the docs test: \S.* -->$`)

// shellBlock is a ```sh block of a page: its text and the line of the
// page it starts on.
type shellBlock struct {
	line    int
	text    string
	heading string
}

// shellBlocks reads the ```sh blocks of a page that are to run, and the
// ones marked not to.
func shellBlocks(path string) (run, skipped []shellBlock, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	var (
		n, start      int
		in, skip      bool
		prev, heading string
		body          strings.Builder
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case !in && (strings.HasPrefix(line, "```bash") || strings.HasPrefix(line, "```shell") || strings.HasPrefix(line, "```console")):
			return nil, nil, fmt.Errorf("%s:%d: write shell examples as ```sh, which the docs test runs (or marks not to)", path, n)
		case !in && strings.HasPrefix(line, "```sh"):
			in, start, skip = true, n, skipMark.MatchString(prev)
			body.Reset()
		case in && strings.HasPrefix(line, "```"):
			in = false
			b := shellBlock{line: start + 1, text: body.String(), heading: heading}
			if skip {
				skipped = append(skipped, b)
			} else {
				run = append(run, b)
			}
		case in:
			body.WriteString(line + "\n")
		case strings.HasPrefix(line, "#"):
			heading = line
		}
		if strings.TrimSpace(line) != "" {
			prev = line
		}
	}
	if in {
		return nil, nil, fmt.Errorf("%s:%d: a ``` block that never ends", path, start)
	}
	return run, skipped, sc.Err()
}

// TestDocsRun: the README's Quick start and the examples of docs/cli.md
// and docs/sharding.md run as written, top to bottom, in an empty folder
// with tilesmith on PATH, and every line exits 0 — so the pages a
// newcomer follows first can never rot. Every ```sh block of those pages
// runs, in one folder per page in the page's order, under bash with
// -e -o pipefail; a block that must not (it builds the project, needs a
// cluster, or plays for minutes) is marked on the line before it with
// <!-- not run by the docs test: REASON -->. A failing line is named by
// the page's file and line.
func TestDocsRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the documentation's examples")
	}
	dir := t.TempDir()
	for _, doc := range runDocs {
		blocks, _, err := shellBlocks(filepath.Join("..", "..", doc.page))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		var script strings.Builder
		fmt.Fprintf(&script, "# The shell examples of %s, in order (TestDocsRun).\n", doc.page)
		for i, b := range blocks {
			found = found || b.heading == doc.mustRun
			fmt.Fprintf(&script, "env DOC=%s BLOCKLINE=%d\nexec bash run.sh block-%d.sh\n", doc.page, b.line-1, i)
		}
		if !found {
			t.Errorf("%s: no ```sh block under %q runs: the test would check nothing there", doc.page, doc.mustRun)
		}
		script.WriteString(runScript)
		for i, b := range blocks {
			fmt.Fprintf(&script, "-- block-%d.sh --\n%s", i, b.text)
		}
		name := strings.NewReplacer("/", "-", ".md", "").Replace(doc.page) + ".txtar"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	testscript.Run(t, testscript.Params{Dir: dir})
}

// runScript runs one block as a person pasting it into bash would, with
// tilesmith the only program of the project on PATH, and names the page's
// line of a command that fails.
const runScript = `-- run.sh --
set -eE -o pipefail
PATH="$(dirname "$(command -v tilesmith)"):/usr/bin:/bin"
trap 'echo "$DOC:$((BLOCKLINE + LINENO)): this line exited $?: $BASH_COMMAND" >&2' ERR
. "./$1"
`

// TestReadmeIndexesEveryPage: the README's documentation index names
// every page of docs/, so that none is found only by chance.
func TestReadmeIndexesEveryPage(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	pages, err := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages in docs/ (%v)", err)
	}
	for _, page := range pages {
		link := "(docs/" + filepath.Base(page) + ")"
		if !bytes.Contains(readme, []byte(link)) {
			t.Errorf("README.md does not link docs/%s: add it to the Documentation table", filepath.Base(page))
		}
	}
}
