package main

import (
	"fmt"
	"io"
)

// runArena is replaced by the real command as it lands.
func runArena(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "tavolo-cli: arena is not available in this build")
	return 2
}
