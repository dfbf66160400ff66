package proptest

import (
	"fmt"
	"math"
)

// The mutations of the rules blocks: Mists meeples and levels, player
// ranges, classic house rules.

// mutateMeeples changes a Mists meeple set-up (colours per player,
// meeples per colour, the player counts it covers).
func mutateMeeples(m *mutator) string {
	block, rs := m.rulesBlock()
	n, ok := m.pick(block["meeples"], "/rules/"+rs+"/meeples", isInt)
	if !ok {
		return ""
	}
	v := m.edge()
	n.set(num(v))
	return fmt.Sprintf("%s=%d", n.ptr, v)
}

// mutateLevel changes a Mists level: any number of it, its mix, or its
// dogs.
func mutateLevel(m *mutator) string {
	block, rs := m.rulesBlock()
	levels, _ := block["levels"].([]any)
	if len(levels) == 0 {
		return ""
	}
	li := m.r.IntN(len(levels))
	lv, _ := levels[li].(map[string]any)
	if lv == nil {
		return ""
	}
	ptr := fmt.Sprintf("/rules/%s/levels/%d", rs, li)
	switch m.r.IntN(4) {
	case 0:
		mixes := arrAt(m.root, "mixes")
		if len(mixes) == 0 {
			return ""
		}
		id := get(mixes, m.r.IntN(len(mixes)), "id")
		lv["mix"] = id
		return fmt.Sprintf("%s/mix=%v", ptr, id)
	case 1:
		dogs, _ := lv["dogs"].([]any)
		dogs = append(dogs, map[string]any{"name": "Rex", "at": num(m.edge())})
		lv["dogs"] = dogs
		return fmt.Sprintf("%s/dogs: added %v", ptr, dogs[len(dogs)-1])
	default:
		n, ok := m.pick(lv, ptr, isInt)
		if !ok {
			return ""
		}
		v := m.edge()
		n.set(num(v))
		return fmt.Sprintf("%s=%d", n.ptr, v)
	}
}

// mutatePlayers sets the fewest or most players of the rules.
func mutatePlayers(m *mutator) string {
	block, rs := m.rulesBlock()
	players, _ := block["players"].(map[string]any)
	if players == nil {
		return ""
	}
	key := []string{"min", "max"}[m.r.IntN(2)]
	v := []int64{0, 1, 2, 5, 6, 7, 12, 13, -1, math.MaxInt64}[m.r.IntN(10)]
	players[key] = num(v)
	return fmt.Sprintf("/rules/%s/players/%s=%d", rs, key, v)
}

// mutateHouseRules sets house rules in the pack's rules block: a hand
// size, a table size (classic has them; another ruleset's schema refuses
// them, which the pack's checks must say).
func mutateHouseRules(m *mutator) string {
	block, _ := m.rulesBlock()
	if block == nil {
		return ""
	}
	hr, _ := block["houseRules"].(map[string]any)
	if hr == nil {
		hr = map[string]any{}
		block["houseRules"] = hr
	}
	switch m.r.IntN(4) {
	case 0:
		v := []int64{0, 1, 2, 3, 5, 6, math.MaxInt64}[m.r.IntN(7)]
		hr["handSize"] = num(v)
		return fmt.Sprintf("handSize=%d", v)
	case 1:
		hr["returnUnplaceable"], hr["holeBonusTurn"], hr["noIncompleteScoring"] = true, true, true
		return "returnUnplaceable, holeBonusTurn, noIncompleteScoring"
	default:
		w, h := m.edge(), m.edge()
		if m.r.IntN(2) == 0 {
			h = int64(1 + m.r.IntN(3))
		}
		hr["board"] = map[string]any{"width": num(w), "height": num(h)}
		hr["edgeCompletes"] = m.r.IntN(2) == 0
		return fmt.Sprintf("board=%dx%d edgeCompletes=%v", w, h, hr["edgeCompletes"])
	}
}
