package canasta

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
)

// TestHandEndRevealsLeftOverCards: when the mazzo runs out, every other
// seat's left-over cards lie face up in its band with what they count
// against its side, above the score sheet; Back to the table closes the
// sheet and Return deals the next hand from the table.
func TestHandEndRevealsLeftOverCards(t *testing.T) {
	r, g := handEndRig(t)
	tab := r.tab
	if g.Phase() != cn.PhaseHandOver || !tab.SheetUp {
		t.Fatalf("phase %v, sheet %v", g.Phase(), tab.SheetUp)
	}
	tabletest.Shot(t, r.win, "canasta-handend-800x600")
	for _, c := range []struct {
		seat  int
		left  string
		count string
	}{{1, "7C 8S", "-15 in hand"}, {2, "9S 9H", "-20 in hand"}, {3, "JD 8H", "-20 in hand"}} {
		band := tab.lay.seatR[c.seat]
		for _, x := range hand(t, c.left) {
			if at, ok := tab.lay.CardAt[x]; !ok || !band.Has(at.Pos()) {
				t.Errorf("seat %d's left-over %s is not face up in its band %v", c.seat, x, band)
			}
		}
		if !r.shows(c.count) {
			t.Errorf("no %q for seat %d: %q", c.count, c.seat, r.texts())
		}
	}
	tab.ui.Back.OnTapped()
	if tab.SheetUp {
		t.Fatal("Back to the table left the sheet up")
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if g.HandNo() != 1 {
		t.Fatalf("Return at the table did not deal the next hand: hand %d", g.HandNo())
	}
}

// TestDoubleClickDiscards: double-clicking a hand card discards it when
// the engine allows that discard, and only selects it before the draw.
func TestDoubleClickDiscards(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, false), fyne.NewSize(1100, 760))
	tab := r.tab
	at := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	tab.clicks.Now = func() time.Time { return at } // both clicks at once
	five := card(t, "5H")
	r.tap(r.at(five))
	r.tap(r.at(five))
	if !slices.Contains(g.Hand(0), five) || g.ToMove() != 0 {
		t.Fatal("a double click discarded before the draw")
	}
	r.tap(tab.lay.stockR.Centre())
	r.tap(r.at(five))
	r.tap(r.at(five))
	if slices.Contains(g.Hand(0), five) || g.View(0).PileTop != five {
		t.Fatalf("the double-clicked 5♥ was not discarded: %s", tab.Msg)
	}
}

// TestDrawnCardSortedIn: in a hand the player sorted the cards drawn
// take their places instead of going to the end.
func TestDrawnCardSortedIn(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, false), fyne.NewSize(1100, 760))
	tab := r.tab
	tab.toggleSort()
	r.tap(tab.lay.stockR.Centre())
	want := slices.Clone(tab.order)
	table.SortHand(want, tab.bySuit)
	if !slices.Equal(tab.order, want) || !slices.Contains(tab.order, card(t, "KD")) {
		t.Fatalf("the drawn cards are not in their places: %v, want %v", tab.order, want)
	}
}

// TestLongMatchSheetFits: after many hands the score sheet at 800×600
// still fits the window with no line under its buttons, the earliest
// hands giving way to the latest.
func TestLongMatchSheetFits(t *testing.T) {
	r := cn.Default()
	r.Players = cn.PlayersOption(2)
	r.TargetScore = 100000
	g, err := cn.NewMatch(r, 5)
	if err != nil {
		t.Fatal(err)
	}
	bots := []caai.Player{}
	for i := range 2 {
		p, _ := caai.New("easy", uint64(i+1), caai.Options{})
		bots = append(bots, p)
	}
	const hands = 14
	for i := 0; i < 200000 && len(g.Score().Hands) < hands; i++ {
		if g.Phase() == cn.PhaseHandOver {
			g.Apply(cn.Action{Kind: cn.NextHand, Seat: (g.Dealer() + 1) % 2})
			continue
		}
		s := g.Actors()[0]
		a := bots[s].Choose(g.View(s))
		a.Seat = s
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if len(g.Score().Hands) < hands || g.Phase() != cn.PhaseHandOver {
		t.Fatalf("%d hands played, phase %v", len(g.Score().Hands), g.Phase())
	}
	size := fyne.NewSize(800, 600)
	rig := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}}, size)
	if !rig.tab.SheetUp {
		t.Fatal("no sheet at the hand's end")
	}
	tabletest.Shot(t, rig.win, "canasta-longsheet-800x600")
	if out := tabletest.Outside(rig.tab.lay.Objects, size); len(out) > 0 {
		t.Errorf("beyond the window: %v", out)
	}
	var panel []fyne.CanvasObject // what the sheet draws: after its blocker
	for i, o := range rig.tab.lay.Objects {
		if _, ok := o.(interface{ Dragged(*fyne.DragEvent) }); ok {
			panel = rig.tab.lay.Objects[i+1:]
		}
	}
	if over := tabletest.Overlaps(panel); len(over) > 0 {
		t.Errorf("the sheet's lines and buttons drawn over each other: %v", over)
	}
	if last := fmt.Sprintf("Hand %d", hands); !rig.shows(last) {
		t.Errorf("no row for the last hand (%s): %q", last, rig.texts())
	}
}

// lastTurnDeal is a deal of four seats with a mazzo of two cards: the
// hand ends once Ada has drawn and discarded and the computers have
// played.
func lastTurnDeal(t *testing.T) cn.Deal {
	t.Helper()
	return cn.Deal{
		Hands: [][]cards.Card{hand(t, "5H 6H 7H"), hand(t, "7C 8S"), hand(t, "9S 9H"), hand(t, "JD 8H")},
		Stock: hand(t, "8C KD"),
		Pile:  hand(t, "10C 6C"),
		Built: true,
	}
}

// handEndRig is a table at 800x600 whose hand is over once Ada has drawn
// and discarded the 5 of hearts and the computers have played (a mazzo
// of two cards): the score sheet is up.
func handEndRig(t *testing.T) (*rig, *cn.Game) {
	t.Helper()
	g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 2, Deal: lastTurnDeal(t)})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}, fyne.NewSize(800, 600))
	r.tap(r.tab.lay.stockR.Centre())
	r.dragCard(card(t, "5H"), r.tab.lay.pileR.Centre())
	r.drain()
	return r, g
}
