package exporter

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"
)

// Helpers of the add-on check: files, versions, JSON and a small XML tree.

func (c *addonCheck) readJSON(name string, v any) error {
	data, err := fs.ReadFile(c.root, name)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}

func (c *addonCheck) isFile(name string) bool {
	st, err := fs.Stat(c.root, name)
	return err == nil && st.Mode().IsRegular()
}

func (c *addonCheck) isDir(name string) bool {
	st, err := fs.Stat(c.root, name)
	return err == nil && st.IsDir()
}

// cleanRelPath: a relative slash path without "..", "." or empty parts.
func cleanRelPath(p string) bool {
	return p != "." && !strings.Contains(p, `\`) && fs.ValidPath(p)
}

// jczVersionAtLeast reports whether v is MAJOR.MINOR.PATCH and not below min.
func jczVersionAtLeast(v string, min [3]int) bool {
	m := jczVersionPattern.FindStringSubmatch(v)
	if m == nil {
		return false
	}
	var got [3]int
	for i := range got {
		got[i], _ = strconv.Atoi(m[i+1])
	}
	return slices.Compare(got[:], min[:]) >= 0
}

func jsonShown(v any) string {
	if v == nil {
		return "missing"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// xmlNode is an element with its attributes, its own text and its child
// elements in document order (the order matters for step 13).
type xmlNode struct {
	name     string
	attrs    map[string]string
	text     string
	children []*xmlNode
}

func parseXMLTree(data []byte) (*xmlNode, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	var root *xmlNode
	var stack []*xmlNode
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			n := &xmlNode{name: tk.Name.Local, attrs: map[string]string{}}
			for _, a := range tk.Attr {
				n.attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				parent := stack[len(stack)-1]
				parent.children = append(parent.children, n)
			} else if root == nil {
				root = n
			} else {
				return nil, errors.New("more than one root element")
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(tk)
			}
		}
	}
	if root == nil {
		return nil, errors.New("no root element")
	}
	return root, nil
}

// all returns the descendants named name, in document order.
func (n *xmlNode) all(name string) []*xmlNode {
	var out []*xmlNode
	for _, ch := range n.children {
		if ch.name == name {
			out = append(out, ch)
		}
		out = append(out, ch.all(name)...)
	}
	return out
}

func (n *xmlNode) childrenNamed(name string) []*xmlNode {
	var out []*xmlNode
	for _, ch := range n.children {
		if ch.name == name {
			out = append(out, ch)
		}
	}
	return out
}

func (n *xmlNode) child(name string) *xmlNode {
	if ch := n.childrenNamed(name); len(ch) > 0 {
		return ch[0]
	}
	return nil
}
