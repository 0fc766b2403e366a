package scala40

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/table"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// The Scala 40 board's own colours (the rest are the table's).
var (
	takenMark = color.NRGBA{0xff, 0x9f, 0x1c, 0xff}
	freshMark = color.NRGBA{0xb0, 0xe0, 0xff, 0xff}
)

type (
	rect = table.Rect
	hit  = table.Hit
)

// The board's hit areas.
const (
	hitHandCard = table.HitBoard + iota
	hitHandArea
	hitStock
	hitPile
	hitMeld
	hitStaged     // a staged group (n = index)
	hitStagedCard // a card of a staged group (n = group)
	hitNewStage
	hitJokerBadge // the reading of a staged group with a joker (n = group)
)

// layout is the last computed geometry: the table's (objects, hits,
// cards) and where the board's areas are, for hit-testing and
// animations.
type layout struct {
	table.Layout
	handCW float32 // a hand card's width
	stockR rect
	pileR  rect
	seatR  map[int]rect // opponents' areas
	handR  rect
	meldR  map[int]rect
	stageR rect
}

// widgets are the table's standard controls, made once.
type widgets struct {
	*table.Buttons
	table.StageButtons
	pozzoBtn, cancelAsk, closePozzo *widget.Button
}

func (t *Table) makeWidgets() {
	u := &t.ui
	u.Buttons = t.Core.Buttons
	u.StageButtons = table.NewStageButtons(t.toggleSort, func() { t.act(s40.Action{Kind: s40.Undo}) }, t.layDown, t.unstageAll)
	u.pozzoBtn = widget.NewButton("", func() { t.pozzo = true; t.Refresh() })
	u.cancelAsk = widget.NewButton(lang.L("Cancel"), func() { t.Question = nil; t.Refresh() })
	u.closePozzo = widget.NewButton(lang.L("Close"), func() { t.pozzo = false; t.Refresh() })
}

// CreateRenderer returns the table's renderer (the core's, with its
// MinSize).
func (t *Table) CreateRenderer() fyne.WidgetRenderer {
	return t.Renderer(t, &t.lay.Layout, t.build)
}

// build lays the whole table out for size: every object and hit area.
func (t *Table) build(b *table.Builder, size fyne.Size) {
	l := &t.lay
	l.seatR = map[int]rect{}
	l.meldR = map[int]rect{}
	v := t.v
	const pad = 8

	// Geometry of the bands, top to bottom.
	status := t.status(v)
	hdr, st := table.Bands(size, status)
	W, H := size.Width, size.Height
	oppTop := hdr.H + 2
	oppH := table.Clamp(H*0.16, 78, 140)
	// The hand card's height: a card-size setting too large for the
	// window gives way, so that the middle keeps room for the melds and
	// the piles with "See all" (the hand, its raise and the staging strip
	// take 1.76 card heights and 34 points).
	const minMid = 120
	hc := table.HandHeight(size, 120, t.cfg.CardScale)
	hc = min(hc, (H-st.H-hdr.H-2-oppH-4*pad-34-minMid)/1.76)
	cw := hc * cardart.Aspect
	raise := hc * 0.14
	handTop := st.Y - hc - raise - pad
	sc := hc * 0.62 // staged card height
	stageH := sc + 34
	stageTop := handTop - stageH - pad
	midTop := oppTop + oppH + pad
	midBottom := stageTop - pad
	l.handCW = cw

	t.buildHeader(b, v, hdr)
	t.buildOpponents(b, v, table.R(pad, oppTop, W-2*pad, oppH))
	// The pile's label above it, its count and "See all" below.
	pileH := table.Clamp(midBottom-midTop-26-t.ui.pozzoBtn.MinSize().Height, 40, hc)
	pileW := pileH * cardart.Aspect
	t.ui.pozzoBtn.SetText(lang.L("See all ({{.N}})", map[string]any{"N": len(v.Pile)}))
	pilesW := 2*pileW + 3*pad + 40
	pilesW = max(pilesW, pileW+48+t.ui.pozzoBtn.MinSize().Width) // room for "See all"
	t.buildPiles(b, v, table.R(W-pilesW-pad, midTop, pilesW, midBottom-midTop), pileW, pileH)
	t.buildMelds(b, v, table.R(pad, midTop, W-pilesW-3*pad, midBottom-midTop), hc, table.WindowScale(size))
	t.HandOrHidden(b, pad*2, stageTop+stageH/2, func() {
		t.buildStaging(b, v, table.R(pad, stageTop, W-2*pad, stageH), sc)
		t.buildHand(b, v, table.R(pad, handTop, W-2*pad, hc+raise+pad), hc, raise)
	})
	b.Status(st, status)
	t.buildSprites(b)
	if v.Phase == s40.PhaseHandOver || v.Phase == s40.PhaseMatchOver {
		// The seats' left-over cards stay in view above the sheet.
		b.PanelTop = oppTop + oppH
	}
	t.buildOverlays(b, v, size)
}

