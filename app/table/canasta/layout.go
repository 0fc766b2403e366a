package canasta

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

type (
	rect = table.Rect
	hit  = table.Hit
)

// The board's own colours.
var (
	takenMark = color.NRGBA{0xff, 0x9f, 0x1c, 0xff}
	freshMark = color.NRGBA{0xb0, 0xe0, 0xff, 0xff}
	cleanRed  = color.NRGBA{0xe0, 0x30, 0x30, 0xff}
	dirtyInk  = color.NRGBA{0x10, 0x10, 0x10, 0xff}
	// sideColours mark each side's seats and melds.
	sideColours = []color.NRGBA{
		{0x4f, 0xa8, 0xff, 0xff},
		{0xff, 0x8a, 0x3d, 0xff},
		{0xc0, 0x7b, 0xff, 0xff},
	}
)

func sideColour(side int) color.NRGBA {
	if side < 0 {
		return table.InkDim
	}
	return sideColours[side%len(sideColours)]
}

// The board's hit areas.
const (
	hitHandCard = table.HitBoard + iota
	hitHandArea
	hitStock
	hitPile
	hitMeld       // n = side*1000 + meld id
	hitStaged     // a staged group (n = index)
	hitStagedCard // a card of a staged group (n = group)
	hitNewStage
)

// layout is the last computed geometry.
type layout struct {
	table.Layout
	stockR, pileR, handR, stageR, newR rect
	split                              float32 // the hand's second row's top; 0 with one row
	seatR                              map[int]rect
	meldR                              map[int]rect // by side*1000+id
}

// widgets are the table's controls, made once.
type widgets struct {
	*table.Buttons
	table.StageButtons
	askBtn, goOutBtn *widget.Button
	askOtherBtn      *widget.Button // six players: ask the second partner
	yesBtn, noBtn    *widget.Button
}

func (t *Table) makeWidgets() {
	u := &t.ui
	u.Buttons = t.Core.Buttons
	u.StageButtons = table.NewStageButtons(t.toggleSort, func() { t.act(cn.Action{Kind: cn.Undo}) }, t.layDown, t.unstageAll)
	u.askBtn = widget.NewButton(lang.L("May I go out?"), func() { t.act(cn.Action{Kind: cn.Ask}) })
	u.askOtherBtn = widget.NewButton("", func() { t.act(cn.Action{Kind: cn.Ask, Partner: 1}) })
	u.goOutBtn = widget.NewButton(lang.L("Go out"), func() { t.act(cn.Action{Kind: cn.GoOut}) })
	u.yesBtn = widget.NewButton(lang.L("Yes, go out"), func() { t.act(cn.Action{Kind: cn.Answer, Yes: true}) })
	u.yesBtn.Importance = widget.HighImportance
	u.noBtn = widget.NewButton(lang.L("No, not yet"), func() { t.act(cn.Action{Kind: cn.Answer}) })
}

// CreateRenderer returns the table's renderer (the core's, with its
// MinSize).
func (t *Table) CreateRenderer() fyne.WidgetRenderer {
	return t.Renderer(t, &t.lay.Layout, t.build)
}

