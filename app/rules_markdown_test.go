package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"tavolo/assets"
	"tavolo/i18n"
)

// TestRulesMarkdownReadsClean: Fyne's markdown draws "(*pinelle*)" as
// "( pinelle)", so the rules texts put a parenthesis inside the emphasis
// ("*(pinelle)*"); no text of the rules screen shows "( ".
func TestRulesMarkdownReadsClean(t *testing.T) {
	for _, g := range registry() {
		for _, language := range i18n.Languages {
			for _, s := range widget.NewRichTextFromMarkdown(assets.Rules(g.Name, language)).Segments {
				if ts, ok := s.(*widget.TextSegment); ok && strings.Contains(ts.Text, "( ") {
					t.Errorf("%s, %s: the rules screen shows %q", g.Name, language, ts.Text)
				}
			}
		}
	}
}
