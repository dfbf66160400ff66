// Package engine is tilesmith's rules runtime: boards, placements,
// features, scoring hooks, bots and game records, shared by every ruleset.
//
// # Data flow
//
// Compile turns a checked schema.Pack into a Set: every tile in its four
// rotations with port maps and edge signatures, and a fit table that says,
// for any combination of neighbouring edges, which rotations of each tile
// fit. A ruleset (package engine/rulesets lists them) binds to the set and
// gives the core its Options and scoring hooks; NewGame places the mix's
// start tile and shuffles the rest with the seed.
//
// # Board and Game
//
// A Board is what lies on the table: cells and frontier, placed and
// face-down tiles, feature nodes and their union-find, completion, the
// followers of every seat, and a Shape — the cell mask and whether its
// edges close ports (unbounded, Rectangle, Mask). A Game is the kernel of
// one game on a Board: pile, seats (names, supplies, scores, stats),
// events, rules and random source. Game embeds its Board, so the board's
// methods are the game's (Game.Table returns the Board itself; Game.Board
// lists the placed tiles). It has no turn of its own: every move names
// its seat (PlaceAt, DeployFor, SetAside). Classic's turn — hands, the
// current seat, the fast path for bots and the checked path of records —
// is package engine/classic's (classic.Game, which embeds a Game); The
// City, The Castle and Mists run their own turns over the same moves.
//
// # Features
//
// Every placed tile adds one node per feature. Nodes joined across edges
// are merged in a union-find whose roots keep the set's open ports,
// pennants and followers; members form a circular list, so a set's tiles
// can be walked without allocating. A terrain set with no open port is
// complete; a portless feature (a cloister) is complete when the 8 cells
// around it hold tiles. The core reports what each turn completed and the
// ruleset scores it; the core has no rule of any particular game in it.
//
// # Checked and fast paths
//
// Board.CheckPlacement is the checked path of a record's placement: it
// takes a Move as a game record has it and returns a *MoveError that says
// what is wrong ("tile D does not fit at (1,0) rot 90: its west field
// meets a road of tile D at (0,0)"); classicmoves.Play (in
// engine/format1/classicmoves, the reader of classic's records) checks a
// whole move of classic's turn. Bots and simulation use the fast path,
// which trusts its arguments and allocates nothing once a game has been
// played (AppendPlacementsOf, PlaceAt, AppendSpotsFor, DeployFor; on
// classic's turn, classic.Game's Begin, PlaceUnchecked, EndTurn).
package engine