func (t *Table) buildHeader(b *table.Builder, v s40.View, r rect) {
	x := t.Header(b, r, false, t.NextButton())
	// The viewer's own score.
	if t.Driver.Viewer() >= 0 {
		s := lang.N("{{.Name}}: {{.Points}} points", v.Scores[t.Driver.Viewer()], map[string]any{"Name": t.Driver.Name(t.Driver.Viewer()), "Points": v.Scores[t.Driver.Viewer()]})
		w := table.TextWidth(s, 15, true)
		x -= w + 16
		b.Text(s, x, r.Y+11, 15, table.Gold, true)
	}
	title := lang.L("Scala 40 · hand {{.Hand}} · out at {{.Line}}",
		map[string]any{"Hand": v.HandNo, "Line": v.Rules.EliminationScore})
	t.Title(b, r, title, x-20)
}

// buildOpponents draws every other seat: name, cards held as fanned
// backs, score, and a table.Gold frame round the seat to move.
func (t *Table) buildOpponents(b *table.Builder, v s40.View, r rect) {
	sc := t.Driver.Game().Score()
	toMove := -1
	if v.Phase == s40.PhaseDraw || v.Phase == s40.PhasePlay {
		toMove = v.ToMove
	}
	var strips []table.Strip
	for _, s := range table.Others(len(t.cfg.Seats), t.Driver.Viewer()) {
		st := table.Strip{Seat: s, Name: t.Driver.Name(s), Out: v.Eliminated[s], Cards: v.HandSizes[s],
			Partner: t.Driver.Viewer() >= 0 && len(sc.Sides[sc.SideOf(s)]) > 1 && sc.SideOf(s) == sc.SideOf(t.Driver.Viewer())}
		st.Info = lang.L("{{.Points}} pts", map[string]any{"Points": v.Scores[s]})
		if st.Out {
			st.Info = lang.L("out")
		} else if v.Opened[s] {
			st.Info += " · " + lang.L("opened")
		}
		if res := v.Result; res != nil && s < len(res.Left) && len(res.Left[s]) > 0 && (v.Phase == s40.PhaseHandOver || v.Phase == s40.PhaseMatchOver) {
			// The hand is over: what each player was left with, and
			// what it cost.
			st.Revealed, st.Left = true, res.Left[s]
			st.Info += " · " + lang.L("+{{.Cost}} this hand", map[string]any{"Cost": res.Points[s]})
		}
		if s == toMove {
			st.Status = lang.L("to play")
			if t.Driver.Thinking() {
				st.Status = lang.L("thinking…")
			}
		}
		strips = append(strips, st)
	}
	t.lay.seatR = b.Strips(r, strips, toMove)
}

