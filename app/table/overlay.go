package table

import (
	"strings"

	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
)

// Question asks the player to pick one of a few answers shown as cards:
// what a joker stands for, which trump to name.
type Question struct {
	Title   string
	Options []Choice
	Then    func(int) // called with the index of the answer
}

// Choice is one answer: the cards it shows and a caption.
type Choice struct {
	Faces []cards.Face
	Label string
}

// blocker sits under an open panel: it keeps taps and drags from reaching
// the controls below and hands taps to the board, which knows the panel.
// It draws nothing itself: Block dims the table under it.
type blocker struct {
	widget.BaseWidget
	s *Sprites
}

func (b *blocker) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

func (b *blocker) Tapped(ev *fyne.PointEvent) {
	if b.s.Tapped != nil {
		b.s.Tapped(&fyne.PointEvent{Position: ev.Position.Add(b.Position()), AbsolutePosition: ev.AbsolutePosition})
	}
}
func (b *blocker) Dragged(*fyne.DragEvent) {}
func (b *blocker) DragEnd()                {}

// Block covers the whole frame with the blocker and makes it one modal
// hit area: nothing below answers until the panel closes.
func (b *Builder) Block() { b.blockBelow(0) }

// blockBelow is Block for the part of the frame below top: what is above
// stays in plain view and answers (the header's buttons).
func (b *Builder) blockBelow(top float32) {
	if b.blocked {
		return // a screen of its own (MatchOver) covers the table already
	}
	if b.s.block == nil {
		b.s.block = &blocker{s: b.s}
		b.s.block.ExtendBaseWidget(b.s.block)
	}
	size := b.L.Size
	r := Rect{0, top, size.Width, size.Height - top}
	b.Add(b.s.block, r)
	b.Rectangle(r, color.NRGBA{0, 0, 0, 0x90}, 0)
	b.Hit(r, HitModal, 0, 0)
}

// IsBlocker reports whether o is the blocker a dialog lays over the
// table: what was drawn before it, under it, is out of play and covered.
func IsBlocker(o fyne.CanvasObject) bool {
	_, ok := o.(*blocker)
	return ok
}

// Panel draws a centred panel of w × h over a blocker (below PanelTop
// where it fits there) and returns its area: opaque, edged in gold, with
// a shadow under it and a band at its top for its title (panelHead
// high).
func (b *Builder) Panel(w, h float32) Rect {
	size := b.L.Size
	w, h = min(w, size.Width-16), min(h, size.Height-16)
	r := Rect{(size.Width - w) / 2, (size.Height - h) / 2, w, h}
	if room := size.Height - b.PanelTop; b.PanelTop > 0 && h+16 <= room {
		r.Y = b.PanelTop + (room-h)/2
		b.blockBelow(b.PanelTop)
	} else {
		b.Block()
	}
	b.Rectangle(Rect{r.X + 3, r.Y + 6, r.W, r.H}, panelShadow, 16)
	b.Box(r, PanelBg, Gold, 2, 14)
	b.Rectangle(Rect{r.X + 2, r.Y + 2, r.W - 4, panelHead - 2}, PanelHeadBg, 12)
	b.Rectangle(Rect{r.X + 2, r.Y + panelHead/2, r.W - 4, panelHead / 2}, PanelHeadBg, 0)
	b.Rectangle(Rect{r.X + 2, r.Y + panelHead, r.W - 4, 1}, GoldDim, 0)
	b.L.Panel = r
	return r
}

// panelHead is the height of a panel's title band: a title drawn 14 to
// 18 px below the panel's top at up to 22 pt sits in it.
const panelHead = 44

// panelShadow is the shadow under a panel.
var panelShadow = color.NRGBA{0, 0, 0, 0x70}

