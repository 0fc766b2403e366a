package canasta

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
)

// checkHint asks for a hint with I on Ada's turn: hard's own move on the
// same view and seed, said from its evidence, naming no card Ada cannot
// see; Esc closes it. (How every board asks, shows and closes a hint is
// boardtest's.)
func checkHint(t *testing.T, r *rig) caai.Advice {
	t.Helper()
	tab := r.tab
	v := tab.Game().View(0)
	tab.TypedRune('i')
	r.drain()
	seed, opts := tab.hintSeed(v), tab.cfg.HintOptions
	adv := caai.Hint(v, seed, opts)
	if want := hardMove(t, v, seed, opts); !reflect.DeepEqual(adv.Action, want) {
		t.Fatalf("the hint plays %+v, hard plays %+v", adv.Action, want)
	}
	want := table.HintText(hintAdvice(v, adv))
	t.Log(want)
	if tab.Hint.Text != want || tab.Hint.Busy() || tab.Msg != "" || !r.shows(strings.Fields(want)[0]) {
		t.Fatalf("the table says %q, want %q", tab.Hint.Text, want)
	}
	if ev := table.HintEvidence(hintAdvice(v, adv)); tab.Hint.Evidence != ev || ev != "" && !r.shows("Tried") {
		t.Fatalf("the evidence is %q, want %q below the advice", tab.Hint.Evidence, ev)
	}
	if regexp.MustCompile(`\d[.,]\d`).MatchString(tab.Hint.Evidence) {
		t.Errorf("the evidence %q says tenths of a point: Canasta's are whole", tab.Hint.Evidence)
	}
	seen := map[cards.Face]bool{}
	for _, c := range v.Hand {
		seen[c.Face()] = true
	}
	if v.PileSize > 0 {
		seen[v.PileTop.Face()] = true
	}
	tabletest.NamesNone(t, []string{want}, tabletest.Unseen(seen))
	tabletest.HintMarked(t, tab.lay.Objects, hintAdvice(v, adv).Cards)
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	return adv
}

// hardMove is what a hard player seeded with seed and searching with
// opts plays on v.
func hardMove(t *testing.T, v cn.View, seed uint64, opts caai.Options) cn.Action {
	t.Helper()
	p, err := caai.New("hard", seed, opts)
	if err != nil {
		t.Fatal(err)
	}
	return p.Choose(v)
}

// TestHintIsHardsMove: the hint before the draw and after it is what
// hard would do on the same view and seed.
func TestHintIsHardsMove(t *testing.T) {
	r := newRig(t, fixedDeal(t), fixedSeats(t, false), fyne.NewSize(1100, 760))
	r.tab.cfg.HintOptions = caai.Options{Budget: -1, Worlds: 12}
	r.drain()
	if !r.drawn(r.tab.ui.Hint) {
		t.Fatal("no Hint button on Ada's turn")
	}
	checkHint(t, r)
	r.tab.TypedRune('d')
	r.drain()
	if v := r.tab.Game().View(0); v.Phase != cn.PhasePlay || v.ToMove != 0 {
		t.Fatalf("not Ada's play: phase %v", v.Phase)
	}
	adv := checkHint(t, r)
	if adv.Action.Kind != cn.Discard && adv.Action.Kind != cn.Meld && adv.Action.Kind != cn.Add {
		t.Fatalf("a hint after the draw advises %v", adv.Action)
	}
	// Its cards stay outlined once the hint is closed, until a move.
	if len(adv.Action.Cards)+len(adv.Action.Melds) == 0 {
		t.Fatalf("the hint %v names no card", adv.Action)
	}
	tabletest.HintMarked(t, r.tab.lay.Objects, hintAdvice(v0(r), adv).Cards)
	r.tab.act(adv.Action)
	r.drain()
	tabletest.HintMarked(t, r.tab.lay.Objects, nil)
}

// v0 is seat 0's view now.
func v0(r *rig) cn.View { return r.tab.Game().View(0) }

// TestHintNamesTheMelds: a hint to lay down or add names the cards.
func TestHintNamesTheMelds(t *testing.T) {
	test.NewTempApp(t)
	qs := []cards.Card{card(t, "QS"), card(t, "QH"), card(t, "QD")}
	for _, c := range []struct {
		a    cn.Action
		want string
	}{
		{cn.Action{Kind: cn.Meld, Melds: [][]cards.Card{qs}}, "Lay down queen of spades, queen of hearts, queen of diamonds"},
		{cn.Action{Kind: cn.Add, Cards: qs[:1], Meld: 1}, "Add queen of spades to your meld"},
	} {
		if got := moveText(cn.View{}, c.a, true); got != c.want {
			t.Errorf("%v: %q, want %q", c.a.Kind, got, c.want)
		}
	}
}

// TestHintWordsEveryMove: every move the hint may advise has its words
// in both languages.
func TestHintWordsEveryMove(t *testing.T) {
	test.NewTempApp(t)
	qs := []cards.Card{card(t, "QS"), card(t, "QH"), card(t, "QD")}
	moves := []cn.Action{{Kind: cn.Draw}, {Kind: cn.Take, Cards: qs[:2]}, {Kind: cn.Meld, Melds: [][]cards.Card{qs}},
		{Kind: cn.Add, Cards: qs[:1]}, {Kind: cn.Discard, Cards: qs[:1]}, {Kind: cn.GoOut}, {Kind: cn.Ask},
		{Kind: cn.Answer, Yes: true}, {Kind: cn.Answer}}
	tabletest.Worded(t, func() [][2]string {
		return tabletest.Orders(len(moves), func(i int, order bool) (string, string) {
			return moveText(cn.View{PileSize: 5}, moves[i], order), moves[i].Kind.String()
		})
	})
}
