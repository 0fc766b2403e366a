package play

import (
	"testing"

	"tavolo/engine/arena"
)

// TestArenaNoDeadEndLoops replays hands of a 20,000-hand sweep where a
// player attached or laid its last cards but one, kept only the card just
// taken from the pozzo (which may not be thrown), took the move back and
// did it again forever.
func TestArenaNoDeadEndLoops(t *testing.T) {
	levels := []string{"medium", "easy"}
	g, err := scala40Arena(arena.Flags{Levels: levels, Preset: "all"})
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{14141, 15637} {
		if problems := arena.Play(g, levels, arena.Run{Hands: 20000, Seed: 12, Workers: 1}, i); len(problems) > 0 {
			t.Errorf("hand %d: %v", i, problems)
		}
	}
}
