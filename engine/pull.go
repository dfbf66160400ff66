package engine

import "fmt"

// Pull turns a push sequence into next and stop, as iter.Pull does, but
// runs the sequence on a goroutine of its own that hands each value over a
// channel. iter.Pull's coroutines must be resumed in the thread-locking
// state they were made in, and a GUI toolkit's main thread is locked (the
// editor died with "coro: OS thread locking must match locking at
// coroutine creation" when a match made on one goroutine was answered on
// the main one); channels have no such rule. A panic of the sequence is
// raised again in the caller of next. Like iter.Pull's, next and stop are
// not safe for concurrent use.
func Pull[V any](seq func(yield func(V) bool)) (next func() (V, bool), stop func()) {
	type step struct {
		v       V
		panics  any
		paniced bool
	}
	out := make(chan step)
	resume := make(chan bool)
	started, done := false, false
	run := func() {
		defer close(out)
		defer func() {
			if p := recover(); p != nil {
				out <- step{panics: p, paniced: true}
			}
		}()
		if !<-resume {
			return
		}
		stopped := false
		seq(func(v V) bool {
			if stopped {
				return false
			}
			out <- step{v: v}
			stopped = !<-resume
			return !stopped
		})
	}
	next = func() (V, bool) {
		var zero V
		if done {
			return zero, false
		}
		if !started {
			started = true
			go run()
		}
		resume <- true
		s, ok := <-out
		switch {
		case !ok:
			done = true
			return zero, false
		case s.paniced:
			done = true
			for range out {
			}
			panic(fmt.Sprint(s.panics))
		}
		return s.v, true
	}
	stop = func() {
		if done {
			return
		}
		done = true
		if !started {
			return
		}
		resume <- false
		for s := range out {
			if s.paniced {
				panic(fmt.Sprint(s.panics))
			}
		}
	}
	return next, stop
}
