package cli

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

// withHelp is the help of every --with flag.
const withHelp = "expansion pack file or built-in id to play on the pack (repeatable; see docs/pack-format.md, Expansions)"

// addWithFlag registers --with on cmd.
func addWithFlag(cmd *cobra.Command, with *[]string) {
	cmd.Flags().StringArrayVar(with, "with", nil, withHelp)
}

// withRefs are the --with arguments as pack references, refusing one
// given twice.
func withRefs(with []string) ([]packRef, error) {
	refs := make([]packRef, 0, len(with))
	seen := map[string]bool{}
	for _, w := range with {
		if seen[w] {
			return nil, usageErrorf("--with %s is given twice: an expansion is played once", w)
		}
		seen[w] = true
		refs = append(refs, packRef{arg: w})
	}
	return refs, nil
}

// combination is a pack checked with the expansions played on it.
type combination struct {
	// name is the base's file, with " + " and each expansion's file.
	name string
	// base is the base pack as read, nil when it cannot be read.
	base *schema.Pack
	// pack is what is played: the base alone, or the combination; nil
	// when a pack cannot be read or the packs do not combine.
	pack *schema.Pack
	// diags are every pack's problems, and the combination's.
	diags schema.Diagnostics
	// sources are the base's then each expansion's file; expansions are
	// the expansions as read (those that could be).
	sources    []source
	expansions []*schema.Pack
}

// checkCombination reads and checks a base pack and the expansions given
// with it, and combines them (schema.Combine), checking that the
// combination plays. A base that is an expansion itself is refused even
// alone: it cannot be played without a base.
func checkCombination(base packRef, with []packRef) (combination, error) {
	src, p, diags, err := checkPackRef(base)
	if err != nil {
		return combination{}, err
	}
	c := combination{name: src.name, base: p, pack: p, diags: diags, sources: []source{src}}
	if len(with) == 0 && (p == nil || !p.Expansion) {
		return c, nil
	}
	names := []string{src.name}
	var exps []*schema.Pack
	readable := p != nil
	for _, ref := range with {
		esrc, e, ediags, err := checkPackRef(ref)
		if err != nil {
			return combination{}, err
		}
		names = append(names, esrc.name)
		c.sources = append(c.sources, esrc)
		c.diags = append(c.diags, ediags...)
		if e == nil {
			readable = false
			continue
		}
		exps = append(exps, e)
	}
	c.expansions = exps
	c.name = strings.Join(names, " + ")
	c.pack = nil
	if !readable || c.diags.HasErrors() {
		// Each pack's own errors first: combining broken packs would
		// only repeat them.
		return c, nil
	}
	combined, cdiags := schema.Combine(p, exps...)
	c.diags = append(c.diags, cdiags...)
	if combined == nil {
		c.diags = c.diags.Normalize()
		return c, nil
	}
	// Whatever the engine finds in the combination is told at the base's
	// values: the combination's mixes are the base's, in its order.
	for _, d := range playable(combined) {
		pos := p.Source.Value(d.Pointer)
		d.File, d.Line, d.Col = src.name, pos.Line, pos.Col
		d.Message = "with " + strings.Join(names[1:], ", ") + ": " + d.Message
		c.diags = append(c.diags, d)
	}
	c.diags = c.diags.Normalize()
	c.pack = combined
	return c, nil
}

// checkPackAlone checks a pack with the expansions played on it, or, with
// none, on its own: an expansion alone is checked as a pack, not refused
// for lacking a base (validate, info).
func checkPackAlone(ref packRef, with []packRef) (combination, error) {
	if len(with) > 0 {
		return checkCombination(ref, with)
	}
	src, p, diags, err := checkPackRef(ref)
	return combination{name: src.name, base: p, pack: p, diags: diags, sources: []source{src}}, err
}

// notPlayable explains why a combination cannot be played.
func (c combination) notPlayable() error {
	return &exitError{code: ExitInvalid, err: fmt.Errorf("%s has errors (listed above); fix them before playing it", c.name)}
}

// artwork is the folder the combination's tile artwork is read from: the
// base pack's (nil for a built-in base, whose tiles have none). An
// expansion with artwork must lie in that same folder, since the renderer
// reads one: its artwork elsewhere is refused rather than drawn wrongly.
func (c combination) artwork() (fs.FS, error) {
	baseDir := ""
	if !c.sources[0].builtin {
		baseDir = filepath.Dir(c.sources[0].name)
	}
	for i, e := range c.expansions {
		src := c.sources[i+1]
		hasArt := false
		for _, t := range e.Tiles {
			hasArt = hasArt || t.Art != ""
		}
		if !hasArt {
			continue
		}
		if src.builtin || baseDir == "" || !sameDir(filepath.Dir(src.name), baseDir) {
			return nil, &exitError{code: ExitInvalid, err: fmt.Errorf("%s has tile artwork in another folder than the base pack %s: put the two packs in one folder to draw them together", src.name, c.sources[0].name)}
		}
	}
	if baseDir == "" {
		return nil, nil
	}
	return exporter.ArtFolder(baseDir), nil
}

// sameDir reports whether two folder names name the same folder.
func sameDir(a, b string) bool {
	absA, err1 := filepath.Abs(a)
	absB, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && absA == absB
}

// inputs are the files drawing the combination reads: every pack file
// and its tiles' artwork, which an --out must not overwrite.
func (c combination) inputs(arg string, with []string, role string) []fsutil.Input {
	in := packInputs(arg, c.base, role)
	for i, e := range c.expansions {
		if i < len(with) {
			in = append(in, packInputs(with[i], e, "an expansion of "+role)...)
		}
	}
	return in
}
