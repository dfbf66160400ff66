package editor

import (
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// panickingAgent is a bot with a defect: it panics on its decision.
type panickingAgent struct{}

func (panickingAgent) Decide(engine.Match, engine.Decision) (int, error) {
	var options []int
	return options[3], nil
}

// TestThinkTurnsABotsPanicIntoAnError: a bot thinks on a goroutine of the
// window's; a defect there must not take the window down, but say which
// bot failed.
func TestThinkTurnsABotsPanicIntoAnError(t *testing.T) {
	p := winterPlay(t, "WD", 5, Seat{Name: "Bot", Bot: "mcts:10"}, Seat{Name: "Ann"})
	if p.Phase() != WaitBot {
		t.Fatalf("phase %d, want the bot to decide first", p.Phase())
	}
	p.agents[0] = panickingAgent{}
	_, _, err := p.Think()
	if err == nil || !strings.Contains(err.Error(), "Bot (mcts:10 bot) failed while thinking") {
		t.Errorf("Think = %v, want an error naming the bot that failed", err)
	}
}
