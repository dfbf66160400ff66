package exporter

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
)

// Tabletop Simulator (TTS) loads a "saved object": a JSON file shaped like
// a save file whose outer fields are left empty and whose ObjectStates are
// the objects to spawn, dropped into the game's "Saved Objects" folder
// with a picture of the same name beside it. The shape follows the TTS
// knowledge base's "Save File Format" page
// (kb.tabletopsimulator.com/custom-content/save-file-format/) and the
// community declarations on npm, @typed-tabletop-simulator/declaration
// 2.2.1 (saveFile.d.ts: TTSSave; objectData.d.ts: TileData, BagData,
// BoardCustomData, TokenData), which a test type-checks our output
// against. A saved object leaves SaveName, Date, the table, the sky and
// the scripts empty and Gravity and PlayArea at 0.5, as TTS writes one.

// ttsSave is the saved object's file.
type ttsSave struct {
	SaveName       string         `json:"SaveName"`
	Date           string         `json:"Date"`
	VersionNumber  string         `json:"VersionNumber"`
	GameMode       string         `json:"GameMode"`
	GameType       string         `json:"GameType"`
	GameComplexity string         `json:"GameComplexity"`
	Tags           []string       `json:"Tags"`
	Gravity        float64        `json:"Gravity"`
	PlayArea       float64        `json:"PlayArea"`
	Table          string         `json:"Table"`
	Sky            string         `json:"Sky"`
	Note           string         `json:"Note"`
	TabStates      map[string]any `json:"TabStates"`
	LuaScript      string         `json:"LuaScript"`
	LuaScriptState string         `json:"LuaScriptState"`
	XmlUI          string         `json:"XmlUI"`
	ObjectStates   []ttsObject    `json:"ObjectStates"`
}

// ttsObject is one object (ObjectData): a tile, a bag, a board or a token.
// Only the fields an object of its kind takes are set.
type ttsObject struct {
	GUID         string          `json:"GUID"`
	Name         string          `json:"Name"`
	Transform    ttsTransform    `json:"Transform"`
	Nickname     string          `json:"Nickname,omitempty"`
	Description  string          `json:"Description,omitempty"`
	ColorDiffuse ttsColour       `json:"ColorDiffuse"`
	Tags         []string        `json:"Tags,omitempty"`
	Locked       bool            `json:"Locked"`
	Grid         bool            `json:"Grid"`
	Snap         bool            `json:"Snap"`
	Tooltip      bool            `json:"Tooltip"`
	CustomImage  *ttsCustomImage `json:"CustomImage,omitempty"`
	Bag          *ttsBag         `json:"Bag,omitempty"`
	// Contained are a bag's objects (nil for anything else).
	Contained []ttsObject `json:"ContainedObjects,omitempty"`
}

// ttsTransform places an object: TTS's x runs east, y up and z north
// (away from the seat at the bottom of the table), and a turn about y is
// clockwise seen from above.
type ttsTransform struct {
	PosX   float64 `json:"posX"`
	PosY   float64 `json:"posY"`
	PosZ   float64 `json:"posZ"`
	RotX   float64 `json:"rotX"`
	RotY   float64 `json:"rotY"`
	RotZ   float64 `json:"rotZ"`
	ScaleX float64 `json:"scaleX"`
	ScaleY float64 `json:"scaleY"`
	ScaleZ float64 `json:"scaleZ"`
}

type ttsColour struct {
	R float64 `json:"r"`
	G float64 `json:"g"`
	B float64 `json:"b"`
}

// ttsCustomImage is the pictures of a custom tile, token or board; each
// kind has its own fields (CustomTile, CustomToken, WidthScale).
type ttsCustomImage struct {
	ImageURL          string `json:"ImageURL"`
	ImageSecondaryURL string `json:"ImageSecondaryURL,omitempty"`
	// WidthScale is a board's width over its height, as its picture has
	// it: TTS sizes the board from it.
	WidthScale  *float64        `json:"WidthScale,omitempty"`
	CustomTile  *ttsCustomTile  `json:"CustomTile,omitempty"`
	CustomToken *ttsCustomToken `json:"CustomToken,omitempty"`
}

// ttsCustomTile is a custom tile's shape: a box (Type 0) whose outline is
// its picture's, not stretched (so a square picture makes a square tile).
type ttsCustomTile struct {
	Type      int     `json:"Type"`
	Thickness float64 `json:"Thickness"`
	Stackable bool    `json:"Stackable"`
	Stretch   bool    `json:"Stretch"`
}

// ttsCustomToken is a custom token: cut out along its picture's opaque
// pixels.
type ttsCustomToken struct {
	Thickness           float64 `json:"Thickness"`
	MergeDistancePixels float64 `json:"MergeDistancePixels"`
	StandUp             bool    `json:"StandUp"`
	Stackable           bool    `json:"Stackable"`
}

// ttsBag is how a bag gives its objects: 2 is at random (BagOrder.Random
// of the declarations).
type ttsBag struct {
	Order int `json:"Order"`
}

const ttsBagRandom = 2

// ttsWhite leaves a custom object's picture as it is.
var ttsWhite = ttsColour{1, 1, 1}

// ttsGUIDs deals the objects' GUIDs: 6 hex digits, as TTS writes them,
// unique in the file and the same for the same seed, so that the same
// pack gives the same file.
type ttsGUIDs struct {
	seed string
	n    uint64
	used map[string]bool
}

func newTTSGUIDs(seed string) *ttsGUIDs {
	return &ttsGUIDs{seed: seed, used: map[string]bool{}}
}

func (g *ttsGUIDs) next() string {
	for {
		// SHA-256 spreads the ids of consecutive objects over the whole
		// range (FNV's differ in their last digits only).
		sum := sha256.Sum256(fmt.Appendf(nil, "%s\x00%d", g.seed, g.n))
		g.n++
		id := hex.EncodeToString(sum[:3])
		if !g.used[id] {
			g.used[id] = true
			return id
		}
	}
}

// ttsRound keeps positions to 1/1000 of a unit, so that the file reads
// plainly and does not depend on the last bits of a float.
func ttsRound(v float64) float64 {
	r := math.Round(v*1000) / 1000
	if r == 0 {
		return 0 // not -0
	}
	return r
}

// ttsAt is an object's transform at (x, y, z) turned rotY degrees
// clockwise, at the same scale on every axis, upside down when flipped.
func ttsAt(x, y, z, rotY, scale float64, flipped bool) ttsTransform {
	t := ttsTransform{PosX: ttsRound(x), PosY: ttsRound(y), PosZ: ttsRound(z), RotY: rotY, ScaleX: scale, ScaleY: scale, ScaleZ: scale}
	if flipped {
		t.RotZ = 180
	}
	return t
}
