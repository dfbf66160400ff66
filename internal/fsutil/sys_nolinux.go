//go:build !linux

package fsutil

import (
	"errors"
	"io/fs"
	"os"
)

// openAnonymous: files without a name (O_TMPFILE) are Linux only.
func openAnonymous(string, fs.FileMode) (*os.File, error) { return nil, errors.ErrUnsupported }

func linkAnonymous(*os.File, string) error { return errors.ErrUnsupported }
