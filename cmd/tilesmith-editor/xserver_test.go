package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/jezek/xgb"
)

// xServer is an Xvfb the tests started for themselves. The server picks
// its own free display and says which (-displayfd): two tests, or a test
// and a person's own xvfb-run, never race for one display number the way
// xvfb-run -a does (it looks for lock files, then starts the server), and a
// server killed outright leaves no lock file behind to push the next one
// along.
//
// The server is started with -noreset: by default an X server resets when
// its last client leaves, and a client that connects meanwhile is cut off.
// The scripts start the editor in the background and look for its window
// with xdotool at once: when xdotool came and went first, the editor's
// connection met the reset and it could not open its window (seen in CI
// as "cannot open a window on the X display", now and then).
type xServer struct {
	display string // ":N"
	cmd     *exec.Cmd
	stderr  *lockedBuffer
	done    chan struct{} // closed once the server has exited
	waitErr error         // how it exited, once done is closed
}

// serverStarts is how many servers startXServer tries before it gives up:
// a server that says its display and then takes no connection is stopped
// and another started.
const serverStarts = 3

// startXServer starts Xvfb with one screen of the given size (1400x900x24)
// and waits until it answers an X connection.
func startXServer(screen string) (*xServer, error) {
	var errs []error
	for range serverStarts {
		s, err := startXServerOnce(screen)
		if err == nil {
			return s, nil
		}
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}

func startXServerOnce(screen string) (*xServer, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	s := &xServer{stderr: &lockedBuffer{}, done: make(chan struct{})}
	s.cmd = exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp", "-ac", "-noreset")
	s.cmd.ExtraFiles = []*os.File{w}
	s.cmd.Stderr = s.stderr
	if err := s.cmd.Start(); err != nil {
		w.Close()
		return nil, fmt.Errorf("start Xvfb: %w", err)
	}
	w.Close()
	go func() { s.waitErr = s.cmd.Wait(); close(s.done) }()
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
		s.stop()
		state, _ := s.state()
		return nil, errors.New("Xvfb did not say its display: " + state)
	}
	s.display = ":" + n
	if err := s.answers(10 * time.Second); err != nil {
		s.stop()
		state, _ := s.state()
		return nil, fmt.Errorf("Xvfb on %s takes no connection (%w): %s", s.display, err, state)
	}
	return s, nil
}

// answers makes X connections to the server until one completes its
// handshake, for at most the given time.
func (s *xServer) answers(within time.Duration) error {
	saved := xgb.Logger
	xgb.Logger = log.New(io.Discard, "", 0) // the probe's failed tries are no news
	defer func() { xgb.Logger = saved }()
	deadline := time.Now().Add(within)
	for {
		conn, err := xgb.NewConnDisplay(s.display)
		if err == nil {
			conn.Close()
			return nil
		}
		select {
		case <-s.done:
			return errors.New("it has exited")
		default:
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// state says whether the server still runs and answers (healthy), and
// what it printed: for the message of a test that could not use it.
func (s *xServer) state() (text string, healthy bool) {
	var b strings.Builder
	select {
	case <-s.done:
		fmt.Fprintf(&b, "Xvfb %s has exited (%v)", s.display, s.waitErr)
	default:
		if err := s.answers(time.Second); err != nil {
			fmt.Fprintf(&b, "Xvfb %s runs but takes no connection (%v)", s.display, err)
		} else {
			fmt.Fprintf(&b, "Xvfb %s runs and takes connections", s.display)
			healthy = true
		}
	}
	if out := strings.TrimSpace(s.stderr.String()); out != "" {
		fmt.Fprintf(&b, "; it printed:\n%s", out)
	} else {
		b.WriteString("; it printed nothing")
	}
	return b.String(), healthy
}

// stop ends the server and waits for it: asked first, so that it removes
// its socket, then killed if it has not gone within five seconds.
func (s *xServer) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
}

// lockedBuffer collects a process's output while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
