package exporter

import (
	"image"
	"image/color"
	"math"
	"sync"
)

// The tile frame is the same shape at a given size on every tile, and
// rasterizing it costs as much as a whole-tile shape (its bounding box is
// the tile, though it only covers a thin border). So its coverage is
// worked out once per size, kept as the few pixels it touches, and laid
// over each tile with x/image/vector's own arithmetic: the pixels come out
// exactly as rasterizing it every time would make them.

// framePath is the frame of a tile of size px: four bands w wide.
func framePath(size float64) [][]pt {
	w := math.Max(1/size, 0.006)
	return [][]pt{
		{{0, 0}, {1, 0}, {1, w}, {0, w}},
		{{0, 1 - w}, {1, 1 - w}, {1, 1}, {0, 1}},
		{{0, w}, {w, w}, {w, 1 - w}, {0, 1 - w}},
		{{1 - w, w}, {1, w}, {1, 1 - w}, {1 - w, 1 - w}},
	}
}

// coverage is a shape's anti-aliased coverage: the pixels it touches
// (relative to the canvas origin) and how much of each, 0 to 0xffff.
type coverage []coveredPixel

type coveredPixel struct {
	x, y uint16
	ma   uint32
}

// frameCoverages caches the frame's coverage by tile size. It holds a few
// sizes only: a picture needs one or two, and an editor zooming through
// many sizes must not keep them all.
var frameCoverages struct {
	sync.Mutex
	bySize map[int]coverage
}

const maxFrameCoverages = 8

func frameCoverage(size int) coverage {
	frameCoverages.Lock()
	defer frameCoverages.Unlock()
	if cov, ok := frameCoverages.bySize[size]; ok {
		return cov
	}
	if len(frameCoverages.bySize) >= maxFrameCoverages || frameCoverages.bySize == nil {
		frameCoverages.bySize = map[int]coverage{}
	}
	c := &canvas{size: float64(size)} // no picture: coverage only
	for _, band := range framePath(c.size) {
		c.add(true, band...)
	}
	cov := c.coverage()
	frameCoverages.bySize[size] = cov
	return cov
}

// coverage rasterizes the pending polygons as paint would and returns the
// coverage it would have drawn with. x/image/vector keeps its mask to
// itself, but drawing opaque white over a clear picture through its
// general path sets every pixel's alpha to the mask unchanged:
// (0·a + 0xffff·ma) / 0xffff = ma.
func (c *canvas) coverage() coverage {
	defer func() { c.pending = c.pending[:0] }()
	box, ok := c.pendingBox()
	if !ok {
		return nil
	}
	c.rasterize(box)
	mask := &maskSink{w: box.Dx(), h: box.Dy(), ma: make([]uint32, box.Dx()*box.Dy())}
	c.r.Draw(mask, mask.Bounds(), image.NewUniform(color.Opaque), image.Point{})
	var cov coverage
	for i, ma := range mask.ma {
		if ma != 0 {
			cov = append(cov, coveredPixel{uint16(box.Min.X + i%mask.w), uint16(box.Min.Y + i/mask.w), ma})
		}
	}
	return cov
}

// maskSink is a clear picture that keeps only the alpha drawn on it.
type maskSink struct {
	w, h int
	ma   []uint32
}

func (m *maskSink) ColorModel() color.Model     { return color.RGBA64Model }
func (m *maskSink) Bounds() image.Rectangle     { return image.Rect(0, 0, m.w, m.h) }
func (m *maskSink) At(x, y int) color.Color     { return color.Transparent }
func (m *maskSink) Set(x, y int, c color.Color) { _, _, _, m.ma[y*m.w+x] = c.RGBA() }

// paintCoverage fills cov with col over the canvas's picture, with the
// formula of vector.Rasterizer's RGBA fast path (rasterizeDstRGBASrcUniformOpOver).
func (c *canvas) paintCoverage(col color.Color, cov coverage) {
	sr, sg, sb, sa := col.RGBA()
	pix := c.img.Pix
	for _, p := range cov {
		ma := p.ma
		a := 0xffff - (sa * ma / 0xffff)
		i := c.img.PixOffset(c.origin.X+int(p.x), c.origin.Y+int(p.y))
		pix[i+0] = uint8(((uint32(pix[i+0])*0x101*a + sr*ma) / 0xffff) >> 8)
		pix[i+1] = uint8(((uint32(pix[i+1])*0x101*a + sg*ma) / 0xffff) >> 8)
		pix[i+2] = uint8(((uint32(pix[i+2])*0x101*a + sb*ma) / 0xffff) >> 8)
		pix[i+3] = uint8(((uint32(pix[i+3])*0x101*a + sa*ma) / 0xffff) >> 8)
	}
}