// build lays the whole table out for size.
func (t *Table) build(b *table.Builder, size fyne.Size) {
	t.lay.seatR, t.lay.meldR = map[int]rect{}, map[int]rect{}
	v := t.v
	status := t.status(v)
	hdr, st := table.Bands(size, status)
	W, H := size.Width, size.Height
	const pad = 8
	hc := table.HandHeight(size, 90, t.cfg.CardScale)
	raise := hc * 0.14
	handTop := st.Y - hc - raise - pad
	sc := hc * 0.42
	stageH := sc + 28
	stageTop := handTop - stageH - pad
	seatTop := hdr.H + 2
	seatH := table.Clamp(H*0.11, 62, 110)
	midTop := seatTop + seatH + pad
	midBottom := stageTop - pad

	t.buildHeader(b, v, hdr)
	t.buildSeats(b, v, table.R(pad, seatTop, W-2*pad, seatH))
	pileH := table.Clamp((midBottom-midTop)*0.55, 56, hc)
	pileW := pileH * cardart.Aspect
	pilesW := max(2*pileW+3*pad+30, 190)
	t.buildPiles(b, v, table.R(W-pilesW-pad, midTop, pilesW, midBottom-midTop), pileW, pileH)
	t.buildMelds(b, v, table.R(pad, midTop, W-pilesW-3*pad, midBottom-midTop))
	t.HandOrHidden(b, pad*2, stageTop+stageH/2, func() {
		t.buildStaging(b, v, table.R(pad, stageTop, W-2*pad, stageH), sc)
		t.buildHand(b, v, table.R(pad, handTop, W-2*pad, hc+raise+pad), hc, raise)
	})
	b.Status(st, status)
	if me := t.Driver.Viewer(); me >= 0 {
		b.Rectangle(table.R(0, st.Y, 6, st.H), sideColour(t.sideOf(me)), 0)
	}
	if v.Phase == cn.PhaseHandOver || v.Phase == cn.PhaseMatchOver {
		// The seats' left-over cards stay in view above the sheet.
		b.PanelTop = seatTop + seatH
	}
	if d := t.Carry; d != nil && d.Drag != nil {
		// Where the cards would land, framed in gold.
		switch d.Target.Kind {
		case hitMeld, hitPile, hitNewStage, hitStaged, hitStagedCard:
			b.Outline(d.Target.R, table.Gold, 3, 8)
		}
		b.Drag(d.Drag)
	}
	b.BuildFlights()
	t.buildOverlays(b, v, size)
}

func (t *Table) buildHeader(b *table.Builder, v cn.View, r rect) {
	x := t.Header(b, r, t.hintTurn(), t.NextButton())
	// The deal number too, a little smaller where it needs the room.
	tw := t.Title(b, r, lang.L("Canasta · hand {{.Hand}} · game to {{.Target}}", map[string]any{"Hand": v.HandNo + 1, "Target": v.Rules.TargetScore}), x-20)
	if side := t.mySide(); side >= 0 && side < len(v.Totals) {
		n := map[string]any{"Points": v.Totals[side], "Min": v.Minimums[side]}
		s := lang.L("Your side: {{.Points}} · opening {{.Min}}", n)
		if !v.Rules.Partnerships() {
			s = lang.L("You: {{.Points}} · opening {{.Min}}", n)
		}
		// Only where it fits beside the title (the side's band says it too).
		if w := table.TextWidth(s, 15, true); x-w-16 > 12+tw+16 {
			b.Text(s, x-w-16, r.Y+11, 15, sideColour(side), true)
		}
	}
}

// toMove is the seat the table waits for, -1 when the hand is over.
func toMove(v cn.View) int {
	if v.Phase == cn.PhaseHandOver || v.Phase == cn.PhaseMatchOver || len(v.Actors) == 0 {
		return -1
	}
	return v.Actors[0]
}

