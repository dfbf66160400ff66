package engine

// Followers on the board, of any seat. The Board keeps who stands where and
// how many followers each feature set holds; the Game keeps the supplies
// they come from and go back to.

// Followers returns the followers on the board.
func (b *Board) Followers() []Follower { return b.followers }

// addFollower puts a follower of seat on node n.
func (b *Board) addFollower(n Node, seat int) {
	b.followers = append(b.followers, Follower{Node: n, Player: seat})
	b.nodes[b.Find(n)].meeples++
}

// RemoveFollower takes the follower on node n off the board without
// returning it to its supply (Mists buries it); false when none stands
// there.
func (b *Board) RemoveFollower(n Node) (Follower, bool) {
	for i, f := range b.followers {
		if f.Node == n {
			b.followers = append(b.followers[:i], b.followers[i+1:]...)
			b.nodes[b.Find(n)].meeples--
			return f, true
		}
	}
	return Follower{}, false
}

// liftFollowers takes the followers on n's set off the board and returns
// how many each seat had there (Game.ReturnFollowers puts them back in the
// supplies).
func (b *Board) liftFollowers(n Node) (perSeat [MaxPlayers]int32) {
	r := b.Find(n)
	kept := b.followers[:0]
	for _, f := range b.followers {
		if b.Find(f.Node) == r {
			perSeat[f.Player]++
			continue
		}
		kept = append(kept, f)
	}
	b.followers = kept
	b.nodes[r].meeples = 0
	return perSeat
}

// Majority returns the seats with the most followers on n's set, as a mask
// (0 when nobody has one there). Ties give every tied seat the majority.
func (b *Board) Majority(n Node) uint32 {
	r := b.Find(n)
	if b.nodes[r].meeples == 0 {
		return 0
	}
	var count [MaxPlayers]int
	best := 0
	for _, f := range b.followers {
		if b.Find(f.Node) == r {
			count[f.Player]++
			best = max(best, count[f.Player])
		}
	}
	var mask uint32
	for seat, c := range count {
		if c == best {
			mask |= 1 << seat
		}
	}
	return mask
}

// AppendOccupied appends the distinct sets (roots) that hold followers, in
// the order their first follower was placed.
func (b *Board) AppendOccupied(buf []Node) []Node {
	b.nodeMarks.start()
	for _, f := range b.followers {
		if r := b.Find(f.Node); b.nodeMarks.first(int(r)) {
			buf = append(buf, r)
		}
	}
	return buf
}
