package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// packFolder makes a folder of pack files and folders as a designer's
// might be, and returns it.
func packFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range []string{"my-winter-variants", "Archive", ".git", "b-sides"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"my-winter-v1.json", "my-winter-v2.json", "the-city.json", "Mists.JSON", "notes.txt", ".draft.json",
		filepath.Join("my-winter-variants", "snowy.json")} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// openPicker opens a picker for a pack file (or a folder) in dir and
// returns it with a pointer to what it chose.
func openPicker(t *testing.T, e *Editor, folders bool, dir string) (*filePicker, *string) {
	t.Helper()
	chosen := new(string)
	p := e.showPicker(folders, dir, "Open a pack file", func(path string) { *chosen = path })
	_ = e.win.Canvas().Capture() // laid out, as in the window
	return p, chosen
}

func shownNames(p *filePicker) []string {
	var names []string
	for _, en := range p.shown {
		names = append(names, en.name)
	}
	return names
}

func pickerOpen(e *Editor) bool { return e.win.Canvas().Overlays().Top() != nil }

func TestPickerListsFoldersThenPackFiles(t *testing.T) {
	dir := packFolder(t)
	tests := []struct {
		name    string
		folders bool
		want    []string
	}{
		{"a pack file: folders, then .json files", false, []string{"Archive", "b-sides", "my-winter-variants", "Mists.JSON", "my-winter-v1.json", "my-winter-v2.json", "the-city.json"}},
		{"a folder: folders only", true, []string{"Archive", "b-sides", "my-winter-variants"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			p, _ := openPicker(t, e, tc.folders, dir)
			if got := shownNames(p); !slices.Equal(got, tc.want) {
				t.Errorf("listed %v, want %v", got, tc.want)
			}
			if p.path.Text != dir+string(filepath.Separator) {
				t.Errorf("the path box says %q, want the folder %s/", p.path.Text, dir)
			}
			if e.win.Canvas().Focused() != p.path {
				t.Errorf("focus is on %T, want the path box", e.win.Canvas().Focused())
			}
		})
	}
	t.Run("a hidden name is listed once its dot is typed", func(t *testing.T) {
		e := openWinter(t)
		p, _ := openPicker(t, e, false, dir)
		p.path.SetText(filepath.Join(dir, ".d"))
		if got := shownNames(p); !slices.Equal(got, []string{".draft.json"}) {
			t.Errorf("listed %v after typing .d", got)
		}
	})
}

func TestPickerFitsTheWindow(t *testing.T) {
	long := strings.Repeat("a-very-long-pack-name-", 8) + ".json"
	dir := t.TempDir()
	for _, f := range []string{long, "short.json"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1600, Height: 1000}} {
		t.Run(sizeName(size), func(t *testing.T) {
			e := openWinter(t)
			e.win.Resize(size)
			p, _ := openPicker(t, e, false, dir)
			got, win := p.dialog.MinSize(), e.win.Canvas().Size()
			for _, o := range test.LaidOutObjects(e.win.Canvas().Overlays().Top()) {
				if o.Size().Width > got.Width {
					got = o.Size()
				}
			}
			if got.Width < 0.75*win.Width || got.Height < 0.75*win.Height {
				t.Errorf("the picker is %.0f×%.0f in a %.0f×%.0f window, want about 80%% of it", got.Width, got.Height, win.Width, win.Height)
			}
			if w := p.list.Size().Width; w < 0.7*win.Width {
				t.Errorf("the list is %.0f px wide", w)
			}
			rows := pickerRows(e)
			if len(rows) != 2 {
				t.Fatalf("%d rows drawn, want 2", len(rows))
			}
			longRow, shortRow := rows[0], rows[1]
			if longRow.name.Text != long {
				longRow, shortRow = shortRow, longRow
			}
			if longRow.Size().Height != shortRow.Size().Height {
				t.Errorf("a long name's row is %.0f px tall, a short one's %.0f: the name wraps", longRow.Size().Height, shortRow.Size().Height)
			}
			if !longRow.name.cut() || longRow.name.tip.text() != long {
				t.Errorf("the long name is cut %v with the tip %q, want cut with the whole name as its tip", longRow.name.cut(), longRow.name.tip.text())
			}
			if shortRow.name.cut() || shortRow.name.tip.text() != "" {
				t.Errorf("a short name is cut %v with the tip %q, want neither", shortRow.name.cut(), shortRow.name.tip.text())
			}
			if !shortRow.details.Visible() || !strings.Contains(shortRow.details.Text, "B") {
				t.Errorf("a file's size and time: shown %v, %q", shortRow.details.Visible(), shortRow.details.Text)
			}
		})
	}
}