// buildPiles draws the tallone (stock) and the pozzo (discard pile).
func (t *Table) buildPiles(b *table.Builder, v s40.View, r rect, cw, ch float32) {
	l := &t.lay
	x := r.X + 20
	y := r.Y + 18
	// The tallone: a few backs offset to look like a pile.
	b.Text(lang.L("Tallone"), x, r.Y, 13, table.InkDim, true)
	stock := table.R(x, y, cw, ch)
	b.Stock(stock, v.StockSize)
	b.Text(fmt.Sprint(v.StockSize), x, y+ch+4, 14, table.Ink, true)
	l.stockR = stock
	b.Hit(stock, hitStock, 0, 0)
	// The pozzo: its top card, the one below peeking out.
	px := x + cw + 20
	b.Text(lang.L("Pozzo"), px, r.Y, 13, table.InkDim, true)
	pile := table.R(px, y, cw, ch)
	if n := len(v.Pile); n > 0 {
		if n > 1 {
			b.Face(v.Pile[n-2], table.R(px+3, y-3, cw, ch))
		}
		top := b.Face(v.Pile[n-1], pile)
		if t.Carry != nil && t.Carry.From == table.FromPile {
			top.Hide()
		}
	} else {
		b.Outline(pile, table.InkDim, 1, 6)
	}
	l.pileR = pile
	b.Hit(pile, hitPile, 0, 0)
	s := t.ui.pozzoBtn.MinSize()
	w := max(s.Width, cw)
	// A label wider than the card (Italian's "Vedi tutte") stays inside
	// the window.
	bx := min(px, b.L.Size.Width-w-4)
	b.Button(t.ui.pozzoBtn, table.R(bx, y+ch+4, w, s.Height))
}

// meldGeom is one meld's place in the melds area.
type meldGeom struct {
	m    *s40.Meld
	x, y float32
}

// buildMelds draws the melds on the table, one row (or more) per player
// who laid them.
func (t *Table) buildMelds(b *table.Builder, v s40.View, r rect, hc, grow float32) {
	b.Rectangle(r, table.FeltDark, 12)
	if len(v.Melds) == 0 {
		b.Text(lang.L("No melds on the table yet."), r.X+16, r.Y+14, 15, table.InkDim, false)
		return
	}
	owners := []int{}
	byOwner := map[int][]*s40.Meld{}
	for i := range v.Melds {
		m := &v.Melds[i]
		if _, ok := byOwner[m.Owner]; !ok {
			owners = append(owners, m.Owner)
		}
		byOwner[m.Owner] = append(byOwner[m.Owner], m)
	}
	labelW := float32(0)
	for _, o := range owners {
		labelW = max(labelW, table.TextWidth(t.Driver.Name(o), 14, true))
	}
	labelW += 18
	// Pick the largest card size that fits every row, from a few fixed
	// steps, the cards of a meld less overlapped where there is room:
	// every new size draws every card on the table afresh, so the size
	// changes a few times a hand, not with every meld.
	var geo []meldGeom
	var mh, step float32
	top := min(hc*0.8, 120*grow)
	fits := func(k, spread float32) bool {
		mh = max(36, top*k)
		geo = geo[:0]
		mw := mh * cardart.Aspect
		step = mw * spread
		y := r.Y + 8
		for _, o := range owners {
			x := r.X + labelW
			for _, m := range byOwner[o] {
				w := mw + float32(m.N-1)*step
				if x+w > r.X+r.W-8 && x > r.X+labelW {
					x = r.X + labelW
					y += mh + 8
				}
				geo = append(geo, meldGeom{m, x, y})
				x += w + 12
			}
			y += mh + 10
		}
		return y-r.Y <= r.H
	}
sizes:
	for _, k := range []float32{1, 0.84, 0.7, 0.58, 0.48, 0.4, 0.33} {
		for _, spread := range []float32{0.5, 0.36} {
			if fits(k, spread) || (mh <= 36 && spread < 0.5) {
				break sizes
			}
		}
	}
	lastOwner := -1
	for _, g := range geo {
		m := g.m
		if m.Owner != lastOwner {
			lastOwner = m.Owner
			col := table.Ink
			if m.Owner == t.Driver.Viewer() {
				col = table.Gold
			}
			b.Text(t.Driver.Name(m.Owner), r.X+10, g.y+mh/2-9, 14, col, true)
		}
		t.buildMeld(b, g, mh, step)
	}
}

