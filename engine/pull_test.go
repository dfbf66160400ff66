package engine

import (
	"runtime"
	"slices"
	"testing"
)

// count yields 0, 1, 2, ... n-1 and records whether it ran to its end.
func count(n int, ended *bool) func(yield func(int) bool) {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
		}
		*ended = true
	}
}

// TestPull: pull hands the sequence's values out one at a time, stops it
// on stop (its yield then says false), and raises its panic in next.
func TestPull(t *testing.T) {
	t.Run("to the end", func(t *testing.T) {
		ended := false
		next, stop := Pull(count(3, &ended))
		defer stop()
		var got []int
		for v, ok := next(); ok; v, ok = next() {
			got = append(got, v)
		}
		if !slices.Equal(got, []int{0, 1, 2}) || !ended {
			t.Errorf("got %v, ended %v", got, ended)
		}
		if _, ok := next(); ok {
			t.Error("next after the end gave a value")
		}
	})
	t.Run("stopped midway", func(t *testing.T) {
		ended := false
		next, stop := Pull(count(5, &ended))
		next()
		next()
		stop()
		stop() // twice is fine
		if ended {
			t.Error("the sequence ran on after stop")
		}
		if _, ok := next(); ok {
			t.Error("next after stop gave a value")
		}
	})
	t.Run("stopped before it started", func(t *testing.T) {
		ended := false
		_, stop := Pull(count(5, &ended))
		stop()
		if ended {
			t.Error("the sequence ran")
		}
	})
	t.Run("a panic reaches next", func(t *testing.T) {
		next, stop := Pull(func(yield func(int) bool) { yield(1); panic("boom") })
		defer stop()
		next()
		defer func() {
			if p := recover(); p != "boom" {
				t.Errorf("recovered %v, want boom", p)
			}
		}()
		next()
		t.Error("no panic")
	})
	t.Run("answered from a locked thread", func(t *testing.T) {
		// The editor's main thread is locked (the GUI toolkit's); a match
		// made elsewhere must still be answerable there.
		ended := false
		next, stop := Pull(count(3, &ended))
		defer stop()
		next()
		done := make(chan bool)
		go func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			next()
			next()
			_, ok := next()
			done <- !ok
		}()
		if !<-done || !ended {
			t.Error("the sequence did not end when answered from a locked thread")
		}
	})
}
