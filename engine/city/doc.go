// Package city is the ruleset of Carcassonne: The City (the digest
// ../../shared/rules/city.md, after the seed rulebook).
//
// It holds the rules bound to a pack and their scoring (streets, markets,
// stewards and guards at the end), The City's own turn with its stacks and
// wall rounds (gate, pieces, guards, towers) and the three ends of the
// game; the game as data — its turn an explicit phase with the wall
// round's loop in the state — which is its own match (engine.State: its
// decisions, each tile drawn a chance event, copies at any decision, a
// playout policy) and names its records' header (their body is its steps;
// engine/format1/citymoves reads the moves earlier builds wrote, with the
// few exports of record_hooks.go); bots and a simulation worker; and the
// geometry of the city wall (Wall and the functions round it): the city's
// outline and its outer edges (IsOuter, OuterEdges, Step), the gate and
// the pieces built from it each way, towers and their points, the cells
// the wall bars to tiles and the placements that would surround it
// (Wall.Allows), the wall opposite a piece and a guard's view
// (Wall.Opposite, View), and the gap between the wall's ends with the
// edges that close it (Wall.Gap, Wall.Closing).
// Rules quoted from the seed are translated from its Romanian.
package city
