package table

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// The hint: on a person's turn, what the strongest computer player
// would do now and why, in one or two sentences built from the numbers
// of its own search, never from a canned line. Each board asks its
// game's hard player on the person's view only (so the advice never
// knows a card the person cannot see) and names the moves; the core
// thinks off the UI goroutine and writes the sentence.

// Advice is a hint ready to be said.
type Advice struct {
	// Move is the advice as an order: "Discard the 9 of clubs".
	Move string
	// Options are the moves the search compared, Chosen the advised
	// one's index among them; none when the move needed no search (one
	// sensible move by the usual rules).
	Options []Weighed
	Chosen  int
	// Deals is how many deals of the unseen cards each option was tried
	// in.
	Deals int
	// Cards are the player's cards the move plays or lays, outlined on
	// the table (HintMark) until the next move.
	Cards []cards.Card
	// Whole says the evidence's figures in whole points, for a game
	// whose hands score in the hundreds (Canasta), where a tenth of a
	// point beside a margin of hundreds reads as false precision.
	Whole bool
}

// Weighed is one move a search compared.
type Weighed struct {
	// Doing names the move as what one does: "discarding the 9 of
	// clubs".
	Doing string
	// Gain is its average result for the player over the deals, in
	// points of the hand, against a base common to all the options, and
	// SE that average's standard error.
	Gain, SE float64
}

// HintText says the advice in a player's words: the move, and in round
// numbers what it should bring against the best other move compared
// ("about as well" within the uncertainty; a move that did worse is
// never called better). HintEvidence is the figures behind it.
func HintText(a Advice) string {
	diff, se, other, ok := a.lead()
	if !ok {
		return lang.X("hint.only", "{{.Move}}: by the usual rules it is the only sensible move.", map[string]any{"Move": a.Move})
	}
	points := RoundPoints(diff)
	data := map[string]any{"Move": a.Move, "Other": a.Options[other].Doing, "Points": points}
	switch {
	case diff > se && points >= 1:
		return lang.XN("hint.ahead", "{{.Move}}: by the end of the hand it should bring about {{.Points}} points more than {{.Other}}.", points, data)
	case -diff > se && points >= 1:
		return lang.XN("hint.behind", "{{.Move}}: the strongest player chooses it, although in the trials {{.Other}} came out about {{.Points}} points ahead.", points, data)
	}
	return lang.X("hint.same", "{{.Move}}: it does about as well as {{.Other}}, so either will do.", data)
}

// HintEvidence is the figures behind a hint, for a second, quieter line:
// over how many deals of the unseen cards the moves were tried, the
// difference in points with one decimal (whole points when a.Whole) and
// its uncertainty; "" when nothing was compared.
func HintEvidence(a Advice) string {
	diff, se, _, ok := a.lead()
	if !ok {
		return ""
	}
	return lang.X("hint.evidence", "Tried on {{.Deals}} deals of the cards you cannot see: a difference of {{.Diff}} points, give or take {{.SE}}.",
		map[string]any{"Deals": a.Deals, "Diff": a.figure(diff), "SE": a.figure(se)})
}

// figure is a points figure of the evidence: one decimal (Number), or
// whole points when a.Whole.
func (a Advice) figure(x float64) string {
	if a.Whole {
		return fmt.Sprintf("%.0f", x)
	}
	return Number(x)
}

// RoundPoints is a points difference as a player says it: whole points,
// to the nearest ten from a hundred up, without its sign.
func RoundPoints(x float64) int {
	x = math.Abs(x)
	if x >= 100 {
		return int(math.Round(x/10)) * 10
	}
	return int(math.Round(x))
}

// lead is how much better the chosen option did than the best other
// one, with the uncertainty of that figure, and which that other is;
// false when fewer than two options were compared.
func (a Advice) lead() (diff, se float64, other int, ok bool) {
	if len(a.Options) < 2 || a.Chosen < 0 || a.Chosen >= len(a.Options) {
		return 0, 0, -1, false
	}
	best := a.Options[a.Chosen]
	other = -1
	for i, o := range a.Options {
		if i != a.Chosen && (other < 0 || o.Gain > a.Options[other].Gain) {
			other = i
		}
	}
	o := a.Options[other]
	return best.Gain - o.Gain, math.Sqrt(best.SE*best.SE + o.SE*o.SE), other, true
}