// buildSeats draws the other seats in playing order: the one after you
// at the left, your partner across the table in the middle, the one
// before you at the right.
func (t *Table) buildSeats(b *table.Builder, v cn.View, r rect) {
	mv := toMove(v)
	me := t.Driver.Viewer()
	var strips []table.Strip
	for _, s := range table.Others(v.Players, me) {
		side := t.sideOf(s)
		st := table.Strip{Seat: s, Name: t.Driver.Name(s), Cards: v.HandSizes[s],
			Partner: me >= 0 && side == t.sideOf(me)}
		// The strip shows the count of cards in big; the line says what
		// is known of them: the cards seen taken with the pozzo.
		if n := len(v.Known[s]); n > 0 {
			st.Info = lang.L("{{.N}} from the pozzo", map[string]any{"N": n})
		}
		if res := v.Result; res != nil && s < len(res.Left) && mv < 0 {
			// The hand is over: what each player was left with, counted
			// against its side.
			st.Revealed, st.Left = true, res.Left[s]
			st.Info = lang.L("{{.Points}} in hand", map[string]any{"Points": -v.Rules.Points(res.Left[s])})
		}
		if s == mv {
			st.Status = lang.L("to play")
			if v.Phase == cn.PhaseAnswer {
				st.Status = lang.L("answering")
			}
			if t.Driver.Thinking() {
				st.Status = lang.L("thinking…")
			}
		}
		strips = append(strips, st)
	}
	t.lay.seatR = b.Strips(r, strips, mv)
	for s, sr := range t.lay.seatR {
		b.Rectangle(table.R(sr.X+6, sr.Y+sr.H-5, sr.W-12, 4), sideColour(t.sideOf(s)), 2)
	}
}

// buildPiles draws the mazzo (stock) and the pozzo (discard pile) with
// its badges.
func (t *Table) buildPiles(b *table.Builder, v cn.View, r rect, cw, ch float32) {
	l := &t.lay
	b.Rectangle(r, table.FeltDark, 12)
	x, y := r.X+10, r.Y+24
	b.Text(lang.L("Mazzo"), x, r.Y+4, 13, table.InkDim, true)
	stock := table.R(x, y, cw, ch)
	b.Stock(stock, v.StockSize)
	b.Text(cardCount(v.StockSize), x, y+ch+4, 13, table.Ink, true)
	l.stockR = stock
	b.Hit(stock, hitStock, 0, 0)

	px := x + cw + 18
	b.Text(lang.L("Pozzo"), px, r.Y+4, 13, table.InkDim, true)
	pile := table.R(px, y, cw, ch)
	if v.PileSize > 0 {
		for k := min(v.PileSize-1, 3); k > 0; k-- {
			b.Back(table.R(px+float32(k)*2, y-float32(k)*2, cw, ch))
		}
		top := b.Face(v.PileTop, pile)
		if t.Carry != nil && t.Carry.From == table.FromPile {
			top.Hide()
		}
		if v.Frozen {
			// A frozen pile: its top card lies across, as players mark it.
			top.SetMark(cleanRed)
		}
	} else {
		b.Outline(pile, table.InkDim, 1, 6)
	}
	b.Text(cardCount(v.PileSize), px, y+ch+4, 13, table.Ink, true)
	l.pileR = pile
	b.Hit(pile, hitPile, 0, 0)

	by := y + ch + 26
	for _, badge := range pileBadges(v) {
		// Its words 6 inside it, a little smaller where the panel is
		// narrow (800x600).
		text, size := table.FitText(badge.text, r.W-16-12, 12, 10, true)
		br := table.R(r.X+8, by, table.TextWidth(text, size, true)+12, 20)
		b.Rectangle(br, badge.col, 6)
		b.Text(text, br.X+6, br.Y+2+(12-size)/2, size, table.Ink, true)
		by += 24
	}
}

type badge struct {
	text string
	col  color.Color
}

// pileBadges says what the pozzo's state is: frozen (and by which card),
// blocked by a black three, or what taking it needs for an unopened side.
func pileBadges(v cn.View) []badge {
	var out []badge
	if v.Frozen {
		if c, ok := cn.FrozenBy(v); ok {
			out = append(out, badge{lang.L("Frozen by the {{.Card}}", table.CardArgs(map[string]any{}, c.Face())), color.NRGBA{0x2a, 0x5c, 0xa8, 0xff}})
		} else {
			out = append(out, badge{lang.L("Frozen"), color.NRGBA{0x2a, 0x5c, 0xa8, 0xff}})
		}
	}
	if v.PileSize > 0 && cn.IsBlackThree(v.PileTop) {
		out = append(out, badge{lang.L("Blocked: black three on top"), color.NRGBA{0x70, 0x20, 0x20, 0xff}})
	}
	return out
}

