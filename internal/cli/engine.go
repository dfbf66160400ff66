package cli

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/tilesmith/tilesmith/internal/fsutil"

	"github.com/tilesmith/tilesmith/engine"
)

// loadSet reads, checks and compiles a PACK argument, with the --with
// expansions played on it, for play.
func loadSet(arg string, with []string, stdout interface{ Write([]byte) (int, error) }) (*engine.Set, error) {
	refs, err := withRefs(with)
	if err != nil {
		return nil, err
	}
	return loadSetRef(packRef{arg: arg}, refs, stdout)
}

// loadSetRef reads, checks and compiles a pack with the expansions played
// on it for play.
func loadSetRef(ref packRef, with []packRef, stdout interface{ Write([]byte) (int, error) }) (*engine.Set, error) {
	c, err := checkCombination(ref, with)
	if err != nil {
		return nil, err
	}
	if c.pack == nil || c.diags.HasErrors() {
		fmt.Fprint(stdout, c.diags.String())
		return nil, c.notPlayable()
	}
	set, err := engine.Compile(c.pack)
	if err != nil {
		return nil, &exitError{code: ExitInvalid, err: err}
	}
	return set, nil
}

// maxRecordBytes caps a game record read from disk. A record of a
// 1000-tile game (schema.MaxMixTiles) with every option is under 200 KiB.
const maxRecordBytes = 16 << 20

// readRecordFile reads a game record named on the command line.
func readRecordFile(path string) ([]byte, error) {
	data, err := fsutil.ReadFileLimit(path, maxRecordBytes, "game record")
	if errors.Is(err, fsutil.ErrTooLarge) || errors.Is(err, fsutil.ErrNotRegular) {
		return nil, &exitError{code: ExitInvalid, err: err}
	}
	if err != nil {
		return nil, usageErrorf("cannot read %s: %v", path, readReason(err))
	}
	return data, nil
}

// readReason is why a file could not be opened, without the path the
// message already names.
func readReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
