//go:build !unix

package exporter

// openNonblock is 0 where the system has no O_NONBLOCK: named pipes are
// refused by their type before they are opened.
const openNonblock = 0
