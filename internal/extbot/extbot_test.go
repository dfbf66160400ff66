package extbot

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/engine"
	_ "github.com/tilesmith/tilesmith/engine/games"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// modeArg marks the test binary run as an outside program: the program's
// behaviour follows it ("extbot-mode=first").
const modeArg = "extbot-mode="

func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], modeArg) {
		os.Exit(runProgram(strings.TrimPrefix(os.Args[1], modeArg)))
	}
	os.Exit(m.Run())
}

// runProgram is the outside program the tests play: it reads requests and
// answers as its mode says.
func runProgram(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<24)
	for in.Scan() {
		switch mode {
		case "first", "deaf":
			fmt.Println(`{"option": 0}`)
		case "garbage":
			fmt.Println("hello")
		case "extra":
			fmt.Println(`{"option": 0}`)
			fmt.Println(`{"option": 0}`)
		case "crash":
			fmt.Fprintln(os.Stderr, "bot: out of ideas")
			return 3
		case "silent":
			time.Sleep(time.Hour)
		}
	}
	if mode == "deaf" {
		// does not end when its input does: only when killed
		time.Sleep(time.Hour)
	}
	return 0
}

// program names the test binary as an outside program of a mode.
func program(mode string) string {
	return fmt.Sprintf("'%s' %s%s", os.Args[0], modeArg, mode)
}

// playClassic plays a 2-player game of classic with the agent in both
// seats.
func playClassic(t *testing.T, a engine.NamedAgent) error {
	t.Helper()
	m, err := rulesets.NewMatch(testpacks.Winter(t), nil, "WD", []string{"Red", "Blue"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	return engine.Drive(m, []engine.Agent{a, a})
}

// A program that answers plays a game to its end; one that does not
// stops the game with a message that names it and says what went wrong
// and what would be right (docs/agents.md, "When a program fails").
func TestPrograms(t *testing.T) {
	defer func(d time.Duration) { Timeout = d }(Timeout)
	Timeout = 2 * time.Second
	tests := []struct {
		mode string
		says []string // nil: the game is played to its end
	}{
		{"first", nil},
		{"garbage", []string{"its answer to a place-tile decision (turn 1) is not an answer", `"hello" is not a JSON object`}},
		{"extra", []string{"it wrote a line nobody asked for", "write one line for each request"}},
		{"crash", []string{"it ended (exit status 3) without answering", "its last words on standard error: bot: out of ideas"}},
		{"silent", []string{"it did not answer within 2s, and was stopped", "flush"}},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			a, err := New(program(tt.mode))
			if err != nil {
				t.Fatal(err)
			}
			defer engine.CloseAgents(a)
			err = playClassic(t, a)
			if tt.says == nil {
				if err != nil {
					t.Fatalf("the game stopped: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("the game was played to its end")
			}
			for _, s := range tt.says {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("the message %q does not say %q", err, s)
				}
			}
			if !strings.HasPrefix(err.Error(), "ext:'") {
				t.Errorf("the message %q does not begin with the agent's name", err)
			}
		})
	}
}

// Names that give no program are refused when the agent is made, before
// any game starts.
func TestNewRefuses(t *testing.T) {
	tests := []struct{ name, command, says string }{
		{"no such file", "./no-such-bot", "there is no program ./no-such-bot to run"},
		{"an open quote", `python3 "my bot.py`, `a quote (") is not closed`},
		{"spaces only", "   ", "no program named"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.command)
			if err == nil || !strings.Contains(err.Error(), tt.says) {
				t.Fatalf("New(%q) = %v, want an error saying %q", tt.command, err, tt.says)
			}
		})
	}
}

func TestSplitCommand(t *testing.T) {
	tests := []struct {
		command string
		want    []string
	}{
		{"./mybot", []string{"./mybot"}},
		{"python3 bot.py --depth 3", []string{"python3", "bot.py", "--depth", "3"}},
		{`python3 "my bots/bot.py"`, []string{"python3", "my bots/bot.py"}},
		{`'/opt/my bot' -v`, []string{"/opt/my bot", "-v"}},
		{`a''b "" c`, []string{"ab", "", "c"}},
		{"  spaced \t out ", []string{"spaced", "out"}},
	}
	for _, tt := range tests {
		t.Run(tt.command, func(t *testing.T) {
			got, err := SplitCommand(tt.command)
			if err != nil || fmt.Sprintf("%q", got) != fmt.Sprintf("%q", tt.want) {
				t.Fatalf("SplitCommand(%q) = %q, %v; want %q", tt.command, got, err, tt.want)
			}
		})
	}
}

// Closing ends a program, even one that does not end when its input
// does; CloseAll ends those nobody closed.
func TestCloseEndsPrograms(t *testing.T) {
	for _, mode := range []string{"first", "deaf"} {
		t.Run(mode, func(t *testing.T) {
			a, err := New(program(mode))
			if err != nil {
				t.Fatal(err)
			}
			p := live.list[len(live.list)-1]
			m, err := rulesets.NewMatch(testpacks.Winter(t), nil, "WD", []string{"Red", "Blue"}, 3)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := a.Decide(m, m.Pending()); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			CloseAll()
			select {
			case <-p.exited:
			default:
				t.Fatal("the program still runs after CloseAll")
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("closing took %s", d)
			}
			if _, err := a.Decide(m, m.Pending()); err == nil || !strings.Contains(err.Error(), "it was closed") {
				t.Errorf("a closed agent answered: %v", err)
			}
		})
	}
}

// BenchmarkDecision is the cost of one decision put to an outside program
// that answers at once (the test binary): the request written, the
// answer read, on a classic game's first placement.
func BenchmarkDecision(b *testing.B) {
	a, err := New(program("first"))
	if err != nil {
		b.Fatal(err)
	}
	defer engine.CloseAgents(a)
	m, err := rulesets.NewMatch(testpacks.Winter(b), nil, "WD", []string{"Red", "Blue"}, 3)
	if err != nil {
		b.Fatal(err)
	}
	d := m.Pending()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Decide(m, d); err != nil {
			b.Fatal(err)
		}
	}
}

// Closing a program while its agent waits for its answer stops it at
// once: a game left (a new game in the editor, the window closed) never
// waits for a program that thinks or hangs.
func TestCloseWhileThinking(t *testing.T) {
	a, err := New(program("silent"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := rulesets.NewMatch(testpacks.Winter(t), nil, "WD", []string{"Red", "Blue"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	answered := make(chan error, 1)
	go func() {
		_, err := a.Decide(m, m.Pending())
		answered <- err
	}()
	time.Sleep(300 * time.Millisecond) // the program has the request
	start := time.Now()
	engine.CloseAgents(a)
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("closing a thinking program took %s", d)
	}
	if err := <-answered; err == nil {
		t.Error("the decision was answered")
	}
}
