package play

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/klaberjass/solver"
)

// solveSynopsis is the subcommand's entry in tavolo-cli's usage.
const solveSynopsis = `solve                 solve Klaberjass card play read from stdin, one deal per line`

// solveUsage is the subcommand's own usage.
const solveUsage = `usage: tavolo-cli klaberjass solve
  Reads deals from stdin, one per line: TRUMP LEADER HAND0 / HAND1, for
  example "H 0 JH 9H AS 10S / 9S KS 7H 10H" (trump suit S, H, D or C;
  the seat to lead, 0 or 1; two hands of 1 to 9 cards each, the same
  number, in the scenario notation; blank lines are skipped). Prints one
  integer per line: the points seat 0 takes from these tricks when both
  play their best for their own card points (card points of its tricks,
  10 for the last trick; no declarations, no bella), under the default
  play duties.
`

// runSolve runs the klaberjass subcommands (only "solve" for now).
func runSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 1 || args[0] != "solve" {
		fmt.Fprint(stderr, solveUsage)
		return 2
	}
	var deals []solver.Deal
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	line := 0
	for sc.Scan() {
		line++
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		d, err := parseDealLine(sc.Text())
		if err != nil {
			fmt.Fprintf(stderr, "tavolo-cli klaberjass solve: line %d: %v\n", line, err)
			return 2
		}
		deals = append(deals, d)
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stderr, "tavolo-cli klaberjass solve: reading line %d: %v\n", line+1, err)
		return 2
	}

	s := solver.New(solver.DefaultDuties())
	results := make([]int, len(deals))
	start := time.Now()
	for i := range deals {
		s.Clear()
		results[i] = s.Solve(deals[i])
	}
	elapsed := time.Since(start)

	w := bufio.NewWriter(stdout)
	for _, v := range results {
		fmt.Fprintln(w, v)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(stderr, "tavolo-cli klaberjass solve:", err)
		return 1
	}
	per := int64(0)
	if len(deals) > 0 {
		per = elapsed.Nanoseconds() / int64(len(deals))
	}
	fmt.Fprintf(stderr, "solved %d deals in %d ns/deal\n", len(deals), per)
	return 0
}

// parseDealLine reads "TRUMP LEADER HAND0 / HAND1".
func parseDealLine(text string) (solver.Deal, error) {
	d := solver.Deal{Led: solver.NoCard}
	left, right, ok := strings.Cut(text, "/")
	if !ok {
		return d, fmt.Errorf("want TRUMP LEADER HAND0 / HAND1, no \"/\" between the hands")
	}
	if strings.Contains(right, "/") {
		return d, fmt.Errorf("more than one \"/\"")
	}
	f := strings.Fields(left)
	if len(f) < 2 {
		return d, fmt.Errorf("want TRUMP LEADER HAND0 / HAND1")
	}
	trump, err := cards.ParseSuit(f[0])
	if err != nil {
		return d, fmt.Errorf("trump: %v", err)
	}
	leader, err := strconv.Atoi(f[1])
	if err != nil || (leader != 0 && leader != 1) {
		return d, fmt.Errorf("leader %q: want 0 or 1", f[1])
	}
	d.Trump, d.Leader = trump, leader
	for seat, part := range []string{strings.Join(f[2:], " "), right} {
		fs, err := cards.ParseFaces(part)
		if err != nil {
			return d, fmt.Errorf("hand %d: %v", seat, err)
		}
		if len(fs) < 1 || len(fs) > 9 {
			return d, fmt.Errorf("hand %d has %d cards, want 1 to 9", seat, len(fs))
		}
		h, err := solver.HandOf(fs)
		if err != nil {
			return d, fmt.Errorf("hand %d: %v", seat, err)
		}
		d.Hands[seat] = h
	}
	if n0, n1 := d.Hands[0].Len(), d.Hands[1].Len(); n0 != n1 {
		return d, fmt.Errorf("hands of %d and %d cards, want the same number", n0, n1)
	}
	if both := d.Hands[0] & d.Hands[1]; both != 0 {
		return d, fmt.Errorf("%v in both hands", both)
	}
	return d, nil
}
