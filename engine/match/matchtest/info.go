package matchtest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// The check of information: a seat must learn nothing from where the
// cards it has not seen lie. For positions reached by seeded random play,
// the test makes a twin (Subject.SwapHidden) in which two cards hidden from a
// seat changed places and everything that seat has seen is the same; the
// seat's view, the spectator's view, the seats that may act, the seat's
// legal actions and the events of the next actions played on both copies
// must then be the same, for as long as both moved cards stay hidden from
// the seat, the hand goes on and no event that the rules make tell
// something of hidden cards (Subject.Reveals) came between.

// Pair is a position of seeded random play and its twin for one seat,
// both untouched by the check.
type Pair[G, A any] struct {
	Game, Twin G
	Seat       int
	Moved      [2]cards.Card // the two cards that changed places
	// Next are the actions played on both copies after the position,
	// in order, through which the seat could tell them apart by nothing.
	Next []A
}

// InfoOptions bounds a run of the check of information.
type InfoOptions struct {
	Seed       uint64 // the first match's seed; the next ones follow
	Positions  int    // twins to check, played for until there (0: 3,000, 2,000 with -short)
	Every      int    // a twin at every Every-th action (0: 3)
	Depth      int    // next actions played on both copies at most (0: 8)
	MaxHands   int    // per match (0: 2)
	MaxActions int    // per match (0: 2000)
}

