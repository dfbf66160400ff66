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
// types (Validate's schema check explains why). Decode does not run the
// schema or the lints: Check does all three.
func Decode(file string, data []byte) (*Pack, Diagnostics) {
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
		return nil, r.diags.Normalize()
	}
	src.doc = doc
	pack, err := decodeTyped(data)
	if err != nil {
		return nil, r.diags.Normalize()
	}
	pack.Source = src
	return pack, r.diags.Normalize()
}

// decodeTyped unmarshals a JSON text into the model.
func decodeTyped(data []byte) (*Pack, error) {
	var p Pack
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	return &p, nil
}

// Validate checks the pack against the embedded JSON Schema and reports
// every violation. A pack decoded from a file is checked as the file has it
// (so unknown properties are caught); a pack built or edited in code has no
// Source and is checked in its canonical encoding.
func Validate(p *Pack) Diagnostics {
	src := p.Source
	if src == nil || src.doc == nil {
		var err error
		if src, err = canonicalSource(p); err != nil {
			return Diagnostics{{Severity: SeverityError, Message: err.Error()}}
		}
	}
	r := &reporter{src: src}
	validateSchema(src.doc, r)
	return r.diags.Normalize()
}

// canonicalSource encodes a pack and parses the encoding back, so that
// diagnostics of a pack held in memory carry positions in that encoding.
func canonicalSource(p *Pack) (*Source, error) {
	data, err := Encode(p)
	if err != nil {
		return nil, err
	}
	name := p.ID + ".json"
	if p.Source != nil {
		name = p.Source.File
	}
	src := newSource(name, data)
	doc, _, err := parseJSON(data, src)
	if err != nil {
		return nil, fmt.Errorf("schema: canonical encoding does not parse: %w", err)
	}
	src.doc = doc
	return src, nil
}

// Check decodes, validates and lints a pack file: everything tilesmith
// knows to be wrong with it, sorted and de-duplicated. The pack is nil when
// the file cannot be decoded at all.
func Check(file string, data []byte) (*Pack, Diagnostics) {
	pack, diags := Decode(file, data)
	if pack == nil {
		if diags.HasErrors() {
			return nil, diags
		}
		// The JSON is well formed but does not fit the model's types: the
		// schema says exactly where.
		src := newSource(file, data)
		doc, _, _ := parseJSON(data, src)
		src.doc = doc
		r := &reporter{src: src}
		validateSchema(doc, r)
		if len(r.diags) == 0 {
			_, err := decodeTyped(data)
			r.errorf("", "the pack does not fit the model: %v", err)
		}
		return nil, append(diags, r.diags...).Normalize()
	}
	diags = append(diags, Validate(pack)...)
	diags = append(diags, Lint(pack)...)
	return pack, diags.Normalize()
}

func lastToken(ptr string) string {
	tok := ptr[len(parentPointer(ptr))+1:]
	return unescapeToken(tok)
}

func unescapeToken(s string) string {
	return string(bytes.ReplaceAll(bytes.ReplaceAll([]byte(s), []byte("~1"), []byte("/")), []byte("~0"), []byte("~")))
}
