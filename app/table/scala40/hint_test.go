package scala40

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// visibleFaces are the faces seat's view shows: its hand, the pozzo and
// the melds on the table.
func visibleFaces(v s40.View) map[cards.Face]bool {
	out := map[cards.Face]bool{}
	add := func(cs []cards.Card) {
		for _, c := range cs {
			out[c.Face()] = true
		}
	}
	add(v.Hand)
	add(v.Pile)
	for _, m := range v.Melds {
		add(m.Cards[:m.N])
		for _, f := range m.Stands[:m.N] {
			out[f] = true
		}
	}
	return out
}

// checkHint asks the table for a hint on the player's turn and checks it
// against hard's own choice on the same view and seed, and that its text
// names no card the player cannot see. (How every board asks, shows and
// closes a hint, and drops a late one, is boardtest's.)
func checkHint(t *testing.T, r *rig) ai.Advice {
	t.Helper()
	tab := r.tab
	v := tab.Game().View(0)
	tab.TypedRune('i')
	r.drain()
	opts := tab.cfg.HintOptions
	seed := tab.hintSeed(v)
	adv := ai.Hint(v, seed, opts)
	hard, err := ai.New("hard", seed, opts)
	if err != nil {
		t.Fatal(err)
	}
	if want := hard.Choose(v); adv.Action.String() != want.String() {
		t.Fatalf("the hint plays %v, hard plays %v", adv.Action, want)
	}
	if want := table.HintText(hintAdvice(v, adv)); tab.Hint.Text != want || tab.Hint.Busy() || tab.Msg != "" || !r.shows(strings.Fields(want)[0]) {
		t.Fatalf("the table says %q, want %q", tab.Hint.Text, want)
	}
	tabletest.NamesNone(t, []string{tab.Hint.Text}, tabletest.Unseen(visibleFaces(v)))
	tabletest.HintMarked(t, tab.lay.Objects, hintCards(adv.Action))
	return adv
}

// TestHintIsHardsChoice: the hint at the draw and at the discard is what
// hard would play on the player's view, explained from its evidence.
func TestHintIsHardsChoice(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	r.tab.cfg.HintOptions = ai.Options{Playouts: 32, Workers: 1, Budget: -1}
	checkHint(t, r)
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) // closes the hint
	r.tab.TypedRune('d')
	adv := checkHint(t, r)
	if len(adv.Candidates) > 1 && !strings.Contains(r.tab.Hint.Evidence, "deals") {
		t.Errorf("a searched hint without its evidence: %q", r.tab.Hint.Evidence)
	}
}

// TestHintTexts: the only move, and a comparison, in words.
func TestHintTexts(t *testing.T) {
	g := fixedHand(t)
	v := g.View(0)
	only := table.HintText(hintAdvice(v, ai.Advice{Action: s40.Action{Kind: s40.Draw}}))
	if only != "Draw from the tallone: by the usual rules it is the only sensible move." {
		t.Errorf("only move: %q", only)
	}
	top, _ := v.TopDiscard()
	adv := ai.Advice{
		Action: s40.Action{Kind: s40.Draw},
		Candidates: []ai.Candidate{
			{Action: s40.Action{Kind: s40.Take}},
			{Action: s40.Action{Kind: s40.Draw}, Gain: 3.1, SE: 0.5},
		},
		Chosen: 1, Worlds: 400,
	}
	want := "Draw from the tallone: by the end of the hand it should bring about 3 points more than taking the " + table.CardName(top.Face()) + "."
	if got := table.HintText(hintAdvice(v, adv)); got != want {
		t.Errorf("comparison:\n got %q\nwant %q", got, want)
	}
}

// TestHintNamesTheMelds: a hint to lay down names the melds' cards.
func TestHintNamesTheMelds(t *testing.T) {
	test.NewTempApp(t)
	a := s40.Action{Kind: s40.MeldDown, Melds: []s40.MeldSpec{
		{Cards: []cards.Card{card(t, "3S"), card(t, "4S"), card(t, "5S")}},
		{Cards: []cards.Card{card(t, "KC"), card(t, "KD"), card(t, "KH")}},
	}}
	want := "Lay down 3 of spades, 4 of spades, 5 of spades; king of clubs, king of diamonds, king of hearts"
	if got := moveText(s40.View{}, a, true); got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// TestHintWordsEveryMove: every move the hint may advise has its words
// in both languages.
func TestHintWordsEveryMove(t *testing.T) {
	test.NewTempApp(t)
	c := card(t, "3S")
	moves := []s40.Action{{Kind: s40.Draw}, {Kind: s40.Take}, {Kind: s40.MeldDown, Melds: []s40.MeldSpec{{Cards: []cards.Card{c}}}},
		{Kind: s40.Attach, Card: c}, {Kind: s40.Swap, Card: c}, {Kind: s40.Discard, Card: c}}
	tabletest.Worded(t, func() [][2]string {
		return tabletest.Orders(len(moves), func(i int, order bool) (string, string) {
			return moveText(s40.View{}, moves[i], order), moves[i].Kind.String()
		})
	})
}
