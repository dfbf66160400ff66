package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// xServer is an Xvfb the tests started for themselves. The server picks
// its own free display and says which (-displayfd): two tests, or a test
// and a person's own xvfb-run, never race for one display number the way
// xvfb-run -a does (it looks for lock files, then starts the server), and a
// server killed outright leaves no lock file behind to push the next one
// along.
type xServer struct {
	display string // ":N"
	cmd     *exec.Cmd
}

// startXServer starts Xvfb with one screen of the given size (1400x900x24)
// and waits until it takes connections.
func startXServer(screen string) (*xServer, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var stderr strings.Builder
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp", "-ac")
	cmd.ExtraFiles = []*os.File{w}
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		w.Close()
		return nil, fmt.Errorf("start Xvfb: %w", err)
	}
	w.Close()
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	var n string
	select {
	case n = <-number:
	case <-time.After(20 * time.Second):
	}
	if n == "" {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return nil, errors.New("Xvfb did not say its display: " + stderr.String())
	}
	return &xServer{display: ":" + n, cmd: cmd}, nil
}

// stop ends the server and waits for it: asked first, so that it removes
// its socket, then killed if it has not gone within five seconds.
func (s *xServer) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
}
