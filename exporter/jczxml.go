package exporter

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// A small XML tree for reading JCloisterZone tile definitions: every
// element with its attributes, its own text, its children in document
// order, and where it starts in the file (line and column, from 1), so
// what the importer says points into the file.

// What an imported XML file may hold at most: more is refused.
const (
	MaxJCZXMLSize     = 16 << 20
	maxJCZXMLElements = 200_000
	maxJCZXMLDepth    = 64
)

// xmlElem is one element of the tree.
type xmlElem struct {
	Name      string
	Attrs     []xml.Attr
	Text      string
	Kids      []*xmlElem
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

// parseXMLElems reads data as one XML document into a tree.
func parseXMLElems(file string, data []byte) (*xmlElem, error) {
	if len(data) > MaxJCZXMLSize {
		return nil, &XMLError{File: file, Line: 1, What: fmt.Sprintf("the file is larger than %d MiB: split it", MaxJCZXMLSize>>20)}
	}
	lines := newLineIndex(data)
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var root *xmlElem
	var stack []*xmlElem
	count := 0
	for {
		start := d.InputOffset()
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, &XMLError{File: file, Line: se.Line, What: "not well-formed XML: " + se.Msg}
			}
			line, col := lines.at(int(start))
			return nil, &XMLError{File: file, Line: line, Col: col, What: "not well-formed XML: " + err.Error()}
		}
		switch t := tok.(type) {
		case xml.StartElement:
			count++
			line, col := lines.at(int(start))
			if count > maxJCZXMLElements || len(stack) >= maxJCZXMLDepth {
				return nil, &XMLError{File: file, Line: line, Col: col, What: fmt.Sprintf("more than %d elements or %d levels deep: this is not a tile definition file", maxJCZXMLElements, maxJCZXMLDepth)}
			}
			e := &xmlElem{Name: t.Name.Local, Attrs: t.Copy().Attr, Line: line, Col: col}
			if len(stack) == 0 {
				if root != nil {
					return nil, &XMLError{File: file, Line: line, Col: col, What: "a second root element: an XML file has one"}
				}
				root = e
			} else {
				parent := stack[len(stack)-1]
				parent.Kids = append(parent.Kids, e)
			}
			stack = append(stack, e)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				top.Text += string(t)
			}
		}
	}
	if root == nil {
		return nil, &XMLError{File: file, Line: 1, What: "no element: expected JCloisterZone tile definitions (<tile> and <tile-set> elements)"}
	}
	root.walk(func(e *xmlElem) { e.Text = strings.TrimSpace(e.Text) })
	return root, nil
}

// lineIndex turns byte offsets into lines and columns (from 1; columns
// count bytes).
type lineIndex []int

func newLineIndex(data []byte) lineIndex {
	starts := lineIndex{0}
	for i, b := range data {
		if b == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

func (l lineIndex) at(offset int) (line, col int) {
	lo, hi := 0, len(l)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if l[mid] <= offset {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo + 1, offset - l[lo] + 1
}
