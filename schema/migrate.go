package schema

import "strings"

// A pack property the format retires is migrated away as the file is
// read: the pack reads as if the file did not have it, with a warning
// saying why and that 'tilesmith fmt -w' (which writes only what the
// format holds) removes it. The format's version stays: a pack without
// the property was a valid pack of the same version before (a retired
// property is always one the format never required), so every build
// reads the packs of every other.

// retiredProperty is a property the pack format no longer has.
type retiredProperty struct {
	// pointer is where it stood, as a JSON pointer.
	pointer string
	// why says, for the warning, why the format dropped it.
	why string
}

// retired lists the properties the pack format has dropped, oldest first.
var retired = []retiredProperty{
	{"/rules/city/walls/shortPieces",
		"the rulebook's 2 short wall pieces go beside the gate when a normal piece does not fit there, a matter of building the wooden wall that changes no play (docs/the-city.md)"},
}

// migrate removes the retired properties from doc, the file's JSON value,
// warning at each: what the schema and the model read is then the pack as
// the format holds it.
func migrate(doc any, r *reporter) {
	for _, p := range retired {
		tokens := strings.Split(p.pointer[1:], "/")
		obj, ok := doc.(map[string]any)
		for _, tok := range tokens[:len(tokens)-1] {
			if !ok {
				break
			}
			obj, ok = obj[tok].(map[string]any)
		}
		last := tokens[len(tokens)-1]
		if !ok {
			continue
		}
		if _, has := obj[last]; !has {
			continue
		}
		delete(obj, last)
		r.add(SeverityWarning, r.src.Key(p.pointer), p.pointer,
			"%q is no longer part of the pack format: %s; it is ignored, and 'tilesmith fmt -w' removes it", last, p.why)
	}
}
