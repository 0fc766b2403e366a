package matchtest

import (
	"os"
	"testing"
)

// Soak reports whether the long seeded sweeps run at their full size
// (TAVOLO_SOAK=1, which `make soak` sets). `make test` runs them at a
// size that still plays at least 2,000 hands per game, and `go test
// -short` smaller still.
func Soak() bool { return os.Getenv("TAVOLO_SOAK") != "" }

// Sweep is the size of a long seeded sweep: full under Soak, short
// under -short, normal otherwise.
func Sweep(short, normal, full int) int {
	switch {
	case Soak():
		return full
	case testing.Short():
		return short
	}
	return normal
}
