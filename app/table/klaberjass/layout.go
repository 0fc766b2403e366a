package klaberjass

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

type rect = table.Rect

// The board's hit areas.
const (
	hitHandCard = table.HitBoard + iota
	hitHandArea
	hitTrick
)

// layout is the last computed geometry.
type layout struct {
	table.Layout
	handR  rect
	trickR rect
	seatR  map[int]rect // the other seat's strip
	pileR  [2]rect      // each seat's tricks won
	slotR  [2]rect      // where each seat's card of the trick lies
	stockR rect
	titleR rect // the title in the header
	badgeR rect // the trump badge beside it (zero without trumps)
}

// badgeGap is the room between the title and the trump badge: the
// badge's gold frame close to the title's last word reads as crowded.
const badgeGap = 28

// widgets are the board's controls, made once.
type widgets struct {
	*table.Buttons
	lastBtn, cancelAsk, closeLast *widget.Button
	// bar holds the buttons of the actions offered now, made as needed.
	bar []*widget.Button
}

func (t *Table) makeWidgets() {
	u := &t.ui
	u.Buttons = t.Core.Buttons
	u.lastBtn = widget.NewButton(lang.L("Last trick"), func() { t.lastTrick = !t.lastTrick; t.Refresh() })
	u.cancelAsk = widget.NewButton(lang.L("Cancel"), func() { t.Question = nil; t.Refresh() })
	u.closeLast = widget.NewButton(lang.L("Close"), func() { t.lastTrick = false; t.Refresh() })
}

// CreateRenderer returns the table's renderer (the core's, with its
// MinSize).
func (t *Table) CreateRenderer() fyne.WidgetRenderer {
	return t.Renderer(t, &t.lay.Layout, t.build)
}

// build lays the whole table out for size.
func (t *Table) build(b *table.Builder, size fyne.Size) {
	t.lay.seatR = map[int]rect{}
	v := t.v
	status := t.status(v)
	hdr, st := table.Bands(size, status)
	W, H := size.Width, size.Height
	const pad = 8
	barH := float32(44)
	hc := table.HandHeight(size, 126, t.cfg.CardScale)
	if showsSequences(v) {
		// The winning sequences are shown in the bar's band: cards a
		// player can read, half the hand's height.
		barH = max(barH, hc*0.5)
	}
	raise := hc * 0.12
	handTop := st.Y - hc - raise - pad
	barTop := handTop - barH - 4
	oppTop := hdr.H + 2
	// The other player's band grows with the window as the cards do.
	oppH := table.Clamp(H*0.15, 74, 130*table.WindowScale(size))
	midTop := oppTop + oppH + pad
	midBottom := barTop - pad

	t.buildHeader(b, v, hdr)
	t.buildOpponent(b, v, table.R(pad, oppTop, W-2*pad, oppH))
	t.buildMiddle(b, v, table.R(pad, midTop, W-2*pad, midBottom-midTop), hc)
	t.buildShown(b, v, table.R(pad, barTop, W-2*pad, barH))
	t.HandOrHidden(b, pad*2, handTop+hc/2, func() {
		t.buildBar(b, v, table.R(pad, barTop, W-2*pad, barH))
		t.buildHand(b, v, table.R(pad, handTop, W-2*pad, hc+raise+pad), hc, raise)
	})
	b.Status(st, status)
	b.BuildFlights()
	if t.Carry != nil && !t.Carry.Dead {
		b.Drag(t.Carry.Drag)
	}
	t.buildOverlays(b, v, size)
}

// buildHeader draws the title, the trump badge and the buttons.
func (t *Table) buildHeader(b *table.Builder, v kj.View, r rect) {
	x := t.Header(b, r, t.hintTurn(), t.headerButton(v))
	badge := float32(0)
	if v.HasTrump {
		badge = r.H + 4 + table.TextWidth(t.trumpText(v, false), 14, true) + 10 + badgeGap
	}
	// The deal number, when there is room beside the trump badge.
	title := t.WithDeal(lang.L("Klaberjass · hand {{.Hand}} · to {{.Target}}", map[string]any{"Hand": v.HandNo, "Target": v.Rules.TargetScore}), x-8-12-badge)
	size := float32(16)
	if suit := badgeGap + r.H - 4; v.HasTrump && 12+table.TextWidth(title, size, true)+suit > x-8 {
		// A smaller title leaves room for the badge's suit: 14 points,
		// down to 12 and then shortened where the header's buttons take
		// more (between two hands, to a high target).
		title, size = table.FitText(title, x-8-12-suit, 14, 12, true)
	}
	o := b.Text(title, 12, r.Y+10+(16-size)/2, size, table.Ink, true)
	tw := o.MinSize().Width
	t.lay.titleR, t.lay.badgeR = table.R(12, o.Position().Y, tw, o.MinSize().Height), rect{}
	if v.HasTrump {
		bx := 12 + tw + badgeGap
		t.lay.badgeR = t.trumpBadge(b, v, bx, r.Y+5, r.H-10, x-8-bx)
	}
}

