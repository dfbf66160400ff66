package extbot

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tilesmith/tilesmith/engine/extagent"
)

// Timeout is how long a program may take over one decision before it is
// stopped and the game with it.
var Timeout = 60 * time.Second

// maxLine is the longest answer line read from a program.
const maxLine = 1 << 20

// process is an outside program the agent talks to: started at its first
// decision, one request line on its standard input and one answer line on
// its standard output each, its standard error kept (the last lines) for
// what the messages say when it fails.
type process struct {
	name string   // as the command line gave it: "ext:./mybot"
	argv []string // the command, split into words
	mu   sync.Mutex
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  chan line
	errs *tail
	// exited is closed once the program has ended, its state in state;
	// quit, once nobody reads its lines any more.
	exited chan struct{}
	state  error
	quit   chan struct{}
	// failed is why the program can answer no more (it ended, it broke
	// the protocol, it took too long): every later exchange says so.
	failed error
	done   atomic.Bool // failed is set
	// running is the program's process once started, for Close to stop
	// while an exchange waits for it.
	running atomic.Pointer[os.Process]
}

// line is one line the program wrote, or why there is no more.
type line struct {
	text []byte
	err  error
}

// Exchange writes the request line and waits for the answer line.
func (p *process) Exchange(request []byte) ([]byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed != nil {
		return nil, p.failed
	}
	if p.cmd == nil {
		if err := p.start(); err != nil {
			return nil, p.fail(err)
		}
	}
	select {
	case l := <-p.out:
		if l.err != nil {
			return nil, p.fail(l.err)
		}
		return nil, p.fail(fmt.Errorf("it wrote a line nobody asked for, %s: write one line for each request, only after reading it", extagent.Quote(l.text)))
	default:
	}
	if _, err := p.in.Write(append(request, '\n')); err != nil {
		return nil, p.fail(p.notReading(err))
	}
	timer := time.NewTimer(Timeout)
	defer timer.Stop()
	select {
	case l := <-p.out:
		if l.err != nil {
			return nil, p.fail(l.err)
		}
		return l.text, nil
	case <-timer.C:
		p.kill()
		return nil, p.fail(fmt.Errorf("it did not answer within %s, and was stopped: a decision must be answered with one line on standard output (print with a line end, and flush)%s", Timeout, p.lastWords()))
	}
}

// notReading says why the program took no request: it ended (how, and
// what it wrote first), or stopped reading its input.
func (p *process) notReading(err error) error {
	select {
	case l := <-p.out:
		if l.err != nil {
			return l.err
		}
		return fmt.Errorf("it wrote %s before it was asked anything, and stopped reading its input: read a request line, then write one answer line", extagent.Quote(l.text))
	case <-time.After(time.Second):
		return fmt.Errorf("it stopped reading its input (%v)%s", err, p.lastWords())
	}
}

// fail notes why the program can answer no more, and stops it.
func (p *process) fail(err error) error {
	p.failed = err
	p.done.Store(true)
	p.stop()
	return err
}

// start runs the program with pipes on its standard streams, and a
// goroutine that reads its answer lines.
func (p *process) start() error {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	p.errs = &tail{}
	cmd.Stderr = p.errs
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("it cannot be started: %w", err)
	}
	p.cmd, p.in = cmd, in
	p.running.Store(cmd.Process)
	p.out = make(chan line, 1)
	p.exited, p.quit = make(chan struct{}), make(chan struct{})
	go p.read(out)
	return nil
}

// read passes on the program's lines until its output ends, then waits for
// it to end and says how.
func (p *process) read(out io.Reader) {
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	for sc.Scan() {
		p.pass(line{text: bytes.Clone(sc.Bytes())})
	}
	err := sc.Err()
	p.state = p.cmd.Wait()
	close(p.exited)
	switch {
	case errors.Is(err, bufio.ErrTooLong):
		err = fmt.Errorf("it wrote a line of more than %d bytes: answer with one short line such as {\"option\": 0}", maxLine)
	case err != nil:
		err = fmt.Errorf("its output could not be read: %v", err)
	case p.state != nil:
		err = fmt.Errorf("it ended (%v) without answering%s", p.state, p.lastWords())
	default:
		err = fmt.Errorf("it ended without answering%s", p.lastWords())
	}
	p.pass(line{err: err})
}

// pass hands a line to the exchange waiting for it, or drops it once
// nobody reads any more.
func (p *process) pass(l line) {
	select {
	case p.out <- l:
	case <-p.quit:
	}
}

// lastWords are the last lines the program wrote on standard error, for a
// message: "; its last words: ...", or nothing.
func (p *process) lastWords() string {
	if p.errs == nil {
		return ""
	}
	if s := p.errs.String(); s != "" {
		return "; its last words on standard error: " + s
	}
	return ""
}

// Close ends the program: its input closed (a program that reads to the
// end of its input then ends), and stopped if it has not ended a second
// later. A program never started has nothing to end.
func (p *process) Close() error {
	if !p.mu.TryLock() {
		// An exchange waits for the program's answer: the game it plays
		// is being left, so the program is stopped now, and the exchange
		// returns once its output ends.
		if proc := p.running.Load(); proc != nil {
			proc.Kill()
		}
		p.mu.Lock()
	}
	defer p.mu.Unlock()
	if p.failed == nil {
		p.failed = fmt.Errorf("it was closed")
		p.done.Store(true)
	}
	p.stop()
	return nil
}

// stop closes the program's input and waits a second for it to end before
// it is killed.
func (p *process) stop() {
	if p.cmd == nil {
		return
	}
	select {
	case <-p.quit:
		return // stopped before
	default:
	}
	close(p.quit)
	p.in.Close()
	select {
	case <-p.exited:
	case <-time.After(time.Second):
		p.kill()
		<-p.exited
	}
}

// kill stops the program at once.
func (p *process) kill() {
	if p.cmd != nil && p.cmd.Process != nil {
		p.cmd.Process.Kill()
	}
}

// tail keeps the last bytes a program wrote on standard error, as one
// line.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 600

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > 4*tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(b), nil
}

// String is the last lines written, joined with " / ", cut to the last
// few hundred bytes.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	b := t.buf
	if len(b) > tailSize {
		b = b[len(b)-tailSize:]
	}
	lines := strings.FieldsFunc(strings.ToValidUTF8(string(b), "?"), func(r rune) bool { return r == '\n' || r == '\r' })
	return strings.Join(lines, " / ")
}

// open reports whether the program may still run: not stopped, closed or
// failed (it may not have started yet).
func (p *process) open() bool { return !p.done.Load() }
