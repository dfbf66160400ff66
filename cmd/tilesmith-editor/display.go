//go:build cgo && (linux || freebsd || netbsd || openbsd || dragonfly)

package main

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// x11SocketDir is where an X server on this machine listens.
var x11SocketDir = "/tmp/.X11-unix"

// checkDisplay says, in words, why the editor's window cannot open when
// there is no X11 display to open it on, before the OpenGL driver would
// stop the program with a stack trace. GLFW, as Fyne builds it here, speaks
// X11 (a Wayland desktop provides it through XWayland's DISPLAY).
func checkDisplay(display string) error {
	const help = "the editor opens a window, and needs a desktop: run it on one, over SSH with X forwarding (ssh -X), " +
		"or on a virtual display (xvfb-run -a bin/tilesmith-editor). The command line, bin/tilesmith, does everything else without a display"
	if display == "" {
		return fmt.Errorf("no display: DISPLAY is not set; %s", help)
	}
	network, address, ok := x11Address(display)
	if !ok {
		return fmt.Errorf("DISPLAY=%s is not a display name like :0 or host:0; %s", display, help)
	}
	conn, err := net.DialTimeout(network, address, 2*time.Second)
	if err != nil && network == "unix" {
		// Linux X servers also listen on an abstract socket of the same name,
		// which is all a container may share.
		conn, err = net.DialTimeout(network, "@"+address, 2*time.Second)
	}
	if err != nil {
		return fmt.Errorf("cannot reach the X display %s (nothing listens at %s); %s", display, address, help)
	}
	conn.Close()
	return nil
}

// x11Address turns a DISPLAY value ([host]:number[.screen]) into where its
// server listens: a Unix socket for a local display, TCP 6000+number for a
// remote one.
func x11Address(display string) (network, address string, ok bool) {
	host, rest, found := strings.Cut(display, ":")
	if !found {
		return "", "", false
	}
	number, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(number)
	if err != nil || n < 0 || n > 65535-6000 {
		return "", "", false
	}
	if host == "" || host == "unix" || strings.HasPrefix(host, "/") {
		if strings.HasPrefix(host, "/") { // launchd-style: /path/to/socket:0
			return "unix", host + ":" + rest, true
		}
		return "unix", filepath.Join(x11SocketDir, "X"+number), true
	}
	return "tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)), true
}

// displayFromEnv is the display the window would open on.
func displayFromEnv() string { return os.Getenv("DISPLAY") }
