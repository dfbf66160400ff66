package engine

// features is the union-find over feature nodes. Each node is one feature
// of one placed tile; merged features share a root, which holds the set's
// open port count, pennants and followers. Members of a set form a circular
// list through next, so a set can be walked without allocating. Every
// member points straight at its root (a union relabels the smaller set
// through its list), so Find is one load: sets are small, relabelling
// costs O(n log n) over a game, and Find runs several times per placement,
// where a path-halving loop of random length was mispredicted often.
type features struct {
	nodes []node
	n     int
	// Walks mark visited nodes and tiles with a generation number, so a
	// walk needs no clearing and no allocation.
	nodeMarks, tileMarks marks
}

// node is one feature instance; the set fields are valid at roots.
type node struct {
	parent   Node
	size     int32
	next     Node  // circular list of the set's members
	open     int32 // at roots: ports facing a cell that is still empty
	pennants int32 // at roots
	meeples  int32 // at roots: followers on the set
	tileOf   int32 // index into board.placed
	feat     int8  // feature index within its tile
	around   int8  // portless nodes: occupied cells among the 8 around
}

// marks remembers which items one walk has seen.
type marks struct {
	stamp []uint32
	gen   uint32
}

// start begins a new walk.
func (m *marks) start() {
	m.gen++
	if m.gen == 0 {
		clear(m.stamp)
		m.gen = 1
	}
}

// first marks item i and reports whether this walk had not seen it.
func (m *marks) first(i int) bool {
	if m.stamp[i] == m.gen {
		return false
	}
	m.stamp[i] = m.gen
	return true
}

func (f *features) init(capacity int) {
	f.nodes = make([]node, capacity)
	f.nodeMarks.stamp = make([]uint32, capacity)
	f.tileMarks.stamp = make([]uint32, capacity)
}

func (f *features) reset() { f.n = 0 }

// add creates a node for feature fi of placed tile pi, with its pennants
// and open ports.
func (f *features) add(pi int, fi int, pennants, open int32) Node {
	n := Node(f.n)
	f.n++
	// Field by field: a composite literal is built on the stack and copied
	// in 16-byte moves that stall on the 4-byte stores just made.
	nd := &f.nodes[n]
	nd.parent, nd.size, nd.next = n, 1, n
	nd.open, nd.pennants, nd.meeples = open, pennants, 0
	nd.tileOf, nd.feat, nd.around = int32(pi), int8(fi), 0
	return n
}

// Find returns the root of n's set.
func (f *features) Find(n Node) Node { return f.nodes[n].parent }

// union merges the sets of roots a and b and returns the new root.
func (f *features) union(a, b Node) Node {
	if a == b {
		return a
	}
	na, nb := &f.nodes[a], &f.nodes[b]
	if na.size < nb.size {
		a, b = b, a
		na, nb = nb, na
	}
	for m := b; ; {
		f.nodes[m].parent = a
		if m = f.nodes[m].next; m == b {
			break
		}
	}
	na.size += nb.size
	na.open += nb.open
	na.pennants += nb.pennants
	na.meeples += nb.meeples
	na.next, nb.next = nb.next, na.next
	return a
}
