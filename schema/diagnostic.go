package schema

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Severity says how bad a problem is.
type Severity int

const (
	// SeverityError makes a pack invalid.
	SeverityError Severity = iota
	// SeverityWarning is worth a look but leaves the pack valid.
	SeverityWarning
)

// String returns "error" or "warning".
func (s Severity) String() string {
	if s == SeverityWarning {
		return "warning"
	}
	return "error"
}

// MarshalJSON writes the severity's name.
func (s Severity) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// UnmarshalJSON reads "error" or "warning".
func (s *Severity) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return err
	}
	switch name {
	case "error":
		*s = SeverityError
	case "warning":
		*s = SeverityWarning
	default:
		return fmt.Errorf("unknown severity %q (want error or warning)", name)
	}
	return nil
}

// Diagnostic is one problem found in a pack: where it is (file, line,
// column, JSON pointer), how bad, and a message that says what is wrong and
// what would be right.
type Diagnostic struct {
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Col      int      `json:"column"`
	Pointer  string   `json:"pointer"`
	Severity Severity `json:"severity"`
	Message  string   `json:"message"`
}

// String formats the diagnostic as one line:
// file:line:col: severity: /pointer: message.
func (d Diagnostic) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d:%d: %s: ", d.File, d.Line, d.Col, d.Severity)
	if d.Pointer != "" {
		b.WriteString(d.Pointer)
		b.WriteString(": ")
	}
	b.WriteString(d.Message)
	return b.String()
}

// Diagnostics is a list of problems.
type Diagnostics []Diagnostic

// HasErrors reports whether any diagnostic is an error.
func (ds Diagnostics) HasErrors() bool {
	return slices.ContainsFunc(ds, func(d Diagnostic) bool { return d.Severity == SeverityError })
}

// Errors counts the errors.
func (ds Diagnostics) Errors() int {
	n := 0
	for _, d := range ds {
		if d.Severity == SeverityError {
			n++
		}
	}
	return n
}

// String formats the diagnostics one per line.
func (ds Diagnostics) String() string {
	var b strings.Builder
	for _, d := range ds {
		b.WriteString(d.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// Error makes the diagnostics an error value, one problem per line, so
// that a caller can return them and another find them with errors.As.
// Return them as an error only when they hold an error: a nil or
// warnings-only list is no failure.
func (ds Diagnostics) Error() string {
	return strings.TrimSuffix(ds.String(), "\n")
}

// Err returns the diagnostics as an error when they hold at least one
// error, else nil (never a non-nil error holding nothing).
func (ds Diagnostics) Err() error {
	if !ds.HasErrors() {
		return nil
	}
	return ds
}

// Normalize sorts the diagnostics by file, position, pointer, severity and
// message, and removes exact duplicates, so output is deterministic.
func (ds Diagnostics) Normalize() Diagnostics {
	out := slices.Clone(ds)
	slices.SortFunc(out, func(a, b Diagnostic) int {
		return cmp.Or(
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Col, b.Col),
			cmp.Compare(a.Pointer, b.Pointer),
			cmp.Compare(a.Severity, b.Severity),
			cmp.Compare(a.Message, b.Message),
		)
	})
	return slices.Compact(out)
}

// reporter collects diagnostics against one source.
type reporter struct {
	src   *Source
	diags Diagnostics
}

func (r *reporter) add(sev Severity, pos Position, pointer, format string, args ...any) {
	file := ""
	if r.src != nil {
		file = r.src.File
	}
	r.diags = append(r.diags, Diagnostic{
		File: file, Line: pos.Line, Col: pos.Col, Pointer: pointer,
		Severity: sev, Message: fmt.Sprintf(format, args...),
	})
}

// errorf reports an error at the value the pointer names.
func (r *reporter) errorf(pointer, format string, args ...any) {
	r.add(SeverityError, r.src.Value(pointer), pointer, format, args...)
}

// warnf reports a warning at the value the pointer names.
func (r *reporter) warnf(pointer, format string, args ...any) {
	r.add(SeverityWarning, r.src.Value(pointer), pointer, format, args...)
}

// keyErrorf reports an error at the object key the pointer ends with.
func (r *reporter) keyErrorf(pointer, format string, args ...any) {
	r.add(SeverityError, r.src.Key(pointer), pointer, format, args...)
}
