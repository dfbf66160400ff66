//go:build !unix

package main

import "os/exec"

// killGroupOnCancel leaves cmd's cancellation as it is: the tests under
// Xvfb run on Unix only.
func killGroupOnCancel(cmd *exec.Cmd) {}
