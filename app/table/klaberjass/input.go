package klaberjass

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// Tapped plays the card tapped, answers a question, closes a panel.
func (t *Table) Tapped(ev *fyne.PointEvent) {
	if t.TapPanels(t.Carry != nil) {
		return
	}
	h, spent := t.Tap(&t.lay.Layout, ev.Position, &t.lastTrick)
	if spent {
		return
	}
	if h.Kind == hitHandCard {
		t.cursor = h.N
		t.playCard(h.Card)
		return
	}
	t.Refresh()
}

// playCard plays a card of the hand: the engine says whether it may be
// played; with the second of King and Queen of trumps the player is
// asked whether to announce bella.
func (t *Table) playCard(c cards.Card) bool {
	if !t.Driver.MyTurn() {
		t.Say(ErrorText(errNotYourTurn), true)
		t.Refresh()
		return false
	}
	bella := false
	for _, a := range t.legal() {
		if a.Kind == kj.Play && a.Card == c && a.Bella {
			bella = true
		}
	}
	if bella {
		t.Question = &table.Question{
			Title: lang.L("Announce bella with this card?"),
			Options: []table.Choice{
				{Faces: []cards.Face{c.Face()}, Label: lang.L("Bella! (+20)")},
				{Faces: []cards.Face{c.Face()}, Label: lang.L("Play it without")},
			},
			Then: func(i int) { t.act(kj.Action{Kind: kj.Play, Card: c, Bella: i == 0}) },
		}
		t.Refresh()
		return true
	}
	return t.act(kj.Action{Kind: kj.Play, Card: c})
}

// Dragged carries a hand card.
func (t *Table) Dragged(ev *fyne.DragEvent) {
	if t.DragMove(ev, t.beginDrag) != nil {
		t.Refresh()
	}
}

// beginDrag picks up the hand card under the pointer.
func (t *Table) beginDrag(start fyne.Position) {
	t.Carry = &table.Dragging{Dead: true}
	if t.Driver.Cover() >= 0 || t.SheetUp || t.Question != nil || t.lastTrick || t.Driver.Viewer() < 0 || t.Log.Open {
		return
	}
	h := t.lay.HitAt(start)
	if h.Kind != hitHandCard {
		return
	}
	grab, ok := t.lay.CardAt[h.Card]
	if !ok {
		return
	}
	t.Carry.Dead = false
	t.Carry.Drag = t.Sprites.PickUp(&t.lay.Layout, start, grab, []cards.Card{h.Card}, table.SelBlue)
	t.Refresh()
}

// DragEnd drops the card: on the trick it is played (a refusal slides it
// back with the rule's message); anywhere else it goes back.
func (t *Table) DragEnd() {
	d := t.DragDone()
	if d == nil {
		t.Refresh()
		return
	}
	c := d.Cards[0]
	if t.lay.trickR.Has(d.Pos) && t.playCard(c) {
		t.Refresh()
		return
	}
	t.Sprites.SlideBack(d.Drag)
	t.Refresh()
}

// The keyboard: the keys every table honours (table.CommonKeys: arrows,
// Return, Esc, H, M, I, F1 and ?) and the Klaberjass table's own
// (KeyMap):
//
//	1 … 9          the bar's buttons while it shows them; else that card
//	Return         also plays the card under the cursor
//	T              take: the turned card's suit as trumps
//	N              no: pass, or redeal after a schmeiss
//	Y              yes: let's play after a schmeiss
//	B              offer the schmeiss
//	E C            exchange the dix, declare
//	L              the last trick

// TypedRune handles letters and digits.
func (t *Table) TypedRune(r rune) {
	if t.RunePanels(r) {
		return
	}
	if t.AnswerRune(r) {
		return
	}
	bar := t.barActions()
	find := func(k kj.ActionKind, play bool) {
		for _, a := range bar {
			if a.Kind == k && (k != kj.Answer || a.Play == play) {
				t.barAct(a)
				return
			}
		}
	}
	switch r {
	case 't', 'T':
		find(kj.Take, false)
	case 'b', 'B':
		find(kj.Schmeiss, false)
	case 'e', 'E':
		find(kj.Exchange, false)
	case 'c', 'C':
		find(kj.Declare, false)
	case 'y', 'Y':
		find(kj.Answer, true)
	case 'n', 'N':
		find(kj.Answer, false)
		find(kj.Pass, false)
	case 'h', 'H':
		t.SheetUp = !t.SheetUp
	case 'i', 'I':
		t.AskHint()
		return
	case 'm', 'M':
		t.Log.Toggle()
	case 'l', 'L':
		if t.v.LastTrick != nil {
			t.lastTrick = !t.lastTrick
		}
	default:
		if r >= '1' && r <= '9' {
			t.digit(int(r-'1'), bar)
		}
	}
	t.Refresh()
}

// digit is the key of digit k+1: the bar's button of that number while
// the bar shows buttons (each says its key), else that card of the hand.
func (t *Table) digit(k int, bar []kj.Action) {
	switch {
	case len(bar) > 0:
		if k < len(bar) {
			t.barAct(bar[k])
		}
	case k < len(t.order):
		t.cursor = k
		t.playCard(t.order[k])
	}
}

// TypedKey handles the arrows, Return and Escape.
func (t *Table) TypedKey(ev *fyne.KeyEvent) {
	if t.KeyPanels(ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyLeft:
		if t.cursor > 0 {
			t.cursor--
		}
	case fyne.KeyRight:
		if t.cursor < len(t.order)-1 {
			t.cursor++
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		switch {
		case t.ReturnAtEnd(t.nextHand):
			return
		case t.SheetUp || t.lastTrick:
			t.SheetUp, t.lastTrick = false, false
		case t.cursor < len(t.order):
			t.playCard(t.order[t.cursor])
			return
		}
	case fyne.KeyEscape:
		if t.Log.Open {
			t.Log.Open = false
			break
		}
		// The sheet closes at a hand's end too, to look at the table;
		// H or the sheet button bring it back, Return deals.
		t.Question, t.lastTrick, t.SheetUp = nil, false, false
	}
	t.Refresh()
}

// KeyMap is the Klaberjass table's own keys, shown after the common
// ones (table.CommonKeys) on the keys panel (F1 or ?).
func KeyMap() []table.Key {
	return []table.Key{
		{Keys: "1 … 9", Runes: "123456789", Means: "buttons", Does: lang.L("the bar's buttons while it shows them; otherwise that card")},
		{Keys: lang.L("Return"), Means: "confirm", Does: lang.L("play the card under the cursor")},
		{Keys: "T", Runes: "T", Means: "take trumps", Does: lang.L("take: the turned card's suit is trumps")},
		{Keys: "Y N", Runes: "YN", Means: "answer", Does: lang.L("yes, no: let's play, redeal; N also passes")},
		{Keys: "B", Runes: "B", Means: "schmeiss", Does: lang.L("offer the schmeiss")},
		{Keys: "E", Runes: "E", Means: "exchange", Does: lang.L("exchange the dix")},
		{Keys: "C", Runes: "C", Means: "declare", Does: lang.L("declare")},
		{Keys: "L", Runes: "L", Means: "last trick", Does: lang.L("show the last trick")},
	}
}
