package app

import (
	"runtime/debug"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// Version and Build name the release when the app's metadata has none,
// as in a plain `go build` binary started away from FyneApp.toml. Set them
// with: go build -ldflags "-X tavolo/app.Version=0.1.0 -X tavolo/app.Build=1".
var (
	Version string
	Build   string
)

// About shows the app's name, version and build.
func (s *Shell) About() {
	v, b := VersionInfo(s.App.Metadata())
	dialog.ShowInformation(lang.L("About Tavolo"), lang.L("Tavolo {{.Version}} (build {{.Build}})", map[string]any{"Version": v, "Build": b}), s.Win)
}

// VersionInfo returns the version and build to show. The packages carry
// them in the app's metadata (the fyne CLI compiles FyneApp.toml in), and
// development builds run from the repository's top read FyneApp.toml
// there. Otherwise Version and Build are used, and failing those "dev"
// and the source revision Go stamped into the binary.
func VersionInfo(m fyne.AppMetadata) (version, build string) {
	if m.Version != "" {
		return m.Version, strconv.Itoa(m.Build)
	}
	if Version != "" {
		build = Build
		if build == "" {
			build = "0"
		}
		return Version, build
	}
	build = "?"
	if info, ok := debug.ReadBuildInfo(); ok {
		rev, dirty := "", false
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if len(rev) > 7 {
			rev = rev[:7]
		}
		if rev != "" {
			build = rev
			if dirty {
				build += "+"
			}
		}
	}
	return "dev", build
}
