package proptest

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"testing/fstest"

	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// ExportTileSize is the tile size of the exports: the smallest the
// exporter draws, since the property is about crashes, not pictures.
const ExportTileSize = exporter.MinTileSize

// export writes the pack as zip, tiled, jcz and pdf, the last two for the
// first mix within the limits, the way 'tilesmith export' does.
func (r *runner) export(p *schema.Pack, playable []bool) {
	var rd *exporter.Renderer
	if !r.step("export: renderer", func() (err error) { rd, err = exporter.NewRenderer(p, r.o.Art); return err }) {
		return
	}
	mix := ""
	for mi, ok := range playable {
		if ok {
			mix = p.Mixes[mi].ID
			break
		}
	}
	xs := []exporter.Export{
		{Format: "zip", Out: filepath.Join(r.o.Out, "pack.zip")},
		{Format: "tiled", Out: filepath.Join(r.o.Out, "tiled")},
	}
	if mix != "" {
		if exporter.JCZExports(p) || exporter.JCZLossyExports(p) { // docs/export.md: jcz is for classic packs, mists with --lossy
			xs = append(xs, exporter.Export{Format: "jcz", Mix: mix, Lossy: true, Out: filepath.Join(r.o.Out, "jcz")})
		}
		xs = append(xs, exporter.Export{Format: "pdf", Mix: mix, Out: filepath.Join(r.o.Out, "tiles.pdf")})
	}
	for _, x := range xs {
		x.TileSize = ExportTileSize
		step := "export " + x.Format
		if x.Mix != "" {
			step += " mix " + x.Mix
		}
		if r.step(step, func() error { _, _, err := x.Run(context.Background(), rd); return err }) {
			r.res.Exports++
		}
	}
}

// ArtFS is an artwork folder holding art/ok.png, a 4×4 PNG: the one
// artwork path of the art mutation that exists.
func ArtFS() fstest.MapFS {
	img := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	for i := range 4 {
		img.Set(i, i, color.NRGBA{R: 200, A: 255})
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic("proptest: encoding a 4×4 PNG: " + err.Error())
	}
	return fstest.MapFS{"art/ok.png": {Data: buf.Bytes(), Mode: 0o644}}
}
