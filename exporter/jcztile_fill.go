package exporter

import (
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// A pack's tile gives every port to exactly one terrain feature; a
// JCloisterZone tile may leave some bare. Its river holds the centres of
// the edges it crosses, two fields may meet at an edge with nothing
// between them (hills_and_sheep.xml's HS/C!.v), and the Count's quarters
// of Carcassonne leave bare the edges where they lie against each other
// (count.xml). Here each bare port is given to a feature, with a warning
// saying which and why.

// dryRivers leaves the tile's rivers out: the fields on a river's two
// banks become one field, and the river's edges field edges, as if the
// river had dried up. A pack has no river; this keeps the tile whole and
// the land on both banks reachable by the same farmers.
func (b *tileBuilder) dryRivers() {
	for _, r := range b.rivers {
		var dried []string
		for tok := range strings.FieldsSeq(r.Text) {
			edge, ok := jczEdgeSet[tok]
			if !ok || b.hasEdge[edge] {
				continue
			}
			left, right := b.fieldAt(schema.Port(edge*3+1)), b.fieldAt(schema.Port(edge*3+2))
			if left >= 0 && right >= 0 && left != right {
				b.mergeFields(left, right)
			}
			dried = append(dried, tok)
		}
		if len(dried) == 0 {
			b.im.warn(r, "tile %s: <river> has no counterpart in a classic pack: left out", b.jczID)
			continue
		}
		b.im.warn(r, "tile %s: <river> has no counterpart in a classic pack: left out, and the fields on its banks become one field (edges %s are field edges)", b.jczID, strings.Join(dried, " "))
	}
}

// fieldAt is the index of the field holding port p, or -1.
func (b *tileBuilder) fieldAt(p schema.Port) int {
	return slices.IndexFunc(b.tile.Features, func(f schema.Feature) bool {
		return f.Kind == schema.KindField && slices.Contains(f.Ports, p)
	})
}

// mergeFields makes field j part of field i and removes it. Fields are the
// tile's last features, so no index kept of a city or road moves.
func (b *tileBuilder) mergeFields(i, j int) {
	fs := b.tile.Features
	fs[i].Ports = append(fs[i].Ports, fs[j].Ports...)
	slices.Sort(fs[i].Ports)
	for _, c := range fs[j].Borders {
		if !slices.Contains(fs[i].Borders, c) {
			fs[i].Borders = append(fs[i].Borders, c)
		}
	}
	b.tile.Features = slices.Delete(fs, j, j+1)
	b.counts[schema.KindField]--
}

// ringPorts are the ports in their order around the tile, clockwise from
// the north edge's west half.
var ringPorts = func() []schema.Port {
	var out []schema.Port
	for edge := range 4 {
		out = append(out, schema.Port(edge*3+1), schema.Port(edge*3), schema.Port(edge*3+2))
	}
	return out
}()

// fillBarePorts gives every port no feature holds to a field: the centre
// of an edge no city or road holds goes to the field holding both its
// halves (JCloisterZone lists half edges only), or, where two fields meet,
// to the field on its first half (clockwise); every other run of bare
// ports around the tile becomes a field of its own.
func (b *tileBuilder) fillBarePorts() {
	held := b.heldPorts()
	for edge := range 4 {
		centre := schema.Port(edge * 3)
		if held[centre] {
			continue
		}
		left, right := b.fieldAt(schema.Port(edge*3+1)), b.fieldAt(schema.Port(edge*3+2))
		if left < 0 || right < 0 {
			continue
		}
		if left == right {
			f := &b.tile.Features[left]
			f.Ports = append(f.Ports, centre)
			slices.Sort(f.Ports)
			held[centre] = true
			continue
		}
		f := &b.tile.Features[left]
		f.Ports = append(f.Ports, centre)
		slices.Sort(f.Ports)
		held[centre] = true
		b.im.warn(b.elem, "tile %s: two fields meet at edge %s with nothing between them: its centre goes to the field on %s, so that the edge is a field edge", b.jczID, centre, schema.Port(edge*3+1))
	}
	// Start after a held port, so that no run is cut in two at the ring's
	// start; with none held, the whole ring is one run.
	start := max(0, slices.IndexFunc(ringPorts, func(p schema.Port) bool { return held[p] }))
	var run []schema.Port
	flush := func() {
		if len(run) == 0 {
			return
		}
		names := make([]string, len(run)) // in their order around the tile
		for i, p := range run {
			names[i] = p.String()
		}
		ports := slices.Sorted(slices.Values(run))
		b.add(schema.Feature{Kind: schema.KindField, Ports: ports}, nil)
		b.im.warn(b.elem, "tile %s: ports %s belong to no feature of the tile: they become a field of their own", b.jczID, strings.Join(names, " "))
		run = nil
	}
	for k := range ringPorts {
		p := ringPorts[(start+k)%len(ringPorts)]
		if held[p] {
			flush()
			continue
		}
		run = append(run, p)
	}
	flush()
}

// heldPorts are the ports some terrain feature of the tile holds.
func (b *tileBuilder) heldPorts() map[schema.Port]bool {
	held := map[schema.Port]bool{}
	for _, f := range b.tile.Features {
		for _, p := range f.Ports {
			held[p] = true
		}
	}
	return held
}