// headerButton is the board's own button in the header: between two
// hands "Deal the next hand" (the core's NextButton; an annulled deal's
// panel has its own), else "Last trick" once there is one. Between two
// hands the last trick lies face up in the middle as it fell (and L
// still shows it), so the next hand's button takes its place: at
// 800×600 there is no room for both beside the title and the trump
// badge.
func (t *Table) headerButton(v kj.View) *widget.Button {
	if next := t.NextButton(); next != nil {
		if v.Result != nil && v.Result.Annulled {
			return nil
		}
		return next
	}
	if v.LastTrick != nil {
		return t.ui.lastBtn
	}
	return nil
}

// trumpText is what the trump badge says, with the maker or without.
func (t *Table) trumpText(v kj.View, maker bool) string {
	s := lang.L("Trumps: {{.Suit}}", map[string]any{"Suit": table.SuitName(v.Trump)})
	if maker {
		s += " · " + table.Named("maker: {{.Name}}", t.Driver.Name(v.Maker))
	}
	return s
}

// trumpBadge shows the trump suit and who is the maker, and says where.
func (t *Table) trumpBadge(b *table.Builder, v kj.View, x, y, h, room float32) rect {
	full := t.trumpText(v, true)
	if h+12+table.TextWidth(full, 14, true)+10 > room {
		full = t.trumpText(v, false)
	}
	w := h + 12 + table.TextWidth(full, 14, true) + 10
	if w > room {
		full, w = "", h+6 // the suit alone
	}
	b.Box(table.R(x, y, w, h), color.NRGBA{0xff, 0xf6, 0xd0, 0xff}, table.Gold, 2, 8)
	b.Image(cardart.PipResource(v.Trump, t.cfg.Style), table.R(x+6, y+3, h-6, h-6))
	b.Text(full, x+h+8, y+(h-18)/2, 14, color.NRGBA{0x20, 0x20, 0x20, 0xff}, true)
	return table.R(x, y, w, h)
}

// buildOpponent draws the other seat: name, points, hand size.
func (t *Table) buildOpponent(b *table.Builder, v kj.View, r rect) {
	toMove := -1
	if v.Phase != kj.PhaseHandOver && v.Phase != kj.PhaseMatchOver {
		toMove = v.ToMove
	}
	var strips []table.Strip
	for _, s := range table.Others(2, t.Driver.Viewer()) {
		st := table.Strip{Seat: s, Name: t.Driver.Name(s), Cards: v.HandSizes[s]}
		st.Info = lang.L("{{.Points}} pts", map[string]any{"Points": v.Scores[s]})
		if t.Driver.Viewer() < 0 {
			// Nobody's hand is shown: both seats are strips.
			strips = append(strips, st)
			continue
		}
		if s == toMove {
			st.Status = lang.L("to play")
			if t.Driver.Thinking() {
				st.Status = lang.L("thinking…")
			}
		}
		strips = append(strips, st)
	}
	if t.Driver.Viewer() < 0 {
		strips = strips[:0]
		for s := 0; s < 2; s++ {
			st := table.Strip{Seat: s, Name: t.Driver.Name(s), Cards: v.HandSizes[s],
				Info: lang.L("{{.Points}} pts", map[string]any{"Points": v.Scores[s]})}
			if s == toMove && t.Driver.Thinking() {
				st.Status = lang.L("thinking…")
			}
			strips = append(strips, st)
		}
	}
	t.lay.seatR = b.Strips(r, strips, toMove)
}

