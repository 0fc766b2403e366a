package table

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/match"
)

// What every board's frame has besides its own areas: the header and
// the status line, the stock, the viewer's hand's area, the buttons of
// the groups staged beside it, and the panels of the core over the
// table. A computer's cards fly from its seat in flights.go.

// HeaderHeight is how high a board's header band is.
const HeaderHeight = 40

// Bands are the places of the two bands every board's frame of size
// has: the header along its top, HeaderHeight high, and the status line
// s along its bottom, as high as s needs at this width.
func Bands(size fyne.Size, s Status) (header, status Rect) {
	h := s.Height(size.Width)
	return R(0, 0, size.Width, HeaderHeight), R(0, size.Height-h, size.Width, h)
}

// Header draws the header's band r and its buttons along its right,
// right to left, 8 apart: leave (where the app offers it), the score
// sheet, the move log, the board's own (mine, each where it is not nil:
// NextButton's among them) and the hint where hint is true (showing
// whether it thinks). It returns the x where the buttons begin, for the
// title on their left.
func (c *Core[V, A]) Header(b *Builder, r Rect, hint bool, mine ...*widget.Button) float32 {
	b.Rectangle(r, FeltDark, 0)
	var row []*widget.Button
	if c.Setup.OnLeave != nil {
		row = append(row, c.Buttons.Leave)
	}
	row = append(row, c.Buttons.Sheet, c.Log.Button)
	for _, w := range mine {
		if w != nil {
			row = append(row, w)
		}
	}
	if hint {
		c.Hint.Sync(c.Buttons.Hint)
		row = append(row, c.Buttons.Hint)
	}
	x := r.X + r.W - 8
	for _, w := range row {
		s := w.MinSize()
		x -= s.Width
		b.Button(w, R(x, r.Y+(r.H-s.Height)/2, s.Width, s.Height))
		x -= 8
	}
	return x
}

// betweenHands reports whether a hand is over, the next one not yet
// dealt, and the score sheet (with its own "Deal the next hand") closed.
func (c *Core[V, A]) betweenHands() bool {
	return !c.SheetUp && c.Driver.Game().Outcome().Stage == match.HandOver
}

// NextButton is the score sheet's "Deal the next hand" for a board's
// header (Header's mine) once a hand is over and its sheet closed, so
// that the table offers it too; nil otherwise.
func (c *Core[V, A]) NextButton() *widget.Button {
	if !c.betweenHands() {
		return nil
	}
	return c.Buttons.Next
}

// HowToGoOn is a status line's text with, between two hands (the sheet
// closed), how to deal the next one after it.
func (c *Core[V, A]) HowToGoOn(text string) string {
	if !c.betweenHands() {
		return text
	}
	return text + " " + lang.L("Next hand: the button at the top, or Return.")
}

// WithDeal is a header's title with the deal's number after it, to
// play the same deal again from the new-match screen, where the setup
// has one and the title then takes less than w (at 16 points, bold).
func (c *Core[V, A]) WithDeal(title string, w float32) string {
	if long := c.withDealNo(title); TextWidth(long, 16, true) < w {
		return long
	}
	return title
}

// DealTitle is WithDeal that would rather say the title a little
// smaller (down to 13 points) than drop the deal's number: the text and
// its size, the title alone (fitted, FitText) only where even that does
// not fit in w.
func (c *Core[V, A]) DealTitle(title string, w float32) (string, float32) {
	if long, size := FitText(c.withDealNo(title), w, 16, 13, true); !strings.HasSuffix(long, "…") {
		return long, size
	}
	return FitText(title, w, 16, 12, true)
}

// Title draws a header's title in band r with the deal's number after
// it (DealTitle), in at most w from the left, and returns its width.
func (c *Core[V, A]) Title(b *Builder, r Rect, title string, w float32) float32 {
	text, size := c.DealTitle(title, w)
	b.Text(text, r.X+12, r.Y+10+(16-size)/2, size, Ink, true)
	return TextWidth(text, size, true)
}

