package exporter

import (
	"cmp"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// A JCloisterZone 5 add-on, laid out as the client installs it
// (docs/jcz-addon.md, sections 1 and 2): exactly one folder, named by the
// add-on id, holding jcz-addon.json, the tile XML and the artwork folder.

// The fixed names inside the add-on folder.
const (
	JCZAddonFile    = "jcz-addon.json"
	JCZTilesFile    = "tiles.xml"
	JCZArtwork      = "tilesmith"
	jczArtworkFile  = "artwork.json"
	jczArtTilesFile = "tiles.json"
	jczArtTilesDir  = "tiles"
)

// JCZMinimumVersion is the oldest JCloisterZone that loads the add-on: the
// first client that reads minimumJczVersion and the add-on layout we write
// (its own bundled add-on declares this version; docs/jcz-addon.md §2.1).
const JCZMinimumVersion = "5.10.0"

// jczReservedIDs are the ids of add-ons JCloisterZone installs itself.
var jczReservedIDs = []string{"jcz", "classic"}

// jczManifest is jcz-addon.json, with the fields the client reads.
type jczManifest struct {
	Title             string   `json:"title"`
	Description       string   `json:"description"`
	Version           int      `json:"version"`
	MinimumJczVersion string   `json:"minimumJczVersion"`
	Expansions        []string `json:"expansions"`
	Artworks          []string `json:"artworks"`
}

// JCZOptions says how a JCloisterZone add-on is made.
type JCZOptions struct {
	// Mix is the one mix to export ("" for every mix).
	Mix string
	// Lossy allows packs whose rules JCloisterZone cannot play (Mists):
	// what is left out is listed as warnings.
	Lossy bool
	// Version is the add-on's version (0: 1), which installed copies and
	// FanCloisterZone's catalogue compare.
	Version int
	PackOptions
}

// JCZAddonFiles is a made add-on.
type JCZAddonFiles struct {
	// ID is the add-on id, the one folder every file is under.
	ID string
	// Files are the add-on's files, sorted by path.
	Files []File
	// Warnings name everything the add-on leaves out, one each.
	Warnings []string
	// manifest is what jcz-addon.json holds.
	manifest jczManifest
}

// withVersion gives the add-on another version: jcz-addon.json anew.
func (a *JCZAddonFiles) withVersion(v int) error {
	a.manifest.Version = v
	data, err := jczJSON(a.manifest)
	if err != nil {
		return err
	}
	for i := range a.Files {
		if a.Files[i].Path == path.Join(a.ID, JCZAddonFile) {
			a.Files[i].Data = data
			return nil
		}
	}
	return fmt.Errorf("add-on %s has no %s", a.ID, JCZAddonFile)
}

// JCZAddonID derives the add-on id from the pack id, the mix id when one
// mix is exported, and the modules the pack is played with (--with): lower
// case, other characters as dashes, never an id JCloisterZone uses itself
// (a "-tilesmith" is added then). JCloisterZone refuses to install an id
// it already has, and FanCloisterZone's catalogue and saved games name an
// add-on by it, so each pack, mix and module has its own.
func JCZAddonID(packID, mixID string, modules ...string) string {
	id := packID
	if mixID != "" {
		id += "-" + mixID
	}
	for _, m := range modules {
		id += "-" + m
	}
	id = strings.Map(func(r rune) rune {
		switch {
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		}
		return '-'
	}, id)
	if id == "" || id[0] == '-' {
		id = "t" + id
	}
	if slices.Contains(jczReservedIDs, id) {
		id += "-tilesmith"
	}
	return id
}

// jczAddonTitle is the add-on's title in JCloisterZone's add-on list: the
// pack's name, the mix's when one is exported, and the modules it is
// played with — so that two add-ons of one pack never look alike.
func jczAddonTitle(p *schema.Pack, mixID string) string {
	title := p.Name
	if mixID != "" {
		title += " — " + mixName(p, mixID)
	}
	return title + jczModulesSuffix(p)
}

// jczModulesSuffix is ", with <module> and <module>" for a pack played
// with modules, "" otherwise.
func jczModulesSuffix(p *schema.Pack) string {
	if len(p.Modules) == 0 {
		return ""
	}
	return ", with " + jczModulesNamed(p)
}

// JCZAddon makes a JCloisterZone add-on of the renderer's pack: its tiles
// (the one shaped like JCloisterZone's start tile by reference), one
// tile-set and expansion per mix (or opts.Mix alone), and our drawings
// with every follower's place. A pack of rules JCloisterZone cannot play
// is refused unless opts.Lossy; everything left out is a warning.
func JCZAddon(ctx context.Context, r *Renderer, opts JCZOptions) (*JCZAddonFiles, error) {
	p := r.Pack()
	lossy := JCZLossyExports(p)
	if !JCZExports(p) && !lossy {
		return nil, requestErrorf("JCloisterZone plays tiles of the base game only: %s is a %s pack, which it cannot hold", p.ID, p.Ruleset)
	}
	if diags := schema.CheckPack(p); diags.HasErrors() {
		return nil, fmt.Errorf("pack %s is not valid, fix it before exporting:\n%s", p.ID, diags)
	}
	id := JCZAddonID(p.ID, opts.Mix, p.Modules...)
	start := findJCZStart(p)
	defs, warnings, err := jczDefinitions(p, id, opts.Mix, start)
	if err != nil {
		return nil, err
	}
	warnings = append(jczRuleLosses(p), warnings...)
	if lossy {
		losses := jczLosses(p, opts.Mix)
		// A pack of a ruleset JCloisterZone plays is lossy by its modules.
		what := fmt.Sprintf("is a %s pack", p.Ruleset)
		if len(p.Modules) > 0 {
			what = "plays with " + jczModulesNamed(p)
		}
		if !opts.Lossy {
			return nil, requestErrorf("pack %s %s, whose rules JCloisterZone cannot play: an add-on would leave out %s. Export it anyway with --lossy, which lists every one as a warning",
				p.ID, what, losses)
		}
		warnings = append(append([]string{fmt.Sprintf("pack %s %s: JCloisterZone plays its tiles by the base game's rules, without the pack's own rules, and leaves out %s",
			p.ID, what, losses)}, jczModuleLosses(p)...), warnings...)
	}
	body, err := xml.MarshalIndent(defs, "", "  ")
	if err != nil {
		return nil, err
	}
	files := []File{{path.Join(id, JCZTilesFile), append([]byte(xml.Header), append(body, '\n')...)}}
	art, err := jczArtworkFiles(ctx, r, start, id, opts.Mix, opts.PackOptions)
	if err != nil {
		return nil, err
	}
	files = append(files, art...)
	addon := &JCZAddonFiles{ID: id, Warnings: warnings, manifest: jczManifest{
		Title:             jczAddonTitle(p, opts.Mix),
		Description:       "Exported by tilesmith from pack " + p.ID + ".",
		MinimumJczVersion: JCZMinimumVersion,
		Expansions:        []string{JCZTilesFile},
		Artworks:          []string{JCZArtwork},
	}}
	files = append(files, File{Path: path.Join(id, JCZAddonFile)})
	slices.SortFunc(files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	addon.Files = files
	if err := addon.withVersion(max(opts.Version, 1)); err != nil {
		return nil, err
	}
	return addon, nil
}

// jczArtworkFiles draws the tiles the add-on defines and writes the
// artwork folder: artwork.json, tiles.json and tiles/<tile>.png.
func jczArtworkFiles(ctx context.Context, r *Renderer, start jczStart, id, mixID string, opts PackOptions) ([]File, error) {
	p := r.Pack()
	size := cmp.Or(opts.TileSize, DefaultTileSize)
	defined := jczDefinedTiles(p, mixID, start)
	tiles := make([]*image.NRGBA, len(defined))
	err := forEach(ctx, len(defined), opts.Workers, opts.Progress, func(k int) (err error) {
		tiles[k], err = r.Tile(p.Tiles[defined[k]].ID, 0, size)
		return err
	})
	if err != nil {
		return nil, err
	}
	encoded, err := encodeAll(tiles, opts.Workers)
	if err != nil {
		return nil, err
	}
	dir := path.Join(id, JCZArtwork)
	var files []File
	entries := map[string]jczTileArt{}
	for k, data := range encoded {
		i := defined[k]
		t := p.Tiles[i]
		picture := path.Join(jczArtTilesDir, t.ID+".png")
		entry, err := r.jczTileArtOf(i, size, picture)
		if err != nil {
			return nil, err
		}
		entries[jczTileID(id, t.ID)] = entry
		files = append(files, File{path.Join(dir, picture), data})
	}
	tilesJSON, err := jczJSON(entries)
	if err != nil {
		return nil, err
	}
	artwork, err := jczJSON(jczArtworkJSON{
		Title:        jczAddonTitle(p, mixID) + " (tilesmith drawings)",
		TileSize:     size,
		Perspective:  "rotate",
		TilesInclude: []string{jczArtTilesFile},
	})
	if err != nil {
		return nil, err
	}
	return append(files, File{path.Join(dir, jczArtworkFile), artwork}, File{path.Join(dir, jczArtTilesFile), tilesJSON}), nil
}

// jczLosses names, counted, what an add-on of a pack JCloisterZone cannot
// play leaves out: features of kinds it has not, ghost symbols, stacks.
func jczLosses(p *schema.Pack, mixID string) string {
	kinds := map[schema.Kind]int{}
	ghosts := 0
	for _, i := range jczDefinedTiles(p, mixID, jczStart{}) {
		t := p.Tiles[i]
		for _, f := range t.Features {
			if jczFeatureKey(&f) == "" {
				kinds[f.Kind]++
			}
		}
		ghosts += t.Ghosts
	}
	var out []string
	for _, k := range slices.Sorted(maps.Keys(kinds)) {
		out = append(out, fmt.Sprintf("%d %s features", kinds[k], k))
	}
	if ghosts > 0 {
		out = append(out, fmt.Sprintf("%d ghost symbols", ghosts))
	}
	stacked := 0
	for _, m := range p.Mixes {
		if (mixID == "" || m.ID == mixID) && len(m.Stacks) > 0 {
			stacked++
		}
	}
	if stacked > 0 {
		out = append(out, fmt.Sprintf("the stacks of %d mixes", stacked))
	}
	if m := p.Rules.Messages; m != nil && p.PlaysModule(schema.ModuleMessages) {
		out = append(out, "the Messages module's deck of "+plural(len(m.Deck), "message"), "its "+plural(m.Figures, "score figure")+" per player", "its dark spaces")
	}
	switch len(out) {
	case 0:
		return "the pack's own rules"
	case 1:
		return out[0]
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}

// jczModuleLosses are the warnings, one each, on what an add-on leaves
// out of the modules a pack plays with: an add-on holds tiles, and
// JCloisterZone plays them by its own rules.
func jczModuleLosses(p *schema.Pack) []string {
	m := p.Rules.Messages
	if m == nil || !p.PlaysModule(schema.ModuleMessages) {
		return nil
	}
	return []string{
		fmt.Sprintf("the Messages module's deck of %s is left out: an add-on holds land tiles, not messages", plural(len(m.Deck), "message")),
		fmt.Sprintf("the Messages module's %s per player are left out: JCloisterZone moves one score figure", plural(m.Figures, "score figure")),
		fmt.Sprintf("the Messages module's dark spaces (every %d points), where a player takes a message or its seal's %d points, are left out", m.DarkEvery, m.SealPoints),
	}
}

// jczModulesNamed names the modules a pack plays with, for a message.
func jczModulesNamed(p *schema.Pack) string {
	var names []string
	for _, m := range p.Modules {
		names = append(names, schema.BlockTitle(m))
	}
	return strings.Join(names, " and ")
}

func mixName(p *schema.Pack, mixID string) string {
	for _, m := range p.Mixes {
		if m.ID == mixID {
			return m.Name
		}
	}
	return mixID
}

func jczJSON(v any) ([]byte, error) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}
