package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/gamedef"
)

// The review's table: its cards as large as its pane's height lets
// every row show (up to a ninth of the window's height, 110 px at
// most), on the narrowest width that holds them (between reviewMinSplit
// and reviewSplit of the window), the moves beside taking the rest. A
// table too full for its pane even with the smallest cards that still
// read (a Canasta hand's end at 800×600) scrolls.
const (
	reviewMinSplit = 0.3
	reviewMinCard  = 50 // px, a card's height at the smallest
)

// fit chooses the card size and the table's width for sp and moves the
// split to it: the largest cards at which sp fits the pane's height, the
// narrowest width at which it still does with no fan closed up more
// than at the widest.
func (v *reviewScreen) fit(sp gamedef.Spread) {
	win := v.s.Win.Canvas().Size()
	pad := theme.Padding()
	paneH := v.table.Size().Height
	if paneH <= 0 {
		paneH = win.Height * 0.6 // before the first layout
	}
	v.paneH = paneH
	maxW := win.Width*reviewSplit - 4*pad
	minW := win.Width*reviewMinSplit - 4*pad
	lh := widget.NewLabel(v.r.names[0]).MinSize().Height
	titles := make([]float32, len(sp.Rows)) // the titles' widths, 0 for none
	for i, text := range v.rowTitles(sp.Rows) {
		if text != "" {
			titles[i] = widget.NewLabel(text).MinSize().Width
		}
	}
	top := min(max(win.Height/9, 54), 110)
	h := top
	for h > reviewMinCard && spreadHeight(sp, titles, h, maxW, lh) > paneH {
		h -= 2
	}
	w := maxW
	for next := w - 8; next >= minW && spreadHeight(sp, titles, h, next, lh) <= paneH && !closesUp(sp, h, next, maxW); next -= 8 {
		w = next
	}
	v.card, v.tableW = fyne.NewSize(h*5/7, h), w
	if v.split != nil && win.Width > 0 {
		v.split.SetOffset(float64((w + 4*pad) / win.Width))
	}
}

// closesUp reports whether some fan of sp is closer at width w than at
// the widest.
func closesUp(sp gamedef.Spread, h, w, widest float32) bool {
	cw := h * 5 / 7
	for _, n := range fanLengths(sp) {
		a, _ := fanWidth(n, cw, w)
		b, _ := fanWidth(n, cw, widest)
		if a < b {
			return true
		}
	}
	return false
}

// fanLengths are the lengths of sp's fans: the hands, then the rows.
func fanLengths(sp gamedef.Spread) []int {
	var out []int
	for _, hand := range sp.Hands {
		out = append(out, len(hand))
	}
	for _, row := range sp.Rows {
		out = append(out, len(row.Cards))
	}
	return out
}

// spreadHeight is the height sp takes with cards h tall on a table w
// wide (as spreadObjects lays it out: the hands one under the other,
// the rows flowing), titles lh tall and titleW wide.
func spreadHeight(sp gamedef.Spread, titleW []float32, h, w, lh float32) float32 {
	pad := theme.Padding()
	cw := h * 5 / 7
	var total float32
	for _, hand := range sp.Hands {
		total += lh + pad
		if len(hand) > 0 {
			total += h + pad
		}
	}
	var x, rowH, flowH float32
	for i, row := range sp.Rows {
		iw, _ := fanWidth(len(row.Cards), cw, w)
		iw = max(iw, titleW[i])
		if x > 0 && x+iw > w {
			flowH += rowH + pad
			x, rowH = 0, 0
		}
		x += iw + pad
		rowH = max(rowH, lh+pad+h)
	}
	return total + flowH + rowH
}

// paneWatch lays its one object over its whole size and tells sized
// when that size changes (the review's table fits itself to its pane).
type paneWatch struct {
	sized func(fyne.Size)
	last  fyne.Size
}

func (p *paneWatch) MinSize(objects []fyne.CanvasObject) fyne.Size { return objects[0].MinSize() }

func (p *paneWatch) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Resize(size)
	objects[0].Move(fyne.NewPos(0, 0))
	if size != p.last {
		p.last = size
		if p.sized != nil {
			p.sized(size)
		}
	}
}

// paneSized fits the table again when its pane's height changed; a
// judge at work gives way to the frames that draw the pane anew.
func (v *reviewScreen) paneSized(size fyne.Size) {
	v.giveWay()
	if size.Height != v.paneH {
		fyne.Do(func() { v.show(v.step) })
	}
}

// heldHeight stacks the texts under the moves as a VBox does, but its
// height only grows while the width stays: the summary and the figures
// change with every batch judged, and a line more or less would change
// the pane above, fit the table again and lay out every line of the
// moves, a frame of 50 to 100 ms at 1920x1080. A new width starts over.
type heldHeight struct {
	width, height float32
}

func (h *heldHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := layout.NewVBoxLayout().MinSize(objects)
	h.height = max(h.height, s.Height)
	s.Height = h.height
	return s
}

func (h *heldHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if size.Width != h.width {
		h.width, h.height = size.Width, 0
	}
	layout.NewVBoxLayout().Layout(objects, size)
}
