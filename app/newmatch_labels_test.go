package app

import (
	"maps"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/appdef"
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
		f.preset.SetSelected(b.PresetLabel(p.Name))
		if f.setup.Preset != p.Name {
			t.Errorf("%s: choosing %q did not select preset %s", b.Game, b.PresetLabel(p.Name), p.Name)
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

// bookKeys are the translation keys of every word a game's new-match
// screen shows, from its descriptor: its title and line, each option it
// offers (but the line, titled apart), each value with letters of those
// options and each shipped preset.
func bookKeys(b *ruleBook[any]) []string {
	var out []string
	for _, w := range []string{"title", "line", "line-help", "line-error"} {
		out = append(out, b.Key(appdef.WordBook, w))
	}
	for _, o := range b.Options {
		if o.Name == "players" || o.Name == b.Line {
			continue
		}
		out = append(out, b.Key(appdef.WordOption, o.Name))
		for _, v := range o.Values {
			if strings.ContainsFunc(v, unicode.IsLetter) {
				out = append(out, b.Key(appdef.WordValue, v))
			}
		}
	}
	for _, p := range b.Presets() {
		out = append(out, b.Key(appdef.WordPreset, p.Name))
	}
	return out
}

// TestRuleLabelsAreTranslated: every word of every game's new-match
// screen (bookKeys) has its text in both languages' files; and the
// check sees a missing one.
func TestRuleLabelsAreTranslated(t *testing.T) {
	missing := func(b *ruleBook[any], keys map[string]bool) (out []string) {
		for _, k := range bookKeys(b) {
			if !keys[k] {
				out = append(out, k)
			}
		}
		return out
	}
	for _, b := range books(t) {
		for _, language := range i18n.Languages {
			keys, err := i18n.Keys(language)
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range missing(b, keys) {
				t.Errorf("%s, %s: no text for %q", b.Game, language, k)
			}
			gone := maps.Clone(keys)
			delete(gone, b.Key(appdef.WordPreset, b.Presets()[0].Name))
			if len(missing(b, gone)) != 1 {
				t.Errorf("%s, %s: a preset without its text went unseen", b.Game, language)
			}
		}
	}
}

// TestEveryGameIsTranslated: for every game of the registry, from its
// descriptor, its blurb and its counters' headings have their texts,
// each option its screen offers has its explanation, each
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
			want := append([]string{g.Title}, g.ui.WordKeys()...)
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
