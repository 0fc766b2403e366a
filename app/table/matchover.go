package table

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"tavolo/engine/match"
)

// MatchEnd is the end of a match, a screen of its own: the table is
// covered whole by an opaque backdrop headed "The match is over" with
// the final totals of every side, and the board's final sheet (with the
// winner as its title and what to do next as its buttons: the same
// players again, a new match, home, and the review of the last hand where
// the app offers it) goes below that head.
type MatchEnd struct {
	Score match.Score
	// Names are the seats' names.
	Names []string
}

// matchHead is the height of the end of a match's head, above the sheet.
const matchHead = 96

// MatchOver draws the end of a match's screen. The board draws its final
// sheet after it: the sheet's panel goes below the head where it fits
// there (PanelTop), over the backdrop without a veil.
func (b *Builder) MatchOver(e MatchEnd) {
	b.Block()
	b.blocked = true
	size := b.L.Size
	k := WindowScale(size) // the head grows with the window
	b.Rectangle(Rect{0, 0, size.Width, size.Height}, CoverBg, 0)
	b.Rectangle(Rect{0, (matchHead - 10) * k, size.Width, 2}, GoldDim, 0)
	title := lang.L("The match is over")
	tw := TextWidth(title, 26*k, true)
	b.Text(title, (size.Width-tw)/2, 10*k, 26*k, Gold, true)
	totals := FinalTotals(&e.Score, e.Names)
	w := TextWidth(totals, 15*k, true)
	b.Text(totals, (size.Width-w)/2, 50*k, 15*k, Ink, true)
	b.PanelTop = matchHead * k
}

// FinalTotals says each side's total after the last hand, the sides in
// the score's order: "Ada & Bea 15240 · Ugo & Cai 9870 · 7 hands".
func FinalTotals(sc *match.Score, names []string) string {
	var parts []string
	for side := range sc.Sides {
		if side < len(sc.Totals) {
			parts = append(parts, fmt.Sprintf("%s %d", SideName(sc, side, names), sc.Totals[side]))
		}
	}
	n := len(sc.Hands)
	parts = append(parts, lang.N("{{.N}} hands", n, map[string]any{"N": n}))
	return strings.Join(parts, " · ")
}

// MatchEnd is the end of the match played: its final score and the
// seats' names, for MatchOver.
func (d *Driver[V, A]) MatchEnd() MatchEnd {
	names := make([]string, len(d.cfg.Seats))
	for s := range names {
		names[s] = d.Name(s)
	}
	return MatchEnd{Score: d.g.Score(), Names: names}
}
