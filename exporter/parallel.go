package exporter

import (
	"cmp"
	"context"
	"fmt"
	"runtime"
	"sync"
)

// forEach runs work(i) for i in [0, n) on workers goroutines (0: one per
// CPU). progress, when not nil, hears after each item (one call at a
// time). It stops handing out items when ctx ends, and returns the
// context's error or the first error of work, by index.
func forEach(ctx context.Context, n, workers int, progress func(done, total int), work func(i int) error) error {
	errs := make([]error, n)
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	for range min(cmp.Or(workers, runtime.GOMAXPROCS(0)), max(n, 1)) {
		wg.Go(func() {
			for i := range next {
				errs[i] = work(i)
				if progress != nil {
					mu.Lock()
					done++
					progress(done, n)
					mu.Unlock()
				}
			}
		})
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("drawing tiles: %w", err)
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
