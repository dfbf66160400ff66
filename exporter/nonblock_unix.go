//go:build unix

package exporter

import "syscall"

// openNonblock opens a file without waiting: a named pipe with no writer
// opens at once, and its type is then checked and refused.
const openNonblock = syscall.O_NONBLOCK
