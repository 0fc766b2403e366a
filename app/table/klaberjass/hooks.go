package klaberjass

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/cardart"
	"tavolo/app/table"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// played tells the outside world about an action the game accepted: what
// was said is written on the table, a computer's card flies, the action
// makes its sound; the core then tells the app (Config.Changed: the autosave).
func (t *Table) played(seat int, a kj.Action, events []match.Event, computer bool) {
	t.Say("", false)
	for _, e := range events {
		t.heard(e)
	}
	if computer && a.Kind == kj.Play {
		t.Animate(func() { t.animateComputer(seat, a) })
	}
	for _, e := range events {
		switch {
		case e.Kind == kj.EvSecondDealt:
			t.Animate(t.animateDeal)
		case e.Kind == kj.EvTrickWon && e.Seat >= 0 && e.Seat < 2:
			w := e.Seat
			t.Animate(func() { t.animateTrick(w) })
		}
	}
	t.Sound(soundOf(a, events))
}

// heard turns an event into what the players say at the table: the
// move log's sentence of it (Describe).
func (t *Table) heard(e match.Event) {
	switch e.Kind {
	case kj.EvDealt:
		t.talk, t.dialogue = nil, ""
		t.lastTrick = false
	case kj.EvPassed, kj.EvTook, kj.EvSchmeissed, kj.EvAnswered, kj.EvNamed:
		t.talk = append(t.talk, t.Describe(e))
	case kj.EvDeclared:
		t.dialogue = t.Describe(e)
		t.Say(t.dialogue, false)
	case kj.EvSequences:
		t.dialogue = t.comparison(e)
		t.Say(t.dialogue, false)
	case kj.EvTrumps, kj.EvAnnulled, kj.EvExchanged, kj.EvBella, kj.EvTrickWon, kj.EvBottomShown:
		if s := t.Describe(e); s != "" {
			t.Say(s, false)
		}
	}
}

// comparison tells the declarations as the players say them: “20” —
// “good” (nothing as high), “not good” (something higher) or “how
// high?” (the same, compared by the top card), then who scores. The
// engine answers (kj.View.DeclarationReply), by the rules in force.
func (t *Table) comparison(e match.Event) string {
	v := t.Driver.View()
	a, reply := v.DeclarationReply()
	var s string
	if a >= 0 {
		b := 1 - a
		s = fmt.Sprintf("%s: “%d”", t.Driver.Name(a), v.DeclaredWorth[a])
		switch reply {
		case kj.ReplyGood:
			s += " — " + t.Driver.Name(b) + ": “" + lang.L("good") + "”"
		case kj.ReplyNotGood:
			s += " — " + t.Driver.Name(b) + ": “" + lang.L("not good") + "” (" + fmt.Sprint(v.DeclaredWorth[b]) + ")"
		default:
			s += " — " + t.Driver.Name(b) + ": “" + lang.L("how high?") + "”"
		}
	}
	if e.Seat < 0 {
		return s + " · " + lang.L("nobody scores the sequences.")
	}
	return s + " · " + lang.L("{{.Name}} scores {{.Points}}.", map[string]any{"Name": t.Driver.Name(e.Seat), "Points": e.Value})
}

// handEnded is the end-of-hand sound: "out" for the maker gone bete
// (or half), "close" otherwise.
func (t *Table) handEnded(v kj.View) string {
	if v.Result != nil && (v.Result.Bete || v.Result.HalfBete) {
		return "out"
	}
	return "close"
}

// soundOf is the effect of an action just applied.
func soundOf(a kj.Action, events []match.Event) string {
	for _, e := range events {
		if e.Kind == kj.EvHandScored {
			return "" // handEnded plays the end of the hand
		}
	}
	switch a.Kind {
	case kj.Take, kj.Name, kj.Exchange:
		return "draw"
	case kj.Declare:
		return "meld"
	case kj.Play:
		if a.Bella {
			return "meld"
		}
		return "discard"
	case kj.DealHand:
		return "deal"
	}
	return ""
}

// animateDeal shows the second deal: three cards from the stock to each
// player.
func (t *Table) animateDeal() {
	if t.cfg.Pace <= 0 || t.R == nil || t.lay.stockR.W == 0 {
		return
	}
	from := t.lay.stockR
	var targets []rect
	for _, sr := range t.lay.seatR {
		targets = append(targets, table.R(sr.X+sr.W/2, sr.Y+10, from.W*0.6, from.H*0.6))
	}
	if t.lay.handR.W > 0 {
		h := t.lay.handR
		targets = append(targets, table.R(h.X+h.W/2, h.Y+10, from.W*0.6, from.H*0.6))
	}
	for _, to := range targets {
		for k := 0; k < 3; k++ {
			to.X += float32(k) * 10
			t.Sprites.Fly(cardart.NewBack(), from, to, 0, false, t.FlightTime()+time.Duration(k)*60*time.Millisecond)
		}
	}
	t.StartFlights(&t.lay.Layout)
}

// animateTrick sends the trick just won to its winner's pile (face
// down copies: the trick stays in view, shaded, until the next lead).
func (t *Table) animateTrick(winner int) {
	if !t.Animates() {
		return
	}
	pr := t.lay.pileR[winner]
	for s := 0; s < 2; s++ {
		from := t.lay.slotR[s]
		if from.W == 0 || pr.W == 0 {
			return
		}
		to := table.R(pr.X, pr.Y+38, from.W*0.5, from.H*0.5)
		t.Sprites.Fly(cardart.NewBack(), from, to, 0, false, t.FlightTime())
	}
	t.StartFlights(&t.lay.Layout)
}

// animateComputer flies a computer's card from its seat (table.FromSeat)
// to the trick; a trick complete and cleared already flies nothing.
func (t *Table) animateComputer(seat int, a kj.Action) {
	to := t.lay.slotR[seat]
	from, ok := t.FromSeat(t.lay.seatR, seat, to.W, to.H)
	if !ok || to.W == 0 {
		return
	}
	t.FlyFace(&t.lay.Layout, a.Card, from, t.FlightTime())
	t.StartFlights(&t.lay.Layout)
}
