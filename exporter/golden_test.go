package exporter

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/ with the current output")

// assertGoldenPNG compares img pixel for pixel with testdata/golden/name;
// with -update it rewrites the file. On a mismatch the picture made is
// kept under testdata/failed/ to look at.
func assertGoldenPNG(t *testing.T, name string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run 'go test ./exporter -update' to create it)", err)
	}
	want, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if diff := pixelDiff(want, img); diff != "" {
		failed := filepath.Join("testdata", "failed", name)
		_ = os.MkdirAll(filepath.Dir(failed), 0o755)
		_ = os.WriteFile(failed, buf.Bytes(), 0o644)
		t.Errorf("%s: %s (picture made kept as %s; run with -update if the change is meant)", file, diff, failed)
	}
}

// pixelDiff describes how two pictures differ, or returns "".
func pixelDiff(a, b image.Image) string {
	if a.Bounds().Size() != b.Bounds().Size() {
		return "size " + a.Bounds().Size().String() + " became " + b.Bounds().Size().String()
	}
	n, first := 0, image.Point{}
	ab, bb := a.Bounds(), b.Bounds()
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, a1 := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, a2 := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				if n == 0 {
					first = image.Pt(x, y)
				}
				n++
			}
		}
	}
	if n == 0 {
		return ""
	}
	return "differs in " + strconv.Itoa(n) + " pixels, first at " + first.String()
}

func itoa(n int) string { return strconv.Itoa(n) }
