package fsutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Input is a file a command reads, with the role it plays there, for
// messages: "the pack being rendered", "the record being replayed".
type Input struct {
	Path string // as the user named it
	Role string // "" reads as "an input of this command"
}

func (in Input) role() string {
	if in.Role == "" {
		return "an input of this command"
	}
	return in.Role
}

// CheckNotInput refuses an output that names the same file as one of the
// inputs, so that a command never destroys what it reads: the same path,
// a symbolic link to it, or a hard link of it. flag is how the output was
// named on the command line ("--out", "-o"; "" for an argument) and goes
// into the message:
//
//	--out pack.json is the pack being rendered: choose another file; nothing was written
//
// An output that does not exist yet is fine, and so is an input that
// cannot be found (a built-in pack's id, say). Call it before writing.
func CheckNotInput(flag, out string, inputs ...Input) error {
	outInfo, err := os.Stat(out)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return failure(withFlag(flag, out), "check", err, "nothing was written")
	}
	for _, in := range inputs {
		inInfo, err := os.Stat(in.Path)
		if err != nil || !os.SameFile(outInfo, inInfo) {
			continue
		}
		return inputRefusal(withFlag(flag, out), out, in)
	}
	return nil
}

// inputRefusal words a refusal to overwrite in: "<label> is <role>" when
// the paths are spelled alike, "<label> is the same file as <path>,
// <role>" when a link makes them one.
func inputRefusal(label, out string, in Input) error {
	if filepath.Clean(out) == filepath.Clean(in.Path) {
		return refusal(out, ErrIsInput, "%s is %s: choose another file; nothing was written", label, in.role())
	}
	return refusal(out, ErrIsInput, "%s is the same file as %s, %s: choose another file; nothing was written",
		label, in.Path, in.role())
}

// withFlag is "--out x" for flag "--out", or x alone.
func withFlag(flag, path string) string {
	if flag == "" {
		return path
	}
	return flag + " " + path
}
