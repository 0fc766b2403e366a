package scala40

import (
	"tavolo/app/table"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
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
	if !t.Animates() {
		return
	}
	d := t.FlightTime()
	sr, ok := t.lay.seatR[seat]
	if !ok {
		return
	}
	pw, ph := t.lay.pileR.W, t.lay.pileR.H
	src := table.R(sr.X+sr.W/2-pw/2, sr.Y+sr.H/2-ph/2, pw, ph)
	faceUp := func(c cards.Card) *cardart.Card { return cardart.NewFace(c.Face(), t.cfg.Style) }
	switch a.Kind {
	case s40.Draw:
		t.Sprites.Fly(cardart.NewBack(), t.lay.stockR, src, 0, false, d)
	case s40.Take:
		if f := taken(events); f.Valid() {
			t.Sprites.Fly(cardart.NewFace(f, t.cfg.Style), t.lay.pileR, src, 0, false, d)
		}
	case s40.Discard:
		if to, ok := t.lay.CardAt[a.Card]; ok {
			t.Sprites.Fly(faceUp(a.Card), src, to, a.Card, true, d)
		}
	case s40.Attach, s40.Swap:
		if to, ok := t.lay.CardAt[a.Card]; ok {
			t.Sprites.Fly(faceUp(a.Card), src, to, a.Card, true, d)
		}
	case s40.MeldDown:
		for _, m := range a.Melds {
			for _, c := range m.Cards {
				if to, ok := t.lay.CardAt[c]; ok {
					t.Sprites.Fly(faceUp(c), src, to, c, true, d)
				}
			}
		}
	}
	t.Sprites.ShowFlights(&t.lay.Layout)
	canvas.Refresh(t)
}

// buildSprites puts the flying and dragged cards on top of the table.
func (t *Table) buildSprites(b *builder) {
	b.BuildFlights()
	if t.Carry != nil && !t.Carry.Dead {
		b.Drag(t.Carry.Drag)
	}
}

// buildOverlays draws what covers the table: the pozzo's contents, a
// question, the score sheet, and the hot-seat cover on top of all.
func (t *Table) buildOverlays(b *builder, v s40.View, size fyne.Size) {
	if t.DrawPanels(b.Builder, KeyMap()) {
		return
	}
	switch {
	case t.SheetUp:
		if v.Phase == s40.PhaseMatchOver {
			b.MatchOver(t.d.MatchEnd())
		}
		t.buildSheet(b, v)
	case t.Question != nil:
		b.Question(t.Question, t.ui.cancelAsk)
	case t.pozzo:
		t.buildPozzo(b, v, size)
	default:
		b.Since(t.d.Since(), t.lay.handR.Y-8)
	}
}

// buildPozzo lays out every card of the pozzo, bottom first.
func (t *Table) buildPozzo(b *builder, v s40.View, size fyne.Size) {
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
