package ui

import (
	"bytes"
	"encoding/json"
	"fyne.io/fyne/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/cli"
	"github.com/tilesmith/tilesmith/tilesets"
)

// openExpansion opens a copy of the schema tests' expansion fixture
// with-messages.json (a classic expansion bringing the messages module)
// from a temporary folder.
func openExpansion(t *testing.T) *Editor {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "schema", "testdata", "expansion", "with-messages.json"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "with-messages.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return openFile(t, path)
}

// TestBasePickerOnlyForAnExpansion: a complete pack plays on its own.
func TestBasePickerOnlyForAnExpansion(t *testing.T) {
	e := openWinter(t)
	if e.play.base.content.Visible() || e.sim.base.content.Visible() {
		t.Error("a complete pack shows a base pack chooser")
	}
}

// TestExpansionWithoutBaseSaysWhatToDo: with no base chosen, both tabs
// say that an expansion needs one and where to choose it.
func TestExpansionWithoutBaseSaysWhatToDo(t *testing.T) {
	e := openExpansion(t)
	for _, tc := range []struct {
		name   string
		picker *basePicker
		start  func()
		status *widget.Label
		want   string
	}{
		{"play", e.play.base, func() { test.Tap(e.play.newGame) }, e.play.status, "Cannot start a game: an expansion is played only on a base pack"},
		{"simulate", e.sim.base, func() { test.Tap(e.sim.run) }, e.sim.status, "Cannot simulate: an expansion is played only on a base pack"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !tc.picker.content.Visible() || !tc.picker.hint.Visible() {
				t.Fatal("no base pack chooser, or no hint, for an expansion")
			}
			if want := []string{"winter-edition", chooseFile}; !slices.Equal(tc.picker.choose.Options, want) {
				t.Errorf("choices %v, want %v (the built-in packs of classic, and a file)", tc.picker.choose.Options, want)
			}
			tc.start()
			if !strings.HasPrefix(tc.status.Text, tc.want) || !strings.Contains(tc.status.Text, `"Base pack"`) {
				t.Errorf("status %q, want %q… naming the Base pack chooser", tc.status.Text, tc.want)
			}
		})
	}
	if e.play.play != nil || len(e.play.seats.mix.Options) != 0 {
		t.Errorf("without a base: game %v, mixes %v", e.play.play, e.play.seats.mix.Options)
	}
}

// TestExpansionPlaysOnTheChosenBase: choosing a base plays the expansion
// on it: the seat pickers deal the base's mixes, a game plays to the end
// with the expansion's tile, its record replays with `tilesmith score`,
// and a simulation runs.
func TestExpansionPlaysOnTheChosenBase(t *testing.T) {
	e := openExpansion(t)
	e.tabs.Select(e.playTab)
	test.Tap(e.play.newGame)
	test.Tap(e.sim.run)
	e.play.base.choose.SetSelected("winter-edition")
	if e.doc.Base() != "winter-edition" || e.sim.base.choose.Selected != "winter-edition" || e.play.base.hint.Visible() {
		t.Fatalf("base %q, simulate tab's chooser %q, hint shown %v", e.doc.Base(), e.sim.base.choose.Selected, e.play.base.hint.Visible())
	}
	if e.play.status.Text != playOpening || e.sim.status.Text != simOpening {
		t.Errorf("after choosing a base, the tabs say %q and %q", e.play.status.Text, e.sim.status.Text)
	}
	winter, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	if got := e.play.seats.mix.Options; len(got) != len(winter.Mixes) || got[0] != winter.Mixes[0].ID {
		t.Errorf("mixes %v, want Winter Edition's", got)
	}

	v := startGame(t, e, botPrefix+"greedy", botPrefix+"greedy")
	if v.play.Phase() != editor.GameOver {
		t.Fatalf("bots at once: phase %d, status %q", v.play.Phase(), v.status.Text)
	}
	if n := v.play.Core().Mix().Counts.Of("CC2"); n != 1 {
		t.Errorf("the game's mix deals %d of the expansion's tile CC2, want 1", n)
	}
	test.Tap(v.saveRec)
	entry := findInOverlay(t, e, func(*widget.Entry) bool { return true })
	path := filepath.Join(filepath.Dir(e.doc.Path()), "game.json")
	entry.SetText(path)
	test.Tap(findInOverlay(t, e, func(b *widget.Button) bool { return b.Text == "Save" }))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no record written: %v (status %q)", err, e.status.Text)
	}
	var head struct {
		Pack string   `json:"pack"`
		With []string `json:"with"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		t.Fatal(err)
	}
	if head.Pack != "winter-edition" || !slices.Equal(head.With, []string{"with-messages.json"}) {
		t.Errorf("record names pack %q with %v, want winter-edition with [with-messages.json]", head.Pack, head.With)
	}
	var stdout, stderr bytes.Buffer
	if code := cli.Run([]string{"score", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("tilesmith score exits %d: %s", code, stderr.String())
	}
	var replayed struct {
		Scores map[string]int `json:"scores"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &replayed); err != nil {
		t.Fatal(err)
	}
	shown, _ := v.play.Standing()
	for _, seat := range shown.Scores {
		if replayed.Scores[seat.Name] != seat.Points {
			t.Errorf("replayed scores %v, the game's %v", replayed.Scores, shown.Scores)
			break
		}
	}

	e.tabs.Select(e.simTab)
	e.sim.seats.setSeats("random", "greedy")
	e.sim.games.SetText("20")
	runSim(t, e, nil)
	if e.sim.report == nil || !strings.HasPrefix(e.sim.status.Text, "Done: 20 games") {
		t.Fatalf("no report: %s", e.sim.status.Text)
	}
}

