package exporter

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// messagesDeck is the built-in expansion's Messages rules.
func messagesDeck(t *testing.T) *schema.MessagesRules {
	t.Helper()
	deck := testpacks.FreshPack(t, "messages").Rules.Messages
	if deck == nil || len(deck.Deck) != 8 {
		t.Fatalf("the built-in messages pack has no deck of 8: %+v", deck)
	}
	return deck
}

func TestMessageWording(t *testing.T) {
	want := map[int]string{
		1: "Score your smallest road",
		2: "Score your smallest city",
		3: "Score your smallest cloister",
		4: "2 points per pennant",
		5: "2 points per knight",
		6: "2 points per farmer",
		7: "Place one more tile",
		8: "Score a feature you lead, take that follower back",
	}
	for _, m := range messagesDeck(t).Deck {
		t.Run(fmt.Sprintf("message %d", m.Number), func(t *testing.T) {
			if got := messageWording(m); got != want[m.Number] {
				t.Errorf("%+v reads %q, want %q", m, got, want[m.Number])
			}
		})
	}
	t.Run("one point per monk", func(t *testing.T) {
		m := schema.Message{Number: 9, Action: "per-follower", Feature: "cloister", Points: 1}
		if got := messageWording(m); got != "1 point per monk" {
			t.Errorf("reads %q", got)
		}
	})
}

func TestWrapWords(t *testing.T) {
	const px = 20
	for _, tc := range []struct {
		name  string
		s     string
		width int
		lines int
	}{
		{"fits on one line", "2 points per pennant", 1000, 1},
		{"one word a line", "Score your smallest road", 1, 4},
		{"two lines", "Score your smallest road", textWidth("Score your smallest", px), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines := wrapWords(tc.s, px, tc.width)
			if len(lines) != tc.lines {
				t.Errorf("%q in %d px: %q, want %d lines", tc.s, tc.width, lines, tc.lines)
			}
			if strings.Join(lines, " ") != tc.s {
				t.Errorf("words lost or doubled: %q", lines)
			}
		})
	}
}

// TestMessagePictures decodes the encoded fronts and back: each a square
// of the asked size, every front different from the others and from the
// back.
func TestMessagePictures(t *testing.T) {
	deck := messagesDeck(t)
	const size = 200
	fronts, back, err := messagePictures(deck, size, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(fronts) != len(deck.Deck) {
		t.Fatalf("%d fronts for %d messages", len(fronts), len(deck.Deck))
	}
	decode := func(name string, data []byte) image.Image {
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := img.Bounds().Size(); got != image.Pt(size, size) {
			t.Fatalf("%s is %v, want %d px square", name, got, size)
		}
		return img
	}
	backImg := decode("back", back)
	var imgs []image.Image
	for i, data := range fronts {
		imgs = append(imgs, decode(fmt.Sprintf("message %d", deck.Deck[i].Number), data))
	}
	for i, a := range imgs {
		if samePixels(a, backImg) {
			t.Errorf("message %d looks like the back", deck.Deck[i].Number)
		}
		for j := range i {
			if samePixels(a, imgs[j]) {
				t.Errorf("messages %d and %d look alike", deck.Deck[j].Number, deck.Deck[i].Number)
			}
		}
	}
	again, _, err := messagePictures(deck, size, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := range fronts {
		if !bytes.Equal(fronts[i], again[i]) {
			t.Errorf("message %d: two drawings gave different bytes", deck.Deck[i].Number)
		}
	}
}

// TestSlotMirrored checks that a back sits where its front does once the
// sheet is turned over on its long edge: mirrored across the page's
// vertical middle, on the same row, with and without a bleed.
func TestSlotMirrored(t *testing.T) {
	for _, paper := range Papers {
		for _, bleed := range []float64{0, 3} {
			t.Run(fmt.Sprintf("%s, %g mm bleed", paper.Name, bleed), func(t *testing.T) {
				g, err := bleedGridFor(paper, 45, 2*bleed, bleed)
				if err != nil {
					t.Fatal(err)
				}
				for i := range g.cols * g.rows {
					f, b := g.slot(i, false), g.slot(i, true)
					if b.y != f.y || math.Abs(f.x+f.w-(paper.W-b.x)) > 1e-9 {
						t.Errorf("tile %d: front at (%g,%g) mm, back at (%g,%g) mm: not its mirror on %g mm paper", i, f.x, f.y, b.x, b.y, paper.W)
					}
				}
			})
		}
	}
}
