package scala40

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// The keyboard path: every drag and click has keys too. The keys every
// table honours (table.CommonKeys: arrows, Return, Esc, H, M, I, F1 and
// ?) come first; the Scala 40 table's own are KeyMap:
//
//	Space          select the card under the cursor (or unselect it)
//	D / P          draw from the tallone / take the top of the pozzo
//	G              put the selected cards in a new staged meld
//	O              open (or lay down) the staged melds
//	[ and ]        choose a meld on the table; A attaches the selection to it
//	X              discard the selected card (or the one under the cursor)
//	S              sort by suit or by rank
//	U, Backspace   undo
//	V              show the pozzo's contents
//	1 … 4          answer a question (which card a joker stands for)
//
// The table takes the focus when it is shown.

// TypedRune handles letter keys.
func (t *Table) TypedRune(r rune) {
	if t.RunePanels(r) {
		return
	}
	t.touched()
	switch r {
	case 'd', 'D':
		t.keyDraw(s40.Draw)
	case 'p', 'P':
		t.keyDraw(s40.Take)
	case 'g', 'G':
		if sel := t.selectedCards(); len(sel) > 0 && t.Driver.Viewer() >= 0 {
			t.newStage(sel)
		}
	case 'o', 'O':
		t.layDown()
	case 'x', 'X':
		if c, ok := table.KeyDiscard(t.selectedCards(), t.cursorCard); ok {
			t.discard(c)
		} else {
			t.Say(lang.L("Select one card to discard."), true)
		}
	case '[':
		t.moveMeldCursor(-1)
	case ']':
		t.moveMeldCursor(1)
	case 'a', 'A':
		if sel := t.selectedCards(); len(sel) > 0 && t.meldCursor > 0 {
			t.attachAll(sel, t.meldCursor)
		}
	case 's', 'S':
		if t.Driver.Viewer() >= 0 {
			t.toggleSort()
		}
	case 'u', 'U':
		t.act(s40.Action{Kind: s40.Undo})
	case 'v', 'V':
		t.pozzo = !t.pozzo
	case 'h', 'H':
		t.SheetUp = !t.SheetUp
	case 'm', 'M':
		t.Log.Toggle()
	case 'i', 'I':
		t.AskHint()
	case ' ':
		if c, ok := t.cursorCard(); ok {
			t.selected.Toggle(c)
		}
	default:
		if r >= '1' && r <= '9' && t.Question != nil {
			if k := int(r - '1'); k < len(t.Question.Options) {
				q := t.Question
				t.Question = nil
				q.Then(k)
			}
		}
	}
	t.Refresh()
}

// TypedKey handles the other keys.
func (t *Table) TypedKey(ev *fyne.KeyEvent) {
	if t.KeyPanels(ev) {
		return
	}
	t.touched()
	switch ev.Name {
	case fyne.KeyLeft:
		t.cursor--
	case fyne.KeyRight:
		t.cursor++
	case fyne.KeyBackspace:
		t.act(s40.Action{Kind: s40.Undo})
	case fyne.KeyEscape:
		switch {
		case t.Log.Open:
			t.Log.Open = false
		case t.Question != nil:
			t.Question = nil
		case t.pozzo:
			t.pozzo = false
		case t.SheetUp:
			// Also at the end of a hand, to look at the table; H or
			// the sheet button bring the sheet back, Return deals.
			t.SheetUp = false
		default:
			clear(t.selected)
			t.meldCursor = 0
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		if t.ReturnAtEnd(t.nextHand) {
			return
		}
	}
	n := len(t.handShown())
	if t.cursor >= n {
		t.cursor = n - 1
	}
	if t.cursor < 0 {
		t.cursor = 0
	}
	t.Refresh()
}

// keyDraw draws from the tallone or the pozzo.
func (t *Table) keyDraw(k s40.ActionKind) {
	if t.drawing() {
		t.act(s40.Action{Kind: k})
		return
	}
	t.explainNotNow()
}

// cursorCard is the hand card under the keyboard cursor.
func (t *Table) cursorCard() (cards.Card, bool) {
	h := t.handShown()
	if t.Driver.Viewer() < 0 || len(h) == 0 {
		return 0, false
	}
	i := max(0, min(t.cursor, len(h)-1))
	return h[i], true
}

// moveMeldCursor chooses the next or previous meld on the table.
func (t *Table) moveMeldCursor(d int) {
	n := len(t.v.Melds)
	if n == 0 {
		t.meldCursor = 0
		return
	}
	i := t.meldCursor - 1 + d // meld IDs are index+1
	if t.meldCursor == 0 && d < 0 {
		i = n - 1
	}
	t.meldCursor = (i%n+n)%n + 1
}

// KeyMap is the Scala 40 table's own keys, shown after the common ones
// (table.CommonKeys) on the keys panel (F1 or ?): its words for the keys
// it shares with Canasta are scala40.key.MEANING (table.MeldKeys).
func KeyMap() []table.Key {
	return table.MeldKeys(s40.GameName,
		table.Key{Keys: "V", Runes: "V", Means: "see pozzo", Does: lang.L("show the pozzo")},
		table.Key{Keys: "1 … 4", Runes: "1234", Means: "buttons", Does: lang.L("answer the question shown, by its number")})
}
