package cli

import (
	"fmt"
	"os"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// loadSet reads, checks and compiles a PACK argument for play.
func loadSet(arg string, stdout interface{ Write([]byte) (int, error) }) (*engine.Set, error) {
	src, p, diags, err := checkPack(arg)
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

// readFile reads a file named on the command line.
func readFile(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, usageErrorf("cannot read %s: %v", path, err)
	}
	return data, nil
}