func sizeName(s fyne.Size) string { return fmt.Sprintf("%.0fx%.0f", s.Width, s.Height) }

// pickerRows are the rows the picker's list draws.
func pickerRows(e *Editor) []*pickerRow {
	var rows []*pickerRow
	for _, o := range test.LaidOutObjects(e.win.Canvas().Overlays().Top()) {
		if r, ok := o.(*pickerRow); ok && r.Visible() && r.name.Text != "" {
			rows = append(rows, r)
		}
	}
	return rows
}

func TestPickerTypedPathEnterChoosesTheFile(t *testing.T) {
	dir := packFolder(t)
	e := openWinter(t)
	p, chosen := openPicker(t, e, false, t.TempDir())
	target := filepath.Join(dir, "the-city.json")
	p.path.SetText("")
	test.Type(p.path, target)
	pressEnter(p.path)
	if *chosen != target || pickerOpen(e) {
		t.Errorf("Enter chose %q (picker open %v), want %s", *chosen, pickerOpen(e), target)
	}
}

func TestPickerEnterOnAFolderOpensIt(t *testing.T) {
	dir := packFolder(t)
	e := openWinter(t)
	p, chosen := openPicker(t, e, false, dir)
	test.Type(p.path, "my-winter-variants")
	pressEnter(p.path)
	if *chosen != "" || p.listed != filepath.Join(dir, "my-winter-variants") || !slices.Equal(shownNames(p), []string{"snowy.json"}) {
		t.Errorf("after Enter: chose %q, listed %s with %v", *chosen, p.listed, shownNames(p))
	}
	test.Type(p.path, "snowy.json")
	pressEnter(p.path)
	if want := filepath.Join(dir, "my-winter-variants", "snowy.json"); *chosen != want {
		t.Errorf("a name typed in the folder opened: chose %q, want %s", *chosen, want)
	}
}

func TestPickerTabCompletes(t *testing.T) {
	dir := packFolder(t)
	home := t.TempDir()
	t.Setenv("HOME", home)
	if err := os.Mkdir(filepath.Join(home, "packs"), 0o755); err != nil {
		t.Fatal(err)
	}
	sep := string(filepath.Separator)
	tests := []struct {
		name, typed, want string
		shown             []string
	}{
		{"to the names' common start", "my", "my-winter-v", []string{"my-winter-variants", "my-winter-v1.json", "my-winter-v2.json"}},
		{"a single file, whole", "my-winter-v2", "my-winter-v2.json", []string{"my-winter-v2.json"}},
		{"a single folder, with a separator", "my-winter-va", "my-winter-variants" + sep, []string{"snowy.json"}},
		{"ignoring case when nothing matches as typed", "arch", "Archive" + sep, nil},
		{"nothing to complete", "zz", "zz", nil},
		{"~ as the home folder", "~" + sep + "pa", "~" + sep + "packs" + sep, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			p, _ := openPicker(t, e, false, dir)
			test.Type(p.path, tc.typed)
			if tc.typed[0] == '~' {
				p.path.SetText(tc.typed)
			}
			p.path.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
			want := dir + sep + tc.want
			if tc.typed[0] == '~' {
				want = tc.want
			}
			if p.path.Text != want {
				t.Errorf("Tab made %q of %q, want %q", p.path.Text, tc.typed, want)
			}
			if tc.shown != nil && !slices.Equal(shownNames(p), tc.shown) {
				t.Errorf("the list shows %v, want %v", shownNames(p), tc.shown)
			}
		})
	}
	t.Run("Tab takes focus only while it completes", func(t *testing.T) {
		e := openWinter(t)
		p, _ := openPicker(t, e, false, dir)
		test.Type(p.path, "my")
		if !p.path.AcceptsTab() {
			t.Error("the box lets Tab go while it has a completion")
		}
		p.path.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
		if p.path.AcceptsTab() {
			t.Error("the box keeps Tab with nothing left to complete: Tab could not reach the list")
		}
	})
}