// TestBaseFromAFile: "Choose file…" plays the expansion on a pack file,
// offered again after; a file that is no base is refused and the
// chooser keeps the base there was.
func TestBaseFromAFile(t *testing.T) {
	e := openExpansion(t)
	dir := filepath.Dir(e.doc.Path())
	data, err := tilesets.Raw("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Join(dir, "my-base.json")
	if err := os.WriteFile(base, data, 0o644); err != nil {
		t.Fatal(err)
	}
	b := e.sim.base
	for _, tc := range []struct {
		name, file, wantBase string
	}{
		{"a complete pack", base, base},
		{"the expansion itself", e.doc.Path(), base},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b.onAsk = func(choose func(string)) { choose(tc.file) }
			b.choose.SetSelected(chooseFile)
			if e.doc.Base() != tc.wantBase || b.choose.Selected != tc.wantBase {
				t.Errorf("base %q, chooser %q, want %q", e.doc.Base(), b.choose.Selected, tc.wantBase)
			}
			if !slices.Contains(b.choose.Options, base) || b.choose.Options[len(b.choose.Options)-1] != chooseFile {
				t.Errorf("choices %v", b.choose.Options)
			}
		})
	}
	if len(e.sim.seats.mix.Options) == 0 {
		t.Error("no mixes to simulate on the file's base")
	}
}

// TestBaseIsRemembered: an expansion opened again plays on the base it
// was last played on; a remembered base that can no longer be read is
// forgotten, and the chooser asks again.
func TestBaseIsRemembered(t *testing.T) {
	e := openExpansion(t)
	e.play.base.choose.SetSelected("winter-edition")
	if e.doc.Base() != "winter-edition" {
		t.Fatalf("base %q after choosing winter-edition", e.doc.Base())
	}
	again := func() *Editor {
		doc, err := editor.Open(e.doc.Path())
		if err != nil {
			t.Fatal(err)
		}
		doc.RecoveryDir = filepath.Join(t.TempDir(), "recovery")
		e2 := New(fyne.CurrentApp(), doc)
		t.Cleanup(e2.win.Close)
		return e2
	}
	e2 := again()
	if e2.doc.Base() != "winter-edition" || e2.play.base.choose.Selected != "winter-edition" || e2.play.base.hint.Visible() {
		t.Fatalf("opened again: base %q, chooser %q, hint shown %v", e2.doc.Base(), e2.play.base.choose.Selected, e2.play.base.hint.Visible())
	}
	fyne.CurrentApp().Preferences().SetString(baseKey(e2.doc), filepath.Join(t.TempDir(), "gone.json"))
	e3 := again()
	if e3.doc.Base() != "" || !e3.play.base.hint.Visible() {
		t.Fatalf("a base that is gone: base %q, hint shown %v", e3.doc.Base(), e3.play.base.hint.Visible())
	}
	if got := fyne.CurrentApp().Preferences().String(baseKey(e3.doc)); got != "" {
		t.Errorf("the gone base is still remembered: %q", got)
	}
}
