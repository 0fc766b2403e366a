package table

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// The table's colours.
var (
	felt      = color.NRGBA{0x0b, 0x5d, 0x1e, 0xff}
	feltDark  = color.NRGBA{0x07, 0x45, 0x16, 0xff}
	panelBg   = color.NRGBA{0x05, 0x30, 0x0f, 0xe8}
	ink       = color.NRGBA{0xf4, 0xf4, 0xec, 0xff}
	inkDim    = color.NRGBA{0xc8, 0xd8, 0xc8, 0xff}
	gold      = color.NRGBA{0xf2, 0xc0, 0x3c, 0xff}
	goodGreen = color.NRGBA{0x6d, 0xe0, 0x7a, 0xff}
	badRed    = color.NRGBA{0xff, 0x7a, 0x6e, 0xff}
	selBlue   = color.NRGBA{0x3d, 0x9b, 0xff, 0xff}
	takenMark = color.NRGBA{0xff, 0x9f, 0x1c, 0xff}
	freshMark = color.NRGBA{0xb0, 0xe0, 0xff, 0xff}
)

// rect is an area of the table, in the widget's coordinates.
type rect struct{ x, y, w, h float32 }

func (r rect) has(p fyne.Position) bool {
	return p.X >= r.x && p.X < r.x+r.w && p.Y >= r.y && p.Y < r.y+r.h
}
func (r rect) pos() fyne.Position    { return fyne.NewPos(r.x, r.y) }
func (r rect) size() fyne.Size       { return fyne.NewSize(r.w, r.h) }
func (r rect) centre() fyne.Position { return fyne.NewPos(r.x+r.w/2, r.y+r.h/2) }

// hitKind names what is under the pointer.
type hitKind uint8

const (
	hitNone hitKind = iota
	hitHandCard
	hitHandArea
	hitStock
	hitPile
	hitMeld
	hitStaged     // a staged group (n = index)
	hitStagedCard // a card of a staged group (n = group)
	hitNewStage
	hitJokerBadge // the reading of a staged group with a joker (n = group)
	hitChoice     // an answer to a question (n = index)
	hitModal      // anywhere on an open panel
)

type hit struct {
	r    rect
	kind hitKind
	n    int        // index of a group, meld ID or choice
	card cards.Card // the card, for card hits
}

// layout is the last computed geometry: what is where, for hit-testing
// and animations.
type layout struct {
	size    fyne.Size
	hits    []hit
	cardAt  map[cards.Card]rect // every face-up card drawn, by card
	handCW  float32             // a hand card's width
	stockR  rect
	pileR   rect
	seatR   map[int]rect // opponents' areas
	handR   rect
	meldR   map[int]rect
	stageR  rect
	objects []fyne.CanvasObject
}

// hitAt returns the top-most thing at p.
func (l *layout) hitAt(p fyne.Position) hit {
	for i := len(l.hits) - 1; i >= 0; i-- {
		if l.hits[i].r.has(p) {
			return l.hits[i]
		}
	}
	return hit{}
}

// widgets are the table's standard controls, made once.
type widgets struct {
	sheetBtn, leaveBtn, sortBtn, undoBtn, openBtn, clearBtn, pozzoBtn *widget.Button
	coverBtn, nextBtn, closeSheetBtn, newMatchBtn, cancelAsk          *widget.Button
	closePozzo, rematchBtn, homeBtn                                   *widget.Button
}

