package scala40

import (
	"tavolo/app/table"

	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// fixedHand is a two-player hand where the person (seat 0) can open, see
// the computer (seat 1) lay a run with a joker, and close on the next
// turn by attaching, swapping the joker and laying a new meld.
func fixedHand(t *testing.T) *s40.Game {
	t.Helper()
	deal := s40.Deal{
		Hands: [][]cards.Card{
			hand(t, "AS 2S 3S 4S KC KD KH 9C 5S 7H 9D 10D JD"),
			hand(t, "5H 6H JK QS QH QD 3C 4D 6C 8S 10S 2D 7C"),
		},
		Stock: hand(t, "KS 2C QC 8C 8D 9H 10H 5C 6D 7D"),
		Pile:  hand(t, "4C"),
	}
	deal.Complete(7)
	r := s40.Default()
	g, err := s40.NewFromSetup(r, s40.Setup{Players: 2, Dealer: 1, Deal: deal, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if g.ToMove() != 0 {
		t.Fatalf("seat %d to move, want 0", g.ToMove())
	}
	return g
}

// computerOpensWithJoker is seat 1's turn: draw, open with 5♥ 6♥ JK(7♥)
// and three Queens, discard the 2♣ it drew.
func computerOpensWithJoker(t *testing.T) *script {
	jk := card(t, "JK")
	return &script{acts: []s40.Action{
		{Kind: s40.Draw},
		{Kind: s40.MeldDown, Melds: []s40.MeldSpec{
			{Cards: []cards.Card{card(t, "5H"), card(t, "6H"), jk}, As: []cards.Face{cards.NoFace, cards.NoFace, cards.NewFace(7, cards.Hearts)}},
			{Cards: hand(t, "QS QH QD")},
		}},
		{Kind: s40.Discard, Card: card(t, "2C")},
	}}
}

// TestFullHandThroughTheTable plays a whole hand with the table's own
// input: draw by dragging, stage and open, a discard, the computer's
// turn, a draw by clicking, an attachment, an illegal drop refused with
// the engine's message, a joker swap, a joker attached where the table
// asks which card it stands for, a meld laid straight down, and the
// closing discard with the score sheet.
func TestFullHandThroughTheTable(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot", Agent: computerOpensWithJoker(t)}})
	tab := r.tab
	if tab.Driver.Viewer() != 0 || tab.Driver.Cover() >= 0 {
		t.Fatalf("viewer %d cover %d: the only person's hand should show", tab.Driver.Viewer(), tab.Driver.Cover())
	}
	if !r.shows("Your turn: draw from the tallone") {
		t.Fatalf("status does not say it is Ada's turn: %q", r.texts())
	}

	// Draw: drag the top of the tallone into the hand.
	r.drag(tab.lay.stockR.Centre(), tab.lay.handR.Centre())
	if g.Phase() != s40.PhasePlay || len(g.Hand(0)) != 14 {
		t.Fatalf("after the draw: phase %s, %d cards", g.Phase(), len(g.Hand(0)))
	}

	// Stage the run A♠–4♠ card by card, then the three Kings at once.
	r.dragCard(card(t, "AS"), r.newSlot())
	for _, c := range hand(t, "2S 3S 4S") {
		r.dragCard(c, r.stageAt(0))
	}
	if len(tab.stage) != 1 || len(tab.stage[0].cards) != 4 {
		t.Fatalf("staged %v", tab.stage)
	}
	if !r.shows("10 points") || !r.shows("Open 10 / 40") || !tab.ui.Lay.Disabled() {
		t.Fatalf("a 10-point run should show its value and keep Open disabled: %q", r.texts())
	}
	for _, c := range hand(t, "KC KD KH") {
		r.tap(r.at(c)) // select
	}
	r.dragCard(card(t, "KH"), r.newSlot())
	if len(tab.stage) != 2 || len(tab.stage[1].cards) != 3 {
		t.Fatalf("the three selected Kings should make the second group: %v", tab.stage)
	}
	if tab.ui.Lay.Text != "Open 40 / 40" || tab.ui.Lay.Disabled() {
		t.Fatalf("Open button %q disabled=%v, want Open 40 / 40 enabled", tab.ui.Lay.Text, tab.ui.Lay.Disabled())
	}
	test.Tap(tab.ui.Lay)
	if !g.Opened(0) || len(g.Melds()) != 2 {
		t.Fatalf("not opened: %d melds", len(g.Melds()))
	}

	// Discard 9♣ by dragging it onto the pozzo: the computer's turn.
	r.dragCard(card(t, "9C"), tab.lay.pileR.Centre())
	if top, _ := g.TopDiscard(); top != card(t, "9C") {
		t.Fatalf("pozzo top %s", top)
	}
	if g.ToMove() != 1 {
		t.Fatal("the computer should be to move")
	}
	r.drain()
	if g.ToMove() != 0 || len(g.Melds()) != 4 {
		t.Fatalf("after the computer: seat %d to move, %d melds", g.ToMove(), len(g.Melds()))
	}
	if !r.shows("Bot") || !r.shows("Ada") {
		t.Fatal("melds are not labelled with their owners")
	}

	// Draw by clicking the tallone (the click path).
	r.tap(tab.lay.stockR.Centre())
	if g.Phase() != s40.PhasePlay {
		t.Fatal("clicking the tallone did not draw")
	}

	// Attach 5♠ to the run A♠–4♠ (meld 1).
	r.dragCard(card(t, "5S"), r.meldAt(1))
	if m, _ := g.MeldByID(1); m.N != 5 {
		t.Fatalf("5♠ not attached: %s", m)
	}
	// Undo takes it back within the turn; then attach it again.
	test.Tap(tab.ui.Undo)
	if m, _ := g.MeldByID(1); m.N != 4 || !slices.Contains(g.Hand(0), card(t, "5S")) {
		t.Fatalf("undo did not take 5♠ back: %s", m)
	}
	r.dragCard(card(t, "5S"), r.meldAt(1))

	// An illegal drop: the Q♣ does not fit the Kings. It comes back and
	// the engine's reason is shown in words.
	before := slices.Clone(g.Hand(0))
	r.dragCard(card(t, "QC"), r.meldAt(2))
	if !slices.Equal(before, g.Hand(0)) {
		t.Fatal("a refused drop changed the hand")
	}
	if !tab.MsgBad || tab.Msg != "That card does not fit this meld." || !r.shows("That card does not fit this meld.") {
		t.Fatalf("message %q (bad=%v)", tab.Msg, tab.MsgBad)
	}
	if _, ok := tab.lay.CardAt[card(t, "QC")]; !ok {
		t.Fatal("the refused card is not back in the hand")
	}

	// Swap: the natural 7♥ dropped on Bot's 5♥ 6♥ JK takes the joker.
	r.dragCard(card(t, "7H"), r.meldAt(3))
	jk := card(t, "JK")
	if !slices.Contains(g.Hand(0), jk) {
		t.Fatal("the swap did not give Ada the joker")
	}
	if !r.shows("Put the joker you won back on the table.") {
		t.Fatalf("status should ask to reuse the joker: %q", r.texts())
	}

	// The joker on the run 5♥–7♥ could be the 4♥ or the 8♥: the table asks.
	r.dragCard(jk, r.meldAt(3))
	if tab.Question == nil || len(tab.Question.Options) != 2 {
		t.Fatal("no question about the joker's place")
	}
	var eight int = -1
	for i, o := range tab.Question.Options {
		if o.Faces[0] == cards.NewFace(8, cards.Hearts) {
			eight = i
		}
	}
	for _, h := range tab.lay.Hits {
		if h.Kind == table.HitChoice && h.N == eight {
			r.tap(h.R.Centre())
		}
	}
	if m, _ := g.MeldByID(3); m.N != 4 || m.Stands[3] != cards.NewFace(8, cards.Hearts) {
		t.Fatalf("joker not attached as 8♥: %s", m)
	}

	// A new meld goes straight down once opened.
	for _, c := range hand(t, "9D 10D JD") {
		r.tap(r.at(c))
	}
	r.dragCard(card(t, "9D"), r.newSlot())
	if len(g.Melds()) != 5 || len(tab.stage) != 0 {
		t.Fatalf("9♦ 10♦ J♦ not laid down: %d melds, %d staged", len(g.Melds()), len(tab.stage))
	}

	// The fourth King, then the last card onto the pozzo closes.
	r.dragCard(card(t, "KS"), r.meldAt(2))
	if len(g.Hand(0)) != 1 {
		t.Fatalf("%d cards left, want 1", len(g.Hand(0)))
	}
	r.dragCard(card(t, "QC"), tab.lay.pileR.Centre())
	if g.Phase() != s40.PhaseHandOver && g.Phase() != s40.PhaseMatchOver {
		t.Fatalf("phase %s after the closing discard", g.Phase())
	}

	// The score sheet: who closed, the hand's points, the line.
	if hands := tab.Game().Score().Hands; !tab.SheetUp || len(hands) != 1 || tab.closings[1].closer != 0 {
		t.Fatalf("sheet=%v hands=%v closings=%v", tab.SheetUp, hands, tab.closings)
	}
	for _, want := range []string{"Ada closed", "Elimination line: 101 points", "Total", "Deal the next hand"} {
		if !r.shows(want) {
			t.Errorf("score sheet lacks %q: %q", want, r.texts())
		}
	}
	bot := g.Result().Points[1]
	if bot <= 0 || !r.shows("1 · Ada closed") {
		t.Errorf("Bot's points %d", bot)
	}
	if r.overs != 1 {
		t.Errorf("OnHandOver called %d times", r.overs)
	}
	if r.saves < 10 {
		t.Errorf("OnChange called %d times: every action should save", r.saves)
	}
	for _, want := range []string{"draw", "meld", "discard", "close"} {
		if !slices.Contains(r.sounds, want) {
			t.Errorf("no %q sound in %v", want, r.sounds)
		}
	}

	// The next hand from the sheet.
	test.Tap(tab.ui.Next)
	if g.HandNo() != 2 || tab.SheetUp {
		t.Fatalf("hand %d, sheet %v", g.HandNo(), tab.SheetUp)
	}
}
