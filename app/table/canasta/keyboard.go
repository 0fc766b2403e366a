package canasta

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

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
//	L           lay the staged melds down
//	A           add the selected cards to the meld of their rank
//	X           discard the card under the cursor
//	U           undo the last meld or add
//	Q           ask "may I go out?"
//	Y / N       answer the partner's question
//	S           show or hide the score sheet
//	I           a hint: what the strongest computer would play, and why
//	M           show or hide the moves of this hand
//	Enter       the cover's or the sheet's main button; deal the next hand
//	Escape      close a panel, clear the selection
//	F1, ?       the keys panel (keyRows)
var _ fyne.Focusable = (*Table)(nil)

// FocusGained is part of fyne.Focusable.
func (t *Table) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (t *Table) FocusLost() {}

// TypedRune plays the letter keys.
func (t *Table) TypedRune(r rune) {
	if t.d.CoverKey(nil, nil) {
		return
	}
	if t.hint.Text != "" {
		t.hint.Text = ""
		t.Refresh()
		return
	}
	if t.keys || r == '?' {
		t.keys = !t.keys
		t.Refresh()
		return
	}
	t.keyboard = true
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
	case 's', 'S':
		t.sheet = !t.sheet
	case 'm', 'M':
		t.log.Toggle()
	case ' ':
		if c, ok := t.cursorCard(); ok {
			t.selected[c] = !t.selected[c]
			if !t.selected[c] {
				delete(t.selected, c)
			}
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
	case 'l', 'L':
		t.layDown()
		return
	case 'a', 'A':
		t.addSelected()
		return
	case 'x', 'X':
		if c, ok := t.cursorCard(); ok {
			t.discard(c)
			return
		}
	case 'u', 'U':
		t.act(cn.Action{Kind: cn.Undo})
		return
	case 'q', 'Q':
		if t.myTurn() && t.v.Phase == cn.PhasePlay && !t.v.Asked && !t.v.CanGoOutThisTurn() {
			t.say(lang.L("You cannot go out this turn, so there is nothing to ask."), true)
			t.Refresh()
			return
		}
		t.act(cn.Action{Kind: cn.Ask})
		return
	case 'i', 'I':
		t.askHint()
		return
	}
	t.Refresh()
}

// TypedKey plays the arrows and Enter.
func (t *Table) TypedKey(ev *fyne.KeyEvent) {
	if t.d.CoverKey(ev, t.confirmCover) {
		return
	}
	if t.hint.Text != "" {
		t.hint.Text = ""
		t.Refresh()
		return
	}
	if t.keys || ev.Name == fyne.KeyF1 {
		t.keys = !t.keys
		t.Refresh()
		return
	}
	t.keyboard = true
	n := len(t.handShown())
	switch ev.Name {
	case fyne.KeyLeft:
		t.cursor = max(t.cursor-1, 0)
	case fyne.KeyRight:
		t.cursor = min(t.cursor+1, max(n-1, 0))
	case fyne.KeyReturn, fyne.KeyEnter:
		switch {
		case t.v.Phase == cn.PhaseHandOver:
			// With the sheet closed too, to look at the table first.
			t.nextHand()
			return
		case t.sheet:
			t.sheet = false
		}
	case fyne.KeyEscape:
		if t.log.Open {
			t.log.Open = false
			break
		}
		t.sheet = false
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
	side := t.sideOf(t.viewer())
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

// keyRows is the keys panel (F1 or ?): each key and what it does.
func keyRows() [][2]string {
	return [][2]string{
		{lang.L("Left, Right"), lang.L("move the cursor along the hand")},
		{lang.L("Space"), lang.L("select the card under the cursor")},
		{"D", lang.L("draw from the mazzo")},
		{"P", lang.L("take the pozzo with the selected cards")},
		{"G  L", lang.L("put the selected cards in a new meld; lay the new melds down")},
		{"A", lang.L("add the selected cards to the meld of their rank")},
		{"X", lang.L("discard the card under the cursor")},
		{"U", lang.L("undo")},
		{"Q", lang.L("ask your partner: may I go out?")},
		{"Y N", lang.L("answer your partner: yes, no")},
		{"S", lang.L("show the score sheet")},
		{"M", lang.L("show the moves of this hand")},
		{"I", lang.L("a hint")},
		{lang.L("Return"), lang.L("confirm; deal the next hand")},
		{"Esc", lang.L("close a panel, clear the selection")},
	}
}
