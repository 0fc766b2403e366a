package play

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/solver"
)

// solveSynopsis is the subcommand's entry in tavolo-cli's usage.
const solveSynopsis = `solve --objective open|deadwood
                                   solve hands read from stdin, one per line`

// solveUsage is the subcommand's own usage.
const solveUsage = `usage: tavolo-cli scala40 solve --objective open|deadwood
  Reads hands from stdin, one per line in the scenario notation
  ("AH 2H 3H JK 10S"; blank lines are skipped), solves each under the
  default rules and prints one integer per line: the highest opening
  value, or the lowest penalty left outside the melds.
`

// runSolve runs the scala40 subcommands (only "solve" for now).
func runSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "solve" {
		fmt.Fprint(stderr, solveUsage)
		return 2
	}
	fs := flag.NewFlagSet("scala40 solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	objective := fs.String("objective", "", "open or deadwood")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tavolo-cli scala40 solve: unexpected argument %q\n%s", fs.Arg(0), solveUsage)
		return 2
	}
	var obj solver.Objective
	switch *objective {
	case "open":
		obj = solver.OpenValue
	case "deadwood":
		obj = solver.Deadwood
	default:
		fmt.Fprintf(stderr, "tavolo-cli scala40 solve: --objective must be open or deadwood, not %q\n", *objective)
		return 2
	}

	hands, code := readHands(stdin, stderr)
	if code != 0 {
		return code
	}

	s := solver.New(scala40.Default())
	results := make([]int, len(hands))
	start := time.Now()
	if obj == solver.OpenValue {
		for i := range hands {
			results[i] = s.Open(&hands[i])
		}
	} else {
		for i := range hands {
			results[i] = s.Deadwood(&hands[i])
		}
	}
	elapsed := time.Since(start)

	w := bufio.NewWriter(stdout)
	for _, v := range results {
		fmt.Fprintln(w, v)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(stderr, "tavolo-cli scala40 solve:", err)
		return 1
	}
	per := int64(0)
	if len(hands) > 0 {
		per = elapsed.Nanoseconds() / int64(len(hands))
	}
	fmt.Fprintf(stderr, "solved %d hands in %d ns/hand\n", len(hands), per)
	return 0
}

// readHands parses every non-blank line of r as a hand. A line that is
// not a hand of the 108-card pack is reported with its number.
func readHands(r io.Reader, stderr io.Writer) ([]cards.Counts, int) {
	var hands []cards.Counts
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	line := 0
	for sc.Scan() {
		line++
		fs, err := cards.ParseFaces(sc.Text())
		if err != nil {
			fmt.Fprintf(stderr, "tavolo-cli scala40 solve: line %d: %v\n", line, err)
			return nil, 1
		}
		if len(fs) == 0 {
			continue
		}
		h := cards.CountFaces(fs)
		for f, n := range h {
			if max := cards.Scala40Pack.Copies(cards.Face(f)); int(n) > max {
				fmt.Fprintf(stderr, "tavolo-cli scala40 solve: line %d: %d × %v, the pack has only %d\n",
					line, n, cards.Face(f), max)
				return nil, 1
			}
		}
		hands = append(hands, h)
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stderr, "tavolo-cli scala40 solve: reading line %d: %v\n", line+1, err)
		return nil, 1
	}
	return hands, 0
}