// withDealNo is title with the deal's number after it, where the setup
// has one.
func (c *Core[V, A]) withDealNo(title string) string {
	if c.Setup.Deal == 0 {
		return title
	}
	return title + " · " + lang.L("deal {{.Seed}}", map[string]any{"Seed": fmt.Sprint(c.Setup.Deal)})
}

// Stock draws a face-down pile of n cards at r: up to two backs offset
// behind the top one, or the empty place's outline.
func (b *Builder) Stock(r Rect, n int) {
	if n <= 0 {
		b.Outline(r, InkDim, 1, 6)
		return
	}
	for k := min(n-1, 2); k > 0; k-- {
		b.Back(R(r.X+float32(k)*2, r.Y-float32(k)*2, r.W, r.H))
	}
	b.Back(r)
}

// myTurnGlow is the light behind the viewer's hand on their turn.
var myTurnGlow = color.NRGBA{0xf2, 0xc0, 0x3c, 0x22}

// HandArea is the viewer's hand's area r, framed in gold on their turn
// (mine), and its hit area of kind k.
func (b *Builder) HandArea(r Rect, mine bool, k HitKind) {
	if mine {
		b.Box(R(r.X-4, r.Y-4, r.W+8, r.H+4), myTurnGlow, Gold, 3, 12)
	}
	b.Hit(r, k, 0, 0)
}

// SortButton puts w, the hand's sort switch, in the bottom right corner
// of the hand's area r, named for the order it turns the hand to (by
// suit where it is by rank now), and returns its size.
func (b *Builder) SortButton(w *widget.Button, r Rect, bySuit bool) fyne.Size {
	w.SetText(lang.L("Sort by rank"))
	if !bySuit {
		w.SetText(lang.L("Sort by suit"))
	}
	s := w.MinSize()
	b.Button(w, R(r.X+r.W-s.Width-6, r.Y+r.H-s.Height-8, s.Width, s.Height))
	return s
}

// DrawSheetOrQuestion draws the score sheet where it is up (sheet draws
// the board's, over the final totals, MatchOver, when matchOver), or
// else the question up, with cancel as its Cancel button. It reports
// whether it drew one; a board's key, hint and cover panels
// (DrawPanels) go before it, its own panels after it.
func (c *Core[V, A]) DrawSheetOrQuestion(b *Builder, matchOver bool, sheet func(), cancel *widget.Button) bool {
	switch {
	case c.SheetUp:
		if matchOver {
			b.MatchOver(c.Driver.MatchEnd())
		}
		sheet()
	case c.Question != nil:
		b.Question(c.Question, cancel)
	default:
		return false
	}
	return true
}

// StageButtons are the buttons of a board where the viewer builds
// groups beside the hand before laying them down: sort the hand, undo,
// lay the groups down (its label the board's, as it changes) and
// return the staged cards to the hand.
type StageButtons struct {
	Sort, Undo, Lay, Clear *widget.Button
}

// NewStageButtons makes the stage's buttons, doing sort, undo, lay and
// clear.
func NewStageButtons(sort, undo, lay, clear func()) StageButtons {
	bs := StageButtons{
		Sort:  widget.NewButton("", sort),
		Undo:  widget.NewButton(lang.X("table.undo", "Undo"), undo),
		Lay:   widget.NewButton("", lay),
		Clear: widget.NewButton(lang.L("Return cards"), clear),
	}
	bs.Lay.Importance = widget.HighImportance
	return bs
}

// HandOrHidden draws the viewer's hand with hand where the table shows
// one, or else says at x, y why it shows none (HandHidden).
func (c *Core[V, A]) HandOrHidden(b *Builder, x, y float32, hand func()) {
	if c.Driver.Viewer() >= 0 {
		hand()
		return
	}
	b.Text(c.HandHidden(), x, y, 16, InkDim, false)
}
