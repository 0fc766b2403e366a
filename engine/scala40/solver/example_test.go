package solver_test

import (
	"fmt"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/solver"
)

func Example() {
	fs, _ := cards.ParseFaces("QH KH AH 7S 7D 7C 2C 9D JK")
	h := cards.CountFaces(fs)
	s := solver.New(scala40.Default())
	fmt.Println("open:", s.Open(&h))
	fmt.Println("deadwood:", s.Deadwood(&h))
	f, d := s.BestDiscard(&h)
	fmt.Println("discard:", f, "leaves", d)
	for _, m := range s.Melds(&h, solver.OpenValue, nil) {
		mm, _ := scala40.BuildMeld(m.Cards, m.As, &scala40.Rules{MaxJokersPerMeld: 1})
		fmt.Println(mm.String(), "=", mm.Value())
	}
	// Output:
	// open: 62
	// deadwood: 11
	// discard: 9D leaves 2
	// 7S 7D 7C = 21
	// JK=JH QH KH AH = 41
}
