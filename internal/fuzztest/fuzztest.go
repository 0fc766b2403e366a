// Package fuzztest sets how Tavolo's fuzz targets run.
package fuzztest

import (
	"flag"
	"os"
)

// Minimize bounds how much the fuzzer shrinks an input that reached new
// code, unless -fuzzminimizetime says otherwise: 250 runs, enough to cut
// a long input's useless tail. Go's own 60 s let a target whose inputs
// are files (a save, a scenario, a settings file) spend most of a run
// shrinking instead of exploring: shrinking an input of n bytes tries
// each of its n²/2 runs of bytes cut out, and a rich grammar reaches new
// code often.
const Minimize = "250x"

// Main runs a package's tests (m is its *testing.M), with Minimize when
// the command line sets no other, and exits with their status.
func Main(m interface{ Run() int }) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.fuzzminimizetime" })
	if !given {
		if err := flag.Set("test.fuzzminimizetime", Minimize); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}
