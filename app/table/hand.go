package table

import (
	"cmp"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
)

// SortHand orders cards by suit then rank (bySuit) or by rank then suit,
// jokers last; the copies of one face keep a fixed order.
func SortHand(hand []cards.Card, bySuit bool) {
	key := func(c cards.Card) int {
		if c.IsJoker() {
			return 1 << 20
		}
		r, s := int(c.Rank()), suitOrder[c.Suit()]
		if bySuit {
			return s*100 + r
		}
		return r*100 + s
	}
	slices.SortStableFunc(hand, func(a, b cards.Card) int { return cmp.Or(cmp.Compare(key(a), key(b)), cmp.Compare(a, b)) })
}

// suitOrder alternates colours in a sorted hand: spades, hearts, clubs,
// diamonds.
var suitOrder = [cards.NumSuits]int{cards.Spades: 0, cards.Hearts: 1, cards.Clubs: 2, cards.Diamonds: 3}

// FanX lays n cards of width cw side by side across a band from x of
// width w: centred, overlapping as much as they must (apart by 62% of a
// card at most). With gapAt >= 0 a gap opens before card gapAt, where a
// dragged card would go. It returns each card's left edge and the step
// between two cards (the visible strip of a covered card).
func FanX(x, w float32, n int, cw float32, gapAt int) ([]float32, float32) {
	return fanX(x, w, n, cw, gapAt, 0.62)
}

// fanX is FanX with the cards apart by at most most of a card.
func fanX(x, w float32, n int, cw float32, gapAt int, most float32) ([]float32, float32) {
	step := cw * most
	if n > 1 && cw+float32(n-1)*step > w {
		step = (w - cw) / float32(n-1)
	}
	total := cw
	if n > 1 {
		total += float32(n-1) * step
	}
	x0 := x + (w-total)/2
	xs := make([]float32, n)
	for i := range xs {
		xs[i] = x0 + float32(i)*step
		if gapAt >= 0 && i >= gapAt {
			xs[i] += step * 0.8
		}
	}
	return xs, step
}

// HandFan is a hand laid out for drawing and picking: one row, or two
// when one row would show too little of each card.
type HandFan struct {
	// Cards are the cards' places, in hand order, unraised.
	Cards []Rect
	// Picks are the parts of the cards a click picks: what shows of
	// each (a covered card's visible strip, the top row's visible band).
	Picks []Rect
	// CW and CH are the cards' size.
	CW, CH float32
	// Split is the second row's top; 0 with one row.
	Split float32
}

// TwoRows reports whether the fan is in two rows.
func (f HandFan) TwoRows() bool { return f.Split > 0 }

// The two-row fan: the top row shows this much of its cards' height
// above the lower row (their corner index and more); a one-row fan
// splits when it would show less than minStrip of a card's width.
const (
	topRowShows = 0.42
	minStrip    = 0.5
	// rowSpread: the cards of a row lie apart by up to 85% of a card,
	// so that the rows spread over the band and each card shows more.
	rowSpread = 0.85
)

// LayHand lays n cards ch high into r (r is ch+raise high: a raised,
// selected card of one row rises to r's top). One row when each card
// shows at least half its width; two rows otherwise, the cards shrunk
// so that both rows fit in r and the hand takes no more room, the top
// row's lower part under the lower row. With gapAt >= 0 a gap opens
// before card gapAt (a dragged card's place).
func LayHand(r Rect, n int, ch, raise float32, gapAt int) HandFan {
	cw := ch * cardart.Aspect
	xs, step := FanX(r.X, r.W, n, cw, gapAt)
	if n < 2 || step >= cw*minStrip {
		f := HandFan{CW: cw, CH: ch}
		for i, x := range xs {
			f.Cards = append(f.Cards, R(x, r.Y+raise, cw, ch))
			f.Picks = append(f.Picks, R(x, r.Y, pickW(xs, i, step, cw), r.H))
		}
		return f
	}
	ch2 := r.H / (1 + topRowShows)
	f := HandFan{CW: ch2 * cardart.Aspect, CH: ch2, Split: r.Y + ch2*topRowShows}
	top := (n + 1) / 2
	f.row(r, 0, top, r.Y, f.Split-r.Y, gapAt)
	f.row(r, top, n, f.Split, r.Y+r.H-f.Split, gapAt-top)
	return f
}