func (t *Table) makeWidgets() {
	u := &t.ui
	u.sheetBtn = widget.NewButton(lang.L("Score sheet"), func() { t.sheet = !t.sheet; t.Refresh() })
	u.leaveBtn = widget.NewButton(lang.L("Leave"), func() {
		t.Stop()
		if t.cfg.OnLeave != nil {
			t.cfg.OnLeave()
		}
	})
	u.sortBtn = widget.NewButton("", t.toggleSort)
	u.undoBtn = widget.NewButton(lang.L("Undo"), func() { t.act(scala40.Action{Kind: scala40.Undo}) })
	u.openBtn = widget.NewButton("", t.layDown)
	u.openBtn.Importance = widget.HighImportance
	u.clearBtn = widget.NewButton(lang.L("Return cards"), t.unstageAll)
	u.pozzoBtn = widget.NewButton("", func() { t.pozzo = true; t.Refresh() })
	u.coverBtn = widget.NewButton("", t.confirmCover)
	u.coverBtn.Importance = widget.HighImportance
	u.nextBtn = widget.NewButton(lang.L("Deal the next hand"), t.nextHand)
	u.nextBtn.Importance = widget.HighImportance
	u.closeSheetBtn = widget.NewButton(lang.L("Back to the table"), func() { t.sheet = false; t.Refresh() })
	u.newMatchBtn = widget.NewButton(lang.L("New match"), func() {
		t.Stop()
		if t.cfg.OnNewMatch != nil {
			t.cfg.OnNewMatch()
		}
	})
	u.rematchBtn = widget.NewButton(lang.L("Same players again"), func() {
		t.Stop()
		if t.cfg.OnRematch != nil {
			t.cfg.OnRematch()
		}
	})
	u.rematchBtn.Importance = widget.HighImportance
	u.homeBtn = widget.NewButton(lang.L("Home"), func() {
		t.Stop()
		if t.cfg.OnLeave != nil {
			t.cfg.OnLeave()
		}
	})
	u.cancelAsk = widget.NewButton(lang.L("Cancel"), func() { t.question = nil; t.Refresh() })
	u.closePozzo = widget.NewButton(lang.L("Close"), func() { t.pozzo = false; t.Refresh() })
}

// CreateRenderer returns the table's renderer.
func (t *Table) CreateRenderer() fyne.WidgetRenderer {
	t.r = &tableRenderer{t: t}
	return t.r
}

// MinSize is the smallest size the table is usable at.
func (t *Table) MinSize() fyne.Size { return fyne.NewSize(760, 540) }

type tableRenderer struct {
	t     *Table
	faces map[cards.Card]*cardart.Card // face-up cards, reused between layouts
	backs []*cardart.Card              // face-down cards, reused in order
	block *blocker                     // under an open panel
	// Everything else drawn is reused in order from one layout to the
	// next too. Fyne lays a widget out again when a child's minimum size
	// changes, and a new object's is always new: fresh objects on every
	// layout would lay the table out on every frame.
	texts  []*canvas.Text
	rects  []*canvas.Rectangle
	images []*canvas.Image
	extra  []*cardart.Card // cards of the panels (pozzo, questions)
}

func (r *tableRenderer) Destroy()                     {}
func (r *tableRenderer) MinSize() fyne.Size           { return r.t.MinSize() }
func (r *tableRenderer) Objects() []fyne.CanvasObject { return r.t.lay.objects }
func (r *tableRenderer) Layout(size fyne.Size)        { r.t.build(size) }
func (r *tableRenderer) Refresh() {
	r.t.build(r.t.Size())
	canvas.Refresh(r.t)
}

// builder collects objects and hit areas while the table is laid out.
type builder struct {
	t    *Table
	l    *layout
	used map[*cardart.Card]bool
	back int

	nText, nRect, nImage, nExtra int // objects of the pools used so far
}

func (b *builder) add(o fyne.CanvasObject, r rect) fyne.CanvasObject {
	o.Move(r.pos())
	o.Resize(r.size())
	o.Show()
	b.l.objects = append(b.l.objects, o)
	return o
}

func (b *builder) hit(r rect, k hitKind, n int, c cards.Card) {
	b.l.hits = append(b.l.hits, hit{r: r, kind: k, n: n, card: c})
}

// newRect returns the next rectangle of the pool, set as asked.
func (b *builder) newRect(r rect, fill, stroke color.Color, width, radius float32) *canvas.Rectangle {
	rs := &b.t.r.rects
	if b.nRect >= len(*rs) {
		*rs = append(*rs, canvas.NewRectangle(color.Transparent))
	}
	o := (*rs)[b.nRect]
	b.nRect++
	changed := o.FillColor != fill || o.StrokeColor != stroke || o.StrokeWidth != width || o.CornerRadius != radius
	o.FillColor, o.StrokeColor, o.StrokeWidth, o.CornerRadius = fill, stroke, width, radius
	b.add(o, r)
	if changed {
		o.Refresh()
	}
	return o
}

func (b *builder) rectangle(r rect, fill color.Color, radius float32) *canvas.Rectangle {
	return b.newRect(r, fill, nil, 0, radius)
}

func (b *builder) outline(r rect, stroke color.Color, width, radius float32) *canvas.Rectangle {
	return b.newRect(r, color.Transparent, stroke, width, radius)
}

