package table

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// question asks the player to pick one of a few cards: what a joker
// stands for (which end of a run, which suit of a set).
type question struct {
	title   string
	options []choice
	then    func(int)
}

type choice struct {
	faces []cards.Face
	label string
}

func (t *Table) ask(q *question) {
	t.question = q
	t.Refresh()
}

// blocker sits under an open panel: it keeps taps and drags from reaching
// the controls below and hands taps to the table, which knows the panel.
type blocker struct {
	widget.BaseWidget
	t *Table
}

func newBlocker(t *Table) *blocker {
	b := &blocker{t: t}
	b.ExtendBaseWidget(b)
	return b
}

func (b *blocker) CreateRenderer() fyne.WidgetRenderer {
	r := canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x90})
	return widget.NewSimpleRenderer(r)
}

func (b *blocker) Tapped(ev *fyne.PointEvent) {
	b.t.Tapped(&fyne.PointEvent{Position: ev.Position.Add(b.Position()), AbsolutePosition: ev.AbsolutePosition})
}
func (b *blocker) Dragged(*fyne.DragEvent) {}
func (b *blocker) DragEnd()                {}

// flight is a card moving across the table: a computer's move, or a
// refused drop sliding back.
type flight struct {
	sprite  *cardart.Card
	card    cards.Card
	hasCard bool
}

