package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/tilesmith/tilesmith/internal/extbot"
)

// stopGrace is how long a command may take to stop after Ctrl-C before
// the process ends without it.
const stopGrace = 5 * time.Second

// Main runs the command line as a process. Ctrl-C (SIGINT) or SIGTERM
// cancels the running command, which stops drawing, simulating or writing,
// removes what it had half-written and exits ExitInterrupted (simulate
// first prints the report of the games that finished). A second signal,
// or a command that has not stopped within stopGrace, ends the process
// at once (an atomic file write still leaves the old file or the new one).
func Main(args []string, stdout, stderr io.Writer) int {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	go func() {
		<-sigs
		cancel()
		select {
		case <-sigs:
		case <-time.After(stopGrace):
		}
		fmt.Fprintln(stderr, "tilesmith: interrupted")
		os.Exit(ExitInterrupted)
	}()
	// Outside programs an agent nobody closed left running end with the
	// command.
	defer extbot.CloseAll()
	return RunContext(ctx, args, stdout, stderr)
}
