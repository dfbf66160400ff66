// Package city is the ruleset of Carcassonne: The City (the digest
// ../../shared/rules/city.md, after the seed rulebook).
//
// So far it holds the rules bound to a pack and their scoring (streets,
// markets, stewards at the end), The City's own turn with its stacks, its
// match, records, bots and simulation worker, and the geometry of the
// city wall (Wall and the functions round it): the city's outline and its
// outer edges (IsOuter, OuterEdges, Step), the gate and the pieces built
// from it each way, towers and their points, the cells the wall bars to
// tiles and the placements that would surround it (Wall.Allows), the wall
// opposite a piece and a guard's view (Wall.Opposite, View), and the gap
// between the wall's ends with the edges that close it (Wall.Gap,
// Wall.Closing). Nothing registers The City as playable yet. Rules quoted
// from the seed are translated from its Romanian.
package city