// row lays cards [from, to) of a two-row fan in a row at y, whose picks
// are h high.
func (f *HandFan) row(r Rect, from, to int, y, h float32, gapAt int) {
	if gapAt >= to-from {
		gapAt = -1
	}
	xs, step := fanX(r.X, r.W, to-from, f.CW, gapAt, rowSpread)
	for i, x := range xs {
		f.Cards = append(f.Cards, R(x, y, f.CW, f.CH))
		f.Picks = append(f.Picks, R(x, y, pickW(xs, i, step, f.CW), h))
	}
}

// pickW is how much of card i of a row shows: up to the next card's edge
// (a step, or more beside a gap), the whole card for the last.
func pickW(xs []float32, i int, step, cw float32) float32 {
	if i == len(xs)-1 {
		return cw
	}
	return min(xs[i+1]-xs[i], cw)
}

// HandHold keeps a hand's cards where they lie while the pointer stays
// over the hand: a card laid down, staged or discarded leaves its place
// empty, instead of the hand closing up and moving another card under
// the pointer. The hand closes up when the pointer leaves it.
type HandHold struct {
	over  bool // the pointer is over the hand's area
	area  Rect
	cards []cards.Card
	fan   HandFan
	held  bool // the fan drawn last was a held one with cards gone
}

// Point tells the hold where the pointer is (in = false: off the
// board). It reports whether the hand must be drawn again: the pointer
// left a hand that was held with gaps.
func (h *HandHold) Point(p fyne.Position, in bool) bool {
	h.over = in && h.area.Has(p)
	if !h.over && h.held {
		h.held = false
		return true
	}
	return false
}

// Lay returns the fan for the shown cards in area: while the pointer is
// over the hand and cards have only gone from it since it was laid out
// (none came, none moved), the cards left keep their places; otherwise
// lay (a fresh fan), which is held from then on.
func (h *HandHold) Lay(area Rect, shown []cards.Card, lay func() HandFan) HandFan {
	if h.over && area == h.area && len(shown) < len(h.cards) && subsequence(shown, h.cards) {
		h.held = true
		f := HandFan{CW: h.fan.CW, CH: h.fan.CH, Split: h.fan.Split}
		j := 0
		for i, c := range h.cards {
			if j < len(shown) && shown[j] == c {
				f.Cards = append(f.Cards, h.fan.Cards[i])
				f.Picks = append(f.Picks, h.fan.Picks[i])
				j++
			}
		}
		return f
	}
	h.held = false
	h.area, h.cards, h.fan = area, slices.Clone(shown), lay()
	return h.fan
}

// Release lets the hand close up now, pointer or not: the board's
// turn has passed (a discard ends it, with X as with the pointer), and
// no card under the pointer need keep still for a next click.
func (h *HandHold) Release() { h.held, h.cards = false, nil }

// subsequence reports whether a's cards all appear in b, in a's order.
func subsequence(a, b []cards.Card) bool {
	j := 0
	for _, c := range b {
		if j < len(a) && a[j] == c {
			j++
		}
	}
	return j == len(a)
}

// Mark is one reason to outline a hand card: whether it applies, and
// its colour.
type Mark struct {
	On  bool
	Col color.Color
}

// SetFirstMark outlines o in the colour of the first of marks that
// applies (a board lists them most telling first: selected, named by
// the hint, under the cursor …); o keeps its mark when none applies.
func SetFirstMark(o *cardart.Card, marks ...Mark) {
	for _, m := range marks {
		if m.On {
			o.SetMark(m.Col)
			return
		}
	}
}
