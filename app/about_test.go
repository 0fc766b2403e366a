package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestVersionInfo(t *testing.T) {
	v, b := VersionInfo(fyne.AppMetadata{Version: "0.1.0", Build: 7})
	if v != "0.1.0" || b != "7" {
		t.Errorf("from metadata: got %q %q", v, b)
	}

	old, oldBuild := Version, Build
	t.Cleanup(func() { Version, Build = old, oldBuild })
	Version, Build = "1.2.3", "42"
	if v, b := VersionInfo(fyne.AppMetadata{}); v != "1.2.3" || b != "42" {
		t.Errorf("from ldflags: got %q %q", v, b)
	}

	Version, Build = "", ""
	if v, b := VersionInfo(fyne.AppMetadata{}); v != "dev" || b == "" {
		t.Errorf("without either: got %q %q", v, b)
	}
}