// buildMiddle draws the stock and the turn-up, the trick, the tricks won,
// and what was said.
func (t *Table) buildMiddle(b *table.Builder, v kj.View, r rect, hc float32) {
	l := &t.lay
	b.Rectangle(r, table.FeltDark, 12)
	// The cards in the middle are as large as the hand's where there is
	// room: a card played keeps its size (and its artwork, drawn once per
	// size), and a large window has large cards in the middle too.
	ch := min(hc, max(r.H-56, 60))
	cw := ch * cardart.Aspect
	y := r.Y + 26

	// The stock, the turn-up beside it, the bottom card.
	x := r.X + 14
	b.Text(lang.L("Stock"), x, r.Y+4, 13, table.InkDim, true)
	stock := table.R(x, y, cw, ch)
	l.stockR = stock
	b.Stock(stock, v.StockSize)
	if v.StockSize > 0 {
		b.Text(fmt.Sprint(v.StockSize), x, y+ch+4, 13, table.Ink, true)
	}
	x += cw + 14
	if v.HasUpcard {
		b.Text(lang.L("Turn-up"), x, r.Y+4, 13, table.InkDim, true)
		b.Face(v.Upcard, table.R(x, y, cw, ch))
		x += cw + 14
	}
	if v.HasBottom {
		b.Text(lang.L("Bottom card"), x, r.Y+4, 13, table.InkDim, true)
		b.Face(v.Bottom, table.R(x, y, cw*0.8, ch*0.8))
		x += cw*0.8 + 14
	}
	left := x

	// The tricks won, right.
	pw := max(table.TextWidth(lang.L("Tricks: {{.N}} · points: {{.Points}}", map[string]any{"N": 9, "Points": 162}), 13, false)+16, cw*0.7+16)
	px := r.X + r.W - pw - 8
	for i, s := range t.seatsTopDown() {
		py := r.Y + 6 + float32(i)*(r.H/2)
		pr := table.R(px, py, pw, r.H/2-10)
		l.pileR[s] = pr
		b.Text(t.Driver.Name(s)+" · "+lang.L("{{.Points}} pts", map[string]any{"Points": v.Scores[s]}), px, py, 13, table.Ink, true)
		n := v.Tricks[s]
		pts := 0
		if v.HasTrump {
			pts = kj.SetPoints(kj.SetOf(v.Won[s]), v.Trump)
		}
		b.Text(lang.L("Tricks: {{.N}} · points: {{.Points}}", map[string]any{"N": n, "Points": pts}), px, py+18, 13, table.InkDim, false)
		sh := table.Clamp(pr.H-44, 20, ch*0.6)
		for k := 0; k < min(n, 4); k++ {
			b.Back(table.R(px+float32(k)*3, py+38+float32(k)*2, sh*cardart.Aspect, sh))
		}
	}

	// The trick (or the bidding and the declarations), centre.
	tr := table.R(left+8, r.Y+4, px-left-16, r.H-8)
	l.trickR = tr
	b.Hit(tr, hitTrick, 0, 0)
	t.buildTrick(b, v, tr, cw, ch)
}

// seatsTopDown is the other seat then the viewer (seat 1 then 0 when
// nobody's hand is shown).
func (t *Table) seatsTopDown() [2]int {
	me := t.Driver.Viewer()
	if me < 0 {
		me = 0
	}
	return [2]int{1 - me, me}
}

// buildTrick draws the trick in the middle, or what the bidding or the
// declarations are about.
func (t *Table) buildTrick(b *table.Builder, v kj.View, r rect, cw, ch float32) {
	l := &t.lay
	top := t.seatsTopDown()
	th := ch
	if th > r.H-26 {
		th = ch * 0.9
	}
	tw := th * cardart.Aspect
	cx := r.X + r.W/2
	// Two slots, the other seat's above left (its name over it), the
	// viewer's below right (its name beside it).
	l.slotR[top[0]] = table.R(cx-tw-6, r.Y+22, tw, th)
	l.slotR[top[1]] = table.R(cx+6, r.Y+r.H-th-2, tw, th)
	if t.Carry != nil && !t.Carry.Dead && r.Has(t.Carry.Pos) {
		b.Outline(l.slotR[top[1]], table.GoodGreen, 3, 6)
	}
	trick, done := v.Trick, false
	if len(trick) == 0 && v.LastTrick != nil {
		// The last trick stays in view until the next lead (shaded), and
		// at the hand's end as it fell: how the hand ended.
		trick, done = v.LastTrick, true
	}
	for i, p := range trick {
		o := b.Face(p.Card, l.slotR[p.Seat])
		if done && v.Phase == kj.PhasePlay {
			o.SetShaded(true)
		}
		// "led" only while the trick is played: over the last trick,
		// kept in view until the next lead, it would be stale.
		cap := table.Named("{{.Name}} led", t.Driver.Name(p.Seat))
		if i > 0 || done {
			cap = t.Driver.Name(p.Seat)
		}
		sr := l.slotR[p.Seat]
		if p.Seat == top[0] {
			b.Text(cap, sr.X, sr.Y-19, 13, table.Ink, true)
		} else {
			b.Text(cap, sr.X+sr.W+8, sr.Y+sr.H-22, 13, table.Ink, true)
		}
	}
	if done {
		// Who won, under the other seat's card, ending at its right edge.
		s := table.Named("{{.Name}} won the trick", t.Driver.Name(v.LastWinner))
		sr := l.slotR[top[0]]
		b.Text(s, max(r.X+4, sr.X+sr.W-table.TextWidth(s, 14, true)), sr.Y+sr.H+4, 14, table.Gold, true)
	}
	// The words of the bidding (the declarations are said on the status
	// line).
	var words []string
	if v.Phase == kj.PhaseBid || v.Phase == kj.PhaseAnswer {
		words = t.talk
	}
	wy := r.Y + 4
	for _, w := range words[max(0, len(words)-4):] {
		b.Text(w, r.X+8, wy, 14, table.Ink, false)
		wy += 20
	}
}

