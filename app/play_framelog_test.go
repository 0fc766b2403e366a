package app

import (
	"testing"
	"time"
)

// TestFrameSettle: the frame log leaves out its first second, or what
// TAVOLO_FRAME_SETTLE says when it is a duration of zero or more.
func TestFrameSettle(t *testing.T) {
	for _, c := range []struct {
		env  string
		want time.Duration
	}{
		{"", time.Second},
		{"0s", 0},
		{"250ms", 250 * time.Millisecond},
		{"-1s", time.Second},
		{"soon", time.Second},
	} {
		t.Setenv("TAVOLO_FRAME_SETTLE", c.env)
		if got := frameSettle(); got != c.want {
			t.Errorf("TAVOLO_FRAME_SETTLE=%q: %v, want %v", c.env, got, c.want)
		}
	}
}
