package exporter

import (
	"cmp"
	"context"
	"fmt"

	"github.com/tilesmith/tilesmith/schema"
)

// TabletopAllMixes asks Tabletop for every mix of the pack on one table,
// each in a bag of its own — unless the pack has a mix of that id, which
// it then means.
const TabletopAllMixes = "all"

// tabletopMixes are the mixes mixID asks for: the mix of that id, or, for
// TabletopAllMixes, every mix of the pack.
func tabletopMixes(p *schema.Pack, mixID string) ([]*schema.Mix, error) {
	mix, err := p.Mix(mixID)
	if err == nil {
		return []*schema.Mix{mix}, nil
	}
	if mixID != TabletopAllMixes || len(p.Mixes) == 0 {
		return nil, err
	}
	mixes := make([]*schema.Mix, len(p.Mixes))
	for i := range p.Mixes {
		mixes[i] = &p.Mixes[i]
	}
	return mixes, nil
}

// Where the mixes' bags lie: the first at (ttsBagX, 0), each next one
// ttsBagStep further left, its start tiles (but the first mix's, laid out
// to play) in a column in front of it, one tile apart (Mists' levels
// start from four).
const (
	ttsBagX    = -12.0
	ttsBagStep = -4.0
	ttsStartZ  = 3.0
)

// tiles draws every copy of the mixes, each picture once, and lays the
// first mix's start tiles on the table, the other mixes' start tiles
// beside their bags, and every other copy in its mix's bag, face down.
func (t *tabletop) tiles(ctx context.Context) error {
	if err := checkPictureMemory(1, t.size); err != nil {
		return err
	}
	copies, distinct := printLists(t.p, t.mixes)
	for m, mix := range t.mixes {
		if len(copies[m]) == 0 {
			return fmt.Errorf("mix %s of pack %s holds no tiles", mix.ID, t.p.ID)
		}
	}
	pngs, err := t.r.drawLooks(ctx, distinct, t.size, 0, t.opts.Workers, t.opts.Progress)
	if err != nil {
		return err
	}
	urls := make([]string, len(distinct))
	looksOf := map[string]int{}
	for i, d := range distinct {
		name := fmt.Sprintf("tile-%03d-%s.png", t.r.byID[d.id], d.id)
		if k := looksOf[d.id]; k > 0 {
			name = fmt.Sprintf("tile-%03d-%s-%d.png", t.r.byID[d.id], d.id, k+1)
		}
		looksOf[d.id]++
		urls[i] = t.pictureData(name, pngs[i])
	}
	t.thumbnail = pngs[0]
	back, err := t.picture("back.png", tabletopBack(t.p.Name, "", TileBackColour, t.size))
	if err != nil {
		return err
	}
	startBack := ""
	for m, mix := range t.mixes {
		if len(mix.Start) > 0 && startBack == "" {
			if startBack, err = t.picture("back-start.png", tabletopBack(t.p.Name, "start", rgb(0x2e5e4e), t.size)); err != nil {
				return err
			}
		}
		bagX := ttsBagX + float64(m)*ttsBagStep
		started := make([]bool, len(copies[m]))
		for s, st := range mix.Start {
			for i, c := range copies[m] {
				if started[i] || c.id != st.Tile {
					continue
				}
				started[i] = true
				at := ttsAt(float64(st.X)*ttsCell, ttsTableY, -float64(st.Y)*ttsCell, float64(st.Rot), ttsTileScale, false)
				desc := "start tile"
				if m == 0 {
					t.thumbnail = pngs[c.picture]
				} else {
					at = ttsAt(bagX, ttsTableY, ttsStartZ+float64(s)*ttsCell, float64(st.Rot), ttsTileScale, false)
					desc = "start tile of " + cmp.Or(mix.Name, mix.ID) + ": lay it in the middle to play this mix"
				}
				t.objects = append(t.objects, t.tile(t.tileName(c), desc, urls[c.picture], startBack, at, "start tile"))
				break
			}
		}
		var inBag []ttsObject
		for i, c := range copies[m] {
			if !started[i] {
				inBag = append(inBag, t.tile(t.tileName(c), "", urls[c.picture], back, ttsAt(0, 0, 0, 0, ttsTileScale, true), "tile"))
			}
		}
		if len(inBag) > 0 {
			t.objects = append(t.objects, t.bag(fmt.Sprintf("%s — %s: %s", t.p.Name, mix.Name, plural(len(inBag), "tile")),
				"Draw a tile, turn it over and place it.", bagX, 0, ttsColour{0.55, 0.42, 0.3}, inBag))
		}
	}
	return nil
}

// tileName is a copy's name in TTS: the tile's name and id, and the
// copy's label when it has one.
func (t *tabletop) tileName(c printedTile) string {
	tile := &t.p.Tiles[t.r.byID[c.id]]
	name := cmp.Or(tile.Name, tile.ID)
	if name != tile.ID {
		name += " (" + tile.ID + ")"
	}
	if c.look.Label != "" {
		name += " — " + c.look.Label
	}
	return name
}
