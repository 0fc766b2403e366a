package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"tavolo/engine/games"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// runReview judges one seat's decisions in a match record (an arena's
// --records file or the app's save):
//
//	tavolo-cli review FILE [--seat N] [--hand K] [--seed S] [--budget D] [--hard-deals]
//
// It prints one line per decision (hand, step, the move, the best move,
// the loss and its standard error, "mistake" where it is one) and ends
// with a JSON line: the game, the seat, its level (the player's kind)
// and review.Summary. The flags may come before or after FILE. With
// --sum it pools such outputs instead (runReviewSum).
func runReview(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("review", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seat := fs.Int("seat", -1, "the seat to review (default: the first human seat, else 0)")
	hand := fs.Int("hand", 0, "the hand to review, from 1 (default: every hand)")
	seed := fs.Uint64("seed", 1, "the judge's seed")
	hardDeals := fs.Bool("hard-deals", false, "search twice as many deals per decision as hard does, so that each half chooses on as many as hard did (slower; default: the game's review count)")
	sum := fs.Bool("sum", false, "pool reviews' outputs (the FILEs) by game and level instead: review --sum FILE...")
	budget := fs.Duration("budget", 0, "the judge's time limit per decision (default: the game's, set so that the review ends on its deal count and is the same on every machine)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	rest := fs.Args()
	if *sum {
		return runReviewSum(rest, stdout, stderr)
	}
	if len(rest) == 0 {
		fmt.Fprintln(stderr, "tavolo-cli review: no file (review FILE [--seat N] [--hand K])")
		return 2
	}
	file := rest[0]
	if err := fs.Parse(rest[1:]); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tavolo-cli review: one file at a time (also given %q)\n", fs.Arg(0))
		return 2
	}
	rec, g, err := readRecord(file)
	if err != nil {
		fmt.Fprintf(stderr, "tavolo-cli review: %s: %v\n", file, err)
		return 2
	}
	if *seat < 0 {
		*seat = max(slices.IndexFunc(rec.Players, func(p match.Player) bool { return p.Kind == "human" }), 0)
	}
	o := review.Options{Seat: *seat, Hand: *hand, Seed: *seed, Budget: *budget, HardDeals: *hardDeals, Progress: func(d review.Decision) {
		fmt.Fprintln(stdout, decisionLine(d))
	}}
	ds, err := g.Review(rec, o)
	if err != nil {
		fmt.Fprintf(stderr, "tavolo-cli review: %s: %v\n", file, err)
		return 2
	}
	line, _ := json.Marshal(reviewLine{Game: rec.Game, Seat: *seat, Level: rec.Players[*seat].Kind, Summary: review.Sum(ds)})
	fmt.Fprintln(stdout, string(line))
	return 0
}

// readRecord reads a match record (an arena's --records file or the
// app's save: both are match.Record), finds its game's descriptor and
// checks that it replays.
func readRecord(file string) (*match.Record, games.Game, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, games.Game{}, err
	}
	var head struct {
		Game string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, games.Game{}, fmt.Errorf("not a match record: %v", err)
	}
	g, ok := games.Lookup(head.Game)
	if !ok || g.Review == nil {
		return nil, games.Game{}, fmt.Errorf("no game %q to review", head.Game)
	}
	rec, err := match.DecodeRecord(data, head.Game)
	if err != nil {
		return nil, games.Game{}, err
	}
	if _, err := g.Replay(rec); err != nil { // a damaged action is said before any line
		return nil, games.Game{}, err
	}
	return rec, g, nil
}

// decisionLine is one decision as the review prints it; where the game
// tells it (a Klaberjass card), the loss with every card known follows
// as hindsight_loss.
func decisionLine(d review.Decision) string {
	line := fmt.Sprintf("hand %d step %d: %s, best %s, not weighed", d.Hand, d.Step, d.Move, d.Best)
	if d.Judged {
		line = fmt.Sprintf("hand %d step %d: %s, best %s, loss %.2f ± %.2f", d.Hand, d.Step, d.Move, d.Best, d.Loss, d.SE)
		if d.Mistake {
			line += ", mistake"
		}
	}
	if d.HindsightLoss != nil {
		line += fmt.Sprintf(", hindsight_loss %.2f", *d.HindsightLoss)
	}
	return line
}
