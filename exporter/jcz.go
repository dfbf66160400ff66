package exporter

import (
	"cmp"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"path"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The JCloisterZone 5 add-on: tile definitions (tiles.xml), one tile-set
// per mix, the add-on manifest and our drawings as artwork.

// jczDefs is the root of a JCloisterZone tile definition file.
type jczDefs struct {
	XMLName xml.Name     `xml:"defs"`
	Tiles   []jczTile    `xml:"tiles>tile"`
	Sets    []jczTileSet `xml:"sets>tile-set"`
}

type jczTile struct {
	ID        string     `xml:"id,attr"`
	Monastery *struct{}  `xml:"monastery"`
	Roads     []jczRoad  `xml:"road"`
	Cities    []jczCity  `xml:"city"`
	Fields    []jczField `xml:"field"`
}

type jczRoad struct {
	Edges string `xml:",chardata"`
}

type jczCity struct {
	Pennants int    `xml:"pennants,attr,omitempty"`
	Edges    string `xml:",chardata"`
}

type jczField struct {
	City   string `xml:"city,attr,omitempty"`
	Halves string `xml:",chardata"`
}

type jczTileSet struct {
	ID   string   `xml:"id,attr"`
	Refs []jczRef `xml:"ref"`
}

type jczRef struct {
	Count int    `xml:"count,attr"`
	Tile  string `xml:"tile,attr"`
}

// JCZAddonFile and JCZTilesFile are the fixed names in the add-on.
const (
	JCZAddonFile = "jcz-addon.json"
	JCZTilesFile = "tiles.xml"
	jczArtwork   = "artwork"
)

// jczAddon is jcz-addon.json.
type jczAddon struct {
	Title             string         `json:"title"`
	Description       string         `json:"description"`
	Version           int            `json:"version"`
	MinimumJczVersion string         `json:"minimumJczVersion"`
	TileDefinitions   []string       `json:"tileDefinitions"`
	TileSets          []jczAddonSet  `json:"tileSets"`
	Artworks          []jczAddonArts `json:"artworks"`
}

type jczAddonSet struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

type jczAddonArts struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Folder string `json:"folder"`
	Format string `json:"format"`
}

// jczID is the JCloisterZone id of one of our tiles: the pack id, a
// slash, the tile id.
func jczID(packID, tileID string) string { return packID + "/" + tileID }

// JCZExports reports whether pack p can become a JCloisterZone add-on:
// only classic-family packs, whose tiles JCloisterZone's own rules play.
func JCZExports(p *schema.Pack) bool { return p.Ruleset == "classic" || p.Ruleset == "mists" }

// JCZAddon makes the files of a JCloisterZone add-on for a classic-family
// pack (rulesets classic and mists), and the warnings for what
// JCloisterZone cannot show: fog, ghost symbols, Mists castles and
// graveyards, crop circles, decorations and termini are left out, each
// named in a warning, never silently. mixID limits the tile-sets to one
// mix ("" for all).
func JCZAddon(ctx context.Context, r *Renderer, mixID string, opts PackOptions) ([]File, []string, error) {
	p := r.Pack()
	if !JCZExports(p) {
		return nil, nil, fmt.Errorf("JCloisterZone add-ons are for classic-family packs (classic, mists); %s is a %s pack", p.ID, p.Ruleset)
	}
	if diags := schema.CheckPack(p); diags.HasErrors() {
		return nil, nil, fmt.Errorf("pack %s is not valid, fix it before exporting:\n%s", p.ID, diags)
	}
	defs, warnings, err := jczDefinitions(p, mixID)
	if err != nil {
		return nil, nil, err
	}
	body, err := xml.MarshalIndent(defs, "", "  ")
	if err != nil {
		return nil, nil, err
	}
	files := []File{{JCZTilesFile, append([]byte(xml.Header), append(body, '\n')...)}}
	tiles, err := r.TileImages(ctx, cmp.Or(opts.TileSize, DefaultTileSize), opts.Workers, opts.Progress)
	if err != nil {
		return nil, nil, err
	}
	encoded, err := encodeAll(tiles, opts.Workers)
	if err != nil {
		return nil, nil, err
	}
	for i, data := range encoded {
		files = append(files, File{path.Join(jczArtwork, p.ID, p.Tiles[i].ID+".png"), data})
	}
	addon := jczAddon{
		Title:             p.Name,
		Description:       "Exported by tilesmith from pack " + p.ID + ".",
		Version:           1,
		MinimumJczVersion: "5.0.0",
		TileDefinitions:   []string{JCZTilesFile},
		Artworks:          []jczAddonArts{{ID: p.ID, Title: p.Name + " (tilesmith drawings)", Folder: jczArtwork, Format: "png"}},
	}
	for _, s := range defs.Sets {
		addon.TileSets = append(addon.TileSets, jczAddonSet{ID: s.ID, Title: strings.TrimPrefix(s.ID, p.ID+":")})
	}
	manifest, err := json.MarshalIndent(addon, "", "  ")
	if err != nil {
		return nil, nil, err
	}
	files = append(files, File{JCZAddonFile, append(manifest, '\n')})
	return files, warnings, nil
}

