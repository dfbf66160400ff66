package exporter

// Publishes says whether the format named takes a base URL
// (Format.Publishes): tts names its pictures under it, jcz writes the
// .jca's address under it into the catalogue entry.
func Publishes(format string) bool {
	f, ok := formatNamed(format)
	return ok && f.Publishes
}

// CheckBaseURL refuses a base URL the export of format would refuse,
// with the words the export (and so the CLI) refuses it with: the editor
// checks its box with it as it is typed, before anything is written. It
// asks each format's own check rather than repeating it, so the two
// cannot come to disagree. "" (no base URL) is always accepted; a format
// that does not publish has nothing to check.
func CheckBaseURL(format, base string) error {
	if base == "" {
		return nil
	}
	var err error
	switch format {
	case "tts":
		_, err = tabletopBaseURL(base)
	case "jcz":
		// The file name only completes the address; any .jca name does.
		_, err = jczDownloadURL(base, "addon.jca")
	}
	return err
}
