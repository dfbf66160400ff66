//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package main

import "fmt"

// On macOS and Windows the window opens on the system's own display
// server, which is always there: nothing to check.
func checkDisplay(string) error { return nil }

func windowFailure(_ string, cause any) error {
	return fmt.Errorf("cannot open the editor's window (%v); the command line, tilesmith, does everything else without one", cause)
}

func displayFromEnv() string { return "" }
