package table

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2/widget"
)

// Status is the band at the foot of a table: whose turn it is and what
// to do (Text), the last message (Msg: bold red when Bad, else dim) and
// buttons at the right. The message goes beside the text where it fits,
// on a second line where it does not, and is never cut at the window's
// edge: a message too long even for its own line is drawn smaller, then
// shortened with an ellipsis.
type Status struct {
	Text    string
	Col     color.Color // Text's colour
	Msg     string
	Bad     bool
	Left    float32          // where the text starts
	Buttons []*widget.Button // right to left from the band's right edge
}

// The status band's sizes: one line, or two.
const (
	statusLine  = 38
	statusLines = 60
	statusSize  = 15 // Text's size
	msgSize     = 14 // Msg's size
	msgMinSize  = 11
)

// buttonsW is the width the buttons take at the right of the band.
func (s *Status) buttonsW() float32 {
	w := float32(8)
	for _, b := range s.Buttons {
		w += b.MinSize().Width + 8
	}
	return w
}

// twoLines reports whether the message goes on a line of its own in a
// band w wide.
func (s *Status) twoLines(w float32) bool {
	if s.Msg == "" {
		return false
	}
	used := s.Left + TextWidth(s.Text, statusSize, true) + 18 + TextWidth(s.Msg, msgSize, s.Bad)
	return used > w-s.buttonsW()-8
}

// Height is how tall the band must be in a window w wide.
func (s *Status) Height(w float32) float32 {
	if s.twoLines(w) {
		return statusLines
	}
	return statusLine
}

// Status draws s in r (r.H from s.Height).
func (b *Builder) Status(r Rect, s Status) {
	b.Rectangle(r, FeltDark, 0)
	x := r.X + r.W - 8
	for _, w := range s.Buttons {
		bs := w.MinSize()
		x -= bs.Width
		b.Button(w, Rect{x, r.Y + (statusLine-bs.Height)/2, bs.Width, bs.Height})
		x -= 8
	}
	if s.Col == nil {
		s.Col = Ink
	}
	text, size := FitText(s.Text, x-8-r.X-s.Left, statusSize, msgMinSize+1, true)
	b.Text(text, r.X+s.Left, r.Y+9, size, s.Col, true)
	if s.Msg == "" {
		return
	}
	col := InkDim
	if s.Bad {
		col = BadRed
	}
	mx, my, room := r.X+s.Left+TextWidth(text, size, true)+18, r.Y+10, x-8
	if s.twoLines(r.W) {
		mx, my, room = r.X+s.Left, r.Y+statusLine-4, r.X+r.W-8
	}
	msg, msize := FitText(s.Msg, room-mx, msgSize, msgMinSize, s.Bad)
	b.Text(msg, mx, my, msize, col, s.Bad)
}

// FitText fits a line of text into w: at size if it fits, else at the
// largest size down to minSize that fits, else at minSize shortened with
// an ellipsis. It returns the text and its size.
func FitText(s string, w, size, minSize float32, bold bool) (string, float32) {
	for sz := size; sz >= minSize; sz-- {
		if TextWidth(s, sz, bold) <= w {
			return s, sz
		}
	}
	runes := []rune(s)
	for n := len(runes) - 1; n > 0; n-- {
		t := strings.TrimRight(string(runes[:n]), " ") + "…"
		if TextWidth(t, minSize, bold) <= w {
			return t, minSize
		}
	}
	return "…", minSize
}