func TestPickerMarksAPathThatDoesNotExist(t *testing.T) {
	e := openWinter(t)
	p, chosen := openPicker(t, e, false, t.TempDir())
	tests := []struct {
		name, typed, reason string
	}{
		{"a folder that is not there", "/no/such/folder/x.json", "There is no folder /no/such/folder"},
		{"a name nothing starts with", filepath.Join(p.base, "zz"), "Nothing in " + p.base + ` starts with "zz"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p.path.SetText(tc.typed)
			if !p.reason.Visible() || p.reason.Text != tc.reason {
				t.Errorf("the reason says %q (shown %v), want %q", p.reason.Text, p.reason.Visible(), tc.reason)
			}
			if err := p.path.Validate(); err == nil {
				t.Error("the path box is not marked")
			}
			pressEnter(p.path)
			if *chosen != "" || !pickerOpen(e) {
				t.Errorf("Enter on a path that is not there: chose %q, picker open %v", *chosen, pickerOpen(e))
			}
			if !strings.HasPrefix(p.reason.Text, "There is no file or folder") {
				t.Errorf("after Enter the reason is %q", p.reason.Text)
			}
		})
	}
	t.Run("a file that is not a pack", func(t *testing.T) {
		txt := filepath.Join(p.base, "notes.txt")
		if err := os.WriteFile(txt, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		p.path.SetText(txt)
		pressEnter(p.path)
		if *chosen != "" || !strings.Contains(p.reason.Text, "not a pack file") {
			t.Errorf("chose %q; the reason is %q", *chosen, p.reason.Text)
		}
	})
}

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time            { return c.t }
func (c *fakeClock) pass(d time.Duration)      { c.t = c.t.Add(d) }
func typeInto(l *pickerList, s string)         { test.Type(l, s) }
func selectedName(p *filePicker) string        { return p.shown[p.selected].name }
func keyInto(o fyne.Focusable, k fyne.KeyName) { o.TypedKey(&fyne.KeyEvent{Name: k}) }

func TestPickerListTypeAhead(t *testing.T) {
	dir := packFolder(t)
	e := openWinter(t)
	p, chosen := openPicker(t, e, false, dir)
	clock := &fakeClock{t: time.Unix(0, 0)}
	p.list.now = clock.now
	keyInto(p.path, fyne.KeyDown) // into the list
	if e.win.Canvas().Focused() != p.list || p.selected != 0 {
		t.Fatalf("Down from the path box: focus on %T, row %d", e.win.Canvas().Focused(), p.selected)
	}
	steps := []struct {
		name, typed string
		pause       time.Duration
		want        string
	}{
		{"a name's first letters, any case", "MY-WINTER-V2", 0, "my-winter-v2.json"},
		{"after a pause, a new start", "t", 2 * time.Second, "the-city.json"},
		{"within the pause, more of the name", "h", 500 * time.Millisecond, "the-city.json"},
		{"one letter, after a pause: its first name, a folder first", "m", 2 * time.Second, "my-winter-variants"},
		{"the letter again steps through its names", "m", 200 * time.Millisecond, "Mists.JSON"},
		{"and again", "m", 200 * time.Millisecond, "my-winter-v1.json"},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			clock.pass(s.pause)
			typeInto(p.list, s.typed)
			if got := selectedName(p); got != s.want {
				t.Errorf("typing %q selected %s, want %s", s.typed, got, s.want)
			}
			if p.path.Text != filepath.Join(dir, s.want) {
				t.Errorf("the path box says %q", p.path.Text)
			}
		})
	}
	t.Run("Up and Down move", func(t *testing.T) {
		keyInto(p.list, fyne.KeyDown)
		if got := selectedName(p); got != "my-winter-v2.json" {
			t.Errorf("Down selected %s", got)
		}
		keyInto(p.list, fyne.KeyUp)
		keyInto(p.list, fyne.KeyUp)
		if got := selectedName(p); got != "Mists.JSON" {
			t.Errorf("Up twice selected %s", got)
		}
	})
	t.Run("Enter on a folder opens it, Backspace goes back with it selected", func(t *testing.T) {
		clock.pass(2 * time.Second)
		typeInto(p.list, "my-winter-va")
		keyInto(p.list, fyne.KeyReturn)
		if p.listed != filepath.Join(dir, "my-winter-variants") || *chosen != "" {
			t.Fatalf("Enter on a folder: listed %s, chose %q", p.listed, *chosen)
		}
		keyInto(p.list, fyne.KeyBackspace)
		if p.listed != dir || selectedName(p) != "my-winter-variants" {
			t.Errorf("Backspace: listed %s, selected %s, want %s and the folder left", p.listed, selectedName(p), dir)
		}
	})
	t.Run("Enter on a file chooses it", func(t *testing.T) {
		clock.pass(2 * time.Second)
		typeInto(p.list, "the")
		keyInto(p.list, fyne.KeyReturn)
		if *chosen != filepath.Join(dir, "the-city.json") || pickerOpen(e) {
			t.Errorf("chose %q, picker open %v", *chosen, pickerOpen(e))
		}
	})
}

func TestPickerTapsAndDoubleTaps(t *testing.T) {
	dir := packFolder(t)
	e := openWinter(t)
	p, chosen := openPicker(t, e, false, dir)
	row := func(name string) *pickerRow {
		t.Helper()
		for _, r := range pickerRows(e) {
			if r.name.Text == name {
				return r
			}
		}
		t.Fatalf("no row %s", name)
		return nil
	}
	test.Tap(row("the-city.json"))
	if *chosen != "" || p.path.Text != filepath.Join(dir, "the-city.json") || e.win.Canvas().Focused() != p.list {
		t.Errorf("a tap on a file: chose %q, the box says %q, focus on %T; want it selected, the list focused", *chosen, p.path.Text, e.win.Canvas().Focused())
	}
	test.Tap(row("my-winter-variants"))
	if p.listed != filepath.Join(dir, "my-winter-variants") {
		t.Fatalf("a tap on a folder lists %s", p.listed)
	}
	_ = e.win.Canvas().Capture()
	test.DoubleTap(row("snowy.json"))
	if want := filepath.Join(dir, "my-winter-variants", "snowy.json"); *chosen != want || pickerOpen(e) {
		t.Errorf("a double tap on a file chose %q (picker open %v), want %s", *chosen, pickerOpen(e), want)
	}
}

func TestPickerParentAndHomeButtons(t *testing.T) {
	dir := packFolder(t)
	t.Setenv("HOME", dir)
	e := openWinter(t)
	p, _ := openPicker(t, e, false, filepath.Join(dir, "my-winter-variants"))
	buttons := map[string]*tipButton{}
	for _, o := range test.LaidOutObjects(e.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*tipButton); ok {
			buttons[b.tip.text()] = b
		}
	}
	parent, home := buttons["Parent folder (Backspace in the list)"], buttons["Home folder (~)"]
	if parent == nil || home == nil {
		t.Fatalf("the picker's icon buttons have the tips %v", buttons)
	}
	test.Tap(parent)
	if p.listed != dir {
		t.Errorf("Parent folder lists %s, want %s", p.listed, dir)
	}
	p.open(t.TempDir())
	test.Tap(home)
	if p.listed != dir {
		t.Errorf("Home lists %s, want %s", p.listed, dir)
	}
}

func TestPickerEscapeCancels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		focus func(p *filePicker) fyne.Focusable
	}{
		{"in the path box", func(p *filePicker) fyne.Focusable { return p.path }},
		{"in the list", func(p *filePicker) fyne.Focusable { return p.list }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			p, chosen := openPicker(t, e, false, packFolder(t))
			e.win.Canvas().Focus(tc.focus(p))
			pressKey(e, fyne.KeyEscape)
			if pickerOpen(e) || *chosen != "" {
				t.Errorf("Escape: picker open %v, chose %q", pickerOpen(e), *chosen)
			}
		})
	}
}

// TestPickerRemembersTheFolder: the folder a picker chose from is where
// the next one starts when no pack file is open: in the same window, and
// in another window of the app.
func TestPickerRemembersTheFolder(t *testing.T) {
	dir := packFolder(t)
	e := openBuiltinWinter(t)
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	first, _ := openPicker(t, e, false, "")
	if first.listed != wd {
		t.Fatalf("the first picker lists %s, want the working folder %s", first.listed, wd)
	}
	first.path.SetText(filepath.Join(dir, "the-city.json"))
	pressEnter(first.path)
	if got := e.app.Preferences().String(lastFolderKey); got != dir {
		t.Fatalf("remembered %q, want %s", got, dir)
	}
	second, _ := openPicker(t, e, false, "")
	if second.listed != dir {
		t.Errorf("the second picker lists %s, want %s", second.listed, dir)
	}
	second.cancel()
	doc, err := editor.OpenBuiltin("the-city")
	if err != nil {
		t.Fatal(err)
	}
	other := New(e.app, doc)
	t.Cleanup(other.win.Close)
	if got := other.files.startFolder(""); got != dir {
		t.Errorf("another window starts in %s, want %s", got, dir)
	}
	t.Run("a pack's own folder comes first", func(t *testing.T) {
		w := openWinter(t)
		w.app.Preferences().SetString(lastFolderKey, dir)
		if got, want := w.files.startFolder(""), filepath.Dir(w.doc.Path()); got != want {
			t.Errorf("startFolder = %s, want the pack's folder %s", got, want)
		}
	})
}

// TestFolderPickerFillsThePath: Save As's Folder… opens the picker for
// a folder beside the pack; the keyboard opens a folder and chooses it,
// which puts it in front of the file name, and the path box has the
// focus back.
func TestFolderPickerFillsThePath(t *testing.T) {
	e := openWinter(t)
	dir := filepath.Dir(e.doc.Path())
	if err := os.Mkdir(filepath.Join(dir, "b-sides"), 0o755); err != nil {
		t.Fatal(err)
	}
	e.files.saveAs()
	box, path := pathEntry(t, e)
	name := filepath.Base(path.Text)
	test.Tap(findInOverlay(t, e, func(b *widget.Button) bool { return b.Text == "Folder…" }))
	p := findInOverlay(t, e, func(*pathBox) bool { return true }).p
	if !p.folders || p.listed != dir {
		t.Fatalf("the folder picker lists %s (folders only %v), want %s", p.listed, p.folders, dir)
	}
	keyInto(p.path, fyne.KeyDown)
	typeInto(p.list, "b")
	keyInto(p.list, fyne.KeyReturn) // opens b-sides
	if p.listed != filepath.Join(dir, "b-sides") || path.Text != filepath.Join(dir, name) {
		t.Fatalf("Enter on a folder: listed %s, path %q", p.listed, path.Text)
	}
	if !p.empty.Visible() || p.empty.Text != "No folders here" {
		t.Errorf("an empty folder says %q (shown %v)", p.empty.Text, p.empty.Visible())
	}
	pressEnter(p.path) // the folder open in the box: chosen
	if want := filepath.Join(dir, "b-sides", name); path.Text != want || topDialogTitle(e) != "Save pack as" {
		t.Errorf("the path says %q (dialog on top %q), want %s in Save As", path.Text, topDialogTitle(e), want)
	}
	if e.win.Canvas().Focused() != box {
		t.Errorf("after the picker, focus is on %T, want Save As's path box", e.win.Canvas().Focused())
	}
}

func TestCompletion(t *testing.T) {
	entries := []folderEntry{{name: "Winter", folder: true}, {name: "winter-v1.json"}, {name: "winter-v2.json"}}
	tests := []struct {
		name, prefix, want string
	}{
		{"as typed first", "winter-", "winter-v"},
		{"ignoring case, in the first name's spelling", "WIN", "Winter"},
		{"one folder gets a separator", "Win", "Winter" + string(filepath.Separator)},
		{"no match keeps the text", "x", "x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := completion(matching(entries, tc.prefix), tc.prefix); got != tc.want {
				t.Errorf("completion of %q = %q, want %q", tc.prefix, got, tc.want)
			}
		})
	}
}
