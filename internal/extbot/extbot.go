// Package extbot runs outside programs as agents: "ext:COMMAND" names a
// program that plays by the protocol of engine/extagent (docs/agents.md),
// a process started at its agent's first decision. Importing the package
// registers the kind of agent with the engine, so that every ruleset's
// agents, bots and simulations take the name; the CLI and the editor
// import it.
package extbot

import (
	"errors"
	"fmt"
	"io/fs"
	"os/exec"
	"strings"
	"sync"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/extagent"
)

// Prefix is the kind's prefix: "ext:./mybot".
const Prefix = "ext"

func init() {
	engine.RegisterAgentKind(engine.AgentKind{
		Prefix: Prefix,
		Usage:  Prefix + ":COMMAND",
		Short:  "an outside program, docs/agents.md",
		Help:   "an outside program that reads each decision as a line of JSON on its standard input and writes the option it takes (docs/agents.md); COMMAND is the program and its arguments, split at spaces (quote with ' or \")",
		New:    New,
	})
}

// New returns the agent of the program command names (the part of
// "ext:COMMAND" after the colon). It checks that the program can be found,
// and starts it at the agent's first decision.
func New(command string) (engine.NamedAgent, error) {
	name := Prefix + ":" + command
	argv, err := SplitCommand(command)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		why := "not found"
		switch {
		case errors.Is(err, fs.ErrNotExist) && strings.ContainsRune(argv[0], '/'):
			why = "no such file"
		case errors.Is(err, fs.ErrPermission):
			why = "not allowed to run it"
		case errors.Is(err, exec.ErrNotFound):
			why = "not on the PATH"
		}
		return nil, fmt.Errorf("%s: there is no program %s to run (%s): give the path of an executable file, ./mybot for one in this folder, or a command on the PATH such as python3", name, argv[0], why)
	}
	argv[0] = path
	p := &process{name: name, argv: argv}
	live.add(p)
	return extagent.New(name, p), nil
}

// CloseAll ends every program still running: what a command or the editor
// does before it exits, for an agent nobody closed.
func CloseAll() {
	for _, p := range live.take() {
		p.Close()
	}
}

// live are the programs of agents made so far.
var live processes

type processes struct {
	mu   sync.Mutex
	list []*process
}

func (ps *processes) add(p *process) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	// Programs stopped, closed or failed are let go.
	kept := ps.list[:0]
	for _, q := range ps.list {
		if q.open() {
			kept = append(kept, q)
		}
	}
	ps.list = append(kept, p)
}

func (ps *processes) take() []*process {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	list := ps.list
	ps.list = nil
	return list
}

// SplitCommand splits a command into its words at spaces; quotes (' or ")
// keep spaces within a word, as a shell's do. No other character is
// special.
func SplitCommand(command string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord := false
	var quote rune
	for _, r := range command {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("a quote (%c) is not closed in %q", quote, command)
	}
	if inWord {
		words = append(words, word.String())
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("no program named: write ext:COMMAND, such as ext:./mybot")
	}
	return words, nil
}
