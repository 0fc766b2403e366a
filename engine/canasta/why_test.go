package canasta

import (
	"testing"

	"tavolo/engine/cards"
)

// TestRefusalsNameTheirRule checks that a refusal names the rule it
// breaks with the numbers of the rules in force (issue 40, item 6): the
// wild-card limit rather than "does not fit", the pile's needs from
// frozen_needs, black threes as black threes.
func TestRefusalsNameTheirRule(t *testing.T) {
	cs := func(s string) []cards.Card {
		faces, err := cards.ParseFaces(s)
		if err != nil {
			t.Fatal(err)
		}
		var out []cards.Card
		seen := map[cards.Face]int{}
		for _, f := range faces {
			out = append(out, cards.NewCard(f, seen[f]))
			seen[f]++
		}
		return out
	}
	meld := func(r *Rules, s string) TableMeld {
		info, err := r.checkMeld(cs(s), false)
		if err != nil {
			t.Fatalf("meld %s: %v", s, err)
		}
		return TableMeld{ID: 1, Cards: cs(s), Info: info}
	}
	def := Default()
	three := Default()
	three.MaxWildPerMeld, three.WildRatio = 3, RatioAtLeast
	three.FrozenNeeds = 2
	tests := []struct {
		name  string
		r     *Rules
		hand  string
		melds []TableMeld
		top   string
		froze bool
		a     Action
		want  Why
	}{
		{"third wild card", &def, "2D 5S", []TableMeld{meld(&def, "7S 7H 7D 2C JK")}, "", false,
			Action{Kind: Add, Cards: cs("2D"), Meld: 1}, Why{Reason: WhyWildLimit, N: 2}},
		{"fourth wild card under max 3", &three, "2D 5S", []TableMeld{meld(&three, "7S 7H 7D 2C JK 2S")}, "", false,
			Action{Kind: Add, Cards: cs("2D"), Meld: 1}, Why{Reason: WhyWildLimit, N: 3}},
		{"wilds equal naturals", &def, "7S 2D 2C 5S 6S", nil, "", false,
			Action{Kind: Meld, Melds: [][]cards.Card{cs("7S 2D 2C")}}, Why{Reason: WhyWildRatio, N: 2}},
		{"black threes", &def, "3S 3C 3S 5S 6S", nil, "", false,
			Action{Kind: Meld, Melds: [][]cards.Card{cs("3S 3C 3S")}}, Why{Reason: WhyThreesNeverMeld}},
		{"take with nothing", &def, "9S 5S", nil, "9D", false,
			Action{Kind: Take}, Why{Reason: WhyTakeNaturals, N: 2}},
		{"frozen pile, default", &def, "9S 9H 5S", nil, "9D", true,
			Action{Kind: Take, Cards: cs("9S 9H")}, Why{Reason: WhyFrozenNaturals, N: 3}},
		{"frozen pile, frozen_needs 2", &three, "9S 5S", nil, "9D", true,
			Action{Kind: Take, Cards: cs("9S")}, Why{Reason: WhyFrozenNaturals, N: 2}},
		{"no canastas", &def, "5S 5H 5D", []TableMeld{meld(&def, "7S 7H 7D")}, "", false,
			Action{Kind: Meld, Melds: [][]cards.Card{cs("5S 5H 5D")}}, Why{Reason: WhyNeedsCanastas}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := pos{r: tc.r, n: 4, partners: []int{2}, phase: PhasePlay, hand: cs(tc.hand), melds: tc.melds,
				opened: true, exact: true, turn: turn{drew: true}}
			if tc.top != "" {
				p.phase, p.turn.drew = PhaseDraw, false
				p.top, p.pileLen, p.frozen = cs(tc.top)[0], 1, tc.froze
			}
			a := tc.a
			err := p.check(&a)
			if got := WhyOf(err); got != tc.want {
				t.Errorf("%v: why %+v, want %+v", err, got, tc.want)
			}
		})
	}
}