// Number is a points figure with one decimal, with the decimal comma in
// Italian.
func Number(x float64) string {
	s := fmt.Sprintf("%.1f", x)
	if i18n.Current() == "it" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Hint is a board's hint: the advice shown, and whether one is being
// thought.
type Hint struct {
	// Text is the advice shown, "" for none; Evidence the figures
	// behind it, said below it more quietly.
	Text, Evidence string
	busy           bool
	cards          []cards.Card // the advised move's cards, outlined
}

// Names reports whether c is one of the cards the advised move plays or
// lays: the board outlines it in HintMark until the next move.
func (h *Hint) Names(c cards.Card) bool { return slices.Contains(h.cards, c) }

// Cards are the cards the advised move plays or lays (see Names).
func (h *Hint) Cards() []cards.Card { return h.cards }

// Moved forgets the hint: the table has moved on.
func (h *Hint) Moved() { h.Text, h.Evidence, h.cards = "", "", nil }

// Draw shows the hint in a panel: the advice, and its evidence in a
// dimmer, smaller line.
func (h *Hint) Draw(b *Builder) {
	b.Note(lang.L("Hint"), h.Text, h.Evidence)
}

// Busy reports whether a hint is being thought.
func (h *Hint) Busy() bool { return h.busy }

// Sync shows on a board's hint button whether a hint is being thought:
// it is disabled meanwhile.
func (h *Hint) Sync(b *widget.Button) {
	if h.busy {
		b.Disable()
	} else {
		b.Enable()
	}
}

// Ask thinks a hint with think on the board's Go (nil starts a
// goroutine), saying "Thinking…" on the board's message line (say) until
// the advice comes back on its Exec (nil means fyne.Do): then the line
// is cleared unless it says something else by then (said), the advice
// is kept unless stale reports that the table has moved on meanwhile,
// and the board is redrawn.
func (h *Hint) Ask(s Setup, think func() Advice, stale func() bool, say func(string), said func() string, redraw func()) {
	run, exec := s.Go, s.Exec
	if run == nil {
		run = func(f func()) { go f() }
	}
	if exec == nil {
		exec = fyne.Do
	}
	h.busy = true
	thinking := lang.L("Thinking…")
	say(thinking)
	run(func() {
		a := think()
		exec(func() {
			h.busy = false
			if said() == thinking {
				say("")
			}
			if !stale() {
				h.Text, h.Evidence, h.cards = HintText(a), HintEvidence(a), a.Cards
			}
			redraw()
		})
	})
	redraw()
}

// AdviceOf names the moves of a computer player's advice for the hint's
// sentence: name says a move as an order (order true: "Discard the 9 of
// clubs") or as what one does ("discarding the 9 of clubs").
func AdviceOf[A any](adv match.Advice[A], name func(a A, order bool) string) Advice {
	out := Advice{Move: name(adv.Action, true), Chosen: adv.Chosen, Deals: adv.Worlds}
	for _, c := range adv.Candidates {
		out.Options = append(out.Options, Weighed{Doing: name(c.Action, false), Gain: c.Gain, SE: c.SE})
	}
	return out
}

// Why says why a computer made its move, from the evidence of its
// search: over how many deals, and how much better this one did than the
// best other. It names no other move and does not say how many it
// compared: those are cards or melds only the computer holds (in
// Klaberjass the count of legal cards is the count of the led suit in
// its hand). "" when nothing was compared.
func Why[A any](adv match.Advice[A]) string {
	a := AdviceOf(adv, func(A, bool) string { return "" })
	diff, se, _, ok := a.lead()
	if !ok {
		return ""
	}
	data := map[string]any{"Deals": a.Deals, "Points": Number(math.Abs(diff)), "SE": Number(se)}
	switch {
	case -diff > se:
		return lang.X("why.behind", "Over {{.Deals}} deals this move ended the hand {{.Points}} points worse than the best other (give or take {{.SE}}), yet the computer chose it.", data)
	case diff <= se:
		return lang.X("why.close", "Over {{.Deals}} deals this move did about as well as the best other (a difference of {{.Points}} points, give or take {{.SE}}).", data)
	}
	return lang.X("why.better", "Over {{.Deals}} deals this move ended the hand {{.Points}} points better than the best other (give or take {{.SE}}).", data)
}
