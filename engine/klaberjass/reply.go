package klaberjass

// Reply is how the table procedure of the rules (Sequences) words the
// comparison of the declarations: the second declaration's reply to the
// first's announcement.
type Reply uint8

// The replies.
const (
	ReplyNone    Reply = iota // nobody declared: nothing to reply
	ReplyGood                 // the other has nothing as high (or did not declare)
	ReplyNotGood              // the other holds a better declaration
	ReplyHowHigh              // the same at the first step: the top card, then trumps decide
)

// announced is what each seat that declared announced: the worth of its
// best declaration, and the comparison's first step (firstKey) of it.
func (g *Game) announced() (worth, first [2]int) {
	for s := 0; s < 2; s++ {
		if !g.declared[s] {
			continue
		}
		ms := Melds(g.handSet(s)|g.played[s], &g.rules)
		worth[s] = BestWorth(ms)
		for i := range ms {
			first[s] = max(first[s], firstKey(&ms[i], &g.rules))
		}
	}
	return worth, first
}

// DeclarationReply is the comparison of the declarations as the players
// say it: first is the seat that announces first (the elder, or the
// dealer when the elder did not declare) and a the other's reply, by
// the first step of the rules in force (worth, or length under
// length_then_top_then_trump). ReplyNone, with first -1, when nobody
// declared.
func (v *View) DeclarationReply() (first int, a Reply) {
	first = v.Elder
	if v.Announced[first] == 0 {
		first = 1 - first
	}
	mine, other := v.Announced[first], v.Announced[1-first]
	switch {
	case mine == 0:
		return -1, ReplyNone
	case other < mine:
		return first, ReplyGood
	case other > mine:
		return first, ReplyNotGood
	}
	return first, ReplyHowHigh
}
