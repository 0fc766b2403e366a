package klaberjass

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// playTo applies actions in the notation, failing the test on a refusal.
func playTo(t *testing.T, g *Game, texts ...string) {
	t.Helper()
	for _, text := range texts {
		seat := g.ToMove()
		a, err := ParseAction(seat, text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%q by seat %d: %v", text, seat, err)
		}
	}
}

func setupGame(t *testing.T, r Rules, dealer int, hands [2]string, upcard, bottom string, second [2]string) *Game {
	t.Helper()
	var d Deal
	used := Set(0)
	for s := 0; s < 2; s++ {
		d.Hands[s] = set(t, hands[s]).Cards()
		d.Second[s] = set(t, second[s]).Cards()
		used |= set(t, hands[s]) | set(t, second[s])
	}
	d.Upcard = card(t, upcard)
	b := card(t, bottom)
	used |= Bit(d.Upcard) | Bit(b)
	d.Stock = append((AllCards &^ used).Cards(), b)
	g, err := NewFromSetup(r, Setup{Dealer: dealer, Deal: d})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestViewsHide follows one hand and checks what each view shows: the
// bottom card only once turned, the other hand never, the declarations
// only once shown, the turn-up taken by the dix exchange.
func TestViewsHide(t *testing.T) {
	g := setupGame(t, Default(), 1,
		[2]string{"QS JS 10S 8D 9D 7D", "AH KH 8S 7C 8C JD"}, "7H", "9C",
		[2]string{"AS KD 10C", "QH AD KC"})
	v := g.View(0)
	if v.HasBottom || len(v.Hand) != 6 || v.HandSizes != [2]int{6, 6} || v.Upcard != card(t, "7H") {
		t.Fatalf("before the bidding: %+v", v)
	}
	if len(g.SpectatorView().Hand) != 0 {
		t.Fatal("the onlooker sees a hand")
	}
	playTo(t, g, "take")
	v = g.View(1)
	if !v.HasBottom || v.Bottom != card(t, "9C") || v.Trump != cards.Hearts || v.Maker != 0 || v.Phase != PhasePlay {
		t.Fatalf("after the take: %+v", v)
	}
	// The turn-up is the seven itself: no exchange.
	if slices.ContainsFunc(g.Legal(0), func(a Action) bool { return a.Kind == Exchange }) {
		t.Fatal("an exchange offered with the seven turned up")
	}
	playTo(t, g, "declare")
	v = g.View(1)
	if !v.Declared[0] || len(v.Shown) != 0 || len(v.Known[0]) != 0 {
		t.Fatalf("the declaration shows cards before the first trick: %+v", v)
	}
	// What was announced is public: the worth of the best sequence.
	if v.DeclaredWorth != [2]int{20, 0} || g.View(0).DeclaredWorth != v.DeclaredWorth {
		t.Errorf("announced worth %v (seat 0 holds two sequences of three)", v.DeclaredWorth)
	}
	playTo(t, g, "play QS", "play 8S")
	v = g.View(1)
	if v.SeqWinner != 0 || v.SeqPoints != 40 || len(v.Shown) != 6 {
		t.Fatalf("after the first trick: winner %d points %d shown %v", v.SeqWinner, v.SeqPoints, v.Shown)
	}
	if !slices.Equal(v.Known[0], set(t, "JS 10S 7D 8D 9D").Cards()) {
		t.Errorf("known cards of seat 0: %v", v.Known[0])
	}
	for _, c := range v.Hand {
		if !slices.Contains(g.hands[1], c) {
			t.Errorf("seat 1 sees %v", c)
		}
	}
	un := v.Unseen()
	for _, c := range g.hands[0] {
		if un.Has(c) == SetOf(v.Known[0]).Has(c) {
			t.Errorf("%v: unseen %v, known %v", c, un.Has(c), SetOf(v.Known[0]).Has(c))
		}
	}
}

func TestBottomCardHidden(t *testing.T) {
	r := Default()
	r.TurnBottomCard = false
	g := setupGame(t, r, 1, [2]string{"QS JS 10S 8D 9D 7D", "AH KH 8S 7C 8C JD"}, "7H", "9C",
		[2]string{"AS KD 10C", "QH AD KC"})
	playTo(t, g, "take")
	if v := g.View(0); v.HasBottom {
		t.Error("bottom card shown under turn_bottom_card = false")
	}
}

// TestFromView samples worlds from a view and checks each is the
// view's game with the hidden cards moved: same legal actions for the
// seat, the seat's hand untouched, all 32 cards.
func TestFromView(t *testing.T) {
	rng := cards.NewRand(9)
	for seed := uint64(0); seed < 200; seed++ {
		g, _ := New(Default(), seed)
		steps := int(seed % 30)
		for i := 0; i < steps && g.Outcome().Stage == match.Playing; i++ {
			legal := g.Legal(g.ToMove())
			g.Apply(legal[rng.IntN(len(legal))])
		}
		if g.Outcome().Stage != match.Playing {
			continue
		}
		seat := g.ToMove()
		v := g.View(seat)
		w, err := Sample(v, rng)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if got := SetOf(allCards(w)); got != AllCards || len(allCards(w)) != 32 {
			t.Fatalf("seed %d: the world holds %d cards", seed, len(allCards(w)))
		}
		if !slices.Equal(w.hands[seat], g.hands[seat]) || w.Phase() != g.Phase() {
			t.Fatalf("seed %d: the world changed the seat's hand or phase", seed)
		}
		if got, want := len(w.Legal(seat)), len(g.Legal(seat)); got != want {
			t.Fatalf("seed %d: %d legal actions in the world, %d in the game", seed, got, want)
		}
		// The world plays on to the end of the hand.
		for w.Outcome().Stage == match.Playing {
			var all []Action
			for _, s := range w.Actors() {
				all = append(all, w.Legal(s)...)
			}
			if _, err := w.Apply(all[rng.IntN(len(all))]); err != nil {
				t.Fatalf("seed %d: the world refused a legal action: %v", seed, err)
			}
		}
		// The real hand, given to FromView, rebuilds the same legal moves.
		other := g.hands[1-seat]
		if _, err := FromView(&v, Hidden{Other: other}); err != nil {
			t.Fatalf("seed %d: the true hand is not consistent with the view: %v", seed, err)
		}
	}
}

// twoPlayers are the players a test's save records (a save names them).
var twoPlayers = []match.Player{{Name: "Anna", Kind: "human"}, {Name: "Bruno", Kind: "easy"}}

// TestReplayRejects: a record that does not rebuild a consistent game is
// refused.
func TestReplayRejects(t *testing.T) {
	g, _ := New(Default(), 5)
	playTo(t, g, "pass")
	rec, err := g.Record(twoPlayers)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Replay(rec); err != nil {
		t.Fatalf("good record refused: %v", err)
	}
	bad := func(name string, change func(r *match.Record)) {
		r := *rec
		change(&r)
		if _, err := Replay(&r); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	bad("another game", func(r *match.Record) { r.Game = "scala40" })
	bad("unknown option", func(r *match.Record) { r.Rules = json.RawMessage(`{"rules":{"colour":"red"}}`) })
	bad("bad option value", func(r *match.Record) { r.Rules = json.RawMessage(`{"rules":{"target_score":"many"}}`) })
	bad("a refused action", func(r *match.Record) {
		r.Actions = json.RawMessage(`[{"do":"pass","seat":0},{"do":"pass","seat":0},{"do":"pass","seat":0}]`)
	})
	bad("an unknown kind", func(r *match.Record) { r.Actions = json.RawMessage(`[{"do":"fold","seat":0}]`) })
	bad("junk", func(r *match.Record) { r.Actions = json.RawMessage(`{`) })
	bad("a bad deal", func(r *match.Record) {
		r.Actions = json.RawMessage(`[{"do":"pass","seat":1},{"do":"pass","seat":0},{"do":"pass","seat":1},{"do":"pass","seat":0},{"do":"deal","seat":1,"deal":{"hands":[["AS/0"],["AS/0"]]}}]`)
	})
}

// TestReplayOlderDixExchange: saves made while the dealer could exchange
// the dix before the elder led replay exactly; play refuses that exchange.
func TestReplayOlderDixExchange(t *testing.T) {
	g := setupGame(t, Default(), 1, [2]string{"JS QS KS 8D 9D 10D", "7H 8S 9S 7C 8C JD"}, "AH", "9C",
		[2]string{"7S AS 10C", "QD KD AD"})
	playTo(t, g, "take")
	ex := Action{Kind: Exchange, Seat: 1}
	if _, err := g.Apply(ex); match.CodeOf(err) != ErrNotYourTurn {
		t.Fatalf("the dealer's exchange before the lead: %v, want %s", err, ErrNotYourTurn)
	}
	// What the older version recorded: the exchange, then the first trick.
	old := g.Clone()
	old.do(&ex)
	old.log = append(old.log, ex)
	playTo(t, old, "play AS", "play 8S")
	rec, err := old.Record(twoPlayers)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Replay(rec)
	if err != nil {
		t.Fatalf("older save refused: %v", err)
	}
	if got.Fingerprint() != old.Fingerprint() || !slices.Contains(got.Hand(1), card(t, "AH")) {
		t.Fatalf("older save replayed as another game: hand %v", got.Hand(1))
	}
	// The exchange by a seat without the seven was never allowed.
	wrong := g.Clone()
	wrong.log = append(wrong.log, Action{Kind: Exchange, Seat: 0})
	if rec, err = wrong.Record(twoPlayers); err != nil {
		t.Fatal(err)
	}
	if _, err := Replay(rec); err == nil {
		t.Error("an exchange without the seven replayed")
	}
}

// TestSevenOfTrumpsHidden: the elder's view, the seats that may act and
// the elder's legal actions are the same whether the dealer holds the
// seven of trumps or the stock does (§1.5 rule 3), up to the dealer's
// first card.
func TestSevenOfTrumpsHidden(t *testing.T) {
	deal := func(dealerHand string) *Game {
		return setupGame(t, Default(), 1, [2]string{"JS QS KS 8D 9D 10D", dealerHand}, "AH", "9C",
			[2]string{"7S AS 10C", "QD KD AD"})
	}
	holds, lacks := deal("7H 8S 9S 7C 8C JD"), deal("9H 8S 9S 7C 8C JD")
	same := func(when string) {
		t.Helper()
		a, b := holds.View(0), lacks.View(0)
		if !reflect.DeepEqual(a, b) || !slices.Equal(holds.Actors(), lacks.Actors()) ||
			!slices.Equal(holds.Legal(0), lacks.Legal(0)) || holds.Phase() != lacks.Phase() {
			t.Fatalf("%s: the elder can tell where the seven of trumps is:\n%+v\n%+v", when, a, b)
		}
	}
	same("before the bidding")
	for _, step := range []string{"take", "declare", "play AS"} {
		playTo(t, holds, step)
		playTo(t, lacks, step)
		same("after " + step)
	}
	if !slices.ContainsFunc(holds.Legal(1), func(a Action) bool { return a.Kind == Exchange }) {
		t.Error("the dealer holding the seven is not offered the exchange at his turn")
	}
}
