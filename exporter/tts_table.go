package exporter

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"net/url"
	"path"
	"path/filepath"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// TabletopOptions says how a Tabletop Simulator saved object is made.
type TabletopOptions struct {
	// TileSize is the tile pictures' side in pixels (0: DefaultTileSize).
	TileSize int
	// BaseURL, when set, is where the pictures will be hosted: each is
	// named BaseURL + its file name. Without it each is named by a file
	// URL of where it is written, under Dir.
	BaseURL string
	// Dir is the absolute path of the folder the files are written into.
	Dir      string
	Workers  int
	Progress func(done, total int)
}

// TabletopImages is the folder of the saved object's pictures.
const TabletopImages = "images"

// Where things lie on the table, in TTS units (about an inch). These are
// our estimates of TTS's sizes, not measured in the game: a custom tile
// of scale 1 about 2 units across, a token of scale 0.3 a follower's size.
const (
	ttsTileScale     = 1.0
	ttsCell          = 2.0
	ttsTileThickness = 0.2
	ttsFollowerScale = 0.3
	ttsPieceScale    = 0.35
	ttsTableY        = 1.0
	// ttsBoardWidth is the width of a custom board of scale 1.
	ttsBoardWidth = 10.0
)

// TabletopFile is the name of the saved object of a pack's mix: TTS lists
// it under this name.
func TabletopFile(packID, mixID string) string { return packID + "-" + mixID + ".json" }

// tabletop builds one saved object.
type tabletop struct {
	r *Renderer
	p *schema.Pack
	// mixes are the mixes on the table, each its own bag: one, or every
	// mix of the pack (TabletopAllMixes).
	mixes []*schema.Mix
	opts  TabletopOptions
	size  int
	guids *ttsGUIDs
	files []File
	// objects lie on the table; their order is the file's.
	objects []ttsObject
	// thumbnail is the picture TTS shows for the saved object.
	thumbnail []byte
}

// Tabletop makes a Tabletop Simulator saved object of mix mixID of the
// renderer's pack: the JSON, the picture TTS lists it with (the same name
// with .png), and the pictures it names under TabletopImages. On the
// table: the mix's start tiles face up, the rest of its tiles in a bag,
// each copy as it looks (its own ghost symbols and decorations); a
// Messages deck in a bag of its own; each seat's followers (and score
// markers) in its colour; a score track, or The Castle's board; The
// City's wall pieces and towers; Mists' ghosts and dogs.
//
// With mixID TabletopAllMixes ("all"), unless the pack has a mix of that
// id, every mix of the pack is on the table, each in a bag of its own
// beside the start tiles it plays from, the first mix's laid out to play;
// pictures, followers and boards appear once.
func Tabletop(ctx context.Context, r *Renderer, mixID string, opts TabletopOptions) ([]File, error) {
	p := r.Pack()
	mixes, err := tabletopMixes(p, mixID)
	if err != nil {
		return nil, err
	}
	if opts.BaseURL == "" && !filepath.IsAbs(opts.Dir) {
		return nil, fmt.Errorf("tabletop: folder %q is not an absolute path, and file URLs need one", opts.Dir)
	}
	t := &tabletop{r: r, p: p, mixes: mixes, opts: opts, size: cmp.Or(opts.TileSize, DefaultTileSize),
		guids: newTTSGUIDs(p.ID + "\x00" + mixID)}
	if err := t.tiles(ctx); err != nil {
		return nil, err
	}
	steps := []func() error{t.messages, t.board, t.followers, t.cityPieces, t.mistsPieces}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	save := ttsSave{Tags: []string{}, Gravity: 0.5, PlayArea: 0.5, TabStates: map[string]any{}, ObjectStates: t.objects}
	data, err := json.MarshalIndent(save, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("tabletop: %w", err)
	}
	name := TabletopFile(p.ID, mixID)
	out := []File{{Path: name, Data: append(data, '\n')}}
	if t.thumbnail != nil {
		out = append(out, File{Path: strings.TrimSuffix(name, ".json") + ".png", Data: t.thumbnail})
	}
	return append(out, t.files...), nil
}

// picture writes a picture under TabletopImages and returns the URL the
// saved object names it by.
func (t *tabletop) picture(name string, img image.Image) (string, error) {
	data, err := EncodePNG(img)
	if err != nil {
		return "", fmt.Errorf("tabletop: %s: %w", name, err)
	}
	return t.pictureData(name, data), nil
}

func (t *tabletop) pictureData(name string, data []byte) string {
	t.files = append(t.files, File{Path: path.Join(TabletopImages, name), Data: data})
	if t.opts.BaseURL != "" {
		return t.opts.BaseURL + name
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(t.opts.Dir, TabletopImages, name))}
	if !strings.HasPrefix(u.Path, "/") { // C:/… on Windows
		u.Path = "/" + u.Path
	}
	return u.String()
}

// tile is a custom tile with front and back pictures.
func (t *tabletop) tile(nick, desc, front, back string, at ttsTransform, tags ...string) ttsObject {
	return ttsObject{
		GUID: t.guids.next(), Name: "Custom_Tile", Transform: at, Nickname: nick, Description: desc,
		ColorDiffuse: ttsWhite, Tags: tags, Grid: true, Snap: true, Tooltip: true,
		CustomImage: &ttsCustomImage{ImageURL: front, ImageSecondaryURL: back,
			CustomTile: &ttsCustomTile{Type: 0, Thickness: ttsTileThickness, Stackable: true}},
	}
}

