package app

import (
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/i18n"
)

// TestAboutRelease: the About box names a packaged release by version
// and build, a plain `go build` as a development build with the revision
// and date Go stamped in (never Fyne's placeholder "0.0.1 (build 1)"),
// and says so in Italian too.
func TestAboutRelease(t *testing.T) {
	old, oldBuild := Version, Build
	t.Cleanup(func() { Version, Build = old, oldBuild })
	i18n.ForTest(t, "en")
	stamped := &debug.BuildInfo{Main: debug.Module{Path: "tavolo", Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "4ee5fdf0123456789abcdef"},
		{Key: "vcs.time", Value: "2026-11-24T21:05:00Z"},
		{Key: "vcs.modified", Value: "false"},
	}}
	dirty := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "4ee5fdf0123456789abcdef"},
		{Key: "vcs.modified", Value: "true"},
	}}
	installed := &debug.BuildInfo{Main: debug.Module{Version: "v0.2.0"}}
	placeholder := fyne.AppMetadata{Version: "0.0.1", Build: 1} // Fyne's, in a plain go build
	packaged := fyne.AppMetadata{ID: "it.tavolo.app", Version: "0.1.0", Build: 7}
	for _, c := range []struct {
		name           string
		version, build string // the -ldflags variables
		meta           fyne.AppMetadata
		info           *debug.BuildInfo
		lang           string
		want           []string
	}{
		{"packaged", "", "", packaged, nil, "en", []string{"Version 0.1.0, build 7"}},
		{"ldflags", "1.2.3", "42", placeholder, nil, "en", []string{"Version 1.2.3, build 42"}},
		{"go build", "", "", placeholder, stamped, "en", []string{"Development build (not a release)", "Built from revision 4ee5fdf01234 of 2026-11-24 21:05 UTC"}},
		{"go build, changed", "", "", placeholder, dirty, "en", []string{"Development build (not a release)", "Built from revision 4ee5fdf01234, with local changes"}},
		{"go install", "", "", placeholder, installed, "en", []string{"Version v0.2.0"}},
		{"nothing known", "", "", fyne.AppMetadata{}, nil, "en", []string{"Development build (not a release)"}},
		{"Italian", "", "", placeholder, stamped, "it", []string{"Versione di sviluppo (non rilasciata)", "Compilata dalla revisione 4ee5fdf01234 del 2026-11-24 21:05 UTC"}},
	} {
		i18n.ForTest(t, c.lang)
		Version, Build = c.version, c.build
		got := releaseOf(c.meta, c.info).Lines()
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		if strings.Contains(strings.Join(got, " "), "0.0.1") {
			t.Errorf("%s: Fyne's placeholder version shown: %q", c.name, got)
		}
	}
}
