package editor

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/tilesmith/tilesmith/schema"
)

// PackInfo is a pack's identity: what a homebrew variant changes to stop
// being the pack it was made from. Saves, exports, records and simulation
// reports name the pack by its ID.
type PackInfo struct {
	ID, Name   string
	Notes      []string
	Provenance []schema.Provenance
}

// InfoOf is a copy of a pack's identity, to edit and give to SetPackInfo.
func InfoOf(p *schema.Pack) PackInfo {
	return PackInfo{ID: p.ID, Name: p.Name, Notes: slices.Clone(p.Notes), Provenance: slices.Clone(p.Provenance)}
}

// SetPackInfo changes the pack's id, name, notes and provenance in one
// undo step. It refuses what the schema would, saying why in words.
type SetPackInfo struct{ Info PackInfo }

func (c SetPackInfo) Label() string { return "change pack details (" + c.Info.ID + ")" }

func (c SetPackInfo) Apply(p *schema.Pack) error {
	if err := c.Info.Check(); err != nil {
		return err
	}
	p.ID, p.Name = c.Info.ID, c.Info.Name
	p.Notes = slices.Clone(c.Info.Notes)
	p.Provenance = slices.Clone(c.Info.Provenance)
	if len(p.Notes) == 0 {
		p.Notes = nil
	}
	if len(p.Provenance) == 0 {
		p.Provenance = nil
	}
	return nil
}

// Check reports what the schema would refuse in the identity, in words.
func (i PackInfo) Check() error {
	if err := CheckPackID(i.ID); err != nil {
		return err
	}
	if err := CheckPackName(i.Name); err != nil {
		return err
	}
	for n, pr := range i.Provenance {
		if err := checkProvenance(pr); err != nil {
			return fmt.Errorf("source %d: %w", n+1, err)
		}
	}
	return nil
}

// packRules are the schema's rules for a pack's identity, read from the
// schema itself so the editor and validate cannot disagree.
type packRules struct {
	idPattern      *regexp.Regexp
	idMax, nameMax int
	subjectMax     int
	confidences    []string
}

var schemaRules = sync.OnceValue(func() packRules {
	var doc struct {
		Properties struct {
			ID struct {
				Pattern   string
				MaxLength int
			} `json:"id"`
			Name struct{ MaxLength int } `json:"name"`
		} `json:"properties"`
		Defs struct {
			Provenance struct {
				Properties struct {
					Subject    struct{ MaxLength int } `json:"subject"`
					Confidence struct{ Enum []string } `json:"confidence"`
				} `json:"properties"`
			} `json:"provenance"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(schema.SchemaJSON, &doc); err != nil {
		panic("editor: the pack schema is not JSON: " + err.Error())
	}
	pr := doc.Defs.Provenance.Properties
	return packRules{
		idPattern:   regexp.MustCompile(doc.Properties.ID.Pattern),
		idMax:       doc.Properties.ID.MaxLength,
		nameMax:     doc.Properties.Name.MaxLength,
		subjectMax:  pr.Subject.MaxLength,
		confidences: pr.Confidence.Enum,
	}
})

// Confidences are the values a provenance entry's confidence may take.
func Confidences() []string { return slices.Clone(schemaRules().confidences) }

// CheckPackID says, in words, why id cannot be a pack's id (nil when it
// can): lower-case letters, digits and dashes, starting with a letter or
// digit, as the schema requires.
func CheckPackID(id string) error {
	r := schemaRules()
	const rule = `a pack id is lower-case letters, digits and dashes, starting with a letter or digit (e.g. "my-variant")`
	switch {
	case id == "":
		return errors.New("the pack needs an id: " + rule)
	case utf8.RuneCountInString(id) > r.idMax:
		return fmt.Errorf("the pack id is %d characters long, at most %d fit", utf8.RuneCountInString(id), r.idMax)
	case r.idPattern.MatchString(id):
		return nil
	case strings.HasPrefix(id, "-"):
		return fmt.Errorf("%q starts with a dash: %s", id, rule)
	}
	for _, ch := range id {
		switch {
		case ch >= 'A' && ch <= 'Z':
			return fmt.Errorf("%q has a capital letter (%c): %s", id, ch, rule)
		case ch == ' ':
			return fmt.Errorf("%q has a space: %s", id, rule)
		case !(ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' || ch == '-'):
			return fmt.Errorf("%q has a %q: %s", id, ch, rule)
		}
	}
	return fmt.Errorf("%q: %s", id, rule)
}

// CheckPackName says why name cannot be a pack's name (nil when it can).
func CheckPackName(name string) error {
	n := utf8.RuneCountInString(name)
	switch {
	case strings.TrimSpace(name) == "":
		return errors.New("the pack needs a name, shown in the editor and in listings")
	case n > schemaRules().nameMax:
		return fmt.Errorf("the pack name is %d characters long, at most %d fit", n, schemaRules().nameMax)
	}
	return nil
}

func checkProvenance(pr schema.Provenance) error {
	r := schemaRules()
	switch n := utf8.RuneCountInString(pr.Subject); {
	case strings.TrimSpace(pr.Subject) == "":
		return errors.New("say which data it is about (e.g. \"tile shapes A-X\")")
	case n > r.subjectMax:
		return fmt.Errorf("its subject is %d characters long, at most %d fit", n, r.subjectMax)
	}
	if !slices.Contains(r.confidences, pr.Confidence) {
		return fmt.Errorf("its confidence %q is not one of %s", pr.Confidence, strings.Join(r.confidences, ", "))
	}
	return nil
}

// SplitNotes turns text into the pack's notes: one per paragraph, where
// paragraphs are separated by blank lines.
func SplitNotes(text string) []string {
	var notes []string
	for _, para := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		if p := strings.TrimSpace(para); p != "" {
			notes = append(notes, p)
		}
	}
	return notes
}

// JoinNotes is the text SplitNotes reads back as the same notes.
func JoinNotes(notes []string) string { return strings.Join(notes, "\n\n") }
