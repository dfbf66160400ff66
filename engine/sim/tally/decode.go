package tally

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"unicode"
)

// Decode reads JSON into v strictly, as a tally's or a partial report's
// decoder does: an unknown field or anything after the value is an error,
// so a file of another kind or version is refused rather than half read.
// The error says what is wrong in words, without Go's type names.
func Decode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return describe(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("more follows the JSON value")
	}
	return nil
}

// describe says what encoding/json found wrong in people's words.
func describe(err error) error {
	var syntax *json.SyntaxError
	var wrongType *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Errorf("not valid JSON at byte %d: %s", syntax.Offset, strings.TrimPrefix(syntax.Error(), "invalid character "))
	case errors.As(err, &wrongType):
		where := jsonPath(wrongType.Field)
		if where == "" {
			where = "the value"
		}
		return fmt.Errorf("%s is a JSON %s where %s belongs", where, wrongType.Value, kindWords(wrongType.Type))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return errors.New("the JSON ends early")
	}
	// Unknown fields and errors of our own decoders read as they are.
	return errors.New(strings.TrimPrefix(err.Error(), "json: "))
}

// kindWords names what a Go type holds, as JSON sees it.
func kindWords(t reflect.Type) string {
	if t == nil {
		return "another value"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map, reflect.Pointer:
		return "an object"
	}
	return "another value"
}

// jsonPath is a field path of encoding/json in the file's own names: it
// names an embedded struct by its Go type ("Partial.games"), which the
// file does not have, so path segments that begin with a capital letter
// are left out (the files' keys begin with a small one).
func jsonPath(field string) string {
	var kept []string
	for _, seg := range strings.Split(field, ".") {
		if seg != "" && !unicode.IsUpper([]rune(seg)[0]) {
			kept = append(kept, seg)
		}
	}
	return strings.Join(kept, ".")
}
