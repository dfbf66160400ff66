package exporter

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
)

// tabletop writes a Tabletop Simulator saved object into a new or empty
// folder: the JSON, its picture, and images/.
func (x Export) tabletop(ctx context.Context, r *Renderer) (string, []string, error) {
	p := r.Pack()
	if lower := strings.ToLower(x.Out); strings.HasSuffix(lower, ".json") || strings.HasSuffix(lower, ".zip") {
		return "", nil, requestErrorf("%s: a Tabletop Simulator export is a folder (the saved object and its pictures), not a file", x.Out)
	}
	base, err := tabletopBaseURL(x.BaseURL)
	if err != nil {
		return "", nil, err
	}
	mix, err := chooseMix(p, x.Mix)
	if err != nil {
		if x.Mix == "" && len(p.Mixes) > 1 {
			return "", nil, requestErrorf("%v, or %s: every mix on one table, a bag each", err, TabletopAllMixes)
		}
		return "", nil, err
	}
	dir, err := filepath.Abs(x.Out)
	if err != nil {
		return "", nil, fmt.Errorf("tabletop: %w", err)
	}
	files, err := Tabletop(ctx, r, mix, TabletopOptions{TileSize: x.TileSize, BaseURL: base, Dir: dir, Progress: x.Progress})
	if err != nil {
		return "", nil, err
	}
	if err := WriteDir(x.Out, files); err != nil {
		return "", nil, writeFailure(err)
	}
	where := "file URLs of " + filepath.Join(dir, TabletopImages)
	if base != "" {
		where = "pictures to upload to " + base
	}
	what := "mix " + mix
	if _, err := p.Mix(mix); err != nil { // TabletopAllMixes
		ids := make([]string, len(p.Mixes))
		for i, m := range p.Mixes {
			ids[i] = m.ID
		}
		what = fmt.Sprintf("every mix (%s, each in a bag of its own)", ListShown(ids))
	}
	return fmt.Sprintf("exported %s of %s for Tabletop Simulator (%s, %d pictures, %s) to %s",
		what, p.ID, files[0].Path, len(files)-2, where, filepath.Clean(x.Out)), nil, nil
}

// allMixesHint adds to the refusal of an unknown mix what "all" is: for
// tts, one more choice (as when --mix is left out); for another format,
// where a user who read of tts's --mix all tried it, that it is tts's.
func allMixesHint(err error, format, mix string, mixes int) error {
	switch {
	case format == "tts" && mixes > 1:
		return fmt.Errorf("%w, or %s: every mix on one table, a bag each", err, TabletopAllMixes)
	case format == "tts" || mix != TabletopAllMixes:
		return err
	case format == "jcz":
		return fmt.Errorf("%w: leave --mix out and jcz exports every mix", err)
	}
	return fmt.Errorf("%w: %s, every mix on one table, is for --format tts", err, TabletopAllMixes)
}

// tabletopBaseURL checks a --base-url: an http or https address, to which
// a picture's file name is added (so it ends in "/", added if missing).
func tabletopBaseURL(s string) (string, error) {
	if s == "" {
		return "", nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", requestErrorf("base URL %q: give an http:// or https:// address, such as https://example.org/my-pack/", s)
	}
	if !strings.HasSuffix(s, "/") {
		s += "/"
	}
	return s, nil
}