// buildMelds draws the melds by side: the other sides across the table
// (side by side when there are two, as at three players), yours in front
// of you; each side's red threes in a row of their own.
func (t *Table) buildMelds(b *table.Builder, v cn.View, r rect) {
	mine := t.mySide()
	var others []int
	for s := range v.Melds {
		if s != mine {
			others = append(others, s)
		}
	}
	rows := 1
	if mine >= 0 {
		rows = 2
	}
	bandH := (r.H - float32(rows-1)*6) / float32(rows)
	if n := len(others); n > 0 {
		w := (r.W - float32(n-1)*6) / float32(n)
		for i, side := range others {
			t.buildSide(b, v, side, table.R(r.X+float32(i)*(w+6), r.Y, w, bandH), false)
		}
	}
	if mine >= 0 {
		t.buildSide(b, v, mine, table.R(r.X, r.Y+r.H-bandH, r.W, bandH), t.Driver.Viewer() >= 0)
	}
}

// buildSide draws one side's band: its name, red threes and melds.
func (t *Table) buildSide(b *table.Builder, v cn.View, side int, r rect, own bool) {
	b.Box(r, table.FeltDark, sideColour(side), 2, 10)
	t.sideHead(b, v, side, r, own)
	top := r.Y + 24
	ch := table.Clamp(r.H-24-20, 30, 190)
	redsW := buildRedThrees(b, v.RedThrees[side], v.RedThreesWorth(side), r, top, ch)
	melds := v.Melds[side]
	if len(melds) == 0 {
		b.Text(lang.L("No melds yet."), r.X+14, top+8, 13, table.InkDim, false)
		if own {
			b.Hit(table.R(r.X, r.Y, r.W-redsW, r.H), hitMeld, side*1000, 0)
		}
		return
	}
	t.buildSideMelds(b, melds, side, table.R(r.X, top, r.W-redsW, r.Y+r.H-top), ch)
}

// sideHead writes a side's band's head: its players' names (", you" or
// "your side" for the seat whose hand is shown), its match total and
// what its melds on the table count by their cards (the engine's
// MeldedWorth) or, before it opens, the opening it needs.
func (t *Table) sideHead(b *table.Builder, v cn.View, side int, r rect, own bool) {
	var names []string
	for _, s := range v.Sides[side] {
		names = append(names, t.Driver.Name(s))
	}
	head := strings.Join(names, " & ")
	switch {
	case own && len(v.Sides[side]) == 1:
		head = lang.L("{{.Names}} (you)", map[string]any{"Names": head})
	case own:
		head = lang.L("{{.Names}} (your side)", map[string]any{"Names": head})
	}
	b.Text(head, r.X+10, r.Y+4, 14, sideColour(side), true)
	info := lang.L("Total {{.Points}}", map[string]any{"Points": v.Totals[side]}) + " · "
	if v.Opened[side] {
		info += lang.L("on the table {{.Points}}", map[string]any{"Points": v.MeldedWorth(side)})
	} else {
		info += lang.L("not opened (needs {{.Min}})", map[string]any{"Min": v.Minimums[side]})
	}
	b.Text(info, r.X+10+table.TextWidth(head, 14, true)+14, r.Y+5, 13, table.InkDim, false)
}

// buildRedThrees lays a side's red threes at the right end of its band
// r, from top, cards of height ch at most, with what they count (worth,
// the engine's figure, signed as the sheet writes it); it returns the
// width they take (0 without red threes).
func buildRedThrees(b *table.Builder, reds []cards.Card, worth int, r rect, top, ch float32) float32 {
	if len(reds) == 0 {
		return 0
	}
	rh := ch * 0.8
	rw := rh * cardart.Aspect
	redsW := rw + float32(len(reds)-1)*rw*0.4 + 16
	x := r.X + r.W - redsW
	label := lang.L("Red threes {{.Points}}", map[string]any{"Points": fmt.Sprintf("%+d", worth)})
	b.Text(label, r.X+r.W-table.TextWidth(label, 12, true)-10, r.Y+5, 12, cleanRed, true)
	for k, c := range reds {
		b.Face(c, table.R(x+float32(k)*rw*0.4, top, rw, rh))
	}
	return redsW
}