// jczDefinitions translates the pack's tiles and mixes.
func jczDefinitions(p *schema.Pack, mixID string) (*jczDefs, []string, error) {
	defs := &jczDefs{}
	var warnings []string
	warn := func(format string, args ...any) { warnings = append(warnings, fmt.Sprintf(format, args...)) }
	for _, t := range p.Tiles {
		jt := jczTile{ID: jczID(p.ID, t.ID)}
		cityRef := map[string]string{}
		for _, f := range t.Features {
			switch f.Kind {
			case schema.KindCity:
				edges := centreEdges(f.Ports)
				jt.Cities = append(jt.Cities, jczCity{Pennants: f.Pennants, Edges: edges})
				cityRef[f.ID] = strings.Fields(edges)[0]
			}
		}
		for _, f := range t.Features {
			switch f.Kind {
			case schema.KindCity:
			case schema.KindRoad:
				jt.Roads = append(jt.Roads, jczRoad{Edges: centreEdges(f.Ports)})
				if f.EndsAt != "" && f.EndsAt != "crossing" && !isFeatureID(&t, f.EndsAt) {
					warn("tile %s: road %s ends at a %s, which JCloisterZone draws but does not name: left implicit", t.ID, f.ID, f.EndsAt)
				}
			case schema.KindField:
				var refs []string
				for _, b := range f.Borders {
					if ref, ok := cityRef[b]; ok {
						refs = append(refs, ref)
					}
				}
				jt.Fields = append(jt.Fields, jczField{City: strings.Join(refs, " "), Halves: halves(f.Ports)})
			case schema.KindCloister:
				jt.Monastery = &struct{}{}
			default:
				warn("tile %s: feature %s (%s) has no JCloisterZone counterpart: left out", t.ID, f.ID, f.Kind)
			}
			if len(f.Decorations) > 0 {
				warn("tile %s: feature %s's decorations %v have no JCloisterZone counterpart: left out", t.ID, f.ID, f.Decorations)
			}
		}
		if t.Ghosts > 0 {
			warn("tile %s: %d ghost symbols have no JCloisterZone counterpart: left out", t.ID, t.Ghosts)
		}
		if t.CropCircle != "" {
			warn("tile %s: its crop circle (%s) is left out: JCloisterZone's crop circles are an expansion of their own", t.ID, t.CropCircle)
		}
		if len(t.Decorations) > 0 {
			warn("tile %s: decorations %v have no JCloisterZone counterpart: left out (they show on the artwork)", t.ID, t.Decorations)
		}
		defs.Tiles = append(defs.Tiles, jt)
	}
	found := mixID == ""
	for _, m := range p.Mixes {
		if mixID != "" && m.ID != mixID {
			continue
		}
		found = true
		set := jczTileSet{ID: p.ID + ":" + m.ID}
		for _, t := range p.Tiles {
			if n := m.Counts.Of(t.ID); n > 0 {
				set.Refs = append(set.Refs, jczRef{Count: n, Tile: jczID(p.ID, t.ID)})
			}
		}
		if len(m.Stacks) > 0 {
			warn("mix %s: its stacks %v have no JCloisterZone counterpart: the tile-set is one pile", m.ID, m.Stacks)
		}
		defs.Sets = append(defs.Sets, set)
	}
	if !found {
		return nil, nil, fmt.Errorf("pack %s has no mix %q", p.ID, mixID)
	}
	return defs, warnings, nil
}

// centreEdges lists the edges (N E S W) whose centre port is in ports.
func centreEdges(ports []schema.Port) string {
	var out []string
	for _, p := range ports {
		if p.IsCentre() {
			out = append(out, p.String())
		}
	}
	return strings.Join(out, " ")
}

// halves lists the half-edge ports (NL … WR) in ports, in pack order.
func halves(ports []schema.Port) string {
	var out []string
	for _, p := range ports {
		if !p.IsCentre() {
			out = append(out, p.String())
		}
	}
	return strings.Join(out, " ")
}

func isFeatureID(t *schema.Tile, id string) bool {
	for _, f := range t.Features {
		if f.ID == id {
			return true
		}
	}
	return false
}
