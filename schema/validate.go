package schema

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// SchemaJSON is the JSON Schema of the pack format (draft 2020-12).
//
//go:embed pack.schema.json
var SchemaJSON []byte

// SchemaID is the schema's $id.
const SchemaID = "https://tilesmith.dev/schema/pack-1.schema.json"

// compiledSchema compiles the embedded schema once, and parses it as plain
// data too, so messages can quote descriptions and allowed values.
var compiledSchema = sync.OnceValues(func() (*jsonschema.Schema, any) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	data := withRulesets(SchemaJSON)
	if err := c.AddResource(SchemaID, bytes.NewReader(data)); err != nil {
		panic("schema: embedded pack.schema.json does not load: " + err.Error())
	}
	s, err := c.Compile(SchemaID)
	if err != nil {
		panic("schema: embedded pack.schema.json does not compile: " + err.Error())
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		panic("schema: embedded pack.schema.json is not JSON: " + err.Error())
	}
	return s, doc
})

// withRulesets is the schema document with the rulesets packs may name as
// registered (RulesetNames): the document lists the built-in ones, and a
// program may register more before the first pack is validated.
func withRulesets(doc []byte) []byte {
	var m map[string]any
	if err := json.Unmarshal(doc, &m); err != nil {
		return doc // the compiler says what is wrong with it
	}
	props, _ := m["properties"].(map[string]any)
	ruleset, _ := props["ruleset"].(map[string]any)
	if ruleset == nil {
		return doc
	}
	known, _ := ruleset["enum"].([]any)
	if len(known) == len(rulesets) {
		return doc
	}
	names := make([]any, 0, len(rulesets))
	for _, n := range RulesetNames() {
		names = append(names, n)
	}
	ruleset["enum"] = names
	out, err := json.Marshal(m)
	if err != nil {
		return doc
	}
	return out
}

// validateSchema checks a generic JSON value against the pack schema and
// reports every violation, one diagnostic each. It returns the pointers of
// the values it found wrong in themselves (of the wrong type, out of
// range, unknown), whose contents need no further report.
func validateSchema(doc any, r *reporter) map[string]bool {
	s, schemaDoc := compiledSchema()
	err := s.Validate(doc)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		r.errorf("", "the pack could not be checked against the schema: %v", err)
		return map[string]bool{"": true}
	}
	judged := map[string]bool{}
	all := leaves(ve, nil)
	if len(all) > maxViolations {
		// A file this wrong is not a pack with typos: say where the first
		// problems are (in a stable order) and how many more there are,
		// rather than spend time and memory describing each.
		slices.SortFunc(all, func(a, b *jsonschema.ValidationError) int {
			return strings.Compare(a.InstanceLocation, b.InstanceLocation)
		})
		r.errorf("", "%d more problems with the schema are not shown: correct the ones above first", len(all)-maxViolations)
		all = all[:maxViolations]
		judged[""] = true // and the numbers are not judged either
	}
	for _, leaf := range all {
		for _, ptr := range reportViolation(leaf, doc, schemaDoc, r) {
			judged[ptr] = true
		}
	}
	return judged
}

// maxViolations bounds the schema violations one check describes: far
// more than a real pack with mistakes has.
const maxViolations = 1000

// keyword returns the JSON Schema keyword a violation is about.
func keyword(ve *jsonschema.ValidationError) string {
	_, frag, _ := strings.Cut(ve.AbsoluteKeywordLocation, "#")
	return frag[strings.LastIndexByte(frag, '/')+1:]
}

func leaves(ve *jsonschema.ValidationError, out []*jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(ve.Causes) == 0 {
		return append(out, ve)
	}
	for _, c := range ve.Causes {
		out = leaves(c, out)
	}
	return out
}