// showsSequences reports whether the winning sequences are on show:
// while the second trick is played.
func showsSequences(v kj.View) bool {
	return len(v.Shown) > 0 && v.SeqWinner >= 0 && len(v.History) < 4 && v.Phase == kj.PhasePlay
}

// buildShown lays the winning sequences face up in the band above the
// hand while the second trick is played (the bar is empty then).
func (t *Table) buildShown(b *table.Builder, v kj.View, r rect) {
	if !showsSequences(v) {
		return
	}
	s := lang.L("{{.Name}}'s sequences:", map[string]any{"Name": t.Driver.Name(v.SeqWinner)})
	b.Text(s, r.X+4, r.Y+(r.H-18)/2, 14, table.Gold, true)
	sh := r.H - 4
	sw := sh * cardart.Aspect
	x := r.X + 4 + table.TextWidth(s, 14, true) + 12
	for _, c := range v.Shown {
		b.Card(c.Face(), table.R(x, r.Y+2, sw, sh))
		x += sw + 3
	}
}

// buildBar draws the buttons of the actions offered now (bids, answer,
// exchange, declaration), each from the engine's Legal.
func (t *Table) buildBar(b *table.Builder, v kj.View, r rect) {
	acts := t.barActions()
	x := r.X
	for i, a := range acts {
		for len(t.ui.bar) <= i {
			t.ui.bar = append(t.ui.bar, widget.NewButton("", nil))
		}
		btn := t.ui.bar[i]
		a := a
		btn.OnTapped = func() { t.barAct(a) }
		btn.Importance = widget.MediumImportance
		if a.Kind == kj.Take || a.Kind == kj.Name || a.Kind == kj.Exchange || a.Kind == kj.Declare || (a.Kind == kj.Answer && a.Play) {
			btn.Importance = widget.HighImportance
		}
		btn.SetText(fmt.Sprintf("%d  %s", i+1, actionLabel(a, v))) // refreshes it
		s := btn.MinSize()
		bw := max(s.Width+16, 96)
		b.Button(btn, table.R(x, r.Y+(r.H-s.Height)/2, bw, s.Height))
		x += bw + 8
	}
	if hint := t.barHint(v, acts); hint != "" {
		b.Text(hint, x+8, r.Y+(r.H-18)/2, 14, table.Gold, true)
	}
}

// barActions are the actions the bar offers now.
func (t *Table) barActions() []kj.Action {
	var out []kj.Action
	for _, a := range t.legal() {
		switch a.Kind {
		case kj.Take, kj.Pass, kj.Schmeiss, kj.Name, kj.Answer, kj.Exchange, kj.Declare:
			out = append(out, a)
		}
	}
	return out
}

// barAct plays a bar action.
func (t *Table) barAct(a kj.Action) { t.act(a) }

// barHint says what the bar is about.
func (t *Table) barHint(v kj.View, acts []kj.Action) string {
	for _, a := range acts {
		switch a.Kind {
		case kj.Declare:
			return t.declareHint(v)
		case kj.Exchange:
			return lang.L("You hold the seven of trumps: exchange it for the turn-up?")
		case kj.Answer:
			return table.Named("{{.Name}} offers the schmeiss: play or annul?", t.Driver.Name(v.Schmeisser))
		}
	}
	return ""
}

// declareHint names the sequences the viewer may declare and their worth.
func (t *Table) declareHint(v kj.View) string {
	ms := kj.Melds(kj.SetOf(v.Hand), &v.Rules)
	best := 0
	for _, m := range ms {
		best = max(best, m.Value)
	}
	return lang.L("You may declare {{.N}} (best worth {{.Value}}).", map[string]any{"N": meldsText(ms), "Value": best})
}

// meldsText lists melds as "K Q J ♥, 10 9 8 7 ♠".
func meldsText(ms []kj.Meld) string {
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += ", "
		}
		for j, c := range m.Cards {
			if j > 0 {
				s += " "
			}
			s += c.Rank().String()
		}
		s += " " + table.SuitName(m.Cards[0].Suit())
	}
	return s
}

