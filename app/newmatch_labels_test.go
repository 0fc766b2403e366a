package app

import (
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/canasta"
	"tavolo/engine/klaberjass"
	"tavolo/engine/options"
	"tavolo/engine/scala40"
	"tavolo/i18n"
)

// shownTexts collects every text o shows: labels, buttons, checks, the
// options of selects and radio groups, card titles, and what the
// widgets' renderers draw.
func shownTexts(t *testing.T, o fyne.CanvasObject, out map[string]bool) {
	switch w := o.(type) {
	case *fyne.Container:
		for _, c := range w.Objects {
			shownTexts(t, c, out)
		}
		return
	case *container.Scroll:
		shownTexts(t, w.Content, out)
		return
	case *canvas.Text:
		out[w.Text] = true
		return
	case *widget.Label:
		out[w.Text] = true
	case *widget.Button:
		out[w.Text] = true
	case *widget.Check:
		out[w.Text] = true
	case *widget.Select:
		out[w.Selected] = true
		for _, s := range w.Options {
			out[s] = true
		}
	case *widget.RadioGroup:
		for _, s := range w.Options {
			out[s] = true
		}
	case *widget.Card:
		out[w.Title], out[w.Subtitle] = true, true
		if w.Content != nil {
			shownTexts(t, w.Content, out)
		}
	}
	if w, ok := o.(fyne.Widget); ok {
		for _, c := range test.TempWidgetRenderer(t, w).Objects() {
			shownTexts(t, c, out)
		}
	}
}

// ruleIDs are the ids of a game's presets, options and enum values
// (those with letters: a number is shown as it is).
func ruleIDs[R any](opts []options.Option[R], presets []options.Preset[R]) []string {
	var ids []string
	for _, p := range presets {
		ids = append(ids, p.Name)
	}
	for _, o := range opts {
		ids = append(ids, o.Name)
		for _, v := range o.Values {
			if strings.ContainsFunc(v, unicode.IsLetter) {
				ids = append(ids, v)
			}
		}
	}
	return ids
}

// formTexts builds a game's new-match screen once with each of its
// presets selected and returns every text it showed.
func formTexts[R comparable](t *testing.T, s *Shell, b *ruleBook[R]) map[string]bool {
	out := map[string]bool{}
	for _, p := range b.presets(s) {
		f := newMatchFormOf(s, b, lastSetupOf(s, b))
		c := f.content()
		f.preset.SetSelected(presetLabel(p.Name))
		if f.setup.Preset != p.Name {
			t.Errorf("%s: choosing %q did not select preset %s", b.game, presetLabel(p.Name), p.Name)
		}
		shownTexts(t, c, out)
	}
	return out
}

// TestNewMatchShowsNoIDs: no preset, option or option value reaches the
// new-match screen as its internal id ("classic-pile", "frozen_needs",
// "after_canasta"), in either language. Plain-word ids ("never",
// "classic") are English words too, so they count only in Italian.
func TestNewMatchShowsNoIDs(t *testing.T) {
	s, _ := newShell(t)
	t.Cleanup(func() { i18n.Use("en") })
	games := []struct {
		name  string
		ids   []string
		texts func() map[string]bool
	}{
		{scala40.GameName, ruleIDs(scala40.Options, scala40.Presets()), func() map[string]bool { return formTexts(t, s, scala40Book()) }},
		{canasta.GameName, ruleIDs(canasta.Options, canasta.Presets()), func() map[string]bool { return formTexts(t, s, canastaBook()) }},
		{klaberjass.GameName, ruleIDs(klaberjass.Options, klaberjass.Presets()), func() map[string]bool { return formTexts(t, s, klaberjassBook()) }},
	}
	if len(games) != len(registry()) {
		t.Fatalf("%d games checked, %d in the registry", len(games), len(registry()))
	}
	for _, language := range []string{"en", "it"} {
		if err := i18n.Use(language); err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			shown := g.texts()
			for _, id := range g.ids {
				looksLikeID := strings.ContainsAny(id, "_-")
				if shown[id] && (looksLikeID || language == "it") {
					t.Errorf("%s, %s: the new-match screen shows the id %q", g.name, language, id)
				}
				for text := range shown {
					if looksLikeID && text != id && strings.Contains(text, id) {
						t.Errorf("%s, %s: %q shows the id %q", g.name, language, text, id)
					}
				}
			}
		}
	}
}

// TestRuleLabelsAreTranslated: every option title and preset name the
// new-match screen looks up (optionTitles, presetLabels) is a key of
// both languages' files, and every option a game's screen offers has a
// title and a label for each of its values.
func TestRuleLabelsAreTranslated(t *testing.T) {
	for _, language := range i18n.Languages {
		keys, err := i18n.Keys(language)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []map[string]string{optionTitles, presetLabels} {
			for id, label := range m {
				if !keys[label] {
					t.Errorf("%s: %s: no translation of %q", language, id, label)
				}
			}
		}
	}
	// In Italian, where a label differs from the id ("allowed" is both
	// in English).
	t.Cleanup(func() { i18n.Use("en") })
	if err := i18n.Use("it"); err != nil {
		t.Fatal(err)
	}
	offered := map[string][]string{}
	skip := map[string]bool{"players": true}
	for _, b := range []interface {
		offers(map[string][]string, map[string]bool)
	}{scala40Book(), canastaBook(), klaberjassBook()} {
		b.offers(offered, skip)
	}
	for name, values := range offered {
		if _, ok := optionTitles[name]; !ok && !skip[name] {
			t.Errorf("option %s is offered without a title", name)
		}
		for _, v := range values {
			if strings.ContainsFunc(v, unicode.IsLetter) && optionValueLabel(v) == v && !skip[name] {
				t.Errorf("option %s: the value %q is offered without a label", name, v)
			}
		}
	}
}

// offers adds the options a book's screen offers to offered (name →
// values), and its line option, titled apart, to skip.
func (b *ruleBook[R]) offers(offered map[string][]string, skip map[string]bool) {
	skip[b.line] = true
	for _, o := range b.options {
		offered[o.Name] = o.Values
	}
}
