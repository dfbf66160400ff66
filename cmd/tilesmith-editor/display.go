//go:build linux || freebsd || netbsd || openbsd || dragonfly

package main

import (
	"fmt"
	"os"
)

// displayHelp says what to do without a display.
const displayHelp = "the editor opens a window, and needs a desktop: run it on one, over SSH with X forwarding (ssh -X), " +
	"or on a virtual display (xvfb-run -a bin/tilesmith-editor). The command line, bin/tilesmith, does everything else without a display"

// checkDisplay says, in words, that the editor's window cannot open when
// no X11 display is set, before the OpenGL driver would stop the program
// with a stack trace. GLFW, as Fyne builds it here, speaks X11 (a Wayland
// desktop provides it through XWayland's DISPLAY). It does not connect to
// the display to see whether it answers: an X server resets when its last
// client leaves, and the window's own connection could then meet a server
// in the middle of its reset. A display that is set but does not answer is
// reported by windowFailure instead.
func checkDisplay(display string) error {
	if display == "" {
		return fmt.Errorf("no display: DISPLAY is not set; %s", displayHelp)
	}
	return nil
}

// windowFailure words a failure of the window system (GLFW panics when it
// cannot open the display) for the person who started the editor.
func windowFailure(display string, cause any) error {
	return fmt.Errorf("cannot open a window on the X display %q (%v); %s", display, cause, displayHelp)
}

// displayFromEnv is the display the window would open on.
func displayFromEnv() string { return os.Getenv("DISPLAY") }
