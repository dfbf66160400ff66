package ui

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/internal/extbot"
)

// programModeArg marks the test binary run as an outside program, which
// the tests seat: "outside-program-mode=crash".
const programModeArg = "outside-program-mode="

func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], programModeArg) {
		os.Exit(runOutsideProgram(strings.TrimPrefix(os.Args[1], programModeArg)))
	}
	os.Exit(m.Run())
}

// runOutsideProgram is the outside program the tests seat: "first" takes
// every decision's first option, "crash" ends at its first request with
// a word on standard error, "silent" never answers.
func runOutsideProgram(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<24)
	for in.Scan() {
		switch mode {
		case "first":
			fmt.Println(`{"option": 0}`)
		case "crash":
			fmt.Fprintln(os.Stderr, "bot: out of ideas")
			return 3
		case "silent":
			time.Sleep(time.Hour)
		}
	}
	return 0
}

// testProgram is the command of the test binary as an outside program.
func testProgram(mode string) string {
	return quoteWord(os.Args[0]) + " " + programModeArg + mode
}

// exampleBot is the command of the documented example bot
// (docs/agents/example_bot.py), run by python3: the test skips without
// python3, and fails without it when TILESMITH_REQUIRE_TOOLS is set (make
// test installs it).
func exampleBot(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatal("python3 is needed to run the example outside bot: make test installs it")
		}
		t.Skip("no python3 to run the example outside bot")
	}
	path, err := filepath.Abs(filepath.Join("..", "..", "docs", "agents", "example_bot.py"))
	if err != nil {
		t.Fatal(err)
	}
	return commandFor(path)
}

// chooseOutside chooses "outside program…" in sel, which opens the
// Outside program dialog, and returns its command box.
func chooseOutside(t *testing.T, e *Editor, s *seatPicker, sel *choiceSelect) *keyEntry {
	t.Helper()
	sel.SetSelected(s.shown(outsideChoice))
	if got := topDialogTitle(e); got != "Outside program" {
		t.Fatalf("choosing %q opened %q, want the Outside program dialog", s.shown(outsideChoice), got)
	}
	return findInOverlay(t, e, func(*keyEntry) bool { return true })
}

// seatOutside seats the outside program of command in sel through the
// dialog: typed, then Enter.
func seatOutside(t *testing.T, e *Editor, s *seatPicker, sel *choiceSelect, command string) {
	t.Helper()
	box := chooseOutside(t, e, s, sel)
	box.SetText(command)
	pressKey(e, fyne.KeyReturn)
	if got := topDialogTitle(e); got != "" {
		t.Fatalf("Enter left %q open: %s", got, dialogProblem(e))
	}
}

// tapDialogButton taps the button of the dialog on top named text.
func tapDialogButton(t *testing.T, e *Editor, text string) {
	t.Helper()
	test.Tap(findInOverlay(t, e, func(b *widget.Button) bool { return b.Text == text }))
}

// dialogProblem is the reason the dialog on top shows in red, "" for none.
func dialogProblem(e *Editor) string {
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok && l.Importance == widget.DangerImportance && l.Visible() {
			return l.Text
		}
	}
	return ""
}