// token is a custom token cut out of its picture.
func (t *tabletop) token(nick, picture string, at ttsTransform, tags ...string) ttsObject {
	return ttsObject{
		GUID: t.guids.next(), Name: "Custom_Token", Transform: at, Nickname: nick,
		ColorDiffuse: ttsWhite, Tags: tags, Snap: true, Tooltip: true,
		CustomImage: &ttsCustomImage{ImageURL: picture,
			CustomToken: &ttsCustomToken{Thickness: 0.2, MergeDistancePixels: 15, Stackable: true}},
	}
}

// bag holds objects and gives them at random.
func (t *tabletop) bag(nick, desc string, x, z float64, colour ttsColour, contained []ttsObject) ttsObject {
	for i := range contained {
		contained[i].Transform.PosX, contained[i].Transform.PosY, contained[i].Transform.PosZ = 0, 0, 0
	}
	return ttsObject{
		GUID: t.guids.next(), Name: "Bag", Transform: ttsAt(x, ttsTableY+0.5, z, 0, 1, false),
		Nickname: nick, Description: desc, ColorDiffuse: colour, Tooltip: true,
		Bag: &ttsBag{Order: ttsBagRandom}, Contained: contained,
	}
}

// customBoard is a board of one picture w×h pixels.
func (t *tabletop) customBoard(nick, picture string, w, h int, x, z, scale float64) ttsObject {
	ratio := float64(w) / float64(h)
	return ttsObject{
		GUID: t.guids.next(), Name: "Custom_Board", Transform: ttsAt(x, ttsTableY, z, 0, scale, false),
		Nickname: nick, ColorDiffuse: ttsWhite, Locked: true, Tooltip: true,
		CustomImage: &ttsCustomImage{ImageURL: picture, WidthScale: &ratio},
	}
}

// messages puts the Messages deck, when the pack plays with the module,
// in a bag of its own: each message a tile, its front the message and its
// back the envelope they share.
func (t *tabletop) messages() error {
	deck := printedDeck(t.p)
	if deck == nil {
		return nil
	}
	back, err := t.picture("message-back.png", messageBack(t.size))
	if err != nil {
		return err
	}
	var tiles []ttsObject
	for _, m := range deck.Deck {
		front, err := t.picture(fmt.Sprintf("message-%02d.png", m.Number), messageFront(m, deck.SealPoints, t.size))
		if err != nil {
			return err
		}
		tiles = append(tiles, t.tile(fmt.Sprintf("Message %d", m.Number), messageWording(m), front, back, ttsAt(0, 0, 0, 0, ttsTileScale, true), "message"))
	}
	t.objects = append(t.objects, t.bag("Messages: "+plural(len(tiles), "message"), "Draw a message when your figure lands on a dark space.", -12, -6, ttsColour{0.45, 0.3, 0.5}, tiles))
	return nil
}

// board lays the ruleset's board: The Castle's own (its cells, wall and
// score track), else a score track of 50 spaces (every DarkEvery-th dark
// with the Messages module).
func (t *tabletop) board() error {
	if c := t.p.Rules.Castle; c != nil && len(boardCells(&c.Board)) > 0 {
		img, err := t.r.CastleBoard(BoardOptions{TileSize: castleBoardCell})
		if err != nil {
			return err
		}
		u, err := t.picture("castle-board.png", img)
		if err != nil {
			return err
		}
		cols, _, _, _ := castleExtent(boardCells(&c.Board))
		// The board's cells at the tiles' size: its picture is cols cells
		// and the wall's margins wide.
		scale := ttsCell * (cols + 2*castleMargin) / ttsBoardWidth
		t.objects = append(t.objects, t.customBoard(t.p.Name+": the board", u, img.Rect.Dx(), img.Rect.Dy(), 0, 0, ttsRound(scale)))
		return t.castleWallTiles(c)
	}
	dark := 0
	if deck := printedDeck(t.p); deck != nil {
		dark = deck.DarkEvery
	}
	img := scoreTrack(dark, scoreTrackCell)
	u, err := t.picture("score-track.png", img)
	if err != nil {
		return err
	}
	t.objects = append(t.objects, t.customBoard("Score track", u, img.Rect.Dx(), img.Rect.Dy(), 0, 16, 1))
	return nil
}

// castleBoardCell is the pixels of a cell of The Castle's board picture.
const castleBoardCell = 128

// castleWallTiles puts The Castle's wall tiles in a bag: each kind as
// many times as the box has it, its effect written on it.
func (t *tabletop) castleWallTiles(c *schema.CastleRules) error {
	back, err := t.picture("wall-tile-back.png", wallTileBack(t.size/2))
	if err != nil {
		return err
	}
	var tiles []ttsObject
	for _, w := range c.WallTiles {
		front, err := t.picture(fmt.Sprintf("wall-tile-%d.png", w.Kind), wallTileFront(w, t.size/2))
		if err != nil {
			return err
		}
		for range w.Count {
			tiles = append(tiles, t.tile(fmt.Sprintf("Wall tile %d: %s", w.Kind, w.Effect), "", front, back, ttsAt(0, 0, 0, 0, ttsTileScale/2, true), "wall tile"))
		}
	}
	if len(tiles) > 0 {
		t.objects = append(t.objects, t.bag("Wall tiles: "+plural(len(tiles), "tile"), "Lay them face down on the track's wall spaces.", -12, -6, ttsColour{0.5, 0.5, 0.52}, tiles))
	}
	return nil
}
