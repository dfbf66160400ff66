package engine

import (
	"bytes"
	"errors"
	"fmt"
)

// OptionsAt places an error of a record's ruleset options (an
// *OptionsError, whose Offset is within the options) in the record file
// data: "game.json:3:28: options: ...". Other errors, and options it cannot
// find in data, get the file name alone.
func OptionsAt(file string, data, options []byte, err error) error {
	var oe *OptionsError
	if !errors.As(err, &oe) {
		return fmt.Errorf("%s: %w", file, err)
	}
	key := bytes.Index(data, []byte(`"options"`))
	value := bytes.TrimSpace(options)
	if key < 0 || len(value) == 0 {
		return fmt.Errorf("%s: %w", file, err)
	}
	at := bytes.Index(data[key:], value)
	if at < 0 {
		return fmt.Errorf("%s: %w", file, err)
	}
	line, col := lineCol(data, key+at+oe.Offset)
	return fmt.Errorf("%s:%d:%d: %w", file, line, col, err)
}
