package classic

// What a reader of records of format 1 (engine/format1/classicmoves)
// needs of the game beyond its fast path: such a record names each tile
// only when it is played, so with hands the reader knows how many tiles
// each seat holds but not which. It deals them unnamed — they stay in the
// pile, counted as held — and takes each from the pile as the record
// names it; a seat whose hand is empty once the bag is empty is passed
// over. The fast path names every tile it deals and holds none unnamed.
// Besides these, the reader asks where a tile set aside goes
// (ReturnsToBag, turn_start.go), as the fast path does.

// HeldUnnamed is how many tiles seat holds that a record has not named
// yet: they are still in the pile, which holds the bag and them.
func (g *Game) HeldUnnamed(seat int) int { return g.held[seat] }

// HoldUnnamed changes by k the tiles seat holds unnamed: k of them drawn
// (they stay in the pile), or -1 when the record names one and it leaves
// the pile. One more tile in the middle of a turn counts them
// (CanDrawExtra).
func (g *Game) HoldUnnamed(seat, k int) { g.held[seat] += k }

// PassOver passes the turn to the next seat with no move, as the turn
// passes over a seat with no tile to play once the bag is empty.
func (g *Game) PassOver() { g.current = (g.current + 1) % len(g.Players()) }
