package table

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/match"
)

// Sheet is the score sheet of a match, the same for every game: the
// last hand line by line where the board names its lines (Last), one row
// per finished hand of the engine's Score (what each side scored), the
// running totals, who is out, and rows below the totals (After). It
// shows scores only, never a card.
type Sheet struct {
	Title string
	Line  string // what the totals run toward ("Elimination line: 101 points")
	Score match.Score
	// Names are the seats' names; a side's column is headed by its
	// players' names.
	Names []string
	// HeadColour colours a side's name at the head of its column; nil is
	// Ink.
	HeadColour func(side int) color.Color
	// Head heads the first column ("Hand"); "" for none.
	Head string
	// Last is the last hand line by line; nil for none.
	Last *SheetHand
	// Label describes a finished hand (its index in Score.Hands) for the
	// start of its row: "3 · Anna closed in hand"; nil is its number.
	Label func(hand int) string
	// Cell is what a side's column reads in a hand's row; nil is the
	// side's points.
	Cell func(hand, side int) string
	// Marked reports whether a side's points in a hand are shown as good
	// news (the side that closed, that went out …).
	Marked func(hand, side int) bool
	// After are rows below the totals ("Next opening minimum").
	After []SheetLine
	// Buttons go in the bottom right corner, in order.
	Buttons []*widget.Button
}

// SheetHand is a hand line by line: a head ("Hand 3 · Anna was the
// maker"), its named lines, notes in full sentences (why red threes
// counted against), and the hand's sum.
type SheetHand struct {
	Head  string
	Lines []SheetLine
	Notes []string
	Sum   SheetLine
}

// SheetLine is one named line of the sheet: its label and what each
// side's column reads ("" for nothing); a side marked Bad reads in red.
type SheetLine struct {
	Label string
	Cells []string
	Bad   []bool
}

// SideName is how a side is named: its player, or its partners joined.
func SideName(sc *match.Score, side int, names []string) string {
	var ns []string
	for _, seat := range sc.Sides[side] {
		if seat < len(names) {
			ns = append(ns, names[seat])
		}
	}
	return strings.Join(ns, " & ")
}

// The score sheet's measures.
const (
	sheetRowH   = 24
	sheetMargin = 20
	sheetIndent = 10 // the lines of a hand under its head
)

// sheetGeometry is where the sheet's columns lie, and k how much larger
// than at 800×600 it is drawn (sheetScale).
type sheetGeometry struct {
	x0, labelW, colW, k float32
}

// row is the height of a row of the sheet.
func (g sheetGeometry) row() float32 { return sheetRowH * g.k }

// sheetScale is how much larger than at 800×600 a sheet h high there is
// drawn in a window of size: as much as the table grows (WindowScale),
// so long as it still fits the room below top (PanelTop).
func sheetScale(size fyne.Size, top, h float32) float32 {
	return max(1, min(WindowScale(size), (size.Height-top-16)/h))
}

func (g sheetGeometry) col(side int) float32 { return g.x0 + g.labelW + float32(side)*g.colW }

// label is what hand i's row starts with.
func (s *Sheet) label(i int) string {
	if s.Label == nil {
		return fmt.Sprint(i + 1)
	}
	return s.Label(i)
}

// cell is what side's column reads in hand i's row.
func (s *Sheet) cell(i, side int) string {
	if s.Cell != nil {
		return s.Cell(i, side)
	}
	return fmt.Sprint(s.Score.Hands[i].Points[side])
}

// lines are every named line of the sheet but the hands' rows.
func (s *Sheet) lines() []SheetLine {
	if s.Last == nil {
		return s.After
	}
	return slices.Concat(s.After, s.Last.Lines, []SheetLine{s.Last.Sum})
}

// measure finds the label column's and the sides' columns' widths: what
// the longest label and cell need, at least 200 and 120.
func (s *Sheet) measure() (labelW, colW float32) {
	labelW, colW = 200, 120
	for i, h := range s.Score.Hands {
		labelW = max(labelW, TextWidth(s.label(i), 13, false)+24)
		for side := 0; side < len(s.Score.Sides) && side < len(h.Points); side++ {
			colW = max(colW, TextWidth(s.cell(i, side), 13, false)+24)
		}
	}
	for _, l := range s.lines() {
		labelW = max(labelW, TextWidth(l.Label, 13, true)+24+sheetIndent)
		for _, c := range l.Cells {
			colW = max(colW, TextWidth(c, 13, false)+24)
		}
	}
	for side := range s.Score.Sides {
		colW = max(colW, TextWidth(SideName(&s.Score, side, s.Names), 14, true)+16)
	}
	return labelW, colW
}

// rows is how many rows of the sheet's height the last hand takes.
func (h *SheetHand) rows() int {
	if h == nil {
		return 0
	}
	return len(h.Lines) + len(h.Notes) + 2
}

