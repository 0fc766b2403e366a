// Command tavolo-cli is Tavolo without a window: it runs scenario files
// against the engine, plays computer players against each other (arena),
// runs the benchmark set and each game's own subcommand (its solver). It
// knows no game: it loops over engine/games. It is pure Go and builds
// with CGO_ENABLED=0.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"tavolo/engine/games"
)

// usage is the command's usage: the games' own subcommands (their
// descriptors' Command) after scenario.
func usage() string {
	var b strings.Builder
	b.WriteString(usageHead)
	for _, g := range games.All() {
		if g.Command != nil {
			fmt.Fprintf(&b, "  %s %s\n", g.Name, g.Command.Synopsis)
		}
	}
	return b.String() + usageTail
}

const usageHead = `usage: tavolo-cli COMMAND [arguments]

commands:
  scenario FILE_OR_DIR...          run scenario files (see shared/scenarios/FORMAT.md)
`

const usageTail = `  arena --game scala40 --players a,b[,...] --matches N --seed S [--threshold T] [--json]
                                   play computer players against each other
  arena --game canasta --players a,b[,...] [--seats 2|3|4|6] --matches N [--hands N] [--json]
                                   the same for Canasta, one level per side
  compare [--actions A,B] A.points B.points
                                   compare two arena runs on the same deals, game by game
  review FILE [--seat N] [--hand K] [--seed S] [--budget D] [--hard-deals]
                                   judge a seat's decisions in a saved or recorded match
  review --sum FILE...             pool reviews' outputs by game and level (scripts/judge-sample.sh)
  bench                            run the standard benchmark set
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage())
		return 2
	}
	switch args[0] {
	case "scenario":
		return runScenario(args[1:], stdout, stderr)
	case "arena":
		return runArena(args[1:], stdout, stderr)
	case "compare":
		return runCompare(args[1:], stdout, stderr)
	case "review":
		return runReview(args[1:], stdout, stderr)
	case "bench":
		return runBench(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage())
		return 0
	}
	if g, ok := games.Lookup(args[0]); ok && g.Command != nil {
		return g.Command.Run(args[1:], stdin, stdout, stderr)
	}
	fmt.Fprintf(stderr, "tavolo-cli: unknown command %q\n\n%s", args[0], usage())
	return 2
}
