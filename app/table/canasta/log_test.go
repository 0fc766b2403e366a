package canasta

import (
	"reflect"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// TestMoveLogAfterTheComputersTurns: once the three computers have played
// after Ada, the log tells their draws (no card named), Bea's meld and the
// discards; Ada's turn opens with the summary; Bea's nines are outlined.
func TestMoveLogAfterTheComputersTurns(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, false), fyne.NewSize(1100, 760))
	tab := r.tab
	for _, a := range []cn.Action{
		{Kind: cn.Meld, Melds: [][]cards.Card{hand(t, "QS QH QD"), hand(t, "4S 4H 4D 4C")}},
		{Kind: cn.Draw},
		{Kind: cn.Discard, Cards: hand(t, "9D")},
	} {
		if !tab.act(a) {
			t.Fatalf("%v refused: %s", a, tab.Msg)
		}
	}
	r.drain()
	if !tab.Driver.MyTurn() {
		t.Fatal("Ada is not to move after the computers")
	}

	log := tabletest.LogTexts(tab.Driver.Log())
	want := []string{
		"Ada laid down: queen of spades, queen of hearts, queen of diamonds.",
		"Ada laid down: 4 of spades, 4 of hearts, 4 of diamonds, 4 of clubs.",
		"Ada opened with 50 points.",
		"Ada drew 2 cards from the mazzo.",
		"Ada laid down the 3 of hearts.",
		"Ada discarded the 9 of diamonds.",
		"Ugo drew 2 cards from the mazzo.",
		"Ugo discarded the 7 of clubs.",
		"Bea drew 2 cards from the mazzo.",
		"Bea laid down: 9 of spades, 9 of hearts, 9 of clubs.",
		"Bea discarded the 5 of spades.",
		"Cai drew 2 cards from the mazzo.",
		"Cai discarded the Jack of diamonds.",
	}
	for _, w := range want {
		if !slices.Contains(log, w) {
			t.Errorf("the log lacks %q:\n%q", w, log)
		}
	}
	for seat := 1; seat < 4; seat++ {
		tabletest.NamesNone(t, log, g.View(seat).Hand)
	}

	// The summary holds every turn since Ada's, each on one line.
	for _, s := range []string{"Since your last turn",
		"Ugo drew 2 cards from the mazzo. Ugo discarded the 7 of clubs.",
		"Bea drew 2 cards from the mazzo. Bea laid down: 9 of spades, 9 of hearts, 9 of clubs. Bea discarded the 5 of spades.",
		"Cai drew 2 cards from the mazzo. Cai discarded the Jack of diamonds."} {
		if !r.shows(s) {
			t.Fatalf("the summary of the computers' turns lacks %q: %q", s, r.texts())
		}
	}
	marked := tabletest.Marked(tab.lay.Objects)
	if want := []string{"9S", "9H", "9C"}; len(marked) != len(want) {
		t.Fatalf("outlined %v, want Bea's nines", marked)
	}
	for _, s := range []string{"9S", "9H", "9C"} {
		if !slices.Contains(marked, card(t, s).Face()) {
			t.Errorf("%s, laid by Bea, is not outlined: %v", s, marked)
		}
	}
}

// TestHandHistoryOfADealtMatch: the events rebuilt for a resumed match
// dealt from a seed are those the hand in progress produced.
func TestHandHistoryOfADealtMatch(t *testing.T) {
	g, err := cn.NewMatch(cn.Default(), 5)
	if err != nil {
		t.Fatal(err)
	}
	var live []match.Event
	for range 40 {
		seat := g.Actors()[0]
		a := LegalPlayer{}.Choose(g.View(seat))
		a.Seat = seat
		events, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			if e.Kind == match.Dealt {
				live = nil
			}
			live = append(live, e)
		}
	}
	got := table.HandHistory[cn.View, cn.Action](g, cn.Replay)
	if len(got) == 0 || !reflect.DeepEqual(got, live) {
		t.Fatalf("rebuilt %d events, the hand produced %d:\n%v\n%v", len(got), len(live), got, live)
	}
}

// TestPozzoTakenCountsItsCards: a pozzo of one card reads "1 card", in
// both languages.
func TestPozzoTakenCountsItsCards(t *testing.T) {
	r := newRig(t, fixedDeal(t), fixedSeats(t, false), fyne.NewSize(1100, 760))
	for _, c := range []struct{ language, one, two string }{
		{"en", "Ada took the pozzo: 1 card.", "Ada took the pozzo: 2 cards."},
		{"it", "Ada ha preso il pozzo: 1 carta.", "Ada ha preso il pozzo: 2 carte."},
	} {
		i18n.ForTest(t, c.language)
		for n, want := range map[int]string{1: c.one, 2: c.two} {
			if got := r.tab.Describe(match.Event{Kind: cn.EvTookPile, Seat: 0, Value: n}); got != want {
				t.Errorf("%s, %d cards: %q, want %q", c.language, n, got, want)
			}
		}
	}
}

// TestEveryEventHasASentence: every event the log tells has its sentence
// in both languages.
func TestEveryEventHasASentence(t *testing.T) {
	r := newRig(t, fixedDeal(t), fixedSeats(t, false), fyne.NewSize(1100, 760))
	qs := hand(t, "QS QH QD")
	var events []match.Event
	for _, k := range []match.EventKind{cn.EvDealt, cn.EvRedThree, cn.EvPileFormed, cn.EvDrew, cn.EvTookPile, cn.EvOpened,
		cn.EvMelded, cn.EvAdded, cn.EvDiscarded, cn.EvAsked, cn.EvUndone, cn.EvWentOut, cn.EvExhausted} {
		events = append(events, match.Event{Kind: k, Seat: 0, Cards: qs, Value: 2})
	}
	events = append(events, match.Event{Kind: cn.EvCanasta, Value: int(cn.CleanCanasta)}, match.Event{Kind: cn.EvDirtied, Value: 5},
		match.Event{Kind: cn.EvAnswered, Value: 1}, match.Event{Kind: cn.EvAnswered})
	tabletest.Worded(t, func() [][2]string { return tabletest.Said(events, r.tab.Describe) })
}
