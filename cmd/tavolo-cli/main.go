// Command tavolo-cli is Tavolo without a window: it runs scenario files
// against the engine, solves Scala 40 hands, plays computer players
// against each other (arena) and runs the benchmark set. It is pure Go
// and builds with CGO_ENABLED=0.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage: tavolo-cli COMMAND [arguments]

commands:
  scenario FILE_OR_DIR...          run scenario files (see shared/scenarios/FORMAT.md)
  scala40 solve --objective open|deadwood
                                   solve hands read from stdin, one per line
  klaberjass solve                 solve Klaberjass card play read from stdin, one deal per line
  arena --game scala40 --players a,b[,...] --matches N --seed S [--threshold T] [--json]
                                   play computer players against each other
  arena --game canasta --players a,b[,...] [--seats 2|3|4|6] --matches N [--hands N] [--json]
                                   the same for Canasta, one level per side
  compare [--actions A,B] A.points B.points
                                   compare two arena runs on the same deals, game by game
  bench                            run the standard benchmark set
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "scenario":
		return runScenario(args[1:], stdout, stderr)
	case "scala40":
		return runScala40(args[1:], stdin, stdout, stderr)
	case "klaberjass":
		return runKlaberjass(args[1:], stdin, stdout, stderr)
	case "arena":
		return runArena(args[1:], stdout, stderr)
	case "compare":
		return runCompare(args[1:], stdout, stderr)
	case "bench":
		return runBench(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "tavolo-cli: unknown command %q\n\n%s", args[0], usage)
	return 2
}
