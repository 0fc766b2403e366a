package scenario

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestSetupNumbersAreBounded: a score the game adds points to is refused
// at setup, with a setup error naming the key, when it is beyond
// MaxScore either way; one at the bound is accepted by the loader.
func TestSetupNumbersAreBounded(t *testing.T) {
	head := "game = \"scala40\"\n[setup]\nplayers = 2\nhands = [\"AS\", \"KS\"]\n"
	for _, tc := range []struct {
		line, key string
	}{
		{fmt.Sprintf("scores = [0, %d]", int64(math.MaxInt64)), "setup.scores[1]"},
		{fmt.Sprintf("scores = [%d, 0]", int64(math.MinInt64)), "setup.scores[0]"},
		{fmt.Sprintf("scores = [%d, 0]", MaxScore+1), "setup.scores[0]"},
		{fmt.Sprintf("team_scores = [%d, 0]", int64(math.MaxInt64)), "setup.team_scores[0]"},
		{fmt.Sprintf("team_scores = [0, %d]", -MaxScore-1), "setup.team_scores[1]"},
	} {
		_, err := Parse("bounds.toml", []byte(head+tc.line+"\n"))
		var se *SetupError
		if !errors.As(err, &se) || !strings.Contains(se.Msg, tc.key) {
			t.Errorf("%s: got %v, want a setup error naming %s", tc.line, err, tc.key)
		}
	}
	if _, err := Parse("bounds.toml", []byte(head+fmt.Sprintf("scores = [%d, %d]\n", MaxScore, -MaxScore))); err != nil {
		t.Errorf("scores at the bound refused: %v", err)
	}
}
