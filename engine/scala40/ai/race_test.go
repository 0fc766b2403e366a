//go:build race

package ai

// raceDetector is true when the tests run under the race detector, which
// makes the hands they play many times slower: the slowest tests play
// fewer hands then, each move still checked as without it.
const raceDetector = true
