package klaberjass

import (
	"strings"
	"testing"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// said is a computer that says its lines in order (the notation), then
// plays as LegalPlayer.
type said struct {
	seat  int
	lines []string
}

func (s *said) Name() string { return "said" }

func (s *said) Choose(v kj.View) kj.Action {
	if len(s.lines) == 0 {
		return LegalPlayer{}.Choose(v)
	}
	a, err := kj.ParseAction(s.seat, s.lines[0])
	if err != nil {
		panic(err)
	}
	s.lines = s.lines[1:]
	return a
}

// TestDeclarationReplyFollowsTheRules: Bea (the elder) declares a run
// of five spades to the Jack, Ada a run of four diamonds to the Ace;
// both announce 50. By value then top card Ada answers "how high?" and
// her Ace scores; under length_then_top_then_trump the longer run wins
// at once: Ada answers "good" and Bea scores.
func TestDeclarationReplyFollowsTheRules(t *testing.T) {
	length := kj.Default()
	length.SequenceCompare = kj.LengthThenTop
	for _, c := range []struct {
		rules  kj.Rules
		answer string
		scorer string
	}{
		{kj.Default(), "“how high?”", "Ada scores 50."},
		{length, "“good”", "Bea scores 50."},
	} {
		d := kj.Deal{
			Hands:  [2][]cards.Card{hand(t, "AD KD QD JD 8C 7C"), hand(t, "JS 10S 9S 8S 7S AC")},
			Upcard: card(t, "JH"),
			Second: [2][]cards.Card{hand(t, "10C 10H 9H"), hand(t, "9C 7H 8D")},
			Stock:  hand(t, "AS KS QS KC QC JC 8H QH KH AH 10D 9D 7D"),
		}
		g, err := kj.NewFromSetup(c.rules, kj.Setup{Dealer: 0, Deal: d, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		bea := &said{seat: 1, lines: []string{"take", "declare", "play JS"}}
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Agent: bea}})
		r.drain()
		for _, line := range []string{"declare", "play 9H"} {
			a, err := kj.ParseAction(0, line)
			if err != nil {
				t.Fatal(err)
			}
			if !r.tab.act(a) {
				t.Fatalf("%s refused: %s", line, r.tab.Msg)
			}
		}
		want := "Bea: “50” — Ada: " + c.answer
		if got := r.tab.dialogue; !strings.Contains(got, want) || !strings.Contains(got, c.scorer) {
			t.Errorf("%s: %q, want %q and %q", c.rules.SequenceCompare, got, want, c.scorer)
		}
	}
}
