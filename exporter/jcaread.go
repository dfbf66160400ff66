package exporter

import (
	"archive/zip"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// What ReadJCA follows of JCloisterZone's client, read in
// farin/JCloisterZone-Client at 0f66860, src/renderer/plugins/addons.js and
// tiles.js (docs/jcz-addon.md sections 1-2):
//   - addons.js, install: the package is unpacked into a fresh folder and
//     refused unless that folder lists exactly one entry; the entry's name
//     is the add-on id.
//   - addons.js, _readAddon: the entry must be a folder whose
//     jcz-addon.json parses as JSON; the id in it is overwritten with the
//     folder's name; "version" must be an integer and "minimumJczVersion"
//     set, else the add-on is invalid and install refuses it.
//   - tiles.js, loadExpansions: each string of "expansions" (none if it is
//     missing) is joined to the add-on folder with path.join and the file
//     read and parsed, in order; a file listed twice is parsed twice.
//   - addons.js, loadAddons: "artworks" names artwork folders, which hold
//     JCZ's own pictures; we draw our own, so they are left out.
// fancarpedia/FanCloisterZone, the fork that continues the client, reads
// a package the same way (the same functions, read at 325780e).
// Nothing is unpacked to disk: the entries are read into memory, under
// the same safety rules as ImportZip's.

// JCZSource is one JCloisterZone tile definition file to import: the name
// messages give it and its bytes.
type JCZSource struct {
	File string // e.g. "myaddon.jca:myaddon/tiles.xml" for a file inside a package
	Data []byte
}

// jcaArchive words the archive refusals of a .jca.
var jcaArchive = archiveKind{
	holds: "a JCloisterZone add-on we import",
	want:  "a JCloisterZone add-on package (.jca)",
}

// addonManifestName is the manifest's name inside the add-on folder.
const addonManifestName = "jcz-addon.json"

// ReadJCA reads the JCloisterZone add-on package at path: the tile XML
// files its jcz-addon.json names in "expansions", in that order.
func ReadJCA(path string) (addonID string, sources []JCZSource, warnings schema.Diagnostics, err error) {
	f, size, err := openArchive(path, jcaArchive)
	if err != nil {
		return "", nil, nil, err
	}
	defer f.Close()
	if err := checkArchiveSize(f, size, jcaArchive); err != nil {
		return "", nil, nil, fmt.Errorf("import %s: refused: %w", path, err)
	}
	zr, err := zip.NewReader(f, size)
	if errors.Is(err, zip.ErrInsecurePath) {
		err = nil // checkEntries names the entry and why
	}
	switch {
	case errors.Is(err, zip.ErrFormat), errors.Is(err, zip.ErrAlgorithm), errors.Is(err, zip.ErrChecksum):
		return "", nil, nil, fmt.Errorf("import %s: it is not a zip archive, so not a JCloisterZone add-on package (.jca)", path)
	case err != nil:
		return "", nil, nil, fmt.Errorf("cannot read %s: %s", path, systemReason(err))
	}
	if err := checkEntries(zr.File, jcaArchive); err != nil {
		return "", nil, nil, fmt.Errorf("import %s: refused: %w", path, err)
	}
	pkg := newJCAEntries(zr.File)
	r := &jcaReader{pkg: pkg, path: path}
	if r.id, err = pkg.addonFolder(); err != nil {
		return "", nil, nil, fmt.Errorf("import %s: %w", path, err)
	}
	if err := r.readManifest(); err != nil {
		return "", nil, nil, fmt.Errorf("import %s: %w", path, err)
	}
	if err := r.readExpansions(); err != nil {
		return "", nil, nil, fmt.Errorf("import %s: %w", path, err)
	}
	return r.id, r.sources, r.warnings, nil
}

// jcaEntries is a package's entries by name (without a folder's trailing
// slash), and their names sorted, to find the folders their paths imply
// (a zip need not list its folders) without listing every parent of every
// entry: names may be thousands of folders deep.
type jcaEntries struct {
	files  []*zip.File
	byName map[string]*zip.File
	sorted []string
}

func newJCAEntries(files []*zip.File) *jcaEntries {
	e := &jcaEntries{files: files, byName: map[string]*zip.File{}}
	for _, f := range files {
		name := strings.TrimSuffix(f.Name, "/")
		e.byName[name] = f
		e.sorted = append(e.sorted, name)
	}
	slices.Sort(e.sorted)
	return e
}

// isFolder reports whether name is a folder of the package: a folder
// entry, or the parent of another entry.
func (e *jcaEntries) isFolder(name string) bool {
	if f := e.byName[name]; f != nil && f.FileInfo().IsDir() {
		return true
	}
	i, _ := slices.BinarySearch(e.sorted, name+"/")
	return i < len(e.sorted) && strings.HasPrefix(e.sorted[i], name+"/")
}

// addonFolder returns the package's one entry at the top, the add-on id,
// refusing a package with any other listing there (addons.js, install),
// or whose one entry is not a folder holding jcz-addon.json (_readAddon).
func (e *jcaEntries) addonFolder() (string, error) {
	var roots []string
	seen := map[string]bool{}
	for _, f := range e.files {
		root, _, _ := strings.Cut(f.Name, "/")
		if !seen[root] {
			seen[root] = true
			roots = append(roots, root)
		}
	}
	const layout = "a .jca holds exactly one folder, named after the add-on, with " + addonManifestName + " in it"
	var addons []string
	for _, root := range roots {
		if e.byName[root+"/"+addonManifestName] != nil {
			addons = append(addons, root)
		}
	}
	switch {
	case len(roots) == 0:
		return "", fmt.Errorf("the package is empty: %s", layout)
	case len(roots) > 1 && len(addons) == 1:
		others := quoteNames(removeName(roots, addons[0]))
		return "", fmt.Errorf("the package holds %s beside the add-on folder %q: JCloisterZone installs a .jca only if the add-on's folder is alone at the top; zip that folder alone", others, addons[0])
	case len(roots) > 1 && seen[addonManifestName]:
		return "", fmt.Errorf("the package holds the add-on's files at the top (%s among them): %s; zip the add-on's folder, not what is in it", addonManifestName, layout)
	case len(roots) > 1:
		return "", fmt.Errorf("the package holds %s at the top: %s", quoteNames(roots), layout)
	case !e.isFolder(roots[0]):
		return "", fmt.Errorf("the package holds only the file %q: %s", roots[0], layout)
	case len(addons) == 0:
		return "", fmt.Errorf("the package has no %s/%s, so it is not a JCloisterZone add-on%s", roots[0], addonManifestName, e.deeperManifest(roots[0]))
	}
	return roots[0], nil
}

// deeperManifest points at a manifest one folder too deep, the mark of a
// folder zipped with its parent.
func (e *jcaEntries) deeperManifest(root string) string {
	for _, f := range e.files {
		if strings.HasPrefix(f.Name, root+"/") && path.Base(f.Name) == addonManifestName {
			return fmt.Sprintf(" (it has %s: zip the add-on's own folder)", f.Name)
		}
	}
	return ""
}

// jcaReader reads one package's manifest and tile files.
type jcaReader struct {
	pkg      *jcaEntries
	path     string // the package, as the user named it
	id       string
	manifest *addonManifest
	sources  []JCZSource
	warnings schema.Diagnostics
}

// manifestName is the manifest's entry name, as messages give it.
func (r *jcaReader) manifestName() string { return r.id + "/" + addonManifestName }

// at words a refusal at an offset of the manifest.
func (r *jcaReader) at(off int, format string, args ...any) error {
	line, col := r.manifest.position(off)
	return fmt.Errorf("%s:%d:%d: %s", r.manifestName(), line, col, fmt.Sprintf(format, args...))
}

// warn adds a warning at an offset of the manifest, in the file
// "<package>:<id>/jcz-addon.json".
func (r *jcaReader) warn(off int, pointer, format string, args ...any) {
	line, col := r.manifest.position(off)
	r.warnings = append(r.warnings, schema.Diagnostic{File: r.path + ":" + r.manifestName(), Line: line, Col: col,
		Pointer: pointer, Severity: schema.SeverityWarning, Message: fmt.Sprintf(format, args...)})
}

// readManifest reads jcz-addon.json and warns of what JCZ would refuse to
// install or what an import leaves out; the tiles are read all the same.
func (r *jcaReader) readManifest() error {
	f := r.pkg.byName[r.manifestName()]
	if f.FileInfo().IsDir() {
		return fmt.Errorf("%s is a folder: it should be the add-on's JSON file", r.manifestName())
	}
	if f.UncompressedSize64 > maxManifestSize {
		return fmt.Errorf("refused: %s unpacks to %d bytes; at most %d MiB", r.manifestName(), f.UncompressedSize64, maxManifestSize>>20)
	}
	data, err := readEntry(f)
	if err != nil {
		return fmt.Errorf("refused: %w", err)
	}
	if r.manifest, err = parseAddonManifest(r.manifestName(), data); err != nil {
		return err
	}
	fields := r.manifest.fields
	const installed = "JCloisterZone would not install this add-on: "
	const anyway = "; its tiles are read all the same"
	if v, ok := fields["id"]; ok && !isJSONString(v.raw, r.id) {
		r.warn(v.key, "/id", "JCloisterZone takes the add-on's id from its folder, %q, and ignores this one", r.id)
	}
	if v, ok := fields["version"]; !ok || !isInteger(v.raw) {
		r.warn(r.fieldOr(v, ok), "/version", installed+"its \"version\" must be a whole number, such as 1"+anyway)
	}
	if v, ok := fields["minimumJczVersion"]; !ok || isFalsy(v.raw) {
		old := ""
		if _, hasOld := fields["minimum_jcz_version"]; hasOld {
			old = " (\"minimum_jcz_version\" is the field's older name)"
		}
		r.warn(r.fieldOr(v, ok), "/minimumJczVersion", installed+"it names no \"minimumJczVersion\"%s"+anyway, old)
	} else if jsonKind(v.raw) != "a string" {
		r.warn(v.at, "/minimumJczVersion", installed+"\"minimumJczVersion\" is %s, not a version such as \"5.10.0\""+anyway, jsonKind(v.raw))
	}
	if v, ok := fields["artworks"]; ok && hasArtwork(r.manifest, v) {
		r.warn(v.key, "/artworks", "artwork is not imported: the pack's tiles get our own pictures")
	}
	return nil
}

// fieldOr is where a field's key stands, or the top of the file when the
// field is missing.
func (r *jcaReader) fieldOr(v manifestValue, ok bool) int {
	if ok {
		return v.key
	}
	return 0
}

// readExpansions reads the tile files "expansions" names, in its order.
func (r *jcaReader) readExpansions() error {
	const nothing = "the add-on names no tile files: nothing to import"
	list, ok := r.manifest.fields["expansions"]
	switch {
	case !ok || string(list.raw) == "null":
		return fmt.Errorf("%s (%s has no \"expansions\")", nothing, r.manifestName())
	case jsonKind(list.raw) != "a list":
		return r.at(list.at, "\"expansions\" is %s, not a list of the add-on's tile files", jsonKind(list.raw))
	}
	items := r.manifest.items(list)
	if len(items) == 0 {
		return fmt.Errorf("%s (the \"expansions\" list of %s is empty)", nothing, r.manifestName())
	}
	first := map[string]int{} // entry name → the item that named it first
	warned := map[string]bool{}
	for i, item := range items {
		n := i + 1
		var rel string
		if jsonKind(item.raw) != "a string" || json.Unmarshal(item.raw, &rel) != nil {
			return r.at(item.at, "\"expansions\" item %d is %s, not the path of a tile file", n, jsonKind(item.raw))
		}
		name, err := r.expansionEntry(rel)
		if err != nil {
			return r.at(item.at, "\"expansions\" item %d, %q, %s", n, rel, err)
		}
		if earlier, ok := first[name]; ok {
			if !warned[name] { // once a file: a list may name one a million times
				warned[name] = true
				r.warn(item.at, fmt.Sprintf("/expansions/%d", i), "names %s again (item %d named it): it is read once", name, earlier)
			}
			continue
		}
		first[name] = n
		data, err := r.readTileFile(name)
		if err != nil {
			return err
		}
		r.sources = append(r.sources, JCZSource{File: r.path + ":" + name, Data: data})
	}
	return nil
}

// expansionEntry is the package entry an "expansions" path names. JCZ
// joins the path to the add-on folder (path.join, which resolves ".."
// and reads "/x" as "x"); we refuse what is not a plain relative path
// inside the folder rather than guess.
func (r *jcaReader) expansionEntry(rel string) (string, error) {
	clean := path.Clean(rel)
	switch {
	case rel == "":
		return "", errors.New("is empty: it should be the path of a tile file in the add-on folder, such as \"tiles.xml\"")
	case strings.Contains(rel, "\\"):
		return "", errors.New("has a backslash: write the path inside the add-on folder with forward slashes")
	case strings.HasPrefix(rel, "/") || len(rel) > 1 && rel[1] == ':':
		return "", errors.New("is an absolute path: give the path inside the add-on folder, such as \"tiles.xml\"")
	case clean == ".." || strings.HasPrefix(clean, "../"):
		return "", errors.New("climbs out of the add-on folder with \"..\": a tile file must be inside it")
	case clean == ".":
		return "", errors.New("names the add-on folder itself, not a tile file")
	}
	name := r.id + "/" + clean
	switch {
	case r.pkg.isFolder(name):
		return "", fmt.Errorf("names the folder %s, not a tile file", name)
	case r.pkg.byName[name] == nil:
		return "", fmt.Errorf("names %s, which is not in the package%s", name, r.caseHint(name))
	}
	return name, nil
}

// caseHint points at an entry whose name differs from name in case alone:
// JCZ would find it on Windows and macOS but not on Linux.
func (r *jcaReader) caseHint(name string) string {
	for _, f := range r.pkg.files {
		if other := strings.TrimSuffix(f.Name, "/"); strings.EqualFold(other, name) {
			return fmt.Sprintf(" (it has %s: the names must match in case)", other)
		}
	}
	return ""
}

// readTileFile reads one tile file of the package, at most MaxJCZXMLSize.
func (r *jcaReader) readTileFile(name string) ([]byte, error) {
	f := r.pkg.byName[name]
	if f.UncompressedSize64 > MaxJCZXMLSize {
		return nil, fmt.Errorf("%s unpacks to %d bytes; a tile file is at most %d MiB: split it", name, f.UncompressedSize64, MaxJCZXMLSize>>20)
	}
	data, err := readEntry(f)
	if err != nil {
		return nil, fmt.Errorf("refused: %w", err)
	}
	return data, nil
}

// quoteNames quotes names for a message, the first few of a long list.
func quoteNames(names []string) string {
	const most = 5
	quoted := make([]string, 0, most)
	for _, n := range names[:min(len(names), most)] {
		quoted = append(quoted, fmt.Sprintf("%q", n))
	}
	if len(names) > most {
		quoted = append(quoted, fmt.Sprintf("and %d more", len(names)-most))
	}
	return strings.Join(quoted, ", ")
}

// removeName returns names without name.
func removeName(names []string, name string) []string {
	var out []string
	for _, n := range names {
		if n != name {
			out = append(out, n)
		}
	}
	return out
}

// isJSONString reports whether v is the JSON string s.
func isJSONString(v json.RawMessage, s string) bool {
	var got string
	return jsonKind(v) == "a string" && json.Unmarshal(v, &got) == nil && got == s
}

// hasArtwork reports whether "artworks" names anything: an empty list or
// null names nothing.
func hasArtwork(m *addonManifest, v manifestValue) bool {
	switch jsonKind(v.raw) {
	case "null":
		return false
	case "a list":
		return len(m.items(v)) > 0
	}
	return true
}
