package cli

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/tilesmith/tilesmith/internal/fsutil"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// loadSet reads, checks and compiles a PACK argument for play.
func loadSet(arg string, stdout interface{ Write([]byte) (int, error) }) (*engine.Set, error) {
	return loadSetRef(packRef{arg: arg}, stdout)
}

// loadSetRef reads, checks and compiles a pack for play.
func loadSetRef(ref packRef, stdout interface{ Write([]byte) (int, error) }) (*engine.Set, error) {
	src, p, diags, err := checkPackRef(ref)
	if err != nil {
		return nil, err
	}
	if p == nil || diags.HasErrors() {
		fmt.Fprint(stdout, diags.String())
		return nil, &exitError{code: ExitInvalid, err: fmt.Errorf("%s has errors (listed above); fix them before playing it", src.name)}
	}
	set, err := engine.Compile(p)
	if err != nil {
		return nil, &exitError{code: ExitInvalid, err: err}
	}
	return set, nil
}

// lookupRuleset finds the engine ruleset of a compiled set.
func lookupRuleset(set *engine.Set) (engine.Ruleset, error) {
	rs, err := rulesets.Lookup(set.Ruleset.Name)
	if err != nil {
		return nil, &exitError{code: ExitInvalid, err: err}
	}
	return rs, nil
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