// buildSideMelds lays a side's melds left to right in r (the band below its
// head, less its red threes), cards of height ch at most. Each meld is
// as wide as its card and its fanned wild cards (a canasta as its card):
// the cards shrink until every meld fits.
func (t *Table) buildSideMelds(b *table.Builder, melds []cn.TableMeld, side int, r rect, ch float32) {
	cw := ch * cardart.Aspect
	avail := r.W - 16
	units, gaps := float32(0), float32(len(melds))*10
	width := func(m cn.TableMeld) float32 {
		if m.Info.Canasta() {
			return 1.15 + 0.38*float32(wildCount(m))
		}
		return 1 + 0.38*float32(wildCount(m))
	}
	for _, m := range melds {
		units += max(width(m), 1.1)
	}
	if units*cw+gaps > avail {
		cw = table.StepDown((avail - gaps) / units)
		ch = cw / cardart.Aspect
	}
	// A canasta's badge names its kind when every badge fits; a crowded
	// band shows only the count on the badge's colour.
	words := true
	total := float32(0)
	for _, m := range melds {
		total += max(width(m)*cw, meldLabelWidth(m, true)) + 10
	}
	if total > avail {
		words = false
	}
	x := r.X + 10
	for _, m := range melds {
		w := max(max(width(m), 1.1)*cw, meldLabelWidth(m, words)) + 4
		mr := table.R(x, r.Y, w, r.H-4)
		t.buildMeld(b, m, mr, cw, ch, words)
		t.lay.meldR[side*1000+m.ID] = mr
		b.Hit(mr, hitMeld, side*1000+m.ID, 0)
		x += w + 6
	}
}

// canastaWord is what a canasta's badge says: its kind and count, or
// only the count.
func canastaWord(m cn.TableMeld, words bool) string {
	n := fmt.Sprintf("×%d", len(m.Cards))
	if !words {
		return n
	}
	switch m.Info.Kind {
	case cn.CleanCanasta:
		return lang.L("clean") + " " + n
	case cn.WildCanasta:
		return lang.L("wild") + " " + n
	}
	return lang.L("dirty") + " " + n
}

// meldLabelWidth is how wide a meld's label or badge is drawn.
func meldLabelWidth(m cn.TableMeld, words bool) float32 {
	if m.Info.Canasta() {
		return table.TextWidth(canastaWord(m, words), 11, true) + 8
	}
	return table.TextWidth(fmt.Sprintf("%s ×%d", rankShort(m.Info.Rank), len(m.Cards)), 12, true)
}

// wildCount is the number of wild cards in a meld.
func wildCount(m cn.TableMeld) int {
	n := 0
	for _, c := range m.Cards {
		if cn.IsWild(c) {
			n++
		}
	}
	return n
}

