package canasta

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// Keys of the Canasta table:
//
//	Left/Right  move the cursor along the hand
//	Space       select or unselect the card under the cursor
//	D           draw from the mazzo
//	P           take the pozzo with the selected cards
//	G           stage the selected cards as a new meld
//	O           lay the staged melds down (open)
//	A           add the selected cards to the meld of their rank
//	X           discard the selected card (or the one under the cursor)
//	U           undo the last meld or add
//	Q           ask "may I go out?"
//	Y / N       answer the partner's question
//	H           show or hide the score sheet
//	I           a hint: what the strongest computer would play, and why
//	M           show or hide the moves of this hand
//	Enter       the cover's or the sheet's main button; deal the next hand
//	Escape      close a panel, clear the selection
//	F1, ?       the keys panel (KeyMap, after the common keys)
var _ fyne.Focusable = (*Table)(nil)

// TypedRune plays the letter keys.
func (t *Table) TypedRune(r rune) {
	if t.RunePanels(r) {
		return
	}
	if t.answering() {
		switch r {
		case 'y', 'Y':
			t.act(cn.Action{Kind: cn.Answer, Yes: true})
		case 'n', 'N':
			t.act(cn.Action{Kind: cn.Answer})
		}
		return
	}
	switch r {
	case 'h', 'H':
		t.SheetUp = !t.SheetUp
	case 'm', 'M':
		t.Log.Toggle()
	case ' ':
		if c, ok := t.cursorCard(); ok {
			t.selected.Toggle(c)
		}
	case 'd', 'D':
		t.draw()
		return
	case 'p', 'P':
		t.takePile(t.selectedCards())
		return
	case 'g', 'G':
		if sel := t.selectedCards(); len(sel) > 0 {
			t.newStage(sel)
		}
	case 'o', 'O':
		t.layDown()
		return
	case 'a', 'A':
		t.addSelected()
		return
	case 'x', 'X':
		if c, ok := table.KeyDiscard(t.selectedCards(), t.cursorCard); ok {
			t.discard(c)
		} else {
			t.Say(lang.L("Select one card to discard, or drag it onto the pozzo."), true)
			t.Refresh()
		}
		return
	case 'u', 'U':
		t.act(cn.Action{Kind: cn.Undo})
		return
	case 'q', 'Q':
		if t.Driver.MyTurn() && t.v.Phase == cn.PhasePlay && !t.v.Asked && !t.v.CanGoOutThisTurn() {
			t.Say(lang.L("You cannot go out this turn, so there is nothing to ask."), true)
			t.Refresh()
			return
		}
		t.act(cn.Action{Kind: cn.Ask})
		return
	case 'i', 'I':
		t.AskHint()
		return
	}
	t.Refresh()
}

// TypedKey plays the arrows and Enter.
func (t *Table) TypedKey(ev *fyne.KeyEvent) {
	if t.KeyPanels(ev) {
		return
	}
	n := len(t.handShown())
	switch ev.Name {
	case fyne.KeyLeft:
		t.cursor = max(t.cursor-1, 0)
	case fyne.KeyRight:
		t.cursor = min(t.cursor+1, max(n-1, 0))
	case fyne.KeyReturn, fyne.KeyEnter:
		// At a hand's end with the sheet closed too, to look at the
		// table first.
		if t.ReturnAtEnd(t.nextHand) {
			return
		}
		t.SheetUp = false
	case fyne.KeyEscape:
		if t.Log.Open {
			t.Log.Open = false
			break
		}
		t.SheetUp = false
		clear(t.selected)
	}
	t.Refresh()
}

// cursorCard is the hand card under the keyboard cursor.
func (t *Table) cursorCard() (cards.Card, bool) {
	h := t.handShown()
	if t.cursor < 0 || t.cursor >= len(h) {
		return 0, false
	}
	return h[t.cursor], true
}

// addSelected adds the selected cards to the side's meld of the rank of
// their first natural card.
func (t *Table) addSelected() {
	sel := t.selectedCards()
	side := t.sideOf(t.Driver.Viewer())
	if len(sel) == 0 || side < 0 {
		return
	}
	for _, c := range sel {
		if !cn.IsNatural(c) {
			continue
		}
		for _, m := range t.v.Melds[side] {
			if m.Info.Rank == c.Rank() {
				t.addTo(side*1000+m.ID, sel)
				return
			}
		}
	}
	if ms := t.v.Melds[side]; len(ms) > 0 {
		t.addTo(side*1000+ms[0].ID, sel)
	}
}

// KeyMap is the Canasta table's own keys, shown after the common ones
// (table.CommonKeys) on the keys panel (F1 or ?): its words for the keys
// it shares with Scala 40 are canasta.key.MEANING (table.MeldKeys).
func KeyMap() []table.Key {
	return table.MeldKeys(cn.GameName,
		table.Key{Keys: "Q", Runes: "Q", Means: "ask", Does: lang.L("ask your partner: may I go out?")},
		table.Key{Keys: "Y N", Runes: "YN", Means: "answer", Does: lang.L("answer your partner: yes, no")})
}
