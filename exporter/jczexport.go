package exporter

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
)

// jczAddon is the jcz export: a .jca (or .zip) file holding the add-on's
// one folder, or that folder written inside the folder Out.
func (x Export) jczAddon(ctx context.Context, r *Renderer) (string, []string, error) {
	if err := x.checkNewFile(); err != nil {
		return "", nil, err
	}
	addon, err := JCZAddon(ctx, r, JCZOptions{Mix: x.Mix, Lossy: x.Lossy, PackOptions: PackOptions{TileSize: x.TileSize, Progress: x.Progress}})
	if err != nil {
		return "", nil, err
	}
	out := filepath.Clean(x.Out)
	what := r.Pack().ID
	if x.Mix != "" {
		what = "mix " + x.Mix + " of " + what
	}
	summary := fmt.Sprintf("exported %s as the JCloisterZone add-on %s (%s, %s) to %s", what, addon.ID, plural(len(addon.Files), "file"), plural(len(addon.Warnings), "warning"), out)
	lower := strings.ToLower(x.Out)
	if strings.HasSuffix(lower, ".jca") || strings.HasSuffix(lower, ".zip") {
		if err := writeZip(x.Out, addon.Files, x.Force); err != nil {
			return "", nil, writeFailure(err)
		}
		return summary + ": install it in JCloisterZone's add-on settings", addon.Warnings, nil
	}
	if err := WriteDir(x.Out, addon.Files); err != nil {
		return "", nil, writeFailure(err)
	}
	return summary + ": copy the folder " + filepath.Join(out, addon.ID) + " into JCloisterZone's add-ons folder", addon.Warnings, nil
}
