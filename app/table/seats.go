package table

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
)

// Strip is another seat as the table shows it: a band with its name, a
// line about it, and the backs of its hand.
type Strip struct {
	Seat    int
	Name    string
	Info    string // right-aligned: "34 pts · opened", "out"
	Status  string // after the name while it plays: "to play", "thinking…"
	Partner bool   // plays on the viewer's side
	Out     bool   // out of the match: no hand, dimmed
	Cards   int    // cards in its hand
	// Revealed shows Left, the cards it still held when the hand ended,
	// face up in place of the backs (Info says what they cost).
	Revealed bool
	Left     []cards.Card
}

// Others lists the other seats in playing order, starting after viewer
// (after seat 0 when no hand is shown, with seat 0 last). With partners
// sitting opposite, the partner is the middle one.
func Others(n, viewer int) []int {
	var seats []int
	start := max(viewer, 0)
	for i := 1; i <= n; i++ {
		if s := (start + i) % n; s != viewer {
			seats = append(seats, s)
		}
	}
	return seats
}

// Strips draws the seats side by side across r, the one to move framed in
// gold, and returns where each seat is (computer moves fly from there).
func (b *Builder) Strips(r Rect, strips []Strip, toMove int) map[int]Rect {
	at := map[int]Rect{}
	if len(strips) == 0 {
		return at
	}
	b.strips = r
	slotW := r.W / float32(len(strips))
	for i, st := range strips {
		sr := Rect{r.X + float32(i)*slotW + 4, r.Y, slotW - 8, r.H}
		at[st.Seat] = sr
		if st.Seat == toMove {
			b.Box(sr, FeltDark, Gold, 3, 10)
		} else {
			b.Rectangle(sr, FeltDark, 10)
		}
		col := Ink
		if st.Out {
			col = InkDim
		}
		name := st.Name
		if st.Partner {
			name = lang.L("{{.Name}} (partner)", map[string]any{"Name": st.Name})
		}
		b.Text(name, sr.X+10, sr.Y+6, 15, col, true)
		// The line about the seat, right-aligned, kept clear of the name
		// and its status.
		used := TextWidth(name, 15, true) + 30
		if st.Status != "" {
			used += TextWidth(st.Status, 13, true) + 10
		}
		info, size := FitText(st.Info, sr.W-used, 13, 10, false)
		iw := TextWidth(info, size, false)
		b.Text(info, sr.X+sr.W-iw-10, sr.Y+8, size, InkDim, false)
		if st.Status != "" {
			b.Text(st.Status, sr.X+10+TextWidth(name, 15, true)+10, sr.Y+7, 13, Gold, true)
		}
		switch {
		case st.Revealed: // also a seat the hand put out
			b.reveal(sr, st.Left)
		case st.Out:
		default:
			b.fan(sr, st.Cards)
		}
	}
	return at
}

// fan draws n backs fanned inside a seat's band, with their count.
func (b *Builder) fan(sr Rect, n int) {
	bh := sr.H - 34
	bw := bh * cardart.Aspect
	step := float32(0)
	if n > 1 {
		step = min(bw*0.3, (sr.W-60-bw)/float32(n-1))
	}
	for k := 0; k < n; k++ {
		b.Back(Rect{sr.X + 10 + float32(k)*step, sr.Y + 28, bw, bh})
	}
	cs := fmt.Sprint(n)
	b.Text(cs, sr.X+sr.W-TextWidth(cs, 22, true)-14, sr.Y+sr.H-36, 22, Ink, true)
}

// reveal lays a seat's left-over cards face up inside its band, as far
// apart as the band allows (half a card at most).
func (b *Builder) reveal(sr Rect, left []cards.Card) {
	ch := sr.H - 34
	cw := ch * cardart.Aspect
	step := cw * 0.5
	if n := len(left); n > 1 {
		step = min(step, (sr.W-20-cw)/float32(n-1))
	}
	for k, c := range left {
		b.Face(c, Rect{sr.X + 10 + float32(k)*step, sr.Y + 28, cw, ch})
	}
}