// buildMeld draws a table meld where g puts it, its cards mh high and
// step apart, a joker with the card it stands for.
func (t *Table) buildMeld(b *table.Builder, g meldGeom, mh, step float32) {
	m, mw := g.m, mh*cardart.Aspect
	mr := table.R(g.x, g.y, mw+float32(m.N-1)*step, mh)
	t.lay.meldR[m.ID] = mr
	if t.hoverMeld() == m.ID || (t.meldCursor == m.ID && t.Keyboard && t.Carry == nil) {
		b.Outline(table.R(mr.X-4, mr.Y-4, mr.W+8, mr.H+8), table.GoodGreen, 3, 8)
	}
	for i := 0; i < int(m.N); i++ {
		cr := table.R(g.x+float32(i)*step, g.y, mw, mh)
		b.Face(m.Cards[i], cr)
		if m.Cards[i].IsJoker() {
			t.badge(b, m.Stands[i], cr, step)
		}
	}
	b.Hit(table.R(mr.X-4, mr.Y-4, mr.W+8, mr.H+8), hitMeld, m.ID, 0)
}

// badge shows on a joker the card it stands for: a small index in the
// part of the joker that stays visible.
func (t *Table) badge(b *table.Builder, f cards.Face, cr rect, visibleW float32) rect {
	if !f.Valid() || f == cards.Joker {
		return rect{}
	}
	w := min(visibleW-4, cr.W*0.34)
	h := cr.H * 0.34
	br := table.R(cr.X+2, cr.Y+cr.H-h-3, w, h)
	b.Box(br, color.NRGBA{0xff, 0xf6, 0xd0, 0xff}, table.Gold, 1.5, 4)
	col := cardart.SuitColor(f.Suit(), t.cfg.Style)
	ts := h * 0.42
	rs := f.Rank().String()
	tw := table.TextWidth(rs, ts, true)
	b.Text(rs, br.X+(w-tw)/2, br.Y+1, ts, col, true)
	pw := min(w*0.6, h*0.45)
	b.Image(cardart.PipResource(f.Suit(), t.cfg.Style), table.R(br.X+(w-pw)/2, br.Y+h-pw-3, pw, pw))
	return br
}

// buildStaging draws the staging strip: the groups being built, each with
// its validity and value, a slot for a new group, and the Open (or Lay
// down) button with the running total.
func (t *Table) buildStaging(b *table.Builder, v s40.View, r rect, sc float32) {
	l := &t.lay
	l.stageR = r
	b.Rectangle(r, color.NRGBA{0x00, 0x00, 0x00, 0x30}, 10)
	b.Hit(r, hitNewStage, 0, 0)
	scw := sc * cardart.Aspect
	// The buttons on the right.
	os := t.openState()
	t.ui.Lay.SetText(os.label)
	if os.ok {
		t.ui.Lay.Enable()
	} else {
		t.ui.Lay.Disable()
	}
	bs := t.ui.Lay.MinSize()
	bw := max(bs.Width, 150)
	right := r.X + r.W - bw - 8
	b.Button(t.ui.Lay, table.R(right, r.Y+8, bw, bs.Height))
	if len(t.stage) > 0 {
		cs := t.ui.Clear.MinSize()
		b.Button(t.ui.Clear, table.R(right, r.Y+12+bs.Height, bw, cs.Height))
		_ = cs
	}
	// The hint goes under the buttons where they leave room, else left
	// of them, with the groups kept clear of it.
	hintW := float32(0)
	if os.hint != "" {
		hint, size := table.FitText(os.hint, r.W/2, 12, 10, false)
		hw := table.TextWidth(hint, size, false)
		hy := r.Y + 16 + bs.Height
		if len(t.stage) > 0 {
			hy += t.ui.Clear.MinSize().Height + 4
		}
		if hy+size+6 <= r.Y+r.H && hw <= bw+8 {
			b.Text(hint, r.X+r.W-hw-8, hy, size, table.InkDim, false)
		} else {
			hintW = hw + 16 // drawn last, clear of the new group's label
		}
	}
	// The groups, left to right.
	x := r.X + 10
	avail := right - 16 - x - hintW
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
		x = t.buildGroup(b, v, gi, s, table.R(x, r.Y, 0, r.H), step, sc)
	}
	// The slot for a new group.
	nr := table.R(x, r.Y+6, scw, sc)
	if t.hoverNew() {
		b.Outline(nr, table.GoodGreen, 3, 6)
	} else {
		b.Outline(nr, table.InkDim, 1.5, 6)
	}
	plus := "+"
	b.Text(plus, nr.X+nr.W/2-8, nr.Y+nr.H/2-22, 30, table.InkDim, true)
	lbl := lang.L("New meld")
	b.Text(lbl, nr.X, nr.Y+sc+8, 12, table.InkDim, false)
	b.Hit(nr, hitNewStage, 0, 0)
	if hintW > 0 && !wrapHint(b, os.hint, table.R(nr.X+scw+12, r.Y+6, right-12-(nr.X+scw+12), sc)) {
		from := max(right-hintW+4, nr.X+table.TextWidth(lbl, 12, false)+12)
		hint, size := table.FitText(os.hint, right-12-from, 12, 9, false)
		b.Text(hint, right-12-table.TextWidth(hint, size, false), r.Y+r.H-20, size, table.InkDim, false)
	}
}

