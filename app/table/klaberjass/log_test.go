package klaberjass

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// TestMoveLogOfTheBidding: after the computer's pass, Ada's bid, the
// computer's lead and Ada's dix exchange, the log tells each of them and
// names no card still hidden in a hand; M opens it and Esc closes it.
func TestMoveLogOfTheBidding(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	tab := r.tab
	r.drain()
	r.press("Accept hearts")
	r.drain()
	r.press("Exchange the dix")

	log := tabletest.LogTexts(tab.Driver.Log())
	for _, want := range []string{"Bea passes.", "Ada takes.", "Hearts are trumps: Ada plays.", "Ada exchanges the dix for the Jack of hearts."} {
		if !slices.Contains(log, want) {
			t.Errorf("the log lacks %q: %q", want, log)
		}
	}
	played := slices.IndexFunc(log, func(l string) bool { return strings.HasPrefix(l, "Bea plays the ") })
	if played < 0 || played != len(log)-2 {
		t.Errorf("Bea's lead is not just before Ada's exchange: %q", log)
	}
	tabletest.NamesNone(t, log, g.Hand(1))
	var adaHidden []cards.Card
	for _, c := range g.Hand(0) {
		if c != card(t, "JH") { // the turn-up, taken for the dix
			adaHidden = append(adaHidden, c)
		}
	}
	tabletest.NamesNone(t, log, adaHidden)

	tab.TypedRune('m')
	if !r.shows("Moves of this hand") || !slices.Equal(tab.Log.Lines(), log) {
		t.Fatalf("the log panel lists %q", tab.Log.Lines())
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.shows("Moves of this hand") {
		t.Fatal("Esc left the log open")
	}
}

// TestEveryEventHasASentence: every event the log tells has its sentence
// in both languages.
func TestEveryEventHasASentence(t *testing.T) {
	r := newRig(t, fixedDeal(t), []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	cs := hand(t, "7H JH")
	var events []match.Event
	for _, k := range []match.EventKind{kj.EvDealt, kj.EvPassed, kj.EvTook, kj.EvSchmeissed, kj.EvNamed, kj.EvTrumps,
		kj.EvAnnulled, kj.EvExchanged, kj.EvBottomShown, kj.EvDeclared, kj.EvPlayed, kj.EvBella, kj.EvTrickWon, kj.EvSequences} {
		events = append(events, match.Event{Kind: k, Seat: 0, Cards: cs, Value: 2})
	}
	events = append(events, match.Event{Kind: kj.EvAnswered, Value: 1}, match.Event{Kind: kj.EvAnswered},
		match.Event{Kind: kj.EvSequences, Seat: -1})
	tabletest.Worded(t, func() [][2]string { return tabletest.Said(events, r.tab.Describe) })
}
