package canasta

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// carried reports whether c is dragged from the hand or the staging
// strip.
func carried(d *table.Dragging, c cards.Card) bool {
	return d.Carries(c) && (d.From == table.FromHand || d.From == table.FromStage)
}

// drawing reports whether the viewer is to draw (or to open first): the
// engine would take a draw from it now.
func (t *Table) drawing() bool {
	return t.Driver.MyTurn() && t.v.Check(cn.Action{Kind: cn.Draw, Seat: t.Driver.Viewer()}) == nil
}

// selectedCards lists the selected cards in hand order.
func (t *Table) selectedCards() []cards.Card { return t.selected.In(t.handShown()) }

// Tapped handles a click on the table.
func (t *Table) Tapped(ev *fyne.PointEvent) {
	if t.TapPanels(t.Carry != nil) || t.answering() {
		return
	}
	h := t.lay.HitAt(ev.Position)
	sel := t.selectedCards()
	switch h.Kind {
	case hitHandCard:
		if t.selected.Tap(&t.clicks, h.Card, t.canDiscard, t.discard) {
			return
		}
	case hitStock:
		t.draw()
		return
	case hitPile:
		if t.drawing() {
			t.takePile(sel)
			return
		}
		if len(sel) == 1 {
			t.discard(sel[0])
			return
		}
		t.Say(lang.L("Select one card to discard, or drag it onto the pozzo."), true)
	case hitMeld, hitNewStage, hitStaged, hitStagedCard:
		switch {
		case len(sel) > 0: // the selection goes where it is tapped
			t.place(sel, h)
		case h.Kind == hitStagedCard:
			t.unstage([]cards.Card{h.Card})
		}
	}
	t.Refresh()
}

// draw draws from the mazzo.
func (t *Table) draw() {
	if !t.drawing() {
		t.explainNotNow()
		return
	}
	if len(t.stage) > 0 && t.v.Phase == cn.PhaseOpen {
		// The staged opening is not lost: it stays on the strip.
		t.Say(lang.L("Lay your opening down before drawing, or return the cards."), true)
		t.Refresh()
		return
	}
	t.act(cn.Action{Kind: cn.Draw})
}

// takePile takes the pozzo with the selected naturals (or the staged
// group when nothing is selected, or the engine's own choice when the
// hand has just one way).
func (t *Table) takePile(with []cards.Card) {
	if !t.drawing() {
		t.explainNotNow()
		return
	}
	if len(with) == 0 && len(t.stage) == 1 {
		with = t.stage[0]
	}
	if len(with) == 0 {
		for _, a := range t.v.Legal() {
			if a.Kind == cn.Take {
				with = a.Cards
				break
			}
		}
	}
	if len(with) == 0 {
		if err := t.v.CanTake(nil); err != nil {
			t.Say(ErrorText(err, t.v.Rules), true)
		} else {
			t.Say(lang.L("Select the cards from your hand that go with the top card."), true)
		}
		t.Refresh()
		return
	}
	if t.act(cn.Action{Kind: cn.Take, Cards: with}) {
		t.stage = nil
		clear(t.selected)
		t.Refresh()
	}
}

// discard discards c.
func (t *Table) discard(c cards.Card) bool {
	if !t.Driver.MyTurn() || t.v.Phase != cn.PhasePlay {
		t.explainNotNow()
		return false
	}
	return t.act(cn.Action{Kind: cn.Discard, Cards: []cards.Card{c}})
}

// canDiscard reports whether the engine would take c as the viewer's
// discard now.
func (t *Table) canDiscard(c cards.Card) bool {
	if !t.Driver.MyTurn() {
		return false
	}
	for _, a := range t.v.Legal() {
		if a.Kind == cn.Discard && len(a.Cards) == 1 && a.Cards[0] == c {
			return true
		}
	}
	return false
}

