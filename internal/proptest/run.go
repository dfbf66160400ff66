package proptest

import (
	"fmt"
	"io/fs"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Options say where a run reads artwork and writes exports, and what it
// may spend.
type Options struct {
	// Art is the folder the pack's "art" paths are read from (the CLI
	// uses the pack file's folder).
	Art fs.FS
	// Out is an empty folder for the exports.
	Out string
	// MaxAlloc is the most bytes one step (a game, an export) may
	// allocate; 0 means 2 GiB.
	MaxAlloc uint64
	// Seed seeds the games.
	Seed uint64
}

// Failure is one broken promise: the step that broke it and how.
type Failure struct {
	Step   string // "compile", "play WE3 with 2 players", "export pdf", ...
	Detail string
}

func (f Failure) String() string { return f.Step + ": " + f.Detail }

// Result is what one run did and what failed.
type Result struct {
	// Accepted: schema.Check reported no errors, so the property applies.
	Accepted bool
	// Games played (and replayed), Exports written.
	Games, Exports int
	Failures       []Failure
}

// Run checks the property on one pack file: if schema.Check accepts
// data, then compiling, binding, playing every mix with the fewest and
// the most players, replaying each game's record, and exporting as zip,
// jcz, tiled and pdf all succeed without panicking and within MaxAlloc
// per step. A pack that validates but breaks a documented limit (see
// limits.go) is a failure too, and is not played, so a run never
// exhausts the machine.
func Run(name string, data []byte, o Options) Result {
	if o.MaxAlloc == 0 {
		o.MaxAlloc = 2 << 30
	}
	r := &runner{name: name, o: o}
	var p *schema.Pack
	var diags schema.Diagnostics
	checked := r.step("validate", func() error {
		p, diags = schema.Check(name, data)
		return nil
	})
	if !checked || p == nil || diags.HasErrors() {
		return r.res
	}
	r.res.Accepted = true
	if len(p.Mixes) == 0 {
		r.fail("validate", "the pack validates with no mix: nothing can be played or printed")
	}
	packLimits := packBeyondLimits(p)
	for _, l := range packLimits {
		r.fail("limits", "validated beyond the documented limits, not played: %s", l)
	}
	playable := make([]bool, len(p.Mixes))
	for mi := range p.Mixes {
		lim := mixBeyondLimits(mi, &p.Mixes[mi])
		for _, l := range lim {
			r.fail("limits", "mix %s validated beyond the documented limits, not played or printed: %s", p.Mixes[mi].ID, l)
		}
		playable[mi] = len(lim) == 0
	}
	var set *engine.Set
	if r.step("compile", func() (err error) { set, err = engine.Compile(p); return err }) && len(packLimits) == 0 {
		r.play(set, playable)
	}
	r.export(p, playable)
	return r.res
}

// runner runs the steps of one pack and collects their failures.
type runner struct {
	name string
	o    Options
	res  Result
}

func (r *runner) fail(step, format string, args ...any) {
	r.res.Failures = append(r.res.Failures, Failure{step, fmt.Sprintf(format, args...)})
}

// step runs fn, turning a panic, an error and an allocation over MaxAlloc
// into failures; it reports whether fn succeeded.
func (r *runner) step(name string, fn func() error) bool {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	err := catch(fn)
	runtime.ReadMemStats(&after)
	ok := err == nil
	if d := after.TotalAlloc - before.TotalAlloc; d > r.o.MaxAlloc {
		r.fail(name, "allocated %d MiB (limit %d MiB)", d>>20, r.o.MaxAlloc>>20)
		ok = false
	}
	if err != nil {
		r.fail(name, "%v", err)
	}
	return ok
}

// panicError is a panic caught in a step, with where it happened.
type panicError struct {
	value any
	where string
}

func (e *panicError) Error() string { return fmt.Sprintf("panic: %v\n%s", e.value, e.where) }

func catch(fn func() error) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &panicError{v, panicSite(debug.Stack())}
		}
	}()
	return fn()
}

// panicSite keeps the first frames of a stack below the panic: the
// function that panicked and its callers in tilesmith.
func panicSite(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") {
			lines = lines[i+2:]
			break
		}
	}
	var out []string
	for i := 0; i+1 < len(lines) && len(out) < 8; i += 2 {
		fn, at := strings.TrimSpace(lines[i]), strings.TrimSpace(lines[i+1])
		if strings.Contains(fn, "internal/proptest") {
			break
		}
		if j := strings.LastIndex(at, " +0x"); j > 0 {
			at = at[:j]
		}
		out = append(out, "\t"+fn+"\n\t\t"+at)
	}
	return strings.Join(out, "\n")
}