// reportViolation turns one schema violation into a readable diagnostic.
// It returns the pointers of the values found wrong in themselves: the
// value itself, or the unknown properties; none for a complaint about a
// container (a required property missing, too many items).
func reportViolation(ve *jsonschema.ValidationError, doc, schemaDoc any, r *reporter) (judged []string) {
	ptr := ve.InstanceLocation
	value, _ := lookup(doc, ptr)
	_, frag, _ := strings.Cut(ve.AbsoluteKeywordLocation, "#")
	keyword := keyword(ve)
	node, _ := lookup(schemaDoc, parentPointer(frag))
	nodeMap, _ := node.(map[string]any)
	desc, _ := nodeMap["description"].(string)

	switch keyword {
	case "additionalProperties":
		obj, _ := value.(map[string]any)
		props, _ := nodeMap["properties"].(map[string]any)
		allowed := sortedKeys(props)
		for _, k := range sortedKeys(obj) {
			if _, ok := props[k]; ok {
				continue
			}
			judged = append(judged, ptr+"/"+escapeToken(k))
			msg := fmt.Sprintf("unknown property %q", k)
			if s := closest(k, allowed); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			} else {
				msg += fmt.Sprintf(" (allowed here: %s)", strings.Join(allowed, ", "))
			}
			r.keyErrorf(ptr+"/"+escapeToken(k), "%s", msg)
		}
		return judged
	case "required":
		obj, _ := value.(map[string]any)
		props, _ := nodeMap["properties"].(map[string]any)
		req, _ := nodeMap["required"].([]any)
		for _, k := range req {
			name, _ := k.(string)
			if _, ok := obj[name]; ok {
				continue
			}
			help := firstSentence(propertyDescription(props[name], schemaDoc))
			if help != "" {
				help = ": " + help
			}
			r.errorf(ptr, "missing required property %q%s", name, help)
		}
		return nil
	case "enum":
		allowed, _ := nodeMap["enum"].([]any)
		want := make([]string, len(allowed))
		for i, a := range allowed {
			want[i] = plain(a)
		}
		hint := ""
		if s, ok := value.(string); ok {
			if c := closest(s, want); c != "" {
				hint = fmt.Sprintf("did you mean %q? ", c)
			}
		}
		r.errorf(ptr, "unknown %s %s (%swant one of %s)", noun(ptr), show(value), hint, strings.Join(want, " "))
	case "const":
		if ptr == "/format" {
			r.errorf(ptr, "unsupported format %s: this tilesmith reads format %d packs", show(value), FormatVersion)
			return []string{ptr}
		}
		r.errorf(ptr, "%s must be %s, found %s", noun(ptr), show(nodeMap["const"]), show(value))
	case "type":
		r.errorf(ptr, "wrong type: want %s, found %s", typeWords(nodeMap["type"]), describeValue(value))
	case "pattern":
		r.errorf(ptr, "invalid %s %s: %s", noun(ptr), show(value), lowerFirst(firstSentence(desc)))
	case "minimum":
		r.errorf(ptr, "%s is too small: at least %s", show(value), plain(nodeMap[keyword]))
	case "maximum":
		r.errorf(ptr, "%s is too large: at most %s", show(value), plain(nodeMap[keyword]))
	case "minItems":
		r.errorf(ptr, "needs at least %s item(s), found %d", plain(nodeMap["minItems"]), lenOf(value))
		return nil
	case "maxItems":
		r.errorf(ptr, "has %d items: at most %s", lenOf(value), plain(nodeMap["maxItems"]))
		return nil
	case "minProperties":
		r.errorf(ptr, "needs at least %s entr(ies), found none", plain(nodeMap["minProperties"]))
		return nil
	case "minLength":
		r.errorf(ptr, "must not be empty")
	case "maxLength":
		text, _ := value.(string)
		r.errorf(ptr, "too long: at most %s characters, found %d", plain(nodeMap["maxLength"]), utf8.RuneCountInString(text))
	case "uniqueItems":
		r.errorf(ptr, "has repeated items (%s): list each value once", strings.TrimPrefix(ve.Message, "items at "))
		return nil
	default:
		r.errorf(ptr, "%s", ve.Message)
	}
	return []string{ptr}
}

// lookup resolves a JSON pointer in a generic JSON value.
func lookup(v any, ptr string) (any, bool) {
	if ptr == "" {
		return v, true
	}
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = unescapeToken(tok)
		switch c := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = c[tok]; !ok {
				return nil, false
			}
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			v = c[i]
		default:
			return nil, false
		}
	}
	return v, true
}

// propertyDescription returns a property schema's description, following
// a $ref when the property has none of its own.
func propertyDescription(prop, schemaDoc any) string {
	m, _ := prop.(map[string]any)
	if d, ok := m["description"].(string); ok {
		return d
	}
	if ref, ok := m["$ref"].(string); ok && strings.HasPrefix(ref, "#") {
		target, _ := lookup(schemaDoc, ref[1:])
		t, _ := target.(map[string]any)
		d, _ := t["description"].(string)
		return d
	}
	return ""
}

// firstSentence returns the first sentence of a description, without its
// full stop ("e.g." and "i.e." do not end a sentence).
func firstSentence(s string) string {
	from := 0
	for {
		i := strings.Index(s[from:], ". ")
		if i < 0 {
			return strings.TrimSuffix(s, ".")
		}
		end := from + i
		if strings.HasSuffix(s[:end], "e.g") || strings.HasSuffix(s[:end], "i.e") {
			from = end + 2
			continue
		}
		return s[:end]
	}
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// noun names what a pointer points at: its last property name, singular
// when the value is an item of a list ("/tiles/0/features/1/ports/0" is a
// "port").
func noun(ptr string) string {
	toks := strings.Split(ptr, "/")
	for i := len(toks) - 1; i > 0; i-- {
		if _, err := strconv.Atoi(toks[i]); err == nil {
			continue
		}
		word := toks[i]
		if i < len(toks)-1 {
			word = strings.TrimSuffix(word, "s")
		}
		return word
	}
	return "value"
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// plain formats a JSON value without quotes (for lists of allowed values).
func plain(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return show(v)
}

// show formats a JSON value as JSON, shortened when long.
func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 40 {
		return string(b[:37]) + "..."
	}
	return string(b)
}

func describeValue(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean " + show(v)
	case json.Number, float64:
		return "number " + show(v)
	case string:
		return "string " + show(v)
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

func typeWords(t any) string {
	switch t := t.(type) {
	case string:
		return map[string]string{"object": "an object", "array": "an array", "integer": "a whole number",
			"number": "a number", "string": "a string", "boolean": "true or false"}[t]
	case []any:
		words := make([]string, len(t))
		for i, w := range t {
			words[i] = typeWords(w)
		}
		return strings.Join(words, " or ")
	}
	return fmt.Sprint(t)
}

func lenOf(v any) int {
	if a, ok := v.([]any); ok {
		return len(a)
	}
	return 0
}
