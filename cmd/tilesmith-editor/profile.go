//go:build cgo

package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
	"time"
)

// Two environment variables help find where the editor's time goes as a
// person waits for it (the README's real-window figures):
//
//   - TILESMITH_TIMING=1 writes to standard error how long after the
//     process began each stage of the start ended: the pack opened, the
//     views built, the window shown, the app running.
//   - TILESMITH_CPUPROFILE=FILE writes a CPU profile (go tool pprof) of
//     the first TILESMITH_CPUPROFILE_SECONDS seconds (default 3), or of
//     the whole session when the window closes first.
const (
	timingEnv         = "TILESMITH_TIMING"
	cpuProfileEnv     = "TILESMITH_CPUPROFILE"
	cpuProfileSeconds = "TILESMITH_CPUPROFILE_SECONDS"
)

// processStart is as near to the process's start as Go code gets.
var processStart = time.Now()

// stage notes, when TILESMITH_TIMING is set, that a stage of the start
// has ended.
func stage(name string) {
	if os.Getenv(timingEnv) == "" {
		return
	}
	fmt.Fprintf(os.Stderr, "tilesmith-editor: %-14s %7.1f ms\n", name, float64(time.Since(processStart).Microseconds())/1000)
}

// startProfile begins the CPU profile TILESMITH_CPUPROFILE asks for. The
// function it returns ends it early (the window closed); it is safe to
// call after the timer ended it.
func startProfile() (stop func(), err error) {
	path := os.Getenv(cpuProfileEnv)
	if path == "" {
		return func() {}, nil
	}
	seconds := 3.0
	if s := os.Getenv(cpuProfileSeconds); s != "" {
		if seconds, err = strconv.ParseFloat(s, 64); err != nil || seconds <= 0 {
			return nil, fmt.Errorf("%s: %q is not a number of seconds", cpuProfileSeconds, s)
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("the CPU profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("the CPU profile: %w", err)
	}
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		select {
		case <-time.After(time.Duration(seconds * float64(time.Second))):
		case <-done:
		}
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "tilesmith-editor: the CPU profile:", err)
		}
		close(stopped)
	}()
	var once bool
	return func() {
		if !once {
			once = true
			close(done)
		}
		<-stopped
	}, nil
}
