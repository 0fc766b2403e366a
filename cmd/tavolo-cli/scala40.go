package main

import (
	"fmt"
	"io"
)

// runScala40 is replaced by the real command as it lands.
func runScala40(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	_ = stdin
	fmt.Fprintln(stderr, "tavolo-cli: scala40 is not available in this build")
	return 2
}
