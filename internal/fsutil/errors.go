package fsutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// Kinds of refusal, for errors.Is: every refusal is an *Error whose Kind
// is one of these, and it means nothing was written.
var (
	// ErrReadOnly: the file lacks its owner's write permission and the
	// write was not forced.
	ErrReadOnly = errors.New("file is read-only")
	// ErrIsInput: the output names a file the command reads.
	ErrIsInput = errors.New("output is an input")
	// ErrNotEmpty: a folder that must be new or empty holds files.
	ErrNotEmpty = errors.New("folder is not empty")
	// ErrNotFile: the path names a folder, device or other non-file where
	// a file is written, or a file where a folder is written.
	ErrNotFile = errors.New("not a regular file or folder")
	// ErrLink: an entry of a folder being written into is a symbolic
	// link, or the file named is one and WriteOptions.NoFollow is set. A
	// link is not a regular file, so errors.Is(err, ErrNotFile) holds too.
	ErrLink = fmt.Errorf("symbolic link not followed: %w", ErrNotFile)
	// ErrHardLink: the file has other names (hard links), which a rewrite
	// would leave with the old content, and the write was not forced.
	ErrHardLink = errors.New("file has other names (hard links)")
	// ErrOwner: the new file could not be given the old one's owner or
	// group.
	ErrOwner = errors.New("owner cannot be kept")
)

// IsRefusal reports whether err is a refusal (an *Error with a Kind): the
// user has to change something (another path, --force, a permission) and
// nothing was written. Anything else (a full disk) is a failure of the
// machine. Use it rather than listing the kinds, so a kind added here is
// sorted right.
func IsRefusal(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind != nil
}

// Error is a failure of a write, worded for the person who ran the
// command. Path is the file or folder as the caller named it; Kind is one
// of the Err* values above or nil; Err is the system's cause, or nil.
type Error struct {
	Path string
	Kind error
	Err  error
	msg  string
}

func (e *Error) Error() string { return e.msg }

// Unwrap gives both the kind and the cause to errors.Is and errors.As.
func (e *Error) Unwrap() []error {
	var errs []error
	if e.Kind != nil {
		errs = append(errs, e.Kind)
	}
	if e.Err != nil {
		errs = append(errs, e.Err)
	}
	return errs
}

// refusal is an *Error of the given kind; the message should end by
// saying that nothing was written.
func refusal(path string, kind error, format string, args ...any) error {
	return &Error{Path: path, Kind: kind, msg: fmt.Sprintf(format, args...)}
}

// failure is an *Error for a system error: "cannot write pack.json: no
// space left on device; <after>". The cause is stripped of the temporary
// file's name, which would only confuse, but stays in the chain.
func failure(path, doing string, err error, after string) error {
	cause := systemCause(err)
	msg := fmt.Sprintf("cannot %s %s: %v", doing, path, cause)
	if after != "" {
		msg += "; " + after
	}
	return &Error{Path: path, Err: cause, msg: msg}
}

// systemCause strips *fs.PathError, *os.LinkError and *os.SyscallError
// wrappers, whose file names are our temporary ones, down to the errno.
func systemCause(err error) error {
	for {
		switch e := err.(type) {
		case *fs.PathError:
			err = e.Err
		case *os.LinkError:
			err = e.Err
		case *os.SyscallError:
			err = e.Err
		default:
			return err
		}
	}
}