// buildMeld draws one meld: its natural cards squared into a pile with
// the wild cards fanned out to its right, so they show, and its rank and
// count below; a canasta squared into one stack, edged red when clean
// (pulita) and black when dirty (sporca), its wild cards fanned out from
// under it.
func (t *Table) buildMeld(b *table.Builder, m cn.TableMeld, r rect, cw, ch float32, words bool) {
	label := fmt.Sprintf("%s ×%d", rankShort(m.Info.Rank), len(m.Cards))
	var naturals, wilds []cards.Card
	for _, c := range m.Cards {
		if cn.IsWild(c) {
			wilds = append(wilds, c)
		} else {
			naturals = append(naturals, c)
		}
	}
	step := cw * 0.38
	if m.Info.Canasta() {
		for k := 2; k > 0; k-- {
			b.Back(table.R(r.X+float32(k)*2, r.Y+float32(k)*2, cw, ch))
		}
		topCard := m.Cards[0]
		if len(naturals) > 0 {
			topCard = naturals[len(naturals)-1]
		}
		cr := table.R(r.X, r.Y, cw, ch)
		b.Face(topCard, cr)
		for _, c := range naturals {
			if c != topCard {
				b.L.CardAt[c] = cr
			}
		}
		for k, c := range wilds {
			b.Face(c, table.R(r.X+float32(k+1)*step+6, r.Y+6, cw, ch))
		}
		edge := dirtyInk
		if m.Info.Kind == cn.CleanCanasta {
			edge = cleanRed
		}
		word := canastaWord(m, words)
		fan := float32(0)
		if len(wilds) > 0 {
			fan = float32(len(wilds))*step + 6
		}
		b.Outline(table.R(cr.X-2, cr.Y-2, cr.W+8+fan, cr.H+8), edge, 3, 6)
		lr := table.R(r.X, r.Y+ch+8, table.TextWidth(word, 11, true)+8, 15)
		b.Rectangle(lr, edge, 4)
		b.Text(word, lr.X+4, lr.Y, 11, table.Ink, true)
		return
	}
	// The naturals squared into a pile: the first three show an edge
	// each, and the ones between them and the top card lie wholly under
	// it, so they are placed (a card flies to its place) but not drawn.
	for k, c := range naturals {
		o := float32(min(k, 3)) * 2
		cr := table.R(r.X+o, r.Y+o, cw, ch)
		if k >= 3 && k < len(naturals)-1 {
			b.L.CardAt[c] = cr
			continue
		}
		b.Face(c, cr)
	}
	for k, c := range wilds {
		b.Face(c, table.R(r.X+float32(k+1)*step+6, r.Y+6, cw, ch))
	}
	b.Text(label, r.X, r.Y+ch+8, 12, table.Ink, true)
}

// rankShort is a rank as a meld's label shows it.
func rankShort(r cards.Rank) string {
	switch r {
	case cards.Ace:
		return "A"
	case cards.Jack:
		return "J"
	case cards.Queen:
		return "Q"
	case cards.King:
		return "K"
	}
	return r.String()
}

// buildStaging draws the melds being built: each group with whether it
// is a meld, the slot for a new one, the opening total against the
// side's minimum, and the buttons to lay them down or take them back.
func (t *Table) buildStaging(b *table.Builder, v cn.View, r rect, sc float32) {
	l := &t.lay
	l.stageR = r
	b.Rectangle(r, color.NRGBA{0x09, 0x4d, 0x19, 0xff}, 10)
	cw := sc * cardart.Aspect
	x := r.X + 8
	y := r.Y + 4
	for gi, g := range t.stage {
		gw := cw + float32(len(g)-1)*cw*0.4 + 8
		gr := table.R(x, y, gw, sc+22)
		ok := t.stagedOK(g)
		col := table.BadRed
		if ok {
			col = table.GoodGreen
		}
		b.Outline(gr, col, 2, 6)
		for k, c := range g {
			cr := table.R(x+4+float32(k)*cw*0.4, y+2, cw, sc)
			b.Face(c, cr)
			hr := cr
			if k < len(g)-1 {
				hr.W = cw * 0.4
			}
			b.Hit(hr, hitStagedCard, gi, c)
		}
		b.Hit(gr, hitStaged, gi, 0)
		pts := v.Rules.Points(g)
		b.Text(lang.L("{{.Points}} pts", map[string]any{"Points": pts}), x+4, y+sc+4, 12, col, true)
		x += gw + 8
	}
	nr := table.R(x, y, cw+16, sc+22)
	b.Outline(nr, table.InkDim, 1, 6)
	b.Text("+", nr.X+nr.W/2-5, nr.Y+nr.H/2-14, 24, table.InkDim, true)
	l.newR = nr
	b.Hit(nr, hitNewStage, 0, 0)
	x += nr.W + 12

	bx := r.X + r.W - 8
	if len(t.stage) > 0 {
		t.ui.Lay.SetText(lang.L("Lay down"))
		for _, w := range []*widget.Button{t.ui.Lay, t.ui.Clear} {
			s := w.MinSize()
			bx -= s.Width
			b.Button(w, table.R(bx, r.Y+(r.H-s.Height)/2, s.Width, s.Height))
			bx -= 8
		}
	}
	side := t.sideOf(t.Driver.Viewer())
	if side >= 0 && !v.Opened[side] {
		pts, minimum := v.OpeningValue(t.stage)
		txt := lang.L("Open {{.Points}} / {{.Min}}", map[string]any{"Points": pts, "Min": minimum})
		col := table.BadRed
		if pts >= minimum {
			col = table.GoodGreen
		}
		w := table.TextWidth(txt, 16, true)
		b.Text(txt, max(x, bx-w-12), r.Y+r.H/2-10, 16, col, true)
	} else if len(t.stage) == 0 {
		b.Text(lang.L("Drop cards here to build a new meld."), x, r.Y+r.H/2-9, 13, table.InkDim, false)
	}
}

