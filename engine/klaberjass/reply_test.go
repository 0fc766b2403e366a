package klaberjass

import (
	"testing"
)

// TestDeclarationReply checks the table's words for the comparison of
// the declarations under each rule of comparison: the reply weighs the
// worth, or the length under length_then_top_then_trump, never the worth
// alone.
func TestDeclarationReply(t *testing.T) {
	def := Default()
	deberc := def
	deberc.SequenceCompare = LengthThenTop
	fours := deberc
	fours.FourOfAKindMelds = true
	cases := []struct {
		name  string
		hands [2]string // "" for a seat that does not declare
		elder int
		rules *Rules
		first int
		reply Reply
		worth [2]int
	}{
		{"nobody", [2]string{"", ""}, 0, &def, -1, ReplyNone, [2]int{}},
		{"only the dealer", [2]string{"KS QS JS", ""}, 1, &def, 0, ReplyGood, [2]int{20, 0}},
		{"20 good", [2]string{"QS JS 10S", "9D 8D 7D"}, 0, &def, 0, ReplyHowHigh, [2]int{20, 20}},
		{"50 not good", [2]string{"KS QS JS", "10C 9C 8C 7C"}, 0, &def, 0, ReplyNotGood, [2]int{20, 50}},
		{"50 good", [2]string{"KS QS JS", "10C 9C 8C 7C"}, 1, &def, 1, ReplyGood, [2]int{20, 50}},
		{"same worth: how high", [2]string{"JS 10S 9S 8S 7S", "AD KD QD JD"}, 0, &def, 0, ReplyHowHigh, [2]int{50, 50}},
		{"same worth, longer: good", [2]string{"JS 10S 9S 8S 7S", "AD KD QD JD"}, 0, &deberc, 0, ReplyGood, [2]int{50, 50}},
		{"same worth, shorter: not good", [2]string{"JS 10S 9S 8S 7S", "AD KD QD JD"}, 1, &deberc, 1, ReplyNotGood, [2]int{50, 50}},
		{"same length: how high", [2]string{"JS 10S 9S 8S", "AD KD QD JD"}, 0, &deberc, 0, ReplyHowHigh, [2]int{50, 50}},
		{"four over a long run", [2]string{"9S 9H 9D 9C", "AD KD QD JD 10D"}, 1, &fours, 1, ReplyNotGood, [2]int{150, 50}},
	}
	for _, c := range cases {
		g := &Game{rules: *c.rules}
		for s, h := range c.hands {
			if h != "" {
				g.hands[s], g.declared[s] = set(t, h).Cards(), true
			}
		}
		v := View{Elder: c.elder}
		v.DeclaredWorth, v.Announced = g.announced()
		first, reply := v.DeclarationReply()
		if first != c.first || reply != c.reply || v.DeclaredWorth != c.worth {
			t.Errorf("%s: seat %d, reply %d, worth %v; want seat %d, reply %d, worth %v",
				c.name, first, reply, v.DeclaredWorth, c.first, c.reply, c.worth)
		}
	}
}
