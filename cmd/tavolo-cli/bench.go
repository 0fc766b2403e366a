package main

import (
	"fmt"
	"io"
)

// runBench is replaced by the real command as it lands.
func runBench(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "tavolo-cli: bench is not available in this build")
	return 2
}
