package app

import (
	"testing"
)

// TestShellScreenshots draws the screens the other pictures leave out,
// at 800×600 and 1920×1080 in both languages, when TAVOLO_SCREENSHOTS
// names a folder: the settings, the rules of each game
// (rules-<game>-<size>-<language>.png) and the About dialogue over the
// home screen. They are for looking at, not for the README.
func TestShellScreenshots(t *testing.T) {
	c := newCamera(t)
	s := c.s
	for _, language := range []string{"en", "it"} {
		useLanguage(t, language)
		s.Settings()
		c.set("settings")
		s.Rules()
		tabs := findTabs(s.Win.Content())
		for i, g := range registry() {
			tabs.SelectIndex(i)
			c.set("rules-" + g.Name)
		}
		s.Home()
		s.About()
		c.set("about")
		s.Win.Canvas().Overlays().Remove(s.Win.Canvas().Overlays().Top())
	}
}
