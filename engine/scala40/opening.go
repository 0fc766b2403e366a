package scala40

// The table's questions about laying melds down, answered on a seat's
// view: what the melds are worth toward the opening, and whether the
// engine would accept them now.

// OpeningWorth is what specs, laid down together, are worth toward the
// opening under the rules in force (OpeningValue of each meld they
// build; a spec that builds none counts nothing), and the minimum an
// opening needs.
func (v *View) OpeningWorth(specs []MeldSpec) (worth, minimum int) {
	for _, s := range specs {
		if m, ok := BuildMeld(s.Cards, s.As, &v.Rules); ok {
			worth += v.Rules.OpeningValue(&m)
		}
	}
	return worth, v.Rules.OpeningMinimum
}

// Check says whether the viewing seat may play a now: nil, or the
// refusal Apply would give, with its code. It asks a game made up from
// the view (Determinize), so no card the seat cannot see counts.
func (v *View) Check(a Action) error {
	a.Seat = v.Seat
	_, err := Determinize(*v, nil).Apply(a)
	return err
}
