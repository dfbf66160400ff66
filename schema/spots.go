package schema

import (
	"strconv"
	"strings"
)

// spotTree records where every JSON value of a file starts, and for an
// object member where its key starts, as a tree: a value is found from its
// parent by key or index. Each value costs the same few bytes however deep
// it lies or however long the names above it, so a hostile file cannot
// make the index grow faster than the file.
type spotTree struct {
	nodes []spotNode
	edges map[spotEdge]int32 // parent and token -> node
}

// spotNode is one value: its parent (-1 for the document), its token in
// the parent, and its offsets (a pack is at most MaxPackBytes long).
type spotNode struct {
	parent    int32
	index     int32 // the item's index in an array parent, -1 for a member
	key       string
	value, at int32 // where the value starts, and its key (-1 for none)
	isArray   bool  // its children are found by index
}

type spotEdge struct {
	parent int32
	index  int32
	key    string
}

func newSpotTree(hint int) spotTree {
	return spotTree{nodes: make([]spotNode, 0, hint), edges: make(map[spotEdge]int32, hint)}
}

// add records a value under parent (-1 for the document) at key (an
// object member) or index (an array item, key ""), and returns its node.
// A key given twice leaves the later value in the index, as decoders do.
func (t *spotTree) add(parent int32, key string, index int32, value, keyAt int) int32 {
	id := int32(len(t.nodes))
	t.nodes = append(t.nodes, spotNode{parent: parent, index: index, key: key, value: int32(value), at: int32(keyAt)})
	if parent >= 0 {
		t.edges[spotEdge{parent, index, key}] = id
	}
	return id
}

// member returns the node of an object's member, if recorded.
func (t *spotTree) member(parent int32, key string) (spotNode, bool) {
	id, ok := t.edges[spotEdge{parent, -1, key}]
	if !ok {
		return spotNode{}, false
	}
	return t.nodes[id], true
}

// find resolves a JSON pointer to its node, or to its deepest ancestor in
// the file (exact false) when the pointer names nothing there; -1 when
// the tree is empty.
func (t *spotTree) find(pointer string) (id int32, exact bool) {
	if len(t.nodes) == 0 {
		return -1, false
	}
	if pointer == "" {
		return 0, true
	}
	for tok := range strings.SplitSeq(pointer[1:], "/") {
		edge := spotEdge{parent: id, index: -1}
		if t.nodes[id].isArray {
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i > 1<<31-1 {
				return id, false
			}
			edge.index = int32(i)
		} else {
			edge.key = unescapeToken(tok)
		}
		next, ok := t.edges[edge]
		if !ok {
			return id, false
		}
		id = next
	}
	return id, true
}

// pointer returns the JSON pointer of a node.
func (t *spotTree) pointer(id int32) string {
	var toks []string
	for ; id > 0; id = t.nodes[id].parent {
		n := t.nodes[id]
		if n.index >= 0 {
			toks = append(toks, strconv.Itoa(int(n.index)))
		} else {
			toks = append(toks, escapeToken(n.key))
		}
	}
	var b strings.Builder
	for i := len(toks) - 1; i >= 0; i-- {
		b.WriteByte('/')
		b.WriteString(toks[i])
	}
	return b.String()
}
