package exporter

import (
	"hash/fnv"
	"image/color"

	"github.com/tilesmith/tilesmith/schema"
)

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// The palette: one fill per area kind, plus the colours of lines, walls
// and icons.
var (
	kindFill = map[schema.Kind]color.NRGBA{
		schema.KindField:       rgb(0x8fb35a),
		schema.KindCity:        rgb(0xd2ab6e),
		schema.KindResidential: rgb(0xd99066),
		schema.KindMarket:      rgb(0xe3c565),
		schema.KindTower:       rgb(0xa3a3a8),
		schema.KindHouse:       rgb(0xc4675a),
		schema.KindCourtyard:   rgb(0xa9cb7c),
		schema.KindFog:         {0xf4, 0xf6, 0xfa, 0xa8},
	}
	lineFill = map[schema.Kind]color.NRGBA{
		schema.KindRoad:   rgb(0xf3ecdc),
		schema.KindStreet: rgb(0xe4d7bd),
		schema.KindPath:   rgb(0xeee3c6),
	}
	marketFill = map[string]color.NRGBA{
		"grain":     rgb(0xe8c547),
		"fish":      rgb(0x6fa6d6),
		"livestock": rgb(0xb58458),
	}
	lineEdge    = rgb(0x5f5140)
	cityWall    = rgb(0x74512b)
	shieldBlue  = rgb(0x2d5ba8)
	white       = rgb(0xffffff)
	ink         = rgb(0x2b2620)
	roofRed     = rgb(0xb8412f)
	stone       = rgb(0x8a8a90)
	stoneDark   = rgb(0x5e5e66)
	water       = rgb(0x3f86c9)
	gold        = rgb(0xd9a520)
	lawn        = rgb(0x4f7a3a)
	tileBorder  = color.NRGBA{0x30, 0x2a, 0x22, 0x90}
	sheetPaper  = rgb(0xf7f4ee)
	unknownFill = rgb(0xb0a0c0)
)

// areaFill returns the fill of an area feature (markets by their kind).
func areaFill(f *schema.Feature) color.NRGBA {
	if f.Kind == schema.KindMarket && f.Market != "" {
		return marketColour(f.Market)
	}
	if c, ok := kindFill[f.Kind]; ok {
		return c
	}
	return unknownFill
}

// marketColour returns the fill of a market of the given kind.
func marketColour(market string) color.NRGBA {
	if c, ok := marketFill[market]; ok {
		return c
	}
	return tagColour(market)
}

// darker returns c with its channels scaled by k (0..1).
func darker(c color.NRGBA, k float64) color.NRGBA {
	return color.NRGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), c.A}
}

// tagColour gives a free-form tag a stable colour of its own.
func tagColour(tag string) color.NRGBA {
	h := fnv.New32a()
	h.Write([]byte(tag))
	v := h.Sum32()
	// Mid-saturation colours that stay readable on every fill.
	return color.NRGBA{uint8(60 + v%150), uint8(60 + (v>>8)%150), uint8(60 + (v>>16)%150), 0xff}
}

// zOrder is the order in which area kinds are drawn: the lowest present
// also fills the tile behind everything.
var zOrder = map[schema.Kind]int{
	schema.KindField:       0,
	schema.KindCourtyard:   1,
	schema.KindResidential: 2,
	schema.KindMarket:      3,
	schema.KindHouse:       4,
	schema.KindTower:       5,
	schema.KindCity:        6,
}
