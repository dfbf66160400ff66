package exporter

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"sync"
)

// The print-and-play PDF embeds its pictures as PNG files, which gopdf
// copies into the PDF as they are (their compressed rows, with PNG's row
// filters as the PDF's predictor). image/png tries five row filters on
// every row, then deflates at the default level. Tile pictures are flat
// colours, which deflate finds as long repeats without any filter:
// encodePDFImage writes every row unfiltered, the same pixels in other
// bytes.

// pdfImageCompression is the zlib level of the PDF's pictures. On the 68
// pictures of WE3 at 531 px (one core): image/png, 0.80 MB in about 0.6 s;
// unfiltered at level 2, 0.98 MB in about 0.09 s; at the default level,
// 0.66 MB in about 0.2 s, too slow for the PDF's half-second budget.
const pdfImageCompression = 2

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

var pdfZlibWriters = sync.Pool{New: func() any {
	zw, err := zlib.NewWriterLevel(nil, pdfImageCompression)
	if err != nil {
		panic("exporter: zlib level " + err.Error()) // a constant level
	}
	return zw
}}

// encodePDFImage encodes img as a PNG for the PDF: 8-bit RGB, every row
// unfiltered, when img is opaque; otherwise as EncodePNG does, so that
// gopdf keeps its transparency.
func encodePDFImage(img *image.NRGBA) ([]byte, error) { return encodeBledPDFImage(img, 0) }

// encodeBledPDFImage encodes img extended by bleed pixels on every side
// as withBleed extends it, writing the repeated edge pixels as it goes
// rather than copying the picture into a larger one first (that copy was
// a sixth of the print-shop PDF's time).
func encodeBledPDFImage(img *image.NRGBA, bleed int) ([]byte, error) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if !opaque(img) {
		return EncodePNG(withBleed(img, bleed))
	}
	var idat bytes.Buffer
	zw := pdfZlibWriters.Get().(*zlib.Writer)
	defer pdfZlibWriters.Put(zw)
	zw.Reset(&idat)
	ow, oh := w+2*bleed, h+2*bleed
	row := make([]byte, 1+3*ow) // row[0] = 0: no filter
	for y := range oh {
		sy := min(max(y-bleed, 0), h-1)
		pix := img.Pix[img.PixOffset(img.Rect.Min.X, img.Rect.Min.Y+sy):][:4*w]
		o := 1
		for range bleed {
			row[o], row[o+1], row[o+2] = pix[0], pix[1], pix[2]
			o += 3
		}
		for x := 0; x < len(pix); x, o = x+4, o+3 {
			row[o], row[o+1], row[o+2] = pix[x], pix[x+1], pix[x+2]
		}
		last := pix[len(pix)-4:]
		for range bleed {
			row[o], row[o+1], row[o+2] = last[0], last[1], last[2]
			o += 3
		}
		if _, err := zw.Write(row); err != nil {
			return nil, fmt.Errorf("encode PNG: %w", err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("encode PNG: %w", err)
	}
	out := bytes.NewBuffer(make([]byte, 0, idat.Len()+64))
	out.Write(pngSignature)
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(ow))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(oh))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits per sample, truecolour; deflate, filter method 0, no interlace
	writeChunk(out, "IHDR", ihdr[:])
	writeChunk(out, "IDAT", idat.Bytes())
	writeChunk(out, "IEND", nil)
	return out.Bytes(), nil
}

// writeChunk writes one PNG chunk: length, type, data, CRC of type and data.
func writeChunk(out *bytes.Buffer, typ string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	out.Write(n[:])
	out.WriteString(typ)
	out.Write(data)
	crc := crc32.NewIEEE()
	crc.Write([]byte(typ))
	crc.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	out.Write(n[:])
}

// opaque reports whether every pixel of img is fully opaque.
func opaque(img *image.NRGBA) bool {
	w := img.Rect.Dx()
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		pix := img.Pix[img.PixOffset(img.Rect.Min.X, y):][:4*w]
		for x := 3; x < len(pix); x += 4 {
			if pix[x] != 0xff {
				return false
			}
		}
	}
	return true
}
