package canasta

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// buildOverlays draws whatever covers the table: the hot-seat cover, the
// keys panel, the score sheet, the partner's question.
func (t *Table) buildOverlays(b *table.Builder, v cn.View, size fyne.Size) {
	sheet := func() { t.buildSheet(b, v) }
	switch {
	case t.DrawPanels(b, KeyMap()), t.DrawSheetOrQuestion(b, v.Phase == cn.PhaseMatchOver, sheet, nil):
		// The core's panels cover the table.
	case t.answering():
		t.buildAnswer(b, v)
	default:
		b.Since(t.Driver.Since(), t.lay.handR.Y-8)
	}
}

// buildAnswer asks the viewer the partner's question: may they go out?
func (t *Table) buildAnswer(b *table.Builder, v cn.View) {
	r := b.Panel(560, 210)
	q := table.Named("{{.Name}} asks: may I go out?", t.Driver.Name(v.ToMove))
	b.Text(q, r.X+20, r.Y+18, 20, table.Gold, true)
	n, c := v.HandSizes[v.ToMove], canastas(v.Melds[t.sideOf(t.Driver.Viewer())])
	info := lang.N("{{.N}} cards in their hand", n, map[string]any{"N": n}) + " · " +
		lang.N("your side has {{.N}} canastas", c, map[string]any{"N": c})
	b.Text(info, r.X+20, r.Y+56, 14, table.Ink, false)
	b.Text(lang.L("If you say yes, your partner must go out this turn."), r.X+20, r.Y+80, 14, table.InkDim, false)
	x := r.X + 20
	for _, w := range []*widget.Button{t.ui.yesBtn, t.ui.noBtn} {
		s := w.MinSize()
		bw := max(s.Width+30, 150)
		b.Button(w, table.R(x, r.Y+r.H-s.Height-28, bw, s.Height+8))
		x += bw + 14
	}
}

// canastas counts the canastas among melds.
func canastas(ms []cn.TableMeld) int {
	n := 0
	for _, m := range ms {
		if m.Info.Canasta() {
			n++
		}
	}
	return n
}

// flyFrom shows the player's cards arriving from a pile: each flies from
// the pile at from to where it is now drawn (its place in the hand, or
// the red threes' row), at the table's pace.
func (t *Table) flyFrom(from rect, cs map[cards.Card]bool) {
	if !t.Animates() || len(cs) == 0 {
		return
	}
	d := t.FlightTime()
	for c := range cs {
		t.FlyFace(&t.lay.Layout, c, from, d)
	}
	t.StartFlights(&t.lay.Layout)
}

// animateComputer shows a computer's move: the cards fly between its seat
// and the piles or its side's melds, at the table's pace.
func (t *Table) animateComputer(seat int, a cn.Action, events []match.Event) {
	src, ok := t.FromSeat(t.lay.seatR, seat, t.lay.pileR.W, t.lay.pileR.H)
	if !ok {
		return
	}
	d := t.FlightTime()
	fly := func(c cards.Card) { t.FlyFace(&t.lay.Layout, c, src, d) }
	switch a.Kind {
	case cn.Draw:
		t.Sprites.Fly(cardart.NewBack(), t.lay.stockR, src, 0, false, d)
	case cn.Take:
		t.Sprites.Fly(cardart.NewBack(), t.lay.pileR, src, 0, false, d)
		for _, c := range a.Cards {
			fly(c)
		}
	case cn.Discard:
		fly(a.Cards[0])
	case cn.Add:
		for _, c := range a.Cards {
			fly(c)
		}
	case cn.Meld:
		for _, m := range a.Melds {
			for _, c := range m {
				fly(c)
			}
		}
	}
	for _, e := range events {
		if e.Kind == cn.EvRedThree && e.Seat == seat {
			for _, c := range e.Cards {
				fly(c)
			}
		}
	}
	t.StartFlights(&t.lay.Layout)
}