// stagedOK asks the engine whether a staged group is a meld.
func (t *Table) stagedOK(g []cards.Card) bool {
	_, err := t.v.Rules.CheckMeld(g)
	return err == nil
}

// buildHand draws the viewer's hand, fanned in one row or, when it is
// large, two; while the pointer is over the hand its cards stay where
// they are (t.hold).
func (t *Table) buildHand(b *table.Builder, v cn.View, r rect, hc, raise float32) {
	l := &t.lay
	l.handR = r
	b.HandArea(r, t.Driver.MyTurn(), hitHandArea)
	ss := b.SortButton(t.ui.Sort, r, t.bySuit)
	var shown []cards.Card
	for _, c := range t.handShown() {
		if t.Carry == nil || !carried(t.Carry, c) {
			shown = append(shown, c)
		}
	}
	fanR := table.R(r.X, r.Y, r.W-ss.Width-24, hc+raise)
	lay := func(gapAt int) func() table.HandFan {
		return func() table.HandFan { return table.LayHand(fanR, len(shown), hc, raise, gapAt) }
	}
	if !t.Driver.MyTurn() {
		t.hold.Release() // the turn has passed: the hand closes up
	}
	var fan table.HandFan
	if t.Carry != nil && t.Carry.Drag != nil {
		fan = lay(t.dropGap())()
	} else {
		fan = t.hold.Lay(fanR, shown, lay(-1))
	}
	l.split = fan.Split
	for i, c := range shown {
		cr := fan.Cards[i]
		if t.selected[c] && !fan.TwoRows() {
			cr.Y = r.Y
		}
		t.markHandCard(b.Face(c, cr), c, i)
		pr := fan.Picks[i]
		if !fan.TwoRows() {
			pr.H = r.H // a click below a card still picks it
		}
		b.Hit(pr, hitHandCard, i, c)
	}
}

// dropGap is where a gap opens in the hand for the cards being dragged
// over it, -1 for none.
func (t *Table) dropGap() int {
	d := t.Carry
	if d.From == table.FromHand && d.Target.Kind == hitHandCard || d.Target.Kind == hitHandArea {
		return table.FanIndexAt(&t.lay.Layout, t.handShown(), func(c cards.Card) bool { return carried(t.Carry, c) }, d.Pos, t.lay.split)
	}
	return -1
}