// TestOutsideProgramSeat: in the Play tab ("bot: outside program…") and
// the Simulate tab ("outside program…") the choice opens the Outside
// program dialog; OK with a program that is not there says why in words
// and keeps the dialog; a command that names a program seats it, offers
// it to the other seats and keeps it when the player count changes;
// Cancel and Escape go back to the seat's choice before.
func TestOutsideProgramSeat(t *testing.T) {
	tabs := []struct {
		name   string
		picker func(e *Editor) *seatPicker
	}{
		{"play", func(e *Editor) *seatPicker { return e.play.seats }},
		{"simulate", func(e *Editor) *seatPicker { return e.sim.seats }},
	}
	program := testProgram("first")
	steps := []struct {
		name string
		run  func(t *testing.T, e *Editor, s *seatPicker)
	}{
		{"the choice opens the dialog", func(t *testing.T, e *Editor, s *seatPicker) {
			box := chooseOutside(t, e, s, s.seats[1])
			if e.win.Canvas().Focused() != box {
				t.Errorf("focus is on %T, want the command box", e.win.Canvas().Focused())
			}
			findInOverlay(t, e, func(b *widget.Button) bool { return b.Text == "Choose file…" })
			findInOverlay(t, e, func(l *widget.Label) bool { return strings.Contains(l.Text, "docs/agents.md") })
		}},
		{"a program that is not there is refused in words", func(t *testing.T, e *Editor, s *seatPicker) {
			box := chooseOutside(t, e, s, s.seats[1])
			box.SetText("./no-such-bot --fast")
			tapDialogButton(t, e, "OK")
			if got := topDialogTitle(e); got != "Outside program" {
				t.Fatalf("after OK the dialog on top is %q, want Outside program kept open", got)
			}
			why := dialogProblem(e)
			if !strings.HasPrefix(why, "There is no program ./no-such-bot to run") || !strings.Contains(why, "give the path of an executable file") {
				t.Errorf("the dialog says %q, want why the program cannot run and what to give", why)
			}
			for _, jargon := range []string{"ext:", "classic", "exec.", "*", "%!"} {
				if strings.Contains(why, jargon) {
					t.Errorf("the dialog's reason %q says %q", why, jargon)
				}
			}
			pressKey(e, fyne.KeyReturn)
			if got := topDialogTitle(e); got != "Outside program" {
				t.Errorf("Enter on a refused command closed the dialog (%q on top)", got)
			}
			box.SetText("")
			tapDialogButton(t, e, "OK")
			if why := dialogProblem(e); !strings.HasPrefix(why, "Give the program's command") {
				t.Errorf("for an empty command the dialog says %q", why)
			}
		}},
		{"a command seats the program", func(t *testing.T, e *Editor, s *seatPicker) {
			seatOutside(t, e, s, s.seats[1], program)
			name := "ext:" + program
			if got, want := s.seats[1].Selected, s.shown(name); got != want {
				t.Errorf("the seat shows %q, want %q", got, want)
			}
			if got := s.chosenSeats()[1].Bot; got != name {
				t.Errorf("the seat's agent is %q, want %q", got, name)
			}
			if !slices.Contains(s.seats[0].Options, s.shown(name)) {
				t.Errorf("the other seat is not offered the program: %q", s.seats[0].Options)
			}
			if got := s.seats[0].Options[len(s.seats[0].Options)-1]; got != s.shown(outsideChoice) {
				t.Errorf("the last choice is %q, want %q", got, s.shown(outsideChoice))
			}
			box := chooseOutside(t, e, s, s.seats[0])
			if box.Text != program {
				t.Errorf("the next dialog offers %q, want the command last seated, %q", box.Text, program)
			}
		}},
		{"Cancel goes back to the choice before", func(t *testing.T, e *Editor, s *seatPicker) {
			before := s.seats[1].Selected
			chooseOutside(t, e, s, s.seats[1])
			tapDialogButton(t, e, "Cancel")
			if got := topDialogTitle(e); got != "" {
				t.Errorf("Cancel left %q open", got)
			}
			if got := s.seats[1].Selected; got != before {
				t.Errorf("after Cancel the seat shows %q, want %q", got, before)
			}
		}},
		{"Escape goes back to the choice before", func(t *testing.T, e *Editor, s *seatPicker) {
			before := s.seats[1].Selected
			chooseOutside(t, e, s, s.seats[1]).SetText(program)
			pressKey(e, fyne.KeyEscape)
			if got := topDialogTitle(e); got != "" {
				t.Errorf("Escape left %q open", got)
			}
			if got := s.seats[1].Selected; got != before {
				t.Errorf("after Escape the seat shows %q, want %q", got, before)
			}
		}},
		{"the program stays when the player count changes", func(t *testing.T, e *Editor, s *seatPicker) {
			seatOutside(t, e, s, s.seats[1], program)
			name := s.shown("ext:" + program)
			s.players.SetSelected("3")
			if len(s.seats) != 3 || s.seats[1].Selected != name || !slices.Contains(s.seats[2].Options, name) {
				t.Fatalf("with 3 players: %d seats, the second %q, the third offered %q", len(s.seats), s.seats[1].Selected, s.seats[2].Options)
			}
			s.players.SetSelected("2")
			if s.seats[1].Selected != name {
				t.Errorf("back to 2 players the second seat shows %q, want %q", s.seats[1].Selected, name)
			}
		}},
	}
	for _, tab := range tabs {
		for _, step := range steps {
			t.Run(tab.name+"/"+step.name, func(t *testing.T) {
				e := openWinter(t)
				s := tab.picker(e)
				s.refresh()
				if len(s.seats) != 2 {
					t.Fatalf("%d seats, want 2", len(s.seats))
				}
				step.run(t, e, s)
			})
		}
	}
}

