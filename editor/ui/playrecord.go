package ui

import (
	"fmt"
	"os"
	"path/filepath"
)

// askSaveRecord saves the game so far as a game record, beside the pack
// file (or in the home folder), named after the pack, mix and seed.
func (v *playView) askSaveRecord() {
	if v.play == nil {
		return
	}
	dir, _ := os.UserHomeDir()
	if p := v.e.doc.Path(); p != "" {
		dir = filepath.Dir(p)
	}
	setup := v.play.Setup()
	name := fmt.Sprintf("%s-%s-seed%d.json", v.e.doc.Pack().ID, setup.Mix, setup.Seed)
	save, hint := v.play.SaveRecord, ""
	if on := v.playedOn; on.Base != "" {
		// An expansion's game: the record names the base and the expansion.
		save = func(path string) (err error) {
			hint, err = v.play.SaveRecordOn(path, on)
			return err
		}
	}
	v.e.files.askPath("Save game record", "a game record", filepath.Join(dir, name), "", nil, save, func(path string) {
		if hint != "" {
			v.e.setStatus("Saved the game record to " + path + "; " + hint)
			return
		}
		v.e.setStatus("Saved the game record to " + path + " (tilesmith score replays it)")
	})
}
