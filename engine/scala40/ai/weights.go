package ai

// tune holds medium's evaluation weights, fixed by seeded arena runs
// against easy:
//
//	0 danger of feeding the next seat (percent)
//	1 partial-meld potential (percent)
//	2 base weight of the penalty points kept in hand
//	3 value of melds once opened
//	4, 5 opening progress: per point, per card
//	6 a live joker in hand
//	7 margin to take the pozzo's card for later (when allowed)
//	8 one-draw lookahead bonus for opening or going out
//	9 lookahead on (1) or off
//	10, 11 holding an opening for a closing in hand: cards left, rounds
//	12 open without jokers when the naturals suffice (1)
//	13 deadwood one card away from a run on the table
//	14 discards looked at two plies ahead (0: none)
//	15 after the opening, melds stay in hand until another opened seat
//	   holds this many cards or fewer (0: always lay)
var tune = [16]int{50, 150, 1, 20, 12, 4, 150, 40, 300, 1, 0, 6, 1, 4, 3, 4}