// buildHand draws the viewer's hand; cards that may not be played now are
// dimmed.
func (t *Table) buildHand(b *table.Builder, v kj.View, r rect, hc, raise float32) {
	t.lay.handR = r
	cw := hc * cardart.Aspect
	mine := t.Driver.MyTurn()
	var ok kj.Set // the cards the engine lets the viewer play now
	if mine {
		ok = v.Playable()
	}
	playing := ok != 0
	b.HandArea(r, mine, hitHandArea)
	var shown []cards.Card
	for _, c := range t.order {
		if t.Carry == nil || !t.Carry.Carries(c) {
			shown = append(shown, c)
		}
	}
	xs, step := table.FanX(r.X, r.W, len(shown), cw, -1)
	for i, c := range shown {
		y := r.Y + raise
		if playing && ok.Has(c) {
			y = r.Y + raise*0.4
		}
		cr := table.R(xs[i], y, cw, hc)
		o := b.Face(c, cr)
		if playing && !ok.Has(c) {
			o.SetShaded(true)
		}
		switch {
		case t.Hint.Names(c):
			o.SetMark(table.HintMark)
		case t.Keyboard && i == t.cursor && mine:
			o.SetMark(table.CursorMark)
		}
		hr := cr
		if i < len(shown)-1 {
			hr.W = step
		}
		b.Hit(table.R(hr.X, r.Y, hr.W, r.H), hitHandCard, i, c)
	}
}

// status is the bottom line: whose turn and what to do, and the last
// message.
func (t *Table) status(v kj.View) table.Status {
	st := table.Status{Text: t.statusText(v), Col: table.Ink, Msg: t.Msg, Bad: t.MsgBad, Left: 12}
	if t.Driver.MyTurn() {
		st.Col = table.Gold
	}
	return st
}

// statusText says whose turn it is and what to do.
func (t *Table) statusText(v kj.View) string {
	switch v.Phase {
	case kj.PhaseMatchOver:
		if v.Winner < 0 {
			return lang.L("The match is drawn.")
		}
		return table.Named("{{.Name}} wins the match!", t.Driver.Name(v.Winner))
	case kj.PhaseHandOver:
		if v.Result != nil && v.Result.Annulled {
			return lang.L("The deal is annulled.")
		}
		return t.HowToGoOn(lang.L("The hand is over."))
	}
	if t.Driver.Cover() >= 0 {
		return table.Named("Waiting for {{.Name}}.", t.Driver.Name(t.Driver.Cover()))
	}
	if !t.Driver.MyTurn() {
		seat := v.ToMove
		if t.Driver.Human(seat) {
			return table.Named("{{.Name}} to play.", t.Driver.Name(seat))
		}
		return table.Named("{{.Name}} is playing…", t.Driver.Name(seat))
	}
	switch {
	case v.Phase == kj.PhaseAnswer:
		return lang.L("Your turn: answer the schmeiss.")
	case v.Phase == kj.PhaseBid && v.MustName:
		return lang.L("Your turn: name the trump suit.")
	case v.Phase == kj.PhaseBid && v.Round == 1:
		return lang.L("Your turn: take the turn-up suit as trumps, or pass.")
	case v.Phase == kj.PhaseBid:
		return lang.L("Your turn: name another suit as trumps, or pass.")
	case len(v.Trick) == 1:
		return lang.L("Your turn: play a card to the trick.")
	}
	return lang.L("Your turn: lead a card.")
}

// suitSymbol is a suit's sign.
func suitSymbol(s cards.Suit) string {
	return [cards.NumSuits]string{cards.Spades: "♠", cards.Hearts: "♥", cards.Diamonds: "♦", cards.Clubs: "♣"}[s]
}

// actionLabel is a bar action as its button says it.
func actionLabel(a kj.Action, v kj.View) string {
	switch a.Kind {
	case kj.Take:
		return lang.L("Accept {{.Suit}}", map[string]any{"Suit": table.SuitName(v.Upcard.Suit())})
	case kj.Pass:
		return lang.L("Pass")
	case kj.Schmeiss:
		return lang.L("Schmeiss")
	case kj.Name:
		return table.Sentence(table.SuitName(a.Suit)) // a button's word opens with a capital
	case kj.Answer:
		if a.Play {
			return lang.L("Let's play")
		}
		return lang.L("Redeal")
	case kj.Exchange:
		return lang.L("Exchange the dix")
	case kj.Declare:
		return lang.L("Declare")
	}
	return a.String()
}
