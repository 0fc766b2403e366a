package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/driver/desktop"

	"tavolo/i18n"
)

// TestShellScreenshots draws the screens the other pictures leave out,
// at 800×600 and 1920×1080 in both languages, when TAVOLO_SCREENSHOTS
// names a folder: the settings, the rules of each game
// (rules-<game>-<size>-<language>.png), the About dialogue over the
// home screen, the home screen and the recent matches with nothing
// played (home-empty, recent-empty) and the statistics with the label
// of a bin under the pointer (stats-bin). They are for looking at, not
// for the README.
func TestShellScreenshots(t *testing.T) {
	c := newCamera(t)
	s := c.s
	recentInStep(t)
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
		c.set("home-empty")
		s.Recent()
		c.set("recent-empty")
	}
	playedStats(s)
	for _, language := range []string{"en", "it"} {
		useLanguage(t, language)
		for _, size := range setSizes {
			s.Statistics()
			s.Win.Resize(size)
			bin := resetButtons(s)[0]
			bin.MouseIn(&desktop.MouseEvent{})
			c.shot(fmt.Sprintf("stats-bin-%dx%d-%s", int(size.Width), int(size.Height), i18n.Current()), size)
			bin.MouseOut()
		}
	}
}
