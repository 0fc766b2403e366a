package main

import (
	"fmt"
	"io"

	"tavolo/engine/games"
	"tavolo/engine/scenario"
)

// runScenario runs scenario files and directories, each with its game's
// part (engine/games.Scenario): one PASS or FAIL line per file, then "N
// passed, N failed"; exit status 0 only if all passed.
func runScenario(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: tavolo-cli scenario FILE_OR_DIR...")
		return 2
	}
	files, err := scenario.Collect(args)
	if err != nil {
		fmt.Fprintln(stderr, "tavolo-cli scenario:", err)
		return 2
	}
	passed, failed := 0, 0
	for _, f := range files {
		if err := scenario.RunFile(f, games.Scenario); err != nil {
			fmt.Fprintf(stdout, "FAIL %s: %v\n", f, err)
			failed++
			continue
		}
		fmt.Fprintf(stdout, "PASS %s\n", f)
		passed++
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 || passed == 0 {
		return 1
	}
	return 0
}
