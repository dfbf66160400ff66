package exporter

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestJCZAddonLeavesNothingOutSilently: what an add-on cannot hold of a
// classic pack's rules and modules is named, one warning each, and a
// module JCloisterZone cannot play is refused without Lossy (issue 31,
// item 6: the Messages module's deck, score figures and dark spaces were
// dropped without a word).
func TestJCZAddonLeavesNothingOutSilently(t *testing.T) {
	messages := testpacks.Combined(t, "winter-edition", "messages").Pack
	r := renderer(t, messages)
	_, err := JCZAddon(context.Background(), r, JCZOptions{Mix: "WD", PackOptions: PackOptions{TileSize: MinTileSize}})
	want := "pack winter-edition plays with the Messages module, whose rules JCloisterZone cannot play: an add-on would leave out the Messages module's deck of 8 messages, its 2 score figures per player and its dark spaces. Export it anyway with --lossy, which lists every one as a warning"
	if err == nil || err.Error() != want {
		t.Errorf("without Lossy:\n%v\nwant:\n%s", err, want)
	}
	addon, err := JCZAddon(context.Background(), r, JCZOptions{Mix: "WD", Lossy: true, PackOptions: PackOptions{TileSize: MinTileSize}})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{
		"the Messages module's deck of 8 messages is left out: an add-on holds land tiles, not messages",
		"the Messages module's 2 score figures per player are left out: JCloisterZone moves one score figure",
		"the Messages module's dark spaces (every 5 points), where a player takes a message or its seal's 2 points, are left out",
	} {
		if !slices.Contains(addon.Warnings, w) {
			t.Errorf("no warning %q among:\n%s", w, strings.Join(addon.Warnings, "\n"))
		}
	}

	house := testpacks.Mini(t, "classic")
	c := *house.Rules.Classic
	c.Followers = 5
	c.Scoring.City.Complete.PerTile = 3
	house.Rules.Classic = &c
	got := jczRuleLosses(house)
	wantRules := []string{
		"the pack's 5 followers per player are left out: JCloisterZone gives each player 7",
		"the pack's scoring (rules.classic.scoring), which differs from the base game's, is left out: JCloisterZone scores by the base game's rules",
		"the house rule of a hand of 3 tiles is left out: JCloisterZone plays by its own rules",
		"the house rule of returning a tile no one can place is left out: JCloisterZone plays by its own rules",
		"the house rule of a bounded table is left out: JCloisterZone plays by its own rules",
		"the house rule of features completed by the table's edge is left out: JCloisterZone plays by its own rules",
	}
	if !slices.Equal(got, wantRules) {
		t.Errorf("rule losses:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantRules, "\n"))
	}
	if got := jczRuleLosses(testpacks.WinterPack(t)); len(got) != 0 {
		t.Errorf("the Winter Edition plays by the base game's rules, yet: %v", got)
	}
}