// Sheet draws the score sheet on a panel, larger in a larger window
// (sheetScale).
func (b *Builder) Sheet(s Sheet) {
	sc := &s.Score
	n := len(sc.Sides)
	// A hand shown line by line has no row of its own until a second.
	hands := len(sc.Hands)
	if s.Last != nil && hands == 1 {
		hands = 0
	}
	h := float32(190) + float32(hands+s.Last.rows()+len(s.After)+2)*sheetRowH
	k := sheetScale(b.L.Size, b.PanelTop, h)
	labelW, colW := s.measure()
	labelW, colW, h = labelW*k, colW*k, h*k
	margin := sheetMargin * k
	colW = max(min(colW, (b.L.Size.Width-16-2*margin-labelW)/float32(max(n, 1))), 80)
	w := max(labelW+2*margin+float32(n)*colW, 520*k, buttonRowWidth(s.Buttons))
	r := b.Panel(w, h)
	g := sheetGeometry{x0: r.X + margin, labelW: labelW, colW: colW, k: k}
	// The title in the panel's head band (Panel), as at 800×600.
	b.Text(s.Title, g.x0, r.Y+16, 22, Gold, true)
	y := r.Y + 50
	b.Text(s.Line, g.x0, y, 14*k, InkDim, false)
	y += 28 * k
	y = b.sheetHeads(&s, g, y)
	y = b.sheetLast(s.Last, g, y, r.W-2*margin)
	// In a window too short for every hand, the latest ones.
	first := len(sc.Hands) - hands
	if r.H < h {
		first = min(len(sc.Hands)-1, first+int((h-r.H+g.row()-1)/g.row()))
	}
	y = b.sheetHands(&s, g, max(first, 0), y)
	y = b.sheetTotals(sc, g, y, r.W-2*margin)
	for _, l := range s.After {
		b.sheetLine(l, g, y, 13*k, InkDim, false)
		y += g.row()
	}
	b.sheetButtons(s.Buttons, r)
}

// sheetHeads draws the heads of the columns: the sides' names.
func (b *Builder) sheetHeads(s *Sheet, g sheetGeometry, y float32) float32 {
	b.Text(s.Head, g.x0, y, 14*g.k, InkDim, true)
	for side := range s.Score.Sides {
		var col color.Color = Ink
		if s.HeadColour != nil {
			col = s.HeadColour(side)
		}
		b.Text(SideName(&s.Score, side, s.Names), g.col(side), y, 14*g.k, col, true)
	}
	return y + g.row()
}

// sheetLast draws the last hand line by line, and returns the y below.
func (b *Builder) sheetLast(h *SheetHand, g sheetGeometry, y, w float32) float32 {
	if h == nil {
		return y
	}
	b.Text(h.Head, g.x0, y, 14*g.k, Gold, true)
	y += g.row()
	for _, l := range h.Lines {
		b.Text(l.Label, g.x0+sheetIndent*g.k, y, 13*g.k, Ink, false)
		b.sheetCells(l, g, y, 13*g.k, Ink, false)
		y += g.row()
	}
	for _, note := range h.Notes {
		// Smaller where three partners' names make it wider than w.
		size := 12 * g.k
		for size > 9 && TextWidth(note, size, false) > w {
			size--
		}
		b.Text(note, g.x0, y, size, InkDim, false)
		y += g.row()
	}
	b.Text(h.Sum.Label, g.x0+sheetIndent*g.k, y, 13*g.k, Gold, true)
	b.sheetCells(h.Sum, g, y, 13*g.k, Gold, true)
	return y + g.row() + 6*g.k
}

// sheetHands draws a row for each hand from first, and returns the y
// below.
func (b *Builder) sheetHands(s *Sheet, g sheetGeometry, first int, y float32) float32 {
	col := Ink
	if s.Last != nil {
		col = InkDim
	}
	for i := first; i < len(s.Score.Hands); i++ {
		b.Text(s.label(i), g.x0, y, 13*g.k, col, false)
		for side := 0; side < len(s.Score.Sides) && side < len(s.Score.Hands[i].Points); side++ {
			c := col
			if s.Marked != nil && s.Marked(i, side) {
				c = GoodGreen
			}
			b.Text(s.cell(i, side), g.col(side), y, 13*g.k, c, false)
		}
		y += g.row()
	}
	return y
}

// sheetTotals draws the running totals under a rule, and returns the y
// below.
func (b *Builder) sheetTotals(sc *match.Score, g sheetGeometry, y, w float32) float32 {
	b.Rectangle(Rect{g.x0, y - 4*g.k, w, 2}, Gold, 0)
	b.Text(lang.L("Total"), g.x0, y+2*g.k, 15*g.k, Gold, true)
	for side := range sc.Sides {
		col, txt := Gold, fmt.Sprint(sc.Totals[side])
		if sc.Out[side] {
			col = BadRed
			txt = lang.L("{{.Points}} (out)", map[string]any{"Points": sc.Totals[side]})
		}
		b.Text(txt, g.col(side), y+2*g.k, 15*g.k, col, true)
	}
	return y + g.row() + 6*g.k
}

// sheetLine draws a line's label and its cells.
func (b *Builder) sheetLine(l SheetLine, g sheetGeometry, y, size float32, col color.NRGBA, bold bool) {
	b.Text(l.Label, g.x0, y, size, col, bold)
	b.sheetCells(l, g, y, size, col, bold)
}

// sheetCells draws a line's cells, a bad one in red.
func (b *Builder) sheetCells(l SheetLine, g sheetGeometry, y, size float32, col color.NRGBA, bold bool) {
	for side, c := range l.Cells {
		cc := col
		if side < len(l.Bad) && l.Bad[side] {
			cc = BadRed
		}
		b.Text(c, g.col(side), y, size, cc, bold)
	}
}

// sheetButtons puts the buttons in the bottom right corner of r, each
// its label's width and 30 more, at least sheetButtonMin; where that row
// is wider than r (four buttons in Italian at 800×600), each only its
// label's width and 12 more.
func (b *Builder) sheetButtons(btns []*widget.Button, r Rect) {
	pad, least := float32(30), float32(sheetButtonMin)
	if buttonRowWidth(btns) > r.W {
		pad, least = 12, 0
	}
	x := r.X + r.W - sheetMargin
	for i := len(btns) - 1; i >= 0; i-- {
		bs := btns[i].MinSize()
		bw := max(bs.Width+pad, least)
		x -= bw
		b.Button(btns[i], Rect{x, r.Y + r.H - bs.Height - 24, bw, bs.Height + 8})
		x -= 12
	}
}
