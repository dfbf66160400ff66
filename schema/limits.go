package schema

// Limits on what a pack may hold. Whatever validates must be playable,
// drawable and exportable on an ordinary machine, so every quantity that
// sizes memory or time downstream is bounded here, with the reason. The
// JSON Schema states the same bounds (a test keeps the two in step) and the
// "Limits" section of docs/cli.md lists them for designers.
//
// Every whole number a pack may hold has a maximum, so that no sum or
// product of them can overflow downstream; each maximum leaves wide
// headroom over every published game.
const (
	// MaxPackBytes caps a pack file read from disk: the largest real pack is
	// under 64 KiB; 32 MiB leaves room for thousands of tile kinds while a
	// hostile file cannot make a reader exhaust memory.
	MaxPackBytes = 32 << 20

	// MaxMixTiles caps the tiles of one mix, start tiles included. The
	// board of a game is sized from what the tiles could reach (a square
	// of side 2·tiles+1 cells around the start): 1000 tiles need about
	// 64 MB per game in play. The largest published collection of
	// Carcassonne tiles in one box holds fewer than 700.
	MaxMixTiles = 1000

	// MaxMixes caps the mixes of a pack, and the levels of a Mists pack
	// (each level plays its own mix). Checking a pack sets up every mix
	// with the fewest and the most players, so the time it takes grows
	// with the mixes; real packs have 4 to 6 (the Winter Edition 4, Mists
	// 6 levels).
	MaxMixes = 100

	// MaxCoordinate caps |x| and |y| of a start tile and of a board cell
	// (The Castle): a start layout is a few cells around (0,0), and the
	// board is sized from the farthest start tile.
	MaxCoordinate = 64

	// MaxTiles caps the distinct tiles of a pack. The engine keeps a tile's
	// index in 16 bits and builds a fit table of 256 neighbour keys per
	// tile kind, which it refuses past 4 Mi entries (16384 kinds); a box
	// has at most a few dozen kinds (base game 24, The City 64), so 2000
	// leaves room for every expansion in one pack.
	MaxTiles = 2000

	// MaxTileFeatures caps the features of one tile: the engine numbers a
	// tile's features in 5 bits (at most 31); a real tile has under 10.
	MaxTileFeatures = 31

	// MaxTileMarks caps what is printed on one tile or feature: ghost
	// symbols, pennants, public buildings, market stalls. Real tiles show
	// at most 3; one digit keeps a tile's ghosts within the engine's byte.
	MaxTileMarks = 9

	// MaxPlayers caps the players of every ruleset (players.max, and the
	// player counts of Mists' meeple set-ups): the engine seats at most 6
	// (engine.MaxPlayers).
	MaxPlayers = 6

	// MaxColours caps the meeple colours a Mists table uses (players ×
	// colours per player, and separate score meeples): the box and the
	// engine (mists.Colours) have 6.
	MaxColours = 6

	// MaxFollowers caps the followers (or meeples of one colour, or score
	// figures) of one player: real games give at most 8; 100 is more than
	// a player could ever place.
	MaxFollowers = 100

	// MaxPoints caps every scoring rate (points per tile, per pennant, per
	// building, flat points). Real rates are at most 5; with at most
	// MaxMixTiles tiles a score stays far from overflowing.
	MaxPoints = 1000

	// MaxScore caps score thresholds and spaces: Mists' goals and dogs,
	// The Castle's track length, Messages' dark spaces. Real values are
	// at most 120.
	MaxScore = 10000

	// MaxGhosts caps the ghost supply of a Mists level, and the ghosts a
	// score or dog may remove: the box holds 15; the engine counts the
	// ghosts on one tile in a signed byte (at most 127).
	MaxGhosts = 100

	// MaxComponents caps counts of other pieces in a box (The City's wall
	// pieces and towers, The Castle's wall tiles, message tiles) and
	// ordinal numbers (levels, wall tile kinds, messages): real boxes hold
	// at most 72.
	MaxComponents = 1000

	// MaxScoreFigures caps a player's score figures (Messages: two; the
	// engine seats up to 8).
	MaxScoreFigures = 8

	// MaxMessages caps the messages of a deck (Messages: 8), so that a
	// deck fits the engine's tables.
	MaxMessages = MaxComponents

	// MaxHandSize caps the hand-size house rule (classic): the rulebook's
	// variant plays from a hand of 3; the engine allows up to 5.
	MaxHandSize = 5

	// MaxBoardSide caps the width and height of a bounded table (classic
	// house rule): a table wider than a row of every tile of the largest
	// mix, both ways from the start, bounds nothing.
	MaxBoardSide = 2*MaxMixTiles + 1

	// MaxIDLength caps ids (pack, tiles, features, mixes, start spaces)
	// and decoration tags: they are short names typed by hand.
	MaxIDLength = 64

	// MaxNameLength caps human names and labels (pack, tiles, mixes,
	// historic buildings, dogs, copies, provenance subjects).
	MaxNameLength = 200

	// MaxPathLength caps an artwork path, as most file systems do.
	MaxPathLength = 255

	// MaxTextLength caps one free-text string (a note, a source, the
	// $schema URL): a page of text. Without it a single string could
	// make validation hold gigabytes.
	MaxTextLength = 10000

	// MaxPackValues caps the JSON values (objects, arrays, strings,
	// numbers, literals) of a pack file. The schema validator keeps about
	// 1 KB per value it finds wrong, so a 16 MiB file of 8 million wrong
	// values held 9.4 GB; at this cap the worst file holds about 0.6 GB.
	// The shipped packs hold about 35 values per tile kind, so 2000 kinds
	// of a dozen features each stay under 300,000.
	MaxPackValues = 1 << 19
)
