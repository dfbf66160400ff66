package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// runExport presses the form's Export and waits for the export to end.
func runExport(t *testing.T, f *exportForm) {
	t.Helper()
	done := make(chan struct{})
	f.onDone = func() { close(done) }
	f.start()
	if f.running == nil {
		t.Fatal("no export started")
	}
	<-done
}

// TestExportDialogBaseURLShown: the Base URL box is in the dialog for the
// formats that publish (tts, jcz) and nowhere else, with the shape of an
// address as its placeholder and what it is for beneath it.
func TestExportDialogBaseURLShown(t *testing.T) {
	e := openWinter(t)
	f := e.newExportForm()
	for _, ft := range exporter.Formats {
		t.Run(ft.Name, func(t *testing.T) {
			f.format.SetSelected(ft.Name)
			want := ft.Name == "tts" || ft.Name == "jcz"
			if got := f.publish.box.Visible(); got != want {
				t.Fatalf("the Base URL box is shown: %v, want %v", got, want)
			}
			if !want {
				return
			}
			if f.publish.entry.PlaceHolder != "https://example.org/addons/" {
				t.Errorf("placeholder %q", f.publish.entry.PlaceHolder)
			}
			if f.publish.message.Text != publishHints[ft.Name] || f.publish.message.Text == "" {
				t.Errorf("hint %q, want %q", f.publish.message.Text, publishHints[ft.Name])
			}
		})
	}
}

// TestExportDialogBaseURLExports: an export from the dialog with a base
// URL writes it where the CLI's --base-url goes: the jcz catalogue
// entry's url, every picture a TTS saved object names. The dialog then
// offers it again for the next export of the pack in that format, and
// not for another format or another pack.
func TestExportDialogBaseURLExports(t *testing.T) {
	e := openWinter(t)
	t.Run("jcz catalogue", func(t *testing.T) {
		f := e.newExportForm()
		f.format.SetSelected("jcz")
		f.mix.SetSelected("WE3")
		dir := t.TempDir()
		f.out.SetText(filepath.Join(dir, "we3.jca"))
		f.size.SetText("32")
		f.publish.entry.SetText("https://example.org/addons/")
		runExport(t, f)
		data, err := os.ReadFile(filepath.Join(dir, exporter.JCZCatalogueFile))
		if err != nil {
			t.Fatalf("no catalogue written: %v (summary %q)", err, f.lastSummary)
		}
		// addons.json as FanCloisterZone reads it: addons[].versions[].url.
		var c struct {
			Addons []struct {
				Versions []struct{ URL string } `json:"versions"`
			} `json:"addons"`
		}
		if err := json.Unmarshal(data, &c); err != nil || len(c.Addons) != 1 || len(c.Addons[0].Versions) != 1 {
			t.Fatalf("catalogue %s: %v", data, err)
		}
		if got := c.Addons[0].Versions[0].URL; got != "https://example.org/addons/we3.jca" {
			t.Errorf("url %q, want the .jca under the base URL", got)
		}
		for _, w := range f.lastWarnings {
			if strings.Contains(w, "placeholder") {
				t.Errorf("a placeholder warning, yet a base URL was given: %s", w)
			}
		}
	})
	t.Run("tts pictures", func(t *testing.T) {
		f := e.newExportForm()
		f.format.SetSelected("tts")
		f.mix.SetSelected("WE3")
		out := filepath.Join(t.TempDir(), "tts")
		f.out.SetText(out)
		f.size.SetText("32")
		f.publish.entry.SetText(" https://example.org/we3/ ") // as pasted
		runExport(t, f)
		data, err := os.ReadFile(filepath.Join(out, "winter-edition-WE3.json"))
		if err != nil {
			t.Fatalf("no saved object written: %v (summary %q)", err, f.lastSummary)
		}
		var saved any
		if err := json.Unmarshal(data, &saved); err != nil {
			t.Fatal(err)
		}
		urls := imageURLs(saved)
		if len(urls) == 0 {
			t.Fatal("the saved object names no pictures")
		}
		for _, u := range urls {
			if !strings.HasPrefix(u, "https://example.org/we3/") {
				t.Fatalf("picture %q is not under the base URL", u)
			}
		}
	})
	t.Run("remembered per pack and format", func(t *testing.T) {
		f := e.newExportForm()
		f.format.SetSelected("jcz")
		if got := f.publish.entry.Text; got != "https://example.org/addons/" {
			t.Errorf("jcz offers %q, want the base URL of the last jcz export", got)
		}
		f.format.SetSelected("tts")
		if got := f.publish.entry.Text; got != "https://example.org/we3/" {
			t.Errorf("tts offers %q, want the base URL of the last tts export", got)
		}
		doc, err := editor.Open(testpacks.BuiltinFile(t, "mists", "mists.json"))
		if err != nil {
			t.Fatal(err)
		}
		other := New(fyne.CurrentApp(), doc).newExportForm()
		other.format.SetSelected("jcz")
		if got := other.publish.entry.Text; got != "" {
			t.Errorf("another pack offers %q, want an empty box", got)
		}
	})
}

