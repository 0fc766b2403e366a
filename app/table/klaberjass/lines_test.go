package klaberjass

import (
	"testing"

	"tavolo/app/table/tabletest"
)

// TestLineNames: every score line of the sheet has its name.
func TestLineNames(t *testing.T) { tabletest.LineNames(t, "klaberjass", lineKeys) }