// wrapHint writes the opening's hint in r, beside the new group's slot,
// in as few lines as fit at 12, 11 or 10 pt; false when it does not fit
// (it is then cut on one line).
func wrapHint(b *table.Builder, hint string, r rect) bool {
	for _, size := range []float32{12, 11, 10} {
		lines := table.Wrap(hint, size, r.W)
		lh := size + 5
		if float32(len(lines))*lh > r.H || slices.ContainsFunc(lines, func(l string) bool { return table.TextWidth(l, size, false) > r.W }) {
			continue
		}
		y := r.Y + (r.H-float32(len(lines))*lh)/2
		for _, l := range lines {
			b.Text(l, r.X, y, size, table.InkDim, false)
			y += lh
		}
		return true
	}
	return false
}

// buildGroup draws staged group gi from the left of r (its height the
// strip's), its cards step apart at height sc, with its caption: its
// value, or why it is not a meld yet. It returns where the next group
// starts.
func (t *Table) buildGroup(b *table.Builder, v s40.View, gi int, s *staged, r rect, step, sc float32) float32 {
	x, scw := r.X, sc*cardart.Aspect
	w := scw + float32(len(s.cards)-1)*step
	gr := table.R(x, r.Y+6, w, sc)
	b.Hit(table.R(gr.X-6, r.Y, gr.W+12, r.H), hitStaged, gi, 0)
	cur, all, ok := s.current(&t.v.Rules)
	shown := s.cards
	if ok {
		shown = cur.Spec.Cards
	}
	if t.hoverStage() == gi {
		b.Outline(table.R(gr.X-4, gr.Y-3, gr.W+8, gr.H+6), table.GoodGreen, 3, 6)
	}
	for i, c := range shown {
		cr := table.R(x+float32(i)*step, gr.Y, scw, sc)
		o := b.Face(c, cr)
		if t.Carry != nil && carried(t.Carry, c) {
			o.Hide()
		}
		b.Hit(cr, hitStagedCard, gi, c)
		if ok && c.IsJoker() {
			br := t.badge(b, cur.Spec.As[i], cr, step)
			if len(all) > 1 {
				b.Outline(br, table.SelBlue, 2, 4)
				b.Hit(br, hitJokerBadge, gi, c)
			}
		}
	}
	// Caption: the value, or why it is not a meld yet.
	var cap string
	col := table.BadRed
	if ok {
		cap = pointsText(v.Rules.OpeningValue(&cur.Meld))
		if len(all) > 1 {
			cap += " · " + lang.L("tap the joker to move it")
		}
		col = table.GoodGreen
	} else {
		cap = lang.L("not a meld yet")
	}
	b.Rectangle(table.R(gr.X, gr.Y+sc+3, max(gr.W, 40), 4), col, 2)
	b.Text(cap, gr.X, gr.Y+sc+8, 12, col, true)
	return x + max(w, table.TextWidth(cap, 12, true)) + 16
}