// text places a line of text with its top-left at (x, y).
func (b *builder) text(s string, x, y, size float32, col color.Color, bold bool) *canvas.Text {
	ts := &b.t.r.texts
	if b.nText >= len(*ts) {
		*ts = append(*ts, canvas.NewText("", col))
	}
	o := (*ts)[b.nText]
	b.nText++
	changed := o.Text != s || o.Color != col || o.TextSize != size || o.TextStyle.Bold != bold
	o.Text, o.Color, o.TextSize = s, col, size
	o.TextStyle = fyne.TextStyle{Bold: bold}
	ms := o.MinSize()
	b.add(o, rect{x, y, ms.Width, ms.Height})
	if changed {
		o.Refresh()
	}
	return o
}

// image places a picture from the pool.
func (b *builder) image(res fyne.Resource, r rect) *canvas.Image {
	is := &b.t.r.images
	if b.nImage >= len(*is) {
		*is = append(*is, &canvas.Image{FillMode: canvas.ImageFillContain})
	}
	o := (*is)[b.nImage]
	b.nImage++
	cardart.Paint(o, res, r.size())
	b.add(o, r)
	return o
}

// card places a face-up card of a panel (the pozzo's contents, the
// answers to a question), from the pool.
func (b *builder) card(f cards.Face, r rect) *cardart.Card {
	es := &b.t.r.extra
	if b.nExtra >= len(*es) {
		*es = append(*es, cardart.NewFace(f, b.t.cfg.Style))
	}
	o := (*es)[b.nExtra]
	b.nExtra++
	o.SetFace(f)
	o.SetStyle(b.t.cfg.Style)
	o.SetMark(nil)
	b.add(o, r)
	return o
}

// textWidth measures a line.
func textWidth(s string, size float32, bold bool) float32 {
	return fyne.MeasureText(s, size, fyne.TextStyle{Bold: bold}).Width
}

// face returns the card object for a face-up card, reused between
// layouts so drawing stays cheap.
func (b *builder) face(c cards.Card, r rect) *cardart.Card {
	t := b.t
	o, ok := t.r.faces[c]
	if !ok {
		o = cardart.NewFace(c.Face(), t.cfg.Style)
		if t.r.faces == nil {
			t.r.faces = map[cards.Card]*cardart.Card{}
		}
		t.r.faces[c] = o
	}
	if b.used[o] {
		o = cardart.NewFace(c.Face(), t.cfg.Style) // drawn twice (a sprite): a fresh object
	}
	b.used[o] = true
	o.SetStyle(t.cfg.Style)
	o.SetMark(nil)
	o.SetShaded(false)
	b.add(o, r)
	b.l.cardAt[c] = r
	if t.flying[c] {
		o.Hide()
	}
	return o
}

// backCard places a face-down card.
func (b *builder) backCard(r rect) *cardart.Card {
	t := b.t
	if b.back >= len(t.r.backs) {
		t.r.backs = append(t.r.backs, cardart.NewBack())
	}
	o := t.r.backs[b.back]
	b.back++
	b.add(o, r)
	return o
}

// button places a standard button.
func (b *builder) button(w *widget.Button, r rect) {
	b.add(w, r)
}

func buttonSize(w *widget.Button) fyne.Size { return w.MinSize() }

func clamp(v, lo, hi float32) float32 { return max(lo, min(hi, v)) }