// fly moves sprite from one place to another; the card it shows is hidden
// in its real place until it lands.
func (t *Table) fly(sprite *cardart.Card, from, to rect, c cards.Card, hasCard bool, d time.Duration) {
	f := &flight{sprite: sprite, card: c, hasCard: hasCard}
	t.flights = append(t.flights, f)
	if hasCard {
		t.flying[c] = true
	}
	// The card keeps the size it lands at all the way: resizing it on
	// every frame would rasterise its artwork again on every frame.
	from.x += (from.w - to.w) / 2
	from.y += (from.h - to.h) / 2
	sprite.Move(from.pos())
	sprite.Resize(to.size())
	a := fyne.NewAnimation(d, func(p float32) {
		lerp := func(a, b float32) float32 { return a + (b-a)*p }
		sprite.Move(fyne.NewPos(lerp(from.x, to.x), lerp(from.y, to.y)))
		canvas.Refresh(sprite)
		if p >= 1 {
			t.land(f)
		}
	})
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

// land ends a flight.
func (t *Table) land(f *flight) {
	for i, x := range t.flights {
		if x == f {
			t.flights = append(t.flights[:i], t.flights[i+1:]...)
			break
		}
	}
	if f.hasCard {
		still := false
		for _, x := range t.flights {
			if x.hasCard && x.card == f.card {
				still = true
			}
		}
		if !still {
			delete(t.flying, f.card)
		}
	}
	t.Refresh()
}

// flightTime is how long a computer's cards fly: two thirds of the pace,
// at most 450 ms.
func (t *Table) flightTime() time.Duration {
	return min(t.cfg.Pace*2/3, 450*time.Millisecond)
}

// animateComputer shows a computer's move: the cards fly between its seat
// and the piles or the melds, at the table's pace.
func (t *Table) animateComputer(seat int, a scala40.Action) {
	if t.cfg.Pace <= 0 || t.r == nil {
		return
	}
	d := t.flightTime()
	sr, ok := t.lay.seatR[seat]
	if !ok {
		return
	}
	pw, ph := t.lay.pileR.w, t.lay.pileR.h
	src := rect{sr.x + sr.w/2 - pw/2, sr.y + sr.h/2 - ph/2, pw, ph}
	faceUp := func(c cards.Card) *cardart.Card { return cardart.NewFace(c.Face(), t.cfg.Style) }
	switch a.Kind {
	case scala40.Draw:
		t.fly(cardart.NewBack(), t.lay.stockR, src, 0, false, d)
	case scala40.Take:
		if f := t.lastTaken(seat); f.Valid() {
			t.fly(cardart.NewFace(f, t.cfg.Style), t.lay.pileR, src, 0, false, d)
		}
	case scala40.Discard:
		if to, ok := t.lay.cardAt[a.Card]; ok {
			t.fly(faceUp(a.Card), src, to, a.Card, true, d)
		}
	case scala40.Attach, scala40.Swap:
		if to, ok := t.lay.cardAt[a.Card]; ok {
			t.fly(faceUp(a.Card), src, to, a.Card, true, d)
		}
	case scala40.MeldDown:
		for _, m := range a.Melds {
			for _, c := range m.Cards {
				if to, ok := t.lay.cardAt[c]; ok {
					t.fly(faceUp(c), src, to, c, true, d)
				}
			}
		}
	}
	t.showFlights()
}

// showFlights adds the flights just started to the objects already laid
// out and hides the cards they carry, without laying the table out again
// (a computer's move has just done that).
func (t *Table) showFlights() {
	if t.r == nil {
		return
	}
	shown := map[fyne.CanvasObject]bool{}
	for _, o := range t.lay.objects {
		shown[o] = true
	}
	for _, f := range t.flights {
		if shown[f.sprite] {
			continue
		}
		if f.hasCard {
			if o, ok := t.r.faces[f.card]; ok {
				o.Hide()
			}
		}
		f.sprite.Show()
		t.lay.objects = append(t.lay.objects, f.sprite)
	}
	canvas.Refresh(t)
}

// buildSprites puts the dragged and flying cards on top of the table.
func (t *Table) buildSprites(b *builder) {
	add := func(s *cardart.Card) {
		b.l.objects = append(b.l.objects, s)
		s.Show()
	}
	for _, f := range t.flights {
		add(f.sprite)
	}
	if t.drag != nil && !t.drag.dead {
		for _, s := range t.drag.sprites {
			add(s)
		}
	}
}

// panel draws a centred dark panel of size w × h with a blocker below it,
// and returns its area.
func (t *Table) panel(b *builder, size fyne.Size, w, h float32) rect {
	if t.r.block == nil {
		t.r.block = newBlocker(t)
	}
	b.add(t.r.block, rect{0, 0, size.Width, size.Height})
	w, h = min(w, size.Width-16), min(h, size.Height-16)
	r := rect{(size.Width - w) / 2, (size.Height - h) / 2, w, h}
	p := b.rectangle(r, panelBg, 14)
	p.StrokeColor, p.StrokeWidth = gold, 2
	b.hit(rect{0, 0, size.Width, size.Height}, hitModal, 0, 0)
	return r
}

// buildOverlays draws what covers the table: the pozzo's contents, a
// question, the score sheet, and the hot-seat cover on top of all.
func (t *Table) buildOverlays(b *builder, v scala40.View, size fyne.Size) {
	switch {
	case t.cover >= 0:
		t.buildCover(b, size)
	case t.sheet:
		t.buildSheet(b, v, size)
	case t.question != nil:
		t.buildQuestion(b, size)
	case t.pozzo:
		t.buildPozzo(b, v, size)
	}
}

// buildCover hides the table until the next human confirms who they are.
func (t *Table) buildCover(b *builder, size fyne.Size) {
	if t.r.block == nil {
		t.r.block = newBlocker(t)
	}
	b.add(t.r.block, rect{0, 0, size.Width, size.Height})
	b.rectangle(rect{0, 0, size.Width, size.Height}, color.NRGBA{0x06, 0x2a, 0x10, 0xff}, 0)
	name := t.name(t.cover)
	title := named("Pass to {{.Name}}", name)
	tw := textWidth(title, 34, true)
	b.text(title, (size.Width-tw)/2, size.Height/2-90, 34, gold, true)
	sub := lang.L("Nobody else should look at the screen.")
	sw := textWidth(sub, 16, false)
	b.text(sub, (size.Width-sw)/2, size.Height/2-36, 16, ink, false)
	t.ui.coverBtn.SetText(named("I am {{.Name}}: show my cards", name))
	bs := buttonSize(t.ui.coverBtn)
	bw := max(bs.Width+40, 260)
	b.button(t.ui.coverBtn, rect{(size.Width - bw) / 2, size.Height/2 + 10, bw, bs.Height + 16})
	b.hit(rect{0, 0, size.Width, size.Height}, hitModal, 0, 0)
}

// buildQuestion shows the choices as cards to tap.
func (t *Table) buildQuestion(b *builder, size fyne.Size) {
	q := t.question
	ch := clamp(size.Height*0.2, 90, 150)
	cw := ch * cardart.Aspect
	optW := float32(0)
	for _, o := range q.options {
		optW = max(optW, float32(len(o.faces))*(cw+6)+10, textWidth(o.label, 14, true)+10)
	}
	w := max(float32(len(q.options))*(optW+16)+40, textWidth(q.title, 18, true)+60)
	h := ch + 140
	r := t.panel(b, size, w, h)
	b.text(q.title, r.x+20, r.y+16, 18, ink, true)
	x := r.x + (r.w-float32(len(q.options))*(optW+16)+16)/2
	for i, o := range q.options {
		or := rect{x, r.y + 54, optW, ch + 30}
		bg := b.rectangle(or, feltDark, 8)
		bg.StrokeColor, bg.StrokeWidth = selBlue, 2
		cx := x + (optW-float32(len(o.faces))*(cw+6)+6)/2
		for _, f := range o.faces {
			b.card(f, rect{cx, or.y + 4, cw, ch})
			cx += cw + 6
		}
		lw := textWidth(o.label, 14, true)
		b.text(o.label, x+(optW-lw)/2, or.y+ch+8, 14, ink, true)
		b.hit(or, hitChoice, i, 0)
		x += optW + 16
	}
	cs := buttonSize(t.ui.cancelAsk)
	b.button(t.ui.cancelAsk, rect{r.x + r.w - cs.Width - 16, r.y + r.h - cs.Height - 12, cs.Width, cs.Height})
}

// buildPozzo lays out every card of the pozzo, bottom first.
func (t *Table) buildPozzo(b *builder, v scala40.View, size fyne.Size) {
	r := t.panel(b, size, size.Width*0.8, size.Height*0.7)
	title := lang.XN("pozzo.contents", "The pozzo, from the bottom: {{.N}} cards", len(v.Pile), map[string]any{"N": len(v.Pile)})
	b.text(title, r.x+20, r.y+14, 18, ink, true)
	ch := clamp(r.h*0.28, 60, 130)
	cw := ch * cardart.Aspect
	step := cw * 0.55
	perRow := max(1, int((r.w-40-cw)/step)+1)
	for i, c := range v.Pile {
		row, col := i/perRow, i%perRow
		cr := rect{r.x + 20 + float32(col)*step, r.y + 50 + float32(row)*(ch+10), cw, ch}
		o := b.card(c.Face(), cr)
		if i == len(v.Pile)-1 {
			o.SetMark(gold)
		}
	}
	cs := buttonSize(t.ui.closePozzo)
	b.button(t.ui.closePozzo, rect{r.x + r.w - cs.Width - 16, r.y + r.h - cs.Height - 12, cs.Width, cs.Height})
}