// buildHand fans the viewer's hand at the bottom; selected cards stand
// up, the card taken from the pozzo is marked.
func (t *Table) buildHand(b *table.Builder, v s40.View, r rect, hc, raise float32) {
	l := &t.lay
	l.handR = r
	cw := hc * cardart.Aspect
	mine := t.Driver.MyTurn()
	b.HandArea(r, mine, hitHandArea)
	// The sort button at the right.
	ss := b.SortButton(t.ui.Sort, r, t.bySuit)
	hand := t.handShown()
	var shown []cards.Card
	for _, c := range hand {
		if t.Carry == nil || !carried(t.Carry, c) {
			shown = append(shown, c)
		}
	}
	n := len(shown)
	// While a card is dragged over the hand, open a gap where it would go.
	gapAt := -1
	if t.Carry != nil && t.hoverHand() {
		gapAt = t.insertIndex(t.Carry.Pos.X)
	}
	xs, step := table.FanX(r.X, r.W-ss.Width-24, n, cw, gapAt)
	for i, c := range shown {
		x := xs[i]
		y := r.Y + raise
		if t.selected[c] {
			y = r.Y
		}
		cr := table.R(x, y, cw, hc)
		table.SetFirstMark(b.Face(c, cr), table.Mark{On: t.selected[c], Col: table.SelBlue}, table.Mark{On: t.Hint.Names(c), Col: table.HintMark},
			table.Mark{On: t.Keyboard && i == t.cursor, Col: table.CursorMark}, table.Mark{On: v.HasTaken && c == v.Taken, Col: takenMark},
			table.Mark{On: t.hasFresh && c == t.fresh && mine, Col: freshMark})
		// The visible strip of a covered card is what can be grabbed.
		hr := cr
		if i < n-1 {
			hr.W = step
		}
		b.Hit(table.R(hr.X, r.Y, hr.W, r.H), hitHandCard, i, c)
	}
	if n == 0 && len(t.stage) > 0 {
		b.Text(lang.L("Your hand is on the staging strip."), r.X+16, r.Y+r.H/2, 14, table.InkDim, false)
	}
}

// insertIndex is where a card dropped at x goes in the shown hand (drag
// to reorder).
func (t *Table) insertIndex(x float32) int {
	return table.FanIndex(&t.lay.Layout, t.handShown(), func(c cards.Card) bool { return carried(t.Carry, c) }, x)
}

// status is the bottom line: whose turn, what to do next, the last
// message, and Hint and Undo.
func (t *Table) status(v s40.View) table.Status {
	st := table.Status{Text: t.HowToGoOn(t.statusText(v)), Col: table.Ink, Msg: t.Msg, Bad: t.MsgBad, Left: 12,
		Buttons: []*widget.Button{t.ui.Undo}}
	if t.Driver.MyTurn() {
		st.Col = table.Gold
	}
	if t.Driver.MyTurn() && v.CanUndo {
		t.ui.Undo.Enable()
	} else {
		t.ui.Undo.Disable()
	}
	if t.hintTurn() {
		t.Hint.Sync(t.ui.Hint)
		st.Buttons = append(st.Buttons, t.ui.Hint)
	}
	return st
}

// statusText says whose turn it is and what to do next.
func (t *Table) statusText(v s40.View) string {
	switch v.Phase {
	case s40.PhaseMatchOver:
		return table.Named("{{.Name}} wins the match!", t.Driver.Name(v.Winner))
	case s40.PhaseHandOver:
		if v.Result != nil && v.Result.Closer >= 0 {
			return table.Named("{{.Name}} closed the hand.", t.Driver.Name(v.Result.Closer))
		}
		return lang.L("The hand is over.")
	}
	if t.Driver.Cover() >= 0 {
		return table.Named("Waiting for {{.Name}}.", t.Driver.Name(t.Driver.Cover()))
	}
	if !t.Driver.MyTurn() {
		if t.Driver.Human(v.ToMove) {
			return table.Named("{{.Name}} to play.", t.Driver.Name(v.ToMove))
		}
		return table.Named("{{.Name}} is playing…", t.Driver.Name(v.ToMove))
	}
	if v.Phase == s40.PhaseDraw {
		if t.v.CanTake() {
			return lang.L("Your turn: draw from the tallone, or take the top of the pozzo.")
		}
		return lang.L("Your turn: draw from the tallone.")
	}
	opened := v.Opened[t.Driver.Viewer()]
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
			map[string]any{"Min": t.v.Rules.OpeningMinimum})
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
