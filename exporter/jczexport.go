package exporter

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/tilesmith/tilesmith/internal/fsutil"
)

// jczAddon is the jcz export: a .jca (or .zip) file holding the add-on's
// one folder, with its entry in the FanCloisterZone catalogue beside it
// (jczcatalogue.go), or that folder written inside the folder Out.
func (x Export) jczAddon(ctx context.Context, r *Renderer) (string, []string, error) {
	if err := x.checkNewFile(); err != nil {
		return "", nil, err
	}
	lower := strings.ToLower(x.Out)
	file := strings.HasSuffix(lower, ".jca") || strings.HasSuffix(lower, ".zip")
	p := r.Pack()
	opts := JCZOptions{Mix: x.Mix, Lossy: x.Lossy, PackOptions: PackOptions{TileSize: x.TileSize, Progress: x.Progress}}
	var catalogue *jczCatalogue
	var previous fczVersion
	var hasPrevious bool
	var download string
	if file {
		var err error
		if download, err = jczDownloadURL(x.BaseURL, filepath.Base(x.Out)); err != nil {
			return "", nil, err
		}
		if catalogue, err = readJCZCatalogue(jczCataloguePath(x.Out)); err != nil {
			return "", nil, err
		}
		if e, ok := catalogue.entry(JCZAddonID(p.ID, x.Mix, p.Modules...)); ok {
			previous, hasPrevious = e.newest()
			opts.Version = previous.Version
		}
	} else if x.BaseURL != "" {
		return "", nil, requestErrorf("--base-url goes into the FanCloisterZone catalogue entry written beside a .jca: export to a .jca file, or leave it out")
	}
	addon, err := JCZAddon(ctx, r, opts)
	if err != nil {
		return "", nil, err
	}
	out := filepath.Clean(x.Out)
	what := p.ID
	if x.Mix != "" {
		what = "mix " + x.Mix + " of " + what
	}
	summary := func(warnings []string) string {
		return fmt.Sprintf("exported %s as the JCloisterZone add-on %s (%s, %s) to %s", what, addon.ID, plural(len(addon.Files), "file"), plural(len(warnings), "warning"), out)
	}
	if !file {
		if err := WriteDir(x.Out, addon.Files); err != nil {
			return "", nil, writeFailure(err)
		}
		return summary(addon.Warnings) + ": copy the folder " + filepath.Join(out, addon.ID) + " into JCloisterZone's add-ons folder", addon.Warnings, nil
	}
	data, err := ZipBytes(addon.Files)
	if err != nil {
		return "", nil, err
	}
	version := addon.manifest.Version
	if hasPrevious && sha256Hex(data) != previous.SHA256 {
		// The pack changed since the catalogue's version: the next one,
		// so that FanCloisterZone updates the copies installed.
		version++
		if err := addon.withVersion(version); err != nil {
			return "", nil, err
		}
		if data, err = ZipBytes(addon.Files); err != nil {
			return "", nil, err
		}
	}
	entry := fczAddon{
		Key:         addon.ID,
		Name:        addon.manifest.Title,
		Description: addon.manifest.Description,
		Versions: []fczVersion{{
			Version:     version,
			Provider:    "https",
			URL:         download,
			SHA256:      sha256Hex(data),
			FromVersion: JCZMinimumVersion,
		}},
	}
	if err := catalogue.put(entry); err != nil {
		return "", nil, err
	}
	listing, err := catalogue.bytes()
	if err != nil {
		return "", nil, err
	}
	if err := fsutil.WriteFileAtomicOpts(x.Out, data, fsutil.WriteOptions{Force: x.Force}); err != nil {
		return "", nil, writeFailure(err)
	}
	if err := fsutil.WriteFileAtomic(catalogue.path, listing); err != nil {
		return "", nil, writeFailure(fmt.Errorf("the add-on %s is written, but its catalogue entry is not: %w", out, err))
	}
	warnings := addon.Warnings
	if x.BaseURL == "" {
		warnings = append(warnings, fmt.Sprintf("the catalogue entry in %s gives the placeholder address %s: export again with --base-url (where the .jca will be published), or replace it by hand before publishing", catalogue.path, download))
	}
	return fmt.Sprintf("%s (version %d): install it in JCloisterZone's add-on settings, or publish it with %s for FanCloisterZone", summary(warnings), version, catalogue.path), warnings, nil
}
