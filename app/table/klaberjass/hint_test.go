package klaberjass

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
)

// checkHint asks for a hint with I on Ada's turn: hard's own move on the
// same view and seed, said from its evidence, naming no card Ada cannot
// see; Esc closes it. (How every board asks, shows and closes a hint is
// boardtest's.)
func checkHint(t *testing.T, r *rig) kjai.Advice {
	t.Helper()
	tab := r.tab
	v := tab.Game().View(0)
	tab.TypedRune('i')
	r.drain()
	seed, opts := tab.hintSeed(v), tab.cfg.HintOptions
	adv := kjai.Hint(v, seed, opts)
	hard, err := kjai.New("hard", seed, opts)
	if err != nil {
		t.Fatal(err)
	}
	if want := hard.Choose(v); adv.Action.Kind != want.Kind || adv.Action.Card != want.Card || adv.Action.Suit != want.Suit {
		t.Fatalf("the hint plays %+v, hard plays %+v", adv.Action, want)
	}
	want := table.HintText(hintAdvice(v, adv))
	if tab.Hint.Text != want || tab.Hint.Busy() || tab.Msg != "" || !r.shows(strings.Fields(want)[0]) {
		t.Fatalf("the table says %q, want %q", tab.Hint.Text, want)
	}
	t.Log(want)
	if ev := tab.Hint.Evidence; len(adv.Candidates) > 1 && (!strings.Contains(ev, "deals") || !r.shows("Tried")) {
		t.Errorf("a searched hint without its evidence below it: %q", ev)
	}
	seen := map[cards.Face]bool{v.Upcard.Face(): true}
	for _, c := range v.Hand {
		seen[c.Face()] = true
	}
	for _, p := range v.Trick {
		seen[p.Card.Face()] = true
	}
	tabletest.NamesNone(t, []string{want}, tabletest.Unseen(seen))
	tabletest.HintMarked(t, tab.lay.Objects, hintAdvice(v, adv).Cards)
	if adv.Action.Kind == kj.Play && len(hintAdvice(v, adv).Cards) != 1 {
		t.Errorf("the hint to play %s outlines no card", adv.Action.Card)
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	return adv
}

// TestHintIsHardsMove: the hint in the bidding and in the card play is
// what hard would do, from its own numbers.
func TestHintIsHardsMove(t *testing.T) {
	r := newRig(t, fixedDeal(t), []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	r.tab.cfg.HintOptions = kjai.Options{Budget: -1, Worlds: 24, BidWorlds: 16}
	r.drain()
	if v := r.tab.Game().View(0); v.Phase != kj.PhaseBid || v.ToMove != 0 {
		t.Fatalf("not Ada's bid: phase %v, to move %d", v.Phase, v.ToMove)
	}
	if r.button("Hint") == nil {
		t.Fatal("no Hint button on Ada's bid")
	}
	checkHint(t, r)
	r.tab.TypedRune('t') // Ada takes hearts
	r.drain()
	v := r.tab.Game().View(0)
	if v.Phase != kj.PhasePlay || v.ToMove != 0 || r.button("Exchange the dix") == nil {
		t.Fatalf("not Ada's turn with the dix: phase %v, to move %d", v.Phase, v.ToMove)
	}
	// The hint at the dix: exchanging the seven for the Jack is hard's
	// move, as it is every level's.
	if adv := checkHint(t, r); adv.Action.Kind != kj.Exchange {
		t.Fatalf("the hint at the dix advises %+v", adv.Action)
	}
	r.tab.TypedRune('e')
	if adv := checkHint(t, r); adv.Action.Kind == kj.Declare {
		r.tab.TypedRune('c') // the sequence of 20 in spades
		r.drain()
	}
	if adv := checkHint(t, r); adv.Action.Kind != kj.Play {
		t.Fatalf("a hint in the card play advises %+v", adv.Action)
	}
}

// TestHintWordsEveryMove: every move the hint may advise has its words
// in both languages.
func TestHintWordsEveryMove(t *testing.T) {
	jh := card(t, "JH")
	moves := []kj.Action{{Kind: kj.Take}, {Kind: kj.Pass}, {Kind: kj.Schmeiss}, {Kind: kj.Name, Suit: cards.Spades},
		{Kind: kj.Exchange}, {Kind: kj.Declare}, {Kind: kj.Play, Card: jh}, {Kind: kj.Play, Card: jh, Bella: true}}
	tabletest.Worded(t, func() [][2]string {
		return tabletest.Orders(len(moves), func(i int, order bool) (string, string) {
			return moveText(kj.View{}, moves[i], order), moves[i].Kind.String()
		})
	})
}
