package city_test

// The registry plays every game, The City among them: the tests replay
// records through it (rulesets.DecodeRecord, rulesets.Replay), as
// tilesmith does.
import _ "github.com/tilesmith/tilesmith/engine/games"
