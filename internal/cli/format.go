package cli

import "errors"

// textOrJSON is a --format flag that takes text or json, refusing
// anything else as it is parsed.
type textOrJSON struct{ format *string }

func (f textOrJSON) String() string {
	if f.format == nil {
		return ""
	}
	return *f.format
}

func (f textOrJSON) Set(s string) error {
	if s != "text" && s != "json" {
		return errors.New("give text or json")
	}
	*f.format = s
	return nil
}

func (f textOrJSON) Type() string { return "text|json" }
