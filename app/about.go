package app

import (
	"runtime/debug"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/assets"
)

// Version and Build name the release when the app's metadata has none,
// as in a plain `go build` binary started away from FyneApp.toml. Set them
// with: go build -ldflags "-X tavolo/app.Version=0.1.0 -X tavolo/app.Build=1".
var (
	Version string
	Build   string
)

// Release is what the About box says of the program it belongs to.
type Release struct {
	Version  string    // "0.1.0"; "" for a development build
	Build    string    // the package's build number; "" when not packaged
	Revision string    // the source revision it was built from, short; "" when unknown
	Modified bool      // built from sources changed since that revision
	Time     time.Time // the revision's time; zero when unknown
}

// releaseOf reads the release from, in order: the -ldflags variables
// Version and Build; the app's metadata (the fyne CLI compiles
// FyneApp.toml into the packages, and a development build run from the
// repository reads it there; Fyne's placeholder "0.0.1", which has no
// ID, is not a release); the module version of a `go install
// tavolo@version`. The source revision and its time come from what Go
// stamps into every binary built in a checkout (info may be nil).
func releaseOf(m fyne.AppMetadata, info *debug.BuildInfo) Release {
	var r Release
	switch {
	case Version != "":
		r.Version, r.Build = Version, Build
	case m.ID != "" && m.Version != "":
		r.Version = m.Version
		if m.Build > 0 {
			r.Build = strconv.Itoa(m.Build)
		}
	case info != nil && info.Main.Version != "" && info.Main.Version != "(devel)":
		r.Version = info.Main.Version
	}
	if info == nil {
		return r
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			r.Revision = s.Value
			if len(r.Revision) > 12 {
				r.Revision = r.Revision[:12]
			}
		case "vcs.modified":
			r.Modified = s.Value == "true"
		case "vcs.time":
			r.Time, _ = time.Parse(time.RFC3339, s.Value)
		}
	}
	return r
}

// currentRelease is this program's release.
func (s *Shell) currentRelease() Release {
	info, _ := debug.ReadBuildInfo()
	return releaseOf(s.App.Metadata(), info)
}

// Lines are the release as the About box says it: the version (or that
// this is a development build), then the source it was built from when
// known.
func (r Release) Lines() []string {
	var out []string
	switch {
	case r.Version != "" && r.Build != "":
		out = append(out, lang.X("about.version.build", "Version {{.Version}}, build {{.Build}}", map[string]any{"Version": r.Version, "Build": r.Build}))
	case r.Version != "":
		out = append(out, lang.X("about.version", "Version {{.Version}}", map[string]any{"Version": r.Version}))
	default:
		out = append(out, lang.X("about.development", "Development build (not a release)"))
	}
	if r.Revision == "" {
		return out
	}
	n := map[string]any{"Revision": r.Revision, "Date": r.Time.UTC().Format("2006-01-02 15:04")}
	switch {
	case r.Time.IsZero() && r.Modified:
		out = append(out, lang.X("about.revision.modified", "Built from revision {{.Revision}}, with local changes", n))
	case r.Time.IsZero():
		out = append(out, lang.X("about.revision", "Built from revision {{.Revision}}", n))
	case r.Modified:
		out = append(out, lang.X("about.revision.time.modified", "Built from revision {{.Revision}} of {{.Date}} UTC, with local changes", n))
	default:
		out = append(out, lang.X("about.revision.time", "Built from revision {{.Revision}} of {{.Date}} UTC", n))
	}
	return out
}

// About shows the app's name and icon, its release, licence and where
// it keeps its files.
func (s *Shell) About() {
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))
	name := widget.NewLabelWithStyle(lang.L("Tavolo"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	info := container.NewVBox(name)
	for _, l := range s.currentRelease().Lines() {
		info.Add(widget.NewLabel(l))
	}
	info.Add(widget.NewLabel(lang.X("about.licence", "Free software under the MIT licence.")))
	files := widget.NewLabel(lang.X("about.files", "Your settings, saved matches and statistics are in {{.Dir}}", map[string]any{"Dir": s.configDir()}))
	files.Wrapping = fyne.TextWrapBreak
	body := container.NewBorder(container.NewBorder(nil, nil, container.NewCenter(icon), nil, info), nil, nil, nil, files)
	d := dialog.NewCustom(lang.L("About Tavolo"), lang.L("Close"), body, s.Win)
	d.Resize(fyne.NewSize(min(560, s.Win.Canvas().Size().Width-40), 0))
	d.Show()
}
