package exporter

import (
	"encoding/json"
	"image"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// mistsPack is the built-in mists pack and its compiled set.
func mistsPack(t *testing.T) (*schema.Pack, *engine.Set) {
	t.Helper()
	p, _, err := tilesets.Load("mists")
	if err != nil {
		t.Fatal(err)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return p, set
}

// mistsGameWithFaceDown plays Level 6 games with the cooperative bot until
// one ends with a tile laid face down (mists.md, Levels 5–6: a haunted
// graveyard's tiles are laid face down).
func mistsGameWithFaceDown(t *testing.T) *mists.Game {
	t.Helper()
	_, set := mistsPack(t)
	for seed := uint64(1); seed <= 50; seed++ {
		g, err := mists.NewGame(set, nil, "level-6", []string{"Ana", "Bo"}, seed)
		if err != nil {
			t.Fatal(err)
		}
		team, _ := mists.NewTeam("coop")
		if err := g.Play(team); err != nil {
			t.Fatal(err)
		}
		if g.Core().FaceDowns() > 0 {
			return g
		}
	}
	t.Fatal("no Level 6 game of seeds 1-50 laid a tile face down")
	return nil
}

// TestBoardFaceDownAndStanding: a tile laid face down is drawn as a tile
// back, not with its features; with a standing the panel grows by a line
// for every score, fact and the result.
func TestBoardFaceDownAndStanding(t *testing.T) {
	g := mistsGameWithFaceDown(t)
	core := g.Core()
	r := renderer(t, core.Set.Pack)
	const ts = 64
	plain, err := r.Board(core, BoardOptions{TileSize: ts})
	if err != nil {
		t.Fatal(err)
	}
	standing := g.Standing()
	img, err := r.Board(core, BoardOptions{TileSize: ts, Standing: &standing})
	if err != nil {
		t.Fatal(err)
	}
	line := max(18, ts/4)
	extra := (len(standing.Scores) + len(standing.Facts) + 1 - len(core.Players())) * line
	if got := img.Bounds().Dy() - plain.Bounds().Dy(); got != extra {
		t.Errorf("the standing panel adds %d pixels of height, want %d (%d scores, %d facts, a result)", got, extra, len(standing.Scores), len(standing.Facts))
	}
	placed := core.Board()
	minX, minY, _, _ := boardBounds(placed)
	margin, panel := ts/3, panelHeight(ts, panelRows(core, &standing))
	for _, p := range placed {
		if !p.FaceDown {
			continue
		}
		centre := image.Pt(margin+(p.X-minX)*ts+ts/2, panel+margin+(p.Y-minY)*ts+ts/2)
		if got := img.NRGBAAt(centre.X, centre.Y); got != TileBackColour {
			t.Errorf("face-down tile at (%d,%d): centre pixel %v, want the tile back %v", p.X, p.Y, got, TileBackColour)
		}
	}
}

// TestTiledMapFaceDownAndStanding: a Tiled map of a game with tiles laid
// face down leaves their cells empty (their faces stay hidden) and lists
// them on the face-down layer; the standing's scores, facts and result are
// map properties.
func TestTiledMapFaceDownAndStanding(t *testing.T) {
	g := mistsGameWithFaceDown(t)
	core := g.Core()
	r := renderer(t, core.Set.Pack)
	standing := g.Standing()
	data, err := TiledMap(r, core, &standing, 32)
	if err != nil {
		t.Fatal(err)
	}
	var m tiledMap
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	minX, minY, _, _ := boardBounds(core.Board())
	var faceDown *tiledLayer
	for i := range m.Layers {
		if m.Layers[i].Name == TiledLayerFaceDown {
			faceDown = &m.Layers[i]
		}
	}
	if faceDown == nil || len(faceDown.Objects) != core.FaceDowns() {
		t.Fatalf("face-down layer %+v, want %d rectangles", faceDown, core.FaceDowns())
	}
	for _, p := range core.Board() {
		gid := m.Layers[0].Data[(p.Y-minY)*m.Width+(p.X-minX)]
		if p.FaceDown != (gid == 0) {
			t.Errorf("cell (%d,%d): face down %v, tile layer gid %d", p.X, p.Y, p.FaceDown, gid)
		}
	}
	props := map[string]any{}
	for _, p := range m.Properties {
		props[p.Name] = p.Value
	}
	if props["result"] != standing.Result {
		t.Errorf("result property %v, want %q", props["result"], standing.Result)
	}
	for _, sc := range standing.Scores {
		if v, ok := props["score: "+sc.Name].(float64); !ok || int(v) != sc.Points {
			t.Errorf("score: %s property %v, want %d", sc.Name, props["score: "+sc.Name], sc.Points)
		}
	}
	for _, f := range standing.Facts {
		if props[f.Label] != f.Value {
			t.Errorf("%s property %v, want %q", f.Label, props[f.Label], f.Value)
		}
	}
}
