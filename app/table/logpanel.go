package table

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// JustLaid outlines the cards a computer has just laid or attached.
var JustLaid = color.NRGBA{0x4f, 0xe3, 0xff, 0xff}

// LogPanel is a board's move log: the button and key that open it, and
// the panel with the hand's lines in a list that scrolls. The board keeps
// one, opens it with Toggle (its button, the M key) and closes it with
// Esc or the panel's Close.
type LogPanel struct {
	// Button opens the move log (put it on the table).
	Button *widget.Button
	// Open says whether the panel is up.
	Open bool

	close   *widget.Button
	lines   *fyne.Container
	scroll  *container.Scroll
	texts   []*canvas.Text
	rows    []*fyne.Container // each text in its row
	indents []*indented       // each row's layout
	shown   int               // the lines in the list, to scroll to the latest when it grows
	size    float32           // the lines' text size (logSize, larger in a larger window)
}

// NewLogPanel makes a board's move log; refresh redraws the board.
func NewLogPanel(refresh func()) *LogPanel {
	p := &LogPanel{lines: container.NewVBox()}
	p.scroll = container.NewVScroll(p.lines)
	p.Button = widget.NewButton(lang.L("Moves"), func() { p.Toggle(); refresh() })
	p.close = widget.NewButton(lang.L("Close"), func() { p.Open = false; refresh() })
	return p
}

// Toggle opens the panel or closes it.
func (p *LogPanel) Toggle() {
	p.Open = !p.Open
	p.shown = -1
}

// MoveLog draws the open log panel with lines, the latest at the bottom
// (scrolled into view when the panel opens or a line is added); in a
// larger window it is wider and its text larger, as the table grows
// (WindowScale).
func (b *Builder) MoveLog(p *LogPanel, lines []LogLine) {
	size := b.L.Size
	k := WindowScale(size)
	p.size = logSize * k
	r := b.Panel(min(720*k, size.Width*0.8), size.Height*0.8)
	b.Text(lang.L("Moves of this hand"), r.X+20, r.Y+14, min(18*k, 22), Gold, true)
	var objs []fyne.CanvasObject
	if len(lines) == 0 {
		objs = append(objs, p.line(0, lang.L("Nothing has happened yet in this hand."), InkDim, 0))
	}
	lw := r.W - 32 - 24 // the list's width, less the scroll bar and the indent
	for _, l := range lines {
		for i, part := range Wrap(l.Text, p.size, lw) {
			objs = append(objs, p.line(len(objs), part, Ink, float32(min(i, 1))*24))
		}
		// A computer's reason, dimmed under its move.
		for _, part := range Wrap(l.Why, p.size, lw) {
			objs = append(objs, p.line(len(objs), part, InkDim, 24))
		}
	}
	p.lines.Objects = objs
	p.lines.Refresh()
	cs := p.close.MinSize()
	sr := Rect{r.X + 16, r.Y + 50, r.W - 32, r.H - 50 - cs.Height - 24}
	b.Add(p.scroll, sr)
	if p.shown != len(lines) {
		p.shown = len(lines)
		// The list takes its new height first: the scroll only moves
		// within its content's size, which it updates only when its own
		// size changes.
		p.lines.Resize(fyne.NewSize(sr.W, max(sr.H, p.lines.MinSize().Height)))
		p.scroll.ScrollToBottom()
	}
	b.Button(p.close, Rect{r.X + r.W - cs.Width - 16, r.Y + r.H - cs.Height - 12, cs.Width, cs.Height})
}

// logSize is the text size of the log's lines.
const logSize = 15

// line is the i-th row of the list, showing s indented by indent (a
// wrapped line's continuation).
func (p *LogPanel) line(i int, s string, col color.Color, indent float32) fyne.CanvasObject {
	if i >= len(p.texts) {
		p.texts = append(p.texts, canvas.NewText("", col))
		p.indents = append(p.indents, &indented{})
		p.rows = append(p.rows, container.New(p.indents[i], p.texts[i]))
	}
	t := p.texts[i]
	if t.Text != s || t.Color != col || t.TextSize != p.size {
		t.Text, t.Color, t.TextSize = s, col, p.size
		t.Refresh()
	}
	p.indents[i].by = indent
	return p.rows[i]
}

// indented lays its one object out shifted right.
type indented struct{ by float32 }

func (l *indented) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(l.by, 0))
	objs[0].Resize(fyne.NewSize(size.Width-l.by, size.Height))
}

func (l *indented) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(m.Width+l.by, m.Height)
}

// Lines are the texts the open panel lists, a wrapped line's parts
// joined again (for tests).
func (p *LogPanel) Lines() []string {
	var out []string
	for i := range p.lines.Objects { // row i shows texts[i]
		if n := len(out); n > 0 && p.indents[i].by > 0 {
			out[n-1] += " " + p.texts[i].Text
			continue
		}
		out = append(out, p.texts[i].Text)
	}
	return out
}

// Since draws the "since your last turn" summary as a banner over the
// others' seats (the strips Strips drew; on a table without them, with
// its bottom at y): it tells what those players did and covers none of
// the melds, the piles or the hand. It blocks nothing (no hit area).
// The title heads a column of its own; each line is a seat's turn, and a
// long one wraps, its further rows indented so each turn's start stands
// out. The text gets smaller (from 14, larger in a larger window, as the
// table grows: WindowScale, down to 11) to fit the strips' height;
// only where even that does not fit does the banner reach below them.
// Nothing is drawn when lines is empty (Driver.Since).
func (b *Builder) Since(lines []LogLine, y float32) {
	if len(lines) == 0 {
		return
	}
	area := b.strips
	if area.W == 0 {
		area = Rect{8, y, b.L.Size.Width - 16, 0}
	}
	title := lang.L("Since your last turn")
	var rows []sinceRow
	size := float32(int(14 * WindowScale(b.L.Size)))
	for ; ; size-- {
		rows = sinceRows(lines, size, area.W-32-TextWidth(title, size, true)-16)
		if size <= 11 || sinceHeight(len(rows), size) <= area.H {
			break
		}
	}
	r := Rect{area.X, area.Y, area.W, max(area.H, sinceHeight(len(rows), size))}
	if b.strips.W == 0 {
		r.Y = max(0, y-r.H)
	}
	b.L.Banner, b.L.bannerAt = r, len(b.L.Objects)
	b.Box(r, PanelBg, JustLaid, 1.5, 10)
	x := r.X + 16 + TextWidth(title, size, true) + 16
	b.Text(title, r.X+16, r.Y+8, size, Gold, true)
	ty := r.Y + 8
	for _, rw := range rows {
		b.Text(rw.text, x+rw.x, ty, size, Ink, false)
		ty += size + 5
	}
}

// sinceRow is a row of the summary: its text and its indent.
type sinceRow struct {
	text string
	x    float32
}

// sinceRows wraps the summary's lines to w at size, a line's further
// rows indented.
func sinceRows(lines []LogLine, size, w float32) []sinceRow {
	const indent = 16
	var rows []sinceRow
	for _, l := range lines {
		for i, part := range Wrap(l.Text, size, w-indent) {
			rows = append(rows, sinceRow{part, float32(min(i, 1)) * indent})
		}
	}
	return rows
}

// sinceHeight is the summary's height for n rows at size.
func sinceHeight(n int, size float32) float32 { return float32(n)*(size+5) + 14 }
