package schema

import (
	"encoding/json"
	"strconv"
	"strings"
)

// checkNumbers reports the numbers the schema accepts but a pack cannot
// hold as written. Every number of the pack format is a whole number, and
// JSON Schema's "integer" accepts 1.0 and 1e2 as well as 1 and 100; the
// pack's reader takes only the plain form. A number the schema judged
// already, or one inside a value it judged (of the wrong type, an unknown
// property), is left to that report.
func checkNumbers(doc any, judged map[string]bool, r *reporter) {
	var path []string // tokens of the current pointer, escaped
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, c := range v {
				path = append(path, escapeToken(k))
				walk(c)
				path = path[:len(path)-1]
			}
		case []any:
			for i, c := range v {
				path = append(path, strconv.Itoa(i))
				walk(c)
				path = path[:len(path)-1]
			}
		case json.Number:
			if !strings.ContainsAny(string(v), ".eE") {
				return
			}
			ptr := ""
			if len(path) > 0 {
				ptr = "/" + strings.Join(path, "/")
			}
			for p := ptr; ; p = parentPointer(p) {
				if judged[p] {
					return
				}
				if p == "" {
					break
				}
			}
			if whole, ok := wholeNumber(string(v)); ok {
				r.errorf(ptr, "%s is not written as a whole number: write %s", v, whole)
			} else {
				r.errorf(ptr, "%s is not a whole number: write one without a decimal point or exponent", v)
			}
		}
	}
	walk(doc)
}

// maxWholeDigits bounds the digits wholeNumber writes out: the schema
// bounds every number far below this, so a longer one is not whole for
// any purpose of a pack.
const maxWholeDigits = 30

// wholeNumber returns the plain form of a JSON number that is whole
// ("1.0" is "1", "25e-1" is not whole, "1.5e1" is "15"), or false when it
// is not whole or has more than maxWholeDigits digits.
func wholeNumber(lit string) (string, bool) {
	sign := ""
	if strings.HasPrefix(lit, "-") {
		sign, lit = "-", lit[1:]
	}
	mant, exp := lit, 0
	if i := strings.IndexAny(lit, "eE"); i >= 0 {
		mant = lit[:i]
		e, err := strconv.Atoi(strings.TrimPrefix(lit[i+1:], "+"))
		if err != nil {
			return "", false // an exponent past the ints: 0 or far too large or small
		}
		exp = e
	}
	digits := mant
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		digits = mant[:i] + mant[i+1:]
		exp -= len(mant) - i - 1
	}
	if digits = strings.TrimLeft(digits, "0"); digits == "" {
		return "0", true
	}
	for exp < 0 {
		if !strings.HasSuffix(digits, "0") {
			return "", false
		}
		digits = digits[:len(digits)-1]
		exp++
	}
	if exp > maxWholeDigits || len(digits)+exp > maxWholeDigits {
		return "", false
	}
	return sign + digits + strings.Repeat("0", exp), true
}
