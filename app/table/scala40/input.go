package scala40

import (
	"tavolo/app/table"

	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// Every drag has a click path: tap cards to select them, then tap where
// they go (the pozzo, a meld, the staging strip, the new-meld slot).

// carried reports whether c is dragged from the hand, the staging strip
// or the pozzo (a card from the tallone is face down).
func carried(d *table.Dragging, c cards.Card) bool {
	return d.Carries(c) && d.From != table.FromStock
}

// Tapped handles a click on the table.
func (t *Table) Tapped(ev *fyne.PointEvent) {
	if t.TapPanels(t.Carry != nil) {
		return
	}
	t.touched()
	h, spent := t.Tap(&t.lay.Layout, ev.Position, &t.pozzo)
	if spent {
		return
	}
	sel := t.selectedCards()
	switch h.Kind {
	case hitHandCard:
		if t.selected.Tap(&t.clicks, h.Card, t.canDiscard, t.discard) {
			return
		}
	case hitStock:
		if t.drawing() {
			t.act(s40.Action{Kind: s40.Draw})
			return
		}
		t.explainNotNow()
	case hitPile:
		switch {
		case t.drawing():
			t.act(s40.Action{Kind: s40.Take})
			return
		case len(sel) == 1:
			t.discard(sel[0])
			return
		case len(sel) > 1:
			t.Say(lang.L("Select one card to discard."), true)
		default:
			t.pozzo = true
		}
	case hitMeld, hitStaged, hitStagedCard, hitNewStage:
		if len(sel) > 0 { // the selection goes where it is tapped
			t.place(sel, h)
			return
		}
		if h.Kind == hitStagedCard {
			t.unstage([]cards.Card{h.Card}, -1)
		}
	case hitJokerBadge:
		if h.N < len(t.stage) {
			s := t.stage[h.N]
			if _, all, ok := s.current(&t.v.Rules); ok && len(all) > 1 {
				s.choice = (s.choice + 1) % len(all)
				s.asked = true
			}
		}
	default:
		clear(t.selected)
	}
	t.Refresh()
}

// drawing reports whether the viewer is to draw: the engine would take a
// draw from the tallone or the pozzo now.
func (t *Table) drawing() bool {
	return t.Driver.MyTurn() && (t.v.Check(s40.Action{Kind: s40.Draw}) == nil || t.v.Check(s40.Action{Kind: s40.Take}) == nil)
}

// explainNotNow says why the tallone cannot be used now.
func (t *Table) explainNotNow() {
	if !t.Driver.MyTurn() {
		t.Say(ErrorText(match.Errorf(match.ErrNotYourTurn, "not your turn")), true)
		return
	}
	t.Say(lang.L("You have already drawn this turn."), true)
}

// selectedCards lists the selected cards in hand order.
func (t *Table) selectedCards() []cards.Card { return t.selected.In(t.handShown()) }

// Dragged moves the picked-up cards with the pointer. ev.Position is the
// pointer in the table's coordinates; the first event's Dragged says how
// far it moved since the press.
func (t *Table) Dragged(ev *fyne.DragEvent) {
	d := t.DragMove(ev, t.beginDrag)
	if d == nil {
		return
	}
	if h := t.dropTarget(d.Pos); h.Kind != d.Target.Kind || h.N != d.Target.N || h.Kind == hitHandCard || h.Kind == hitHandArea {
		d.Target = h
		t.Refresh()
	}
}

// canDiscard reports whether the engine would take c as the viewer's
// discard now.
func (t *Table) canDiscard(c cards.Card) bool {
	if !t.Driver.MyTurn() {
		return false
	}
	for _, a := range t.Game().Legal(t.Driver.Viewer()) {
		if a.Kind == s40.Discard && a.Card == c {
			return true
		}
	}
	return false
}

// beginDrag picks up what is under the press.
func (t *Table) beginDrag(start fyne.Position) {
	d := &table.Dragging{Dead: true}
	t.Carry = d
	var picked []cards.Card
	if t.Driver.Cover() >= 0 || t.SheetUp || t.Question != nil || t.pozzo || t.KeysUp || t.Hint.Text != "" || t.Log.Open {
		return
	}
	t.touched()
	h := t.lay.HitAt(start)
	drawing := t.drawing()
	switch h.Kind {
	case hitHandCard:
		d.From = table.FromHand
		picked = t.selected.Lift(h.Card, t.handShown())
	case hitStagedCard:
		d.From, picked = table.FromStage, []cards.Card{h.Card}
	case hitStock:
		if !drawing {
			return
		}
		d.From = table.FromStock
	case hitPile:
		top, ok := t.v.TopDiscard()
		if !drawing || !ok {
			return
		}
		d.From, picked = table.FromPile, []cards.Card{top}
	default:
		return
	}
	d.Dead = false
	grab := t.lay.stockR
	if d.From != table.FromStock {
		grab = t.lay.pileR
		if r, ok := t.lay.CardAt[picked[0]]; ok && d.From == table.FromPile {
			grab = r
		} else if r, ok := t.lay.CardAt[h.Card]; ok {
			grab = r
		}
	}
	d.Drag = t.Sprites.PickUp(&t.lay.Layout, start, grab, picked, table.SelBlue)
	t.Refresh()
}

// dropTarget is what a card dropped at p would land on. The hand and the
// staging strip are generous targets; melds and the pozzo are exact.
func (t *Table) dropTarget(p fyne.Position) hit {
	h := t.lay.HitAt(p)
	switch h.Kind {
	case hitJokerBadge:
		h.Kind = hitStagedCard
	case table.HitChoice, table.HitModal:
		return hit{}
	}
	return h
}

// DragEnd drops the cards: the move goes to the engine, and a refused
// move slides back and shows why.
func (t *Table) DragEnd() {
	d := t.DragDone()
	if d == nil {
		return
	}
	target := t.dropTarget(d.Pos)
	if t.drop(d, target) {
		t.Refresh()
		return
	}
	t.Sprites.SlideBack(d.Drag)
	t.Refresh()
}

// drop performs a drop; false sends the cards back where they came from.
func (t *Table) drop(d *table.Dragging, h hit) bool {
	switch d.From {
	case table.FromStock, table.FromPile:
		switch h.Kind {
		case hitHandArea, hitHandCard, hitNewStage, hitStaged, hitStagedCard:
		default:
			return false
		}
		k := s40.Draw
		if d.From == table.FromPile {
			k = s40.Take
		}
		return t.act(s40.Action{Kind: k})
	}
	cs := d.Cards
	switch h.Kind {
	case hitPile:
		if len(cs) != 1 {
			t.Say(lang.L("Select one card to discard."), true)
			return false
		}
		return t.discard(cs[0])
	case hitHandArea, hitHandCard:
		t.unstage(cs, t.insertIndex(d.Pos.X))
		return true
	}
	return t.place(cs, h)
}

// place puts cards where they are dropped, or where the selection is
// tapped: on a meld, in a group of the strip or a new one. It reports
// false when h is none of those or the engine refused.
func (t *Table) place(cs []cards.Card, h hit) bool {
	switch h.Kind {
	case hitMeld:
		return t.attachAll(cs, h.N)
	case hitStaged, hitStagedCard:
		if len(cs) == 1 && t.groupOf(cs[0]) == h.N {
			return true // dropped where it was
		}
		t.addToStage(h.N, cs)
		return true
	case hitNewStage:
		t.newStage(cs)
		return true
	}
	return false
}

// groupOf returns the staged group holding c, or -1.
func (t *Table) groupOf(c cards.Card) int {
	for i, s := range t.stage {
		if slices.Contains(s.cards, c) {
			return i
		}
	}
	return -1
}

// discard plays a discard onto the pozzo.
func (t *Table) discard(c cards.Card) bool {
	if g := t.groupOf(c); g >= 0 {
		t.unstage([]cards.Card{c}, -1)
	}
	return t.act(s40.Action{Kind: s40.Discard, Card: c})
}

// attachAll puts cards on table meld id, one by one, as the engine reads
// them (s40.PlayOn: a swap or an attachment); a joker that may stand
// for several cards asks where it goes.
func (t *Table) attachAll(cs []cards.Card, id int) bool {
	for i, c := range cs {
		v := t.v
		m, ok := v.MeldByID(id)
		if !ok {
			return false
		}
		if g := t.groupOf(c); g >= 0 {
			t.unstage([]cards.Card{c}, -1)
		}
		if c.IsJoker() {
			places := v.Rules.JokerPlaces(m)
			if len(places) > 1 {
				rest := slices.Clone(cs[i+1:])
				q := &table.Question{Title: lang.L("Which card does the joker stand for?")}
				for _, f := range places {
					q.Options = append(q.Options, table.Choice{Faces: []cards.Face{f}, Label: table.CardName(f)})
				}
				q.Then = func(k int) {
					if t.act(s40.Action{Kind: s40.Attach, Card: c, Meld: id, As: places[k], AsSet: true}) && len(rest) > 0 {
						t.attachAll(rest, id)
					}
				}
				t.ask(q)
				return true
			}
			if !t.act(s40.Action{Kind: s40.Attach, Card: c, Meld: id}) {
				return false
			}
			continue
		}
		if !t.act(s40.Action{Kind: s40.PlayOn(m, c), Card: c, Meld: id}) {
			return false
		}
	}
	return true
}

// addToStage moves cards into staged group gi.
func (t *Table) addToStage(gi int, cs []cards.Card) {
	if gi < 0 || gi >= len(t.stage) {
		t.newStage(cs)
		return
	}
	target := t.stage[gi]
	t.removeStaged(cs)
	target.cards = append(target.cards, cs...)
	target.choice, target.asked = 0, false
	t.afterStaging(target)
}

// newStage starts a staged group with cs.
func (t *Table) newStage(cs []cards.Card) {
	t.removeStaged(cs)
	s := &staged{cards: slices.Clone(cs)}
	t.stage = append(t.stage, s)
	t.afterStaging(s)
}

// removeStaged takes cs out of every staged group (dropping emptied
// groups) and out of the selection.
func (t *Table) removeStaged(cs []cards.Card) {
	var keep []*staged
	for _, s := range t.stage {
		n := len(s.cards)
		s.cards = slices.DeleteFunc(s.cards, func(c cards.Card) bool { return slices.Contains(cs, c) })
		if len(s.cards) != n {
			s.choice, s.asked = 0, false
		}
		if len(s.cards) > 0 {
			keep = append(keep, s)
		}
	}
	t.stage = keep
	for _, c := range cs {
		delete(t.selected, c)
	}
}

// unstage returns cards to the hand; at >= 0 puts them at that place of
// the shown hand (drag to reorder), -1 leaves them where they were.
func (t *Table) unstage(cs []cards.Card, at int) {
	t.removeStaged(cs)
	if at >= 0 {
		shown := t.handShown()
		var before cards.Card
		hasBefore := false
		k := 0
		for _, c := range shown {
			if slices.Contains(cs, c) {
				continue
			}
			if k == at {
				before, hasBefore = c, true
				break
			}
			k++
		}
		order := slices.DeleteFunc(slices.Clone(t.order), func(c cards.Card) bool { return slices.Contains(cs, c) })
		i := len(order)
		if hasBefore {
			i = slices.Index(order, before)
		}
		t.order = slices.Insert(order, i, cs...)
		t.sorted = false
	}
	t.Refresh()
}

func (t *Table) unstageAll() {
	var all []cards.Card
	for _, s := range t.stage {
		all = append(all, s.cards...)
	}
	t.unstage(all, -1)
}

// afterStaging lays a group down at once when the viewer has already
// opened and it is a meld (asking first if a joker's place is open).
func (t *Table) afterStaging(s *staged) {
	defer t.Refresh()
	if !t.Driver.MyTurn() || t.v.Phase != s40.PhasePlay || !t.v.Opened[t.Driver.Viewer()] {
		return
	}
	if _, _, ok := s.current(&t.v.Rules); !ok {
		return
	}
	t.resolve([]*staged{s}, func() {
		if cur, _, ok := s.current(&t.v.Rules); ok {
			t.act(s40.Action{Kind: s40.MeldDown, Melds: []s40.MeldSpec{cur.Spec}})
		}
	})
}

// resolve asks, group by group, what an ambiguous joker stands for, then
// calls done.
func (t *Table) resolve(groups []*staged, done func()) {
	for i, s := range groups {
		_, all, ok := s.current(&t.v.Rules)
		if !ok || len(all) < 2 || s.asked {
			continue
		}
		rest := groups[i+1:]
		q := &table.Question{Title: lang.L("Which card does the joker stand for?")}
		for _, rd := range all {
			var fs []cards.Face
			for k, c := range rd.Spec.Cards {
				if c.IsJoker() {
					fs = append(fs, rd.Spec.As[k])
				}
			}
			q.Options = append(q.Options, table.Choice{Faces: fs,
				Label: pointsText(t.v.Rules.OpeningValue(&rd.Meld))})
		}
		q.Then = func(k int) {
			s.choice, s.asked = k, true
			t.resolve(rest, done)
		}
		t.ask(q)
		return
	}
	done()
}

// openInfo is the state of the Open / Lay down button.
type openInfo struct {
	label, hint string
	ok          bool
	specs       []s40.MeldSpec
}

// openState works out the Open button: the running total against the
// minimum, and whether the engine would accept the staged melds now.
func (t *Table) openState() openInfo {
	var o openInfo
	if t.Driver.Viewer() < 0 {
		return o
	}
	for _, s := range t.stage {
		if cur, _, ok := s.current(&t.v.Rules); ok {
			o.specs = append(o.specs, cur.Spec)
		}
	}
	opened := t.v.Opened[t.Driver.Viewer()]
	if opened {
		o.label = lang.L("Lay down")
	} else {
		total, minimum := t.v.OpeningWorth(o.specs)
		o.label = lang.L("Open {{.Total}} / {{.Min}}", map[string]any{"Total": total, "Min": minimum})
	}
	switch {
	case !t.Driver.MyTurn():
		return o
	case t.v.Phase == s40.PhaseDraw:
		if len(t.stage) > 0 {
			o.hint = lang.L("Draw first.")
		}
		return o
	case len(o.specs) == 0:
		if !opened {
			o.hint = lang.L("Put melds on the staging strip to open.")
		}
		return o
	}
	if err := t.v.Check(s40.Action{Kind: s40.MeldDown, Melds: o.specs}); err != nil {
		o.hint = ErrorText(err)
		return o
	}
	o.ok = true
	return o
}

// layDown is the Open / Lay down button (and O): the staged melds go
// down as the strip shows them, a joker where its badge says (the
// player moves it there by tapping it, so nothing is asked again). What
// keeps them from going down is said as an error, as any refused move.
func (t *Table) layDown() {
	o := t.openState()
	if !o.ok {
		if o.hint != "" {
			t.Say(o.hint, true)
			t.Refresh()
		}
		return
	}
	if t.act(s40.Action{Kind: s40.MeldDown, Melds: o.specs}) {
		t.Say(lang.L("Melds laid down."), false)
		t.Refresh()
	}
}

// hoverMeld, hoverStage, hoverNew and hoverHand report the drop target
// under a dragged card, for highlighting.
func (t *Table) hoverMeld() int {
	if t.Carry == nil || t.Carry.Dead || t.Carry.Target.Kind != hitMeld {
		return 0
	}
	return t.Carry.Target.N
}

func (t *Table) hoverStage() int {
	if t.Carry == nil || t.Carry.Dead || t.Carry.From == table.FromStock || t.Carry.From == table.FromPile {
		return -1
	}
	if k := t.Carry.Target.Kind; k == hitStaged || k == hitStagedCard {
		return t.Carry.Target.N
	}
	return -1
}

func (t *Table) hoverNew() bool {
	return t.Carry != nil && !t.Carry.Dead && t.Carry.Target.Kind == hitNewStage &&
		t.Carry.From != table.FromStock && t.Carry.From != table.FromPile
}

func (t *Table) hoverHand() bool {
	return t.Carry != nil && !t.Carry.Dead && (t.Carry.Target.Kind == hitHandArea || t.Carry.Target.Kind == hitHandCard)
}
