package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

func TestPackDetailsDialog(t *testing.T) {
	e := openBuiltinWinter(t)
	f := e.packInfoDialog()
	if topDialogTitle(e) != "Pack details" || e.win.Canvas().Focused() != f.id {
		t.Fatalf("the dialog %q opened with focus on %T", topDialogTitle(e), e.win.Canvas().Focused())
	}
	if f.id.Text != "winter-edition" || len(f.sources) != len(e.doc.Pack().Provenance) {
		t.Fatalf("the dialog shows id %q and %d sources, want the pack's", f.id.Text, len(f.sources))
	}

	t.Run("a bad id is refused in words", func(t *testing.T) {
		f.id.SetText("My Variant")
		err := f.id.Validate()
		if err == nil || !strings.Contains(err.Error(), "capital letter") {
			t.Errorf("id %q: %v, want the capital letter named", f.id.Text, err)
		}
	})
	t.Run("a source without a subject is refused in words", func(t *testing.T) {
		f.id.SetText("my-variant")
		f.addSource(schema.Provenance{Confidence: "unknown"})
		f.apply()
		if !strings.Contains(f.problem.Text, "say which data") || e.doc.Pack().ID != "winter-edition" {
			t.Errorf("problem %q, pack id %q", f.problem.Text, e.doc.Pack().ID)
		}
	})
	t.Run("apply is one undoable edit", func(t *testing.T) {
		last := f.sources[len(f.sources)-1]
		last.subject.SetText("extra cloisters")
		last.source.SetText("our club")
		last.confidence.SetSelected("reconstructed")
		f.name.SetText("My winter variant")
		f.notes.SetText("More cloisters.\n\nTested at the club.")
		f.dialog.Submit()
		p := e.doc.Pack()
		if p.ID != "my-variant" || p.Name != "My winter variant" || len(p.Notes) != 2 || p.Provenance[len(p.Provenance)-1].Source != "our club" {
			t.Fatalf("pack id %q, name %q, notes %q", p.ID, p.Name, p.Notes)
		}
		if !strings.HasPrefix(e.win.Title(), "my-variant") {
			t.Errorf("window title %q", e.win.Title())
		}
		if !strings.HasPrefix(e.summary(), "my-variant ·") {
			t.Errorf("status %q", e.summary())
		}
		e.undo()
		if e.doc.Pack().ID != "winter-edition" {
			t.Errorf("undo left id %q", e.doc.Pack().ID)
		}
		e.redo()
	})
	t.Run("saves and exports take the new id", func(t *testing.T) {
		e.files.saveAs()
		_, path := dialogEntry(t, e)
		if filepath.Base(path.Text) != "my-variant.json" {
			t.Errorf("Save As suggests %s", path.Text)
		}
		dir := t.TempDir()
		path.SetText(filepath.Join(dir, "my-variant.json"))
		pressEnter(path)
		data, err := os.ReadFile(filepath.Join(dir, "my-variant.json"))
		if err != nil || !strings.Contains(string(data), `"id": "my-variant"`) {
			t.Fatalf("saved file: %v\n%.200s", err, data)
		}
		x := e.newExportForm()
		x.format.SetSelected("zip")
		if base := filepath.Base(x.out.Text); base != "my-variant.zip" {
			t.Errorf("the export suggests %s", base)
		}
		x.format.SetSelected("dir")
		out := filepath.Join(t.TempDir(), "pack")
		x.out.SetText(out)
		done := make(chan struct{})
		x.onDone = func() { close(done) }
		x.start()
		<-done
		exported, err := os.ReadFile(filepath.Join(out, "pack.json"))
		if err != nil || !strings.Contains(string(exported), `"id": "my-variant"`) {
			t.Errorf("exported pack: %v\n%.200s", err, exported)
		}
	})
}
