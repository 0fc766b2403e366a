package ai

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// physical turns faces into distinct physical cards (a face seen twice
// gets its second copy).
func physical(t *testing.T, faces string) []cards.Card {
	t.Helper()
	fs, err := cards.ParseFaces(faces)
	if err != nil {
		t.Fatal(err)
	}
	var copies [cards.NumFaces]int
	out := make([]cards.Card, len(fs))
	for i, f := range fs {
		out[i] = cards.NewCard(f, copies[f])
		copies[f]++
	}
	return out
}

// TestPlausibleWorlds: a dealt world where a seat that has finished a
// turn without opening holds an opening is not plausible; the same hand
// is plausible for a seat that has opened or not played yet.
func TestPlausibleWorlds(t *testing.T) {
	v := openedView(t, "3S 4S 5S", 13)
	v.Opened[1] = false
	opening := physical(t, "KS KH KD QS QH QD 2C 4D 6H 8S 10C JC 3H") // 60 points in sets
	none := physical(t, "KS KH 2D QS 5H 9D 2C 4D 6H 8S 10C JC 3H")
	w := &scala40.Hidden{Hands: [][]cards.Card{v.Hand, opening}}
	v.Events = []scala40.Event{{Kind: scala40.EvDiscarded, Seat: 1, Cards: physical(t, "7C")}}
	if plausible(v, countBy(v, scala40.EvDiscarded), w) {
		t.Error("an unopened seat that has played holds an opening: want not plausible")
	}
	w.Hands[1] = none
	if !plausible(v, countBy(v, scala40.EvDiscarded), w) {
		t.Error("an unopened seat holding no opening: want plausible")
	}
	w.Hands[1] = opening
	v.Opened[1] = true
	if !plausible(v, countBy(v, scala40.EvDiscarded), w) {
		t.Error("an opened seat may hold melds: want plausible")
	}
	v.Opened[1] = false
	v.Events = nil
	if !plausible(v, countBy(v, scala40.EvDiscarded), w) {
		t.Error("a seat that has not played yet may hold an opening: want plausible")
	}
}

// TestHardHoldsOpeningForChiusuraInMano: with both jokers in the
// opening, the other seat already open (so able to win them by swapping)
// and a chiusura in mano, which doubles the other seat's points, a draw
// or two away, medium opens at once; hard's search finds that throwing
// and keeping the hand is worth more (7 to 24 points per hand over 64
// worlds, on each of eight seeds tried).
func TestHardHoldsOpeningForChiusuraInMano(t *testing.T) {
	v := openedView(t, "3S", 9)
	v.Hand = physical(t, "5S KS 4H 6H 7H 8H QH AD 3D 4D 4C 5C JK JK")
	v.HandSizes[0] = len(v.Hand)
	v.Opened[0] = false
	v.Turn, v.StockSize = 2, 70
	v.Pile = physical(t, "9C")
	med, _ := New("medium", 3, Options{})
	if a := med.Choose(*v); a.Kind != scala40.MeldDown {
		t.Fatalf("medium plays %v, want the opening laid", a)
	}
	hard, _ := New("hard", 3, Options{Playouts: 64})
	hard = unhurried(hard)
	if a := hard.Choose(*v); a.Kind != scala40.Discard {
		t.Fatalf("hard plays %v, want a discard keeping the opening in hand", a)
	}
}

