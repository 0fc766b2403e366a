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

	"tavolo/engine/games"
	"tavolo/engine/match"
	"tavolo/engine/options"
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
	for _, p := range presetsOf(s, b) {
		f := newMatchFormOf(s, b, lastSetupOf(s, b))
		c := f.content()
		f.preset.SetSelected(label(b.Labels.Presets, p.Name))
		if f.setup.Preset != p.Name {
			t.Errorf("%s: choosing %q did not select preset %s", b.Game, label(b.Labels.Presets, p.Name), p.Name)
		}
		shownTexts(t, c, out)
	}
	return out
}

// books are the new-match screens of every playable game of the
// registry, from their descriptors.
func books(t *testing.T) []*ruleBook[any] {
	var out []*ruleBook[any]
	for _, g := range registry() {
		if g.playable() {
			out = append(out, g.ui.Book())
		}
	}
	if len(out) != len(games.All()) {
		t.Fatalf("%d games have a new-match screen, %d are listed", len(out), len(games.All()))
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
	for _, language := range []string{"en", "it"} {
		if err := i18n.Use(language); err != nil {
			t.Fatal(err)
		}
		for _, b := range books(t) {
			shown := formTexts(t, s, b)
			for _, id := range ruleIDs(b.Options, b.Presets()) {
				looksLikeID := strings.ContainsAny(id, "_-")
				if shown[id] && (looksLikeID || language == "it") {
					t.Errorf("%s, %s: the new-match screen shows the id %q", b.Game, language, id)
				}
				for text := range shown {
					if looksLikeID && text != id && strings.Contains(text, id) {
						t.Errorf("%s, %s: %q shows the id %q", b.Game, language, text, id)
					}
				}
			}
		}
	}
}

// TestRuleLabelsAreTranslated: every game's descriptor names each option
// its new-match screen offers (but the line, titled apart), each value
// with letters of those options and each shipped preset, and every such
// label is a key of both languages' files.
func TestRuleLabelsAreTranslated(t *testing.T) {
	for _, b := range books(t) {
		for _, o := range b.Options {
			if o.Name == "players" || o.Name == b.Line {
				continue
			}
			if _, ok := b.Labels.Options[o.Name]; !ok {
				t.Errorf("%s: option %s is offered without a title", b.Game, o.Name)
			}
			for _, v := range o.Values {
				if _, ok := b.Labels.Values[v]; !ok && strings.ContainsFunc(v, unicode.IsLetter) {
					t.Errorf("%s: option %s: the value %q is offered without a label", b.Game, o.Name, v)
				}
			}
		}
		for _, p := range b.Presets() {
			if _, ok := b.Labels.Presets[p.Name]; !ok {
				t.Errorf("%s: the preset %s has no label", b.Game, p.Name)
			}
		}
		for _, language := range i18n.Languages {
			keys, err := i18n.Keys(language)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range []map[string]string{b.Labels.Options, b.Labels.Values, b.Labels.Presets} {
				for id, l := range m {
					if !keys[l] {
						t.Errorf("%s, %s: %s: no translation of %q", b.Game, language, id, l)
					}
				}
			}
		}
	}
}

// TestEveryGameIsTranslated: for every game of the registry, from its
// descriptor, each option its screen offers has its explanation, each
// shipped preset its description and
// each refusal its board's message in both languages, so nothing
// reaches the screen in English or as an id.
func TestEveryGameIsTranslated(t *testing.T) {
	for _, language := range i18n.Languages {
		keys, err := i18n.Keys(language)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range registry() {
			if !g.playable() {
				continue
			}
			b := g.ui.Book()
			want := []string{g.Title}
			for _, o := range b.Options {
				want = append(want, o.Help)
			}
			for _, p := range b.Presets() {
				want = append(want, p.Description)
			}
			errs := g.ui.ErrorKeys()
			if len(errs) < len(match.Codes) {
				t.Errorf("%s: %d refusals, fewer than the %d codes every game shares", g.Name, len(errs), len(match.Codes))
			}
			for _, k := range append(want, errs...) {
				if !keys[k] {
					t.Errorf("%s: %s: no text for %q", language, g.Name, k)
				}
			}
		}
	}
}
