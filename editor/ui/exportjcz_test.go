package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestExportDialogJCZ: the export dialog suggests an installable .jca for a
// JCloisterZone add-on; for a Mists pack it offers to leave out what
// JCloisterZone cannot play, refuses without it (saying what would be
// lost) and writes the add-on with it, naming each part left out.
func TestExportDialogJCZ(t *testing.T) {
	run := func(f *exportForm) {
		done := make(chan struct{})
		f.onDone = func() { close(done) }
		f.start()
		if f.running != nil {
			<-done
		}
	}
	t.Run("winter", func(t *testing.T) {
		e := openWinter(t)
		f := e.newExportForm()
		f.format.SetSelected("jcz")
		if !strings.HasSuffix(f.out.Text, ".jca") || f.lossy.Visible() {
			t.Errorf("suggested %q, lossy shown %v: want a .jca and no lossy choice for a classic pack", f.out.Text, f.lossy.Visible())
		}
		f.out.SetText(filepath.Join(t.TempDir(), "we.jca"))
		f.size.SetText("64")
		run(f)
		if _, err := os.Stat(f.out.Text); err != nil || !strings.HasPrefix(f.lastSummary, "exported ") {
			t.Fatalf("no add-on written: %v; summary %q", err, f.lastSummary)
		}
	})
	t.Run("mists", func(t *testing.T) {
		e := openTeamPack(t)
		f := e.newExportForm()
		f.format.SetSelected("jcz")
		if !f.lossy.Visible() {
			t.Fatal("no choice to leave out what JCloisterZone cannot play")
		}
		out := filepath.Join(t.TempDir(), "mists.jca")
		f.out.SetText(out)
		f.size.SetText("64")
		x, err := f.request()
		if err != nil || x.Lossy {
			t.Fatalf("request %+v, %v: lossy without the box ticked", x, err)
		}
		f.lossy.SetChecked(true)
		run(f)
		if _, err := os.Stat(out); err != nil {
			t.Fatalf("no add-on written with the box ticked: %v (summary %q)", err, f.lastSummary)
		}
		if len(f.lastWarnings) == 0 {
			t.Error("nothing left out was named")
		}
	})
}

// TestExportSuggestionFollowsTheMix: the path suggested names the add-on
// of the mix chosen, as the export writes it, and follows a change of mix
// until a path is typed (the helper of issue 35 saw winter-edition.jca
// suggested with WE3 chosen).
func TestExportSuggestionFollowsTheMix(t *testing.T) {
	e := openWinter(t)
	f := e.newExportForm()
	f.mix.SetSelected("WE3")
	f.format.SetSelected("jcz")
	if got := filepath.Base(f.out.Text); got != "winter-edition-we3.jca" {
		t.Errorf("suggested %s, want winter-edition-we3.jca", got)
	}
	f.mix.SetSelected("WD")
	if got := filepath.Base(f.out.Text); got != "winter-edition-wd.jca" {
		t.Errorf("after choosing WD: %s, want winter-edition-wd.jca", got)
	}
	typed := filepath.Join(t.TempDir(), "mine.jca")
	f.out.SetText(typed)
	f.mix.SetSelected("WE1")
	if f.out.Text != typed {
		t.Errorf("the path typed became %s on a change of mix", f.out.Text)
	}
}

// TestExportDialogTTSAllMixes: for Tabletop Simulator the mix list offers
// "all", every mix on one table, which the export writes as one saved
// object; the other formats do not offer it.
func TestExportDialogTTSAllMixes(t *testing.T) {
	e := openWinter(t)
	f := e.newExportForm()
	f.format.SetSelected("tts")
	if !slices.Contains(f.mix.Options, "all") {
		t.Fatalf("tts offers %v, want all among them", f.mix.Options)
	}
	f.mix.SetSelected("all")
	out := filepath.Join(t.TempDir(), "all-tts")
	f.out.SetText(out)
	f.size.SetText("32")
	done := make(chan struct{})
	f.onDone = func() { close(done) }
	f.start()
	if f.running != nil {
		<-done
	}
	if _, err := os.Stat(filepath.Join(out, "winter-edition-all.json")); err != nil {
		t.Fatalf("no saved object of every mix: %v (summary %q)", err, f.lastSummary)
	}
	f.format.SetSelected("pdf")
	if slices.Contains(f.mix.Options, "all") || f.mix.Selected == "all" {
		t.Errorf("pdf offers %v with %q chosen: all is for tts only", f.mix.Options, f.mix.Selected)
	}
}
