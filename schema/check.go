package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Decode reads a pack file, keeping the line and column of every JSON value
// in the returned pack's Source. It reports syntax errors and duplicate keys;
// the pack is nil when the file is not JSON or does not fit the model's
// types (Validate's schema check explains why), or is larger than
// MaxPackBytes. Decode does not run the schema or the lints: Check does
// all three.
func Decode(file string, data []byte) (*Pack, Diagnostics) {
	p, _, diags := decode(file, data)
	return p, diags
}

// decode is Decode that also returns the parsed source (nil when the file
// is not JSON), so Check can validate a file the model cannot hold without
// parsing it again.
func decode(file string, data []byte) (*Pack, *Source, Diagnostics) {
	if len(data) > MaxPackBytes {
		// Refused before anything is indexed: a file past the limit costs
		// nothing but this message.
		r := &reporter{src: &Source{File: file}}
		r.add(SeverityError, Position{Line: 1, Col: 1}, "", "the file holds %s: a pack may hold at most %d MiB; split it into several packs",
			byteSize(len(data)), MaxPackBytes>>20)
		return nil, nil, r.diags
	}
	src := newSource(file, data)
	r := &reporter{src: src}
	doc, dupes, err := parseJSON(data, src)
	for _, d := range dupes {
		first := src.At(d.first)
		r.add(SeverityError, src.At(d.then), d.pointer, "property %q is given twice (first at line %d, column %d): keep one",
			lastToken(d.pointer), first.Line, first.Col)
	}
	var se *syntaxError
	if errors.As(err, &se) {
		r.add(SeverityError, src.At(se.offset), "", "invalid JSON: %s", se.msg)
		return nil, nil, r.diags.Normalize()
	}
	var le *limitError
	if errors.As(err, &le) {
		r.add(SeverityError, src.At(le.offset), "", "%s", le.msg)
		return nil, nil, r.diags.Normalize()
	}
	migrate(doc, r)
	src.doc = doc
	pack, err := decodeTyped(data)
	if err != nil {
		return nil, src, r.diags.Normalize()
	}
	pack.Source = src
	return pack, src, r.diags.Normalize()
}

// utf8BOM is the byte-order mark some editors put at the start of a file.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// decodeTyped unmarshals a JSON text into the model. A byte-order mark is
// skipped, as parseJSON does.
func decodeTyped(data []byte) (*Pack, error) {
	var p Pack
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, utf8BOM)))
	if err := dec.Decode(&p); err != nil {
		return nil, err
	}
	return &p, nil
}

// Validate checks the pack against the embedded JSON Schema and reports
// every violation. A pack decoded from a file is checked as the file has it
// (so unknown properties are caught); a pack built or edited in code has no
// Source and is checked in its canonical encoding.
func Validate(p *Pack) Diagnostics {
	src, diags := sourceOf(p)
	if src == nil {
		return diags
	}
	return validateSource(src)
}

func validateSource(src *Source) Diagnostics {
	r := &reporter{src: src}
	judged := validateSchema(src.doc, r)
	checkNumbers(src.doc, judged, r)
	return r.diags.Normalize()
}

// sourceOf returns the source a pack's diagnostics point into: the file it
// was decoded from, or else its canonical encoding.
func sourceOf(p *Pack) (*Source, Diagnostics) {
	if p.Source != nil && p.Source.doc != nil {
		return p.Source, nil
	}
	data, err := Encode(p)
	if err != nil {
		return nil, Diagnostics{{Severity: SeverityError, Message: err.Error()}}
	}
	return sourceOfEncoding(p, data)
}

// sourceOfEncoding is sourceOf for a pack whose canonical encoding the
// caller has already (Encode's data).
func sourceOfEncoding(p *Pack, data []byte) (*Source, Diagnostics) {
	name := p.ID + ".json"
	if p.Source != nil {
		name = p.Source.File
	}
	src := newSource(name, data)
	doc, _, err := parseJSON(data, src)
	if err != nil {
		return nil, Diagnostics{{Severity: SeverityError, Message: "canonical encoding does not parse: " + err.Error()}}
	}
	src.doc = doc
	return src, nil
}

// Check decodes, validates and lints a pack file: everything tilesmith
// knows to be wrong with it, sorted and de-duplicated. The pack is nil when
// the file cannot be decoded at all.
func Check(file string, data []byte) (*Pack, Diagnostics) {
	pack, src, diags := decode(file, data)
	if pack == nil {
		if src == nil {
			return nil, diags // not JSON: the syntax error says where
		}
		// The JSON is well formed but does not fit the model's types: the
		// schema says exactly where.
		schemaDiags := validateSource(src)
		if len(schemaDiags) == 0 {
			_, err := decodeTyped(data)
			schemaDiags = unreadable(src, err)
		}
		return nil, append(diags, schemaDiags...).Normalize()
	}
	return pack, append(diags, checkSource(pack, src)...).Normalize()
}

// CheckPack validates and lints a pack held in memory (the editor's
// document after an edit), encoding it once for both. Diagnostics point
// into its canonical encoding unless it still carries the Source of the
// file it was decoded from.
func CheckPack(p *Pack) Diagnostics {
	src, diags := sourceOf(p)
	if src == nil {
		return diags
	}
	return checkSource(p, src)
}

// CheckEncoded is CheckPack for a pack whose canonical encoding the
// caller has already made with Encode (the editor keeps it for its undo
// history): the pack is not encoded a second time.
func CheckEncoded(p *Pack, data []byte) Diagnostics {
	src, diags := sourceOfEncoding(p, data)
	if src == nil {
		return diags
	}
	return checkSource(p, src)
}

func checkSource(p *Pack, src *Source) Diagnostics {
	return append(validateSource(src), lintSource(p, src)...).Normalize()
}

func lastToken(ptr string) string {
	tok := ptr[len(parentPointer(ptr))+1:]
	return unescapeToken(tok)
}

func unescapeToken(s string) string {
	return string(bytes.ReplaceAll(bytes.ReplaceAll([]byte(s), []byte("~1"), []byte("/")), []byte("~0"), []byte("~")))
}

// unreadable explains a file the schema accepts but the model cannot
// hold. The schema and checkNumbers are meant to catch every such file
// first, so this is a safety net: it points at the value and says what it
// is, in the words of the file rather than of Go.
func unreadable(src *Source, err error) Diagnostics {
	r := &reporter{src: src}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		r.add(SeverityError, src.valueBefore(int(te.Offset)+len(src.data)-len(bytes.TrimPrefix(src.data, utf8BOM))), "", "%s here cannot be read as the pack format's value: correct it (and please report this file to the tilesmith developers: validation should have said more)", te.Value)
		return r.diags
	}
	r.add(SeverityError, Position{Line: 1, Col: 1}, "", "the pack cannot be read (please report this file to the tilesmith developers: validation should have said more)")
	return r.diags
}

// byteSize formats a file size for a message.
func byteSize(n int) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}
