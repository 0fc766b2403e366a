package boardtest

import (
	"testing"

	"tavolo/i18n"
)

// TestMain runs the tests in English; a test that reads Italian sets it
// for itself (i18n.ForTest).
func TestMain(m *testing.M) { i18n.RunTests(m) }