// build lays the whole table out for size: every object and hit area.
func (t *Table) build(size fyne.Size) {
	if t.r == nil {
		return
	}
	l := &t.lay
	l.size = size
	l.hits = l.hits[:0]
	l.objects = nil
	l.cardAt = map[cards.Card]rect{}
	l.seatR = map[int]rect{}
	l.meldR = map[int]rect{}
	b := &builder{t: t, l: l, used: map[*cardart.Card]bool{}}
	W, H := size.Width, size.Height
	if W < 10 || H < 10 {
		return
	}
	v := t.view()
	const pad = 8
	b.rectangle(rect{0, 0, W, H}, felt, 0)

	// Geometry of the bands, top to bottom.
	hdrH := float32(40)
	statusH := float32(38)
	scale := t.cfg.CardScale
	if scale <= 0 {
		scale = 1
	}
	hc := clamp(H*0.2*scale, 84*scale, 190*scale) // hand card height
	cw := hc * cardart.Aspect
	raise := hc * 0.14
	handTop := H - statusH - hc - raise - pad
	sc := hc * 0.62 // staged card height
	stageH := sc + 34
	stageTop := handTop - stageH - pad
	oppTop := hdrH + 2
	oppH := clamp(H*0.16, 78, 140)
	midTop := oppTop + oppH + pad
	midBottom := stageTop - pad
	l.handCW = cw

	t.buildHeader(b, v, rect{0, 0, W, hdrH})
	t.buildOpponents(b, v, rect{pad, oppTop, W - 2*pad, oppH})
	pileH := clamp(midBottom-midTop-44, 60, hc)
	pileW := pileH * cardart.Aspect
	pilesW := 2*pileW + 3*pad + 40
	t.buildPiles(b, v, rect{W - pilesW - pad, midTop, pilesW, midBottom - midTop}, pileW, pileH)
	t.buildMelds(b, v, rect{pad, midTop, W - pilesW - 3*pad, midBottom - midTop}, hc)
	if t.viewer >= 0 {
		t.buildStaging(b, v, rect{pad, stageTop, W - 2*pad, stageH}, sc)
		t.buildHand(b, v, rect{pad, handTop, W - 2*pad, hc + raise + pad}, hc, raise)
	} else {
		msg := lang.L("Watching the computers play.")
		if t.humans > 1 {
			msg = lang.L("Hands are hidden between players.")
		}
		b.text(msg, pad*2, stageTop+stageH/2, 16, inkDim, false)
	}
	t.buildStatus(b, v, rect{0, H - statusH, W, statusH})
	t.buildSprites(b)
	t.buildOverlays(b, v, size)
}

func (t *Table) buildHeader(b *builder, v scala40.View, r rect) {
	b.rectangle(r, feltDark, 0)
	title := lang.L("Scala 40 · hand {{.Hand}} · out at {{.Line}}",
		map[string]any{"Hand": v.HandNo, "Line": t.g.Tally.Threshold})
	if t.g.Start == nil {
		// The deal number, to replay the match from the new-match screen.
		title += " · " + lang.L("deal {{.Seed}}", map[string]any{"Seed": fmt.Sprint(t.g.Seed)})
	}
	b.text(title, 12, r.y+10, 16, ink, true)
	x := r.w - 8
	for _, w := range []*widget.Button{t.ui.leaveBtn, t.ui.sheetBtn} {
		if w == t.ui.leaveBtn && t.cfg.OnLeave == nil {
			continue
		}
		s := buttonSize(w)
		x -= s.Width
		b.button(w, rect{x, r.y + (r.h-s.Height)/2, s.Width, s.Height})
		x -= 8
	}
	// The viewer's own score.
	if t.viewer >= 0 {
		s := lang.L("{{.Name}}: {{.Points}} points", map[string]any{"Name": t.name(t.viewer), "Points": v.Scores[t.viewer]})
		w := textWidth(s, 15, true)
		b.text(s, x-w-16, r.y+11, 15, gold, true)
	}
}

// buildOpponents draws every other seat: name, cards held as fanned
// backs, score, and a gold frame round the seat to move.
func (t *Table) buildOpponents(b *builder, v scala40.View, r rect) {
	var seats []int
	n := len(t.cfg.Seats)
	start := max(t.viewer, 0)
	for i := 1; i <= n; i++ {
		s := (start + i) % n
		if s == t.viewer {
			continue
		}
		seats = append(seats, s)
	}
	if len(seats) == 0 {
		return
	}
	slotW := r.w / float32(len(seats))
	for i, s := range seats {
		sr := rect{r.x + float32(i)*slotW + 4, r.y, slotW - 8, r.h}
		l := b.l
		l.seatR[s] = sr
		toMove := v.ToMove == s && (v.Phase == scala40.PhaseDraw || v.Phase == scala40.PhasePlay)
		bg := b.rectangle(sr, feltDark, 10)
		if toMove {
			bg.StrokeColor, bg.StrokeWidth = gold, 3
		}
		name := t.name(s)
		col := ink
		if v.Eliminated[s] {
			col = inkDim
		}
		b.text(name, sr.x+10, sr.y+6, 15, col, true)
		info := lang.L("{{.Points}} pts", map[string]any{"Points": v.Scores[s]})
		if v.Eliminated[s] {
			info = lang.L("out")
		} else if v.Opened[s] {
			info += " · " + lang.L("opened")
		}
		iw := textWidth(info, 13, false)
		b.text(info, sr.x+sr.w-iw-10, sr.y+8, 13, inkDim, false)
		if toMove {
			label := lang.L("to play")
			if t.thinking {
				label = lang.L("thinking…")
			}
			b.text(label, sr.x+10+textWidth(name, 15, true)+10, sr.y+7, 13, gold, true)
		}
		if v.Eliminated[s] {
			continue
		}
		// The fan of backs.
		bh := sr.h - 34
		bw := bh * cardart.Aspect
		count := v.HandSizes[s]
		fanW := sr.w - 60
		step := float32(0)
		if count > 1 {
			step = min(bw*0.3, (fanW-bw)/float32(count-1))
		}
		x0 := sr.x + 10
		for k := 0; k < count; k++ {
			b.backCard(rect{x0 + float32(k)*step, sr.y + 28, bw, bh})
		}
		cs := fmt.Sprint(count)
		b.text(cs, sr.x+sr.w-textWidth(cs, 22, true)-14, sr.y+sr.h-36, 22, ink, true)
	}
}

