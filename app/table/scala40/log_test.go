package scala40

import (
	"reflect"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
	"tavolo/i18n"
)

// TestMoveLogAfterAComputerTurn: once the computer has drawn, opened and
// discarded, the log tells each step (the draw without its card), the
// person's turn opens with the summary, the computer's melds are outlined
// until the person acts, and M shows the log.
func TestMoveLogAfterAComputerTurn(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot", Agent: computerOpensWithJoker(t)}})
	tab := r.tab
	r.tap(tab.lay.stockR.Centre())
	r.dragCard(card(t, "9C"), tab.lay.pileR.Centre())
	r.drain()

	want := []string{
		"Ada drew from the tallone.",
		"Ada discarded the 9 of clubs.",
		"Bot drew from the tallone.",
		"Bot laid down: 5 of hearts, 6 of hearts, joker; queen of spades, queen of hearts, queen of diamonds.",
		"Bot discarded the 2 of clubs.",
	}
	if got := tabletest.LogTexts(tab.Driver.Log()); !slices.Equal(got, want) {
		t.Fatalf("log\n%q\nwant\n%q", got, want)
	}
	tabletest.NamesNone(t, tabletest.LogTexts(tab.Driver.Log()), g.Hand(1))
	tabletest.NamesNone(t, tabletest.LogTexts(tab.Driver.Log()), []cards.Card{card(t, "KS")}) // Ada's draw, in her hand

	if !r.shows("Since your last turn") || !r.shows("Bot laid down: 5 of hearts") || r.shows("Ada discarded") {
		t.Fatalf("no summary of Bot's turn at Ada's: %q", r.texts())
	}
	marked := tabletest.Marked(r.tab.lay.Objects)
	for _, s := range []string{"5H", "6H", "JK", "QS", "QH", "QD"} {
		f := card(t, s).Face()
		if !slices.Contains(marked, f) {
			t.Errorf("%s, laid by Bot, is not outlined (outlined: %v)", s, marked)
		}
	}
	if len(marked) != 6 {
		t.Errorf("outlined %v, want Bot's six cards only", marked)
	}

	tab.TypedRune('m')
	if !r.shows("Moves of this hand") || !slices.Equal(tab.Log.Lines(), want) {
		t.Fatalf("the log panel lists %q", tab.Log.Lines())
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.shows("Moves of this hand") {
		t.Fatal("Esc left the log open")
	}

	// Ada draws: the computer's cards are no longer outlined, and the
	// summary gives the table back.
	r.tap(tab.lay.stockR.Centre())
	if m := tabletest.Marked(r.tab.lay.Objects); len(m) != 0 {
		t.Fatalf("still outlined after Ada's draw: %v", m)
	}
	if r.shows("Since your last turn") {
		t.Fatal("the summary stays after Ada's draw")
	}

	// A table opened on the same match (a resume) has the same log.
	again, err := New(Config{Game: g, Seats: []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}}, Setup: table.Setup{Exec: func(func()) {}, Go: func(func()) {}}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tabletest.LogTexts(again.Driver.Log()), tabletest.LogTexts(tab.Driver.Log()); !slices.Equal(got, want) {
		t.Fatalf("resumed log\n%q\nwant\n%q", got, want)
	}
}

// TestSinceWaitsForTheCover: between two people the summary of the
// other's turn never shows under the cover, and shows once the next
// person has confirmed; the log names neither person's drawn card.
func TestSinceWaitsForTheCover(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Human: true}})
	tab := r.tab
	test.Tap(tab.ui.Cover)
	r.tap(tab.lay.stockR.Centre())
	r.dragCard(card(t, "9C"), tab.lay.pileR.Centre())
	if tab.Driver.Cover() != 1 {
		t.Fatal("no cover for Bea")
	}
	if r.shows("Since your last turn") || r.shows("Ada discarded") {
		t.Fatalf("the summary shows under the cover: %q", r.texts())
	}
	tab.TypedRune('m')
	if r.shows("Moves of this hand") {
		t.Fatal("the log opened under the cover")
	}
	test.Tap(tab.ui.Cover)
	if !r.shows("Since your last turn") || !r.shows("Ada drew from the tallone.") || !r.shows("Ada discarded the 9 of clubs.") {
		t.Fatalf("no summary for Bea: %q", r.texts())
	}
	tabletest.NamesNone(t, tabletest.LogTexts(tab.Driver.Log()), []cards.Card{card(t, "KS")})
}

// TestHandHistoryOfADealtMatch: the events rebuilt for a resumed match
// dealt from a seed are the hand's own, as the engine keeps them.
func TestHandHistoryOfADealtMatch(t *testing.T) {
	g, err := s40.NewMatch(s40.Default(), 11)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; g.HandNo() < 2 || steps < 12; {
		if g.HandNo() >= 2 {
			steps++
		}
		seat := g.Actors()[0]
		a := LegalPlayer{}.Choose(g.View(seat))
		a.Seat = seat
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	got := table.HandHistory[s40.View, s40.Action](g, s40.Replay)
	if want := g.SpectatorView().Events; len(got) == 0 || !reflect.DeepEqual(got, want) {
		t.Fatalf("rebuilt %d events, the hand has %d:\n%v\n%v", len(got), len(want), got, want)
	}
}

// TestMoveLogInItalian: the log reads as Italian players say it, each
// card with its own article.
func TestMoveLogInItalian(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot", Agent: computerOpensWithJoker(t)}})
	i18n.ForTest(t, "it")
	tab := r.tab
	r.tap(tab.lay.stockR.Centre())
	r.dragCard(card(t, "9C"), tab.lay.pileR.Centre())
	r.drain()
	log := tabletest.LogTexts(tab.Driver.Log())
	for _, want := range []string{
		"Ada ha scartato il 9 di fiori.",
		"Bot ha calato: 5 di cuori, 6 di cuori, jolly; donna di picche, donna di cuori, donna di quadri.",
		"Bot ha scartato il 2 di fiori.",
	} {
		if !slices.Contains(log, want) {
			t.Errorf("the log lacks %q: %q", want, log)
		}
	}
}

// TestEveryEventHasASentence: every event the log tells has its sentence
// in both languages.
func TestEveryEventHasASentence(t *testing.T) {
	r := newRig(t, fixedHand(t), []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	cs := hand(t, "3S 4S 5S")
	var events []match.Event
	for _, k := range []match.EventKind{s40.EvDealt, s40.EvDrew, s40.EvTook, s40.EvMelded, s40.EvAttached, s40.EvSwapped,
		s40.EvDiscarded, s40.EvClosed, s40.EvRestocked, s40.EvAbandoned, s40.EvUndone} {
		events = append(events, match.Event{Kind: k, Seat: 0, Cards: cs})
	}
	// No seat's meld: the card went to a meld "of their own".
	events = append(events, match.Event{Kind: s40.EvAttached, Seat: -1, Cards: cs})
	tabletest.Worded(t, func() [][2]string { return tabletest.Said(events, r.tab.describe) })
}
