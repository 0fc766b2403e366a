//go:build race

package table

// raceDetector: timings mean nothing under the race detector.
const raceDetector = true