// Question shows q's answers as cards to tap (HitChoice, N = the
// answer), with cancel in the corner.
func (b *Builder) Question(q *Question, cancel *widget.Button) {
	size := b.L.Size
	ch := Clamp(size.Height*0.2, 90, 150)
	cw := ch * cardart.Aspect
	optW := float32(0)
	for _, o := range q.Options {
		optW = max(optW, float32(len(o.Faces))*(cw+6)+10, TextWidth(o.Label, 14, true)+10)
	}
	w := max(float32(len(q.Options))*(optW+16)+40, TextWidth(q.Title, 18, true)+60)
	r := b.Panel(w, ch+140)
	b.Text(q.Title, r.X+20, r.Y+16, 18, Ink, true)
	x := r.X + (r.W-float32(len(q.Options))*(optW+16)+16)/2
	for i, o := range q.Options {
		or := Rect{x, r.Y + 54, optW, ch + 30}
		b.Box(or, FeltDark, SelBlue, 2, 8)
		cx := x + (optW-float32(len(o.Faces))*(cw+6)+6)/2
		for _, f := range o.Faces {
			b.Card(f, Rect{cx, or.Y + 4, cw, ch})
			cx += cw + 6
		}
		lw := TextWidth(o.Label, 14, true)
		b.Text(o.Label, x+(optW-lw)/2, or.Y+ch+8, 14, Ink, true)
		b.Hit(or, HitChoice, i, 0)
		x += optW + 16
	}
	cs := cancel.MinSize()
	b.Button(cancel, Rect{r.X + r.W - cs.Width - 16, r.Y + r.H - cs.Height - 12, cs.Width, cs.Height})
}

// Cover hides the whole table until the named player confirms who they
// are with confirm (the hot-seat screen between two people).
func (b *Builder) Cover(name string, confirm *widget.Button) {
	b.Block()
	size := b.L.Size
	b.Rectangle(Rect{0, 0, size.Width, size.Height}, CoverBg, 0)
	title := Named("Pass to {{.Name}}", name)
	tw := TextWidth(title, 34, true)
	b.Text(title, (size.Width-tw)/2, size.Height/2-90, 34, Gold, true)
	sub := lang.L("Nobody else should look at the screen.")
	sw := TextWidth(sub, 16, false)
	b.Text(sub, (size.Width-sw)/2, size.Height/2-36, 16, Ink, false)
	confirm.SetText(Named("I am {{.Name}}: show my cards", name))
	bs := confirm.MinSize()
	bw := max(bs.Width+40, 260)
	b.Button(confirm, Rect{(size.Width - bw) / 2, size.Height/2 + 10, bw, bs.Height + 16})
}

// Keys lists a board's keys in a panel: each row a key and what it does.
// In a larger window its text is larger, as the table grows
// (WindowScale). Any key or click closes it (the board's business).
func (b *Builder) Keys(rows [][2]string) {
	k := WindowScale(b.L.Size)
	title, size, line := lang.L("Keys"), 14*k, 22*k
	kw, dw := float32(0), TextWidth(title, 18, true)
	for _, r := range rows {
		kw = max(kw, TextWidth(r[0], size, true))
		dw = max(dw, TextWidth(r[1], size, false))
	}
	p := b.Panel(kw+dw+80*k, 52+float32(len(rows))*line+48*k)
	b.Text(title, p.X+20, p.Y+14, min(18*k, 22), Ink, true)
	y := p.Y + 52
	for _, r := range rows {
		b.Text(r[0], p.X+20*k, y, size, Gold, true)
		b.Text(r[1], p.X+40*k+kw, y, size, Ink, false)
		y += line
	}
	hint := lang.L("Press any key to close.")
	b.Text(hint, p.X+20*k, p.Y+p.H-30*k, 13*k, InkDim, false)
}

// Note shows a short text in a panel, its lines wrapped to the panel's
// width, and below it, smaller and dimmer, an aside ("" for none). Any
// key or click closes it (the board's business).
func (b *Builder) Note(title, text, aside string) {
	size := b.L.Size
	w := min(640, size.Width-40)
	lines := Wrap(text, 15, w-40)
	var small []string
	if aside != "" {
		small = Wrap(aside, 13, w-40)
	}
	const line, smallLine = 22, 18
	p := b.Panel(w, float32(len(lines))*line+float32(len(small))*smallLine+100)
	b.Text(title, p.X+20, p.Y+14, 18, Gold, true)
	y := p.Y + 52
	for _, l := range lines {
		b.Text(l, p.X+20, y, 15, Ink, false)
		y += line
	}
	y += 4
	for _, l := range small {
		b.Text(l, p.X+20, y, 13, InkDim, false)
		y += smallLine
	}
	b.Text(lang.L("Press any key to close."), p.X+20, p.Y+p.H-30, 13, InkDim, false)
}

// Wrap breaks text into lines no wider than w at size (a word wider than
// w keeps a line of its own).
func Wrap(text string, size, w float32) []string {
	var lines []string
	for _, word := range strings.Fields(text) {
		if n := len(lines); n > 0 && TextWidth(lines[n-1]+" "+word, size, false) <= w {
			lines[n-1] += " " + word
		} else {
			lines = append(lines, word)
		}
	}
	return lines
}
