package exporter

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// FanCloisterZone, the maintained fork of the JCloisterZone client, offers
// add-ons from a catalogue: a JSON file {"addons": [...]}, one entry per
// add-on — its key (the add-on id), name, description and versions, each
// with an integer version, a provider ("https": the file is fetched from
// url), the url, the SHA-256 of the .jca (checked after download) and the
// app versions it suits (fromVersion inclusive, toVersion exclusive, both
// optional). It installs the newest suitable version, and updates an
// installed add-on whose jcz-addon.json version is lower. (Read from
// fancarpedia/FanCloisterZone, src/renderer/plugins/addons.js,
// getDownloadable, installDownloadable, updateOutdatedAddons, and its
// docs/ADDON_MANAGEMENT.md.)
//
// A jcz export to a .jca writes its add-on's entry into the catalogue
// beside it, keeping every other entry as it was, so a folder of exported
// add-ons and their catalogue can be published as they are. The version
// lives in two places that must agree — the catalogue and the add-on's own
// jcz-addon.json, which the app compares with it — so it is decided before
// the .jca is written: the version of the entry already there, plus one
// when the .jca now made differs from the one it describes.

// JCZCatalogueFile is the catalogue written beside an exported .jca.
const JCZCatalogueFile = "addons.json"

// jczPlaceholderURL stands for the address of the .jca when no base URL is
// given; the docs say to replace it (or to export with --base-url).
const jczPlaceholderURL = "https://example.invalid/replace-with-where-you-publish/"

// fczAddon is one add-on's entry of the catalogue.
type fczAddon struct {
	Key         string       `json:"key"`
	Name        string       `json:"name"`
	Description string       `json:"description"`
	Versions    []fczVersion `json:"versions"`
}

// fczVersion is one downloadable version of an add-on.
type fczVersion struct {
	Version     int    `json:"version"`
	Provider    string `json:"provider"`
	URL         string `json:"url"`
	SHA256      string `json:"sha256"`
	FromVersion string `json:"fromVersion,omitempty"`
	ToVersion   string `json:"toVersion,omitempty"`
}

// jczCatalogue is a catalogue file as read: its fields and entries kept as
// they were written, so that rewriting one entry changes nothing else.
type jczCatalogue struct {
	path    string
	fields  map[string]json.RawMessage
	entries []json.RawMessage
}

// readJCZCatalogue reads the catalogue at path; an empty one when there is
// no file. A file that is not a catalogue is refused, not overwritten.
func readJCZCatalogue(path string) (*jczCatalogue, error) {
	c := &jczCatalogue{path: path, fields: map[string]json.RawMessage{}}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return nil, err
	}
	notOne := func(why string) error {
		return requestErrorf("%s is beside the add-on but is not a FanCloisterZone catalogue (%s): move it away, or export the add-on into another folder (nothing was written)", path, why)
	}
	if err := json.Unmarshal(data, &c.fields); err != nil {
		return nil, notOne("not a JSON object")
	}
	if raw, ok := c.fields["addons"]; ok {
		if err := json.Unmarshal(raw, &c.entries); err != nil {
			return nil, notOne(`its "addons" is not a list`)
		}
	}
	for i, raw := range c.entries {
		var e fczAddon
		if err := json.Unmarshal(raw, &e); err != nil || e.Key == "" {
			return nil, notOne(fmt.Sprintf("entry %d has no key or a malformed version", i+1))
		}
	}
	return c, nil
}

// entry returns the entry of add-on key, if the catalogue has it.
func (c *jczCatalogue) entry(key string) (fczAddon, bool) {
	for _, raw := range c.entries {
		var e fczAddon
		if json.Unmarshal(raw, &e) == nil && e.Key == key {
			return e, true
		}
	}
	return fczAddon{}, false
}

// newest is the entry's highest version, as the app picks it.
func (e fczAddon) newest() (fczVersion, bool) {
	if len(e.Versions) == 0 {
		return fczVersion{}, false
	}
	return slices.MaxFunc(e.Versions, func(a, b fczVersion) int { return a.Version - b.Version }), true
}

// put replaces (or adds) the entry of e.Key; entries stay sorted by key.
func (c *jczCatalogue) put(e fczAddon) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	var kept []json.RawMessage
	for _, raw := range c.entries {
		var old fczAddon
		if json.Unmarshal(raw, &old) == nil && old.Key != e.Key {
			kept = append(kept, raw)
		}
	}
	c.entries = append(kept, data)
	slices.SortStableFunc(c.entries, func(a, b json.RawMessage) int {
		var ea, eb fczAddon
		_ = json.Unmarshal(a, &ea)
		_ = json.Unmarshal(b, &eb)
		return strings.Compare(ea.Key, eb.Key)
	})
	return nil
}

// bytes is the catalogue as written: indented, the entries under "addons".
func (c *jczCatalogue) bytes() ([]byte, error) {
	list, err := json.Marshal(c.entries)
	if err != nil {
		return nil, err
	}
	c.fields["addons"] = list
	data, err := json.Marshal(c.fields)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, data, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// jczDownloadURL is where the catalogue says the .jca named file is: under
// base, or under the placeholder when base is "".
func jczDownloadURL(base, file string) (string, error) {
	if base == "" {
		return jczPlaceholderURL + url.PathEscape(file), nil
	}
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return "", requestErrorf("base URL %q: give an http:// or https:// address, such as https://example.org/addons/", base)
	}
	return strings.TrimSuffix(base, "/") + "/" + url.PathEscape(file), nil
}

func sha256Hex(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// jczCataloguePath is the catalogue beside the .jca at out.
func jczCataloguePath(out string) string {
	return filepath.Join(filepath.Dir(out), JCZCatalogueFile)
}
