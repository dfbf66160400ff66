package schema

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoSuchMix is the error of a mix id a pack does not have.
var ErrNoSuchMix = errors.New("no such mix")

// Mix returns the pack's mix of that id, or an error (wrapping
// ErrNoSuchMix) that names the pack's mixes and, when the id differs from
// one only in case or by a typo, the one that was meant: mix ids are
// case-sensitive.
func (p *Pack) Mix(id string) (*Mix, error) {
	for i := range p.Mixes {
		if p.Mixes[i].ID == id {
			return &p.Mixes[i], nil
		}
	}
	return nil, NoMixError(p, id)
}

// NoMixError says that pack p has no mix id, in words: the mixes it has,
// and the one most likely meant.
func NoMixError(p *Pack, id string) error {
	ids := make([]string, len(p.Mixes))
	for i, m := range p.Mixes {
		ids[i] = m.ID
	}
	if len(ids) == 0 {
		return noMixError(fmt.Sprintf("pack %s has no mixes, so no mix %q", p.ID, id))
	}
	hint := ""
	for _, m := range ids {
		if strings.EqualFold(m, id) {
			hint = fmt.Sprintf(": mix ids are case-sensitive, did you mean %q?", m)
			break
		}
	}
	if hint == "" {
		if guess := closest(id, ids); guess != "" {
			hint = fmt.Sprintf(": did you mean %q?", guess)
		}
	}
	return noMixError(fmt.Sprintf("pack %s has no mix %q%s (its mixes: %s)", p.ID, id, hint, strings.Join(ids, ", ")))
}

// noMixError is a message that is ErrNoSuchMix to errors.Is.
type noMixError string

func (e noMixError) Error() string        { return string(e) }
func (e noMixError) Is(target error) bool { return target == ErrNoSuchMix }
