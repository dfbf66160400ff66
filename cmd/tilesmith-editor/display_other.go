//go:build cgo && !(linux || freebsd || netbsd || openbsd || dragonfly)

package main

// On macOS and Windows the window opens on the system's own display
// server, which is always there: nothing to check.
func checkDisplay(string) error { return nil }

func displayFromEnv() string { return "" }
