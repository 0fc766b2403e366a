//go:build !race

package app

// raceDetector: timings mean nothing under the race detector.
const raceDetector = false
