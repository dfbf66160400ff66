package sim

import "fmt"

// The limits of a run, checked before anything is played or allocated,
// for the command line and for partial reports read from elsewhere alike.
const (
	// MaxGames is the most games a run (all its shards) may play: a
	// hundred days of a hundred cores at a hundred thousand quick games a
	// second, and far below the sums a tally can hold.
	MaxGames = 1_000_000_000_000
	// MaxShards is the most shards a run may split into.
	MaxShards = 1_000_000
	// MaxWorkers is the most games one process plays at once: each holds
	// a game's state (a few hundred kilobytes), and more workers than
	// cores play no faster.
	MaxWorkers = 256
)

// checkSize refuses a run larger than the limits say.
func checkSize(games, workers int) error {
	switch {
	case games < 1:
		return fmt.Errorf("%d games: a run plays 1 game or more", games)
	case games > MaxGames:
		return fmt.Errorf("%d games: a run plays at most %d (split a larger study into runs of its own)", games, MaxGames)
	case workers < 0 || workers > MaxWorkers:
		return fmt.Errorf("%d workers: give 1 to %d (0 for one per core); more workers than cores play no faster", workers, MaxWorkers)
	}
	return nil
}

// The limits of a partial report's words, so that a forged one cannot
// make a merge hold megabytes of them for each of its files.
const (
	maxNameLength  = 200    // a pack's or mix's id, an agent, the build
	maxNotes       = 16     // notes a run's caller adds
	maxNoteLength  = 10_000 // characters of one note
	maxOptionBytes = 65_536 // the ruleset options' JSON
)

// CheckWords refuses a partial report's names and notes past the limits.
func CheckWords(names []string, notes []string, options []byte) error {
	for _, n := range names {
		if len(n) > maxNameLength {
			return fmt.Errorf("it names %.40q…, %d characters: ids, agents and builds have at most %d", n, len(n), maxNameLength)
		}
	}
	if len(notes) > maxNotes {
		return fmt.Errorf("it holds %d notes: at most %d", len(notes), maxNotes)
	}
	for _, n := range notes {
		if len(n) > maxNoteLength {
			return fmt.Errorf("a note of %d characters: at most %d", len(n), maxNoteLength)
		}
	}
	if len(options) > maxOptionBytes {
		return fmt.Errorf("ruleset options of %d bytes: at most %d", len(options), maxOptionBytes)
	}
	return nil
}
