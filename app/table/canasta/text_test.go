package canasta

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	cn "tavolo/engine/canasta"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// TestErrorTextFollowsTheRules: a refusal that states a rule takes its
// number from the rules in force (a frozen pozzo needs frozen_needs
// naturals, not "a pair"), and speaks of "your side" only where sides
// have partners: a player alone is "you".
func TestErrorTextFollowsTheRules(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	frozen := match.Errorf(cn.ErrPileFrozen, "frozen")
	notOpened := match.Errorf(cn.ErrNotOpened, "not opened")
	four, two := cn.Default(), cn.Default()
	two.Players = cn.PlayersTwo
	house := cn.Default()
	house.FrozenNeeds = 2
	house.MaxWildPerMeld, house.WildRatio = 3, cn.RatioAtLeast
	invalid := match.Errorf(cn.ErrInvalidMeld, "not a meld")
	tests := []struct {
		language string
		err      error
		rules    cn.Rules
		want     string
	}{
		{"en", frozen, four, "need 3 natural cards"},
		{"en", frozen, house, "need 2 natural cards"},
		{"it", frozen, four, "servono 3 carte naturali"},
		{"it", frozen, house, "servono 2 carte naturali"},
		{"en", notOpened, four, "Your side has not opened yet."},
		{"en", notOpened, two, "You have not opened yet."},
		{"it", notOpened, four, "La tua squadra non ha ancora aperto."},
		{"it", notOpened, two, "Non hai ancora aperto."},
		{"en", invalid, four, "with fewer wild cards than naturals (wild cards: at most 2)"},
		{"en", invalid, house, "with no more wild cards than naturals (wild cards: at most 3)"},
		{"it", invalid, four, "con meno matte che carte naturali (matte: al massimo 2)"},
		{"it", invalid, house, "con le matte non più numerose delle carte naturali (matte: al massimo 3)"},
	}
	for _, tt := range tests {
		if err := i18n.Use(tt.language); err != nil {
			t.Fatal(err)
		}
		if got := ErrorText(tt.err, tt.rules); !strings.Contains(got, tt.want) {
			t.Errorf("%s, %s, %s players: %q, want %q in it", tt.language, match.CodeOf(tt.err), tt.rules.Players, got, tt.want)
		}
	}
}

// TestCountsAgree: a count of one reads in the singular in both
// languages ("1 carta in mano", not "1 carte").
func TestCountsAgree(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, tt := range []struct{ language, key, one, many string }{
		{"it", "{{.N}} cards in their hand", "1 carta in mano", "2 carte in mano"},
		{"it", "your side has {{.N}} canastas", "la tua squadra ha 1 canasta", "la tua squadra ha 2 canaste"},
		{"it", "The pozzo is yours: {{.N}} cards.", "Il pozzo è tuo: 1 carta.", "Il pozzo è tuo: 2 carte."},
		{"en", "{{.N}} cards in their hand", "1 card in their hand", "2 cards in their hand"},
		{"en", "your side has {{.N}} canastas", "your side has 1 canasta", "your side has 2 canastas"},
	} {
		if err := i18n.Use(tt.language); err != nil {
			t.Fatal(err)
		}
		for n, want := range map[int]string{1: tt.one, 2: tt.many} {
			if got := lang.N(tt.key, n, map[string]any{"N": n}); got != want {
				t.Errorf("%s: %q with %d: %q, want %q", tt.language, tt.key, n, got, want)
			}
		}
	}
}