// addTo adds cards to a meld (n = side*1000 + id; id 0: the side's
// empty band, a new meld). The engine says what the drop asks for, or
// refuses a drop on another side's melds (View.LayOn).
func (t *Table) addTo(n int, cs []cards.Card) bool {
	a, err := t.v.LayOn(n/1000, n%1000, cs)
	if err != nil {
		t.Say(ErrorText(err, t.v.Rules), true)
		t.Refresh()
		return false
	}
	ok := t.act(a)
	if ok {
		clear(t.selected)
	}
	return ok
}

// meld lays groups down at once.
func (t *Table) meld(groups [][]cards.Card) bool {
	ok := t.act(cn.Action{Kind: cn.Meld, Melds: groups})
	if ok {
		clear(t.selected)
	}
	return ok
}

// newStage starts a staged group with cs.
func (t *Table) newStage(cs []cards.Card) {
	t.removeStaged(cs)
	t.stage = append(t.stage, slices.Clone(cs))
	clear(t.selected)
}

// removeStaged takes cards off the strip.
func (t *Table) removeStaged(cs []cards.Card) {
	var st [][]cards.Card
	for _, g := range t.stage {
		g = slices.DeleteFunc(slices.Clone(g), func(c cards.Card) bool { return slices.Contains(cs, c) })
		if len(g) > 0 {
			st = append(st, g)
		}
	}
	t.stage = st
}

// unstage sends staged cards back to the hand.
func (t *Table) unstage(cs []cards.Card) { t.removeStaged(cs) }

// unstageAll sends every staged card back to the hand.
func (t *Table) unstageAll() {
	t.stage = nil
	t.Refresh()
}

// layDown lays the staged groups down (the opening, when the side has
// not opened).
func (t *Table) layDown() {
	if len(t.stage) == 0 {
		return
	}
	if t.meld(t.stage) {
		t.stage = nil
	}
	t.Refresh()
}

// explainNotNow says why a pile cannot be used now.
func (t *Table) explainNotNow() {
	switch {
	case !t.Driver.MyTurn():
		t.Say(lang.L("It is not your turn."), true)
	case t.v.Phase == cn.PhasePlay:
		t.Say(lang.L("You have drawn already: meld, then discard."), true)
	}
	t.Refresh()
}

// Dragged moves the cards being dragged.
func (t *Table) Dragged(ev *fyne.DragEvent) {
	d := t.DragMove(ev, t.beginDrag)
	if d == nil {
		return
	}
	if h := t.lay.HitAt(d.Pos); h.Kind != d.Target.Kind || h.N != d.Target.N || h.Kind == hitHandCard || h.Kind == hitHandArea {
		d.Target = h
		t.Refresh()
	}
}

// beginDrag picks up what is under the press.
func (t *Table) beginDrag(start fyne.Position) {
	d := &table.Dragging{Dead: true}
	t.Carry = d
	if t.Driver.Cover() >= 0 || t.SheetUp || t.answering() || t.Log.Open {
		return
	}
	h := t.lay.HitAt(start)
	var picked []cards.Card
	grab := h.R
	switch h.Kind {
	case hitHandCard:
		d.From = table.FromHand
		picked = t.selected.Lift(h.Card, t.handShown())
		if r, ok := t.lay.CardAt[h.Card]; ok {
			grab = r
		}
	case hitStagedCard:
		d.From, picked = table.FromStage, []cards.Card{h.Card}
		if r, ok := t.lay.CardAt[h.Card]; ok {
			grab = r
		}
	case hitStock:
		if !t.drawing() {
			return
		}
		d.From, grab = table.FromStock, t.lay.stockR
	case hitPile:
		if !t.drawing() || t.v.PileSize == 0 {
			return
		}
		d.From, grab, picked = table.FromPile, t.lay.pileR, []cards.Card{t.v.PileTop}
	default:
		return
	}
	d.Dead = false
	d.Drag = t.Sprites.PickUp(&t.lay.Layout, start, grab, picked, table.SelBlue)
	t.Refresh()
}

