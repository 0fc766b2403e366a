package table

import (
	"tavolo/engine/match"
	"tavolo/i18n"
)

// EventWords are a board's sentences for its game's events in the move
// log, kept in the translation files and found by the event's kind: the
// engine's name ("drew", "trick-won") or the board's word for a variant
// of one (Answered: "answered-yes"). A board's EventWords is its key
// prefix ("log.canasta"): an event of kind k reads prefix+"."+k, and a
// kind without a sentence there (a turn passing, a hand scored) has no
// line in the log.
type EventWords string

// Say is the sentence of an event of kind, with the values n (EventArgs),
// "" for a kind without one.
func (w EventWords) Say(kind match.EventKind, n map[string]any) string {
	return i18n.Found(string(w)+"."+string(kind), n)
}

// EventArgs are the values an event's sentence may name: Name, the name
// of the seat that acted (name); N, Points and Value, the event's number;
// its first card (CardArgs) and Cards, all its cards in a list.
func EventArgs(name string, e match.Event) map[string]any {
	n := map[string]any{"Name": name, "N": e.Value, "Points": e.Value, "Value": e.Value}
	if len(e.Cards) > 0 {
		CardArgs(n, e.Cards[0].Face())
		n["Cards"] = CardList(e.Cards)
	}
	return n
}

// Answered is the kind of an answer's event with the answer in it, as its
// sentence is found: kind-yes when its Value is 1, kind-no otherwise.
func Answered(e match.Event) match.EventKind {
	if e.Value == 1 {
		return e.Kind + "-yes"
	}
	return e.Kind + "-no"
}
