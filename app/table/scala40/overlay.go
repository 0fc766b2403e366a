package scala40

import (
	"tavolo/app/table"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/cardart"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

func (t *Table) ask(q *table.Question) {
	t.Question = q
	t.Refresh()
}

// animateComputer shows a computer's move: the cards fly between its seat
// and the piles or the melds, at the table's pace.
func (t *Table) animateComputer(seat int, a s40.Action, events []match.Event) {
	src, ok := t.FromSeat(t.lay.seatR, seat, t.lay.pileR.W, t.lay.pileR.H)
	if !ok {
		return
	}
	d := t.FlightTime()
	switch a.Kind {
	case s40.Draw:
		t.Sprites.Fly(cardart.NewBack(), t.lay.stockR, src, 0, false, d)
	case s40.Take:
		if f := taken(events); f.Valid() {
			t.Sprites.Fly(cardart.NewFace(f, t.cfg.Style), t.lay.pileR, src, 0, false, d)
		}
	case s40.Discard, s40.Attach, s40.Swap:
		t.FlyFace(&t.lay.Layout, a.Card, src, d)
	case s40.MeldDown:
		for _, m := range a.Melds {
			for _, c := range m.Cards {
				t.FlyFace(&t.lay.Layout, c, src, d)
			}
		}
	}
	t.StartFlights(&t.lay.Layout)
}

// buildSprites puts the flying and dragged cards on top of the table.
func (t *Table) buildSprites(b *table.Builder) {
	b.BuildFlights()
	if t.Carry != nil && !t.Carry.Dead {
		b.Drag(t.Carry.Drag)
	}
}

// buildOverlays draws what covers the table: the pozzo's contents, a
// question, the score sheet, and the hot-seat cover on top of all.
func (t *Table) buildOverlays(b *table.Builder, v s40.View, size fyne.Size) {
	sheet := func() { t.buildSheet(b, v) }
	switch {
	case t.DrawPanels(b, KeyMap()), t.DrawSheetOrQuestion(b, v.Phase == s40.PhaseMatchOver, sheet, t.ui.cancelAsk):
		// The core's panels cover the table.
	case t.pozzo:
		t.buildPozzo(b, v, size)
	default:
		b.Since(t.Driver.Since(), t.lay.handR.Y-8)
	}
}

// buildPozzo lays out every card of the pozzo, bottom first.
func (t *Table) buildPozzo(b *table.Builder, v s40.View, size fyne.Size) {
	r := b.Panel(size.Width*0.8, size.Height*0.7)
	title := lang.XN("pozzo.contents", "The pozzo, from the bottom: {{.N}} cards", len(v.Pile), map[string]any{"N": len(v.Pile)})
	b.Text(title, r.X+20, r.Y+14, 18, table.Ink, true)
	ch := table.Clamp(r.H*0.28, 60, 130)
	cw := ch * cardart.Aspect
	step := cw * 0.55
	perRow := max(1, int((r.W-40-cw)/step)+1)
	for i, c := range v.Pile {
		row, col := i/perRow, i%perRow
		cr := table.R(r.X+20+float32(col)*step, r.Y+50+float32(row)*(ch+10), cw, ch)
		o := b.Card(c.Face(), cr)
		if i == len(v.Pile)-1 {
			o.SetMark(table.Gold)
		}
	}
	cs := t.ui.closePozzo.MinSize()
	b.Button(t.ui.closePozzo, table.R(r.X+r.W-cs.Width-16, r.Y+r.H-cs.Height-12, cs.Width, cs.Height))
}