// markHandCard outlines a hand card: selected, named by the hint, under
// the keyboard cursor, taken with the pozzo or just drawn.
func (t *Table) markHandCard(o *cardart.Card, c cards.Card, i int) {
	table.SetFirstMark(o, table.Mark{On: t.selected[c], Col: table.SelBlue}, table.Mark{On: t.Hint.Names(c), Col: table.HintMark},
		table.Mark{On: t.Keyboard && i == t.cursor, Col: table.CursorMark}, table.Mark{On: t.taken[c], Col: takenMark},
		table.Mark{On: t.fresh[c], Col: freshMark})
}

// buildStatus draws the bottom line: whose turn, what to do next, the
// status is the bottom line: whose turn and what to do, the last
// message, and Undo, May I go out? and Go out when they may be played.
func (t *Table) status(v cn.View) table.Status {
	st := table.Status{Text: t.HowToGoOn(t.statusText(v)), Col: table.Ink, Msg: t.Msg, Bad: t.MsgBad, Left: 14}
	if t.Driver.MyTurn() {
		st.Col = table.Gold
	}
	if t.Driver.MyTurn() && v.CanUndo && v.Phase != cn.PhaseAnswer {
		st.Buttons = append(st.Buttons, t.ui.Undo)
	}
	st.Buttons = append(st.Buttons, t.askButtons(v)...)
	if t.legal(cn.GoOut) {
		st.Buttons = append(st.Buttons, t.ui.goOutBtn)
	}
	return st
}

// askButtons are the "May I go out?" buttons, offered only when the viewer
// could go out this turn were the partner to say yes (the engine's
// question): one per partner with six players, each naming whom it asks.
func (t *Table) askButtons(v cn.View) []*widget.Button {
	if !t.legal(cn.Ask) || !v.CanGoOutThisTurn() {
		return nil
	}
	partners := cn.AskOrder(v.Seat, v.Partners(v.Seat), v.Players)
	if len(partners) < 2 {
		t.ui.askBtn.SetText(lang.L("May I go out?"))
		return []*widget.Button{t.ui.askBtn}
	}
	t.ui.askBtn.SetText(table.Named("Ask {{.Name}}: may I go out?", t.Driver.Name(partners[0])))
	t.ui.askOtherBtn.SetText(table.Named("Ask {{.Name}}: may I go out?", t.Driver.Name(partners[1])))
	return []*widget.Button{t.ui.askBtn, t.ui.askOtherBtn}
}

// legal reports whether the viewer may play an action of kind k now.
func (t *Table) legal(k cn.ActionKind) bool {
	if !t.Driver.MyTurn() {
		return false
	}
	for _, a := range t.v.Legal() {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// statusText says whose turn it is and what to do next.
func (t *Table) statusText(v cn.View) string {
	switch v.Phase {
	case cn.PhaseMatchOver:
		return lang.L("The match is over.")
	case cn.PhaseHandOver:
		return lang.L("The hand is over.")
	}
	mv := toMove(v)
	if !t.Driver.MyTurn() {
		if v.Phase == cn.PhaseAnswer {
			return table.Named("{{.Name}} is answering: may the partner go out?", t.Driver.Name(mv))
		}
		return table.Named("{{.Name}} to play.", t.Driver.Name(mv))
	}
	switch v.Phase {
	case cn.PhaseAnswer:
		return lang.L("Your partner asks whether to go out.")
	case cn.PhaseOpen:
		return lang.L("Your turn: open from your hand, or draw from the mazzo.")
	case cn.PhaseDraw:
		return lang.L("Your turn: draw from the mazzo or take the pozzo.")
	}
	switch v.Answer {
	case cn.AnswerYes:
		return lang.L("Your partner said yes: you must go out this turn.")
	case cn.AnswerNo:
		return lang.L("Your partner said no: keep a card.")
	}
	return lang.L("Meld, add to your melds, then discard on the pozzo.")
}

// cardCount is "1 card", "5 cards".
func cardCount(n int) string { return lang.N("{{.N}} cards", n, map[string]any{"N": n}) }
