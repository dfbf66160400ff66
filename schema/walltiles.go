package schema

import "fmt"

// WallTileEffects are the effects a wall tile of The Castle may have, as
// rules.castle.wallTiles names them, in the order of the printed tiles.
var WallTileEffects = []string{
	"extra-turn", "double-tower", "double-house", "incomplete-path", "incomplete-tower",
	"incomplete-house", "courtyard", "keep-bonus", "points",
}

// PrintedWallTileValue is the printed game's value of an effect that
// takes one; false for extra-turn, which takes none.
func PrintedWallTileValue(effect string) (int, bool) {
	v, ok := wallTileValues[effect]
	return v, ok
}

// wallTileValues are the printed game's values of the wall tile effects
// that take one (extra-turn takes none).
var wallTileValues = map[string]int{
	"double-tower": 4, "double-house": 2, "incomplete-path": 1, "incomplete-tower": 2,
	"incomplete-house": 1, "courtyard": 4, "keep-bonus": 2, "points": 5,
}

// Words say what a wall tile does, as the rulebook's table says it, with
// its value.
func (w WallTile) Words() string {
	v := w.Value
	switch w.Effect {
	case "extra-turn":
		return "Another full turn, played at the end of its holder's own turn"
	case "double-tower":
		return fmt.Sprintf("Doubles one completed tower its holder scores in a later turn of his: %d per tile", v)
	case "double-house":
		return fmt.Sprintf("Doubles one completed house its holder scores in a later turn of his: %d per tile", v)
	case "incomplete-path":
		return fmt.Sprintf("At the end, one incomplete path with more of its holder's heralds: %d per tile", v)
	case "incomplete-tower":
		return fmt.Sprintf("At the end, one incomplete tower with more of its holder's knights: %d per tile", v)
	case "incomplete-house":
		return fmt.Sprintf("At the end, one incomplete house with more of its holder's squires: %d per tile", v)
	case "courtyard":
		return fmt.Sprintf("At the end, one courtyard with more of its holder's merchants: %d per market stall", v)
	case "keep-bonus":
		return fmt.Sprintf("At the end, its holder's keep counts %d tiles larger", v)
	case "points":
		return fmt.Sprintf("At the end, %d points", v)
	}
	return "… (choose an effect)"
}
