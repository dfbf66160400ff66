package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// What the file picker lists and how a typed path is read: a folder's
// entries in the order a designer scans them (folders, then the files
// wanted: pack files, or any file for an outside program),
// a typed path split into the folder it names and the start of a name,
// and that start completed as a shell completes it.

// folderEntry is one name the picker lists.
type folderEntry struct {
	name   string
	folder bool
	size   int64
	mod    time.Time
}

// packExt is the ending of the files the Open picker lists.
const packExt = ".json"

// isPackFile says whether a file's name is a pack file's.
func isPackFile(name string) bool { return strings.EqualFold(filepath.Ext(name), packExt) }

// listFolder lists dir: its folders, then the files whose names wanted
// takes (nil: none), each by name ignoring case. Hidden names (a leading
// dot) are left out unless hidden is set.
func listFolder(dir string, wanted func(name string) bool, hidden bool) ([]folderEntry, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, readFolderError(dir, err)
	}
	var list []folderEntry
	for _, de := range des {
		name := de.Name()
		if strings.HasPrefix(name, ".") && !hidden {
			continue
		}
		info, err := os.Stat(filepath.Join(dir, name)) // follows a link to what it names
		if err != nil {
			continue // a broken link: nothing to open
		}
		if !info.IsDir() && (wanted == nil || !wanted(name)) {
			continue
		}
		list = append(list, folderEntry{name: name, folder: info.IsDir(), size: info.Size(), mod: info.ModTime()})
	}
	slices.SortFunc(list, func(a, b folderEntry) int {
		if a.folder != b.folder {
			if a.folder {
				return -1
			}
			return 1
		}
		if c := strings.Compare(strings.ToLower(a.name), strings.ToLower(b.name)); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	return list, nil
}

// readFolderError says why dir cannot be listed, in words.
func readFolderError(dir string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("there is no folder %s", dir)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s cannot be read: permission denied", dir)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s cannot be read: %w", dir, err)
}

// expandHome reads a leading ~ as the home folder, as a shell does.
func expandHome(s string) string {
	if s != "~" && !strings.HasPrefix(s, "~"+string(filepath.Separator)) && !strings.HasPrefix(s, "~/") {
		return s
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return s
	}
	return home + s[1:]
}

// splitTyped reads a typed path, relative paths from folder base: the
// folder it is in and the start of a name typed so far ("" after a
// separator).
func splitTyped(base, typed string) (dir, prefix string) {
	p := expandHome(typed)
	if p == "" {
		return base, ""
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(base, p) + trailingSeparator(p)
	}
	if strings.HasSuffix(p, string(filepath.Separator)) || strings.HasSuffix(p, "/") {
		return filepath.Clean(p), ""
	}
	return filepath.Dir(p), filepath.Base(p)
}

// trailingSeparator is a separator when p ends in one (Join drops it).
func trailingSeparator(p string) string {
	if strings.HasSuffix(p, string(filepath.Separator)) || strings.HasSuffix(p, "/") {
		return string(filepath.Separator)
	}
	return ""
}

// withSeparator is folder dir as the path box shows it: ending in a
// separator, so that what is typed next is a name inside it.
func withSeparator(dir string) string {
	if strings.HasSuffix(dir, string(filepath.Separator)) {
		return dir
	}
	return dir + string(filepath.Separator)
}

// matching are the entries whose names start with prefix: as typed if
// any do, else ignoring case.
func matching(list []folderEntry, prefix string) []folderEntry {
	if prefix == "" {
		return list
	}
	var exact, folded []folderEntry
	for _, en := range list {
		if strings.HasPrefix(en.name, prefix) {
			exact = append(exact, en)
		}
		if hasPrefixFold(en.name, prefix) {
			folded = append(folded, en)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return folded
}

// hasPrefixFold says whether s starts with prefix, ignoring case.
func hasPrefixFold(s, prefix string) bool {
	for _, p := range prefix {
		r, size := utf8.DecodeRuneInString(s)
		if size == 0 || unicode.ToLower(r) != unicode.ToLower(p) {
			return false
		}
		s = s[size:]
	}
	return true
}

// completion is what Tab makes of a typed prefix, given the entries it
// matches: their longest common start (in the first one's case), and a
// separator after a folder that is the only match, so that the next
// Tab completes inside it.
func completion(matches []folderEntry, prefix string) string {
	if len(matches) == 0 {
		return prefix
	}
	common := matches[0].name
	for _, en := range matches[1:] {
		common = commonStart(common, en.name)
	}
	if len(matches) == 1 && matches[0].folder {
		common += string(filepath.Separator)
	}
	if utf8.RuneCountInString(common) < utf8.RuneCountInString(prefix) {
		return prefix // a case-folded match never shortens what was typed
	}
	return common
}

// commonStart is the longest start a and b share, ignoring case, as a
// spells it.
func commonStart(a, b string) string {
	n := 0
	for n < len(a) && len(b) > 0 {
		ra, sa := utf8.DecodeRuneInString(a[n:])
		rb, sb := utf8.DecodeRuneInString(b)
		if unicode.ToLower(ra) != unicode.ToLower(rb) {
			break
		}
		n += sa
		b = b[sb:]
	}
	return a[:n]
}

// humanSize is a file size as a person reads it.
func humanSize(n int64) string {
	switch {
	case n < 1000:
		return fmt.Sprintf("%d B", n)
	case n < 1000*1000:
		return fmt.Sprintf("%.1f KB", float64(n)/1000)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/(1000*1000))
}
