package sim

import (
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// WrapWorkers makes Run wrap each worker it sets up (the n-th from 0) until
// restore is called.
func WrapWorkers(wrap func(w tally.Worker, n int) (tally.Worker, error)) (restore func()) {
	n := 0
	newWorker = func(s rulesets.SimSetup) (tally.Worker, error) {
		w, err := rulesets.NewSimWorker(s)
		if err != nil {
			return nil, err
		}
		n++
		return wrap(w, n-1)
	}
	return func() { newWorker = rulesets.NewSimWorker }
}