// buildPiles draws the tallone (stock) and the pozzo (discard pile).
func (t *Table) buildPiles(b *builder, v scala40.View, r rect, cw, ch float32) {
	l := b.l
	x := r.x + 20
	y := r.y + 18
	// The tallone: a few backs offset to look like a pile.
	b.text(lang.L("Tallone"), x, r.y, 13, inkDim, true)
	stock := rect{x, y, cw, ch}
	if v.StockSize > 0 {
		for k := min(v.StockSize-1, 2); k > 0; k-- {
			b.backCard(rect{x + float32(k)*2, y - float32(k)*2, cw, ch})
		}
		b.backCard(stock)
	} else {
		b.outline(stock, inkDim, 1, 6)
	}
	b.text(fmt.Sprint(v.StockSize), x, y+ch+4, 14, ink, true)
	l.stockR = stock
	b.hit(stock, hitStock, 0, 0)
	// The pozzo: its top card, the one below peeking out.
	px := x + cw + 20
	b.text(lang.L("Pozzo"), px, r.y, 13, inkDim, true)
	pile := rect{px, y, cw, ch}
	if n := len(v.Pile); n > 0 {
		if n > 1 {
			b.face(v.Pile[n-2], rect{px + 3, y - 3, cw, ch})
		}
		top := b.face(v.Pile[n-1], pile)
		if t.drag != nil && t.drag.from == fromPile {
			top.Hide()
		}
	} else {
		b.outline(pile, inkDim, 1, 6)
	}
	l.pileR = pile
	b.hit(pile, hitPile, 0, 0)
	t.ui.pozzoBtn.SetText(lang.L("See all ({{.N}})", map[string]any{"N": len(v.Pile)}))
	s := buttonSize(t.ui.pozzoBtn)
	b.button(t.ui.pozzoBtn, rect{px, y + ch + 4, max(s.Width, cw), s.Height})
}

// meldGeom is one meld's place in the melds area.
type meldGeom struct {
	m    *scala40.Meld
	x, y float32
}

