package klaberjass

import (
	"testing"

	"tavolo/internal/fuzztest"
)

// TestMain bounds how much the fuzzer shrinks what it finds
// (fuzztest.Minimize), so the fuzz targets explore rather than shrink.
func TestMain(m *testing.M) { fuzztest.Main(m) }