// DragEnd drops the cards: the move goes to the engine, and a refused
// move slides back and shows why.
func (t *Table) DragEnd() {
	d := t.DragDone()
	if d == nil {
		return
	}
	target := t.lay.HitAt(d.Pos)
	if target.Kind == table.HitModal || target.Kind == table.HitChoice || !t.drop(d, target) {
		t.Sprites.SlideBack(d.Drag)
	}
	t.Refresh()
}

// drop performs a drop; false sends the cards back.
func (t *Table) drop(d *table.Dragging, h hit) bool {
	switch d.From {
	case table.FromStock:
		if h.Kind == hitHandCard || h.Kind == hitHandArea {
			t.draw()
			return true
		}
		return false
	case table.FromPile:
		if h.Kind == hitHandCard || h.Kind == hitHandArea || h.Kind == hitStaged || h.Kind == hitStagedCard {
			n := t.v.HandSizes[t.Driver.Viewer()]
			t.takePile(t.selectedCards())
			return t.v.HandSizes[t.Driver.Viewer()] != n || t.v.Drew
		}
		return false
	}
	cs := d.Cards
	switch h.Kind {
	case hitPile:
		if t.drawing() {
			n := len(t.v.Hand)
			t.takePile(cs)
			return len(t.v.Hand) != n
		}
		if len(cs) != 1 {
			t.Say(lang.L("Discard one card at a time."), true)
			return false
		}
		return t.discard(cs[0])
	case hitHandCard, hitHandArea:
		if d.From == table.FromStage {
			t.unstage(cs)
			return true
		}
		t.reorder(cs, d.Pos)
		return true
	}
	return t.place(cs, h)
}

// place puts cards where they are dropped, or where the selection is
// tapped: on a meld, in a new group or a group of the strip. It reports
// false when h is none of those or the engine refused.
func (t *Table) place(cs []cards.Card, h hit) bool {
	switch h.Kind {
	case hitMeld:
		return t.addTo(h.N, cs)
	case hitNewStage:
		t.newStage(cs)
		return true
	case hitStaged, hitStagedCard:
		t.removeStaged(cs)
		if h.N < len(t.stage) {
			t.stage[h.N] = append(t.stage[h.N], cs...)
		} else {
			t.stage = append(t.stage, slices.Clone(cs))
		}
		clear(t.selected)
		return true
	}
	return false
}

// reorder moves dragged hand cards to where they were dropped.
func (t *Table) reorder(cs []cards.Card, p fyne.Position) {
	at := table.FanIndexAt(&t.lay.Layout, t.handShown(), func(c cards.Card) bool { return slices.Contains(cs, c) }, p, t.lay.split)
	var rest []cards.Card
	for _, c := range t.order {
		if !slices.Contains(cs, c) {
			rest = append(rest, c)
		}
	}
	// at counts shown cards; staged cards are not shown but kept in order.
	shown, i := 0, 0
	for ; i < len(rest) && shown < at; i++ {
		if !t.isStaged(rest[i]) {
			shown++
		}
	}
	t.order = slices.Concat(rest[:i], cs, rest[i:])
	t.sorted = false
}

func (t *Table) isStaged(c cards.Card) bool {
	for _, g := range t.stage {
		if slices.Contains(g, c) {
			return true
		}
	}
	return false
}

// answering reports whether the viewer must answer "may I go out?".
func (t *Table) answering() bool { return t.Driver.MyTurn() && t.v.Phase == cn.PhaseAnswer }

var _ desktop.Hoverable = (*Table)(nil)

// MouseIn is part of desktop.Hoverable: the hand holds still while the
// pointer is over it.
func (t *Table) MouseIn(ev *desktop.MouseEvent) { t.pointer(ev.Position, true) }

// MouseMoved is part of desktop.Hoverable.
func (t *Table) MouseMoved(ev *desktop.MouseEvent) { t.pointer(ev.Position, true) }

// MouseOut is part of desktop.Hoverable.
func (t *Table) MouseOut() { t.pointer(fyne.Position{}, false) }

// pointer closes up the hand once the pointer has left it.
func (t *Table) pointer(p fyne.Position, in bool) {
	if t.hold.Point(p, in) {
		t.Refresh()
	}
}
