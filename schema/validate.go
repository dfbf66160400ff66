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
	if err := c.AddResource(SchemaID, bytes.NewReader(SchemaJSON)); err != nil {
		panic("schema: embedded pack.schema.json does not load: " + err.Error())
	}
	s, err := c.Compile(SchemaID)
	if err != nil {
		panic("schema: embedded pack.schema.json does not compile: " + err.Error())
	}
	var doc any
	if err := json.Unmarshal(SchemaJSON, &doc); err != nil {
		panic("schema: embedded pack.schema.json is not JSON: " + err.Error())
	}
	return s, doc
})

// validateSchema checks a generic JSON value against the pack schema and
// reports every violation, one diagnostic each.
func validateSchema(doc any, r *reporter) {
	s, schemaDoc := compiledSchema()
	err := s.Validate(doc)
	if err == nil {
		return
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		r.errorf("", "the pack could not be checked against the schema: %v", err)
		return
	}
	for _, leaf := range leaves(ve, nil) {
		reportViolation(leaf, doc, schemaDoc, r)
	}
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
func reportViolation(ve *jsonschema.ValidationError, doc, schemaDoc any, r *reporter) {
	ptr := ve.InstanceLocation
	value, _ := lookup(doc, ptr)
	_, frag, _ := strings.Cut(ve.AbsoluteKeywordLocation, "#")
	keyword := frag[strings.LastIndexByte(frag, '/')+1:]
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
			msg := fmt.Sprintf("unknown property %q", k)
			if s := closest(k, allowed); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			} else {
				msg += fmt.Sprintf(" (allowed here: %s)", strings.Join(allowed, ", "))
			}
			r.keyErrorf(ptr+"/"+escapeToken(k), "%s", msg)
		}
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
			return
		}
		r.errorf(ptr, "%s must be %s, found %s", noun(ptr), show(nodeMap["const"]), show(value))
	case "type":
		r.errorf(ptr, "wrong type: want %s, found %s", typeWords(nodeMap["type"]), describeValue(value))
	case "pattern":
		r.errorf(ptr, "invalid %s %s: %s", noun(ptr), show(value), lowerFirst(firstSentence(desc)))
	case "minimum", "maximum":
		bound := plain(nodeMap[keyword])
		word := map[string]string{"minimum": "at least", "maximum": "at most"}[keyword]
		r.errorf(ptr, "%s is out of range: want %s %s", show(value), word, bound)
	case "minItems":
		r.errorf(ptr, "needs at least %s item(s), found %d", plain(nodeMap["minItems"]), lenOf(value))
	case "minProperties":
		r.errorf(ptr, "needs at least %s entr(ies), found none", plain(nodeMap["minProperties"]))
	case "minLength":
		r.errorf(ptr, "must not be empty")
	case "maxLength":
		r.errorf(ptr, "too long: at most %s characters, found %d", plain(nodeMap["maxLength"]), len([]rune(fmt.Sprint(value))))
	case "uniqueItems":
		r.errorf(ptr, "has repeated items (%s): list each value once", strings.TrimPrefix(ve.Message, "items at "))
	default:
		r.errorf(ptr, "%s", ve.Message)
	}
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

// closest returns the candidate nearest to word by edit distance, if it is
// near enough to be a likely typo and no other candidate is as near: an
// ambiguous guess ("NX": N, NL or NR?) helps nobody.
func closest(word string, candidates []string) string {
	best, bestD, tie := "", len(word)/2+2, false
	for _, c := range candidates {
		d := editDistance(strings.ToLower(word), strings.ToLower(c))
		switch {
		case d < bestD:
			best, bestD, tie = c, d, false
		case d == bestD && best != "":
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = slices.Min([]int{prev[j] + 1, cur[j-1] + 1, prev[j-1] + cost})
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