// imageURLs are the picture addresses a TTS saved object names: every
// non-empty string under a key ending in "URL".
func imageURLs(v any) []string {
	var urls []string
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if s, ok := x.(string); ok && strings.HasSuffix(k, "URL") && s != "" {
				urls = append(urls, s)
			} else {
				urls = append(urls, imageURLs(x)...)
			}
		}
	case []any:
		for _, x := range v {
			urls = append(urls, imageURLs(x)...)
		}
	}
	return urls
}

// TestExportDialogBaseURLRefused: a base URL the export would refuse is
// refused in the dialog as it is typed — the CLI's words beneath the box,
// the Export button off — and pressing Export anyway writes nothing.
func TestExportDialogBaseURLRefused(t *testing.T) {
	tests := []struct {
		name, format, out, base, says string
	}{
		{"jcz without a scheme", "jcz", "we3.jca", "example.org/addons", `base URL "example.org/addons": give an http:// or https:// address`},
		{"tts on ftp", "tts", "tts", "ftp://example.org/we3/", `base URL "ftp://example.org/we3/": give an http:// or https:// address`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			f := e.newExportForm()
			f.dialog.Resize(fyne.NewSize(640, 560)) // as showExport
			f.dialog.Show()
			f.format.SetSelected(tc.format)
			f.mix.SetSelected("WE3")
			dir := t.TempDir()
			f.out.SetText(filepath.Join(dir, tc.out))
			test.Type(f.publish.entry, tc.base)
			want := exporter.CheckBaseURL(tc.format, tc.base)
			if want == nil || !strings.HasPrefix(want.Error(), tc.says) {
				t.Fatalf("the exporter says %v, want %q", want, tc.says)
			}
			if f.publish.message.Text != want.Error() || f.publish.message.Importance != widget.DangerImportance {
				t.Errorf("beneath the box: %q (importance %v), want the exporter's %q in red", f.publish.message.Text, f.publish.message.Importance, want)
			}
			export := dialogButton(e, "Export")
			if export == nil || !export.Disabled() {
				t.Errorf("the Export button is on for a refused base URL")
			}
			f.dialog.Submit() // Enter
			f.start()         // a press the form did not stop
			if f.running != nil {
				t.Error("an export started")
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("the refused export wrote %s", entries[0].Name())
			}
			f.publish.entry.SetText("https://example.org/addons/")
			if export.Disabled() || f.publish.message.Text != publishHints[tc.format] {
				t.Errorf("a good base URL leaves Export off (%v) or says %q", export.Disabled(), f.publish.message.Text)
			}
		})
	}
}

// dialogButton is the button with text in the dialog on top, or nil.
func dialogButton(e *Editor, text string) *widget.Button {
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	return nil
}

// TestExportDialogBaseURLFits: at 1024×700, with the longest format
// description (tts) and a refusal that echoes a long address, the
// dialog's buttons stay in the window: the reason scrolls past two
// lines instead of pushing them off.
func TestExportDialogBaseURLFits(t *testing.T) {
	e := openWinter(t)
	e.win.Resize(fyne.NewSize(1024, 700))
	f := e.newExportForm()
	f.dialog.Resize(fyne.NewSize(640, 560)) // as showExport
	f.dialog.Show()
	f.format.SetSelected("tts")
	f.publish.entry.SetText("ftp://files.example.org/" + strings.Repeat("carcassonne/winter-edition/", 12))
	if f.publish.message.Importance != widget.DangerImportance {
		t.Fatalf("not refused: %q", f.publish.message.Text)
	}
	height := e.win.Canvas().Size().Height
	for _, name := range []string{"Cancel", "Export"} {
		b := dialogButton(e, name)
		if b == nil {
			t.Fatalf("no %s button", name)
		}
		at := absolute(b)
		if at.Y < 0 || at.Y+b.Size().Height > height {
			t.Errorf("the %s button at y %v..%v is outside the %v px window", name, at.Y, at.Y+b.Size().Height, height)
		}
		t.Logf("the %s button at y %v..%v of %v", name, at.Y, at.Y+b.Size().Height, height)
	}
}