// buildMelds draws the melds on the table, one row (or more) per player
// who laid them.
func (t *Table) buildMelds(b *builder, v scala40.View, r rect, hc float32) {
	b.rectangle(r, feltDark, 12)
	if len(v.Melds) == 0 {
		b.text(lang.L("No melds on the table yet."), r.x+16, r.y+14, 15, inkDim, false)
		return
	}
	owners := []int{}
	byOwner := map[int][]*scala40.Meld{}
	for i := range v.Melds {
		m := &v.Melds[i]
		if _, ok := byOwner[m.Owner]; !ok {
			owners = append(owners, m.Owner)
		}
		byOwner[m.Owner] = append(byOwner[m.Owner], m)
	}
	labelW := float32(0)
	for _, o := range owners {
		labelW = max(labelW, textWidth(t.name(o), 14, true))
	}
	labelW += 18
	// Pick the largest card size that fits every row, from a few fixed
	// steps: every new size draws every card on the table afresh, so the
	// size changes a few times a hand, not with every meld.
	var geo []meldGeom
	var mh float32
	top := min(hc*0.8, 120)
	for _, k := range []float32{1, 0.84, 0.7, 0.58, 0.48, 0.4, 0.33} {
		mh = max(36, top*k)
		geo = geo[:0]
		mw := mh * cardart.Aspect
		step := mw * 0.36
		y := r.y + 8
		for _, o := range owners {
			x := r.x + labelW
			for _, m := range byOwner[o] {
				w := mw + float32(m.N-1)*step
				if x+w > r.x+r.w-8 && x > r.x+labelW {
					x = r.x + labelW
					y += mh + 8
				}
				geo = append(geo, meldGeom{m, x, y})
				x += w + 12
			}
			y += mh + 10
		}
		if y-r.y <= r.h || mh <= 36 {
			break
		}
	}
	mw := mh * cardart.Aspect
	step := mw * 0.36
	lastOwner := -1
	for _, g := range geo {
		m := g.m
		if m.Owner != lastOwner {
			lastOwner = m.Owner
			col := ink
			if m.Owner == t.viewer {
				col = gold
			}
			b.text(t.name(m.Owner), r.x+10, g.y+mh/2-9, 14, col, true)
		}
		w := mw + float32(m.N-1)*step
		mr := rect{g.x, g.y, w, mh}
		b.l.meldR[m.ID] = mr
		if t.hoverMeld() == m.ID || (t.meldCursor == m.ID && t.keyboard && t.drag == nil) {
			b.outline(rect{mr.x - 4, mr.y - 4, mr.w + 8, mr.h + 8}, goodGreen, 3, 8)
		}
		for i := 0; i < int(m.N); i++ {
			cr := rect{g.x + float32(i)*step, g.y, mw, mh}
			b.face(m.Cards[i], cr)
			if m.Cards[i].IsJoker() {
				t.badge(b, m.Stands[i], cr, step)
			}
		}
		b.hit(rect{mr.x - 4, mr.y - 4, mr.w + 8, mr.h + 8}, hitMeld, m.ID, 0)
	}
}

// badge shows on a joker the card it stands for: a small index in the
// part of the joker that stays visible.
func (t *Table) badge(b *builder, f cards.Face, cr rect, visibleW float32) rect {
	if !f.Valid() || f == cards.Joker {
		return rect{}
	}
	w := min(visibleW-4, cr.w*0.34)
	h := cr.h * 0.34
	br := rect{cr.x + 2, cr.y + cr.h - h - 3, w, h}
	bg := b.rectangle(br, color.NRGBA{0xff, 0xf6, 0xd0, 0xff}, 4)
	bg.StrokeColor, bg.StrokeWidth = gold, 1.5
	col := cardart.SuitColor(f.Suit(), t.cfg.Style)
	ts := h * 0.42
	rs := f.Rank().String()
	tw := textWidth(rs, ts, true)
	b.text(rs, br.x+(w-tw)/2, br.y+1, ts, col, true)
	pw := min(w*0.6, h*0.45)
	b.image(cardart.PipResource(f.Suit(), t.cfg.Style), rect{br.x + (w-pw)/2, br.y + h - pw - 3, pw, pw})
	return br
}

