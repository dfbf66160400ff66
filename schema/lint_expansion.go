package schema

// lintExpansionMixes checks what an expansion's mixes may hold: one mix,
// whose counts Combine adds to every mix of the base pack; the start
// layout and the stacks are the base's.
func (l *linter) lintExpansionMixes() {
	for mi := range l.pack.Mixes {
		m := &l.pack.Mixes[mi]
		base := Pointer("mixes", mi)
		if mi > 0 {
			l.errorf(base, "an expansion has one mix, the tiles it adds to every mix of the base pack: merge mix %q into %q", m.ID, l.pack.Mixes[0].ID)
		}
		if len(m.Start) > 0 {
			l.errorf(base+"/start", "mix %q: an expansion is played from its base pack's start: remove \"start\"", m.ID)
		}
		if len(m.Stacks) > 0 {
			l.errorf(base+"/stacks", "mix %q: an expansion's tiles are shuffled into the base pack's draw pile: remove \"stacks\"", m.ID)
		}
	}
}