// TestOutsideProgramForTheTeam: in Mists the team's one choice seats an
// outside program for every seat, and the folded set-up's title names it
// in a few words.
func TestOutsideProgramForTheTeam(t *testing.T) {
	program := testProgram("first")
	for _, tab := range []string{"play", "simulate"} {
		t.Run(tab, func(t *testing.T) {
			e := openMists(t)
			s := e.play.seats
			if tab == "simulate" {
				s = e.sim.seats
			}
			s.refresh()
			if s.team == nil {
				t.Fatal("no team choice in Mists")
			}
			seatOutside(t, e, s, s.team, program)
			name := "ext:" + program
			for i, seat := range s.chosenSeats() {
				if seat.Bot != name {
					t.Errorf("seat %d plays %q, want the team's program %q", i+1, seat.Bot, name)
				}
			}
			if got := s.teamName(); got != name {
				t.Errorf("the team is %q, want %q", got, name)
			}
			if got, want := s.teamBrief(), s.shown("outside program"); got != want {
				t.Errorf("the set-up's title names the team %q, want %q", got, want)
			}
		})
	}
}

// TestChooseProgramFile: Choose file… opens the editor's file picker,
// which lists every file, and the file chosen makes the command: its
// path, quoted when it holds a space, after python3 for a Python file.
func TestChooseProgramFile(t *testing.T) {
	dir := t.TempDir()
	files := []string{"mybot", "bot.py", "my bot.py", "notes.txt"}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct{ file, want string }{
		{"mybot", filepath.Join(dir, "mybot")},
		{"bot.py", "python3 " + filepath.Join(dir, "bot.py")},
		{"my bot.py", "python3 '" + filepath.Join(dir, "my bot.py") + "'"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			e := openWinter(t)
			s := e.play.seats
			s.refresh()
			box := chooseOutside(t, e, s, s.seats[1])
			box.SetText("python3 " + filepath.Join(dir, "bot.py")) // the picker starts in its folder
			tapDialogButton(t, e, "Choose file…")
			path := findInOverlay(t, e, func(*pathBox) bool { return true })
			p := path.p
			if got := topDialogTitle(e); got != "Choose the program" || p.listed != dir {
				t.Fatalf("the picker on top is %q listing %s, want Choose the program in %s", got, p.listed, dir)
			}
			if got := shownNames(p); !slices.Equal(got, []string{"bot.py", "my bot.py", "mybot", "notes.txt"}) {
				t.Errorf("the picker lists %q, want every file", got)
			}
			path.SetText(filepath.Join(dir, tc.file))
			p.submit()
			if got := topDialogTitle(e); got != "Outside program" {
				t.Fatalf("after choosing, %q is on top, want the Outside program dialog", got)
			}
			if box.Text != tc.want {
				t.Errorf("the command is %q, want %q", box.Text, tc.want)
			}
			if e.win.Canvas().Focused() != box {
				t.Errorf("focus is on %T, want the command box again", e.win.Canvas().Focused())
			}
			if got := e.app.Preferences().String(lastProgramFolderKey); got != dir {
				t.Errorf("the program's folder remembered is %q, want %s", got, dir)
			}
		})
	}
}

func TestCommandWords(t *testing.T) {
	tests := []struct{ path, command string }{
		{"/opt/bots/mybot", "/opt/bots/mybot"},
		{"/opt/bots/bot.py", "python3 /opt/bots/bot.py"},
		{"/opt/BOTS/Bot.PY", "python3 /opt/BOTS/Bot.PY"},
		{"/opt/my bots/mybot", "'/opt/my bots/mybot'"},
		{"/opt/bob's bots/bot.py", `python3 "/opt/bob's bots/bot.py"`},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			got := commandFor(tc.path)
			if got != tc.command {
				t.Errorf("commandFor(%q) = %q, want %q", tc.path, got, tc.command)
			}
			// The program runs with the path as one word.
			if words, err := extbot.SplitCommand(got); err != nil || words[len(words)-1] != tc.path {
				t.Errorf("%q splits into %q (%v): the path is not one word", got, words, err)
			}
		})
	}
}
