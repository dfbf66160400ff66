package exporter

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
)

// A small XML tree for reading JCloisterZone tile definitions: every
// element with its attributes, its own text, its children in document
// order, and where it starts in the file (line and column, from 1), so
// what the importer says points into the file.

// What an imported XML file may hold at most: more is refused before it
// is kept. A JCloisterZone tile file holds a few thousand elements, a few
// levels deep, each with a handful of attributes.
const (
	MaxJCZXMLSize     = 16 << 20
	maxJCZXMLElements = 200_000
	maxJCZXMLDepth    = 64
	maxJCZXMLAttrs    = 32
)

// xmlElem is one element of the tree.
type xmlElem struct {
	Name      string
	Attrs     []xml.Attr
	Text      string
	Kids      []*xmlElem
	File      string // the file it is in, as messages name it
	Line, Col int
}

// attr returns the value of attribute name, and whether it is there.
func (e *xmlElem) attr(name string) (string, bool) {
	for _, a := range e.Attrs {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

// walk calls fn for e and every element under it, in document order.
func (e *xmlElem) walk(fn func(*xmlElem)) {
	fn(e)
	for _, k := range e.Kids {
		k.walk(fn)
	}
}

// XMLError is an XML file that cannot be read, located in the file.
type XMLError struct {
	File      string
	Line, Col int
	What      string
}

func (e *XMLError) Error() string {
	if e.Col > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.What)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.What)
}

// parseXMLElems reads data as one XML document into a tree. What it keeps
// is bounded by the file's size and the limits above, each checked as the
// element is read: an element's text is gathered once (not copied for each
// piece between comments), and positions are counted as the reader moves
// on, with no index as large as the file.
func parseXMLElems(file string, data []byte) (*xmlElem, error) {
	if len(data) > MaxJCZXMLSize {
		return nil, &XMLError{File: file, Line: 1, What: fmt.Sprintf("the file is larger than %d MiB: split it", MaxJCZXMLSize>>20)}
	}
	pos := &xmlPosition{data: data, line: 1}
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var root *xmlElem
	var stack []*xmlElem
	var texts [][]byte
	count := 0
	for {
		start := d.InputOffset()
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			// The token that cannot be read starts at start; the reader
			// stopped at its InputOffset.
			line, col := pos.at(int(start))
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				if se.Line != line {
					if line, col = pos.at(int(d.InputOffset())); se.Line != line {
						col = 0 // the line alone says where
					}
				}
				return nil, &XMLError{File: file, Line: se.Line, Col: col, What: "not well-formed XML: " + se.Msg}
			}
			return nil, &XMLError{File: file, Line: line, Col: col, What: "not well-formed XML: " + err.Error()}
		}
		switch t := tok.(type) {
		case xml.StartElement:
			count++
			line, col := pos.at(int(start))
			at := func(format string, args ...any) error {
				return &XMLError{File: file, Line: line, Col: col, What: fmt.Sprintf(format, args...)}
			}
			switch {
			case count > maxJCZXMLElements:
				return nil, at("a tile definition file holds at most %d elements, and this is element %d: split the file", maxJCZXMLElements, count)
			case len(stack) >= maxJCZXMLDepth:
				return nil, at("<%s> is nested %d levels deep, past the %d a tile definition file may use", t.Name.Local, len(stack)+1, maxJCZXMLDepth)
			case len(t.Attr) > maxJCZXMLAttrs:
				return nil, at("<%s> has %d attributes, past the %d an element of a tile definition file may have", t.Name.Local, len(t.Attr), maxJCZXMLAttrs)
			}
			e := &xmlElem{Name: t.Name.Local, Attrs: t.Attr, File: file, Line: line, Col: col}
			if len(stack) == 0 {
				if root != nil {
					return nil, at("a second root element: an XML file has one")
				}
				root = e
			} else {
				parent := stack[len(stack)-1]
				parent.Kids = append(parent.Kids, e)
			}
			stack = append(stack, e)
			texts = append(texts, nil)
		case xml.EndElement:
			top := len(stack) - 1
			stack[top].Text = string(bytes.TrimSpace(texts[top]))
			stack, texts = stack[:top], texts[:top]
		case xml.CharData:
			if len(stack) > 0 {
				texts[len(texts)-1] = append(texts[len(texts)-1], t...)
			}
		}
	}
	if root == nil {
		return nil, &XMLError{File: file, Line: 1, What: "no element: expected JCloisterZone tile definitions (<tile> and <tile-set> elements)"}
	}
	return root, nil
}

// xmlPosition turns byte offsets into lines and columns (from 1; columns
// count bytes), for offsets that never go back: it counts the lines
// between one offset and the next, and keeps nothing but where it is.
type xmlPosition struct {
	data         []byte
	offset, line int
	lineStart    int
}

func (p *xmlPosition) at(offset int) (line, col int) {
	offset = min(max(offset, p.offset), len(p.data))
	seen := p.data[p.offset:offset]
	if n := bytes.Count(seen, []byte{'\n'}); n > 0 {
		p.line += n
		p.lineStart = p.offset + bytes.LastIndexByte(seen, '\n') + 1
	}
	p.offset = offset
	return p.line, offset - p.lineStart + 1
}
