package editor

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The pack's rule parameters as a form: every leaf of the pack's rule
// blocks is a field named by its JSON path ("classic.houseRules.handSize").
// Numbers, switches and words are edited as such; lists and optional
// blocks as JSON text. A scoring slot shows the rates its ruleset reads
// (the model's "rates" tag), not every rate of the shared Points type.

// FieldType is how a rule field is edited.
type FieldType int

const (
	FieldInt FieldType = iota
	FieldBool
	FieldString
	FieldJSON // lists, maps and optional blocks
)

// RuleField is one editable rule parameter.
type RuleField struct {
	Path  string
	Type  FieldType
	Value string // as the form shows it: "3", "true", "per-colour", `[1,2]`
}

// RuleFields lists the parameters of the rule blocks the pack has, in
// declaration order. In a scoring slot only the rates the slot's ruleset
// reads are listed, and any other rate the pack sets anyway (so that it
// can be seen and cleared).
func RuleFields(p *schema.Pack) []RuleField {
	var out []RuleField
	rules := reflect.ValueOf(&p.Rules).Elem()
	for i := range rules.NumField() {
		block := rules.Field(i)
		if block.IsNil() {
			continue
		}
		out = appendFields(out, jsonName(rules.Type().Field(i)), block.Elem(), nil)
	}
	return out
}

// appendFields lists the leaves of struct v. rates, when not nil, are the
// only zero-valued leaves to list: those of a scoring slot's Points.
func appendFields(out []RuleField, path string, v reflect.Value, rates []string) []RuleField {
	for i := range v.NumField() {
		f := v.Type().Field(i)
		name := jsonName(f)
		if name == "" {
			continue
		}
		fv, fp := v.Field(i), path+"."+name
		switch {
		case fv.Kind() == reflect.Struct:
			inner := rates
			if tag, ok := f.Tag.Lookup("rates"); ok {
				inner = strings.Split(tag, ",")
			}
			out = appendFields(out, fp, fv, inner)
		case rates != nil && fv.IsZero() && !slices.Contains(rates, name):
			// another ruleset's rate, unset
		default:
			out = append(out, RuleField{Path: fp, Type: fieldType(fv.Type()), Value: formatField(fv)})
		}
	}
	return out
}

// jsonName returns the JSON name of a struct field ("" for none).
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "-" {
		return ""
	}
	return name
}

func fieldType(t reflect.Type) FieldType {
	switch t.Kind() {
	case reflect.Int:
		return FieldInt
	case reflect.Bool:
		return FieldBool
	case reflect.String:
		return FieldString
	}
	return FieldJSON
}

func formatField(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Int:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.String:
		return v.String()
	case reflect.Pointer, reflect.Slice, reflect.Map:
		if v.IsNil() {
			return ""
		}
	}
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return ""
	}
	return string(data)
}

// SetRule sets one rule parameter from the form's text. Empty JSON text
// removes an optional block or list.
type SetRule struct{ Path, Value string }

func (c SetRule) Label() string { return fmt.Sprintf("set %s to %q", c.Path, c.Value) }

func (c SetRule) Apply(p *schema.Pack) error {
	v := reflect.ValueOf(&p.Rules).Elem()
	names := strings.Split(c.Path, ".")
	for i, name := range names {
		if v.Kind() != reflect.Struct {
			return fmt.Errorf("%s is not a rule parameter", c.Path)
		}
		next, ok := fieldByJSON(v, name)
		if !ok {
			return fmt.Errorf("%s is not a rule parameter", c.Path)
		}
		v = next
		if v.Kind() == reflect.Pointer && i < len(names)-1 {
			if v.IsNil() {
				return fmt.Errorf("the pack has no %s rules", strings.Join(names[:i+1], "."))
			}
			v = v.Elem()
		}
	}
	text := strings.TrimSpace(c.Value)
	switch v.Kind() {
	case reflect.Int:
		n, err := strconv.Atoi(text)
		if err != nil {
			return fmt.Errorf("%s wants a whole number, not %q", c.Path, c.Value)
		}
		v.SetInt(int64(n))
	case reflect.Bool:
		b, err := strconv.ParseBool(text)
		if err != nil {
			return fmt.Errorf("%s wants true or false, not %q", c.Path, c.Value)
		}
		v.SetBool(b)
	case reflect.String:
		v.SetString(text)
	case reflect.Struct:
		return fmt.Errorf("%s is a group of parameters: set them one by one", c.Path)
	default:
		nv := reflect.New(v.Type())
		if text != "" {
			dec := json.NewDecoder(bytes.NewReader([]byte(text)))
			dec.DisallowUnknownFields()
			if err := dec.Decode(nv.Interface()); err != nil {
				return fmt.Errorf("%s wants JSON of the form %s: %w", c.Path, example(v.Type()), err)
			}
		}
		v.Set(nv.Elem())
	}
	return nil
}

// Merge joins consecutive edits of one parameter (typing).
func (c SetRule) Merge(next Command) (Command, bool) {
	n, ok := next.(SetRule)
	return n, ok && n.Path == c.Path
}

func fieldByJSON(v reflect.Value, name string) (reflect.Value, bool) {
	for i := range v.NumField() {
		if jsonName(v.Type().Field(i)) == name {
			return v.Field(i), true
		}
	}
	return reflect.Value{}, false
}

// example shows the JSON shape of a type, for error messages.
func example(t reflect.Type) string {
	z := reflect.New(t).Elem()
	switch t.Kind() {
	case reflect.Slice:
		z = reflect.MakeSlice(t, 1, 1)
	case reflect.Pointer:
		z = reflect.New(t.Elem())
	}
	data, err := json.Marshal(z.Interface())
	if err != nil {
		return t.String()
	}
	return string(data)
}