// buildStaging draws the staging strip: the groups being built, each with
// its validity and value, a slot for a new group, and the Open (or Lay
// down) button with the running total.
func (t *Table) buildStaging(b *builder, v scala40.View, r rect, sc float32) {
	l := b.l
	l.stageR = r
	b.rectangle(r, color.NRGBA{0x00, 0x00, 0x00, 0x30}, 10)
	b.hit(r, hitNewStage, 0, 0)
	scw := sc * cardart.Aspect
	// The buttons on the right.
	os := t.openState()
	t.ui.openBtn.SetText(os.label)
	if os.ok {
		t.ui.openBtn.Enable()
	} else {
		t.ui.openBtn.Disable()
	}
	bs := buttonSize(t.ui.openBtn)
	bw := max(bs.Width, 150)
	right := r.x + r.w - bw - 8
	b.button(t.ui.openBtn, rect{right, r.y + 8, bw, bs.Height})
	if len(t.stage) > 0 {
		cs := buttonSize(t.ui.clearBtn)
		b.button(t.ui.clearBtn, rect{right, r.y + 12 + bs.Height, bw, cs.Height})
		_ = cs
	}
	if os.hint != "" {
		hw := textWidth(os.hint, 12, false)
		b.text(os.hint, right-hw-12, r.y+r.h-20, 12, inkDim, false)
	}
	// The groups, left to right.
	x := r.x + 10
	avail := right - 16 - x
	total := float32(0)
	for _, s := range t.stage {
		total += scw + float32(len(s.cards)-1)*scw*0.4 + 16
	}
	total += scw + 16
	step := scw * 0.4
	if total > avail && total > 0 {
		step = scw * 0.4 * max(0.3, (avail-scw*float32(len(t.stage)+1))/(total-scw*float32(len(t.stage)+1)))
	}
	for gi, s := range t.stage {
		w := scw + float32(len(s.cards)-1)*step
		gr := rect{x, r.y + 6, w, sc}
		b.hit(rect{gr.x - 6, r.y, gr.w + 12, r.h}, hitStaged, gi, 0)
		cur, all, ok := s.current(&t.g.Rules)
		shown := s.cards
		if ok {
			shown = cur.Spec.Cards
		}
		if t.hoverStage() == gi {
			b.outline(rect{gr.x - 4, gr.y - 3, gr.w + 8, gr.h + 6}, goodGreen, 3, 6)
		}
		for i, c := range shown {
			cr := rect{x + float32(i)*step, gr.y, scw, sc}
			o := b.face(c, cr)
			if t.drag != nil && t.drag.has(c) {
				o.Hide()
			}
			b.hit(cr, hitStagedCard, gi, c)
			if ok && c.IsJoker() {
				br := t.badge(b, cur.Spec.As[i], cr, step)
				if len(all) > 1 {
					b.outline(br, selBlue, 2, 4)
					b.hit(br, hitJokerBadge, gi, c)
				}
			}
		}
		// Caption: the value, or why it is not a meld yet.
		var cap string
		col := badRed
		if ok {
			cap = lang.L("{{.Value}} points", map[string]any{"Value": v.Rules.OpeningValue(&cur.Meld)})
			if len(all) > 1 {
				cap += " · " + lang.L("tap the joker to move it")
			}
			col = goodGreen
		} else {
			cap = lang.L("not a meld yet")
		}
		b.rectangle(rect{gr.x, gr.y + sc + 3, max(gr.w, 40), 4}, col, 2)
		b.text(cap, gr.x, gr.y+sc+8, 12, col, true)
		x += max(w, textWidth(cap, 12, true)) + 16
	}
	// The slot for a new group.
	nr := rect{x, r.y + 6, scw, sc}
	if t.hoverNew() {
		b.outline(nr, goodGreen, 3, 6)
	} else {
		b.outline(nr, inkDim, 1.5, 6)
	}
	plus := "+"
	b.text(plus, nr.x+nr.w/2-8, nr.y+nr.h/2-22, 30, inkDim, true)
	lbl := lang.L("New meld")
	b.text(lbl, nr.x, nr.y+sc+8, 12, inkDim, false)
	b.hit(nr, hitNewStage, 0, 0)
}

// buildHand fans the viewer's hand at the bottom; selected cards stand
// up, the card taken from the pozzo is marked.
func (t *Table) buildHand(b *builder, v scala40.View, r rect, hc, raise float32) {
	l := b.l
	l.handR = r
	cw := hc * cardart.Aspect
	mine := t.myTurn()
	if mine {
		bg := b.rectangle(rect{r.x - 4, r.y - 4, r.w + 8, r.h + 4}, color.NRGBA{0xf2, 0xc0, 0x3c, 0x22}, 12)
		bg.StrokeColor, bg.StrokeWidth = gold, 3
	}
	b.hit(r, hitHandArea, 0, 0)
	// The sort button at the right.
	t.ui.sortBtn.SetText(lang.L("Sort by rank"))
	if !t.bySuit {
		t.ui.sortBtn.SetText(lang.L("Sort by suit"))
	}
	ss := buttonSize(t.ui.sortBtn)
	b.button(t.ui.sortBtn, rect{r.x + r.w - ss.Width - 6, r.y + r.h - ss.Height - 8, ss.Width, ss.Height})
	hand := t.handShown()
	var shown []cards.Card
	for _, c := range hand {
		if t.drag == nil || !t.drag.has(c) {
			shown = append(shown, c)
		}
	}
	avail := r.w - ss.Width - 24
	n := len(shown)
	step := cw * 0.62
	if n > 1 && cw+float32(n-1)*step > avail {
		step = (avail - cw) / float32(n-1)
	}
	total := cw
	if n > 1 {
		total += float32(n-1) * step
	}
	x0 := r.x + (avail-total)/2
	// While a card is dragged over the hand, open a gap where it would go.
	gapAt := -1
	if t.drag != nil && t.hoverHand() {
		gapAt = t.insertIndex(t.drag.pos.X)
	}
	for i, c := range shown {
		x := x0 + float32(i)*step
		if gapAt >= 0 && i >= gapAt {
			x += step * 0.8
		}
		y := r.y + raise
		if t.selected[c] {
			y = r.y
		}
		cr := rect{x, y, cw, hc}
		o := b.face(c, cr)
		switch {
		case t.selected[c]:
			o.SetMark(selBlue)
		case t.keyboard && i == t.cursor:
			o.SetMark(gold)
		case v.HasTaken && c == v.Taken:
			o.SetMark(takenMark)
		case t.hasFresh && c == t.fresh && mine:
			o.SetMark(freshMark)
		}
		// The visible strip of a covered card is what can be grabbed.
		hr := cr
		if i < n-1 {
			hr.w = step
		}
		b.hit(rect{hr.x, r.y, hr.w, r.h}, hitHandCard, i, c)
	}
	if n == 0 && len(t.stage) > 0 {
		b.text(lang.L("Your hand is on the staging strip."), r.x+16, r.y+r.h/2, 14, inkDim, false)
	}
}

