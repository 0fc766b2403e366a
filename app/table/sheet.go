package table

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/match"
)

// Sheet is the score sheet of a match: one row per finished hand of the
// engine's Score (what each side scored), the running totals, and who is
// out. It shows scores only, never a card.
type Sheet struct {
	Title string
	Line  string // what the totals run toward ("Elimination line: 101 points")
	Score match.Score
	// Names are the seats' names; a side's column is headed by its
	// players' names.
	Names []string
	// Label describes a finished hand (its index in Score.Hands) for the
	// start of its row: "3 · Anna closed in hand".
	Label func(hand int) string
	// Marked reports whether a side's points in a hand are shown as good
	// news (the side that closed, that went out …).
	Marked func(hand, side int) bool
	// Buttons go in the bottom right corner, in order.
	Buttons []*widget.Button
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

// Sheet draws the score sheet on a panel.
func (b *Builder) Sheet(s Sheet) {
	sc := &s.Score
	n := len(sc.Sides)
	label := func(i int) string {
		if s.Label == nil {
			return fmt.Sprint(i + 1)
		}
		return s.Label(i)
	}
	rowH := float32(26)
	labelW := float32(200)
	for i := range sc.Hands {
		labelW = max(labelW, TextWidth(label(i), 13, false)+24)
	}
	w := max(labelW+40+float32(n*120), 520, 40+float32(len(s.Buttons))*172)
	h := float32(200) + float32(len(sc.Hands)+2)*rowH
	r := b.Panel(w, h)
	x0, y := r.X+20, r.Y+16

	b.Text(s.Title, x0, y, 22, Gold, true)
	y += 34
	b.Text(s.Line, x0, y, 14, InkDim, false)
	y += 28

	colW := (r.W - 40 - labelW) / float32(max(n, 1))
	colX := func(side int) float32 { return x0 + labelW + float32(side)*colW }
	b.Text(lang.L("Hand"), x0, y, 14, InkDim, true)
	for side := range n {
		b.Text(SideName(sc, side, s.Names), colX(side), y, 14, Ink, true)
	}
	y += rowH
	// In a window too short for every hand, the latest ones.
	first := 0
	if r.H < h {
		first = min(len(sc.Hands), int((h-r.H+rowH-1)/rowH))
	}
	for i := first; i < len(sc.Hands); i++ {
		hs := sc.Hands[i]
		b.Text(label(i), x0, y, 13, Ink, false)
		for side := 0; side < n && side < len(hs.Points); side++ {
			col := Ink
			if s.Marked != nil && s.Marked(i, side) {
				col = GoodGreen
			}
			b.Text(fmt.Sprint(hs.Points[side]), colX(side), y, 13, col, false)
		}
		y += rowH
	}
	b.Rectangle(Rect{x0, y - 4, r.W - 40, 2}, Gold, 0)
	b.Text(lang.L("Total"), x0, y+2, 14, Gold, true)
	for side := range n {
		col, txt := Ink, fmt.Sprint(sc.Totals[side])
		if sc.Out[side] {
			col = BadRed
			txt = lang.L("{{.Points}} (out)", map[string]any{"Points": sc.Totals[side]})
		}
		b.Text(txt, colX(side), y+2, 14, col, true)
	}

	x := r.X + r.W - 20
	for i := len(s.Buttons) - 1; i >= 0; i-- {
		bs := s.Buttons[i].MinSize()
		bw := max(bs.Width+30, 160)
		x -= bw
		b.Button(s.Buttons[i], Rect{x, r.Y + r.H - bs.Height - 24, bw, bs.Height + 8})
		x -= 12
	}
}
