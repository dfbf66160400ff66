package mists

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// TestCopyGhostsWinOverTheTiles: a copy's own "ghosts" wins over the
// tile's (docs/pack-format.md, "Which ghost value wins"), in the game and
// in the bot's judgement alike (how it values each placement). Two packs whose copies carry the same
// symbols, one with the tile values the copies override changed, play the
// same games and judge them alike: the tile's value, printed on no copy, is read nowhere.
func TestCopyGhostsWinOverTheTiles(t *testing.T) {
	p, _, err := tilesets.Load("mists")
	if err != nil {
		t.Fatal(err)
	}
	overridden, err := schema.Clone(p)
	if err != nil {
		t.Fatal(err)
	}
	changed := 0
	for i := range overridden.Tiles {
		tile := &overridden.Tiles[i]
		if len(tile.Copies) == 0 {
			continue
		}
		for j := range tile.Copies { // every copy says its own value
			g := tile.Ghosts
			if c := tile.Copies[j].Ghosts; c != nil {
				g = *c
			}
			tile.Copies[j].Ghosts = &g
		}
		tile.Ghosts = 9 - tile.Ghosts // the tile's value, now printed on none
		changed++
	}
	if changed == 0 {
		t.Fatal("the mists pack has no tile with copies any more: pick another")
	}
	sets := make([]*engine.Set, 2)
	for i, pk := range []*schema.Pack{p, overridden} {
		if sets[i], err = engine.Compile(pk); err != nil {
			t.Fatal(err)
		}
	}
	for level := 1; level <= 6; level++ {
		for seed := range uint64(15) {
			t.Run(fmt.Sprintf("level-%d/seed-%d", level, seed+1), func(t *testing.T) {
				var records [2][]byte
				for i, set := range sets {
					g, err := NewGame(set, nil, fmt.Sprintf("level-%d", level), []string{"Ana", "Bo"}, seed+1)
					if err != nil {
						t.Fatal(err)
					}
					bot := &judgingBot{Bot: &Bot{}}
					team := &answers{Team: bot}
					if err := g.Play(team); err != nil {
						t.Fatal(err)
					}
					if records[i], err = json.Marshal(struct {
						Answers   []string
						Position  string
						Judgement []int
					}{team.taken, position(t, g), bot.values}); err != nil {
						t.Fatal(err)
					}
				}
				if string(records[0]) != string(records[1]) {
					t.Errorf("the games differ when only tile values no copy carries change:\n%s\n%s", records[0], records[1])
				}
			})
		}
	}
}

// judgingBot is the bot, noting how it values every placement it weighs.
type judgingBot struct {
	*Bot
	values []int
}

func (b *judgingBot) Choose(g *Game) (int, error) {
	if g.Deciding() == engine.DecidePlacement {
		w := g.ghostWeight()
		for _, p := range g.buf.ps {
			b.values = append(b.values, b.placementValue(g, g.t.tile, p, w))
		}
	}
	return b.Bot.Choose(g)
}
