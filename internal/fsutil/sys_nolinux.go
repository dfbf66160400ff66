//go:build !linux

package fsutil

import (
	"errors"
	"os"
)

// openAnonymous: files without a name (O_TMPFILE) are Linux only.
func openAnonymous(string) (*os.File, error) { return nil, errors.ErrUnsupported }

func linkAnonymous(*os.File, string) error { return errors.ErrUnsupported }
