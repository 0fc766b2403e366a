package ai

import (
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// cleanFivesView is the position of issue 40, item 3: the side's only
// clean canasta is the fives, its dirty canasta of Kings holds its two
// wild cards, and it has three nines; the computer holds two Twos and a
// seven with the stock running low, so it wants to go out. The Twos fit
// the nines (and the seven is the last discard); one on the fives would
// leave the side without the clean canasta going out needs.
func cleanFivesView(t *testing.T) canasta.View {
	r := canasta.Default()
	faces := func(s string) []cards.Card {
		fs, err := cards.ParseFaces(s)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[cards.Face]int{}
		var out []cards.Card
		for _, f := range fs {
			out = append(out, cards.NewCard(f, seen[f]))
			seen[f]++
		}
		return out
	}
	var melds []canasta.TableMeld
	for i, s := range []string{"5S 5H 5D 5C 5S 5H 5D", "KS KH KD KC KS 2S JK", "9S 9H 9D"} {
		cs := faces(s)
		info, err := r.CheckMeld(cs)
		if err != nil {
			t.Fatal(err)
		}
		melds = append(melds, canasta.TableMeld{ID: i + 1, Cards: cs, Info: info})
	}
	return canasta.View{Seat: 0, Side: 0, Players: 4, Sides: [][]int{{0, 2}, {1, 3}}, Rules: r,
		Phase: canasta.PhasePlay, ToMove: 0, Actors: []int{0}, Dealer: 3,
		Hand: faces("2C 2D 7D"), HandSizes: []int{3, 9, 5, 8}, Known: make([][]cards.Card, 4),
		Melds: [][]canasta.TableMeld{melds, nil}, RedThrees: make([][]cards.Card, 2),
		Opened: []bool{true, false}, Minimums: []int{50, 50}, PileSize: 3, PileTop: faces("6H")[0],
		PileUp: faces("4C 8D 6H"), StockSize: 12, Totals: []int{0, 0}, Drew: true, DrawnHand: 5,
		SideMeldsTurn: 3, AskedSeat: -1, Winner: -1}
}

// TestKeepsTheCleanCanasta: medium and hard do not put a Two on the
// side's only clean canasta (the old medium did: the first of two adds it
// liked as much), at any answer to "may I go out?".
func TestKeepsTheCleanCanasta(t *testing.T) {
	for _, answer := range []int8{canasta.AnswerNone, canasta.AnswerYes} {
		v := cleanFivesView(t)
		v.Answer = answer
		v.Asked = answer != canasta.AnswerNone
		if v.Asked {
			v.AskedSeat = 2
		}
		if !v.CanGoOutThisTurn() {
			t.Fatal("the position should allow going out: Two on the nines, seven discarded")
		}
		for _, name := range []string{"medium", "hard"} {
			a := level(name, 1).Choose(v)
			if a.Kind == canasta.Add && a.Meld == 1 {
				t.Errorf("%s (answer %d) dirtied the clean fives: %v", name, answer, a)
			}
		}
	}
}