// Info runs the check of information over o.Positions twins and fails t
// on the first seat that could tell a twin from its game.
func Info[G Game[G, V, A], V, A any](t *testing.T, s Subject[G, V, A], o InfoOptions) {
	t.Helper()
	n, err := Twins(s, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d twins checked", n)
}

// Twins plays seeded random matches and, every o.Every actions, makes for
// a seat chosen at random a twin of the position (makeTwin) and checks
// that the seat cannot tell them apart; visit, when not nil, then gets
// the pair. It returns how many twins it checked and the first broken
// promise (or visit's error).
func Twins[G Game[G, V, A], V, A any](s Subject[G, V, A], o InfoOptions, visit func(Pair[G, A]) error) (int, error) {
	if s.Where == nil || s.SwapHidden == nil {
		return 0, fmt.Errorf("the subject makes no twins")
	}
	o = o.withDefaults()
	done := 0
	for m := 0; done < o.Positions; m++ {
		if m > 100*o.Positions {
			return done, fmt.Errorf("only %d twins in %d matches", done, m)
		}
		seed := o.Seed + uint64(m)
		variant := m % max(s.Variants, 1)
		n, err := twinsOf(s, o, seed, variant, o.Positions-done, visit)
		done += n
		if err != nil {
			return done, fmt.Errorf("seed %d, variant %d: %v", seed, variant, err)
		}
	}
	return done, nil
}

func (o InfoOptions) withDefaults() InfoOptions {
	if o.Positions <= 0 {
		o.Positions = 3000
		if testing.Short() {
			o.Positions = 2000
		}
	}
	if o.Every <= 0 {
		o.Every = 3
	}
	if o.Depth <= 0 {
		o.Depth = 8
	}
	if o.MaxHands <= 0 {
		o.MaxHands = 2
	}
	if o.MaxActions <= 0 {
		o.MaxActions = 2000
	}
	return o
}

// twinsOf plays one match and checks up to want twins along it.
func twinsOf[G Game[G, V, A], V, A any](s Subject[G, V, A], o InfoOptions, seed uint64, variant, want int, visit func(Pair[G, A]) error) (int, error) {
	g, err := s.New(seed, variant)
	if err != nil {
		return 0, fmt.Errorf("deal: %v", err)
	}
	rng := rand.New(rand.NewPCG(seed, 0x1f0))
	done, hands := 0, 0
	for step := 0; step < o.MaxActions && done < want; step++ {
		switch g.Outcome().Stage {
		case match.MatchOver:
			return done, nil
		case match.HandOver:
			if hands++; hands >= o.MaxHands {
				return done, nil
			}
		}
		if step%o.Every == 0 {
			seat := rng.IntN(g.Players())
			if tw, moved, ok := makeTwin(s, g, seat, rng); ok {
				next, err := checkTwin(s, g, tw, seat, moved, rng, o.Depth)
				if err != nil {
					return done, fmt.Errorf("action %d, seat %d, %v and %v changed places: %v", step, seat, moved[0], moved[1], err)
				}
				done++
				if visit != nil {
					if err := visit(Pair[G, A]{Game: g.Clone(), Twin: tw, Seat: seat, Moved: moved, Next: next}); err != nil {
						return done, fmt.Errorf("action %d, seat %d, %v and %v changed places: %v", step, seat, moved[0], moved[1], err)
					}
				}
			}
		}
		a, ok := pick(s, g, rng)
		if !ok {
			return done, fmt.Errorf("action %d: the actors %v have no legal action", step, g.Actors())
		}
		if _, err := g.Apply(a); err != nil {
			return done, fmt.Errorf("action %d: legal %v refused: %v", step, a, err)
		}
	}
	return done, nil
}

// makeTwin returns a copy of g in which two cards hidden from seat, lying
// in different places (Subject.Where), changed places (Subject.SwapHidden),
// and the two cards; ok is false when a few tries found no such pair.
func makeTwin[G Game[G, V, A], V, A any](s Subject[G, V, A], g G, seat int, rng *rand.Rand) (twin G, moved [2]cards.Card, ok bool) {
	hidden := s.Hidden(g, seat)
	if len(hidden) < 2 {
		return twin, moved, false
	}
	for try := 0; try < 8; try++ {
		a, b := hidden[rng.IntN(len(hidden))], hidden[rng.IntN(len(hidden))]
		if s.Where(g, a) == s.Where(g, b) {
			continue
		}
		if twin, ok := s.SwapHidden(g, seat, a, b); ok {
			return twin, [2]cards.Card{a, b}, true
		}
	}
	return twin, moved, false
}

// pick chooses an action among every actor's legal ones.
func pick[G Game[G, V, A], V, A any](s Subject[G, V, A], g G, rng *rand.Rand) (A, bool) {
	var all []A
	for _, seat := range g.Actors() {
		all = append(all, g.Legal(seat)...)
	}
	if len(all) == 0 {
		var zero A
		return zero, false
	}
	if s.Pick != nil {
		return s.Pick(rng, all), true
	}
	return all[rng.IntN(len(all))], true
}

// checkTwin checks that seat cannot tell tw from g (neither is changed):
// the same view, spectator's view, actors and legal actions of the seat,
// then, for up to depth actions chosen at random and played on copies of
// both, the same events and again the same position. It stops early,
// without complaint, when the action is refused on the twin (it needed a
// moved card), a moved card stops being hidden from the seat, an event
// the game's rules make tell something of hidden cards (Subject.Reveals)
// differs, or the hand ends (the left-over cards are shown). It returns
// the actions played through which the copies stayed alike.
func checkTwin[G Game[G, V, A], V, A any](s Subject[G, V, A], g, tw G, seat int, moved [2]cards.Card, rng *rand.Rand, depth int) ([]A, error) {
	g, tw = g.Clone(), tw.Clone()
	var next []A
	for {
		if err := alike(g, tw, seat); err != nil {
			return next, fmt.Errorf("after %d next actions %v: %v", len(next), next, err)
		}
		if len(next) == depth || g.Outcome().Stage != match.Playing {
			return next, nil
		}
		a, ok := pick(s, g, rng)
		if !ok {
			return next, fmt.Errorf("the actors %v have no legal action", g.Actors())
		}
		own := slices.ContainsFunc(g.Legal(seat), func(b A) bool { return reflect.DeepEqual(a, b) })
		eg, err := g.Apply(a)
		if err != nil {
			return next, fmt.Errorf("legal %+v refused: %v", a, err)
		}
		et, err := tw.Apply(a)
		if err != nil {
			if own {
				return next, fmt.Errorf("the seat's own %+v refused on the twin: %v", a, err)
			}
			return next, nil
		}
		if !stillHidden(s, g, seat, moved) || !stillHidden(s, tw, seat, moved) {
			return next, nil
		}
		if err := sameEvents(s, eg, et); err != nil {
			return next, fmt.Errorf("after %d next actions %v, %+v: %v", len(next), next, a, err)
		}
		if !reflect.DeepEqual(eg, et) || g.Outcome().Stage != match.Playing {
			return next, nil
		}
		next = append(next, a)
	}
}

// alike compares what seat may know of g and tw.
func alike[G Game[G, V, A], V, A any](g, tw G, seat int) error {
	if a, b := g.Actors(), tw.Actors(); !slices.Equal(a, b) {
		return fmt.Errorf("the actors are %v, on the twin %v", a, b)
	}
	if d := Diff(g.View(seat), tw.View(seat)); d != "" {
		return fmt.Errorf("the seat's view differs: %s", d)
	}
	if d := Diff(g.SpectatorView(), tw.SpectatorView()); d != "" {
		return fmt.Errorf("the spectator's view differs: %s", d)
	}
	if d := Diff(g.Legal(seat), tw.Legal(seat)); d != "" {
		return fmt.Errorf("the seat's legal actions differ: %s", d)
	}
	return nil
}

// stillHidden reports whether both moved cards are still hidden from seat.
func stillHidden[G Game[G, V, A], V, A any](s Subject[G, V, A], g G, seat int, moved [2]cards.Card) bool {
	h := s.Hidden(g, seat)
	return slices.Contains(h, moved[0]) && slices.Contains(h, moved[1])
}

// sameEvents requires the events of an action to be the same on both
// copies, unless one of them tells something of hidden cards by the rules
// (Subject.Reveals): then that action may go two ways.
func sameEvents[G Game[G, V, A], V, A any](s Subject[G, V, A], eg, et []match.Event) error {
	if s.Reveals != nil && (slices.ContainsFunc(eg, s.Reveals) || slices.ContainsFunc(et, s.Reveals)) {
		return nil
	}
	if d := Diff(eg, et); d != "" {
		return fmt.Errorf("the events differ: %s\n%+v\non the twin\n%+v", d, eg, et)
	}
	return nil
}

// Diff describes the first difference between a and b (the path of the
// field and both values), "" when they are deeply equal.
func Diff(a, b any) string {
	if equal(reflect.ValueOf(a), reflect.ValueOf(b)) {
		return ""
	}
	return diff(reflect.ValueOf(a), reflect.ValueOf(b), "")
}

func diff(a, b reflect.Value, path string) string {
	if !a.IsValid() || !b.IsValid() {
		if a.IsValid() != b.IsValid() {
			return fmt.Sprintf("%s: one is missing", path)
		}
		return ""
	}
	if a.Type() != b.Type() {
		return fmt.Sprintf("%s: %v vs %v", path, a.Type(), b.Type())
	}
	switch a.Kind() {
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if d := diff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: %d elements vs %d: %+v vs %+v", path, a.Len(), b.Len(), a, b)
		}
		for i := 0; i < a.Len(); i++ {
			if d := diff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Sprintf("%s: nil vs not nil", path)
			}
			return ""
		}
		return diff(a.Elem(), b.Elem(), path)
	}
	if !reflect.DeepEqual(valueOf(a), valueOf(b)) {
		return fmt.Sprintf("%s: %v vs %v", path, a, b)
	}
	return ""
}

// equal is reflect.DeepEqual for values without cycles (views, events,
// actions), without its bookkeeping: the check compares thousands of
// views. Maps and functions go to reflect.DeepEqual.
func equal(a, b reflect.Value) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	if a.Type() != b.Type() {
		return false
	}
	switch a.Kind() {
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	case reflect.String:
		return a.String() == b.String()
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !equal(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := 0; i < a.Len(); i++ {
			if !equal(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return equal(a.Elem(), b.Elem())
	}
	return reflect.DeepEqual(valueOf(a), valueOf(b))
}

// valueOf reads v, also from an unexported field.
func valueOf(v reflect.Value) any {
	if v.CanInterface() {
		return v.Interface()
	}
	return fmt.Sprint(v)
}
