package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestBenchHints: the hint's timing names each game and how many hints
// it timed (what the times are depends on the machine, not checked).
func TestBenchHints(t *testing.T) {
	if testing.Short() {
		t.Skip("times hard's searches")
	}
	var out bytes.Buffer
	benchHints(&out, 2, 5)
	for _, game := range []string{"scala40", "canasta", "klaberjass"} {
		if !strings.Contains(out.String(), game+" hint: p50 ") || !strings.Contains(out.String(), "(2 hints,") {
			t.Errorf("no timing of two %s hints in %q", game, out.String())
		}
	}
}