// TestPlayoutDiscardsMatchSearch: in playouts, medium scores throwing a
// card the whole hand's keep plan leaves out from that plan, without a
// search of the hand left (scoreDiscardsMedium). Over positions of
// medium self-play under every preset, the scores must be the ones a
// search of each hand left gives.
func TestPlayoutDiscardsMatchSearch(t *testing.T) {
	st := playoutStyle()
	positions := 0
	deals := 8
	if raceDetector {
		deals = 2 // still every preset, each position checked
	}
	for i, p := range scala40.Presets() {
		r := p.Rules
		r.Players = 2 + i%3
		r.PairsMode = false
		for d := 0; d < deals; d++ {
			g, _ := scala40.NewMatch(r, uint64(100*i+d))
			ps := make([]Player, r.Players)
			for s := range ps {
				ps[s], _ = New("medium", uint64(s+d), Options{})
			}
			for step := 0; step < 2000 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
				s := g.ToMove()
				v := g.View(s)
				if v.Phase == scala40.PhasePlay {
					positions++
					got := make([]int, len(v.Hand))
					st.scoreDiscardsMedium(&v, got)
					tb := readTable(&v)
					h := cards.CountsOf(v.Hand)
					for k, c := range v.Hand {
						h[c.Face()]--
						want := -(tb.evalHand(&v, &h) - tb.danger(&v, c)*tune[0]/100)
						h[c.Face()]++
						if got[k] != want {
							t.Fatalf("%s, deal %d: throwing %v from %v scores %d, a search of the hand left gives %d", p.Name, d, c, v.Hand, got[k], want)
						}
					}
				}
				if _, err := g.Apply(ps[s].Choose(v)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d positions", positions)
}

// TestJokerAttach: an opened medium keeps its joker while it holds more
// than two cards; the search's other move attaches it to the table.
func TestJokerAttach(t *testing.T) {
	v := openedView(t, "3S", 9)
	v.Hand = physical(t, "JK 9D 2C KH")
	v.HandSizes[0] = len(v.Hand)
	run, ok := scala40.BuildMeld(physical(t, "4S 5S 6S 7S"), nil, &v.Rules)
	if !ok {
		t.Fatal("the table's run is refused")
	}
	run.ID = 1
	v.Melds = []scala40.Meld{run}
	b, _ := New("medium", 1, Options{})
	if m := mediumStyle().play(b.(*bot), v)[0]; m.Kind != scala40.Discard || m.Card.IsJoker() {
		t.Fatalf("medium's first move %v, want a discard keeping the joker", m)
	}
	att, ok := jokerAttach(v)
	if !ok || att.Kind != scala40.Attach || !att.Card.IsJoker() {
		t.Fatalf("jokerAttach = %v, %v; want the joker attached", att, ok)
	}
	g := scala40.Determinize(*v, nil)
	if _, err := g.Apply(att); err != nil {
		t.Fatalf("the joker's attachment is refused: %v", err)
	}
	v.Hand = physical(t, "JK 9D")
	v.HandSizes[0] = len(v.Hand)
	if _, ok := jokerAttach(v); ok {
		t.Error("two cards left: medium attaches the joker itself, want none")
	}
	v.Hand = physical(t, "9D 2C KH")
	v.HandSizes[0] = len(v.Hand)
	if _, ok := jokerAttach(v); ok {
		t.Error("no joker in hand: want none")
	}
}

// A search that sees fewer than minWorlds worlds (a host too busy to play
// more in the budget) never overrules medium: hard then plays exactly
// medium's moves, so starving it of time never makes it play worse.
func TestFewWorldsKeepMedium(t *testing.T) {
	r := scala40.Default()
	r.Players = 2
	for d := uint64(0); d < 3; d++ {
		g, err := scala40.NewMatch(r, 900+d)
		if err != nil {
			t.Fatal(err)
		}
		hard, _ := New("hard", 5+d, Options{Playouts: minWorlds / 2, Workers: 1})
		hard = unhurried(hard)
		med, _ := New("medium", 5+d, Options{})
		other, _ := New("easy", 50+d, Options{})
		searched := 0
		for step := 0; step < 3000 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			s := g.ToMove()
			v := g.View(s)
			var a scala40.Action
			if s == 0 {
				before := hard.(*bot).search.decisions
				a = hard.Choose(v)
				if m := med.Choose(v); !sameAction(a, m) {
					t.Fatalf("deal %d step %d: hard with %d worlds played %v, medium %v", d, step, minWorlds/2, a, m)
				}
				if hard.(*bot).search.decisions > before {
					searched++
				}
			} else {
				a = other.Choose(v)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if searched == 0 {
			t.Errorf("deal %d: hard searched no decision, so the test proves nothing", d)
		}
	}
}

func sameAction(a, b scala40.Action) bool { return a.String() == b.String() }
