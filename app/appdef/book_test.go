package appdef

import (
	"testing"

	"tavolo/i18n"
)

// TestBookWords: a book's words are the game's texts found by names, in
// the player's language; a name with no text (a player's own preset, a
// number) reads as itself.
func TestBookWords(t *testing.T) {
	b := &Book[int]{Game: "canasta"}
	want := map[string][]string{
		"en": {"New Canasta match", "Target score", "Naturals for a frozen pozzo", "Classic pile", "mine", "3"},
		"it": {"Nuova partita a Canasta", "Punteggio da raggiungere", "Naturali per il pozzo congelato", "Pozzo classico", "mine", "3"},
	}
	for _, language := range i18n.Languages {
		i18n.ForTest(t, language)
		got := []string{b.Title(), b.LineTitle(), b.OptionLabel("frozen_needs"), b.PresetLabel("classic-pile"),
			b.PresetLabel("mine"), b.ValueLabel("3")}
		for i := range got {
			if got[i] != want[language][i] {
				t.Errorf("%s: %q, want %q", language, got[i], want[language][i])
			}
		}
	}
}