// insertIndex is where a card dropped at x goes in the shown hand (drag
// to reorder).
func (t *Table) insertIndex(x float32) int {
	i := 0
	for _, c := range t.handShown() {
		if t.drag != nil && t.drag.has(c) {
			continue
		}
		if r, ok := t.lay.cardAt[c]; ok && r.x+r.w*0.5 < x {
			i++
		}
	}
	return i
}

// buildStatus draws the bottom line: whose turn, what to do next, the
// last message, and Undo.
func (t *Table) buildStatus(b *builder, v scala40.View, r rect) {
	b.rectangle(r, feltDark, 0)
	s := t.statusText(v)
	col := ink
	if t.myTurn() {
		col = gold
	}
	st := b.text(s, 12, r.y+9, 15, col, true)
	x := 12 + st.MinSize().Width + 18
	us := buttonSize(t.ui.undoBtn)
	if t.myTurn() && v.CanUndo {
		t.ui.undoBtn.Enable()
	} else {
		t.ui.undoBtn.Disable()
	}
	b.button(t.ui.undoBtn, rect{r.w - us.Width - 8, r.y + (r.h-us.Height)/2, us.Width, us.Height})
	if t.msg != "" {
		mc := inkDim
		if t.msgBad {
			mc = badRed
		}
		b.text(t.msg, x, r.y+10, 14, mc, t.msgBad)
	}
}

// statusText says whose turn it is and what to do next.
func (t *Table) statusText(v scala40.View) string {
	switch v.Phase {
	case scala40.PhaseMatchOver:
		return named("{{.Name}} wins the match!", t.name(v.Winner))
	case scala40.PhaseHandOver:
		if v.Result != nil && v.Result.Closer >= 0 {
			return named("{{.Name}} closed the hand.", t.name(v.Result.Closer))
		}
		return lang.L("The hand is over.")
	}
	if t.cover >= 0 {
		return named("Waiting for {{.Name}}.", t.name(t.cover))
	}
	if !t.myTurn() {
		if t.isHuman(v.ToMove) {
			return named("{{.Name}} to play.", t.name(v.ToMove))
		}
		return named("{{.Name}} is playing…", t.name(v.ToMove))
	}
	if v.Phase == scala40.PhaseDraw {
		if t.g.CanTake() {
			return lang.L("Your turn: draw from the tallone, or take the top of the pozzo.")
		}
		return lang.L("Your turn: draw from the tallone.")
	}
	opened := v.Opened[t.viewer]
	switch {
	case len(v.PendingJokers) > 0:
		return lang.L("Put the joker you won back on the table.")
	case v.HasTaken && t.holds(v.Taken):
		if !opened {
			return lang.L("Open with melds that use the card from the pozzo.")
		}
		return lang.L("Put the card from the pozzo on the table.")
	case !opened:
		return lang.L("Build melds worth {{.Min}} to open, or discard a card onto the pozzo.",
			map[string]any{"Min": t.g.Rules.OpeningMinimum})
	}
	return lang.L("Lay down or attach cards, then discard a card onto the pozzo.")
}

// holds reports whether the viewer holds c.
func (t *Table) holds(c cards.Card) bool {
	for _, x := range t.order {
		if x == c {
			return true
		}
	}
	return false
}
